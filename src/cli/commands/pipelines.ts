import { isCredentialName } from '../../core/secret-text.js';
import type { Client, Pipeline } from '../../index.js';
import { CliError } from '../exit.js';
import type { Invocation } from '../invocation.js';
import type { WatchFlags } from '../jobs/options.js';
import { watchOf, watchStarted } from '../jobs/watch.js';
import { findNamed } from '../lookup.js';
import { printList } from '../output/lists.js';
import { type Column, fields, printJson, printLines } from '../output/print.js';
import { mask } from '../settings/mask.js';

const columns: Column<Pipeline>[] = [
  { heading: 'ID', cell: (p) => p.id },
  { heading: 'NAME', cell: (p) => p.name },
  { heading: 'LABEL', cell: (p) => p.label },
  { heading: 'STATUS', cell: (p) => p.status },
  { heading: 'SCHEDULE', cell: (p) => p.schedule },
];

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Plugin settings whose values are never printed. */

/** `wdp pipelines list` */
export async function list(invocation: Invocation): Promise<void> {
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
export async function run(invocation: Invocation, key: string): Promise<number> {
  const watch = watchOf(invocation.options as WatchFlags);
  const client = await invocation.client();
  const pipeline = await findPipeline(invocation, key);
  const job = await client.pipelines.run(pipeline, { signal: invocation.signal });
  return watchStarted(invocation, client, job, watch);
}

/**
 * A pipeline by id (fetched directly), else by name, then label (exact, then case-insensitive), among the
 * workspace's pipelines.
 */
export async function findPipeline(invocation: Invocation, key: string): Promise<Pipeline> {
  const client: Client = await invocation.client();
  const { signal } = invocation;
  if (uuid.test(key)) return client.pipelines.get(key, { signal });
  const workspace = await invocation.workspace();
  const names = { exact: (p: Pipeline) => [p.name, p.label], anyCase: (p: Pipeline) => [p.name, p.label] };
  const found = await findNamed(
    client.pipelines.list(workspace, {}, { signal }),
    key,
    names,
    (count) => `${count} pipelines are named "${key}"; give the id instead.`,
  );
  if (found) return found;
  throw new CliError(
    `No pipeline of workspace ${workspace} has the name or label "${key}"; see \`wdp pipelines list\`.`,
  );
}

/** A pipeline with the values of its secret-looking settings masked. */
function withMaskedSettings(pipeline: Pipeline): Pipeline {
  if (!pipeline.properties) return pipeline;
  const properties = Object.fromEntries(
    Object.entries(pipeline.properties).map(([key, value]) => [key, isCredentialName(key) ? mask(value) : value]),
  );
  return { ...pipeline, properties };
}
