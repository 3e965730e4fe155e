import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, type Subject } from '../core/subject.js';
import { Administrator, AdministratorCollection } from '../models/administrator.js';

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
    const sig = 'administrators.list(workspace)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/administrators`;
    return this.paginate(sig, url, AdministratorCollection, undefined, options);
  }

  /** Makes a member an administrator; the caller must own the workspace. */
  add(workspace: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Administrator> {
    const sig = 'administrators.add(workspace, profile)';
    const url = adminPath(workspace, profile, sig);
    return this.write(sig, 'PUT', url, undefined, Administrator, options);
  }

  /** Withdraws a member's administrator rights and returns the member (administrator false); owner only. */
  withdraw(workspace: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Administrator> {
    const sig = 'administrators.withdraw(workspace, profile)';
    const url = adminPath(workspace, profile, sig);
    const call = { operation: 'administrators.withdraw', method: 'DELETE', url, schema: Administrator } as const;
    return this.request(call, requestOptions(options, sig));
  }
}

function adminPath(workspace: Subject, profile: Subject, signature: string): string {
  return path`/api/workspaces/${idOf(workspace, signature)}/administrators/${idOf(profile, signature, 2)}`;
}
