import { adminPrefix, answerAdmin, type MockAdmin } from './admin/admin-api.js';
import { Journal } from './admin/journal.js';
import type { MockViolation } from './check/check-body.js';
import { checkRequest } from './check/check-request.js';
import { expectNone } from './check/violations.js';
import { type MockClock, maxSpeed } from './clock.js';
import { emptyFixtures } from './demo/empty-fixtures.js';
import { demoTokens, freshToken, freshTokens, type MockFixtures, seedDemo } from './demo-data.js';
import { FaultRules } from './faults/fault-rules.js';
import { faultLabel, inject } from './faults/inject.js';
import { headOf, withClock } from './http/answer-marks.js';
import { RequestContext } from './http/context.js';
import { wellEscaped } from './http/escapes.js';
import type { MockRequest } from './http/mock-request.js';
import { fetchRequestOf, requestOf } from './http/mock-request.js';
import { echoRequestId } from './http/request-id.js';
import { errorResponse, MockHttpError, whole } from './http/responses.js';
import { Router } from './http/router.js';
import { seedLoader } from './record/fixtures.js';
import { syncJobs } from './resources/jobs/jobs.js';
import { createTables, registerRoutes } from './routes.js';
import { type MockSeeder, seeder } from './seeder.js';
import { type MockServiceOptions, serviceOptionKeys } from './service-options.js';
import { type MockSnapshot, snapshot } from './snapshot.js';
import { createStore, type MockStoreCore } from './store.js';
import { refuseUnknown } from './unknown-keys.js';

// The mock's own modules use store.ts `Store`, the same type over `MockTables`, which the resource modules fill with
// `declare module`. This one is spelled from the tables routes.ts makes, because a bundler of declaration files
// (tsup's) leaves those additions behind: the published `MockStore` would have no table.
/**
 * The store of a mock service (`mock.store`): the seeded generator, the clock and every table, by name
 * (`store.jobs`, `store.channels`...), keyed by id (files and tags by `workspaceId path-or-name`).
 */
export type MockStore = MockStoreCore & Readonly<ReturnType<typeof createTables>>;

/**
 * A stateful, in-memory fake of the service: every `/api/...` route of the spec and the client-credentials
 * token endpoint `POST {baseUrl}/oauth/token`, on any origin. Every answer carries
 * `x-wdp-mock-clock: manual|auto; now=<ISO instant>`, which the real service never sends.
 */
export interface MockService {
  /** Answers one request, as the service would (its origin is the `baseUrl` of the links it writes). */
  handle(request: Request): Promise<Response>;
  /** A fetch that calls the mock directly: `new Client({ baseUrl, auth, fetch: service.fetch })`, no msw needed. */
  readonly fetch: typeof globalThis.fetch;
  /** The mock's clock; jobs move on it. */
  readonly clock: MockClock;
  /** Ids and tokens of the demo data (empty strings with `data: 'empty'`); see `MockFixtures`. */
  readonly fixtures: MockFixtures;
  /** Adds profiles, workspaces, channels, datasets, pipelines, jobs, files and keys beyond the demo data. */
  readonly seed: MockSeeder;
  /** The raw store, for assertions and for tests of the mock itself. */
  readonly store: MockStore;
  /** A plain copy of every record, for assertions. */
  inspect(): MockSnapshot;
  /** Back to the state right after creation (same seed, same clock start). */
  reset(): void;
  /** The admin: reset, clock, request journal; over HTTP the same under `/__mock/` with `admin.token`. */
  readonly admin: MockAdmin;
}

const defaultStart = '2024-03-01T09:00:00Z';

export { mockClockHeader } from './http/answer-marks.js';
export type { MockServiceOptions } from './service-options.js';

/**
 * Creates the mock service, with the demo data of `fixtures` unless `data: 'empty'`. Authenticate with a demo
 * user's token, or with an API key at its token endpoint `{baseUrl}/oauth/token` (`grant_type`
 * `client_credentials`, JSON or form body, or HTTP Basic): a bearer token valid for 3600 s of the mock's clock.
 * @example
 * const mock = createMockService();
 * const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.owner.token, fetch: mock.fetch });
 * @example
 * // An API key, exchanged at the token endpoint as with the real identity provider.
 * const key = mock.seed.apiKey({ profileId: mock.fixtures.admin.id, name: 'ci' });
 * const auth = clientCredentials({
 *   tokenUrl: 'https://wdp.mock/oauth/token',
 *   clientId: key.clientId ?? '',
 *   clientSecret: key.clientSecret ?? '',
 *   audience: 'https://wdp.mock/api',
 * });
 * const ci = new Client({ baseUrl: 'https://wdp.mock', auth, fetch: mock.fetch });
 */
export function createMockService(options: MockServiceOptions = {}): MockService {
  refuseUnknown(options, serviceOptionKeys, 'createMockService()');
  const router = registerRoutes(new Router());
  if (options.tokens !== undefined && options.tokens !== 'demo' && options.tokens !== 'fresh')
    throw new TypeError(`tokens must be 'demo' or 'fresh'; got ${JSON.stringify(options.tokens)}.`);
  const tokens = options.tokens === 'fresh' ? freshTokens() : demoTokens;
  const recording = options.seedFile && seedLoader(options.seedFile);
  const build = (seed = options.seed ?? 1) => {
    const start =
      typeof options.startTime === 'number'
        ? options.startTime
        : Date.parse(options.startTime ?? recording?.startTime ?? defaultStart);
    const auto = options.autoAdvanceMs ?? 0;
    const store = createStore(seed, start, auto, speedOf(options.speed), createTables());
    const demo = () => (options.data === 'empty' ? emptyFixtures() : seedDemo(store, tokens));
    const fixtures = recording ? recording.load(store) : demo();
    return { store, fixtures };
  };
  let state = build();
  /** Whether the clock moves only when told: no `autoAdvanceMs`, and no speed (as set now). */
  const manual = () => !options.autoAdvanceMs && !state.store.clock.speed;

  const journal = new Journal();
  const faults = new FaultRules(options.seed ?? 1);
  const admin: MockAdmin = {
    token: options.adminToken ?? freshToken('mock_admin_'),
    reset: () => {
      state = build();
    },
    reseed: (seed) => {
      state = build(seed);
    },
    clock: () => ({
      now: new Date(state.store.clock.now()).toISOString(),
      mode: manual() ? 'manual' : 'auto',
      speed: state.store.clock.speed,
    }),
    setSpeed: (speed) => {
      state.store.clock.setSpeed(speed);
      return admin.clock();
    },
    advance: (ms) => {
      state.store.clock.advance(ms);
      return admin.clock();
    },
    journal: () => journal.entries(),
    clearJournal: () => journal.clear(),
    violations: () => journal.violations(),
    expectNoViolations: () => expectNone(journal.violations()),
    addFault: (rule) => faults.add(rule),
    faults: () => faults.list(),
    removeFault: (id) => faults.remove(id),
    clearFaults: () => faults.clear(),
  };
  /** What a fault needs of the state: the clock, and the tokens it expires. */
  const target = {
    now: () => state.store.clock.now(),
    expire: (token: string) => {
      const record = state.store.tokens.get(token);
      if (record) record.expiresAt = state.store.clock.now();
    },
  };
  /**
   * Answers a request (with its fault, if a rule hits it), the admin API's aside, and records it in the journal.
   * The answers made whole keep their body as text (`bodyTexts`), for the server; `handle` gives them a stream.
   */
  const serve = async (request: MockRequest): Promise<Response> => {
    const url = new URL(request.url); // parsed once: the admin API's test, then the answer
    if (url.pathname.startsWith(adminPrefix)) return answerAdmin(request, admin, state.store.clock.now());
    const arrived = state.store.clock.now();
    const started = performance.now();
    const picked = faults.pick(request);
    const violations: MockViolation[] = [];
    try {
      const { response, injected } = picked
        ? await inject(request, picked, () => answer(request, url, violations), target)
        : { response: await answer(request, url, violations), injected: undefined };
      journal.record(request, response.status, arrived, performance.now() - started, injected, violations);
      return echoRequestId(request, response);
    } catch (error) {
      journal.record(request, 0, arrived, performance.now() - started, picked && faultLabel(picked), violations);
      throw error;
    }
  };

  /** The service's answer; in checked mode, how the request broke or bent the contract is added to `violations`. */
  const answer = async (request: MockRequest, url: URL, violations: MockViolation[]): Promise<Response> => {
    const { store } = state;
    store.clock.tick();
    try {
      if (!wellEscaped(url))
        throw new MockHttpError(
          400,
          'The request URL has a malformed percent-escape: each % must start two hex digits that encode UTF-8',
        );
      // As the service's web firewall does: an id never holds a slash or backslash.
      if (/%2f|%5c/i.test(url.pathname))
        throw new MockHttpError(400, 'The request path holds an encoded slash or backslash, which the service refuses');
      // Nor a NUL or a bidi control: an id that prints as another, or cuts a log line, is no id.
      if (/%00|%e2%80%a[a-e]|%e2%81%a[6-9]|%e2%80%8[ef]/i.test(url.pathname))
        throw new MockHttpError(400, 'The request path holds a NUL or a bidi control character, which no id has');
      syncJobs(store);
      const match = router.match(request.method, url.pathname);
      const context = new RequestContext(request, url, match && 'params' in match ? match.params : {}, store);
      if (!isAnonymous(url.pathname)) context.caller();
      if (!match) throw new MockHttpError(404, `No resource at ${url.pathname}`);
      if ('allowed' in match) {
        const allow = match.allowed.join(', ');
        throw new MockHttpError(405, `Request method '${request.method}' is not supported; use ${allow}`, [], {
          allow,
        });
      }
      if (options.checked) await checkRequest(context, match.route, violations);
      return withClock(headOf(request, await match.handler(context)), store, manual());
    } catch (error) {
      const now = store.clock.now();
      const failure =
        error instanceof MockHttpError
          ? errorResponse(error.status, error.message, url.pathname, now, error.errors)
          : errorResponse(500, error instanceof Error ? error.message : String(error), url.pathname, now);
      if (error instanceof MockHttpError)
        for (const [name, value] of Object.entries(error.headers)) failure.headers.set(name, value);
      return withClock(headOf(request, failure), store, manual());
    }
  };

  const handle = async (request: Request): Promise<Response> => whole(await serve(request));
  // `serve`, unless `handle` was replaced on the service (a test's spy, a wrapper): that one is asked, with a Request.
  const ask = (request: MockRequest): Promise<Response> =>
    service.handle === handle ? serve(request) : service.handle(fetchRequestOf(request));
  const service: MockService = {
    handle,
    fetch: async (input, init) => whole(await ask(requestOf(input, init))),
    get clock() {
      return state.store.clock;
    },
    get fixtures() {
      return state.fixtures;
    },
    get seed() {
      return seeder(state.store);
    },
    get store() {
      return state.store;
    },
    inspect: () => snapshot(state.store),
    reset: () => admin.reset(),
    admin,
  };
  servers.set(service, ask);
  return service;
}

/** Each service's `ask`, for its node:http server (`servingOf`). */
const servers = new WeakMap<MockService, (request: MockRequest) => Promise<Response>>();

/**
 * How the mock's server (server.ts; not the package's API) asks `service` a request it read whole: the answers come
 * with their text held (`bodyTexts`), which it sends without a stream. Another kind of service is asked by `handle`.
 */
export function servingOf(service: MockService): (request: MockRequest) => Promise<Response> {
  return servers.get(service) ?? ((request) => service.handle(fetchRequestOf(request)));
}

/** The token endpoint and the deployment webhook (signed instead) need no bearer token. */
function isAnonymous(pathname: string): boolean {
  return pathname === '/oauth/token' || pathname.endsWith('/deployments/github-webhook');
}

function speedOf(speed: number | undefined): number {
  if (speed === undefined) return 0;
  if (!(speed >= 0 && speed <= maxSpeed))
    throw new RangeError(`createMockService: \`speed\` must be a number from 0 to ${maxSpeed}; got ${String(speed)}.`);
  return speed;
}
