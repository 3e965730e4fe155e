import type { RequestContext } from '../http/context.js';
import { hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { DatasetRecord, MessageRecord, NotificationRecord, WorkspaceRecord } from '../records.js';
import { messageDraftView, messageView } from '../views/message.js';

/**
 * Messages about a dataset, kept per dataset: any member of its workspace initialises one, then PUTs it to a
 * member (201 the first time, with a DATASET_MESSAGE notification for the recipient; 200 after). Only the sender
 * changes a message.
 */
export function registerDatasetMessages(router: Router): void {
  router
    .on('POST', '/api/datasets/:id/messages', (c) => {
      const { dataset } = datasetOf(c, c.param('id'));
      return hal(messageDraftView(c, addMessage(c, c.store.id(), dataset.id)));
    })
    .on('PUT', '/api/datasets/:ds/messages/:id', async (c) => {
      const { dataset, workspace } = datasetOf(c, c.param('ds'));
      const existing = c.store.messages.get(c.param('id'));
      if (existing && existing.datasetId !== dataset.id)
        throw new MockHttpError(409, `Message ${existing.id} belongs to another dataset`);
      if (existing && existing.senderId !== c.caller().id)
        throw new MockHttpError(403, `Only the sender may change message ${existing.id}`);
      const body = await c.body();
      const recipientId = c.requireString(body, 'recipientId');
      if (!isMember(workspace, recipientId))
        invalid('recipientId', `must be a member of workspace ${workspace.id}`, recipientId);
      const text = c.requireString(body, 'message');
      if (text.trim() === '') invalid('message', 'must not be blank', text);
      const created = !existing || existing.draft;
      const message = existing ?? addMessage(c, c.param('id'), dataset.id);
      Object.assign(message, { recipientId, message: text, draft: false, lastModified: c.store.timestamp() });
      if (created) notifyRecipient(c, message, dataset);
      return hal(messageView(c, message), created ? 201 : 200);
    });
}

/** The dataset and its workspace, when the caller is a member of it. */
function datasetOf(c: RequestContext, id: string): { dataset: DatasetRecord; workspace: WorkspaceRecord } {
  const dataset = c.find(c.store.datasets, id, 'Dataset');
  return { dataset, workspace: c.memberOf(dataset.workspaceId) };
}

function addMessage(c: RequestContext, id: string, datasetId: string): MessageRecord {
  const now = c.store.timestamp();
  const message: MessageRecord = {
    id,
    datasetId,
    senderId: c.caller().id,
    draft: true,
    created: now,
    lastModified: now,
  };
  c.store.messages.set(id, message);
  return message;
}

/** Tells the recipient (not a sender writing to themselves), whatever their subscriptions. */
function notifyRecipient(c: RequestContext, message: MessageRecord, dataset: DatasetRecord): void {
  const { store } = c;
  if (message.recipientId === undefined || message.recipientId === message.senderId) return;
  const created = store.timestamp();
  const record: NotificationRecord = {
    id: store.id(),
    recipientId: message.recipientId,
    workspaceId: dataset.workspaceId,
    type: 'DATASET_MESSAGE',
    actorId: message.senderId,
    resolved: false,
    at: store.clock.now(),
    datasetId: dataset.id,
    channelId: dataset.channelId,
    created,
    lastModified: created,
  };
  store.notifications.set(record.id, record);
}

function isMember(workspace: WorkspaceRecord, profileId: string): boolean {
  return workspace.ownerId === profileId || workspace.adminIds.has(profileId) || workspace.memberIds.has(profileId);
}

function invalid(field: string, problem: string, rejectedValue: string): never {
  throw new MockHttpError(400, `Validation failed: ${field} ${problem}`, [
    { field, rejectedValue, defaultMessage: problem },
  ]);
}
