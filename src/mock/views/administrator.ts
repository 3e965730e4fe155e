import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { WorkspaceRecord } from '../records.js';
import { memberView } from './common.js';

/** Whether a profile holds administrator rights in a workspace (the owner always does). */
export function isAdministrator(workspace: WorkspaceRecord, profileId: string): boolean {
  return workspace.ownerId === profileId || workspace.adminIds.has(profileId);
}

/** A workspace member with the administrator flag; `self` is the workspace member resource. */
export function administratorView(
  context: RequestContext,
  workspace: WorkspaceRecord,
  profileId: string,
): Record<string, unknown> {
  return {
    ...memberView(context, profileId),
    administrator: isAdministrator(workspace, profileId),
    _links: { self: context.link(href`/api/workspaces/${workspace.id}/members/${profileId}`) },
  };
}
