// The suite's fault plan as a fault rule of the mock (`mock.admin.addFault`): the mock injects the faults, with
// its own machinery; this module picks each attempt's fault with the Planner and keeps the attempts to judge.
import type { MockFault, MockFaultRule } from '../../src/mock/index.js';
import { type Fault, Planner, type Profile, type Route, slowOkMs, stallMs } from './faults.js';
import { hashString, Rng } from './prng.js';

/** One request a lane's mock received, and the fault it injected. */
export interface Attempt {
  /** The fault applied (`none` when a body fault found no body to cut, and the answer went out whole). */
  fault: Fault;
  method: string;
  path: string;
  route: Route;
  /** When it arrived (ms since the epoch). */
  at: number;
  /** A 429's Retry-After: the next attempt may not arrive before this instant. */
  notBefore?: number;
}

const htmlPage =
  '<!doctype html><html><head><title>Maintenance</title></head><body><h1>We will be back soon</h1></body></html>\n';

/**
 * The attempts of every call, by `x-call-id`, and the rule that fills them: each request gets the fault the
 * planner chose for its attempt (`x-fault-profile: follow` and `x-fault-plan` pick other plans).
 */
export class PlannedFaults {
  /** Every attempt received, by `x-call-id`, in order of arrival. */
  readonly calls = new Map<string, Attempt[]>();
  readonly #seed: number;
  readonly #planner: Planner;
  readonly #waiters = new Set<{ callId: string; count: number; resolve: () => void }>();
  #anonymous = 0;

  constructor(seed: number) {
    this.#seed = seed;
    this.#planner = new Planner(seed);
  }

  /** The rule every lane's mock gets: any request, its fault picked by the plan. */
  rule(): MockFaultRule {
    const attempts = new WeakMap<Request, Attempt>();
    return {
      fault: (request) => {
        const { attempt, callId, number } = this.#arrive(request);
        attempts.set(request, attempt);
        const rng = new Rng(hashString(`${this.#seed}:${callId}:${number}:cut`));
        return toMockFault(attempt.fault, rng, attempt);
      },
      // A body fault with nothing to cut: the answer went out whole.
      onInjected: (request, injected) => {
        const attempt = attempts.get(request);
        if (attempt && injected === undefined) attempt.fault = { kind: 'none' };
      },
    };
  }

  /** Resolves once `count` attempts of call `callId` have arrived: the moment the last of them was received. */
  arrived(callId: string, count: number): Promise<void> {
    if ((this.calls.get(callId)?.length ?? 0) >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.add({ callId, count, resolve }));
  }

  /** Faults applied so far. */
  injected(): number {
    let sum = 0;
    for (const list of this.calls.values()) sum += list.filter((a) => a.fault.kind !== 'none').length;
    return sum;
  }

  /** Records an arriving attempt with its planned fault, and wakes whoever waits for it. */
  #arrive(request: Request): { attempt: Attempt; callId: string; number: number } {
    const callId = request.headers.get('x-call-id') ?? `anonymous-${++this.#anonymous}`;
    const method = request.method;
    const path = new URL(request.url).pathname;
    const route: Route = path.endsWith('/logs') ? 'logs' : method === 'DELETE' ? 'empty' : 'json';
    const profile: Profile = request.headers.get('x-fault-profile') === 'follow' ? 'follow' : 'calls';
    const plan = request.headers.get('x-fault-plan') ?? undefined;
    const fault = this.#planner.next(callId, method, route, profile, plan);
    const attempts = this.calls.get(callId) ?? [];
    this.calls.set(callId, attempts);
    const attempt: Attempt = { fault, method, path, route, at: Date.now() };
    attempts.push(attempt);
    for (const waiter of this.#waiters) {
      if (waiter.callId !== callId || waiter.count > attempts.length) continue;
      this.#waiters.delete(waiter);
      waiter.resolve();
    }
    return { attempt, callId, number: attempts.length };
  }
}

/**
 * The mock's fault for a planned one (`undefined` for none), with a cut drawn from `rng`; a 429's Retry-After is
 * noted on the attempt as the instant before which the next may not come.
 */
function toMockFault(fault: Fault, rng: Rng, attempt: Attempt): MockFault | undefined {
  const at = () => rng.int(1, 999) / 1000;
  switch (fault.kind) {
    case 'none':
      return undefined;
    case 'reset-before':
      return { type: 'reset' };
    case 'slow-headers':
      return { type: 'stall', ms: stallMs };
    case 'slow-ok':
      return { type: 'latency', ms: slowOkMs };
    case 'status':
      return { type: 'status', status: fault.status ?? 500 };
    case 'rate-limit': {
      if (fault.retryAfterSeconds !== undefined) {
        attempt.notBefore = Date.now() + fault.retryAfterSeconds * 1000;
        return { type: 'status', status: 429, retryAfter: fault.retryAfterSeconds };
      }
      const date = new Date(Date.now() + (fault.retryAfterDateAheadMs ?? 0)).toUTCString();
      attempt.notBefore = Date.parse(date);
      return { type: 'status', status: 429, retryAfter: date };
    }
    case 'html':
      return { type: 'status', status: 200, body: htmlPage, contentType: 'text/html; charset=utf-8' };
    case 'truncated-json':
    case 'ndjson-cut':
      return { type: 'truncate', at: at() };
    case 'reset-body':
    case 'ndjson-reset':
      return { type: 'reset', at: at() };
    case 'ndjson-stall':
      return { type: 'stall', lines: 1, ms: stallMs };
  }
}
