// Finding the datastore a command-line key names, in the workspace in force.
import type { Datastore } from '../../../index.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findNamed, isUuid } from '../../program/lookup.js';

/** A datastore by id (fetched directly), else by name in the workspace (exact, then case-insensitive). */
export async function findDatastore(invocation: Invocation, key: string): Promise<Datastore> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const missing = () =>
    new CliError(`No datastore of workspace ${workspace} has the id or name "${key}"; see \`wdp datastores list\`.`);
  if (isUuid(key)) {
    try {
      return await client.datastores.get(key, { signal });
    } catch (error) {
      if (error instanceof Error && error.name === 'NotFoundError') throw missing();
      throw error;
    }
  }
  const names = { exact: (d: Datastore) => [d.id, d.name], anyCase: (d: Datastore) => [d.name] };
  const found = await findNamed(
    client.datastores.list(workspace, {}, { signal }),
    key,
    names,
    (count) => `${count} datastores are named "${key}"; give the id instead.`,
  );
  if (found) return found;
  throw missing();
}
