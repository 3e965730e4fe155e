// Finding the channel a command-line key names, in the workspace in force.
import type { Channel } from '../../../index.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findByKey } from '../../program/lookup.js';

/** A channel of the workspace by id (fetched directly), else by name (exact, then case-insensitive). */
export async function findChannel(invocation: Invocation, key: string): Promise<Channel> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  return findByKey(key, {
    get: (id) => client.channels.getInWorkspace(workspace, id, { signal }),
    list: () => client.channels.list(workspace, {}, { signal }),
    names: { exact: (c) => [c.id, c.name], anyCase: (c) => [c.name], id: (c) => c.id },
    ambiguous: (count) => `${count} channels are named "${key}"; give the id instead.`,
    missing: () =>
      new CliError(`No channel of workspace ${workspace} has the id or name "${key}"; see \`wdp channels list\`.`),
  });
}
