import type { Command } from 'commander';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import { type WatchFlags, withWatchOptions } from '../jobs/watch-flags.js';

/** `wdp deploy [--follow] [--wait]` */
export function defineDeploy(program: Command, launch: Launch): void {
  const run = lazily(() => import('./run.js'));
  leaf<WatchFlags>(
    withWatchOptions(
      subcommand(
        program,
        'deploy',
        "deploy the workspace's repository to it: prints the job, or follows it with --follow / --wait",
        'wdp deploy --follow --wait',
      ),
    ),
    launch,
    run('deploy'),
  );
}
