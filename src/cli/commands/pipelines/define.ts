import { type Command, Option } from 'commander';
import { sortOption } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, listLeaf, subcommand } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import { wholeNumber } from '../../program/numbers.js';
import { withWatchOptions } from '../jobs/watch-flags.js';
import type { PipelinesRunFlags, PipelinesWriteFlags } from './flags.js';

/** How many runs `pipelines run` has under way at once by default, and at most. */
const concurrency = { default: 4, max: 16 };

/** `wdp pipelines list | get | run` */
export function definePipelines(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'pipelines',
    "list, show, run, create, update and delete the workspace's pipelines (from YAML files)",
    'wdp pipelines create -f orders.yml --dry-run',
    'wdp pipelines run orders-etl --follow',
  );
  const run = lazily(() => import('./run.js'));
  listLeaf(group, launch, run('list'), "list the workspace's pipelines", 'wdp pipelines list');
  leaf(
    subcommand(group, 'get <pipeline>', 'show a pipeline (id, name or label)', 'wdp pipelines get orders-etl'),
    launch,
    run('get'),
  );
  leaf<PipelinesRunFlags>(
    withRunOptions(
      withWatchOptions(
        subcommand(
          group,
          'run [pipelines...]',
          'run pipelines now (id, name or label): prints the job, or follows it with --follow / --wait; ' +
            'several at once (or --all) print one outcome each',
          'wdp pipelines run orders-etl --follow --wait',
          'wdp pipelines run orders-etl customers-sync --wait --json',
          'wdp pipelines run --all --concurrency 2 --wait',
        ),
      ),
    ),
    launch,
    run('run'),
  );
  const write = lazily(() => import('./write.js'));
  const file = () => new Option('-f, --file <file>', 'the pipeline file (YAML): label, dataComponents, schedule...');
  const dryRun = () =>
    new Option('--dry-run', 'check the file, its components and the body with the service; change nothing');
  leaf<PipelinesWriteFlags>(
    group
      .command('create')
      .description('create a pipeline from a YAML file, checked first: every problem with its line')
      .addOption(file().makeOptionMandatory())
      .addOption(dryRun())
      .addHelpText(
        'after',
        `${example('wdp pipelines create -f orders.yml --dry-run', 'wdp pipelines create -f orders.yml')}\n${fileHelp}`,
      ),
    launch,
    write('create'),
  );
  leaf<PipelinesWriteFlags>(
    subcommand(
      group,
      'update <pipeline>',
      'change a pipeline (id, name or label) to what a YAML file says, checked first',
      'wdp pipelines update orders-etl -f orders.yml --dry-run',
    )
      .addOption(file().makeOptionMandatory())
      .addOption(dryRun()),
    launch,
    write('update'),
  );
  leaf(
    subcommand(group, 'delete <pipeline>', 'delete a pipeline (id, name or label)', 'wdp pipelines delete orders-etl'),
    launch,
    write('remove'),
  );
}

/** Adds what `pipelines run` of several pipelines takes: `--all` (with `--limit` and `--sort`) and `--concurrency`. */
function withRunOptions(command: Command): Command {
  const limit = new Option('--limit <n>', 'with --all: at most N pipelines');
  const sort = sortOption('with --all: the order to take them in, such as name,asc (repeatable)');
  const most = new Option('--concurrency <n>', `how many run at once (at most ${concurrency.max})`);
  return command
    .addOption(new Option('--all', 'run every pipeline of the workspace (one outcome line each)'))
    .addOption(limit.argParser(wholeNumber('--limit', { min: 1 })))
    .addOption(sort)
    .addOption(
      most.argParser(wholeNumber('--concurrency', { min: 1, max: concurrency.max })).default(concurrency.default),
    );
}

/** What a pipeline file holds, for `wdp pipelines create --help`. */
const fileHelp = [
  '',
  'A pipeline file:',
  '  version: pipelines/v0.1          # optional; `wdp validate` reads the file as a pipeline with it',
  '  label: Orders ETL',
  '  name: orders-etl                 # optional: made from the label',
  '  dataComponents: [extractors/tap-postgres, loaders/target-postgres]',
  "  schedule: '0 0 2 * * ?'          # optional: a Quartz cron (6 fields); none runs on demand only",
  '  timeout: 3600                    # optional: seconds',
  '  properties:                      # optional: plugin settings',
  '    tap-postgres.host: db.internal',
].join('\n');
