import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, pageQuery, type Upserted } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { type Subject, subjectUrl } from '../core/subject.js';
import { checkInput } from '../core/validation/input.js';
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
    return this.paginate('apiKeys.list', '/api/apikeys', ApiKeyCollection, pageQuery(query), options);
  }

  /** Gets a key by id (or by the key's own `self` link). */
  get(apiKey: Subject, options?: RequestOptions): ApiPromise<ApiKey> {
    return this.read('apiKeys.get', subjectUrl(apiKey, 'self', keyPath), ApiKey, options);
  }

  /** Starts a key: the service gives a fresh id and a `create apikey` link (step one of `create`). */
  initialise(options?: RequestOptions): ApiPromise<ApiKeyDraft> {
    return this.write('apiKeys.initialise', 'POST', '/api/apikeys', undefined, ApiKeyDraft, options);
  }

  /** Creates (201, with the clientSecret) or renames (200) the key with this id, or a draft's `create apikey` link. */
  put(apiKey: Subject, body: ApiKeyInput, options?: RequestOptions): ApiPromise<Upserted<ApiKey>> {
    const json = checkInput(ApiKeyInput, body, 'apiKeys.put');
    return this.upsert('apiKeys.put', subjectUrl(apiKey, 'create apikey', keyPath), json, ApiKey, options);
  }

  /** Creates a key in two steps, `initialise` then `put`; the key holds the clientSecret, sent only this once. */
  create(body: ApiKeyInput, options?: RequestOptions): ApiPromise<ApiKey> {
    checkInput(ApiKeyInput, body, 'apiKeys.create');
    return this.chain(this.initialise(options), (draft) => this.dataOf(this.put(draft, body, options)));
  }

  /** Renames an existing key (by id, or by the key's `update apikey` link); no secret is returned. */
  update(apiKey: Subject, body: ApiKeyInput, options?: RequestOptions): ApiPromise<ApiKey> {
    const json = checkInput(ApiKeyInput, body, 'apiKeys.update');
    return this.write('apiKeys.update', 'PUT', subjectUrl(apiKey, 'update apikey', keyPath), json, ApiKey, options);
  }

  /** Deletes a key (by id, or by the key's `delete apikey` link); its credentials stop working. */
  delete(apiKey: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove('apiKeys.delete', subjectUrl(apiKey, 'delete apikey', keyPath), options);
  }
}
