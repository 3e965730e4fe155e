// The flags every command takes: the settings, `--json`, `--query` and `--verbose`. Light: definitions import it, so
// it loads commander and nothing else.
import { type Command, Option } from 'commander';
import type { SettingFlags } from '../settings/resolve.js';

/** The global flags every command takes, as commander parses them (its camelCase names). */
export interface GlobalFlags extends SettingFlags {
  json?: boolean | undefined;
  /** `--query EXPR`: a JMESPath expression applied to the JSON printed; implies `--json`. */
  query?: string | undefined;
  verbose?: boolean | undefined;
}

/** The settings flags: where the service, the credentials and the workspace come from (each also a WDP_* variable). */
function settingOptions(): Option[] {
  return [
    new Option('--base-url <url>', 'the service, such as https://app.example.com (WDP_BASE_URL)'),
    new Option('--token <token>', 'a bearer token; - reads it from stdin (WDP_TOKEN)'),
    new Option('--client-id <id>', "an API key's client id (WDP_CLIENT_ID)"),
    new Option('--client-secret <secret>', "an API key's client secret; - reads it from stdin (WDP_CLIENT_SECRET)"),
    new Option('--token-url <url>', 'where API keys are exchanged for tokens (WDP_TOKEN_URL)'),
    new Option('--audience <audience>', 'the audience of API key tokens (WDP_AUDIENCE)'),
    new Option('-w, --workspace <workspace>', 'the workspace: id, alias or name (WDP_WORKSPACE)'),
    new Option('--context <name>', 'the context to read settings from (default: the current one)'),
  ];
}

/** The heading of the global flags in `wdp --help`, where they are listed once. */
const globalHeading = 'Global flags (every command takes them):';

/** The line a command's `--help` ends with: the global flags it takes, named, and where they are described. */
const globalLine =
  '\nGlobal flags: -w/--workspace, --context, --base-url, --token, --client-id, --client-secret,\n' +
  '  --token-url, --audience, --verbose (`wdp --help` describes them).';

/**
 * Adds the global flags: settings (flag > environment > context), `--json`, `--query` and `--verbose`. The
 * program's `--help` lists them once, under their own heading (`listed`); a command's shows `--json` and `--query`
 * with its own options and names the others in one line (`named`).
 */
export function withGlobalOptions(command: Command, help: 'listed' | 'named'): Command {
  const json = new Option('--json', 'print one JSON document (NDJSON for log streams)');
  const query = new Option('--query <expr>', 'print JSON: what a JMESPath expression picks of that document');
  const verbose = new Option('--verbose', 'log each request to stderr; show stack traces');
  const global = [...settingOptions(), verbose];
  for (const option of global)
    if (help === 'listed') option.helpGroup(globalHeading);
    else option.hideHelp();
  if (help === 'listed') for (const option of [json, query]) option.helpGroup(globalHeading);
  for (const option of [...global, json, query]) command.addOption(option);
  return help === 'named' ? command.addHelpText('after', globalLine) : command;
}

/** Leaves marked by `withGlobalOptionsWhenUsed` whose global flags are not added yet. */
const deferred = new WeakSet<Command>();
/** Commands whose hooks add their leaves' deferred global flags. */
const watched = new WeakSet<Command>();

/** Adds a leaf's global flags (`named`) now, if they were deferred and not added yet. */
function addDeferred(command: Command): void {
  if (deferred.delete(command)) withGlobalOptions(command, 'named');
}

/**
 * Gives a leaf the global flags (`named`) when commander first needs them: before the leaf parses its command line
 * (its parent's `preSubcommand` hook), and before a help text shows the leaf or lists it (`beforeAllHelp`). Adding
 * eleven options to each of the ninety leaves at start-up cost every run, `wdp --help` included; now only the leaf
 * that runs or is shown pays for it (PERFORMANCE.md, "The CLI's cold start, round 3"). Code that reads the whole
 * tree's options (completion, suggestions) calls `withEveryGlobalOption` first.
 */
export function withGlobalOptionsWhenUsed(command: Command): Command {
  deferred.add(command);
  const parent = command.parent;
  if (parent && !watched.has(parent)) {
    watched.add(parent);
    parent.hook('preSubcommand', (_parent, leaf) => addDeferred(leaf));
    parent.on('beforeAllHelp', ({ command: shown }: { command: Command }) => {
      addDeferred(shown);
      for (const child of shown.commands) addDeferred(child);
    });
  }
  return command;
}

/** Adds every deferred global flag of a command and the commands below it, for code that reads all their options. */
export function withEveryGlobalOption(command: Command): Command {
  addDeferred(command);
  for (const child of command.commands) withEveryGlobalOption(child);
  return command;
}

/** Shows the settings flags in a command's `--help` after all, as what it takes (`wdp context create`). */
export function showSettingFlags(command: Command, heading: string): Command {
  addDeferred(command);
  const names = new Set(settingOptions().map((option) => option.long));
  for (const option of command.options)
    if (names.has(option.long) && option.long !== '--context') option.hideHelp(false).helpGroup(heading);
  return command;
}
