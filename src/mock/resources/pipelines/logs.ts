import type { JobRecord } from '../jobs/jobs.js';
import { shortName } from './body.js';
import type { PipelineRecord } from './pipelines.js';

// The log lines of a pipeline's jobs after the checkout, in the style of the service's Meltano runs:
// `<plugin> | <role> | <message>` for what a plugin says.

/** The role of a data component, from its kind folder (`extractors/...`) or its name (`tap-...`). */
function roleOf(name: string): string {
  const kind = name.includes('/') ? name.split('/')[0] : undefined;
  if (kind) return kind.replace(/s$/, '');
  const short = shortName(name);
  return short.startsWith('tap-') ? 'extractor' : short.startsWith('target-') ? 'loader' : 'utility';
}

/** The lines of a PIPELINE_RUN: the command, each plugin starting, then each selected stream synced and loaded. */
export function runLines(pipeline: PipelineRecord, job: JobRecord): string[] {
  const names = pipeline.dataComponents.map(shortName);
  const lines = [`Running pipeline ${pipeline.name}: meltano run ${names.join(' ')}`];
  for (const c of pipeline.dataComponents) lines.push(`${shortName(c)} | ${roleOf(c)} | Starting ${roleOf(c)}`);
  const loader = pipeline.dataComponents.find((c) => roleOf(c) === 'loader');
  for (const extractor of pipeline.dataComponents.filter((c) => roleOf(c) === 'extractor')) {
    const tap = shortName(extractor);
    streamsOf(pipeline, tap).forEach((stream, i) => {
      const count = recordsOfStream(job, i);
      const what = stream === undefined ? 'the selected streams' : `stream '${stream}'`;
      lines.push(`${tap} | extractor | Beginning ${replicationOf(pipeline, tap, stream)} sync of ${what}`);
      lines.push(`${tap} | extractor | Sync of ${what} finished: ${count} records`);
      if (loader) lines.push(`${shortName(loader)} | loader | Loaded ${count} records of ${what}`);
    });
  }
  lines.push('Block run completed');
  return lines;
}

/** The records a PIPELINE_RUN syncs, as its log reports them: every selected stream of every extractor. */
export function runRecords(pipeline: PipelineRecord, job: JobRecord): number {
  const extractors = pipeline.dataComponents.filter((c) => roleOf(c) === 'extractor').map(shortName);
  const counts = extractors.flatMap((tap) => streamsOf(pipeline, tap).map((_, i) => recordsOfStream(job, i)));
  return counts.reduce((sum, count) => sum + count, 0);
}

/** The records of a run's i-th stream: 100 to 9,099, drawn from the job's commit id. */
function recordsOfStream(job: JobRecord, i: number): number {
  return (parseInt(job.commitId.slice((i * 4) % 36, ((i * 4) % 36) + 4), 16) % 9_000) + 100;
}

/** The lines of a PIPELINE_CONFIG: each component resolved and installed, the configuration written. */
export function configLines(pipeline: PipelineRecord): string[] {
  return [
    `Configuring pipeline ${pipeline.name}`,
    `Resolving data components: ${pipeline.dataComponents.join(', ') || 'none'}`,
    ...pipeline.dataComponents.map((c) => `Installing ${roleOf(c)} ${shortName(c)}`),
    'Writing the pipeline configuration to meltano.yml',
    pipeline.schedule ? `Scheduling the pipeline: ${pipeline.schedule}` : 'No schedule: the pipeline runs on demand',
    'Publishing datasets',
  ];
}

/** The lines of a PIPELINE_VERIFY: each component's connection tested. */
export function verifyLines(pipeline: PipelineRecord): string[] {
  return [
    `Verifying pipeline ${pipeline.name}`,
    ...pipeline.dataComponents.flatMap((c) => [
      `${shortName(c)} | ${roleOf(c)} | Testing the connection`,
      `${shortName(c)} | ${roleOf(c)} | Connection OK`,
    ]),
    `Verified ${pipeline.dataComponents.length} data components`,
  ];
}

/** The ERROR line that ends a failed pipeline job. */
export function pipelineFailure(pipeline: PipelineRecord, job: JobRecord): string {
  const first = pipeline.dataComponents[0];
  switch (job.type) {
    case 'PIPELINE_CONFIG':
      return (
        `Configuring pipeline ${pipeline.name} failed: ` +
        `could not resolve its data components (${pipeline.dataComponents.join(', ')})`
      );
    case 'PIPELINE_VERIFY':
      return `Verifying pipeline ${pipeline.name} failed: ${first ? shortName(first) : 'a plugin'} could not connect`;
    default:
      return `Pipeline ${pipeline.name} failed: a plugin exited with status 1`;
  }
}

/** The streams an extractor's `_select` names (`orders.*` -> `orders`); one undefined entry when it has none. */
function streamsOf(pipeline: PipelineRecord, tap: string): Array<string | undefined> {
  const patterns = jsonOf(pipeline.properties[`${tap}._select`]);
  const streams = Array.isArray(patterns)
    ? patterns.filter((p): p is string => typeof p === 'string' && !p.startsWith('!')).map((p) => p.split('.')[0])
    : [];
  const unique = [...new Set(streams.filter((s): s is string => s !== undefined && s !== '' && s !== '*'))];
  return unique.length ? unique : [undefined];
}

/** A stream's replication method from the extractor's `_metadata`, in words: `incremental`, `full table`. */
function replicationOf(pipeline: PipelineRecord, tap: string, stream: string | undefined): string {
  const metadata = jsonOf(pipeline.properties[`${tap}._metadata`]) as Record<string, Record<string, unknown>> | null;
  const method = (stream && metadata?.[stream]?.['replication-method']) ?? metadata?.['*']?.['replication-method'];
  return typeof method === 'string' ? method.toLowerCase().replace('_', ' ') : 'full table';
}

function jsonOf(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
