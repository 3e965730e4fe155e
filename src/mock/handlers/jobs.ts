import { type JobLogLine, jobLogLines } from '../domain/job-logs.js';
import { jobStatus, syncJobs } from '../domain/jobs.js';
import { startPipelineJob } from '../domain/pipelines.js';
import type { RequestContext } from '../http/context.js';
import { pagedResponse } from '../http/paging.js';
import { empty, hal, MockHttpError } from '../http/responses.js';
import type { Router } from '../http/router.js';
import type { JobRecord } from '../records.js';
import { isFinal, jobView } from '../views/job.js';

/** Jobs: list (workspace, pipeline) and view (members); run a pipeline, stop and delete (admins); logs by sequence. */
export function registerJobs(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/jobs', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      return pagedResponse(
        c,
        'jobs',
        newestFirst(c, (job) => job.workspaceId === workspace.id).map((job) => jobView(c, job)),
      );
    })
    .on('GET', '/api/pipelines/:id/jobs', (c) => {
      const pipeline = c.find(c.store.pipelines, c.param('id'), 'Pipeline');
      c.memberOf(pipeline.workspaceId);
      return pagedResponse(
        c,
        'jobs',
        newestFirst(c, (job) => job.pipelineId === pipeline.id).map((job) => jobView(c, job)),
      );
    })
    .on('POST', '/api/pipelines/:id/jobs', (c) => {
      const pipeline = c.find(c.store.pipelines, c.param('id'), 'Pipeline');
      c.adminOf(pipeline.workspaceId);
      const job = startPipelineJob(c.store, pipeline, 'PIPELINE_RUN', c.caller().id);
      return hal(jobView(c, job), 201);
    })
    .on('GET', '/api/jobs/:id', (c) => hal(jobView(c, visibleJob(c))))
    .on('PUT', '/api/jobs/:id/stopped', (c) => {
      const job = managedJob(c);
      const now = c.store.clock.now();
      const status = jobStatus(job, now);
      if (isFinal(status)) throw new MockHttpError(409, `Job ${job.id} has already finished with status ${status}`);
      job.stoppedAt = now;
      syncJobs(c.store);
      return hal(jobView(c, job), 202);
    })
    .on('DELETE', '/api/jobs/:id', (c) => {
      const job = managedJob(c);
      if (jobStatus(job, c.store.clock.now()) === 'RUNNING')
        throw new MockHttpError(409, `Job ${job.id} is running; stop it before deleting it`);
      c.store.jobs.delete(job.id);
      return empty();
    })
    .on('GET', '/api/jobs/:id/logs', (c) => {
      const job = visibleJob(c);
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
    });
}

/** Jobs matching a filter, newest first (later creation first; among equal instants, the later made). */
function newestFirst(c: RequestContext, keep: (job: JobRecord) => boolean): JobRecord[] {
  return [...c.store.jobs.values()]
    .filter(keep)
    .reverse()
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** The job, when the caller is a member of its workspace. */
function visibleJob(c: RequestContext): JobRecord {
  const job = c.find(c.store.jobs, c.param('id'), 'Job');
  c.memberOf(job.workspaceId);
  return job;
}

/** The job, when the caller administers its workspace (stop, delete). */
function managedJob(c: RequestContext): JobRecord {
  const job = c.find(c.store.jobs, c.param('id'), 'Job');
  c.adminOf(job.workspaceId);
  return job;
}

interface LogFormat {
  contentType: string;
  write: (line: JobLogLine) => string;
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
