import {
  ConnectionError,
  RateLimitError,
  ServerError,
  StreamTruncatedError,
  TimeoutError,
  ValidationError,
} from '../../src/index.js';
import { hashString, Rng } from './prng.js';

/** What the plan has the mock do to one attempt (one request it receives). */
export type FaultKind =
  | 'none' // forwarded to the mock, answered as it is
  | 'reset-before' // socket destroyed before any response
  | 'reset-body' // headers and part of the body (content-length of the whole), then destroyed
  // nothing until the client gives up (it times out after `clientTimeoutMs`),
  // destroyed after `stallMs` if it never does
  | 'slow-headers'
  | 'slow-ok' // nothing for `slowOkMs`, then forwarded (probes of the per-call timeout only)
  | 'status' // a 500/502/503/504 error body
  | 'rate-limit' // 429 with Retry-After in seconds or as an HTTP date
  | 'truncated-json' // a 200 whose body is cut, complete per its content-length
  | 'html' // a 200 text/html page
  | 'ndjson-cut' // job log cut mid-line, complete per its content-length
  | 'ndjson-reset' // job log: some lines, part of the next, then the socket destroyed
  // job log: the first line, then silence until the client gives up or `stallMs` pass
  // (probes of stream cancellation only)
  | 'ndjson-stall';

export interface Fault {
  kind: FaultKind;
  /** For `status`: 500, 502, 503 or 504. */
  status?: number;
  /** For `rate-limit`: Retry-After in whole seconds... */
  retryAfterSeconds?: number;
  /** ...or as an HTTP date this many ms ahead of the moment it is sent (the date keeps whole seconds). */
  retryAfterDateAheadMs?: number;
}

/** How a request is treated: a JSON answer, an empty answer (DELETE), or a job log stream. */
export type Route = 'json' | 'empty' | 'logs';
/** `calls`: the mixed workload; `follow`: jobs.follow lanes (faults the follow is documented to ride out). */
export type Profile = 'calls' | 'follow';

/** The client's retry limit and the SDK's default Retry-After cap. */
export const retryLimit = 4;
export const maxRetryAfterMs = 60_000;
/**
 * The client's timeout per attempt of a call whose plan stalls an attempt's headers (`slow-headers`: only the timeout
 * ends it, and each costs this long), and of every request of a follow lane. The same timeout bounds the call's other
 * attempts, whose answers come, so it is far above what a clean answer takes on a loaded machine: up to ~2 s with two
 * CPU hogs beside the suite, over 3 s once at a fresh clone's start (it was 3 s then). The stalls are waits, not CPU:
 * the suite takes about twice as long as with 3 s (15 to 33 s alone), still well inside the unit suite it runs beside.
 * The workload's other calls wait `patientTimeoutMs` (`attemptTimeoutOf`).
 */
export const clientTimeoutMs = 8_000;
/**
 * The timeout per attempt of a workload call no fault stalls: an answer is always coming, so it is waited for. A
 * fresh clone's `npm test` once starved the server long enough that the first wave's clean answers and 502s took over
 * 3 s, and 11 calls were judged wrong for a timeout the plan never chose.
 */
export const patientTimeoutMs = 60_000;
/** How long a `slow-ok` answer keeps the client waiting: past the client's timeout (probes of the per-call timeout). */
export const slowOkMs = clientTimeoutMs + 1_000;
/** A short per-call timeout, for a probe whose every attempt is stalled: no answer can race it. */
export const stalledTimeoutMs = 500;
/**
 * How long `slow-headers` and `ndjson-stall` hold a request the client never gives up on: far longer than any
 * timeout or abort takes, so that only the client ends them, yet short enough that a client that ignores its
 * timeout or its caller's abort ends in a wrong error class instead of a hung suite.
 */
export const stallMs = 10_000;

const none: Fault = { kind: 'none' };
const statuses = [500, 502, 503, 504] as const;

/** Whether the SDK retries this fault on an idempotent call (a connection failure, a retryable status). */
export function isRetryable(fault: Fault): boolean {
  if (fault.kind === 'rate-limit') return (fault.retryAfterSeconds ?? 0) * 1000 <= maxRetryAfterMs;
  return fault.kind === 'reset-before' || fault.kind === 'slow-headers' || fault.kind === 'status';
}

export function describe(fault: Fault): string {
  if (fault.kind === 'status') return String(fault.status);
  if (fault.kind === 'rate-limit')
    return fault.retryAfterSeconds !== undefined
      ? `429 (Retry-After: ${fault.retryAfterSeconds})`
      : `429 (Retry-After: date +${fault.retryAfterDateAheadMs} ms)`;
  return fault.kind;
}

/** The error class a call that ended on this fault must fail with; `undefined` when it must not fail. */
export function expectedClass(fault: Fault): string | undefined {
  switch (fault.kind) {
    case 'reset-before':
    case 'reset-body':
    case 'ndjson-reset':
      return 'ConnectionError';
    case 'slow-headers':
      return 'TimeoutError';
    case 'status':
      return `ServerError ${fault.status}`;
    case 'rate-limit':
      return 'RateLimitError';
    case 'truncated-json':
    case 'html':
      return 'ValidationError';
    case 'ndjson-cut':
      return 'StreamTruncatedError';
    default:
      return undefined;
  }
}

/** Whether `error` is the class `expectedClass(fault)` names (a plain ConnectionError is not a TimeoutError). */
export function hasExpectedClass(fault: Fault, error: unknown): boolean {
  switch (fault.kind) {
    case 'reset-before':
    case 'reset-body':
    case 'ndjson-reset':
      return error instanceof ConnectionError && !(error instanceof TimeoutError);
    case 'slow-headers':
      return error instanceof TimeoutError;
    case 'status':
      return error instanceof ServerError && error.status === fault.status;
    case 'rate-limit': {
      if (!(error instanceof RateLimitError) || error.status !== 429 || error.retryAfterMs === undefined) return false;
      return fault.retryAfterSeconds === undefined || error.retryAfterMs === fault.retryAfterSeconds * 1000;
    }
    case 'truncated-json':
    case 'html':
      return error instanceof ValidationError;
    case 'ndjson-cut':
      return error instanceof StreamTruncatedError;
    default:
      return false;
  }
}

/**
 * `a,b,c` in an `x-fault-plan` header: `none`, `reset-before`, `slow-headers`, `slow-ok`, `503`, `429:1`,
 * `429:date+2000`, `html`...
 */
export function parsePlan(text: string): Fault[] {
  return text.split(',').map((token) => {
    const t = token.trim();
    if (/^5\d\d$/.test(t)) return { kind: 'status', status: Number(t) };
    const date = /^429:date\+(\d+)$/.exec(t);
    if (date) return { kind: 'rate-limit', retryAfterDateAheadMs: Number(date[1]) };
    const seconds = /^429:(\d+)$/.exec(t);
    if (seconds) return { kind: 'rate-limit', retryAfterSeconds: Number(seconds[1]) };
    return { kind: t as FaultKind };
  });
}

interface CallState {
  rng: Rng;
  scenario: 'clean' | 'storm' | 'rate' | 'chaos';
  storm: Fault;
  left: number;
  forced: Fault[] | undefined;
  /** Follow lanes: log reads in a row that gave no line; polls in a row that failed. */
  barren: number;
  pollStreak: number;
}

/**
 * Chooses the fault of every attempt. Each logical call (x-call-id) has its own generator seeded by
 * the run's seed and the call id, drawn in the order of its attempts, so the choice does not depend
 * on how concurrent calls interleave: the same seed gives the same faults.
 */
/**
 * Whether any of a call's first `attempts` attempts is planned a `slow-headers` fault, replaying the plan the server
 * follows (the same seed and call id, in the `calls` profile).
 */
export function stallsHeaders(seed: number, callId: string, method: string, route: Route, attempts: number): boolean {
  const planner = new Planner(seed);
  for (let i = 0; i < attempts; i++) {
    if (planner.next(callId, method, route, 'calls', undefined).kind === 'slow-headers') return true;
  }
  return false;
}

export class Planner {
  readonly #seed: number;
  readonly #calls = new Map<string, CallState>();

  constructor(seed: number) {
    this.#seed = seed;
  }

  next(callId: string, method: string, route: Route, profile: Profile, plan: string | undefined): Fault {
    let state = this.#calls.get(callId);
    if (!state) {
      const rng = new Rng(hashString(`${this.#seed}:${callId}`));
      const scenario = rng.weighted([
        ['clean', 35],
        ['storm', 25],
        ['rate', 10],
        ['chaos', 30],
      ] as const);
      const storm: Fault =
        scenario === 'storm' ? { kind: 'status', status: rng.pick(statuses) } : { kind: 'rate-limit' };
      const left = scenario === 'storm' ? rng.int(1, 6) : rng.int(1, 5);
      state = {
        rng,
        scenario,
        storm,
        left,
        forced: plan === undefined ? undefined : parsePlan(plan),
        barren: 0,
        pollStreak: 0,
      };
      this.#calls.set(callId, state);
    }
    if (state.forced) return state.forced.shift() ?? none;
    if (profile === 'follow' && route === 'logs') return this.#logFault(state);
    if (profile === 'follow' && method === 'GET') return this.#pollFault(state);
    return this.#callFault(state, route);
  }

  #callFault(s: CallState, route: Route): Fault {
    if (s.scenario === 'clean') return none;
    if (s.scenario === 'chaos') return s.rng.chance(0.55) ? this.#anyFault(s.rng, route) : none;
    if (s.left <= 0) return none;
    s.left--;
    return s.scenario === 'storm' ? s.storm : this.#rateLimit(s.rng);
  }

  #anyFault(rng: Rng, route: Route): Fault {
    const kinds: FaultKind[] = ['reset-before', 'slow-headers', 'status', 'rate-limit'];
    if (route === 'json') kinds.push('reset-body', 'truncated-json', 'html');
    const kind = rng.pick(kinds);
    if (kind === 'status') return { kind, status: rng.pick(statuses) };
    return kind === 'rate-limit' ? this.#rateLimit(rng) : { kind };
  }

  #rateLimit(rng: Rng): Fault {
    const form = rng.weighted([
      ['zero', 6],
      ['one', 1],
      ['date', 2],
    ] as const);
    if (form === 'date') return { kind: 'rate-limit', retryAfterDateAheadMs: 1000 };
    return { kind: 'rate-limit', retryAfterSeconds: form === 'one' ? 1 : 0 };
  }

  /** Job polls inside jobs.follow: retried faults only, and never more in a row than the retry limit absorbs. */
  #pollFault(s: CallState): Fault {
    if (s.pollStreak >= retryLimit || !s.rng.chance(0.3)) {
      s.pollStreak = 0;
      return none;
    }
    s.pollStreak++;
    const kind = s.rng.weighted([
      ['reset-before', 3],
      ['slow-headers', 1],
      ['status', 4],
      ['rate-limit', 2],
    ] as const);
    if (kind === 'status') return { kind, status: s.rng.pick(statuses) };
    if (kind === 'rate-limit')
      return s.rng.chance(0.7) ? { kind, retryAfterSeconds: 0 } : { kind, retryAfterDateAheadMs: 1000 };
    return { kind };
  }

  /**
   * Log reads inside jobs.follow: drops and cuts, at most two faults in a row (the follow gives up at three reads
   * in a row that give no line; a cut that gave some lines is counted as giving none, which is the safe side).
   */
  #logFault(s: CallState): Fault {
    if (s.barren >= 2 || !s.rng.chance(0.5)) {
      s.barren = 0;
      return none;
    }
    s.barren++;
    return {
      kind: s.rng.weighted([
        ['reset-before', 1],
        ['slow-headers', 1],
        ['ndjson-reset', 4],
        ['ndjson-cut', 4],
      ] as const),
    };
  }
}
