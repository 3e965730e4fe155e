import {
  type ApiPromise,
  ApiResource,
  call,
  describe,
  type Operations,
  type PagePromise,
  paginate,
  type RequestOptions,
  type Subject,
} from '../core/namespace-kit.js';
import { Administrator, AdministratorCollection } from '../models/administrator.js';

/** The operations of `Administrators`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('administrators', {
  list: {
    path: '/api/workspaces/{workspace}/administrators',
    list: AdministratorCollection,
  },
  add: {
    method: 'PUT',
    path: '/api/workspaces/{workspace}/administrators/{profile}',
    output: Administrator,
  },
  withdraw: {
    method: 'DELETE',
    path: '/api/workspaces/{workspace}/administrators/{profile}',
    output: Administrator,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const administratorOperations: Operations = ops;

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
    return paginate(this, ops.list, workspace, options);
  }

  /** Makes a member an administrator; the caller must own the workspace. */
  add(workspace: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Administrator> {
    return call(this, ops.add, workspace, profile, options);
  }

  /** Withdraws a member's administrator rights and returns the member (administrator false); owner only. */
  withdraw(workspace: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Administrator> {
    return call(this, ops.withdraw, workspace, profile, options);
  }
}
