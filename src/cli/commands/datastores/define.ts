import { type Command, Option } from 'commander';
import { type Launch, lazily, leaf, listLeaf, subcommand } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import { bodyFileOption, withPropertyOptions } from '../../program/properties.js';
import type { DatastoresCreateFlags } from './flags.js';

/** `wdp datastores list | get | create | make-default | delete` */
export function defineDatastores(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'datastores',
    "list, show, create and delete the workspace's datastores (where pipelines load data)",
    'wdp datastores create -f warehouse.yml',
    'wdp datastores make-default Warehouse',
  );
  const run = lazily(() => import('./run.js'));
  listLeaf(group, launch, run('list'), "list the workspace's datastores", 'wdp datastores list');
  leaf(
    subcommand(
      group,
      'get <datastore>',
      'show a datastore (id or name), its secret-looking settings hidden',
      'wdp datastores get Warehouse',
    ),
    launch,
    run('get'),
  );
  leaf<DatastoresCreateFlags>(
    withPropertyOptions(
      group
        .command('create')
        .description('create a datastore from flags, or from a YAML or JSON file checked first')
        .addOption(new Option('--name <name>', 'its name'))
        .addOption(new Option('--plugin <plugin>', 'the loader data plugin: its id or name (target-postgres)')),
    )
      .addOption(bodyFileOption())
      .addHelpText(
        'after',
        `${example(
          'wdp datastores create --name Warehouse --plugin target-postgres \\\n' +
            '      --property host=db.example.com --property user=etl --property-env password=DB_PASSWORD',
          'wdp datastores create -f warehouse.yml',
        )}\n${fileHelp}`,
      ),
    launch,
    run('create'),
  );
  leaf(
    subcommand(
      group,
      'make-default <datastore>',
      "make a datastore (id or name) the workspace's default",
      'wdp datastores make-default Warehouse',
    ),
    launch,
    run('makeDefault'),
  );
  leaf(
    subcommand(
      group,
      'delete <datastore>',
      'delete a datastore (id or name); the managed one cannot be deleted',
      'wdp datastores delete Warehouse',
    ),
    launch,
    run('remove'),
  );
}

/** What a datastore file holds, for `wdp datastores create --help`. */
const fileHelp = [
  '',
  'A datastore file (YAML, or the same as JSON):',
  '  name: Warehouse',
  '  dataPlugin: target-postgres',
  '  properties:',
  '    host: db.example.com',
  '    port: 5432',
  '    user: etl',
  '    password: s3cret',
  '    dbname: dw',
].join('\n');
