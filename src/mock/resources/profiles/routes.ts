import type { RequestContext } from '../../http/context.js';
import { listResponse } from '../../http/paging.js';
import { hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import type { ProfileRecord } from './profiles.js';
import { profileView } from './view.js';

/**
 * Profiles: the caller's own profile (list, view), its update (PUT), its default workspace (PATCH) and the record of
 * its sign-in (login).
 */
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
      const email = c.requireString(body, 'email');
      const phone = c.optionalString(body, 'phone');
      const featuresDisabled = c.optionalString(body, 'featuresDisabled');
      const workspace = body['defaultWorkspace'] === undefined ? undefined : c.memberOf(selectedWorkspace(body));
      Object.assign(profile, {
        name,
        email,
        phone: phone ?? profile.phone,
        featuresDisabled: featuresDisabled ?? profile.featuresDisabled,
        defaultWorkspaceId: workspace?.id ?? profile.defaultWorkspaceId,
        lastModified: c.store.timestamp(),
      });
      return hal(profileView(c, profile));
    })
    .on('PATCH', '/api/profiles/:profile', async (c) => {
      const profile = ownProfile(c);
      const workspace = c.memberOf(selectedWorkspace(await c.body()));
      Object.assign(profile, { defaultWorkspaceId: workspace.id, lastModified: c.store.timestamp() });
      return hal(profileView(c, profile));
    })
    .on('POST', '/api/profiles/:profile/login', async (c) => {
      // The web app's call after each sign-in: the identity provider's details refresh the profile (changed only
      // when one differs), the app's own settings stay. Its answer, untyped in the document, is the profile here.
      const profile = ownProfile(c);
      const body = await c.body();
      const details = {
        name: c.requireString(body, 'name'),
        email: c.requireString(body, 'email'),
        phone: c.optionalString(body, 'phone') ?? profile.phone,
      };
      if (details.name !== profile.name || details.email !== profile.email || details.phone !== profile.phone)
        Object.assign(profile, details, { lastModified: c.store.timestamp() });
      return hal(profileView(c, profile));
    });
}

/** The id of a body's `defaultWorkspace: { id }`; 400 when it is missing or blank. */
function selectedWorkspace(body: Record<string, unknown>): string {
  const selected = body['defaultWorkspace'];
  const workspaceId =
    typeof selected === 'object' && selected !== null ? (selected as Record<string, unknown>)['id'] : undefined;
  if (typeof workspaceId === 'string' && workspaceId !== '') return workspaceId;
  throw new MockHttpError(400, 'Validation failed: defaultWorkspace.id must not be blank', [
    { field: 'defaultWorkspace.id', defaultMessage: 'must not be blank' },
  ]);
}

/** The profile of the path when it is the caller's own; 403 for any other subject. */
function ownProfile(c: RequestContext): ProfileRecord {
  const caller = c.caller();
  if (c.param('profile') !== caller.id)
    throw new MockHttpError(403, `The authenticated subject ${caller.id} may not change profile ${c.param('profile')}`);
  return caller;
}
