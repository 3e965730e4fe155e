import type { Invocation } from '../../program/invocation.js';
import { watchStarted } from '../jobs/watch.js';
import type { WatchFlags } from '../jobs/watch-flags.js';

/** `wdp deploy [--follow] [--wait] [--timeout SECONDS] [--interval MS]`: a WORKSPACE_DEPLOY job of the workspace. */
export async function deploy(invocation: Invocation<WatchFlags>): Promise<number> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const job = await client.deployments.deploy(workspace, { signal: invocation.signal });
  return watchStarted(invocation, client, job, invocation.flags);
}
