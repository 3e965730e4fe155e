// Instants given as flags, parsed once by commander (`.argParser()`), before any request.
import { toDate } from '../../index.js';
import { UsageError } from './exit.js';

/**
 * The parser of a flag that takes an instant of the service's clock, such as `--since 2024-03-01T09:33:15`: an ISO
 * 8601 timestamp, passed on as written (a zone-less one is the service's own time, as it writes its timestamps).
 * @example new Option('--since <time>', 'start from this instant').argParser(instant('--since'))
 */
export function instant(flag: string): (text: string) => string {
  return (text) => {
    try {
      toDate(text);
      return text;
    } catch {
      throw new UsageError(
        `${flag} takes an ISO 8601 timestamp of the service's clock, such as 2024-03-01T09:33:15; got "${text}".`,
      );
    }
  };
}
