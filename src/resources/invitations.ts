import {
  type ApiPromise,
  ApiResource,
  call,
  describe,
  InvalidArgumentError,
  kindOf,
  type Operation,
  type Operations,
  type PageOptions,
  type PagePromise,
  pageSpec,
  paginate,
  paginateAt,
  type RequestOptions,
  type Subject,
  signature,
  submit,
  type Target,
  withQuery,
} from '../core/namespace-kit.js';
import { emailPattern, Invitation, InvitationCollection, InvitationInput } from '../models/invitation.js';

/** The operations of `Invitations`, each described once (the order of the class's methods). */
const ops = /* @__PURE__ */ describe('invitations', {
  create: {
    method: 'POST',
    path: '/api/workspaces/{workspace}/invitations',
    input: InvitationInput,
    bodyName: '{ email }',
  },
  list: {
    path: '/api/invitations',
    query: pageSpec,
    list: InvitationCollection,
  },
  // The address travels in the query, before the page options: the method builds that URL itself.
  listReceived: {
    path: '/api/invitations',
    params: ['email', 'query'],
    query: pageSpec,
    list: InvitationCollection,
  },
  listForWorkspace: {
    path: '/api/workspaces/{workspace}/invitations',
    query: pageSpec,
    list: InvitationCollection,
  },
  accept: {
    method: 'PATCH',
    path: '/api/invitations/{invitation}',
    link: 'accept invitation',
    output: Invitation,
    allowEmpty: true,
  },
  withdraw: {
    method: 'PUT',
    path: '/api/invitations/{invitation}/revoked',
    link: 'withdraw invitation',
    output: Invitation,
    allowEmpty: true,
  },
  delete: {
    method: 'DELETE',
    path: '/api/invitations/{invitation}',
    link: 'delete invitation',
  },
});

/** The descriptions of these operations, for the tables generated from them (scripts/generate). */
export const invitationOperations: Operations = ops;

/** The invitations sent to an address: its `email` in the query, before the page options. */
const receivedBy =
  (email: unknown): Target =>
  (op) =>
    withQuery(ops.listReceived.path, { email: emailOf(email, op) });

/**
 * Invitations: the owner of a workspace invites an email address; whoever signs in with it accepts and becomes a
 * member. An invitation has no `self` link: give its id, or the invitation itself (its own links are used).
 * @example
 * await client.invitations.create(workspaceId, { email: 'grace@example.com' });
 * // ...then, signed in as grace@example.com:
 * const [invitation] = (await client.invitations.listReceived('grace@example.com')).items;
 * if (invitation?.status === 'PENDING') await client.invitations.accept(invitation);
 */
export class Invitations extends ApiResource {
  /** Invites an email address to a workspace; owner only. The service answers 202 with no body. */
  create(workspace: Subject, body: InvitationInput, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.create, workspace, body, options);
  }

  /** Lists the invitations the caller has sent, in every state. */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<Invitation> {
    return paginate(this, ops.list, query, options);
  }

  /** Lists the invitations sent to an email address: the caller's own (the service refuses another's). */
  listReceived(email: string, query?: PageOptions, options?: RequestOptions): PagePromise<Invitation> {
    return paginateAt(this, ops.listReceived, receivedBy(email), query, options);
  }

  /** Lists the invitations of a workspace; administrators only. */
  listForWorkspace(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Invitation> {
    return paginate(this, ops.listForWorkspace, workspace, query, options);
  }

  /**
   * Accepts an invitation sent to the caller's email address, who becomes a member of its workspace; resolves to
   * the accepted invitation when the service sends it back. A received invitation's `accept invitation` link is used.
   */
  accept(invitation: Subject, options?: RequestOptions): ApiPromise<Invitation | undefined> {
    return call(this, ops.accept, invitation, options);
  }

  /** Withdraws a pending invitation (status REVOKED); resolves to it when the service sends it back. */
  withdraw(invitation: Subject, options?: RequestOptions): ApiPromise<Invitation | undefined> {
    return call(this, ops.withdraw, invitation, options);
  }

  /** Deletes an invitation, in any state. */
  delete(invitation: Subject, options?: RequestOptions): ApiPromise<void> {
    return submit(this, ops.delete, invitation, options);
  }
}

/** The email argument, checked: `name@domain`. */
function emailOf(email: unknown, op: Operation): string {
  if (typeof email === 'string' && emailPattern.test(email)) return email;
  const got =
    typeof email === 'string' ? `${JSON.stringify(email)} (an address looks like ada@example.com)` : kindOf(email);
  throw new InvalidArgumentError(`${signature(op)} needs an email address as its first argument; got ${got}.`);
}
