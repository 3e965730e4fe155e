// What `expectNoViolations()` throws: every request of the journal that broke or bent the contract, one line per
// field. Shared by `mock.admin` (in process) and `RemoteMockAdmin` (over HTTP).
import type { JournalEntry } from '../admin/journal.js';

/**
 * Throws an `Error` listing each violation of `entries` (`METHOD path: field reason (status)`), or returns when there
 * is none.
 */
export function expectNone(entries: readonly JournalEntry[]): void {
  const lines = entries.flatMap((entry) =>
    (entry.violations ?? []).map(
      (v) => `  ${entry.method} ${entry.path}: ${v.field} ${v.reason} (${v.kind}; answered ${entry.status})`,
    ),
  );
  if (lines.length === 0) return;
  const requests = entries.length === 1 ? '1 request' : `${entries.length} requests`;
  throw new Error(
    `The mock saw ${requests} that broke or bent the service's contract (checked mode):\n${lines.join('\n')}\n` +
      'Fix the client, or clear the journal (clearJournal) before the part under test.',
  );
}
