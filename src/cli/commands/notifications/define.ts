import { type Command, Option } from 'commander';
import { withListOptions } from '../../output/list-flags.js';
import { type Launch, lazily, leaf, subcommand } from '../../program/command.js';
import { intervalMs, wholeNumber } from '../../program/numbers.js';
import type { NotificationsListFlags, NotificationsWatchFlags } from './flags.js';

/** `wdp notifications list | watch`: the caller's notifications, across workspaces. */
export function defineNotifications(program: Command, launch: Launch): void {
  const group = subcommand(
    program,
    'notifications',
    'list your notifications, or watch for new ones',
    'wdp notifications watch',
  );
  const run = lazily(() => import('./run.js'));
  leaf<NotificationsListFlags>(
    withListOptions(
      subcommand(group, 'list', 'list your unread notifications, newest first', 'wdp notifications list --resolved'),
    ).addOption(new Option('--resolved', 'include the read (resolved) ones')),
    launch,
    run('list'),
  );
  const interval = new Option('--interval <ms>', 'milliseconds between two polls').argParser(intervalMs);
  leaf<NotificationsWatchFlags>(
    subcommand(
      group,
      'watch',
      'print new notifications as they arrive, until Ctrl-C (--json: one JSON object a line)',
      'wdp notifications watch --since 2024-03-01T09:33:15 --count 1 --json',
    )
      .addOption(interval.default(5000))
      .addOption(
        new Option('--since <time>', "print those created after this instant of the service's clock, not after now"),
      )
      .addOption(
        new Option('--count <n>', 'end after printing this many (exit 0)').argParser(
          wholeNumber('--count', { min: 1 }),
        ),
      ),
    launch,
    run('watch'),
  );
}
