import type { Workspace } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';
import { printList } from '../../output/lists.js';
import { type Column, fields, printJson, printLine, printLines } from '../../output/print.js';
import { withoutSecret } from '../../output/without-secret.js';
import { findWorkspace } from '../../program/find-workspace.js';
import type { Invocation } from '../../program/invocation.js';
import type { WorkspacesCreateFlags } from './flags.js';

const columns: Column<Workspace>[] = [
  { heading: 'ID', cell: (w) => w.id },
  { heading: 'ALIAS', cell: (w) => w.alias },
  { heading: 'NAME', cell: (w) => w.name },
];

/** `wdp workspaces list` */
export async function list(invocation: Invocation<ListFlags>): Promise<void> {
  const client = await invocation.client();
  await printList(invocation, (page) => client.workspaces.list(page, { signal: invocation.signal }), columns);
}

/** `wdp workspaces get ID|ALIAS|NAME` */
export async function get(invocation: Invocation, key: string): Promise<void> {
  const workspace = await findWorkspace(await invocation.client(), key, invocation.signal);
  if (invocation.json) return printJson(invocation.io, withoutSecret(workspace));
  printLines(
    invocation.io,
    fields([
      ['id', workspace.id],
      ['alias', workspace.alias],
      ['name', workspace.name],
      ['domains', workspace.domains?.join(', ')],
      ['status', workspace.status],
      ['created', workspace.created],
    ]),
  );
}

/** `wdp workspaces create --name N [--domain D...]` */
export async function create(invocation: Invocation<WorkspacesCreateFlags>): Promise<void> {
  const { name, domain } = invocation.flags;
  const client = await invocation.client();
  const workspace = await client.workspaces.create({ name, domains: domain ?? [] }, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, withoutSecret(workspace));
  printLine(invocation.io, `Created workspace ${workspace.name} (${workspace.id})`);
}

/** `wdp workspaces delete ID|ALIAS|NAME` */
export async function remove(invocation: Invocation, key: string): Promise<void> {
  const client = await invocation.client();
  const workspace = await findWorkspace(client, key, invocation.signal);
  await client.workspaces.delete(workspace, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { deleted: workspace.id });
  printLine(invocation.io, `Deleted workspace ${workspace.name} (${workspace.id})`);
}
