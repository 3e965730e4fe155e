import { listResponse } from '../http/paging.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { isMember, workspaceMemberView } from '../views/administrator.js';

/**
 * Members: the people of a workspace (owner, administrators, members; no page meta) and one of them, the
 * resource an administrator's `self` link names (members see both). Registered after `/members/subscriptions`,
 * which the one-member pattern would match too.
 */
export function registerMembers(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/members', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const people = [workspace.ownerId, ...workspace.adminIds, ...workspace.memberIds];
      return listResponse(
        c,
        'members',
        people.map((id) => workspaceMemberView(c, workspace, id)),
      );
    })
    .on('GET', '/api/workspaces/:ws/members/:profile', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const profileId = c.param('profile');
      if (!isMember(workspace, profileId))
        throw new MockHttpError(404, `Profile ${profileId} is not a member of workspace ${workspace.id}`);
      return hal(workspaceMemberView(c, workspace, profileId));
    });
}
