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
import { Member, MemberCollection } from '../models/common.js';

/** The operations of `Members`, each described once. */
const ops = /* @__PURE__ */ describe('members', {
  list: { path: '/api/workspaces/{workspace}/members', list: MemberCollection },
  get: {
    path: '/api/workspaces/{workspace}/members/{profile}',
    output: Member,
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const memberOperations: Operations = ops;

/**
 * Members: the people of a workspace (its owner, administrators and members); the caller must be one of them.
 * Profile ids look like `auth0|5f7c…` and are sent encoded (`auth0%7C5f7c…`).
 * @example
 * for await (const member of client.members.list(workspaceId)) console.log(member.handle);
 * const ada = await client.members.get(workspaceId, 'auth0|5f7c8ec7c33c6c004bbafe82');
 */
export class Members extends ApiResource {
  /** Lists the members of a workspace, given by id or model (one page: the collection has no page meta). */
  list(workspace: Subject, options?: RequestOptions): PagePromise<Member> {
    return paginate(this, ops.list, workspace, options);
  }

  /** Gets one member of a workspace by profile id (or a member or profile model's id). */
  get(workspace: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Member> {
    return call(this, ops.get, workspace, profile, options);
  }
}
