import type { Command } from 'commander';
import { withWatchOptions } from '../jobs/options.js';
import { withListOptions } from '../output/lists.js';
import { type Launch, leaf } from './command.js';

/** `wdp pipelines list | get | run` */
export function definePipelines(program: Command, launch: Launch): void {
  const group = program.command('pipelines').description("list, show and run the workspace's pipelines");
  const load = () => import('../commands/pipelines.js');
  leaf(withListOptions(group.command('list').description("list the workspace's pipelines")), launch, load, 'list');
  leaf(group.command('get <pipeline>').description('show a pipeline (id, name or label)'), launch, load, 'get');
  leaf(
    withWatchOptions(
      group
        .command('run <pipeline>')
        .description('run a pipeline now (id, name or label): prints the job, or follows it with --follow / --wait'),
    ),
    launch,
    load,
    'run',
  );
}
