import type { Invocation } from '../invocation.js';
import type { WatchFlags } from '../jobs/options.js';
import { watchOf, watchStarted } from '../jobs/watch.js';

/** `wdp deploy [--follow] [--wait] [--timeout SECONDS] [--interval MS]`: a WORKSPACE_DEPLOY job of the workspace. */
export async function deploy(invocation: Invocation): Promise<number> {
  const watch = watchOf(invocation.options as WatchFlags);
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const job = await client.deployments.deploy(workspace, { signal: invocation.signal });
  return watchStarted(invocation, client, job, watch);
}
