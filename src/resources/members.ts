import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource } from '../core/api-resource.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import type { RequestOptions } from '../core/request-options.js';
import { idOf, type Subject } from '../core/subject.js';
import { Member } from '../models/common.js';
import { MemberCollection } from '../models/workspace.js';

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
    const sig = 'members.list(workspace)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/members`;
    return this.paginate(sig, url, MemberCollection, undefined, options);
  }

  /** Gets one member of a workspace by profile id (or a member or profile model's id). */
  get(workspace: Subject, profile: Subject, options?: RequestOptions): ApiPromise<Member> {
    const sig = 'members.get(workspace, profile)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/members/${idOf(profile, sig, 2)}`;
    return this.read(sig, url, Member, options);
  }
}
