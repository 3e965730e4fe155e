import type { Administrator } from '../../models/administrator.js';
import type { RequestContext } from '../http/context.js';
import { listResponse } from '../http/paging.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { workspaceMemberView } from './members.js';
import { administers, peopleOf, roleOf, type WorkspaceRecord } from './workspaces/workspaces.js';

/** A workspace member with the administrator flag. */
export function administratorView(
  context: RequestContext,
  workspace: WorkspaceRecord,
  profileId: string,
): Administrator {
  const { _links, ...member } = workspaceMemberView(context, workspace, profileId);
  return {
    ...member,
    administrator: administers(roleOf(workspace, profileId)),
    _links,
  };
}

/** Administrators: members list everyone with the flag; the owner adds and withdraws administrators. */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/administrators', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const views = peopleOf(workspace).map((id) => administratorView(c, workspace, id));
      return listResponse(c, 'administrators', views);
    })
    .on('PUT', '/api/workspaces/:ws/administrators/:profile', (c) => {
      const { workspace, profileId } = target(c);
      if (roleOf(workspace, profileId) === 'member') {
        workspace.memberIds.delete(profileId);
        workspace.adminIds.add(profileId);
        workspace.lastModified = c.store.timestamp();
      }
      return hal(administratorView(c, workspace, profileId));
    })
    .on('DELETE', '/api/workspaces/:ws/administrators/:profile', (c) => {
      const { workspace, profileId } = target(c);
      const role = roleOf(workspace, profileId);
      if (role === 'owner')
        throw new MockHttpError(
          409,
          `Profile ${profileId} owns workspace ${workspace.id}; the owner's rights cannot be withdrawn`,
        );
      if (role !== 'admin')
        throw new MockHttpError(404, `Profile ${profileId} is not an administrator of workspace ${workspace.id}`);
      workspace.adminIds.delete(profileId);
      workspace.memberIds.add(profileId);
      workspace.lastModified = c.store.timestamp();
      return hal(administratorView(c, workspace, profileId));
    });
}

/** The workspace (the caller must own it) and the path's profile, which must be a member (404 otherwise). */
function target(c: RequestContext): { workspace: WorkspaceRecord; profileId: string } {
  const workspace = c.ownerOf(c.param('ws'));
  const profileId = c.param('profile');
  if (roleOf(workspace, profileId) === undefined)
    throw new MockHttpError(404, `Profile ${profileId} is not a member of workspace ${workspace.id}`);
  return { workspace, profileId };
}
