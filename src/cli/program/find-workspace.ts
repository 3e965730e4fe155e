// Finding the workspace a command-line key names: `-w analytics`, `wdp use workspace "Sales team"`.
import type { Client, Workspace } from '../../index.js';
import { CliError } from './exit.js';
import { findNamed } from './lookup.js';

/** A workspace by id, alias or name (exact, then case-insensitive), among the caller's. */
export async function findWorkspace(client: Client, key: string, signal: AbortSignal): Promise<Workspace> {
  const names = {
    exact: (w: Workspace) => [w.id, w.alias],
    anyCase: (w: Workspace) => [w.name],
    id: (w: Workspace) => w.id,
  };
  const found = await findNamed(
    client.workspaces.list({}, { signal }),
    key,
    names,
    (count) => `${count} workspaces are named "${key}"; give the id or the alias instead.`,
  );
  if (found) return found;
  throw new CliError(`No workspace of yours has the id, alias or name "${key}"; see \`wdp workspaces list\`.`);
}
