import {
  type ApiPromise,
  ApiResource,
  InvalidArgumentError,
  ids,
  kindOf,
  linkOr,
  type Operation,
  operation,
  type PageOptions,
  type PagePromise,
  pageSpec,
  type RequestOptions,
  type Subject,
  signature,
  type Target,
  withQuery,
} from '../core/api-resource.js';
import { path } from '../core/paths.js';
import { emailPattern, Invitation, InvitationCollection, InvitationInput } from '../models/invitation.js';

const invitationPath = (id: string) => path`/api/invitations/${id}`;
const ofWorkspace = (workspaceId: string) => path`/api/workspaces/${workspaceId}/invitations`;

/** The invitations sent to an address: its `email` in the query, before the page options. */
const receivedBy =
  (email: unknown): Target =>
  (op) =>
    withQuery('/api/invitations', { email: emailOf(email, op) });

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
    return this.request<void>(
      operation('invitations.create', 'workspace', '{ email }'),
      { method: 'POST', url: ids(ofWorkspace, workspace), input: InvitationInput, json: body },
      options,
    );
  }

  /** Lists the invitations the caller has sent, in every state. */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<Invitation> {
    return this.paginateOld(
      operation('invitations.list', 'query'),
      [pageSpec, InvitationCollection],
      '/api/invitations',
      query,
      options,
    );
  }

  /** Lists the invitations sent to an email address: the caller's own (the service refuses another's). */
  listReceived(email: string, query?: PageOptions, options?: RequestOptions): PagePromise<Invitation> {
    return this.paginateOld(
      operation('invitations.listReceived', 'email', 'query'),
      [pageSpec, InvitationCollection],
      receivedBy(email),
      query,
      options,
    );
  }

  /** Lists the invitations of a workspace; administrators only. */
  listForWorkspace(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Invitation> {
    return this.paginateOld(
      operation('invitations.listForWorkspace', 'workspace', 'query'),
      [pageSpec, InvitationCollection],
      ids(ofWorkspace, workspace),
      query,
      options,
    );
  }

  /**
   * Accepts an invitation sent to the caller's email address, who becomes a member of its workspace; resolves to
   * the accepted invitation when the service sends it back. A received invitation's `accept invitation` link is used.
   */
  accept(invitation: Subject, options?: RequestOptions): ApiPromise<Invitation | undefined> {
    return this.request(
      operation('invitations.accept', 'invitation'),
      {
        method: 'PATCH',
        url: linkOr(invitation, 'accept invitation', invitationPath),
        schema: Invitation,
        allowEmpty: true,
      },
      options,
    );
  }

  /** Withdraws a pending invitation (status REVOKED); resolves to it when the service sends it back. */
  withdraw(invitation: Subject, options?: RequestOptions): ApiPromise<Invitation | undefined> {
    return this.request(
      operation('invitations.withdraw', 'invitation'),
      {
        method: 'PUT',
        url: linkOr(invitation, 'withdraw invitation', (id) => path`/api/invitations/${id}/revoked`),
        schema: Invitation,
        allowEmpty: true,
      },
      options,
    );
  }

  /** Deletes an invitation, in any state. */
  delete(invitation: Subject, options?: RequestOptions): ApiPromise<void> {
    return this.remove(
      operation('invitations.delete', 'invitation'),
      linkOr(invitation, 'delete invitation', invitationPath),
      options,
    );
  }
}

/** The email argument, checked: `name@domain`. */
function emailOf(email: unknown, op: Operation): string {
  if (typeof email === 'string' && emailPattern.test(email)) return email;
  const got =
    typeof email === 'string' ? `${JSON.stringify(email)} (an address looks like ada@example.com)` : kindOf(email);
  throw new InvalidArgumentError(`${signature(op)} needs an email address as its first argument; got ${got}.`);
}
