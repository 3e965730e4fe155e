import type { Subscription, SubscriptionType } from '../../../index.js';
import { printJson, printLine } from '../../output/print.js';
import { CliError, UsageError } from '../../program/exit.js';
import { findWorkspace } from '../../program/find-workspace.js';
import type { Invocation } from '../../program/invocation.js';
import { fullId, orMissing } from '../../program/lookup.js';
import { listing } from '../../program/model-commands.js';
import { subscriptionView } from '../../views/subscription.js';
import { findChannel } from '../channels/find.js';
import { findDataset } from '../datasets/find.js';
import { findPipeline } from '../pipelines/find.js';
import type { SubscriptionsAddFlags } from './flags.js';

/** `wdp subscriptions list` */
export const list = listing(subscriptionView, (client, page, options) => client.subscriptions.list(page, options));

/** `wdp subscriptions add --channel C | --dataset D | --pipeline P | -w WORKSPACE [--all-members] [--type T]` */
export async function add(invocation: Invocation<SubscriptionsAddFlags>): Promise<void> {
  const { channel, dataset, pipeline, allMembers, type, workspace } = invocation.flags;
  const client = await invocation.client();
  const params = { ...(allMembers && { allMembers: true }), type };
  const options = { signal: invocation.signal };
  let made: Subscription;
  let what: string;
  if (channel !== undefined) {
    const found = await findChannel(invocation, channel);
    made = await client.subscriptions.toChannel(found.id, params, options);
    what = `channel ${found.name}`;
  } else if (dataset !== undefined) {
    const found = await findDataset(invocation, dataset);
    made = await client.subscriptions.toDataset(found.id, params, options);
    what = `dataset ${found.alias ?? found.id}`;
  } else if (pipeline !== undefined) {
    const found = await findPipeline(invocation, pipeline);
    made = await client.subscriptions.toPipeline(found.id, params, options);
    what = `pipeline ${found.name}`;
  } else if (workspace !== undefined) {
    const found = await findWorkspace(client, workspace, invocation.signal);
    made = await client.subscriptions.toWorkspace(found.id, params, options);
    what = `workspace ${found.name}`;
  } else {
    throw new UsageError(
      'Say what to subscribe to: --workspace ID|ALIAS|NAME, --channel ID|NAME, --dataset ID|ALIAS ' +
        'or --pipeline ID|NAME.',
    );
  }
  if (invocation.json) return printJson(invocation.io, made);
  const members = allMembers ? ' for all members' : '';
  printLine(invocation.io, `Subscribed to ${what}${members} (subscription ${made.id}, type ${made.type})`);
}

/** `wdp subscriptions set-type ID ALL|ALERTS|NONE` */
export async function setType(invocation: Invocation, id: string, type: SubscriptionType): Promise<void> {
  const client = await invocation.client();
  const updated = await found(id, () =>
    client.subscriptions.update(id, { type: type as 'ALL' | 'ALERTS' | 'NONE' }, { signal: invocation.signal }),
  );
  if (invocation.json) return printJson(invocation.io, updated);
  printLine(invocation.io, `Subscription ${updated.id} now delivers ${updated.type} events`);
}

/** `wdp subscriptions remove ID` */
export async function remove(invocation: Invocation, key: string): Promise<void> {
  const client = await invocation.client();
  const id = await fullId(
    key,
    () => client.subscriptions.list({}, { signal: invocation.signal }),
    (s) => s.id,
  );
  await found(id, () => client.subscriptions.delete(id, { signal: invocation.signal }));
  if (invocation.json) return printJson(invocation.io, { deleted: id });
  printLine(invocation.io, `Removed subscription ${id}`);
}

/** The answer of a request about one subscription, a 404 told as a missing subscription with what to do. */
function found<T>(id: string, request: () => Promise<T>): Promise<T> {
  return orMissing(
    request(),
    () => new CliError(`You have no subscription with the id "${id}"; see \`wdp subscriptions list\`.`),
  );
}
