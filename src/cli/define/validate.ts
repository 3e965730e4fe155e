import type { Command } from 'commander';
import { type Launch, leaf } from './command.js';

/** `wdp validate PATH`: checks dataset and channel files offline. */
export function defineValidate(program: Command, launch: Launch): void {
  leaf(
    program
      .command('validate <path>')
      .description('check dataset and channel YAML files (a file or a folder) offline: every problem with its line'),
    launch,
    () => import('../commands/validate.js'),
    'validate',
  );
}
