import type { Message } from '../../../models/message.js';
import type { RequestContext } from '../../http/context.js';
import { href } from '../../http/href.js';
import { stored } from '../../http/lookup.js';
import { hal, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { recordTable } from '../../table.js';
import { addNotification } from '../notifications/notifications.js';
import { memberView } from '../profiles/view.js';
import { roleOf, type WorkspaceRecord } from '../workspaces/workspaces.js';
import type { DatasetRecord } from './datasets.js';

/** A message about a dataset, from one member to another. */
export interface MessageRecord {
  id: string;
  datasetId: string;
  senderId: string;
  /** Absent while the message is only initialised. */
  recipientId?: string | undefined;
  message?: string | undefined;
  draft: boolean;
  created: string;
  lastModified: string;
}

/**
 * The messages about datasets, by id; `addMessage` makes a message about a dataset, only initialised (a draft) until
 * its first PUT.
 */
export const { tables, add: addMessage } = recordTable(
  'messages',
  (store, init: Partial<MessageRecord> & Pick<MessageRecord, 'datasetId' | 'senderId'>): MessageRecord => {
    const id = init.id ?? store.id();
    const now = store.timestamp();
    return { id, draft: true, created: now, lastModified: now, ...init };
  },
);

/** The partial message of the initialise step: no `self` link, only `create message`. */
export function messageDraftView(context: RequestContext, message: MessageRecord): Message {
  return {
    id: message.id,
    created: message.created,
    lastModified: message.lastModified,
    _links: {
      'create message': context.link(href`/api/datasets/${message.datasetId}/messages/${message.id}`, 'PUT'),
    },
  };
}

/** A sent message as the service sends it, with its sender and dataset (messages have no `self` link). */
export function messageView(context: RequestContext, message: MessageRecord): Message {
  return {
    id: message.id,
    created: message.created,
    lastModified: message.lastModified,
    datasetId: message.datasetId,
    recipientId: message.recipientId ?? '',
    message: message.message ?? '',
    sender: memberView(context, message.senderId),
    _links: {
      'update message': context.link(href`/api/datasets/${message.datasetId}/messages/${message.id}`, 'PUT'),
      dataset: context.link(href`/api/datasets/${message.datasetId}`, 'GET'),
    },
  };
}

/**
 * Messages about a dataset, kept per dataset: any member of its workspace initialises one, then PUTs it to a
 * member (201 the first time, with a DATASET_MESSAGE notification for the recipient; 200 after). Only the sender
 * changes a message.
 */
export function routes(router: Router): void {
  router
    .on('POST', '/api/datasets/:id/messages', (c) => {
      const { dataset } = datasetOf(c, c.param('id'));
      return hal(messageDraftView(c, addMessage(c.store, { datasetId: dataset.id, senderId: c.caller().id })));
    })
    .on('PUT', '/api/datasets/:ds/messages/:id', async (c) => {
      const { dataset, workspace } = datasetOf(c, c.param('ds'));
      const existing = c.store.messages.get(c.param('id'));
      if (existing && existing.datasetId !== dataset.id)
        throw new MockHttpError(409, `Message ${existing.id} belongs to another dataset`);
      if (existing && existing.senderId !== c.caller().id)
        throw new MockHttpError(403, `Only the sender may change message ${existing.id}`);
      const body = await c.body();
      const about = c.optionalString(body, 'datasetId');
      if (about !== undefined && about !== dataset.id) invalid('datasetId', 'is not the dataset of the path', about);
      const recipientId = c.requireString(body, 'recipientId');
      if (roleOf(workspace, recipientId) === undefined)
        invalid('recipientId', `must be a member of workspace ${workspace.id}`, recipientId);
      const text = c.requireString(body, 'message');
      if (text.trim() === '') invalid('message', 'must not be blank', text);
      const created = !existing || existing.draft;
      const message =
        existing ?? addMessage(c.store, { id: c.param('id'), datasetId: dataset.id, senderId: c.caller().id });
      Object.assign(message, { recipientId, message: text, draft: false, lastModified: c.store.timestamp() });
      if (created) notifyRecipient(c, message, dataset);
      return hal(messageView(c, message), created ? 201 : 200);
    });
}

/** The dataset and its workspace, when the caller is a member of it. */
function datasetOf(c: RequestContext, id: string): { dataset: DatasetRecord; workspace: WorkspaceRecord } {
  const dataset = stored(c.store.datasets, id, 'Dataset');
  return { dataset, workspace: c.memberOf(dataset.workspaceId) };
}

/** Tells the recipient (not a sender writing to themselves), whatever their subscriptions. */
function notifyRecipient(c: RequestContext, message: MessageRecord, dataset: DatasetRecord): void {
  if (message.recipientId === undefined || message.recipientId === message.senderId) return;
  addNotification(c.store, {
    recipientId: message.recipientId,
    workspaceId: dataset.workspaceId,
    type: 'DATASET_MESSAGE',
    actorId: message.senderId,
    datasetId: dataset.id,
    channelId: dataset.channelId,
  });
}

function invalid(field: string, problem: string, rejectedValue: string): never {
  throw new MockHttpError(400, `Validation failed: ${field} ${problem}`, [
    { field, rejectedValue, defaultMessage: problem },
  ]);
}

// Its tables join the store's (store.ts `MockTables`).
declare module '../../store.js' {
  interface MockTables extends ReturnType<typeof tables> {}
}
