import type { ApiKey, ApiKeyDraft } from '../../models/api-key.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { stored } from '../http/lookup.js';
import { pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { Store } from '../store.js';
import { recordTable } from '../table.js';

/** An API key of a profile: credentials for the client-credentials exchange at /oauth/token. */
export interface ApiKeyRecord {
  /** The key's id. */
  id: string;
  /** The profile the key belongs to and authenticates as. */
  profileId: string;
  /** The key's label, such as `ci`; absent while only initialised. */
  name?: string | undefined;
  /** The client id exchanged at /oauth/token; absent while only initialised. */
  clientId?: string | undefined;
  /** The client secret exchanged at /oauth/token; absent while only initialised. */
  clientSecret?: string | undefined;
  /** Access tokens issued for this key at /oauth/token; deleting the key revokes them. */
  tokens: Set<string>;
  /** Initialised (`POST`) but not created yet: no name, no credentials. */
  draft: boolean;
  /** When it was created, in the service's zone-less timestamp form. */
  created: string;
  /** When it was last changed, in the service's zone-less timestamp form. */
  lastModified: string;
}

/**
 * The API keys, by id; `addApiKey` makes an API key of a profile: created with credentials, or with `draft: true` only
 * initialised (no name, no secret).
 */
export const { tables, add: addApiKey } = recordTable(
  'apiKeys',
  (store, init: Partial<ApiKeyRecord> & { profileId: string }): ApiKeyRecord => {
    const now = store.timestamp();
    const credentials = init.draft ? {} : apiKeyCredentials(store);
    return {
      id: store.id(),
      tokens: new Set(),
      draft: false,
      created: now,
      lastModified: now,
      ...credentials,
      ...init,
    };
  },
);

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Fresh API key credentials from the seeded generator: a 32-character clientId and a 64-character clientSecret. */
function apiKeyCredentials(store: Store): { clientId: string; clientSecret: string } {
  const pick = (count: number, alphabet: string) =>
    Array.from({ length: count }, () => alphabet[store.random.int(0, alphabet.length - 1)]).join('');
  return { clientId: pick(32, keyAlphabet), clientSecret: pick(64, `${keyAlphabet}-_`) };
}

/** The partial key of the initialise step: id, timestamps, owner and only the `create apikey` link. */
export function apiKeyDraftView(context: RequestContext, key: ApiKeyRecord): ApiKeyDraft {
  return {
    id: key.id,
    created: key.created,
    lastModified: key.lastModified,
    profileId: key.profileId,
    _links: { 'create apikey': context.link(href`/api/apikeys/${key.id}`, 'PUT') },
  };
}

/** An API key as the service sends it; `clientSecret` only in the response that creates the key. */
export function apiKeyView(context: RequestContext, key: ApiKeyRecord, withSecret = false): ApiKey {
  const id = key.id;
  return {
    id,
    created: key.created,
    lastModified: key.lastModified,
    name: key.name,
    clientId: key.clientId,
    profileId: key.profileId,
    clientSecret: withSecret ? key.clientSecret : undefined,
    _links: {
      self: context.link(href`/api/apikeys/${id}`),
      'update apikey': context.link(href`/api/apikeys/${id}`, 'PUT'),
      'delete apikey': context.link(href`/api/apikeys/${id}`, 'DELETE'),
      profile: context.link(href`/api/profiles/${key.profileId}`),
    },
  };
}

/** API keys of the caller: initialise, create (201 with the secret, once) or rename (200), view, list, delete. */
export function routes(router: Router): void {
  router
    .on('GET', '/api/apikeys', (c) => {
      const { id } = c.caller();
      const keys = [...c.store.apiKeys.values()].filter((key) => key.profileId === id && !key.draft);
      const views = keys.map((key) => apiKeyView(c, key));
      return pagedResponse(c, 'apikeys', views);
    })
    .on('POST', '/api/apikeys', (c) =>
      hal(apiKeyDraftView(c, addApiKey(c.store, { profileId: c.caller().id, draft: true }))),
    )
    .on('GET', '/api/apikeys/:id', (c) => hal(apiKeyView(c, ownStoredKey(c))))
    .on('PUT', '/api/apikeys/:id', async (c) => {
      const caller = c.caller();
      const existing = ownKey(c);
      if (!existing && c.store.apiKeys.has(c.param('id'))) throw notFound(c);
      const body = await c.body();
      const name = c.requireString(body, 'name');
      // The write-only `profile`: a key acts as its creator, who may name only themselves.
      const profile = c.optionalString(body, 'profile');
      if (profile !== undefined && profile !== caller.id)
        throw new MockHttpError(403, `A key of ${caller.id} cannot act as profile ${profile}`);
      if (existing && !existing.draft) {
        Object.assign(existing, { name, lastModified: c.store.timestamp() });
        return hal(apiKeyView(c, existing));
      }
      // The first PUT of an initialised id, or of a new id, creates the key and returns its secret once.
      const key = existing ?? addApiKey(c.store, { id: c.param('id'), profileId: caller.id, draft: true });
      Object.assign(key, { name, draft: false, ...apiKeyCredentials(c.store), lastModified: c.store.timestamp() });
      return hal(apiKeyView(c, key, true), 201);
    })
    .on('DELETE', '/api/apikeys/:id', (c) => {
      const key = ownStoredKey(c);
      for (const token of key.tokens) c.store.tokens.delete(token);
      c.store.apiKeys.delete(key.id);
      return empty();
    });
}

/** The caller's key with the path's id; another profile's key counts as missing. */
function ownKey(c: RequestContext): ApiKeyRecord | undefined {
  const key = c.store.apiKeys.get(c.param('id'));
  return key && key.profileId === c.caller().id ? key : undefined;
}

/** The caller's stored key with the path's id (404 for a draft, as for another profile's key). */
function ownStoredKey(c: RequestContext): ApiKeyRecord {
  const missing = (key: ApiKeyRecord) => key.draft || key.profileId !== c.caller().id;
  return stored(c.store.apiKeys, c.param('id'), 'API key', missing);
}

function notFound(c: RequestContext): MockHttpError {
  return new MockHttpError(404, `API key ${c.param('id')} not found`);
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
