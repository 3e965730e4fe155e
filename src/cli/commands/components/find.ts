// Finding the data component a command-line key names, in the workspace in force.
import type { DataComponent } from '../../../index.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findByKey } from '../../program/lookup.js';

/** A data component by id (fetched directly), else by name in the workspace (exact, then case-insensitive). */
export async function findComponent(invocation: Invocation, key: string): Promise<DataComponent> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  return findByKey(key, {
    get: (id) => client.dataComponents.get(id, { signal }),
    list: () => client.dataComponents.list(workspace, {}, { signal }),
    names: { exact: (c) => [c.id, c.name], anyCase: (c) => [c.name], id: (c) => c.id },
    ambiguous: (count) => `${count} data components are named "${key}"; give the id instead.`,
    missing: () =>
      new CliError(
        `No data component of workspace ${workspace} has the id or name "${key}"; see \`wdp components list\`.`,
      ),
  });
}
