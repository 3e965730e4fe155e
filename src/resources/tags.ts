import { ApiResource } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { Tag, TagCollection } from '../models/tag.js';

/**
 * Tags: the #keywords of dataset titles, descriptions and comments in a workspace.
 * @example
 * for await (const tag of client.tags.list(workspaceId)) console.log(`#${tag.name}`, tag.usage);
 */
export class Tags extends ApiResource {
  /** Lists the tags of a workspace (one page). */
  list(workspaceId: string, options?: RequestOptions): PagePromise<Tag> {
    return this.paginate('tags.list', path`/api/workspaces/${workspaceId}/tags`, TagCollection, undefined, options);
  }

  /** Lists the tags of the workspace news (one page). */
  news(workspaceId: string, options?: RequestOptions): PagePromise<Tag> {
    return this.paginate(
      'tags.news',
      path`/api/workspaces/${workspaceId}/news/tags`,
      TagCollection,
      undefined,
      options,
    );
  }

  /** Gets one tag of a workspace by id. */
  get(workspaceId: string, tagId: string, options?: RequestOptions): Promise<Tag> {
    return this.request(
      { operation: 'tags.get', method: 'GET', url: path`/api/workspaces/${workspaceId}/tags/${tagId}`, schema: Tag },
      options,
    );
  }
}
