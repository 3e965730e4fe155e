import type { Pipeline } from '../../../index.js';
import { isCredentialName } from '../../../secrets/secret-text.js';
import { maskSecretText } from '../../../secrets/secret-values.js';
import type { ListFlags } from '../../output/list-flags.js';
import { printList } from '../../output/lists.js';
import { type Column, fields, printJson, printLines } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { mask } from '../../settings/mask.js';
import { watchStarted } from '../jobs/watch.js';
import type { WatchFlags } from '../jobs/watch-flags.js';
import { findPipeline } from './find.js';

const columns: Column<Pipeline>[] = [
  { heading: 'ID', cell: (p) => p.id },
  { heading: 'NAME', cell: (p) => p.name },
  { heading: 'LABEL', cell: (p) => p.label },
  { heading: 'STATUS', cell: (p) => p.status },
  { heading: 'SCHEDULE', cell: (p) => p.schedule },
];

/** `wdp pipelines list` */
export async function list(invocation: Invocation<ListFlags>): Promise<void> {
  const client = await invocation.client();
  const workspace = await invocation.workspace();
  const { signal } = invocation;
  await printList(invocation, (page) => client.pipelines.list(workspace, page, { signal }), columns);
}

/** `wdp pipelines get ID|NAME|LABEL` */
export async function get(invocation: Invocation, key: string): Promise<void> {
  const pipeline = await findPipeline(invocation, key);
  if (invocation.json) return printJson(invocation.io, withMaskedSettings(pipeline));
  printLines(
    invocation.io,
    fields([
      ['id', pipeline.id],
      ['name', pipeline.name],
      ['label', pipeline.label],
      ['status', pipeline.status],
      ['schedule', pipeline.schedule],
      ['components', pipeline.dataComponents?.join(', ')],
      ['settings', Object.keys(pipeline.properties ?? {}).join(', ')],
      ['timeout', pipeline.timeout === undefined ? undefined : `${pipeline.timeout}s`],
      ['max retries', pipeline.maxRetries],
      ['created', pipeline.created],
      ['modified', pipeline.lastModified],
    ]),
  );
}

/** `wdp pipelines run ID|NAME|LABEL [--follow] [--wait] [--timeout SECONDS] [--interval MS]` */
export async function run(invocation: Invocation<WatchFlags>, key: string): Promise<number> {
  const client = await invocation.client();
  const pipeline = await findPipeline(invocation, key);
  const job = await client.pipelines.run(pipeline, { signal: invocation.signal });
  return watchStarted(invocation, client, job, invocation.flags);
}

/** A pipeline with the values of its secret-looking settings masked, and the secrets in the others. */
function withMaskedSettings(pipeline: Pipeline): Pipeline {
  if (!pipeline.properties) return pipeline;
  const properties = Object.fromEntries(
    Object.entries(pipeline.properties).map(([key, value]) => [
      key,
      isCredentialName(key) ? mask(value) : maskSecretText(value, '****'),
    ]),
  );
  return { ...pipeline, properties };
}
