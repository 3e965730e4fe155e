import { millisTimestamp, serviceTimestamp } from '../clock.js';
import { addJob, type JobRecord, jobTiming } from '../resources/jobs/jobs.js';
import type { Store } from '../store.js';

// The demo's records are made as the clock starts; these put some of them earlier, as if they had happened.

/** A day of the mock's clock, in ms. */
export const day = 86_400_000;

/** An hour of the mock's clock, in ms. */
export const hour = 3_600_000;

/** Completed PIPELINE_RUN jobs of a pipeline, one a day before the clock starts (its metrics have rows at once). */
export function addPastRuns(store: Store, pipelineId: string, profileId: string, days: number): JobRecord[] {
  const workspaceId = store.pipelines.get(pipelineId)?.workspaceId ?? '';
  const runs: JobRecord[] = [];
  for (let ago = days; ago >= 1; ago--) {
    const createdAt = store.clock.now() - ago * day;
    runs.push(addJob(store, { workspaceId, pipelineId, type: 'PIPELINE_RUN', profileId, createdAt })); // settled
  }
  return runs;
}

/**
 * Moves jobs made as the clock starts (WORKSPACE_INIT, PIPELINE_CONFIG) back so that they ended as it starts: their
 * pipeline is idle, so a run can be created at once, and no job event is raised for them later.
 */
export function settleBeforeStart(jobs: Iterable<JobRecord>): void {
  const ran = jobTiming.queuedMs + jobTiming.runningMs;
  for (const job of jobs) {
    job.createdAt -= ran;
    job.startsAt -= ran;
    job.endsAt -= ran;
    job.created = millisTimestamp(job.createdAt);
    job.seenStatus = job.outcome;
  }
}

/** A service timestamp (zone-less, 1 to 9 fractional digits) of an instant before the clock's start. */
export function timestampAt(store: Store, at: number): string {
  return serviceTimestamp(at, store.random);
}

/**
 * Calls `raise` (which raises notifications through the routes' own code) and dates the notifications it raised at
 * `at`, when the event happened, so that lists order them with the rest (newest first) and `since` finds them.
 */
export function raisedAt(store: Store, at: number, raise: () => void): void {
  const before = store.notifications.size;
  raise();
  for (const notification of [...store.notifications.values()].slice(before)) {
    const created = timestampAt(store, at);
    Object.assign(notification, { at, created, lastModified: created });
  }
}
