import type { Member } from '../../../models/common.js';
import type { Profile } from '../../../models/profile.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import type { ProfileRecord } from './profiles.js';

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
    featuresDisabled: profile.featuresDisabled,
    _links: {
      self: context.link('/api/profiles'),
      'update edit profile': context.link(href`/api/profiles/${profile.id}`, 'PUT'),
      workspaces: context.link('/api/workspaces'),
      'new workspace': context.link('/api/workspaces', 'POST'),
    },
  };
}
