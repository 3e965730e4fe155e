import { millisTimestamp } from '../clock.js';
import { addJob, type JobRecord, jobTiming, syncJobs } from '../resources/jobs/jobs.js';
import { addPipeline, type PipelineRecord } from '../resources/pipelines/pipelines.js';
import { latestConfigJob } from '../resources/pipelines/status.js';
import { addSubscription } from '../resources/subscriptions/subscriptions.js';
import type { Store } from '../store.js';
import { day, hour, raisedAt, settleBeforeStart } from './timeline.js';

/** The second demo pipeline and its runs. */
export interface SyncHistory {
  pipeline: PipelineRecord;
  /** Last night's scheduled run: ERROR, its log ending in why. */
  failed: JobRecord;
  /** The run started by hand 35 minutes before the clock's start: RUNNING for 100 more minutes. */
  running: JobRecord;
}

/** The ERROR line of the failed run: what the extractor said. */
const failure = 'tap-postgres | extractor | FATAL: password authentication failed for user "etl" (db.internal:5432)';

/** How often the running job's log gets a line: its nine lines (the steps of a run) span the run. */
const lineEveryMs = 15 * 60_000;

/**
 * Adds the pipeline `customers-sync` (a nightly incremental sync of `customers`, set up by `adminId`, who subscribes
 * to it) with a COMPLETE run the night before last, an ERROR run last night and a run `ownerId` started 35 minutes
 * before the clock's start, RUNNING until 100 minutes after it: 5 minutes of real time on `wdp mock`'s 20x clock.
 * The two last runs raised JOB_ENDED and JOB_STARTED as the clock does, dated when they happened.
 */
export function addSyncHistory(store: Store, workspaceId: string, adminId: string, ownerId: string): SyncHistory {
  const pipeline = addPipeline(store, {
    workspaceId,
    name: 'customers-sync',
    label: 'Customers sync',
    profileId: adminId,
    schedule: '0 0 3 * * ?',
    dataComponents: ['tap-postgres', 'target-postgres'],
    properties: {
      'tap-postgres._select': '["customers.*"]',
      'tap-postgres._metadata': '{"customers":{"replication-method":"INCREMENTAL"}}',
    },
  });
  const config = latestConfigJob(store, pipeline.id);
  if (config) settleBeforeStart([config]);
  addSubscription(store, { subscriberId: adminId, allMembers: false, subject: { kind: 'pipeline', id: pipeline.id } });
  const start = store.clock.now();
  const run = (createdAt: number, init: Partial<JobRecord>) =>
    addJob(store, {
      workspaceId,
      pipelineId: pipeline.id,
      type: 'PIPELINE_RUN',
      profileId: adminId,
      createdAt,
      created: millisTimestamp(createdAt),
      ...init,
    });
  run(start - day - 6 * hour, { seenStatus: 'COMPLETE' });
  const failedAt = start - 6 * hour;
  const failed = run(failedAt, {
    // It fails as the extractor starts: its log reads the checkout, the command, the extractor starting, the error.
    endsAt: failedAt + jobTiming.queuedMs + 2_500,
    outcome: 'ERROR',
    failure,
    seenStatus: 'RUNNING',
  });
  raisedAt(store, failed.endsAt, () => syncJobs(store));
  const startedAt = start - 35 * 60_000;
  const running = run(startedAt - jobTiming.queuedMs, {
    profileId: ownerId,
    endsAt: startedAt + 9 * lineEveryMs,
    lineEveryMs,
  });
  raisedAt(store, running.startsAt, () => syncJobs(store));
  return { pipeline, failed, running };
}
