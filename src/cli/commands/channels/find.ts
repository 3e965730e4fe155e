// Finding the channel or dataset a command-line key names, in the workspace in force.
import type { Channel, Dataset } from '../../../index.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findNamed, isUuid } from '../../program/lookup.js';

/** Whether an error is the SDK's 404. */
const notFound = (error: unknown) => error instanceof Error && error.name === 'NotFoundError';

/** A channel of the workspace by id (fetched directly), else by name (exact, then case-insensitive). */
export async function findChannel(invocation: Invocation, key: string): Promise<Channel> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const missing = () =>
    new CliError(`No channel of workspace ${workspace} has the id or name "${key}"; see \`wdp channels list\`.`);
  if (isUuid(key)) {
    try {
      return await client.channels.getInWorkspace(workspace, key, { signal });
    } catch (error) {
      if (notFound(error)) throw missing();
      throw error;
    }
  }
  const names = { exact: (c: Channel) => [c.id, c.name], anyCase: (c: Channel) => [c.name] };
  const found = await findNamed(
    client.channels.list(workspace, {}, { signal }),
    key,
    names,
    (count) => `${count} channels are named "${key}"; give the id instead.`,
  );
  if (found) return found;
  throw missing();
}

/** A dataset of the workspace by id or alias. */
export async function findDataset(invocation: Invocation, key: string): Promise<Dataset> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  try {
    return await client.datasets.getInWorkspace(workspace, key, { signal: invocation.signal });
  } catch (error) {
    if (notFound(error))
      throw new CliError(
        `No dataset has the id or alias "${key}" in workspace ${workspace}; see \`wdp datasets list\`.`,
      );
    throw error;
  }
}
