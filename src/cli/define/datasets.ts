import { type Command, Option } from 'commander';
import { withListOptions } from '../output/lists.js';
import { type Launch, leaf } from './command.js';

/** `wdp datasets list | get | fetch | delete` */
export function defineDatasets(program: Command, launch: Launch): void {
  const group = program.command('datasets').description("list, show, fetch and delete the workspace's datasets");
  const load = () => import('../commands/datasets.js');
  leaf(withListOptions(group.command('list').description("list the workspace's datasets")), launch, load, 'list');
  leaf(group.command('get <dataset>').description('show a dataset (id or alias)'), launch, load, 'get');
  leaf(
    group
      .command('fetch <dataset>')
      .description("print a dataset's data (id or alias): JSON rows or CSV")
      .addOption(new Option('--as <format>', 'the form of the data').choices(['json', 'csv']).default('json'))
      .addOption(new Option('-o, --output <file>', 'write the data to FILE instead of stdout')),
    launch,
    load,
    'fetch',
  );
  leaf(group.command('delete <dataset>').description('delete a dataset (id or alias)'), launch, load, 'remove');
}
