import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource } from '../core/api-resource.js';
import type { HalResource } from '../core/hal.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { OptionsArg, RequestOptions } from '../core/request-options.js';
import { idOf, nestedUrl, type Subject } from '../core/subject.js';
import { Tag, TagCollection } from '../models/tag.js';

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
    const sig = 'tags.list(workspace)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/tags`;
    return this.paginate(sig, url, TagCollection, undefined, options);
  }

  /** Lists the tags of the workspace news, most used first (one page). */
  listNews(workspace: Subject, options?: RequestOptions): PagePromise<Tag> {
    const sig = 'tags.listNews(workspace)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/news/tags`;
    return this.paginate(sig, url, TagCollection, undefined, options);
  }

  /** Gets one tag of a workspace: by workspace and tag id, or refreshes a tag model from its `self` link. */
  get(tag: HalResource, options?: RequestOptions): ApiPromise<Tag>;
  get(workspaceId: string, tag: Subject, options?: RequestOptions): ApiPromise<Tag>;
  get(...args: [HalResource, OptionsArg?] | [string, Subject, OptionsArg?]) {
    const sig = 'tags.get(workspaceId, tag)';
    const [url, options] = nestedUrl<[OptionsArg?]>(args, 'self', tagPath, sig);
    return this.read(sig, url, Tag, options);
  }
}
