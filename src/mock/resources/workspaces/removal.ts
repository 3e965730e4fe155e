import type { Store } from '../../store.js';
import { removeFromChannel } from '../channel-record.js';

// The fields by which a record belongs to a workspace, or to a dataset, channel, pipeline, job or comment of it.
const owners = ['workspaceId', 'datasetId', 'channelId', 'pipelineId', 'jobId', 'parentId', 'commentId'] as const;

/**
 * Removes a workspace and everything in it: every record of every store map that names it (`workspaceId`), then
 * every record that names a removed one (comments, alerts and messages of its datasets, subscriptions to its
 * channels...), until none is left. Walking every map covers maps added later. Profiles whose default it was
 * are left without one.
 */
export function removeWorkspace(store: Store, workspaceId: string): void {
  store.workspaces.delete(workspaceId);
  store.defaultDatastores.delete(workspaceId);
  const gone = new Set([workspaceId]);
  const maps = Object.values(store).filter((value): value is Map<string, unknown> => value instanceof Map);
  for (let removed = true; removed; ) {
    removed = false;
    for (const map of maps) {
      for (const [key, record] of map) {
        if (!belongsTo(record, gone)) continue;
        map.delete(key);
        const id = (record as { id?: unknown }).id;
        if (typeof id === 'string') gone.add(id);
        removed = true;
      }
    }
  }
  for (const channel of store.channels.values()) for (const id of gone) removeFromChannel(channel, id);
  for (const profile of store.profiles.values())
    if (profile.defaultWorkspaceId === workspaceId) profile.defaultWorkspaceId = undefined;
}

function belongsTo(record: unknown, gone: ReadonlySet<string>): boolean {
  if (typeof record !== 'object' || record === null) return false;
  const fields = record as Record<string, unknown>;
  const subject = fields['subject'] as { id?: unknown } | undefined;
  if (typeof subject?.id === 'string' && gone.has(subject.id)) return true;
  return owners.some((name) => typeof fields[name] === 'string' && gone.has(fields[name] as string));
}
