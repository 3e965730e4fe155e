import { type ApiPromise, ApiResource, call, type Description, type RequestOptions } from '../core/namespace-kit.js';
import { ApiRoot } from '../models/api-root.js';

/** The operation of `Root`, described once; its name is the client's `root()`, which calls it. */
export const rootOperations = {
  get: { name: 'root', method: 'GET', path: '/api', output: ApiRoot },
} satisfies Record<string, Description>;

const ops = rootOperations;

/** The service's HAL entry point, `GET /api`; `client.root()` reads it. */
export class Root extends ApiResource {
  /** Reads the entry point: its top-level links, to `follow()` from. */
  get(options?: RequestOptions): ApiPromise<ApiRoot> {
    return call(this, ops.get, options);
  }
}
