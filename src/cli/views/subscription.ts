// A subscription as `wdp subscriptions list` shows it (there is no `get`).
import type { Subscription } from '../../index.js';
import type { TableView } from './view.js';

/** What a subscription is to: `channel Sales`, `pipeline orders-etl`, `workspace Analytics`. */
function subject(subscription: Subscription): string {
  const embedded = subscription._embedded;
  if (embedded?.channel) return `channel ${embedded.channel.name ?? embedded.channel.id}`;
  if (embedded?.dataset) return `dataset ${embedded.dataset.alias ?? embedded.dataset.title ?? embedded.dataset.id}`;
  if (embedded?.pipeline) return `pipeline ${embedded.pipeline.name ?? embedded.pipeline.id}`;
  if (embedded?.workspace) return `workspace ${embedded.workspace.name ?? embedded.workspace.id}`;
  return '';
}

/** A subscription: the events it delivers and what it is to. */
export const subscriptionView: TableView<Subscription> = {
  columns: [
    { heading: 'ID', cell: (s) => s.id },
    { heading: 'TYPE', cell: (s) => s.type },
    { heading: 'SUBJECT', cell: subject },
  ],
};
