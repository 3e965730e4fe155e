import type { Command } from 'commander';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';

/** `wdp validate PATH`: checks dataset and channel files offline. */
export function defineValidate(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  leaf(
    subcommand(
      program,
      'validate <path>',
      'check dataset and channel YAML files (a file or a folder) offline: every problem with its line',
      'wdp validate ./datasets',
    ),
    launch,
    run('validate'),
  );
}
