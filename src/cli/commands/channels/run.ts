import type { Channel, ChannelInput } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';
import { printList } from '../../output/lists.js';
import { type Column, fields, multiLine, printJson, printLine, printLines } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { findDataset } from '../datasets/find.js';
import { findChannel } from './find.js';
import type { ChannelsCreateFlags } from './flags.js';

const columns: Column<Channel>[] = [
  { heading: 'ID', cell: (c) => c.id },
  { heading: 'NAME', cell: (c) => c.name },
  { heading: 'TYPE', cell: (c) => c.type },
  { heading: 'SCOPE', cell: (c) => c.scope },
  { heading: 'DATASETS', cell: (c) => c.datasetCount },
];

/** `wdp channels list` */
export async function list(invocation: Invocation<ListFlags>): Promise<void> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  await printList(invocation, (page) => client.channels.list(workspace, page, { signal }), columns);
}

/** `wdp channels get ID|NAME` */
export async function get(invocation: Invocation, key: string): Promise<void> {
  const channel = await findChannel(invocation, key);
  if (invocation.json) return printJson(invocation.io, channel);
  printLines(
    invocation.io,
    fields([
      ['id', channel.id],
      ['name', channel.name],
      ['type', channel.type],
      ['scope', channel.scope],
      ['datasets', channel.datasetCount],
      ['creator', channel.creator?.name],
      ['created', channel.created],
      ['description', multiLine(channel.description)],
    ]),
  );
}

/** `wdp channels create --name N [--description D] [--type list|source]` */
export async function create(invocation: Invocation<ChannelsCreateFlags>): Promise<void> {
  const { name, description, type } = invocation.flags;
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const body: ChannelInput = { name };
  if (description !== undefined) body.description = description;
  if (type !== undefined) body.type = type === 'list' ? 'LIST' : 'SOURCE';
  const channel = await client.channels.create(workspace, body, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, channel);
  printLine(invocation.io, `Created channel ${channel.name} (${channel.id})`);
}

/** `wdp channels delete ID|NAME` */
export async function remove(invocation: Invocation, key: string): Promise<void> {
  const channel = await findChannel(invocation, key);
  const client = await invocation.client();
  await client.channels.delete(channel, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { deleted: channel.id });
  printLine(invocation.io, `Deleted channel ${channel.name} (${channel.id})`);
}

/** `wdp channels add-dataset CHANNEL DATASET` */
export async function addDataset(invocation: Invocation, channelKey: string, datasetKey: string): Promise<void> {
  const channel = await findChannel(invocation, channelKey);
  const dataset = await findDataset(invocation, datasetKey);
  const client = await invocation.client();
  await client.channels.addDataset(channel.id, dataset.id, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { channel: channel.id, added: dataset.id });
  printLine(invocation.io, `Added dataset ${dataset.alias ?? dataset.id} to channel ${channel.name}`);
}

/** `wdp channels remove-dataset CHANNEL DATASET` */
export async function removeDataset(invocation: Invocation, channelKey: string, datasetKey: string): Promise<void> {
  const channel = await findChannel(invocation, channelKey);
  const dataset = await findDataset(invocation, datasetKey);
  const client = await invocation.client();
  await client.channels.removeDataset(channel.id, dataset.id, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { channel: channel.id, removed: dataset.id });
  printLine(invocation.io, `Removed dataset ${dataset.alias ?? dataset.id} from channel ${channel.name}`);
}
