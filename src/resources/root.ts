import { type ApiPromise, ApiResource, operation, type RequestOptions } from '../core/api-resource.js';
import { ApiRoot } from '../models/api-root.js';

/** The service's HAL entry point, `GET /api`; `client.root()` reads it. */
export class Root extends ApiResource {
  /** Reads the entry point: its top-level links, to `follow()` from. */
  get(options?: RequestOptions): ApiPromise<ApiRoot> {
    return this.read(operation('root'), ApiRoot, '/api', options);
  }
}
