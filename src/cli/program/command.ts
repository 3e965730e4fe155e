// Building commands: leaves that take the global flags, and actions that load their implementation only when run
// (so `wdp --help` and `wdp --version` load commander and nothing else).
import type { Command } from 'commander';
import { type ListFlags, withListOptions } from '../output/list-flags.js';
import { withGlobalOptionsWhenUsed } from './global-flags.js';
import { example } from './help-example.js';
import type { Invocation } from './invocation.js';

/** A command's implementation: the invocation (its flags `F`), then the positional arguments (variadic: arrays). */
export type Run<F> = (invocation: Invocation<F>, ...args: never[]) => Promise<number | undefined | void>;

/** Starts one run: builds the invocation from the parsed command and calls the implementation. */
export type Launch = <F>(command: Command, run: Run<F>) => Promise<void>;

/**
 * The functions of an implementation module, each loaded (the module imported) only when asked for: what `leaf`
 * takes. A group's `define.ts` reaches its `run.ts` this way only; `run.ts` takes the `Flags` types from `flags.ts`.
 * @example const run = lazily(() => import('./run.js')); leaf(group.command('get <job>'), launch, run('get'));
 */
export function lazily<M>(load: () => Promise<M>): <K extends keyof M>(name: K) => () => Promise<M[K]> {
  return (name) => async () => (await load())[name];
}

/**
 * A leaf command: the global flags (added when commander first parses or shows it), and an action that loads the
 * implementation and runs it. `F` is the type of the flags the command's options parse to (its `Flags` interface);
 * the implementation must take them.
 * @example leaf<JobsLogsFlags>(jobs.command('logs <job>').addOption(...), launch, run('logs'))
 */
export function leaf<F = unknown>(command: Command, launch: Launch, load: () => Promise<Run<NoInfer<F>>>): Command {
  return withGlobalOptionsWhenUsed(command).action(async () => {
    await launch(command, await load());
  });
}

/**
 * A command of `parent` (a group of the program, or a leaf of a group) with its one-line description, and its
 * `--help` ending with these example command lines.
 * @example subcommand(jobs, 'get <job>', 'show a job', 'wdp jobs get JOB')
 */
export function subcommand(parent: Command, usage: string, description: string, ...examples: string[]): Command {
  return parent
    .command(usage)
    .description(description)
    .addHelpText('after', example(...examples));
}

/**
 * The `list` command of a group: its description and examples, the list flags (`--all`, `--limit`...), and its
 * implementation, which takes them.
 * @example listLeaf(group, launch, run('list'), "list the workspace's channels", 'wdp channels list --all');
 */
export function listLeaf(
  group: Command,
  launch: Launch,
  load: () => Promise<Run<ListFlags>>,
  description: string,
  ...examples: string[]
): Command {
  return leaf<ListFlags>(withListOptions(subcommand(group, 'list', description, ...examples)), launch, load);
}
