// Building commands: the global options every command takes, and actions that load their implementation only
// when run (so `wdp --help` and `wdp --version` load commander and nothing else).
import { type Command, Option } from 'commander';
import type { Invocation } from '../invocation.js';

/** A command's implementation: its positional arguments (variadic ones as arrays) and the invocation. */
export type Run = (invocation: Invocation, ...args: never[]) => Promise<number | undefined | void>;

/** Starts one run: builds the invocation from the parsed command and calls the implementation. */
export type Launch = (command: Command, run: Run, args: unknown[]) => Promise<void>;

/** Adds the global options: settings (flag > environment > context), `--json` and `--verbose`. */
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
 * A leaf command: global options added, and an action that imports the implementation module and runs `name`.
 * @example leaf(jobs.command('get <id>'), launch, () => import('../commands/jobs.js'), 'get')
 */
export function leaf<M extends Record<string, unknown>>(
  command: Command,
  launch: Launch,
  load: () => Promise<M>,
  name: keyof M & string,
): Command {
  return withGlobalOptions(command).action(async (...args: unknown[]) => {
    const run = (await load())[name] as Run;
    await launch(args.at(-1) as Command, run, args.slice(0, -2));
  });
}
