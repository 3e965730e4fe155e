// Instants given as flags, checked by the command that takes them before its first request (not by commander's
// `.argParser()`: the check uses the SDK's date reader, which `wdp --help` must not load).
import { toDate } from '../../index.js';
import { UsageError } from './exit.js';

/**
 * The value of a flag that takes an instant of the service's clock, such as `--since 2024-03-01T09:33:15`: an ISO
 * 8601 timestamp, passed on as written (a zone-less one is the service's own time, as it writes its timestamps).
 * @example const since = instant('--since', flags.since); // throws a UsageError (exit 2) on "yesterday"
 */
export function instant(flag: string, text: string): string {
  try {
    toDate(text);
    return text;
  } catch {
    throw new UsageError(
      `${flag} takes an ISO 8601 timestamp of the service's clock, such as 2024-03-01T09:33:15; got "${text}".`,
    );
  }
}
