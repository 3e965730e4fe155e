import type { ChannelInput } from '../../../index.js';
import { printJson, printLine } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { showing, workspaceListing } from '../../program/model-commands.js';
import { channelView } from '../../views/channel.js';
import { findDataset } from '../datasets/find.js';
import { findChannel } from './find.js';
import type { ChannelsCreateFlags, ChannelsListFlags } from './flags.js';

/** `wdp channels list [--type SOURCE|LIST] [--scope WORKSPACE|PROFILE]` */
export const list = workspaceListing(channelView, (client, ws, page, o, { type, scope }: ChannelsListFlags) =>
  client.channels.list(ws, { ...page, type, scope }, o),
);

/** `wdp channels get ID|NAME` */
export const get = showing(channelView, findChannel);

/** `wdp channels create --name N [--description D] [--type SOURCE|LIST]` */
export async function create(invocation: Invocation<ChannelsCreateFlags>): Promise<void> {
  const { name, description, type } = invocation.flags;
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const body: ChannelInput = { name };
  if (description !== undefined) body.description = description;
  if (type !== undefined) body.type = type;
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
