// The request journal of a mock: what its clients sent and what it answered, the last requests kept (a bounded
// ring), credentials masked, so a test can assert on traffic after the fact (WireMock's request journal).
import { isCredentialName, masked } from '../http/credentials.js';

/** One request the mock answered. */
export interface JournalEntry {
  /** When it arrived, on the mock's clock (ISO). */
  at: string;
  /** The request's HTTP method. */
  method: string;
  /** The request's path, without the query string. */
  path: string;
  /** The query string's parameters, as sent (a value of a credential-named key masked). */
  query: Record<string, string>;
  /** The request's headers, credentials (`authorization`, cookies, signatures, credential-named) masked. */
  headers: Record<string, string>;
  /** Bytes of the request body, as its Content-Length says (0 without one). */
  bodyBytes: number;
  /** The status the mock answered with. */
  status: number;
  /** Real milliseconds the mock took to answer. */
  durationMs: number;
  /** The fault injected, such as `fault-1: status 503`; absent when none was. A reset or stall has status 0. */
  fault?: string;
}

/** How many requests the journal keeps: the oldest is dropped past it. */
export const journalSize = 1000;

/** A value as the journal shows it: masked when its name says it holds a credential (`http/credentials.ts`). */
function shown(name: string, value: string): string {
  return isCredentialName(name) ? masked : value;
}

/** The ring of the last `journalSize` requests. */
export class Journal {
  #entries: JournalEntry[] = [];

  /**
   * Records a request and its answer: its status (0 for a dropped connection), when it arrived (on the mock's
   * clock), how long it took, and the fault injected.
   */
  record(request: Request, status: number, at: number, durationMs: number, fault?: string): void {
    const bodyBytes = Number(request.headers.get('content-length') ?? 0) || 0;
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = shown(name, value);
    });
    const query: Record<string, string> = {};
    url.searchParams.forEach((value, name) => {
      query[name] = shown(name, value);
    });
    const entry = { at: new Date(at).toISOString(), method: request.method, path: url.pathname, query, headers };
    const duration = Math.round(durationMs * 100) / 100;
    this.#entries.push({
      ...entry,
      bodyBytes,
      status,
      durationMs: duration,
      ...(fault === undefined ? {} : { fault }),
    });
    if (this.#entries.length > journalSize) this.#entries.shift();
  }

  /** The requests kept, oldest first. */
  entries(): JournalEntry[] {
    return [...this.#entries];
  }

  /** Forgets every request. */
  clear(): void {
    this.#entries = [];
  }
}
