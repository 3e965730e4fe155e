import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { DatasetsFetchFlags } from './flags.js';

/** `wdp datasets list | get | fetch | delete` */
export function defineDatasets(program: Command, launch: Launch): void {
  const group = program
    .command('datasets')
    .description("list, show, fetch and delete the workspace's datasets")
    .addHelpText('after', example('wdp datasets fetch q3-revenue --as csv -o revenue.csv'));
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(
      group
        .command('list')
        .description("list the workspace's datasets")
        .addHelpText('after', example('wdp datasets list --limit 50')),
    ),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('get <dataset>')
      .description('show a dataset (id or alias)')
      .addHelpText('after', example('wdp datasets get q3-revenue')),
    launch,
    run('get'),
  );
  leaf<DatasetsFetchFlags>(
    group
      .command('fetch <dataset>')
      .description("print a dataset's data (id or alias): JSON rows or CSV")
      .addHelpText('after', example('wdp datasets fetch q3-revenue --as csv -o revenue.csv'))
      .addOption(new Option('--as <format>', 'the form of the data').choices(['json', 'csv']).default('json'))
      .addOption(new Option('-o, --output <file>', 'write the data to FILE instead of stdout (- for stdout)')),
    launch,
    run('fetch'),
  );
  leaf(
    group
      .command('delete <dataset>')
      .description('delete a dataset (id or alias)')
      .addHelpText('after', example('wdp datasets delete q3-revenue')),
    launch,
    run('remove'),
  );
}
