// A notification as `wdp notifications list` and `watch` show it (there is no `get`).
import type { Notification } from '../../index.js';
import type { TableView } from './view.js';

/** What a notification is about: its dataset, pipeline, channel or workspace. */
function about(n: Notification): string {
  const embedded = n._embedded;
  const pipeline = (embedded as { pipeline?: { name?: string; label?: string } } | undefined)?.pipeline;
  if (embedded?.dataset) return `dataset: ${embedded.dataset.title ?? embedded.dataset.id}`;
  if (pipeline) return `pipeline: ${pipeline.name ?? pipeline.label ?? ''}`;
  if (embedded?.channel?.name) return `channel: ${embedded.channel.name}`;
  return embedded?.workspace?.name ? `workspace: ${embedded.workspace.name}` : '';
}

/** A notification: when, what kind, who did it and what it is about. */
export const notificationView: TableView<Notification> = {
  columns: [
    { heading: 'CREATED', cell: (n) => n.created, time: true },
    { heading: 'TYPE', cell: (n) => n.type },
    { heading: 'ACTOR', cell: (n) => n.actor?.name ?? n.actor?.handle },
    { heading: 'ABOUT', cell: about },
  ],
};
