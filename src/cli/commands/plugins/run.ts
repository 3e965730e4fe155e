import { printList } from '../../output/lists.js';
import { UsageError } from '../../program/exit.js';
import type { Invocation } from '../../program/invocation.js';
import { showing } from '../../program/model-commands.js';
import { dataPluginView } from '../../views/data-plugin.js';
import { findPlugin } from './find.js';
import type { PluginsListFlags } from './flags.js';

export { install } from './install.js';
export { search } from './search.js';

/** `wdp plugins list [--available [--type TYPE] [--name NAME] [--variant VARIANT] [--namespace NAMESPACE]]` */
export async function list(invocation: Invocation<PluginsListFlags>): Promise<void> {
  const { available, type, name, variant, namespace } = invocation.flags;
  const probe = { type, name, variant, namespace };
  const given = Object.entries(probe).flatMap(([flag, value]) => (value === undefined ? [] : [`--${flag}`]));
  if (!available && given.length > 0)
    throw new UsageError(
      `${given.join(', ')}: only the plugins a workspace can install are filtered; add --available.`,
    );
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  await printList(
    invocation,
    (page) =>
      available
        ? client.dataPlugins.listAvailable(workspace, { ...page, ...probe }, { signal })
        : client.dataPlugins.listForWorkspace(workspace, page, { signal }),
    dataPluginView.columns,
  );
}

/** `wdp plugins get ID|NAME|NAME--VARIANT` */
export const get = showing(dataPluginView, findPlugin);
