// Building commands: the global flags every command takes, and actions that load their implementation only when
// run (so `wdp --help` and `wdp --version` load commander and nothing else).
import { type Command, Option } from 'commander';
import type { SettingFlags } from '../settings/resolve.js';
import type { Invocation } from './invocation.js';

/** The global flags every command takes, as commander parses them (its camelCase names). */
export interface GlobalFlags extends SettingFlags {
  json?: boolean | undefined;
  verbose?: boolean | undefined;
}

/** A command's implementation: the invocation (its flags `F`), then the positional arguments (variadic: arrays). */
export type Run<F> = (invocation: Invocation<F>, ...args: never[]) => Promise<number | undefined | void>;

/** Starts one run: builds the invocation from the parsed command and calls the implementation. */
export type Launch = <F>(command: Command, run: Run<F>) => Promise<void>;

/** Adds the global flags: settings (flag > environment > context), `--json` and `--verbose`. */
export function withGlobalOptions(command: Command): Command {
  return command
    .addOption(new Option('--base-url <url>', 'the service, such as https://app.example.com (WDP_BASE_URL)'))
    .addOption(new Option('--token <token>', 'a bearer token (WDP_TOKEN)'))
    .addOption(new Option('--client-id <id>', "an API key's client id (WDP_CLIENT_ID)"))
    .addOption(new Option('--client-secret <secret>', "an API key's client secret (WDP_CLIENT_SECRET)"))
    .addOption(new Option('--token-url <url>', 'where API keys are exchanged for tokens (WDP_TOKEN_URL)'))
    .addOption(new Option('--audience <audience>', 'the audience of API key tokens (WDP_AUDIENCE)'))
    .addOption(new Option('-w, --workspace <id>', 'the workspace (WDP_WORKSPACE)'))
    .addOption(new Option('--context <name>', 'the context to read settings from (default: the current one)'))
    .addOption(new Option('--json', 'print one JSON document (NDJSON for log streams)'))
    .addOption(new Option('--verbose', 'log each request to stderr; show stack traces'));
}

/**
 * The functions of an implementation module, each loaded (the module imported) only when asked for: what `leaf`
 * takes. A group's `define.ts` reaches its `run.ts` this way only; `run.ts` imports the `Flags` types back.
 * @example const run = lazily(() => import('./run.js')); leaf(group.command('get <job>'), launch, run('get'));
 */
export function lazily<M>(load: () => Promise<M>): <K extends keyof M>(name: K) => () => Promise<M[K]> {
  return (name) => async () => (await load())[name];
}

/**
 * A leaf command: global flags added, and an action that loads the implementation and runs it. `F` is the type
 * of the flags the command's options parse to (its `Flags` interface); the implementation must take them.
 * @example leaf<JobsLogsFlags>(jobs.command('logs <job>').addOption(...), launch, run('logs'))
 */
export function leaf<F = unknown>(command: Command, launch: Launch, load: () => Promise<Run<NoInfer<F>>>): Command {
  return withGlobalOptions(command).action(async () => {
    await launch(command, await load());
  });
}
