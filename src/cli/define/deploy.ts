import type { Command } from 'commander';
import { withWatchOptions } from '../jobs/options.js';
import { type Launch, leaf } from './command.js';

/** `wdp deploy [--follow] [--wait]` */
export function defineDeploy(program: Command, launch: Launch): void {
  leaf(
    withWatchOptions(
      program
        .command('deploy')
        .description("deploy the workspace's repository to it: prints the job, or follows it with --follow / --wait"),
    ),
    launch,
    () => import('../commands/deploy.js'),
    'deploy',
  );
}
