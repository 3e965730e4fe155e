import { ApiResource } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { Administrator, AdministratorCollection } from '../models/administrator.js';

/**
 * Administrators: workspace members with the owner's delegated management rights.
 * @example
 * const admin = await client.administrators.add(workspaceId, 'auth0|5f7c8ec7c33c6c004bbafe82');
 * console.log(admin.administrator); // true
 */
export class Administrators extends ApiResource {
  /** Lists the members of a workspace with their administrator flag (one page); the caller must be a member. */
  list(workspaceId: string, options?: RequestOptions): PagePromise<Administrator> {
    return this.paginate(
      'administrators.list',
      path`/api/workspaces/${workspaceId}/administrators`,
      AdministratorCollection,
      undefined,
      options,
    );
  }

  /** Makes a member an administrator; the caller must own the workspace. */
  add(workspaceId: string, profileId: string, options?: RequestOptions): Promise<Administrator> {
    return this.request(
      {
        operation: 'administrators.add',
        method: 'PUT',
        url: path`/api/workspaces/${workspaceId}/administrators/${profileId}`,
        schema: Administrator,
      },
      options,
    );
  }

  /** Withdraws a member's administrator rights and returns the member (administrator false); the caller must own the workspace. */
  withdraw(workspaceId: string, profileId: string, options?: RequestOptions): Promise<Administrator> {
    return this.request(
      {
        operation: 'administrators.withdraw',
        method: 'DELETE',
        url: path`/api/workspaces/${workspaceId}/administrators/${profileId}`,
        schema: Administrator,
      },
      options,
    );
  }
}
