import * as z from 'zod/mini';
import { collection } from '../core/validation/collection.js';
import { loose } from '../core/validation/objects.js';
import { openEnum, relations } from '../core/validation/schema.js';
import { Member, optionalTimestamp } from './common.js';
import { anyString, optionalInt, optionalString } from './fields.js';
import { Pipeline } from './pipeline.js';

/** The status of a job; COMPLETE, ERROR and STOPPED are final. */
export const JobStatus = /* @__PURE__ */ openEnum(['QUEUED', 'RUNNING', 'COMPLETE', 'ERROR', 'STOPPED']);
/** As the service sends it: one of `KnownJobStatus`, or a value the SDK does not know yet. */
export type JobStatus = z.infer<typeof JobStatus>;
/** The known values of `JobStatus`: what an input takes, and what `isKnown(JobStatus, value)` narrows to. */
export type KnownJobStatus = z.input<typeof JobStatus>;

/** The type of a job. */
export const JobType = /* @__PURE__ */ openEnum([
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
/** As the service sends it: one of `KnownJobType`, or a value the SDK does not know yet. */
export type JobType = z.infer<typeof JobType>;
/** The known values of `JobType`: what an input takes, and what `isKnown(JobType, value)` narrows to. */
export type KnownJobType = z.input<typeof JobType>;

/**
 * A job: a task run for a workspace or a pipeline.
 * Typed by its known fields; others stay on the object: `(job as Record<string, unknown>)['field']`.
 */
export const Job = loose(() => ({
  /** Its identifier, which the API's paths use. */
  id: anyString,
  /** When it was created: a service timestamp (`toDate()` reads it). */
  created: optionalTimestamp,
  /** What the job does, such as `PIPELINE_RUN` or `WORKSPACE_DEPLOY`. */
  type: JobType,
  /** What started the job, such as a schedule or another pipeline. */
  triggeredBy: optionalString,
  /** How many times the job may be tried. */
  maxAttempts: optionalInt,
  /** Which try this is, counting from 1. */
  attempt: optionalInt,
  /** The commit of the workspace's repository the job ran on. */
  commitId: optionalString,
  /** The exit code of the job's process, once it has ended. */
  exitCode: optionalInt,
  /** QUEUED, RUNNING, then COMPLETE, ERROR or STOPPED (`isFinished()` tells). */
  status: JobStatus,
  /** When it started running: a service timestamp (`toDate()` reads it). */
  startTime: optionalTimestamp,
  /** When it ended: a service timestamp (`toDate()` reads it). */
  endTime: optionalTimestamp,
  /** What the job embeds. */
  _embedded: z.optional(
    loose(() => ({
      /** The pipeline the job runs, for a pipeline's job. */
      pipeline: z.optional(Pipeline),
      /** The profile that started the job. */
      profile: z.optional(
        loose(() => ({
          ...Member.shape,
          /** The profile's email address. */
          email: optionalString,
        })),
      ),
    })),
  ),
  /** Its HAL links by relation, which the SDK's methods and `client.follow()` use. */
  _links: relations<'self' | 'delete job' | 'logs' | 'withdraw job'>(),
}));
/** `Job` as the service sends it: the type of its schema, under its own name. */
export interface Job extends z.infer<typeof Job> {}

/** The `jobs` collection. */
export const JobCollection = /* @__PURE__ */ collection('jobs', Job);

const finalStatuses: ReadonlySet<string> = new Set(['COMPLETE', 'ERROR', 'STOPPED']);

/**
 * Whether a job has finished (COMPLETE, ERROR or STOPPED).
 * @example
 * const job = await client.jobs.get(jobId);
 * if (isFinished(job)) console.log(job.status, job.endTime);
 */
export function isFinished(job: Pick<Job, 'status'>): boolean {
  return finalStatuses.has(job.status);
}
