import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import type { ApiFlags } from './flags.js';

/**
 * `wdp api METHOD PATH [--data JSON|@FILE|-] [--paginate] [-i] [-H 'Name: value']...`: a raw call with the settings'
 * credentials, like `gh api`.
 */
export function defineApi(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  leaf<ApiFlags>(
    subcommand(
      program,
      'api <method> <path>',
      'send a raw request (PATH such as /api/workspaces) and print the JSON answer',
      'wdp api GET /api/workspaces',
      'wdp api POST /api/workspaces/ID/channels --data @channel.json',
      "wdp api GET /api/workspaces --paginate --query '[].name'",
      "wdp api GET /api/profiles -i -H 'Accept-Language: en'",
    )
      .addOption(new Option('--data <json>', 'the JSON body: inline, @FILE to read a file, or - to read stdin'))
      .addOption(new Option('--paginate', 'GET every page of a paged answer: its items as one JSON array'))
      .addOption(new Option('-i, --include', 'print the status line and the response headers before the body'))
      .addOption(
        new Option(
          '-H, --header <name:value>',
          "a request header, such as 'Accept-Language: en' (repeatable)",
        ).argParser((value: string, before: string[] | undefined) => [...(before ?? []), value]),
      ),
    launch,
    run('call'),
  );
}
