import { workspaceTags } from '../domain/tags.js';
import { listResponse } from '../http/paging.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { tagView } from '../views/tag.js';

/** Tags: the #keywords of a workspace's datasets and comments with their usage (members view). */
export function registerTags(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/tags', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const tags = workspaceTags(c.store, workspace.id).sort((a, b) => a.name.localeCompare(b.name));
      return listResponse(
        c,
        'tags',
        tags.map((tag) => tagView(c, tag)),
      );
    })
    .on('GET', '/api/workspaces/:ws/news/tags', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const tags = workspaceTags(c.store, workspace.id).sort(
        (a, b) => b.usage - a.usage || a.name.localeCompare(b.name),
      );
      return listResponse(
        c,
        'tags',
        tags.map((tag) => tagView(c, tag)),
      );
    })
    .on('GET', '/api/workspaces/:ws/tags/:id', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const tag = workspaceTags(c.store, workspace.id).find((t) => t.id === c.param('id'));
      if (!tag) throw new MockHttpError(404, `Tag ${c.param('id')} not found in workspace ${workspace.id}`);
      return hal(tagView(c, tag));
    });
}
