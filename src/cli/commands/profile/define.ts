import type { Command } from 'commander';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';

/** `wdp profile`: who the settings sign in as. */
export function defineProfile(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  leaf(
    subcommand(program, 'profile', 'show the profile the settings sign in as', 'wdp profile --json'),
    launch,
    run('show'),
  );
}
