import type { DataComponent } from '../../../index.js';
import { printJson, printLine } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { showing, workspaceListing } from '../../program/model-commands.js';
import { dataComponentView } from '../../views/data-component.js';
import { findPlugin } from '../plugins/find.js';
import { readComponentFile } from './file.js';
import { findComponent } from './find.js';
import type { ComponentsCreateFlags, ComponentsListFlags } from './flags.js';
import { explainConflict } from './install-hint.js';
import { settingsBody } from './settings-body.js';

/** `wdp components list [--name NAME] [--plugin ID|NAME]`: the plugin found first, and given by its id. */
export async function list(invocation: Invocation<ComponentsListFlags>): Promise<void> {
  const { name, plugin } = invocation.flags;
  const dataPlugin = plugin === undefined ? undefined : (await findPlugin(invocation, plugin)).id;
  const listing = workspaceListing(dataComponentView, (client, ws, page, o) =>
    client.dataComponents.list(ws, { ...page, name, dataPlugin }, o),
  );
  return listing(invocation);
}

/** `wdp components get ID|NAME`: its settings one a line, secret-looking values hidden (`--json` has them all). */
export const get = showing(dataComponentView, findComponent);

/** `wdp components create --name N --plugin P [--property key=value]...` or `wdp components create -f FILE` */
export async function create(invocation: Invocation<ComponentsCreateFlags>): Promise<void> {
  const body = await settingsBody(invocation, {
    noun: 'data component',
    command: 'components create',
    readFile: readComponentFile,
  });
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  let component: DataComponent;
  try {
    component = await client.dataComponents.create(workspace, body, { signal: invocation.signal });
  } catch (error) {
    throw await explainConflict(invocation, error, body.dataPlugin);
  }
  if (invocation.json) return printJson(invocation.io, component);
  printLine(
    invocation.io,
    `Created data component ${component.name ?? body.name} (${component.id}): ${component.dataPlugin}`,
  );
}

/** `wdp components delete ID|NAME` */
export async function remove(invocation: Invocation, key: string): Promise<void> {
  const component = await findComponent(invocation, key);
  const client = await invocation.client();
  await client.dataComponents.delete(component, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { deleted: component.id });
  printLine(invocation.io, `Deleted data component ${component.name ?? ''} (${component.id})`);
}
