import type { Command } from 'commander';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';

/** `wdp profile`: who the settings sign in as. */
export function defineProfile(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  leaf(
    program
      .command('profile')
      .description('show the profile the settings sign in as')
      .addHelpText('after', example('wdp profile --json')),
    launch,
    run('show'),
  );
}
