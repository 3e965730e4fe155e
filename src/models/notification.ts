import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { openEnum, relations } from '../core/validation/schema.js';
import { Comment } from './comment.js';
import { Member, Timestamp, WorkspaceSummary } from './common.js';
import { ChannelSummary, Dataset } from './dataset.js';

/**
 * The event a notification reports: the service's 13 types, in wire casing. `DATASET_ANOMALY` is what the
 * service's enum has; `DATASET_ANOMOLY`, a typo of the service's specification, is kept as known so that bodies
 * written from that specification still read without a warning.
 */
export const NotificationType = openEnum([
  'DATASET_MESSAGE',
  'DATASET_COMMENT',
  'DATASET_ANOMALY',
  'DATASET_LIKE',
  'DATASET_ALERT',
  'DATASET_NEW',
  'DATASET_ACTIVITY',
  'CHANNEL_ACTIVITY',
  'WORKSPACE_INVITATION',
  'WORKSPACE_ACTIVITY',
  'PIPELINE_ACTIVITY',
  'JOB_STARTED',
  'JOB_ENDED',
  'DATASET_ANOMOLY',
]);
export type NotificationType = z.infer<typeof NotificationType>;

/**
 * A notification raised for a subscribed resource.
 * Typed by its known fields; others stay on the object: `(notification as Record<string, unknown>)['field']`.
 */
export const Notification = loose({
  id: z.string(),
  created: z.optional(Timestamp),
  lastModified: z.optional(Timestamp),
  actor: z.optional(Member),
  type: NotificationType,
  /** The event in words, such as `Ann commented on Revenue by month`. */
  message: z.optional(z.string()),
  /** Whether it has been read. */
  resolved: z.optional(z.boolean()),
  _embedded: z.optional(
    loose({
      subscriberProfile: z.optional(Member),
      channel: z.optional(ChannelSummary),
      datasetComment: z.optional(Comment),
      dataset: z.optional(Dataset),
      workspace: z.optional(WorkspaceSummary),
    }),
  ),
  _links: relations(
    'self',
    'delete notification',
    'channel',
    'datasetComment',
    'dataset',
    'data',
    'workspace',
    'pipeline',
    'job',
  ),
});
export type Notification = z.infer<typeof Notification>;

/** The `notifications` collection. */
export const NotificationCollection = collection('notifications', Notification);
