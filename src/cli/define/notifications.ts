import { type Command, Option } from 'commander';
import { withListOptions } from '../output/lists.js';
import { type Launch, leaf } from './command.js';

/** `wdp notifications list | watch`: the caller's notifications, across workspaces. */
export function defineNotifications(program: Command, launch: Launch): void {
  const group = program.command('notifications').description('list your notifications, or watch for new ones');
  const load = () => import('../commands/notifications.js');
  leaf(
    withListOptions(group.command('list').description('list your unread notifications, newest first')).addOption(
      new Option('--resolved', 'include the read (resolved) ones'),
    ),
    launch,
    load,
    'list',
  );
  leaf(
    group
      .command('watch')
      .description('print new notifications as they arrive, until Ctrl-C (--json: one JSON object a line)')
      .addOption(new Option('--interval <ms>', 'milliseconds between two polls').default('5000')),
    launch,
    load,
    'watch',
  );
}
