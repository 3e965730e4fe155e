import { note, printData, printJson, printLine } from '../../output/print.js';
import { replaceFile } from '../../output/replace-file.js';
import type { Invocation } from '../../program/invocation.js';
import { showing, workspaceListing } from '../../program/model-commands.js';
import { datasetView } from '../../views/dataset.js';
import { findDataset } from './find.js';
import type { DatasetsFetchFlags } from './flags.js';

/** `wdp datasets list` */
export const list = workspaceListing(datasetView, (client, ws, page, o) => client.datasets.list(ws, page, o));

/** `wdp datasets get ID|ALIAS` */
export const get = showing(datasetView, findDataset);

/**
 * `wdp datasets fetch ID|ALIAS [--as json|csv] [-o FILE]`: JSON rows (an array; `[]` when the dataset has no
 * data) or CSV text (nothing when it has none), to stdout or to FILE; with `-o FILE --json`, a report of the file
 * written (as `files download` gives).
 */
export async function fetch(invocation: Invocation<DatasetsFetchFlags>, key: string): Promise<void> {
  const { as, output } = invocation.flags;
  const dataset = await findDataset(invocation, key);
  const client = await invocation.client();
  const data = await client.datasets.data(dataset, { as }, { signal: invocation.signal });
  if (data === undefined) note(invocation.io, `Dataset ${dataset.alias ?? dataset.id} has no data.`);
  const toStdout = output === undefined || output === '-';
  // JSON rows go to stdout through printJson, so that --query picks from them.
  if (toStdout && typeof data !== 'string' && as !== 'csv') return printJson(invocation.io, data ?? []);
  const text = typeof data === 'string' ? data : as === 'csv' ? '' : `${JSON.stringify(data ?? [], null, 2)}\n`;
  if (toStdout) return printData(invocation.io, text, as);
  await replaceFile(invocation.path(output), (handle) => handle.writeFile(text));
  const bytes = Buffer.byteLength(text);
  if (invocation.json) {
    const rows = Array.isArray(data) ? { rows: data.length } : {};
    return printJson(invocation.io, { dataset: dataset.id, file: output, bytes, ...rows });
  }
  note(invocation.io, `Wrote ${Array.isArray(data) ? `${data.length} rows` : `${bytes} bytes of CSV`} to ${output}`);
}

/** `wdp datasets delete ID|ALIAS` */
export async function remove(invocation: Invocation, key: string): Promise<void> {
  const dataset = await findDataset(invocation, key);
  const client = await invocation.client();
  await client.datasets.delete(dataset, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, { deleted: dataset.id });
  printLine(invocation.io, `Deleted dataset ${dataset.alias ?? dataset.title} (${dataset.id})`);
}
