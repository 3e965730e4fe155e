// Finding the data component a command-line key names, in the workspace in force.
import type { DataComponent } from '../../../index.js';
import { CliError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { findNamed, isUuid } from '../../program/lookup.js';

/** A data component by id (fetched directly), else by name in the workspace (exact, then case-insensitive). */
export async function findComponent(invocation: Invocation, key: string): Promise<DataComponent> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const missing = () =>
    new CliError(
      `No data component of workspace ${workspace} has the id or name "${key}"; see \`wdp components list\`.`,
    );
  if (isUuid(key)) {
    try {
      return await client.dataComponents.get(key, { signal });
    } catch (error) {
      if (error instanceof Error && error.name === 'NotFoundError') throw missing();
      throw error;
    }
  }
  const names = { exact: (c: DataComponent) => [c.id, c.name], anyCase: (c: DataComponent) => [c.name] };
  const found = await findNamed(
    client.dataComponents.list(workspace, {}, { signal }),
    key,
    names,
    (count) => `${count} data components are named "${key}"; give the id instead.`,
  );
  if (found) return found;
  throw missing();
}
