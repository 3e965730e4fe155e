import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { isMember, workspaceMemberView } from '../views/administrator.js';

/**
 * Members: one member of a workspace, the resource an administrator's `self` link names (members see it).
 * Registered after `/members/subscriptions`, which this pattern would match too.
 */
export function registerMembers(router: Router): void {
  router.on('GET', '/api/workspaces/:ws/members/:profile', (c) => {
    const workspace = c.memberOf(c.param('ws'));
    const profileId = c.param('profile');
    if (!isMember(workspace, profileId))
      throw new MockHttpError(404, `Profile ${profileId} is not a member of workspace ${workspace.id}`);
    return hal(workspaceMemberView(c, workspace, profileId));
  });
}
