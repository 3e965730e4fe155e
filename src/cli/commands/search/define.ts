import type { Command } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';

/** `wdp search "TEXT in:CHANNEL tag:TAG"`: the workspace's datasets by relevance. */
export function defineSearch(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(
      program
        .command('search <query...>')
        .description('search the datasets: free text, in:CHANNEL and tag:TAG filters, all combined')
        .addHelpText('after', example('wdp search revenue in:Sales tag:finance')),
    ),
    launch,
    run('search'),
  );
}
