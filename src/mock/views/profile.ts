import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { ProfileRecord } from '../records.js';

/** A profile as the service sends it, with its default workspace as `{ id, name }` while that workspace exists. */
export function profileView(context: RequestContext, profile: ProfileRecord): Record<string, unknown> {
  const workspace =
    profile.defaultWorkspaceId === undefined ? undefined : context.store.workspaces.get(profile.defaultWorkspaceId);
  return {
    id: profile.id,
    name: profile.name,
    handle: profile.handle,
    ...(profile.phone !== undefined ? { phone: profile.phone } : {}),
    email: profile.email,
    ...(workspace ? { defaultWorkspace: { id: workspace.id, name: workspace.name } } : {}),
    _links: {
      self: context.link('/api/profiles'),
      'update edit profile': context.link(href`/api/profiles/${profile.id}`, 'PUT'),
      workspaces: context.link('/api/workspaces'),
      'new workspace': context.link('/api/workspaces', 'POST'),
    },
  };
}
