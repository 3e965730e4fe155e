import type { JobLogLine } from '../../../models/job-log-line.js';
import { millisTimestamp } from '../../clock.js';
import type { RequestContext } from '../../http/context.js';
import { empty, MockHttpError } from '../../http/responses.js';
import type { Store } from '../../store.js';
import { configLines, pipelineFailure, runLines, verifyLines } from '../pipelines/logs.js';
import { type JobRecord, jobEndsAt, jobStatus, jobTiming } from './jobs.js';

/** One log line of a job, as NDJSON and SSE carry it. */
type LogLine = JobLogLine;

/**
 * A job's log lines from the `sequence` query parameter on, in the format the Accept header prefers
 * (plain text, NDJSON or server-sent events); 204 when there are none yet.
 */
export function logsResponse(c: RequestContext, job: JobRecord): Response {
  const raw = c.query.get('sequence') ?? '0';
  const sequence = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(sequence))
    throw new MockHttpError(400, `Query parameter 'sequence' must be an unsigned integer; got '${raw}'`);
  const format = negotiate(c.request.headers.get('accept'));
  const lines = jobLogLines(c.store, job, c.store.clock.now()).slice(sequence);
  if (!lines.length) return empty();
  return new Response(lines.map(format.write).join(''), {
    status: 200,
    headers: { 'content-type': format.contentType },
  });
}

/**
 * The log lines a job has written by `now`: one every `lineEveryMs` (its own or `jobTiming`'s) while it runs (from
 * `startsAt`), then a final `Job finished with status ...` line when it ends. A pure function of the
 * job and the instant, so every read of the same sequence gives the same lines.
 */
function jobLogLines(store: Store, job: JobRecord, now: number): LogLine[] {
  const status = jobStatus(job, now);
  const end = jobEndsAt(job);
  const script = scriptOf(store, job);
  const lines: LogLine[] = [];
  const push = (at: number, level: 'INFO' | 'ERROR', message: string) =>
    lines.push({ sequence: lines.length, timestamp: millisTimestamp(at), level, message });
  const runningMs = job.endsAt - job.startsAt;
  const every = job.lineEveryMs ?? jobTiming.lineEveryMs;
  for (let at = job.startsAt; at < end && at <= now; at += every) {
    const k = lines.length;
    const failing = job.outcome === 'ERROR' && at + every >= job.endsAt;
    const percent = Math.min(100, Math.floor(((at - job.startsAt + every) / runningMs) * 100));
    push(at, failing ? 'ERROR' : 'INFO', failing ? failure(store, job) : (script[k] ?? `Working (${percent}%)`));
  }
  if (status === 'COMPLETE' || status === 'ERROR' || status === 'STOPPED') {
    push(end, status === 'ERROR' ? 'ERROR' : 'INFO', `Job finished with status ${status}`);
  }
  return lines;
}

/** The opening lines of a job's log, by type; the rest of the run reports progress. */
function scriptOf(store: Store, job: JobRecord): string[] {
  const workspace = store.workspaces.get(job.workspaceId);
  const pipeline = job.pipelineId ? store.pipelines.get(job.pipelineId) : undefined;
  const commit = job.commitId.slice(0, 7);
  const start = [
    `Starting ${job.type} job ${job.id}`,
    `Checking out ${workspace?.repositoryUrl ?? 'the workspace repository'} at ${commit}`,
  ];
  switch (job.type) {
    case 'WORKSPACE_DEPLOY':
      return [
        ...start,
        'Installing project dependencies',
        'Building the project',
        `Deploying to workspace ${workspace?.name ?? job.workspaceId}`,
      ];
    case 'PIPELINE_RUN':
      return pipeline ? [...start, ...runLines(pipeline, job)] : start;
    case 'PIPELINE_CONFIG':
      return pipeline ? [...start, ...configLines(pipeline)] : start;
    case 'PIPELINE_VERIFY':
      return pipeline ? [...start, ...verifyLines(pipeline)] : start;
    default:
      return start;
  }
}

function failure(store: Store, job: JobRecord): string {
  if (job.failure !== undefined) return job.failure;
  const pipeline = job.pipelineId ? store.pipelines.get(job.pipelineId) : undefined;
  if (pipeline) return pipelineFailure(pipeline, job);
  return job.pipelineId
    ? `Pipeline ${job.pipelineId} failed: a plugin exited with status 1`
    : 'The job failed: a step exited with status 1';
}

interface LogFormat {
  contentType: string;
  write: (line: LogLine) => string;
}

const text: LogFormat = { contentType: 'text/plain;charset=UTF-8', write: (line) => `${line.message}\n` };
const ndjson = (contentType: string): LogFormat => ({ contentType, write: (line) => `${JSON.stringify(line)}\n` });
const sse: LogFormat = {
  contentType: 'text/event-stream',
  write: (line) => `id: ${line.sequence}\ndata: ${JSON.stringify(line)}\n\n`,
};
const formats: Record<string, LogFormat> = {
  'text/plain': text,
  'text/*': text,
  '*/*': text,
  'application/x-ndjson': ndjson('application/x-ndjson'),
  'application/stream+json': ndjson('application/stream+json'),
  'text/event-stream': sse,
};

/**
 * The log format the Accept header prefers (highest q, then first listed); plain text without one; 406 when
 * none fits.
 */
function negotiate(accept: string | null): LogFormat {
  if (accept === null || accept.trim() === '') return text;
  const offered = accept.split(',').map((item, index) => {
    const [type = '', ...params] = item.split(';').map((s) => s.trim().toLowerCase());
    const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? '1');
    return { format: formats[type], q: Number.isFinite(q) ? q : 0, index };
  });
  const best = offered.filter((o) => o.format && o.q > 0).sort((a, b) => b.q - a.q || a.index - b.index)[0];
  if (!best?.format)
    throw new MockHttpError(
      406,
      'Job logs are served as text/plain, application/x-ndjson, application/stream+json or text/event-stream; ' +
        `got Accept: ${accept}`,
    );
  return best.format;
}
