// The request journal of a mock: what its clients sent and what it answered, the last requests kept (a bounded
// ring), credentials masked, so a test can assert on traffic after the fact (WireMock's request journal).
import type { MockViolation } from '../check/check-body.js';
import { isCredentialName, isCredentialQueryName, masked, maskQuery, maskSecretValues } from '../http/credentials.js';
import type { MockRequest } from '../http/mock-request.js';

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
  /** In checked mode, how the request broke or bent the contract (absent when it kept it). */
  violations?: MockViolation[];
}

/** How many requests the journal keeps: the oldest is dropped past it. */
export const journalSize = 1000;

/**
 * A header's or query parameter's value as the journal shows it (`http/credentials.ts`): masked when its name says
 * it holds a credential, else with the secrets in it masked (a Referer's `?code=…`, a URL's password, a token).
 */
function shown(name: string, value: string, query = false): string {
  if (query ? isCredentialQueryName(name) : isCredentialName(name)) return masked;
  return maskQuery(maskSecretValues(value));
}

/**
 * A request as recorded: its parts as they came, so that recording costs little on every request; masking and
 * formatting wait until the journal is read (rarely, and 1,000 entries at most).
 */
interface Recorded {
  at: number;
  method: string;
  url: string;
  /** `name:value` lines: one flat string is a third of what an array of pairs of strings kept (measure h). */
  headers: string;
  bodyBytes: number;
  status: number;
  durationMs: number;
  fault: string | undefined;
  violations: MockViolation[] | undefined;
}

/** A recorded request as the journal shows it: credentials masked, the query parsed, the time in ISO. */
function entryOf(recorded: Recorded): JournalEntry {
  const url = new URL(recorded.url);
  const headers: Record<string, string> = {};
  for (const line of recorded.headers ? recorded.headers.split('\n') : []) {
    // A header's name is a token (no colon in it), and no value holds a line break (`Headers` refuses one).
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    headers[name] = shown(name, line.slice(colon + 1));
  }
  const query: Record<string, string> = {};
  url.searchParams.forEach((value, name) => {
    query[name] = shown(name, value, true);
  });
  const { method, bodyBytes, status, durationMs, fault, violations } = recorded;
  return {
    at: new Date(recorded.at).toISOString(),
    method,
    path: url.pathname,
    query,
    headers,
    bodyBytes,
    status,
    durationMs,
    ...(fault === undefined ? {} : { fault }),
    ...(violations?.length ? { violations } : {}),
  };
}

/** The ring of the last `journalSize` requests. */
export class Journal {
  #entries: Recorded[] = [];
  /** The entries with violations, kept apart so that older traffic does not push them out (same bound). */
  #violations: Recorded[] = [];

  /**
   * Records a request and its answer: its status (0 for a dropped connection), when it arrived (on the mock's
   * clock), how long it took, and the fault injected.
   */
  record(
    request: MockRequest,
    status: number,
    at: number,
    durationMs: number,
    fault?: string,
    violations?: MockViolation[],
  ): void {
    const lines: string[] = [];
    request.headers.forEach((value, name) => {
      lines.push(`${name}:${value}`);
    });
    const kept: Recorded = {
      at,
      method: request.method,
      url: request.url,
      headers: lines.join('\n'),
      bodyBytes: Number(request.headers.get('content-length') ?? 0) || 0,
      status,
      durationMs: Math.round(durationMs * 100) / 100,
      fault,
      violations: violations?.length ? violations : undefined,
    };
    this.#entries.push(kept);
    if (this.#entries.length > journalSize) this.#entries.shift();
    if (kept.violations) this.#violations.push(kept);
    if (this.#violations.length > journalSize) this.#violations.shift();
  }

  /** The requests that broke or bent the contract (the last 1,000 of them), oldest first. */
  violations(): JournalEntry[] {
    return this.#violations.map(entryOf);
  }

  /** The requests kept, oldest first. */
  entries(): JournalEntry[] {
    return this.#entries.map(entryOf);
  }

  /** Forgets every request. */
  clear(): void {
    this.#entries = [];
    this.#violations = [];
  }
}
