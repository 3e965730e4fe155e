import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import { propertyOption } from '../../program/properties.js';
import type { ComponentsCreateFlags } from './flags.js';

/** `wdp components list | get | create | delete` (alias `data-components`) */
export function defineComponents(program: Command, launch: Launch): void {
  const group = program
    .command('components')
    .alias('data-components')
    .description("list, show, create and delete the workspace's data components (a data plugin's settings)")
    .addHelpText('after', example('wdp components create --name extractors/tap-postgres --plugin tap-postgres'));
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(group.command('list').description("list the workspace's data components")).addHelpText(
      'after',
      example('wdp components list --all'),
    ),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('get <component>')
      .description('show a data component (id or name), its secret-looking settings hidden')
      .addHelpText('after', example('wdp components get extractors/tap-postgres')),
    launch,
    run('get'),
  );
  leaf<ComponentsCreateFlags>(
    group
      .command('create')
      .description('create a data component in the workspace; its data plugin must be installed there')
      .addOption(
        new Option('--name <name>', 'its name, <kind>s/<plugin>: extractors/tap-postgres').makeOptionMandatory(),
      )
      .addOption(
        new Option('--plugin <plugin>', 'the data plugin: its id or name (tap-postgres)').makeOptionMandatory(),
      )
      .addOption(propertyOption())
      .addHelpText(
        'after',
        example(
          'wdp components create --name extractors/tap-postgres --plugin tap-postgres \\\n' +
            '      --property host=db.example.com --property port=5432 --property user=etl',
        ),
      ),
    launch,
    run('create'),
  );
  leaf(
    group
      .command('delete <component>')
      .description('delete a data component (id or name) that no pipeline uses')
      .addHelpText('after', example('wdp components delete extractors/tap-postgres')),
    launch,
    run('remove'),
  );
}
