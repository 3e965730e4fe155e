import type { Datastore } from '../../../index.js';
import type { ListFlags } from '../../output/list-flags.js';
import { printList } from '../../output/lists.js';
import { type Column, fields, multiLine, note, printJson, printLine, printLines } from '../../output/print.js';
import { shownProperties } from '../../output/properties.js';
import type { Invocation } from '../../program/invocation.js';
import { datastoreBody } from './body.js';
import { findDatastore } from './find.js';
import type { DatastoresCreateFlags } from './flags.js';

const columns: Column<Datastore>[] = [
  { heading: 'ID', cell: (d) => d.id },
  { heading: 'NAME', cell: (d) => d.name },
  { heading: 'PLUGIN', cell: (d) => d.dataPlugin },
  { heading: 'MANAGED', cell: (d) => d.managed },
];

/** `wdp datastores list` */
export async function list(invocation: Invocation<ListFlags>): Promise<void> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  await printList(invocation, (page) => client.datastores.list(workspace, page, { signal }), columns);
}

/** `wdp datastores get ID|NAME`: its settings one a line, secret-looking values hidden (`--json` has them all). */
export async function get(invocation: Invocation, key: string): Promise<void> {
  const datastore = await findDatastore(invocation, key);
  if (invocation.json) return printJson(invocation.io, datastore);
  printLines(
    invocation.io,
    fields([
      ['id', datastore.id],
      ['name', datastore.name],
      ['plugin', datastore.dataPlugin],
      ['managed', datastore.managed],
      ['draft', datastore.draft],
      ['jdbc url', datastore.jdbcUrl],
      ['created', datastore.created],
      ['modified', datastore.lastModified],
      ['properties', multiLine(shownProperties(datastore.properties))],
    ]),
  );
}

/** `wdp datastores create --name N --plugin P [--property key=value]...` or `wdp datastores create -f FILE` */
export async function create(invocation: Invocation<DatastoresCreateFlags>): Promise<void> {
  const body = await datastoreBody(invocation);
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const datastore = await client.datastores.create(workspace, body, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, datastore);
  printLine(
    invocation.io,
    `Created datastore ${datastore.name ?? ''} (${datastore.id}): ${datastore.dataPlugin ?? ''}`,
  );
  note(invocation.io, `Make it the workspace's default with \`wdp datastores make-default ${datastore.id}\`.`);
}

/** `wdp datastores make-default ID|NAME` */
export async function makeDefault(invocation: Invocation, key: string): Promise<void> {
  const datastore = await findDatastore(invocation, key);
  const client = await invocation.client();
  await client.datastores.makeDefault(datastore, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { default: datastore.id });
  printLine(invocation.io, `Datastore ${datastore.name ?? ''} (${datastore.id}) is now the workspace's default`);
}

/** `wdp datastores delete ID|NAME` */
export async function remove(invocation: Invocation, key: string): Promise<void> {
  const datastore = await findDatastore(invocation, key);
  const client = await invocation.client();
  await client.datastores.delete(datastore, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { deleted: datastore.id });
  printLine(invocation.io, `Deleted datastore ${datastore.name ?? ''} (${datastore.id})`);
}
