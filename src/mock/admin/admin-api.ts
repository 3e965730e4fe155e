// The admin API of a mock, under `/__mock/` (a prefix no route of the service uses), protected by its own token:
// reset the state, read and advance the clock, read and clear the request journal. The same in process
// (`mock.admin`) and over HTTP (`startMockServer`, `wdp mock`).
import { maxSpeed } from '../clock.js';
import type { MockFaultRule, MockFaultRuleState } from '../faults/fault-types.js';
import type { MockRequest } from '../http/mock-request.js';
import { errorResponse } from '../http/responses.js';
import type { JournalEntry } from './journal.js';

/** Where the admin API lives: no route of the service starts so. */
export const adminPrefix = '/__mock/';

/** What the clock reads: its instant and whether it moves only when told (`manual`) or on its own (`auto`). */
export interface MockClockState {
  /** The clock's instant, ISO 8601. */
  now: string;
  /** `manual`: it moves only when told; `auto`: it moves on its own. */
  mode: 'manual' | 'auto';
  /** How many times faster than real time it runs on its own (0: only when told, or per request). */
  speed: number;
}

/**
 * A mock's admin, in process (`mock.admin`); over HTTP the same under `/__mock/` with `Authorization: Bearer
 * <token>`: `POST /__mock/reset`, `POST /__mock/seed {"seed": 7}`, `GET /__mock/clock`,
 * `POST /__mock/clock/advance {"ms": 2000}`, `PUT /__mock/clock/speed {"speed": 20}`, `GET /__mock/journal`,
 * `GET /__mock/journal?violations`, `DELETE /__mock/journal`, `GET /__mock/faults`, `POST /__mock/faults {rule}`,
 * `DELETE /__mock/faults`, `DELETE /__mock/faults/{id}`.
 * @example
 * mock.admin.clearJournal();
 * await runMyCode();
 * expect(mock.admin.journal().map((entry) => `${entry.method} ${entry.path}`)).toContain('GET /api/profiles');
 */
export interface MockAdmin {
  /** The admin API's bearer token: fresh for each mock unless `adminToken` names one. */
  readonly token: string;
  /** Back to the state right after creation (the journal is kept). */
  reset(): void;
  /** As `reset`, with another seed: other ids and timestamps, the same demo data. */
  reseed(seed: number): void;
  /** The clock's instant and mode. */
  clock(): MockClockState;
  /** Moves the clock on; jobs progress. A RangeError when that would take it past 9999-12-31T23:59:59.999Z. */
  advance(ms: number): MockClockState;
  /** Runs the clock `speed` (0 to 1,000,000) times faster than real time from now on (0: only when told). */
  setSpeed(speed: number): MockClockState;
  /** The last requests answered (at most 1,000), oldest first, credentials masked. */
  journal(): JournalEntry[];
  /** Forgets the requests recorded so far. */
  clearJournal(): void;
  /**
   * The requests that broke or bent the service's contract (checked mode: `checked: true`, and `wdp mock`), oldest
   * first, each with its `violations`: `refused` (answered 400) or `ignored` (an unknown field, accepted).
   */
  violations(): JournalEntry[];
  /**
   * Throws an `Error` listing each violation (method, path, field, reason) when a request broke or bent the
   * contract since the journal was last cleared; a test ends with it.
   * @example
   * const mock = createMockService({ checked: true });
   * await runMyClient(mock.fetch);
   * mock.admin.expectNoViolations();
   */
  expectNoViolations(): void;
  /** Adds a fault rule (kept across `reset`); a TypeError names a field it cannot take. */
  addFault(rule: MockFaultRule): MockFaultRuleState;
  /** The fault rules, in the order they are tried, with their hits. */
  faults(): MockFaultRuleState[];
  /** Removes a fault rule; false when there is none of that id. */
  removeFault(id: string): boolean;
  /** Removes every fault rule. */
  clearFaults(): void;
}

/** Answers a request under `/__mock/`: 401 without the admin token, 404 for a path it does not know. */
export async function answerAdmin(request: MockRequest, admin: MockAdmin, now: number): Promise<Response> {
  const { pathname } = new URL(request.url);
  const failure = (status: number, message: string) => errorResponse(status, message, pathname, now);
  if (request.headers.get('authorization') !== `Bearer ${admin.token}`)
    return failure(
      401,
      "The admin API needs the mock's admin token: Authorization: Bearer <token> (wdp mock prints it; " +
        'in process, mock.admin.token)',
    );
  const route = `${request.method} ${pathname.slice(adminPrefix.length)}`;
  switch (route) {
    case 'POST reset':
      admin.reset();
      return new Response(null, { status: 204 });
    case 'POST seed': {
      const seed = await field(request, 'seed');
      if (!isWhole(seed) || seed > 4_294_967_295)
        return failure(400, 'seed takes {"seed": N}, a whole number from 0 to 4294967295');
      admin.reseed(seed);
      return new Response(null, { status: 204 });
    }
    case 'GET clock':
      return Response.json(admin.clock());
    case 'PUT clock/speed': {
      const speed = await field(request, 'speed');
      if (typeof speed !== 'number' || !(speed >= 0 && speed <= maxSpeed))
        return failure(
          400,
          `clock/speed takes {"speed": N}, a number from 0 to ${maxSpeed} (0: the clock moves only when told)`,
        );
      return Response.json(admin.setSpeed(speed));
    }
    case 'POST clock/advance': {
      const ms = await field(request, 'ms');
      if (!isWhole(ms)) return failure(400, 'clock/advance takes {"ms": N}, a whole number of milliseconds >= 0');
      try {
        return Response.json(admin.advance(ms));
      } catch (error) {
        // Past the clock's end (9999-12-31T23:59:59.999Z): the clock's message names it.
        if (error instanceof RangeError) return failure(400, `clock/advance: ${error.message}`);
        throw error;
      }
    }
    case 'GET journal':
      return Response.json(new URL(request.url).searchParams.has('violations') ? admin.violations() : admin.journal());
    case 'DELETE journal':
      admin.clearJournal();
      return new Response(null, { status: 204 });
    case 'GET faults':
      return Response.json(admin.faults());
    case 'POST faults':
      try {
        return Response.json(admin.addFault((await request.json().catch(() => undefined)) as MockFaultRule), {
          status: 201,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return failure(400, `${reason} See docs/mock.md, "Injecting faults".`);
      }
    case 'DELETE faults':
      admin.clearFaults();
      return new Response(null, { status: 204 });
    default:
      if (request.method === 'DELETE' && pathname.startsWith(`${adminPrefix}faults/`)) {
        const id = pathname.slice(`${adminPrefix}faults/`.length);
        if (admin.removeFault(id)) return new Response(null, { status: 204 });
        return failure(404, `No fault rule ${id}; GET /__mock/faults lists them`);
      }
      return failure(404, `No admin route ${route}; see docs/mock.md, "The admin API"`);
  }
}

/** A field of a JSON request body, or undefined when the body is not such JSON. */
async function field(request: MockRequest, name: string): Promise<unknown> {
  const body: unknown = await request.json().catch(() => undefined);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** Whether a value is a whole number >= 0. */
function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
