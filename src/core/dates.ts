import { InvalidArgumentError } from './errors.js';

const pattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}(?::\d{2}(?:\.(\d+))?)?)(Z|z|[+-]\d{2}:?\d{2})?$/;

/**
 * Converts a service timestamp to a `Date`. Zone-less values are read as UTC (pass `'local'` to
 * read them in this machine's zone); digits past milliseconds are dropped, since a Date cannot hold them.
 * @example toDate('2024-03-01T10:20:30.123456789') // 2024-03-01T10:20:30.123Z
 */
export function toDate(timestamp: string, zone: 'utc' | 'local' = 'utc'): Date {
  const date = parse(timestamp, zone);
  if (date === undefined) throw invalid(timestamp);
  return date;
}

/** Whether `value` is an ISO 8601 timestamp `toDate` reads (a date and a time, the zone optional). */
export function isTimestamp(value: unknown): value is string {
  return parse(value, 'utc') !== undefined;
}

function parse(timestamp: unknown, zone: 'utc' | 'local'): Date | undefined {
  const match = typeof timestamp === 'string' ? pattern.exec(timestamp) : null;
  if (!match) return undefined;
  const [, year = '', month = '', day = '', time = '', fraction, offset] = match;
  const clock = fraction === undefined ? time : time.replace(/\.\d+$/, `.${fraction.slice(0, 3).padEnd(3, '0')}`);
  const suffix = offset === undefined ? (zone === 'utc' ? 'Z' : '') : normaliseOffset(offset);
  const date = new Date(`${year}-${month}-${day}T${clock}${suffix}`);
  // Engines roll 2021-02-30 over to March 2 instead of rejecting it; check the day exists.
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    !Number.isNaN(date.getTime()) &&
    calendar.getUTCMonth() + 1 === Number(month) &&
    calendar.getUTCDate() === Number(day);
  return real ? date : undefined;
}

// `+0100` is ISO 8601 but not the form every engine's Date parser accepts; `+01:00` is.
function normaliseOffset(offset: string): string {
  if (offset === 'Z' || offset === 'z') return 'Z';
  return offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
}

function invalid(value: unknown): InvalidArgumentError {
  const shown = typeof value === 'string' ? `"${value}"` : value === null ? 'null' : typeof value;
  return new InvalidArgumentError(`${shown} is not an ISO 8601 timestamp such as 2024-03-01T10:20:30.123.`);
}
