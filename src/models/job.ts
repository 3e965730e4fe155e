import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/loose.js';
import { count, int, openEnum, relations } from '../core/validation/schema.js';
import { Member, Timestamp } from './common.js';
import { Pipeline } from './pipeline.js';

/** The status of a job; COMPLETE, ERROR and STOPPED are final. */
export const JobStatus = openEnum(['QUEUED', 'RUNNING', 'COMPLETE', 'ERROR', 'STOPPED']);
export type JobStatus = z.infer<typeof JobStatus>;

/** The type of a job. */
export const JobType = openEnum([
  'WORKSPACE_INIT',
  'WORKSPACE_CONFIG',
  'WORKSPACE_DEPLOY',
  'PIPELINE_CONFIG',
  'PIPELINE_VERIFY',
  'PIPELINE_RUN',
  'PROFILE_COLLABORATE',
  'PROFILE_IMPORT',
  'PROFILE_CONFIGURE_PIPELINE',
  'PROFILE_CONFIGURE_DATASTORE',
]);
export type JobType = z.infer<typeof JobType>;

/**
 * A job: a task run for a workspace or a pipeline.
 * Typed by its known fields; others stay on the object: `(job as Record<string, unknown>)['field']`.
 */
export const Job = loose({
  id: z.string(),
  created: z.optional(Timestamp),
  type: JobType,
  /** What started the job, such as a schedule or another pipeline. */
  triggeredBy: z.optional(z.string()),
  maxAttempts: z.optional(int()),
  attempt: z.optional(int()),
  commitId: z.optional(z.string()),
  exitCode: z.optional(int()),
  status: JobStatus,
  startTime: z.optional(Timestamp),
  endTime: z.optional(Timestamp),
  _embedded: z.optional(
    loose({
      pipeline: z.optional(Pipeline),
      profile: z.optional(loose({ ...Member.shape, email: z.optional(z.string()) })),
    }),
  ),
  _links: relations('self', 'delete job', 'logs', 'withdraw job'),
});
export type Job = z.infer<typeof Job>;

/** The `jobs` collection. */
export const JobCollection = collection('jobs', Job);

const finalStatuses: ReadonlySet<string> = new Set(['COMPLETE', 'ERROR', 'STOPPED']);

/** Whether a job has finished (COMPLETE, ERROR or STOPPED). */
export function isFinished(job: Pick<Job, 'status'>): boolean {
  return finalStatuses.has(job.status);
}

/** The level of a job log line. */
export const JobLogLevel = openEnum(['INFO', 'ERROR']);
export type JobLogLevel = z.infer<typeof JobLogLevel>;

/**
 * One line of a job's log as NDJSON and SSE carry it; `sequence` is its zero-based line number.
 * Typed by its known fields; others stay on the object: `(line as Record<string, unknown>)['field']`.
 */
export const JobLogLine = loose({
  sequence: count(),
  timestamp: Timestamp,
  level: JobLogLevel,
  message: z.string(),
});
export type JobLogLine = z.infer<typeof JobLogLine>;
