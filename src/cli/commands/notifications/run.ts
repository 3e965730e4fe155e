import { setTimeout as sleep } from 'node:timers/promises';
import { type Client, type Instant, type Notification, toDate } from '../../../index.js';
import { printList } from '../../output/lists.js';
import { note, printJsonLine } from '../../output/print.js';
import { safeLine } from '../../output/safe-text.js';
import { instant } from '../../program/instants.js';
import type { Invocation } from '../../program/invocation.js';
import { notificationView } from '../../views/notification.js';
import type { NotificationsListFlags, NotificationsWatchFlags } from './flags.js';

/** The service's own earliest `since` (its default for lists): before any notification. */
const serviceEpoch = '2021-02-11T11:12';

/** `wdp notifications list [--resolved]` */
export async function list(invocation: Invocation<NotificationsListFlags>): Promise<void> {
  const client = await invocation.client();
  const all = invocation.flags.resolved === true;
  const { signal } = invocation;
  await printList(
    invocation,
    (page) => client.notifications.list({ ...page, all }, { signal }),
    notificationView.columns,
  );
}

/**
 * `wdp notifications watch [--interval MS] [--since TIME] [--count N]`: polls `notifications.refresh` (without
 * marking anything read) and prints each notification raised since the watch began (or since TIME), once, oldest
 * first, until Ctrl-C or until it has printed N.
 */
export async function watch(invocation: Invocation<NotificationsWatchFlags>): Promise<void> {
  const { io, signal } = invocation;
  const { interval, count = Number.POSITIVE_INFINITY } = invocation.flags;
  const start = invocation.flags.since === undefined ? undefined : instant('--since', invocation.flags.since);
  const client = await invocation.client();
  const at = (n: Notification) => (n.created === undefined ? 0 : toDate(n.created).getTime());
  // Where the watch begins: --since, else the newest notification so far (the service's clock, not this machine's).
  const known = start === undefined ? (await client.notifications.list({ all: true }, { signal })).items : [];
  let since = start ?? newest(known, at)?.created ?? serviceEpoch;
  let seen = new Set(known.map((n) => n.id));
  // The service answers `since` inclusively; --since means after it, as a previous watch's last `created`.
  const after = start === undefined ? Number.NEGATIVE_INFINITY : toDate(start).getTime();
  let printed = 0;
  note(io, `Watching for notifications every ${interval} ms; press Ctrl-C to stop.`);
  for (;;) {
    const fresh = await refreshed(client, since, signal);
    for (const n of [...fresh].sort((a, b) => at(a) - at(b))) {
      if (seen.has(n.id) || at(n) <= after) continue;
      seen.add(n.id);
      if (invocation.json) printJsonLine(io, n);
      else io.stdout.write(`${line(n)}\n`);
      if (++printed === count) return;
    }
    const latest = newest(fresh, at);
    if (latest?.created !== undefined && at(latest) > toDate(since).getTime()) {
      since = latest.created;
      // The next answer starts at the new `since` and holds these again.
      seen = new Set(fresh.filter((n) => at(n) === at(latest)).map((n) => n.id));
    }
    await sleep(interval, undefined, { signal });
  }
}

/** The service's pages of `refresh` asked for at a time: more than its default 20, within Spring's usual 2,000. */
const refreshPageSize = 100;

/**
 * Every notification raised since `since`, page by page (the service answers one page a call; without marking any
 * read, asking again is harmless): until a page is short, or brings none not seen (a server that ignores `page`).
 */
async function refreshed(client: Client, since: Instant, signal: AbortSignal): Promise<Notification[]> {
  const found = new Map<string, Notification>();
  for (let page = 0; ; page++) {
    const query = { since, markAsResolved: false, page, size: refreshPageSize };
    const got = await client.notifications.refresh(query, { signal });
    const before = found.size;
    for (const n of got) found.set(n.id, n);
    if (got.length < refreshPageSize || found.size === before) return [...found.values()];
  }
}

function newest(notifications: readonly Notification[], at: (n: Notification) => number): Notification | undefined {
  return notifications.reduce<Notification | undefined>(
    (a, b) => (a === undefined || at(b) > at(a) ? b : a),
    undefined,
  );
}

/** One notification on one line, as the columns of `list` without the padding; control characters escaped. */
function line(n: Notification): string {
  return notificationView.columns
    .map((column) => safeLine(String(column.cell(n) ?? '')).replace(/\s+/g, ' '))
    .join('  ');
}
