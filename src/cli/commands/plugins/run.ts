import { printList } from '../../output/lists.js';
import type { Invocation } from '../../program/invocation.js';
import { showing } from '../../program/model-commands.js';
import { dataPluginView } from '../../views/data-plugin.js';
import { findPlugin } from './find.js';
import type { PluginsListFlags } from './flags.js';

export { install } from './install.js';
export { search } from './search.js';

/** `wdp plugins list [--available]` */
export async function list(invocation: Invocation<PluginsListFlags>): Promise<void> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  const { available } = invocation.flags;
  await printList(
    invocation,
    (page) =>
      available
        ? client.dataPlugins.listAvailable(workspace, page, { signal })
        : client.dataPlugins.listForWorkspace(workspace, page, { signal }),
    dataPluginView.columns,
  );
}

/** `wdp plugins get ID|NAME|NAME--VARIANT` */
export const get = showing(dataPluginView, findPlugin);
