// Finding the datastore a command-line key names, in the workspace in force.
import type { Datastore } from '../../../index.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findByKey } from '../../program/lookup.js';

/** A datastore by id (fetched directly), else by name in the workspace (exact, then case-insensitive). */
export async function findDatastore(invocation: Invocation, key: string): Promise<Datastore> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  return findByKey(key, {
    get: (id) => client.datastores.get(id, { signal }),
    list: () => client.datastores.list(workspace, {}, { signal }),
    names: { exact: (d) => [d.id, d.name], anyCase: (d) => [d.name], id: (d) => d.id },
    ambiguous: (count) => `${count} datastores are named "${key}"; give the id instead.`,
    missing: () =>
      new CliError(`No datastore of workspace ${workspace} has the id or name "${key}"; see \`wdp datastores list\`.`),
  });
}
