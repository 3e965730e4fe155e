import type { RequestContext } from '../http/context.js';
import { href } from '../http/href.js';
import type { MessageRecord } from '../records.js';
import { memberView } from './common.js';

/** The partial message of the initialise step: no `self` link, only `create message`. */
export function messageDraftView(context: RequestContext, message: MessageRecord): Record<string, unknown> {
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
export function messageView(context: RequestContext, message: MessageRecord): Record<string, unknown> {
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
