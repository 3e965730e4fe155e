import { type Command, Option } from 'commander';
import { withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import { bodyFileOption, withPropertyOptions } from '../../program/properties.js';
import type { ComponentsCreateFlags, ComponentsListFlags } from './flags.js';

/** `wdp components list | get | create | delete` (alias `data-components`) */
export function defineComponents(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'components',
    "list, show, create and delete the workspace's data components (a data plugin's settings)",
    'wdp components create --name extractors/tap-postgres --plugin tap-postgres',
  ).alias('data-components');
  const run = lazily(() => import('./run.js'));
  leaf<ComponentsListFlags>(
    withListOptions(
      subcommand(
        group,
        'list',
        "list the workspace's data components, of one name or data plugin when asked",
        'wdp components list --all',
        'wdp components list --plugin tap-postgres',
      ),
    )
      .addOption(new Option('--name <name>', 'only the component of this name, such as extractors/tap-postgres'))
      .addOption(new Option('--plugin <plugin>', 'only components of this data plugin: its id or name (tap-postgres)')),
    launch,
    run('list'),
  );
  leaf(
    subcommand(
      group,
      'get <component>',
      'show a data component (id or name), its secret-looking settings hidden',
      'wdp components get extractors/tap-postgres',
    ),
    launch,
    run('get'),
  );
  leaf<ComponentsCreateFlags>(
    withPropertyOptions(
      subcommand(
        group,
        'create',
        'create a data component from flags, or from a YAML or JSON file checked first; its data plugin must be ' +
          'installed in the workspace',
        'wdp components create --name extractors/tap-postgres --plugin tap-postgres \\\n' +
          '      --property host=db.example.com --property user=etl --property-env password=PGPASSWORD',
        'wdp components create -f tap-github.yml',
      )
        .addOption(new Option('--name <name>', 'its name, <kind>s/<plugin>: extractors/tap-postgres'))
        .addOption(new Option('--plugin <plugin>', 'the data plugin: its id or name (tap-postgres)')),
    ).addOption(bodyFileOption()),
    launch,
    run('create'),
  );
  leaf(
    subcommand(
      group,
      'delete <component>',
      'delete a data component (id or name) that no pipeline uses',
      'wdp components delete extractors/tap-postgres',
    ),
    launch,
    run('remove'),
  );
}
