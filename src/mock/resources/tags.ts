import type { Tag } from '../../models/tag.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { listResponse } from '../http/paging.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { Store } from '../store.js';

/** A #keyword used in a workspace, with a stable id. */
export interface TagRecord {
  /** The tag's id. */
  id: string;
  /** The workspace the tag is used in. */
  workspaceId: string;
  /** The keyword, without its `#`. */
  name: string;
}

/** The tags, by `workspaceId name`: a tag keeps its id once used. */
export const tables = () => ({ tags: new Map<string, TagRecord>() });

/** The #tags of a text, without the hash, lower-cased, each once. */
export function tagsIn(text: string): string[] {
  return [...new Set([...text.matchAll(/#([\p{L}\p{N}_-]+)/gu)].map((m) => (m[1] ?? '').toLowerCase()))];
}

/** Every tag of a workspace with its usage: the #tags of dataset titles, descriptions and comments. */
export function workspaceTags(store: Store, workspaceId: string): Array<TagRecord & { usage: number }> {
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
function tagRecord(store: Store, workspaceId: string, name: string): TagRecord {
  const key = `${workspaceId} ${name}`;
  let record = store.tags.get(key);
  if (!record) {
    record = { id: store.id(), workspaceId, name };
    store.tags.set(key, record);
  }
  return record;
}

/** A tag with its usage in the workspace and its `self` and `search` (q=tag:name) links. */
export function tagView(context: RequestContext, tag: TagRecord & { usage: number }): Tag {
  const search = `${href`/api/workspaces/${tag.workspaceId}/search`}?q=tag:${encodeURIComponent(tag.name)}`;
  return {
    id: tag.id,
    name: tag.name,
    usage: tag.usage,
    _links: {
      self: context.link(href`/api/workspaces/${tag.workspaceId}/tags/${tag.id}`),
      search: context.link(search),
    },
  };
}

/** Tags: the #keywords of a workspace's datasets and comments with their usage (members view). */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/tags', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const tags = workspaceTags(c.store, workspace.id).sort((a, b) => a.name.localeCompare(b.name));
      const views = tags.map((tag) => tagView(c, tag));
      return listResponse(c, 'tags', views);
    })
    .on('GET', '/api/workspaces/:ws/news/tags', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const tags = workspaceTags(c.store, workspace.id).sort(
        (a, b) => b.usage - a.usage || a.name.localeCompare(b.name),
      );
      const views = tags.map((tag) => tagView(c, tag));
      return listResponse(c, 'tags', views);
    })
    .on('GET', '/api/workspaces/:ws/tags/:id', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const tag = workspaceTags(c.store, workspace.id).find((t) => t.id === c.param('id'));
      if (!tag) throw new MockHttpError(404, `Tag ${c.param('id')} not found in workspace ${workspace.id}`);
      return hal(tagView(c, tag));
    });
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
