import type { MockClock } from './clock.js';
import { syncJobs } from './domain/jobs.js';
import { registerRoutes } from './handlers/index.js';
import { RequestContext } from './http/context.js';
import { errorResponse, MockHttpError } from './http/responses.js';
import { Router } from './http/router.js';
import { type MockFixtures, seedDemo } from './seed.js';
import { type MockSeeder, seeder } from './seeder.js';
import { type MockSnapshot, snapshot } from './snapshot.js';
import { MockStore } from './store.js';

/** Options of `createMockService()`. */
export interface MockServiceOptions {
  /** Seed of the id and timestamp generator: the same seed gives the same ids. @default 1 */
  seed?: number | undefined;
  /** The clock's first instant. @default '2024-03-01T09:00:00Z' */
  startTime?: string | number | undefined;
  /** Milliseconds the clock moves on every request, so jobs progress as a client polls. @default 0 */
  autoAdvanceMs?: number | undefined;
  /** `'demo'` starts with a small workspace (see `fixtures`); `'empty'` with nothing. @default 'demo' */
  data?: 'demo' | 'empty' | undefined;
}

/** A stateful, in-memory fake of the service. */
export interface MockService {
  /** Answers one request, as the service would. */
  handle(request: Request): Promise<Response>;
  /** A fetch that calls the mock directly: `new Client({ baseUrl, auth, fetch: service.fetch })`, no msw needed. */
  readonly fetch: typeof globalThis.fetch;
  /** The mock's clock; jobs move on it. */
  readonly clock: MockClock;
  /** Ids and tokens of the demo data (empty strings with `data: 'empty'`). */
  readonly fixtures: MockFixtures;
  /** Adds profiles, workspaces, channels, datasets, pipelines, jobs, files and keys beyond the demo data. */
  readonly seed: MockSeeder;
  /** The raw store, for assertions and for tests of the mock itself. */
  readonly store: MockStore;
  /** A plain copy of every record, for assertions. */
  inspect(): MockSnapshot;
  /** Back to the state right after creation (same seed, same clock start). */
  reset(): void;
}

const defaultStart = '2024-03-01T09:00:00Z';

/**
 * Creates the mock service.
 * @example
 * const mock = createMockService();
 * const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.owner.token, fetch: mock.fetch });
 */
export function createMockService(options: MockServiceOptions = {}): MockService {
  const router = registerRoutes(new Router());
  const build = () => {
    const start =
      typeof options.startTime === 'number' ? options.startTime : Date.parse(options.startTime ?? defaultStart);
    const store = new MockStore(options.seed ?? 1, start, options.autoAdvanceMs ?? 0);
    const fixtures = options.data === 'empty' ? emptyFixtures() : seedDemo(store);
    return { store, fixtures };
  };
  let state = build();

  const handle = async (request: Request): Promise<Response> => {
    const { store } = state;
    store.clock.tick();
    const url = new URL(request.url);
    try {
      if (!wellEscaped(url))
        throw new MockHttpError(
          400,
          'The request URL has a malformed percent-escape: each % must start two hex digits that encode UTF-8',
        );
      // As the service's web firewall does: an id never holds a slash or backslash.
      if (/%2f|%5c/i.test(url.pathname))
        throw new MockHttpError(400, 'The request path holds an encoded slash or backslash, which the service refuses');
      syncJobs(store);
      const match = router.match(request.method, url.pathname);
      const context = new RequestContext(request, url, match && 'params' in match ? match.params : {}, store);
      if (!isAnonymous(url.pathname)) context.caller();
      if (!match) throw new MockHttpError(404, `No resource at ${url.pathname}`);
      if ('allowed' in match)
        throw new MockHttpError(
          405,
          `Request method '${request.method}' is not supported; use ${match.allowed.join(', ')}`,
        );
      return await match.handler(context);
    } catch (error) {
      if (error instanceof MockHttpError)
        return errorResponse(error.status, error.message, url.pathname, store.clock.now(), error.errors);
      return errorResponse(
        500,
        error instanceof Error ? error.message : String(error),
        url.pathname,
        store.clock.now(),
      );
    }
  };

  return {
    handle,
    fetch: (input, init) => handle(new Request(input, init)),
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
    reset: () => {
      state = build();
    },
  };
}

/** Whether every percent-escape of the path and query decodes (URL parsing keeps a malformed one as it came). */
function wellEscaped(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname + url.search);
    return true;
  } catch {
    return false;
  }
}

/** The token endpoint and the deployment webhook (signed instead) need no bearer token. */
function isAnonymous(pathname: string): boolean {
  return pathname === '/oauth/token' || pathname.endsWith('/deployments/github-webhook');
}

function emptyFixtures(): MockFixtures {
  const nobody = { id: '', name: '', token: '' };
  return {
    workspaceId: '',
    owner: nobody,
    admin: nobody,
    member: nobody,
    outsider: nobody,
    channels: { sales: '', marketing: '' },
    datasets: { revenue: '', churn: '', reach: '' },
    pipelineId: '',
    datastoreId: '',
    webhookSecret: '',
  };
}
