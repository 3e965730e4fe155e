import type { Invitation } from '../../models/invitation.js';
import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import { anyRecord, stored } from '../http/lookup.js';
import { pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import { recordTable } from '../table.js';
import { memberView } from './profiles/view.js';
import { roleOf, type WorkspaceRecord } from './workspaces/workspaces.js';

/** An invitation of an email address to a workspace. */
export interface InvitationRecord {
  id: string;
  workspaceId: string;
  email: string;
  creatorId: string;
  status: 'PENDING' | 'ACCEPTED' | 'REVOKED';
  created: string;
  lastModified: string;
}

/** The invitations, by id; `addInvitation` makes a PENDING invitation of an email address to a workspace. */
export const { tables, add: addInvitation } = recordTable(
  'invitations',
  (
    store,
    init: Partial<InvitationRecord> & Pick<InvitationRecord, 'workspaceId' | 'email' | 'creatorId'>,
  ): InvitationRecord => {
    const now = store.timestamp();
    return { id: store.id(), status: 'PENDING', created: now, lastModified: now, ...init };
  },
);

/**
 * An invitation as the service sends it: no `self` link; `delete invitation` always, `withdraw invitation` while
 * PENDING, and, on a received one (`received`), `accept invitation` while PENDING.
 */
export function invitationView(context: RequestContext, invitation: InvitationRecord, received = false): Invitation {
  const id = invitation.id;
  const pending = invitation.status === 'PENDING';
  const workspace = context.store.workspaces.get(invitation.workspaceId);
  const links: NonNullable<Invitation['_links']> = {
    'delete invitation': context.link(href`/api/invitations/${id}`, 'DELETE'),
  };
  if (pending) links['withdraw invitation'] = context.link(href`/api/invitations/${id}/revoked`, 'PUT');
  if (pending && received) links['accept invitation'] = context.link(href`/api/invitations/${id}`, 'PATCH');
  return {
    id,
    created: invitation.created,
    lastModified: invitation.lastModified,
    status: invitation.status,
    email: invitation.email,
    creator: memberView(context, invitation.creatorId),
    workspace: workspace
      ? {
          id: workspace.id,
          created: workspace.created,
          lastModified: workspace.lastModified,
          alias: workspace.alias,
          name: workspace.name,
        }
      : { id: invitation.workspaceId },
    _links: links,
  };
}

// What the service accepts as an email address (Spring's @Email is about as lenient).
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*$/;

/**
 * Invitations: the owner invites (202, no body); the invited email's profile accepts (and becomes a member); the
 * sender or the owner withdraws or deletes; administrators list a workspace's; anyone lists those they sent and,
 * with `?email=` (their own only), those they received.
 */
export function routes(router: Router): void {
  router
    .on('POST', '/api/workspaces/:ws/invitations', async (c) => {
      const workspace = c.ownerOf(c.param('ws'));
      const email = c.requireString(await c.body(), 'email').trim();
      if (!emailPattern.test(email))
        throw new MockHttpError(400, `Validation failed: ${email} is not an email address`, [
          { field: 'email', rejectedValue: email, defaultMessage: 'must be a well-formed email address' },
        ]);
      checkNotInvited(c, workspace, email);
      addInvitation(c.store, { workspaceId: workspace.id, email, creatorId: c.caller().id });
      return empty(202);
    })
    .on('GET', '/api/workspaces/:ws/invitations', (c) => {
      const workspace = c.adminOf(c.param('ws'));
      const invitations = all(c).filter((i) => i.workspaceId === workspace.id);
      const views = invitations.map((i) => invitationView(c, i));
      return pagedResponse(c, 'invitations', views);
    })
    .on('GET', '/api/invitations', (c) => {
      const caller = c.caller();
      const email = c.query.get('email');
      if (email === null) {
        const sent = all(c).filter((i) => i.creatorId === caller.id);
        const views = sent.map((i) => invitationView(c, i));
        return pagedResponse(c, 'invitations', views);
      }
      if (!sameEmail(email, caller.email))
        throw new MockHttpError(403, `Profile ${caller.id} may list only the invitations sent to its own email`);
      const received = all(c).filter((i) => sameEmail(i.email, caller.email));
      const views = received.map((i) => invitationView(c, i, true));
      return pagedResponse(c, 'invitations', views);
    })
    .on('PATCH', '/api/invitations/:id', (c) => {
      const invitation = stored(c.store.invitations, c.param('id'), 'Invitation');
      const caller = c.caller();
      if (!sameEmail(invitation.email, caller.email))
        throw new MockHttpError(403, `Invitation ${invitation.id} was sent to another email address`);
      checkPending(invitation, 'accepted');
      const workspace = stored(c.store.workspaces, invitation.workspaceId, 'Workspace', anyRecord);
      if (roleOf(workspace, caller.id) === undefined) workspace.memberIds.add(caller.id);
      settle(c, invitation, 'ACCEPTED');
      return hal(invitationView(c, invitation, true));
    })
    .on('PUT', '/api/invitations/:id/revoked', (c) => {
      const invitation = senderInvitation(c);
      checkPending(invitation, 'withdrawn');
      settle(c, invitation, 'REVOKED');
      return hal(invitationView(c, invitation));
    })
    .on('DELETE', '/api/invitations/:id', (c) => {
      const invitation = senderInvitation(c);
      c.store.invitations.delete(invitation.id);
      return empty();
    });
}

function all(c: RequestContext): InvitationRecord[] {
  return [...c.store.invitations.values()];
}

function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

// 409 when the address already has a PENDING invitation to the workspace, or belongs to one of its people.
function checkNotInvited(c: RequestContext, workspace: WorkspaceRecord, email: string): void {
  const pending = all(c).some(
    (i) => i.workspaceId === workspace.id && i.status === 'PENDING' && sameEmail(i.email, email),
  );
  if (pending) throw new MockHttpError(409, `${email} already has a pending invitation to workspace ${workspace.id}`);
  const profiles = [...c.store.profiles.values()].filter((p) => sameEmail(p.email, email));
  if (profiles.some((p) => roleOf(workspace, p.id) !== undefined))
    throw new MockHttpError(409, `${email} is already a member of workspace ${workspace.id}`);
}

function checkPending(invitation: InvitationRecord, action: string): void {
  if (invitation.status !== 'PENDING')
    throw new MockHttpError(409, `Invitation ${invitation.id} is ${invitation.status} and cannot be ${action}`);
}

function settle(c: RequestContext, invitation: InvitationRecord, status: InvitationRecord['status']): void {
  invitation.status = status;
  invitation.lastModified = c.store.timestamp();
}

// The sender, or the owner of the invitation's workspace, may withdraw or delete it.
function senderInvitation(c: RequestContext): InvitationRecord {
  const invitation = stored(c.store.invitations, c.param('id'), 'Invitation');
  const caller = c.caller();
  const workspace = c.store.workspaces.get(invitation.workspaceId);
  const owner = workspace !== undefined && roleOf(workspace, caller.id) === 'owner';
  if (invitation.creatorId !== caller.id && !owner)
    throw new MockHttpError(403, `Only the sender or the workspace owner may change invitation ${invitation.id}`);
  return invitation;
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
