import { note, printJson, printLine } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { showing, workspaceListing } from '../../program/model-commands.js';
import { datastoreView } from '../../views/datastore.js';
import { settingsBody } from '../components/settings-body.js';
import { readDatastoreFile } from './file.js';
import { findDatastore } from './find.js';
import type { DatastoresCreateFlags } from './flags.js';

/** `wdp datastores list` */
export const list = workspaceListing(datastoreView, (client, ws, page, o) => client.datastores.list(ws, page, o));

/** `wdp datastores get ID|NAME`: its settings one a line, secret-looking values hidden (`--json` has them all). */
export const get = showing(datastoreView, findDatastore);

/** `wdp datastores create --name N --plugin P [--property key=value]...` or `wdp datastores create -f FILE` */
export async function create(invocation: Invocation<DatastoresCreateFlags>): Promise<void> {
  const body = await settingsBody(invocation, {
    noun: 'datastore',
    command: 'datastores create',
    readFile: readDatastoreFile,
  });
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
