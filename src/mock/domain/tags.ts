import type { TagRecord } from '../records.js';
import type { MockStore } from '../store.js';

/** The #tags of a text, without the hash, lower-cased, each once. */
export function tagsIn(text: string): string[] {
  return [...new Set([...text.matchAll(/#([\p{L}\p{N}_-]+)/gu)].map((m) => (m[1] ?? '').toLowerCase()))];
}

/** Every tag of a workspace with its usage: the #tags of dataset titles, descriptions and comments. */
export function workspaceTags(store: MockStore, workspaceId: string): Array<TagRecord & { usage: number }> {
  const usage = new Map<string, number>();
  const count = (text: string | undefined) => {
    for (const name of tagsIn(text ?? '')) usage.set(name, (usage.get(name) ?? 0) + 1);
  };
  for (const dataset of store.datasets.values()) {
    if (dataset.workspaceId !== workspaceId) continue;
    count(dataset.title);
    count(dataset.description);
  }
  for (const comment of store.comments.values()) {
    if (!comment.draft && store.datasets.get(comment.datasetId)?.workspaceId === workspaceId) count(comment.message);
  }
  return [...usage].map(([name, uses]) => ({ ...tagRecord(store, workspaceId, name), usage: uses }));
}

/** The stable record of a tag name in a workspace (created on first use, so its id never changes). */
function tagRecord(store: MockStore, workspaceId: string, name: string): TagRecord {
  const key = `${workspaceId} ${name}`;
  let record = store.tags.get(key);
  if (!record) {
    record = { id: store.id(), workspaceId, name };
    store.tags.set(key, record);
  }
  return record;
}
