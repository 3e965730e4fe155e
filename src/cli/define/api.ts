import { type Command, Option } from 'commander';
import { type Launch, leaf } from './command.js';

/** `wdp api METHOD PATH [--data JSON|@FILE|-]`: a raw call with the settings' credentials, like `gh api`. */
export function defineApi(program: Command, launch: Launch): void {
  leaf(
    program
      .command('api <method> <path>')
      .description('send a raw request (PATH such as /api/workspaces) and print the JSON answer')
      .addOption(new Option('--data <json>', 'the JSON body: inline, @FILE to read a file, or - to read stdin')),
    launch,
    () => import('../commands/api.js'),
    'call',
  );
}
