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
import { Member, MemberCollection } from '../models/common.js';

const membersOf = (workspaceId: string) => path`/api/workspaces/${workspaceId}/members`;
const memberIn = (workspaceId: string, id: string) => path`/api/workspaces/${workspaceId}/members/${id}`;

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
    return this.paginate(
      operation('members.list', 'workspace'),
      MemberCollection,
      ids(membersOf, workspace),
      undefined,
      options,
    );
  }

  /** Gets one member of a workspace by profile id (or a member or profile model's id). */
  get(workspace: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Member> {
    return this.read(
      operation('members.get', 'workspace', 'profile'),
      Member,
      ids(memberIn, workspace, profile),
      options,
    );
  }
}
