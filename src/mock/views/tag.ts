import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { TagRecord } from '../records.js';

/** A tag with its usage in the workspace and its `self` and `search` (q=tag:name) links. */
export function tagView(context: RequestContext, tag: TagRecord & { usage: number }): Record<string, unknown> {
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
