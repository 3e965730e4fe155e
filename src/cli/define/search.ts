import type { Command } from 'commander';
import { withListOptions } from '../output/lists.js';
import { type Launch, leaf } from './command.js';

/** `wdp search "TEXT in:CHANNEL tag:TAG"`: the workspace's datasets by relevance. */
export function defineSearch(program: Command, launch: Launch): void {
  leaf(
    withListOptions(
      program
        .command('search <query...>')
        .description('search the datasets: free text, in:CHANNEL and tag:TAG filters, all combined'),
    ),
    launch,
    () => import('../commands/search.js'),
    'search',
  );
}
