import { path } from '../../core/paths.js';
import type { RequestContext } from '../http/context.js';

/** A person summary (Member): id, name, handle. */
export function memberView(context: RequestContext, profileId: string): Record<string, unknown> {
  const profile = context.store.profiles.get(profileId);
  return { id: profileId, name: profile?.name ?? 'Unknown', handle: profile?.handle ?? '@unknown' };
}

/** A workspace summary: id and name (plus the observed fields). */
export function workspaceSummary(context: RequestContext, workspaceId: string): Record<string, unknown> {
  const workspace = context.store.workspaces.get(workspaceId);
  if (!workspace) return { id: workspaceId };
  return {
    id: workspace.id,
    name: workspace.name,
    alias: workspace.alias,
    created: workspace.created,
    lastModified: workspace.lastModified,
    repositoryUrl: workspace.repositoryUrl,
    status: 'READY',
    _links: { self: context.link(path`/api/workspaces/${workspace.id}`) },
  };
}
