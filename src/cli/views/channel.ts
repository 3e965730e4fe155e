// A channel as `wdp channels list` and `get` show it.
import type { Channel } from '../../index.js';
import { multiLine } from '../output/print.js';
import { view } from './view.js';

/** A channel: its type, scope and how many datasets it holds. */
export const channelView = view({
  columns: ['id', 'name', 'type', 'scope', 'datasets'],
  fields: (channel: Channel) => ({
    id: channel.id,
    name: channel.name,
    type: channel.type,
    scope: channel.scope,
    datasets: channel.datasetCount,
    creator: channel.creator?.name,
    created: channel.created,
    description: multiLine(channel.description),
  }),
});
