import {
  type ApiPromise,
  ApiResource,
  type HalResource,
  ids,
  nested,
  type OptionsArg,
  operation,
  type PagePromise,
  type RequestOptions,
  type Subject,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { Tag, TagCollection } from '../models/tag.js';

const tagsOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/tags`;
const newsTagsOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/news/tags`;
const tagPath = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/tags/${id}`;

/**
 * Tags: the #keywords of dataset titles, descriptions and comments in a workspace.
 * @example
 * for await (const tag of client.tags.list(workspaceId)) console.log(`#${tag.name}`, tag.usage);
 * const trending = await client.tags.listNews(workspaceId);
 */
export class Tags extends ApiResource {
  /** Lists the tags of a workspace, given by id or model (one page). */
  list(workspace: Subject, options?: RequestOptions): PagePromise<Tag> {
    return this.paginateOld(
      operation('tags.list', 'workspace'),
      TagCollection,
      ids(tagsOf, workspace),
      undefined,
      options,
    );
  }

  /** Lists the tags of the workspace news, most used first (one page). */
  listNews(workspace: Subject, options?: RequestOptions): PagePromise<Tag> {
    return this.paginateOld(
      operation('tags.listNews', 'workspace'),
      TagCollection,
      ids(newsTagsOf, workspace),
      undefined,
      options,
    );
  }

  /** Gets one tag of a workspace: by workspace and tag id, or refreshes a tag model from its `self` link. */
  get(tag: HalResource, options?: RequestOptions): ApiPromise<Tag>;
  get(workspaceId: string, tag: Subject, options?: RequestOptions): ApiPromise<Tag>;
  get(...args: [HalResource, OptionsArg?] | [string, Subject, OptionsArg?]) {
    return this.read(operation('tags.get', 'workspaceId', 'tag'), Tag, ...nested(args, 'self', tagPath));
  }
}
