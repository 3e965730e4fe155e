import { InvalidArgumentError } from './errors.js';

const pattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Converts a service timestamp to a `Date`. Zone-less values are read as UTC (pass `'local'` to
 * read them in this machine's zone); digits past milliseconds are dropped, since a Date cannot hold them.
 * @example toDate('2024-03-01T10:20:30.123456789') // 2024-03-01T10:20:30.123Z
 */
export function toDate(timestamp: string, zone: 'utc' | 'local' = 'utc'): Date {
  const match = pattern.exec(timestamp);
  if (!match) throw new InvalidArgumentError(`"${timestamp}" is not an ISO 8601 timestamp such as 2024-03-01T10:20:30.123.`);
  const [, base, fraction = '', offset] = match;
  const millis = fraction ? `.${fraction.slice(0, 3).padEnd(3, '0')}` : '';
  const suffix = offset ?? (zone === 'utc' ? 'Z' : '');
  return new Date(`${base}${millis}${suffix}`);
}
