import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf } from '../../program/command.js';
import { example } from '../../program/help-example.js';
import type { AlertsCreateFlags } from './flags.js';

/** `wdp alerts list | get | create` */
export function defineAlerts(program: Command, launch: Launch): void {
  const group = program
    .command('alerts')
    .description('list, show and set the alerts on datasets: notes such as a threshold to watch')
    .addHelpText('after', example('wdp alerts create q3-revenue --detail "Revenue fell below 1M"'));
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(
      group
        .command('list [dataset]')
        .description('list the alerts on a dataset (id or alias), or with no dataset every alert you can see')
        .addHelpText('after', example('wdp alerts list q3-revenue')),
    ),
    launch,
    run('list'),
  );
  leaf(
    group
      .command('get <alert>')
      .description('show an alert by id')
      .addHelpText('after', example('wdp alerts get ALERT')),
    launch,
    run('get'),
  );
  leaf<AlertsCreateFlags>(
    group
      .command('create <dataset>')
      .description('set an alert on a dataset (id or alias)')
      .addOption(new Option('--detail <text>', 'what the alert says').makeOptionMandatory())
      .addHelpText('after', example('wdp alerts create q3-revenue --detail "Revenue fell below 1M"')),
    launch,
    run('create'),
  );
}
