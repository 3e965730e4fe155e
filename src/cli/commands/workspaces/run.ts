import { printJson, printLine } from '../../output/print.js';
import { withoutSecret } from '../../output/without-secret.js';
import { findWorkspace } from '../../program/find-workspace.js';
import type { Invocation } from '../../program/invocation.js';
import { listing, showing } from '../../program/model-commands.js';
import { workspaceView } from '../../views/workspace.js';
import type { WorkspacesCreateFlags } from './flags.js';

/** `wdp workspaces list` */
export const list = listing(workspaceView, (client, page, options) => client.workspaces.list(page, options));

/** `wdp workspaces get ID|ALIAS|NAME`: never its deployment secret, `--json` included. */
export const get = showing(
  workspaceView,
  async (invocation, key) => findWorkspace(await invocation.client(), key, invocation.signal),
  withoutSecret,
);

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
