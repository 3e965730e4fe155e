import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, listLeaf, subcommand } from '../../program/command.js';
import type { DatasetsFetchFlags } from './flags.js';

/** `wdp datasets list | get | fetch | delete` */
export function defineDatasets(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'datasets',
    "list, show, fetch and delete the workspace's datasets",
    'wdp datasets fetch q3-revenue --as csv -o revenue.csv',
  );
  const run = lazily(() => import('./run.js'));
  listLeaf(group, launch, run('list'), "list the workspace's datasets", 'wdp datasets list --limit 50');
  leaf(
    subcommand(group, 'get <dataset>', 'show a dataset (id or alias)', 'wdp datasets get q3-revenue'),
    launch,
    run('get'),
  );
  leaf<DatasetsFetchFlags>(
    subcommand(
      group,
      'fetch <dataset>',
      "print a dataset's data (id or alias): JSON rows or CSV",
      'wdp datasets fetch q3-revenue --as csv -o revenue.csv',
    )
      .addOption(new Option('--as <format>', 'the form of the data').choices(['json', 'csv']).default('json'))
      .addOption(new Option('-o, --output <file>', 'write the data to FILE instead of stdout (- for stdout)')),
    launch,
    run('fetch'),
  );
  leaf(
    subcommand(group, 'delete <dataset>', 'delete a dataset (id or alias)', 'wdp datasets delete q3-revenue'),
    launch,
    run('remove'),
  );
}
