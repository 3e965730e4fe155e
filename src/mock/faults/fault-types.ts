// The faults a mock injects, and the rules that choose the requests they hit: the kinds users test their retry,
// timeout and streaming code against (WireMock's socket faults, Toxiproxy's toxics), in process and over HTTP.

/**
 * What a fault rule does to a request it matches.
 * - `status`: answers `status` at once, with `body` (the service's error body by default) and `Retry-After`
 *   (`retryAfter`: seconds, or a string sent as it is, such as an HTTP date).
 * - `latency`: waits `ms`, then answers as usual.
 * - `stall`: sends nothing (or, with `at` or `lines`, the head and that much of the body), then holds the
 *   connection until the client gives up or `ms` pass (then resets it). @default ms 30000
 * - `reset`: resets the connection before the answer (or, with `at` or `lines`, part-way through its body).
 * - `truncate`: sends a body cut short at `at` (a fraction of it; inside a line for NDJSON) with a Content-Length
 *   that matches the cut, so only the body's own syntax tells. @default at 0.5
 * - `expire-token`: the bearer token expires now; this request and every later one with it get 401.
 *
 * `at` is a fraction of the body's bytes from 0 (right after the head) to below 1; `lines` a number of whole
 * NDJSON lines. A body fault (`at`, `lines`, `truncate`) hits only a 2xx answer with a body long enough.
 *
 * `afterEffect: true` (on `status`, `latency`, `stall` and `reset` without `at` or `lines`) has the mock run the
 * request first, so that its writes happen, then the fault hit the answer: the POST that timed out, dropped or got
 * a gateway's 504, but created the resource all the same. A body fault always acts after the effect.
 */
export type MockFault =
  | {
      /** Answers a status at once. */
      type: 'status';
      /** The status to answer, such as 503. */
      status: number;
      /** The body (JSON unless it is a string); the service's error body by default; none for a 204, 205 or 304. */
      body?: unknown;
      /** The body's Content-Type. */
      contentType?: string;
      /** `Retry-After`: seconds, or a string sent as it is, such as an HTTP date. */
      retryAfter?: number | string;
      /** Runs the request first (its writes happen), then answers the status in its place. @default false */
      afterEffect?: boolean;
    }
  | {
      /** Waits, then answers as usual. */
      type: 'latency';
      /** How long to wait, in milliseconds: at most 2147483647 (about 24.8 days). */
      ms: number;
      /**
       * Runs the request first (its writes happen), then holds its answer `ms`: a client that gives up first has
       * still left the effect. @default false
       */
      afterEffect?: boolean;
    }
  | {
      /** Sends nothing, or part of the answer, then holds the connection. */
      type: 'stall';
      /** Where the body is cut: a fraction of its bytes, from 0 (right after the head) to below 1. */
      at?: number;
      /** Where the body is cut: after this many whole NDJSON lines. */
      lines?: number;
      /** How long to hold the connection before resetting it, in milliseconds (at most 2147483647). @default 30000 */
      ms?: number;
      /**
       * Runs the request first (its writes happen), then sends none of its answer and holds the connection; not
       * with `at` or `lines` (a body fault always acts after the effect). @default false
       */
      afterEffect?: boolean;
    }
  | {
      /** Resets the connection before the answer, or part-way through its body. */
      type: 'reset';
      /** Where the body is cut: a fraction of its bytes, from 0 (right after the head) to below 1. */
      at?: number;
      /** Where the body is cut: after this many whole NDJSON lines. */
      lines?: number;
      /**
       * Runs the request first (its writes happen), then resets the connection before any byte of its answer; not
       * with `at` or `lines` (a body fault always acts after the effect). @default false
       */
      afterEffect?: boolean;
    }
  | {
      /** Sends a body cut short, with a Content-Length that matches the cut. */
      type: 'truncate';
      /** Where the body is cut: a fraction of its bytes. @default 0.5 */
      at?: number;
    }
  | {
      /** The bearer token expires now; this request and every later one with it get 401. */
      type: 'expire-token';
    };

/** The kinds of fault, as `MockFault['type']` spells them. */
export const faultTypes = ['status', 'latency', 'stall', 'reset', 'truncate', 'expire-token'] as const;

/**
 * A fault rule: which requests it hits (`method`, `path`, `token`), how often (`times`, `probability`), and what
 * it does (`fault`). The first rule, in the order added, that matches and fires is the request's fault.
 * @example
 * // Two 503s with Retry-After: 1 for any GET of a workspace, then answers as usual.
 * mock.admin.addFault({ method: 'GET', path: '/api/workspaces/*', times: 2,
 *   fault: { type: 'status', status: 503, retryAfter: 1 } });
 */
export interface MockFaultRule {
  /** The request method it hits, such as `GET`; absent or `*`: any. */
  method?: string | undefined;
  /**
   * The paths it hits: `*` stands for any text within one segment, `**` for any number of segments, as in
   * `/api/workspaces/*` or `/api/**`; the rest as a URL writes it (percent-encoded), at most 1,024 characters.
   * @default '/**' (every path)
   */
  path?: string | undefined;
  /** Only requests with this bearer token; absent: any. */
  token?: string | undefined;
  /** How many requests it hits, then no more; absent: no limit. */
  times?: number | undefined;
  /** The chance, above 0 and up to 1, that it hits a request it matches (drawn from the mock's seed). @default 1 */
  probability?: number | undefined;
  /** The fault; in process also a function that picks it per request (`undefined`: none this time). */
  fault: MockFault | ((request: Request) => MockFault | undefined);
  /**
   * In process only: told of each fault as it is injected, with `undefined` when it could not be (a body fault on
   * an answer with no body to cut), so that the request was answered as usual.
   */
  onInjected?: ((request: Request, fault: MockFault | undefined) => void) | undefined;
}

/** A rule as the mock lists it: its id, how often it has hit, and its token masked. */
export interface MockFaultRuleState {
  /** Its id, such as `fault-1`, for `removeFault`. */
  id: string;
  /** The request method it hits, or `*` for any. */
  method: string;
  /** The paths it hits, such as `/api/workspaces/*`. */
  path: string;
  /** `****` when the rule is limited to a token (never the token itself). */
  token?: string;
  /** How many requests it hits in all; absent: no limit. */
  times?: number;
  /** The chance, from 0 to 1, that it hits a request it matches. */
  probability: number;
  /** The fault, or `'function'` for one picked per request in process. */
  fault: MockFault | 'function';
  /** Requests it has hit so far. */
  hits: number;
}
