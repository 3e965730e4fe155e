import type { RequestContext } from '../../http/context.js';
import { stored } from '../../http/lookup.js';
import { listResponse, pagedResponse } from '../../http/paging.js';
import { empty, hal, json, MockHttpError } from '../../http/responses.js';
import type { Router } from '../../http/router.js';
import { startPipelineJob, storedPipeline } from '../pipelines/status.js';
import { type JobRecord, type JobStatus, jobStatus, syncJobs } from './jobs.js';
import { logsResponse } from './logs.js';
import { jobView } from './view.js';

/**
 * Jobs: list (a workspace's, a pipeline's, all the caller's) and view (members); run a pipeline, stop and delete
 * (admins); logs by sequence.
 */
export function routes(router: Router): void {
  router
    .on('GET', '/api/workspaces/:ws/jobs', (c) => {
      const workspace = c.memberOf(c.param('ws'));
      const views = newestFirst(c, (job) => job.workspaceId === workspace.id).map((job) => jobView(c, job));
      return pagedResponse(c, 'jobs', views);
    })
    .on('GET', '/api/jobs', (c) => {
      const mine = c.memberships();
      const jobs = newestFirst(c, (job) => mine.has(job.workspaceId));
      const views = jobs.map((job) => jobView(c, job));
      return listResponse(c, 'jobs', views);
    })
    .on('GET', '/api/pipelines/:id/jobs', (c) => {
      const pipeline = storedPipeline(c, c.param('id'));
      c.memberOf(pipeline.workspaceId);
      const views = newestFirst(c, (job) => job.pipelineId === pipeline.id).map((job) => jobView(c, job));
      return pagedResponse(c, 'jobs', views);
    })
    .on('POST', '/api/pipelines/:id/jobs', (c) => {
      const pipeline = storedPipeline(c, c.param('id'));
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
      // The service accepts the stop with a map of text (its document names no key), not with the job.
      return json({}, 202);
    })
    .on('DELETE', '/api/jobs/:id', (c) => {
      const job = managedJob(c);
      if (jobStatus(job, c.store.clock.now()) === 'RUNNING')
        throw new MockHttpError(409, `Job ${job.id} is running; stop it before deleting it`);
      c.store.jobs.delete(job.id);
      return empty();
    })
    .on('GET', '/api/jobs/:id/logs', (c) => logsResponse(c, visibleJob(c)));
}

/** Whether a status is final (COMPLETE, ERROR or STOPPED). */
function isFinal(status: JobStatus): boolean {
  return status === 'COMPLETE' || status === 'ERROR' || status === 'STOPPED';
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
  const job = stored(c.store.jobs, c.param('id'), 'Job');
  c.memberOf(job.workspaceId);
  return job;
}

/** The job, when the caller administers its workspace (stop, delete). */
function managedJob(c: RequestContext): JobRecord {
  const job = stored(c.store.jobs, c.param('id'), 'Job');
  c.adminOf(job.workspaceId);
  return job;
}
