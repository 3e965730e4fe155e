import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { InvitationRecord } from '../records.js';
import { memberView } from './common.js';

/**
 * An invitation as the service sends it: no `self` link; `delete invitation` always, `withdraw invitation` while
 * PENDING, and, on a received one (`received`), `accept invitation` while PENDING.
 */
export function invitationView(
  context: RequestContext,
  invitation: InvitationRecord,
  received = false,
): Record<string, unknown> {
  const id = invitation.id;
  const pending = invitation.status === 'PENDING';
  const workspace = context.store.workspaces.get(invitation.workspaceId);
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
    _links: {
      'delete invitation': context.link(href`/api/invitations/${id}`, 'DELETE'),
      ...(pending ? { 'withdraw invitation': context.link(href`/api/invitations/${id}/revoked`, 'PUT') } : {}),
      ...(pending && received ? { 'accept invitation': context.link(href`/api/invitations/${id}`, 'PATCH') } : {}),
    },
  };
}
