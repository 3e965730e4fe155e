import type { Command } from 'commander';
import { type Launch, leaf } from './command.js';

/** `wdp profile`: who the settings sign in as. */
export function defineProfile(program: Command, launch: Launch): void {
  leaf(
    program.command('profile').description('show the profile the settings sign in as'),
    launch,
    () => import('../commands/profile.js'),
    'show',
  );
}
