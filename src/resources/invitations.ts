import type { ApiPromise } from '../core/api-promise.js';
import { ApiResource, type PageOptions } from '../core/api-resource.js';
import { InvalidArgumentError } from '../core/errors.js';
import type { PagePromise } from '../core/pagination.js';
import { path } from '../core/paths.js';
import { type RequestOptions, requestOptions } from '../core/request-options.js';
import { idOf, type Subject, subjectUrl } from '../core/subject.js';
import { kindOf } from '../core/validation/options.js';
import { emailPattern, Invitation, InvitationCollection, InvitationInput } from '../models/invitation.js';
import { bodyOf, pageSpec, queryOf } from './inputs.js';

const invitationPath = (id: string) => path`/api/invitations/${id}`;

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
    const sig = 'invitations.create(workspace, { email })';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/invitations`;
    const json = bodyOf(InvitationInput, body, sig);
    return this.submit(sig, 'POST', url, json, options);
  }

  /** Lists the invitations the caller has sent, in every state. */
  list(query?: PageOptions, options?: RequestOptions): PagePromise<Invitation> {
    const sig = 'invitations.list(query)';
    return this.paginate(sig, '/api/invitations', InvitationCollection, queryOf(pageSpec, query, sig), options);
  }

  /** Lists the invitations sent to an email address: the caller's own (the service refuses another's). */
  listReceived(email: string, query?: PageOptions, options?: RequestOptions): PagePromise<Invitation> {
    const sig = 'invitations.listReceived(email, query)';
    const q = { email: emailOf(email, sig), ...queryOf(pageSpec, query, sig) };
    return this.paginate(sig, '/api/invitations', InvitationCollection, q, options);
  }

  /** Lists the invitations of a workspace; administrators only. */
  listForWorkspace(workspace: Subject, query?: PageOptions, options?: RequestOptions): PagePromise<Invitation> {
    const sig = 'invitations.listForWorkspace(workspace, query)';
    const url = path`/api/workspaces/${idOf(workspace, sig)}/invitations`;
    return this.paginate(sig, url, InvitationCollection, queryOf(pageSpec, query, sig), options);
  }

  /**
   * Accepts an invitation sent to the caller's email address, who becomes a member of its workspace; resolves to
   * the accepted invitation when the service sends it back. A received invitation's `accept invitation` link is used.
   */
  accept(invitation: Subject, options?: RequestOptions): ApiPromise<Invitation | undefined> {
    const sig = 'invitations.accept(invitation)';
    const url = subjectUrl(invitation, 'accept invitation', invitationPath, sig);
    const call = {
      operation: 'invitations.accept',
      method: 'PATCH',
      url,
      schema: Invitation,
      allowEmpty: true,
    } as const;
    return this.request(call, requestOptions(options, sig));
  }

  /** Withdraws a pending invitation (status REVOKED); resolves to it when the service sends it back. */
  withdraw(invitation: Subject, options?: RequestOptions): ApiPromise<Invitation | undefined> {
    const sig = 'invitations.withdraw(invitation)';
    const url = subjectUrl(invitation, 'withdraw invitation', (id) => path`/api/invitations/${id}/revoked`, sig);
    const call = {
      operation: 'invitations.withdraw',
      method: 'PUT',
      url,
      schema: Invitation,
      allowEmpty: true,
    } as const;
    return this.request(call, requestOptions(options, sig));
  }

  /** Deletes an invitation, in any state. */
  delete(invitation: Subject, options?: RequestOptions): ApiPromise<void> {
    const sig = 'invitations.delete(invitation)';
    const url = subjectUrl(invitation, 'delete invitation', invitationPath, sig);
    return this.remove(sig, url, options);
  }
}

/** The email argument, checked: `name@domain`. */
function emailOf(email: unknown, signature: string): string {
  if (typeof email === 'string' && emailPattern.test(email)) return email;
  const got =
    typeof email === 'string' ? `${JSON.stringify(email)} (an address looks like ada@example.com)` : kindOf(email);
  throw new InvalidArgumentError(`${signature} needs an email address as its first argument; got ${got}.`);
}
