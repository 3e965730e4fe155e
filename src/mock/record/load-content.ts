// Loading what a workspace publishes from a seed file: channels, their datasets, comments on them, notifications.
import { readInstant } from '../clock.js';
import { addChannel } from '../resources/channels.js';
import { addComment } from '../resources/comments.js';
import { isRowsText } from '../resources/datasets/data.js';
import { addDataset } from '../resources/datasets/datasets.js';
import { addNotification } from '../resources/notifications/notifications.js';
import type { LoadContext } from './load-context.js';

/** Adds the channels, datasets and comments of the file with their ids, each only when its parent was loaded. */
export function loadPublished(context: LoadContext): void {
  const { store } = context;
  for (const [fields, workspaceId] of context.inWorkspaces('channels')) {
    addChannel(store, {
      id: fields.id,
      workspaceId,
      creatorId: context.known(fields.idIn('creator')) ?? context.ownerOf(workspaceId),
      name: fields.text('name'),
      description: fields.maybeText('description'),
      scope: fields.text('scope', 'PROFILE') === 'WORKSPACE' ? 'WORKSPACE' : 'PROFILE',
      type: fields.text('type', 'SOURCE') === 'LIST' ? 'LIST' : 'SOURCE',
      picture: fields.maybeText('picture'),
      ...fields.timestamps(),
    });
  }
  for (const [fields, workspaceId] of context.inWorkspaces('datasets')) {
    const channelId = fields.linkId('source');
    if (channelId === undefined || !store.channels.has(channelId)) {
      context.skip('datasets', fields.id, `its channel ${channelId ?? '(no source link)'} was not loaded`);
      continue;
    }
    const created = fields.maybeText('created');
    const alias = fields.maybeText('alias');
    const rawData = fields.maybeText('rawData');
    if (rawData !== undefined && !isRowsText(rawData))
      throw fields.error('rawData', 'JSON text of a list of row objects');
    addDataset(store, {
      id: fields.id,
      workspaceId,
      channelId,
      title: fields.text('title'),
      ...(alias === undefined ? {} : { alias }),
      description: fields.text('description', ''),
      descriptionContentType: fields.maybeText('descriptionContentType'),
      questions: fields.text('questions', ''),
      visualisation: fields.text('visualisation', '{"type":"table"}'),
      metadata: fields.text('metadata', '{}'),
      query: fields.text('query', ''),
      rawData,
      likedBy: fields.people('likedByProfiles'),
      viewCount: fields.number('viewCount', 0),
      ...(created === undefined ? {} : { created, published: fields.text('published', created) }),
    });
  }
  for (const fields of context.records('comments')) {
    const datasetId = fields.maybeText('datasetId');
    if (datasetId === undefined || !store.datasets.has(datasetId)) {
      context.skip('comments', fields.id, `its dataset ${datasetId ?? '(none named)'} was not loaded`);
      continue;
    }
    const dataset = store.datasets.get(datasetId);
    addComment(store, {
      id: fields.id,
      datasetId,
      parentId: fields.maybeText('parentId'),
      authorId: context.known(fields.idIn('from')) ?? context.ownerOf(dataset?.workspaceId ?? ''),
      message: fields.text('message', ''),
      likedBy: fields.people('likedByProfiles'),
      draft: false,
      ...fields.timestamps(),
    });
  }
}

/** Adds the notifications of the file with their ids, each only when its recipient and workspace were loaded. */
export function loadNotifications(context: LoadContext): void {
  const { store } = context;
  for (const fields of context.records('notifications')) {
    const workspaceId = fields.idIn('_embedded', 'workspace');
    if (!context.inWorkspace('notifications', fields, workspaceId)) continue;
    const recipientId = context.known(fields.idIn('_embedded', 'subscriberProfile'));
    if (recipientId === undefined) {
      context.skip('notifications', fields.id, 'its recipient (_embedded.subscriberProfile) was not loaded');
      continue;
    }
    const created = fields.maybeText('created');
    addNotification(store, {
      id: fields.id,
      recipientId,
      workspaceId,
      type: fields.text('type'),
      actorId: context.known(fields.idIn('actor')) ?? context.ownerOf(workspaceId),
      resolved: fields.boolean('resolved', false),
      at: Math.min(readInstant(created ?? '') ?? store.clock.now(), store.clock.now()),
      datasetId: fields.idIn('_embedded', 'dataset'),
      commentId: fields.idIn('_embedded', 'datasetComment'),
      channelId: fields.linkId('channel'),
      pipelineId: fields.idIn('_embedded', 'pipeline'),
      jobId: fields.linkId('job'),
      ...fields.timestamps(),
    });
  }
}
