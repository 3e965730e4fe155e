import {
  type ApiPromise,
  ApiResource,
  ids,
  operation,
  type PagePromise,
  type RequestOptions,
  type Subject,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { Administrator, AdministratorCollection } from '../models/administrator.js';

const adminsOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/administrators`;
const adminPath = (workspaceId: string, profileId: string) =>
  path`/api/workspaces/${workspaceId}/administrators/${profileId}`;

/**
 * Administrators: workspace members with the owner's delegated management rights. The workspace and the
 * member are each given by id or model (a member's own link is its member resource, not its administrator one).
 * @example
 * const admin = await client.administrators.add(workspaceId, 'auth0|5f7c8ec7c33c6c004bbafe82');
 * console.log(admin.administrator); // true
 */
export class Administrators extends ApiResource {
  /** Lists the members of a workspace with their administrator flag (one page); the caller must be a member. */
  list(workspace: Subject, options?: RequestOptions): PagePromise<Administrator> {
    return this.paginateOld(
      operation('administrators.list', 'workspace'),
      AdministratorCollection,
      ids(adminsOf, workspace),
      undefined,
      options,
    );
  }

  /** Makes a member an administrator; the caller must own the workspace. */
  add(workspace: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Administrator> {
    return this.write(
      operation('administrators.add', 'workspace', 'profile'),
      'PUT',
      Administrator,
      ids(adminPath, workspace, profile),
      undefined,
      options,
    );
  }

  /** Withdraws a member's administrator rights and returns the member (administrator false); owner only. */
  withdraw(workspace: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Administrator> {
    return this.request(
      operation('administrators.withdraw', 'workspace', 'profile'),
      { method: 'DELETE', url: ids(adminPath, workspace, profile), schema: Administrator },
      options,
    );
  }
}
