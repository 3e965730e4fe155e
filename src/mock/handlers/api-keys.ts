import { addApiKey, apiKeyCredentials } from '../factories.js';
import type { RequestContext } from '../http/context.js';
import { pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { ApiKeyRecord } from '../records.js';
import { apiKeyDraftView, apiKeyView } from '../views/api-key.js';

/** API keys of the caller: initialise, create (201 with the secret, once) or rename (200), view, list, delete. */
export function registerApiKeys(router: Router): void {
  router
    .on('GET', '/api/apikeys', (c) => {
      const { id } = c.caller();
      const keys = [...c.store.apiKeys.values()].filter((key) => key.profileId === id && !key.draft);
      return pagedResponse(
        c,
        'apikeys',
        keys.map((key) => apiKeyView(c, key)),
      );
    })
    .on('POST', '/api/apikeys', (c) =>
      hal(apiKeyDraftView(c, addApiKey(c.store, { profileId: c.caller().id, draft: true }))),
    )
    .on('GET', '/api/apikeys/:id', (c) => {
      const key = ownKey(c);
      if (!key || key.draft) throw notFound(c);
      return hal(apiKeyView(c, key));
    })
    .on('PUT', '/api/apikeys/:id', async (c) => {
      const caller = c.caller();
      const existing = ownKey(c);
      if (!existing && c.store.apiKeys.has(c.param('id'))) throw notFound(c);
      const body = await c.body();
      const name = c.requireString(body, 'name');
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
      const key = ownKey(c);
      if (!key) throw notFound(c);
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

function notFound(c: RequestContext): MockHttpError {
  return new MockHttpError(404, `API key ${c.param('id')} not found`);
}
