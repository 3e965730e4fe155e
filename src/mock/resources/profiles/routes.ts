import type { Member } from '../../models/common.js';
import type { Profile } from '../../models/profile.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { listResponse } from '../http/paging.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { MockStore } from '../store.js';

/** A person or entity a user acts as; `id` is provider-qualified, like the service's (`auth0|` and 24 hex digits). */
export interface ProfileRecord {
  id: string;
  name: string;
  handle: string;
  email: string;
  phone?: string | undefined;
  defaultWorkspaceId?: string | undefined;
  created: string;
  lastModified: string;
}

/** The profiles, by id. */
export const tables = () => ({ profiles: new Map<string, ProfileRecord>() });

/** A profile; its handle and email derive from the name unless given. */
export function addProfile(store: MockStore, init: Partial<ProfileRecord> & { name: string }): ProfileRecord {
  const handle = init.handle ?? `@${init.name.toLowerCase().split(' ')[0] ?? 'user'}`;
  const now = store.timestamp();
  const record: ProfileRecord = {
    id: `auth0|${store.random.hex(24)}`,
    handle,
    email: `${handle.slice(1)}@example.com`,
    created: now,
    lastModified: now,
    ...init,
  };
  store.profiles.set(record.id, record);
  return record;
}

/** A person summary (Member): id, name, handle. */
export function memberView(context: RequestContext, profileId: string): Member {
  const profile = context.store.profiles.get(profileId);
  return {
    id: profileId,
    name: profile?.name ?? 'Unknown',
    handle: profile?.handle ?? '@unknown',
  };
}

/** A profile as the service sends it, with its default workspace as `{ id, name }` while that workspace exists. */
export function profileView(context: RequestContext, profile: ProfileRecord): Profile {
  const workspace =
    profile.defaultWorkspaceId === undefined ? undefined : context.store.workspaces.get(profile.defaultWorkspaceId);
  return {
    id: profile.id,
    name: profile.name,
    handle: profile.handle,
    phone: profile.phone,
    email: profile.email,
    defaultWorkspace: workspace && { id: workspace.id, name: workspace.name },
    _links: {
      self: context.link('/api/profiles'),
      'update edit profile': context.link(href`/api/profiles/${profile.id}`, 'PUT'),
      workspaces: context.link('/api/workspaces'),
      'new workspace': context.link('/api/workspaces', 'POST'),
    },
  };
}

/** Profiles: the caller's own profile (list, view), its update (PUT) and its default workspace (PATCH). */
export function routes(router: Router): void {
  router
    .on('GET', '/api/profiles', (c) => listResponse(c, 'profiles', [profileView(c, c.caller())]))
    .on('GET', '/api/profiles/:profile', (c) => {
      const caller = c.caller();
      if (c.param('profile') !== caller.id)
        throw new MockHttpError(404, `Profile ${c.param('profile')} not found under the authenticated account`);
      return hal(profileView(c, caller));
    })
    .on('PUT', '/api/profiles/:profile', async (c) => {
      const profile = ownProfile(c);
      const body = await c.body();
      const name = c.requireString(body, 'name');
      const phone = c.optionalString(body, 'phone');
      const email = c.optionalString(body, 'email');
      Object.assign(profile, {
        name,
        phone: phone ?? profile.phone,
        email: email ?? profile.email,
        lastModified: c.store.timestamp(),
      });
      return hal(profileView(c, profile));
    })
    .on('PATCH', '/api/profiles/:profile', async (c) => {
      const profile = ownProfile(c);
      const body = await c.body();
      const selected = body['defaultWorkspace'];
      const workspaceId =
        typeof selected === 'object' && selected !== null ? (selected as Record<string, unknown>)['id'] : undefined;
      if (typeof workspaceId !== 'string' || workspaceId === '') {
        throw new MockHttpError(400, 'Validation failed: defaultWorkspace.id must not be blank', [
          { field: 'defaultWorkspace.id', defaultMessage: 'must not be blank' },
        ]);
      }
      const workspace = c.memberOf(workspaceId);
      Object.assign(profile, { defaultWorkspaceId: workspace.id, lastModified: c.store.timestamp() });
      return hal(profileView(c, profile));
    });
}

/** The profile of the path when it is the caller's own; 403 for any other subject. */
function ownProfile(c: RequestContext): ProfileRecord {
  const caller = c.caller();
  if (c.param('profile') !== caller.id)
    throw new MockHttpError(403, `The authenticated subject ${caller.id} may not change profile ${c.param('profile')}`);
  return caller;
}
