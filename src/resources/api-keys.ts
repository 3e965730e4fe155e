import {
  type ApiPromise,
  ApiResource,
  call,
  describe,
  type Operations,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  type RequestOptions,
  type Step,
  type Subject,
  submit,
  twoStep,
  type Upserted,
  upsert,
} from '../core/namespace-kit.js';
import { ApiKey, ApiKeyCollection, ApiKeyDraft, ApiKeyInput } from '../models/api-key.js';

const initialise = {
  method: 'POST',
  path: '/api/apikeys',
  output: ApiKeyDraft,
} satisfies Step<ApiKeyDraft>;

const put = {
  method: 'PUT',
  path: '/api/apikeys/{apiKey}',
  link: 'create apikey',
  input: ApiKeyInput,
  bodyName: '{ name }',
  output: ApiKey,
} satisfies Step<ApiKey>;

/** The operations of `ApiKeys`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('apiKeys', {
  list: { path: '/api/apikeys', query: pageSpec, list: ApiKeyCollection },
  get: { path: '/api/apikeys/{apiKey}', link: 'self', output: ApiKey },
  initialise,
  put,
  create: { start: initialise, finish: put, bodyName: '{ name }' },
  update: { ...put, link: 'update apikey' },
  delete: { method: 'DELETE', path: '/api/apikeys/{apiKey}', link: 'delete apikey' },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const apiKeyOperations: Operations = ops;

/**
 * API keys: client credentials (clientId and clientSecret) of the authenticated profile.
 * @example
 * const key = await client.apiKeys.create({ name: 'ci' });
 * saveSecret(key.clientId, key.clientSecret); // the secret is sent only in this response
 */
export class ApiKeys extends ApiResource {
  /** Lists the keys of the authenticated profile (20 a page unless told otherwise). */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<ApiKey> {
    return paginate(this, ops.list, query, options);
  }

  /** Gets a key by id (or by the key's own `self` link). */
  get(apiKey: Subject, options?: RequestOptions): ApiPromise<ApiKey> {
    return call(this, ops.get, apiKey, options);
  }

  /** Starts a key: the service gives a fresh id and a `create apikey` link (step one of `create`). */
  initialise(options?: RequestOptions): ApiPromise<ApiKeyDraft> {
    return call(this, ops.initialise, options);
  }

  /** Creates (201, with the clientSecret) or renames (200) the key with this id, or a draft's `create apikey` link. */
  put(apiKey: Subject, body: ApiKeyInput, options?: RequestOptions): ApiPromise<Upserted<ApiKey>> {
    return upsert(this, ops.put, apiKey, body, options);
  }

  /** Creates a key in two steps, `initialise` then `put`; the key holds the clientSecret, sent only this once. */
  create(body: ApiKeyInput, options?: RequestOptions): ApiPromise<ApiKey> {
    return twoStep(this, ops.create, body, options);
  }

  /** Renames an existing key (by id, or by the key's `update apikey` link); no secret is returned. */
  update(apiKey: Subject, body: ApiKeyInput, options?: RequestOptions): ApiPromise<ApiKey> {
    return call(this, ops.update, apiKey, body, options);
  }

  /** Deletes a key (by id, or by the key's `delete apikey` link); its credentials stop working. */
  delete(apiKey: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, apiKey, options);
  }
}
