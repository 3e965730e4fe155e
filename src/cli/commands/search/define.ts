import type { Command } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';

/** `wdp search "TEXT in:CHANNEL tag:TAG"`: the workspace's datasets by relevance. */
export function defineSearch(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(
      subcommand(
        program,
        'search <query...>',
        'search the datasets: free text, in:CHANNEL and tag:TAG filters, all combined',
        'wdp search revenue in:Sales tag:finance',
      ),
    ),
    launch,
    run('search'),
  );
}
