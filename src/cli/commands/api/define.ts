import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import type { ApiFlags } from './flags.js';

/** `wdp api METHOD PATH [--data JSON|@FILE|-]`: a raw call with the settings' credentials, like `gh api`. */
export function defineApi(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  leaf<ApiFlags>(
    subcommand(
      program,
      'api <method> <path>',
      'send a raw request (PATH such as /api/workspaces) and print the JSON answer',
      'wdp api GET /api/workspaces',
      'wdp api POST /api/workspaces/ID/channels --data @channel.json',
    ).addOption(new Option('--data <json>', 'the JSON body: inline, @FILE to read a file, or - to read stdin')),
    launch,
    run('call'),
  );
}
