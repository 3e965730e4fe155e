import type { Command } from 'commander';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';

/** `wdp validate PATH`: checks dataset and channel files offline. */
export function defineValidate(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  leaf(
    program
      .command('validate <path>')
      .description('check dataset and channel YAML files (a file or a folder) offline: every problem with its line')
      .addHelpText('after', example('wdp validate ./datasets')),
    launch,
    run('validate'),
  );
}
