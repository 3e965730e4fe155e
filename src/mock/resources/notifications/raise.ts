import type { Store } from '../../store.js';
import type { SubjectKind } from '../subscriptions/subscriptions.js';
import { addNotification, type NotificationRecord } from './notifications.js';

/** The events an ALERTS subscription is told of. */
const alertTypes: ReadonlySet<string> = new Set(['DATASET_ANOMALY', 'DATASET_ALERT']);

/** What a notification points at, besides its workspace. */
type About = Pick<NotificationRecord, 'datasetId' | 'commentId' | 'channelId' | 'pipelineId' | 'jobId'>;

/**
 * Raises a notification of `type` for every profile subscribed to any of `subjects` (directly, or through
 * a workspace's all-members subscription), once per recipient, filtered by subscription type
 * (ALL: every event, ALERTS: alert events only, NONE: nothing). With `notifyActor` false the actor is
 * not told of their own act.
 */
export function raise(
  store: Store,
  workspaceId: string,
  subjects: Array<{ kind: SubjectKind; id: string }>,
  type: string,
  actorId: string,
  about: About,
  notifyActor = false,
): void {
  const recipients = new Set<string>();
  for (const subscription of store.subscriptions.values()) {
    if (!subjects.some((s) => s.kind === subscription.subject.kind && s.id === subscription.subject.id)) continue;
    if (subscription.type === 'NONE' || (subscription.type === 'ALERTS' && !alertTypes.has(type))) continue;
    for (const id of subscription.allMembers ? membersOf(store, workspaceId) : [subscription.subscriberId])
      recipients.add(id);
  }
  if (!notifyActor) recipients.delete(actorId);
  for (const recipientId of recipients) addNotification(store, { recipientId, workspaceId, type, actorId, ...about });
}

/** Raises a dataset event (such as DATASET_COMMENT) for subscribers of the dataset, its channel and its workspace. */
export function raiseForDataset(
  store: Store,
  datasetId: string,
  type: string,
  actorId: string,
  about: About = {},
): void {
  const dataset = store.datasets.get(datasetId);
  if (!dataset) return;
  const subjects = [
    { kind: 'dataset' as const, id: dataset.id },
    { kind: 'channel' as const, id: dataset.channelId },
    { kind: 'workspace' as const, id: dataset.workspaceId },
  ];
  raise(store, dataset.workspaceId, subjects, type, actorId, { datasetId, channelId: dataset.channelId, ...about });
}

function membersOf(store: Store, workspaceId: string): string[] {
  const workspace = store.workspaces.get(workspaceId);
  return workspace ? [workspace.ownerId, ...workspace.adminIds, ...workspace.memberIds] : [];
}
