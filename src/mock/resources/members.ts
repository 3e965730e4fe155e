import type { Member } from '../../models/common.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { listResponse } from '../http/paging.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { memberView } from './profiles/view.js';
import { peopleOf, roleOf, type WorkspaceRecord } from './workspaces/workspaces.js';

/** A workspace member as the service sends it: id, name, handle and `self`, the workspace member resource. */
export function workspaceMemberView(context: RequestContext, workspace: WorkspaceRecord, profileId: string): Member {
  return {
    ...memberView(context, profileId),
    _links: { self: context.link(href`/api/workspaces/${workspace.id}/members/${profileId}`) },
  };
}

/**
 * Members: the people of a workspace (owner, administrators, members; no page meta) and one of them, the
 * resource an administrator's `self` link names (members see both). `/members/subscriptions`, which the one-member
 * pattern matches too, outranks it (a literal segment before a parameter).
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/members', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const views = peopleOf(workspace).map((id) => workspaceMemberView(c, workspace, id));
      return listResponse(c, 'members', views);
    })
    .on('GET', '/api/workspaces/:ws/members/:profile', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const profileId = c.param('profile');
      if (roleOf(workspace, profileId) === undefined)
        throw new MockHttpError(404, `Profile ${profileId} is not a member of workspace ${workspace.id}`);
      return hal(workspaceMemberView(c, workspace, profileId));
    });
}
