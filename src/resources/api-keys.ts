import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions, type Upserted } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type RequestOptions, requestOptions } from '../core/request-options.js';
import { type Subject, subjectUrl } from '../core/subject.js';
import { ApiKey, ApiKeyCollection, ApiKeyDraft, ApiKeyInput } from '../models/api-key.js';
import { bodyOf, pageSpec, queryOf } from './inputs.js';

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
    const sig = 'apiKeys.list(query)';
    const q = queryOf(pageSpec, query, sig);
    return this.paginate(sig, '/api/apikeys', ApiKeyCollection, q, options);
  }

  /** Gets a key by id (or by the key's own `self` link). */
  get(apiKey: Subject, options?: RequestOptions): ApiPromise<ApiKey> {
    const sig = 'apiKeys.get(apiKey)';
    return this.read(sig, subjectUrl(apiKey, 'self', keyPath, sig), ApiKey, options);
  }

  /** Starts a key: the service gives a fresh id and a `create apikey` link (step one of `create`). */
  initialise(options?: RequestOptions): ApiPromise<ApiKeyDraft> {
    const checked = requestOptions(options, 'apiKeys.initialise()');
    return this.write('apiKeys.initialise', 'POST', '/api/apikeys', undefined, ApiKeyDraft, checked);
  }

  /** Creates (201, with the clientSecret) or renames (200) the key with this id, or a draft's `create apikey` link. */
  put(apiKey: Subject, body: ApiKeyInput, options?: RequestOptions): ApiPromise<Upserted<ApiKey>> {
    const sig = 'apiKeys.put(apiKey, { name })';
    const url = subjectUrl(apiKey, 'create apikey', keyPath, sig);
    return this.upsert(sig, url, bodyOf(ApiKeyInput, body, sig), ApiKey, options);
  }

  /** Creates a key in two steps, `initialise` then `put`; the key holds the clientSecret, sent only this once. */
  create(body: ApiKeyInput, options?: RequestOptions): ApiPromise<ApiKey> {
    const sig = 'apiKeys.create({ name })';
    bodyOf(ApiKeyInput, body, sig);
    requestOptions(options, sig);
    return this.chain(this.initialise(options), (draft) => this.dataOf(this.put(draft, body, options)));
  }

  /** Renames an existing key (by id, or by the key's `update apikey` link); no secret is returned. */
  update(apiKey: Subject, body: ApiKeyInput, options?: RequestOptions): ApiPromise<ApiKey> {
    const sig = 'apiKeys.update(apiKey, { name })';
    const url = subjectUrl(apiKey, 'update apikey', keyPath, sig);
    const json = bodyOf(ApiKeyInput, body, sig);
    return this.write(sig, 'PUT', url, json, ApiKey, options);
  }

  /** Deletes a key (by id, or by the key's `delete apikey` link); its credentials stop working. */
  delete(apiKey: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'apiKeys.delete(apiKey)';
    const url = subjectUrl(apiKey, 'delete apikey', keyPath, sig);
    return this.remove(sig, url, options);
  }
}
