import { ApiResource, pageQuery, type PageOptions, type Upserted } from '../core/api-resource.js';
import { halJson } from '../core/http.js';
import { checkInput } from '../core/input.js';
import type { PagePromise } from '../core/pagination.js';
import { path, resourcePath } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { WorkspaceResource, WorkspaceResourceCollection, WorkspaceResourceInput } from '../models/workspace-resource.js';

/**
 * Resources: the files of a workspace, addressed by a relative path such as `models/orders.sql`.
 * Each path segment is percent-encoded and the slashes are kept; empty, `.` and `..` segments are refused.
 * @example
 * await client.resources.put(workspaceId, 'models/orders.sql', { contentType: 'text/plain', content: 'select 1' });
 * const file = await client.resources.get(workspaceId, 'models/orders.sql');
 * for await (const f of client.resources.list(workspaceId)) console.log(f.path);
 */
export class Resources extends ApiResource {
  /** Lists the files of a workspace, without their content (20 a page unless told otherwise). */
  list(workspaceId: string, query?: PageOptions, options?: RequestOptions): PagePromise<WorkspaceResource> {
    return this.paginate('resources.list', path`/api/workspaces/${workspaceId}/resources`, WorkspaceResourceCollection, pageQuery(query), options);
  }

  /** Gets one file as a HAL resource, including its `content`. */
  get(workspaceId: string, filePath: string, options?: RequestOptions): Promise<WorkspaceResource> {
    const url = path`/api/workspaces/${workspaceId}/resources/${resourcePath(filePath)}`;
    return this.request({ operation: 'resources.get', method: 'GET', url, accept: halJson, schema: WorkspaceResource }, options);
  }

  /** Creates or replaces the file at a path; `created` tells which happened (201 or 200). */
  put(workspaceId: string, filePath: string, body: WorkspaceResourceInput, options?: RequestOptions): Promise<Upserted<WorkspaceResource>> {
    const json = checkInput(WorkspaceResourceInput, body, 'resources.put');
    const url = path`/api/workspaces/${workspaceId}/resources/${resourcePath(filePath)}`;
    return this.upsert({ operation: 'resources.put', method: 'PUT', url, json, schema: WorkspaceResource }, options);
  }

  /** Deletes the file at a path. */
  delete(workspaceId: string, filePath: string, options?: RequestOptions): Promise<void> {
    return this.request({ operation: 'resources.delete', method: 'DELETE', url: path`/api/workspaces/${workspaceId}/resources/${resourcePath(filePath)}` }, options);
  }
}
