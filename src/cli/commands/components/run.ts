import type { DataComponent, DataComponentInput } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';
import { printList } from '../../output/lists.js';
import { type Column, fields, multiLine, printJson, printLine, printLines } from '../../output/print.js';
import { shownProperties } from '../../output/properties.js';
import type { Invocation } from '../../program/invocation.js';
import { findComponent } from './find.js';
import type { ComponentsCreateFlags } from './flags.js';
import { explainConflict } from './install-hint.js';
import { pluginReference } from './plugin.js';

const columns: Column<DataComponent>[] = [
  { heading: 'ID', cell: (c) => c.id },
  { heading: 'NAME', cell: (c) => c.name },
  { heading: 'TYPE', cell: (c) => c.dataPluginType },
  { heading: 'PLUGIN', cell: (c) => c.dataPlugin },
];

/** `wdp components list` */
export async function list(invocation: Invocation<ListFlags>): Promise<void> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  await printList(invocation, (page) => client.dataComponents.list(workspace, page, { signal }), columns);
}

/** `wdp components get ID|NAME`: its settings one a line, secret-looking values hidden (`--json` has them all). */
export async function get(invocation: Invocation, key: string): Promise<void> {
  const component = await findComponent(invocation, key);
  if (invocation.json) return printJson(invocation.io, component);
  printLines(
    invocation.io,
    fields([
      ['id', component.id],
      ['name', component.name],
      ['type', component.dataPluginType],
      ['plugin', component.dataPlugin],
      ['draft', component.draft],
      ['created', component.created],
      ['modified', component.lastModified],
      ['properties', multiLine(shownProperties(component.properties))],
    ]),
  );
}

/** `wdp components create --name N --plugin P [--property key=value]...` */
export async function create(invocation: Invocation<ComponentsCreateFlags>): Promise<void> {
  const { name, plugin, property } = invocation.flags;
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const body: DataComponentInput = { name, dataPlugin: await pluginReference(invocation, plugin) };
  if (property !== undefined) body.properties = property;
  let component: DataComponent;
  try {
    component = await client.dataComponents.create(workspace, body, { signal: invocation.signal });
  } catch (error) {
    throw await explainConflict(invocation, error, body.dataPlugin);
  }
  if (invocation.json) return printJson(invocation.io, component);
  printLine(
    invocation.io,
    `Created data component ${component.name ?? name} (${component.id}): ${component.dataPlugin}`,
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
