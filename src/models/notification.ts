import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/objects.js';
import { openEnum, relations } from '../core/validation/schema.js';
import { ChannelSummary } from './channel-summary.js';
import { Comment } from './comment.js';
import { Member, optionalTimestamp } from './common.js';
import { Dataset } from './dataset.js';
import { anyString, optionalBoolean, optionalString } from './fields.js';
import { WorkspaceSummary } from './workspace-summary.js';

/**
 * The event a notification reports: the service's 13 types, in wire casing. `DATASET_ANOMALY` is what the
 * service's enum has; `DATASET_ANOMOLY`, a typo of the service's specification, is kept as known so that bodies
 * written from that specification still read without a warning.
 */
export const NotificationType = /* @__PURE__ */ openEnum([
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
/** As the service sends it: one of `KnownNotificationType`, or a value the SDK does not know yet. */
export type NotificationType = z.infer<typeof NotificationType>;
/**
 * The known values of `NotificationType`: what an input takes, and what `isKnown(NotificationType, value)` narrows to.
 */
export type KnownNotificationType = z.input<typeof NotificationType>;

/**
 * A notification raised for a subscribed resource.
 * Typed by its known fields; others stay on the object: `(notification as Record<string, unknown>)['field']`.
 */
export const Notification = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** When it last changed: a service timestamp (`toDate()` reads it). */
  lastModified: optionalTimestamp,
  /** The member whose action raised it. */
  actor: z.optional(Member),
  /** What happened, such as `DATASET_COMMENT` or `JOB_ENDED`. */
  type: NotificationType,
  /** The event in words, such as `Ann commented on Revenue by month`. */
  message: optionalString,
  /** Whether it has been read. */
  resolved: optionalBoolean,
  /** The resources it is about. */
  _embedded: z.optional(
    loose(() => ({
      /** The profile it is for. */
      subscriberProfile: z.optional(Member),
      /** The channel it is about, if any. */
      channel: z.optional(ChannelSummary),
      /** The comment it is about, if any. */
      datasetComment: z.optional(Comment),
      /** The dataset it is about, if any. */
      dataset: z.optional(Dataset),
      /** The workspace it happened in. */
      workspace: z.optional(WorkspaceSummary),
    })),
  ),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<
    | 'self'
    | 'delete notification'
    | 'channel'
    | 'datasetComment'
    | 'dataset'
    | 'data'
    | 'workspace'
    | 'pipeline'
    | 'job'
  >(),
}));
/** `Notification` as the service sends it: the type of its schema, under its own name. */
export interface Notification extends z.infer<typeof Notification> {}

/** The `notifications` collection. */
export const NotificationCollection = /* @__PURE__ */ collection('notifications', Notification);
