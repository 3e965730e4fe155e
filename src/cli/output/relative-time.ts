// Times in tables on a terminal read as gh's do (`3 minutes ago`, `yesterday`, `about 1 month ago`); elsewhere a
// table keeps the server's ISO text, for scripts. Elapsed time decides, not the calendar: `yesterday` is 24 to 48
// hours ago.
// From src/internal.ts, not the root entry: printing a table (`wdp context list`) loads none of the SDK's clients.
import { isTimestamp, toDate } from '../../internal.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
// Made on first use: building an Intl.RelativeTimeFormat loads ICU's data, 20 to 45 ms of CPU, which a command whose
// table shows no time (or prints JSON) never needs (PERFORMANCE.md, "The CLI's cold start, round 4").
let formatter: Intl.RelativeTimeFormat | undefined;
const words = (): Intl.RelativeTimeFormat => (formatter ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/**
 * How long before `now` a server timestamp was, in words (`5 days ago`); a time after `now` (clocks differ) reads
 * `in 3 minutes`. Text that is not a timestamp is returned as it is.
 * @example
 * relativeTime('2024-03-01T09:00:00Z', new Date('2024-03-01T11:30:00Z')); // '2 hours ago'
 */
export function relativeTime(timestamp: string, now: Date): string {
  if (!isTimestamp(timestamp)) return timestamp;
  const ago = now.getTime() - toDate(timestamp).getTime();
  const elapsed = Math.abs(ago);
  const sign = ago < 0 ? 1 : -1;
  if (elapsed < minute) return 'less than a minute ago';
  if (elapsed < hour) return words().format(sign * Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return words().format(sign * Math.floor(elapsed / hour), 'hour');
  if (elapsed < 30 * day) return words().format(sign * Math.floor(elapsed / day), 'day');
  const [length, unit] = elapsed < 365 * day ? [30 * day, 'month'] : [365 * day, 'year'];
  const count = Math.floor(elapsed / length);
  const amount = `${count} ${count === 1 ? unit : `${unit}s`}`;
  return ago < 0 ? `in about ${amount}` : `about ${amount} ago`;
}
