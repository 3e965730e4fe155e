import * as z from 'zod';
import { collection } from './collection.js';
import { halLinks, Member, openEnum, Timestamp, WorkspaceSummary } from './common.js';
import { Comment } from './comment.js';
import { ChannelSummary, Dataset } from './dataset.js';

/** The event a notification reports (`DATASET_ANOMOLY` is spelled as the service spells it). */
export const NotificationType = openEnum([
  'DATASET_ACTIVITY',
  'DATASET_ANOMOLY',
  'DATASET_COMMENT',
  'DATASET_LIKE',
  'DATASET_MESSAGE',
  'JOB_STARTED',
  'JOB_ENDED',
]);
export type NotificationType = z.infer<typeof NotificationType>;

/** A notification raised for a subscribed resource. */
export const Notification = z.looseObject({
  id: z.string(),
  created: Timestamp.optional(),
  lastModified: Timestamp.optional(),
  actor: Member.optional(),
  type: NotificationType,
  /** Whether it has been read. */
  resolved: z.boolean().optional(),
  _embedded: z
    .looseObject({
      subscriberProfile: Member.optional(),
      channel: ChannelSummary.optional(),
      datasetComment: Comment.optional(),
      dataset: Dataset.optional(),
      workspace: WorkspaceSummary.optional(),
    })
    .optional(),
  _links: halLinks,
});
export type Notification = z.infer<typeof Notification>;

/** The `notifications` collection. */
export const NotificationCollection = collection('notifications', Notification);
