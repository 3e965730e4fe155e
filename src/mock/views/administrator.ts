import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { WorkspaceRecord } from '../records.js';
import { memberView } from './common.js';

/** Whether a profile holds administrator rights in a workspace (the owner always does). */
export function isAdministrator(workspace: WorkspaceRecord, profileId: string): boolean {
  return workspace.ownerId === profileId || workspace.adminIds.has(profileId);
}

/** Whether a profile belongs to a workspace: its owner, an administrator or a member. */
export function isMember(workspace: WorkspaceRecord, profileId: string): boolean {
  return isAdministrator(workspace, profileId) || workspace.memberIds.has(profileId);
}

/** A workspace member as the service sends it: id, name, handle and `self`, the workspace member resource. */
export function workspaceMemberView(
  context: RequestContext,
  workspace: WorkspaceRecord,
  profileId: string,
): Record<string, unknown> {
  return {
    ...memberView(context, profileId),
    _links: { self: context.link(href`/api/workspaces/${workspace.id}/members/${profileId}`) },
  };
}

/** A workspace member with the administrator flag. */
export function administratorView(
  context: RequestContext,
  workspace: WorkspaceRecord,
  profileId: string,
): Record<string, unknown> {
  const { _links, ...member } = workspaceMemberView(context, workspace, profileId);
  return { ...member, administrator: isAdministrator(workspace, profileId), _links };
}
