import type { NotificationType } from '../../../models/notification.js';
import type { Store } from '../../store.js';
import type { NotificationRecord } from './notifications.js';

/** Every notification type the SDK knows (the open enum's literals, without its `string`). */
type KnownType = keyof { [K in NotificationType as string extends K ? never : K]: K };

/** How each event reads, from its actor and its subject (a dataset's title, a pipeline's label...). */
const phrases: Readonly<Record<KnownType, string>> = {
  DATASET_MESSAGE: 'sent you a message about',
  DATASET_COMMENT: 'commented on',
  DATASET_ANOMALY: 'found an anomaly in',
  DATASET_ANOMOLY: 'found an anomaly in',
  DATASET_LIKE: 'liked',
  DATASET_ALERT: 'raised an alert on',
  DATASET_NEW: 'published',
  DATASET_ACTIVITY: 'updated',
  CHANNEL_ACTIVITY: 'updated the channel',
  WORKSPACE_INVITATION: 'invited you to',
  WORKSPACE_ACTIVITY: 'updated the workspace',
  PIPELINE_ACTIVITY: 'changed the pipeline',
  JOB_STARTED: 'started a job of',
  JOB_ENDED: 'ran a job of',
};

/** The notification's `message`: "Ann commented on Revenue by month"; the actor alone for a type it does not know. */
export function messageOf(store: Store, notification: NotificationRecord): string {
  const actor = store.profiles.get(notification.actorId)?.name ?? 'Someone';
  const phrase = (phrases as Readonly<Record<string, string | undefined>>)[notification.type];
  return phrase ? `${actor} ${phrase} ${subjectOf(store, notification)}` : `${actor}: ${notification.type}`;
}

function subjectOf(store: Store, n: NotificationRecord): string {
  const { datasetId, channelId, pipelineId, workspaceId } = n;
  const named =
    (datasetId !== undefined && store.datasets.get(datasetId)?.title) ||
    (pipelineId !== undefined && store.pipelines.get(pipelineId)?.label) ||
    (channelId !== undefined && store.channels.get(channelId)?.name) ||
    store.workspaces.get(workspaceId)?.name;
  return named || 'the workspace';
}
