import {
  type ApiPromise,
  ApiResource,
  linkOr,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  type RequestOptions,
  type Subject,
  type Upserted,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { ApiKey, ApiKeyCollection, ApiKeyDraft, ApiKeyInput } from '../models/api-key.js';

const keyPath = (id: string) => path`/api/apikeys/${id}`;

/**
 * API keys: client credentials (clientId and clientSecret) of the authenticated profile.
 * @example
 * const key = await client.apiKeys.create({ name: 'ci' });
 * saveSecret(key.clientId, key.clientSecret); // the secret is sent only in this response
 */
export class ApiKeys extends ApiResource {
  /** Lists the keys of the authenticated profile (20 a page unless told otherwise). */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<ApiKey> {
    return this.paginateOld(
      operation('apiKeys.list', 'query'),
      [pageSpec, ApiKeyCollection],
      '/api/apikeys',
      query,
      options,
    );
  }

  /** Gets a key by id (or by the key's own `self` link). */
  get(apiKey: Subject, options?: RequestOptions): ApiPromise<ApiKey> {
    return this.read(operation('apiKeys.get', 'apiKey'), ApiKey, linkOr(apiKey, 'self', keyPath), options);
  }

  /** Starts a key: the service gives a fresh id and a `create apikey` link (step one of `create`). */
  initialise(options?: RequestOptions): ApiPromise<ApiKeyDraft> {
    return this.write(operation('apiKeys.initialise'), 'POST', ApiKeyDraft, '/api/apikeys', undefined, options);
  }

  /** Creates (201, with the clientSecret) or renames (200) the key with this id, or a draft's `create apikey` link. */
  put(apiKey: Subject, body: ApiKeyInput, options?: RequestOptions): ApiPromise<Upserted<ApiKey>> {
    return this.upsertOld(
      operation('apiKeys.put', 'apiKey', '{ name }'),
      [ApiKeyInput, ApiKey],
      linkOr(apiKey, 'create apikey', keyPath),
      body,
      options,
    );
  }

  /** Creates a key in two steps, `initialise` then `put`; the key holds the clientSecret, sent only this once. */
  create(body: ApiKeyInput, options?: RequestOptions): ApiPromise<ApiKey> {
    return this.twoStepOld(
      operation('apiKeys.create', '{ name }'),
      { url: '/api/apikeys', draft: ApiKeyDraft },
      { rels: 'create apikey', path: keyPath, schemas: [ApiKeyInput, ApiKey], body },
      options,
    );
  }

  /** Renames an existing key (by id, or by the key's `update apikey` link); no secret is returned. */
  update(apiKey: Subject, body: ApiKeyInput, options?: RequestOptions): ApiPromise<ApiKey> {
    return this.write(
      operation('apiKeys.update', 'apiKey', '{ name }'),
      'PUT',
      [ApiKeyInput, ApiKey],
      linkOr(apiKey, 'update apikey', keyPath),
      body,
      options,
    );
  }

  /** Deletes a key (by id, or by the key's `delete apikey` link); its credentials stop working. */
  delete(apiKey: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(operation('apiKeys.delete', 'apiKey'), linkOr(apiKey, 'delete apikey', keyPath), options);
  }
}
