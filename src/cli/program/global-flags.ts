// The flags every command takes: the settings, `--json` and `--verbose`. Light: definitions import it, so it loads
// commander and nothing else.
import { type Command, Option } from 'commander';
import type { SettingFlags } from '../settings/resolve.js';

/** The global flags every command takes, as commander parses them (its camelCase names). */
export interface GlobalFlags extends SettingFlags {
  json?: boolean | undefined;
  verbose?: boolean | undefined;
}

/** Adds the global flags: settings (flag > environment > context), `--json` and `--verbose`. */
export function withGlobalOptions(command: Command): Command {
  return command
    .addOption(new Option('--base-url <url>', 'the service, such as https://app.example.com (WDP_BASE_URL)'))
    .addOption(new Option('--token <token>', 'a bearer token; - reads it from stdin (WDP_TOKEN)'))
    .addOption(new Option('--client-id <id>', "an API key's client id (WDP_CLIENT_ID)"))
    .addOption(
      new Option('--client-secret <secret>', "an API key's client secret; - reads it from stdin (WDP_CLIENT_SECRET)"),
    )
    .addOption(new Option('--token-url <url>', 'where API keys are exchanged for tokens (WDP_TOKEN_URL)'))
    .addOption(new Option('--audience <audience>', 'the audience of API key tokens (WDP_AUDIENCE)'))
    .addOption(new Option('-w, --workspace <workspace>', 'the workspace: id, alias or name (WDP_WORKSPACE)'))
    .addOption(new Option('--context <name>', 'the context to read settings from (default: the current one)'))
    .addOption(new Option('--json', 'print one JSON document (NDJSON for log streams)'))
    .addOption(new Option('--verbose', 'log each request to stderr; show stack traces'));
}
