import type { Command } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import { type WatchFlags, withWatchOptions } from '../jobs/watch-flags.js';

/** `wdp pipelines list | get | run` */
export function definePipelines(program: Command, launch: Launch): void {
  const group = program
    .command('pipelines')
    .description("list, show and run the workspace's pipelines")
    .addHelpText('after', example('wdp pipelines run orders-etl --follow --wait'));
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(
      group
        .command('list')
        .description("list the workspace's pipelines")
        .addHelpText('after', example('wdp pipelines list')),
    ),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('get <pipeline>')
      .description('show a pipeline (id, name or label)')
      .addHelpText('after', example('wdp pipelines get orders-etl')),
    launch,
    run('get'),
  );
  leaf<WatchFlags>(
    withWatchOptions(
      group
        .command('run <pipeline>')
        .description('run a pipeline now (id, name or label): prints the job, or follows it with --follow / --wait')
        .addHelpText('after', example('wdp pipelines run orders-etl --follow --wait')),
    ),
    launch,
    run('run'),
  );
}
