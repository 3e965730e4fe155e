import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { ApiKeyRecord } from '../records.js';

/** The partial key of the initialise step: id, timestamps, owner and only the `create apikey` link. */
export function apiKeyDraftView(context: RequestContext, key: ApiKeyRecord): Record<string, unknown> {
  return {
    id: key.id,
    created: key.created,
    lastModified: key.lastModified,
    profileId: key.profileId,
    _links: { 'create apikey': context.link(href`/api/apikeys/${key.id}`, 'PUT') },
  };
}

/** An API key as the service sends it; `clientSecret` only in the response that creates the key. */
export function apiKeyView(context: RequestContext, key: ApiKeyRecord, withSecret = false): Record<string, unknown> {
  const id = key.id;
  return {
    id,
    created: key.created,
    lastModified: key.lastModified,
    ...(key.name !== undefined ? { name: key.name } : {}),
    ...(key.clientId !== undefined ? { clientId: key.clientId } : {}),
    profileId: key.profileId,
    ...(withSecret && key.clientSecret !== undefined ? { clientSecret: key.clientSecret } : {}),
    _links: {
      self: context.link(href`/api/apikeys/${id}`),
      'update apikey': context.link(href`/api/apikeys/${id}`, 'PUT'),
      'delete apikey': context.link(href`/api/apikeys/${id}`, 'DELETE'),
      profile: context.link(href`/api/profiles/${key.profileId}`),
    },
  };
}
