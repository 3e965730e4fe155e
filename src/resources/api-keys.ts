import { ApiResource, type PageOptions, pageQuery, type Upserted } from '../core/api-resource.js';
import { link } from '../core/hal.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { type Subject, subjectUrl } from '../core/subject.js';
import { checkInput } from '../core/validation/input.js';
import { ApiKey, ApiKeyCollection, ApiKeyDraft, ApiKeyInput } from '../models/api-key.js';

/**
 * API keys: client credentials (clientId and clientSecret) of the authenticated profile.
 * @example
 * const { data: key } = await client.apiKeys.create({ name: 'ci' });
 * saveSecret(key.clientId, key.clientSecret); // the secret is sent only in this response
 */
export class ApiKeys extends ApiResource {
  /** Lists the keys of the authenticated profile (20 a page unless told otherwise). */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<ApiKey> {
    return this.paginate('apiKeys.list', '/api/apikeys', ApiKeyCollection, pageQuery(query), options);
  }

  /** Gets a key by id (or by the key's own `self` link). */
  get(apiKey: Subject, options?: RequestOptions): Promise<ApiKey> {
    return this.request(
      {
        operation: 'apiKeys.get',
        method: 'GET',
        url: subjectUrl(apiKey, 'self', (id) => path`/api/apikeys/${id}`),
        schema: ApiKey,
      },
      options,
    );
  }

  /** Starts a key: the service gives a fresh id and a `create apikey` link (step one of `create`). */
  initialise(options?: RequestOptions): Promise<ApiKeyDraft> {
    return this.request(
      { operation: 'apiKeys.initialise', method: 'POST', url: '/api/apikeys', schema: ApiKeyDraft },
      options,
    );
  }

  /** Creates (201, with the clientSecret) or renames (200) the key with this id, or a draft by its `create apikey` link. */
  put(apiKey: Subject, body: ApiKeyInput, options?: RequestOptions): Promise<Upserted<ApiKey>> {
    const json = checkInput(ApiKeyInput, body, 'apiKeys.put');
    const url = subjectUrl(apiKey, 'create apikey', (id) => path`/api/apikeys/${id}`);
    return this.upsert({ operation: 'apiKeys.put', method: 'PUT', url, json, schema: ApiKey }, options);
  }

  /** Creates a key in two steps, `initialise` then `put`; the result holds the clientSecret, sent only this once. */
  create(body: ApiKeyInput, options?: RequestOptions): Promise<Upserted<ApiKey>> {
    checkInput(ApiKeyInput, body, 'apiKeys.create');
    return this.initialise(options).then((draft) =>
      this.put(link(draft, 'create apikey') ? draft : draft.id, body, options),
    );
  }

  /** Renames an existing key (by id, or by the key's `update apikey` link); no secret is returned. */
  update(apiKey: Subject, body: ApiKeyInput, options?: RequestOptions): Promise<ApiKey> {
    const json = checkInput(ApiKeyInput, body, 'apiKeys.update');
    const url = subjectUrl(apiKey, 'update apikey', (id) => path`/api/apikeys/${id}`);
    return this.request({ operation: 'apiKeys.update', method: 'PUT', url, json, schema: ApiKey }, options);
  }

  /** Deletes a key (by id, or by the key's `delete apikey` link); its credentials stop working. */
  delete(apiKey: Subject, options?: RequestOptions): Promise<void> {
    return this.request(
      {
        operation: 'apiKeys.delete',
        method: 'DELETE',
        url: subjectUrl(apiKey, 'delete apikey', (id) => path`/api/apikeys/${id}`),
      },
      options,
    );
  }
}
