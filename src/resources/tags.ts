import {
  type ApiPromise,
  ApiResource,
  type ByLinkOrIds,
  call,
  describe,
  type HalResource,
  type Operations,
  type OptionsArg,
  type PagePromise,
  paginate,
  type RequestOptions,
  type Subject,
} from '../core/namespace-kit.js';
import { Tag, TagCollection } from '../models/tag.js';

/** The operations of `Tags`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('tags', {
  list: { path: '/api/workspaces/{workspace}/tags', list: TagCollection },
  listNews: {
    path: '/api/workspaces/{workspace}/news/tags',
    list: TagCollection,
  },
  get: {
    path: '/api/workspaces/{workspaceId}/tags/{tag}',
    nested: true,
    link: 'self',
    output: Tag,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const tagOperations: Operations = ops;

/**
 * Tags: the #keywords of dataset titles, descriptions and comments in a workspace.
 * @example
 * for await (const tag of client.tags.list(workspaceId)) console.log(`#${tag.name}`, tag.usage);
 * const trending = await client.tags.listNews(workspaceId);
 */
export class Tags extends ApiResource {
  /** Lists the tags of a workspace, given by id or model (one page). */
  list(workspace: Subject, options?: RequestOptions): PagePromise<Tag> {
    return paginate(this, ops.list, workspace, options);
  }

  /** Lists the tags of the workspace news, most used first (one page). */
  listNews(workspace: Subject, options?: RequestOptions): PagePromise<Tag> {
    return paginate(this, ops.listNews, workspace, options);
  }

  /** Gets one tag of a workspace: by workspace and tag id, or refreshes a tag model from its `self` link. */
  get(tag: HalResource, options?: RequestOptions): ApiPromise<Tag>;
  get(workspaceId: string, tag: Subject, options?: RequestOptions): ApiPromise<Tag>;
  get(...args: ByLinkOrIds<[OptionsArg?]>) {
    return call(this, ops.get, ...args);
  }
}
