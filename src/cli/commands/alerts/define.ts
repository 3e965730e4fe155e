import { type Command, Option } from 'commander';
import { type ListFlags, withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import type { AlertsCreateFlags } from './flags.js';

/** `wdp alerts list | get | create` */
export function defineAlerts(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'alerts',
    'list, show and set the alerts on datasets: notes such as a threshold to watch',
    'wdp alerts create q3-revenue --detail "Revenue fell below 1M"',
  );
  const run = lazily(() => import('./run.js'));
  leaf<ListFlags>(
    withListOptions(
      subcommand(
        group,
        'list [dataset]',
        'list the alerts on a dataset (id or alias), or with no dataset every alert you can see',
        'wdp alerts list q3-revenue',
      ),
    ),
    launch,
    run('list'),
  );
  leaf(subcommand(group, 'get <alert>', 'show an alert by id', 'wdp alerts get ALERT'), launch, run('get'));
  leaf<AlertsCreateFlags>(
    subcommand(
      group,
      'create <dataset>',
      'set an alert on a dataset (id or alias)',
      'wdp alerts create q3-revenue --detail "Revenue fell below 1M"',
    ).addOption(new Option('--detail <text>', 'what the alert says').makeOptionMandatory()),
    launch,
    run('create'),
  );
}
