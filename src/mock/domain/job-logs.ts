import { millisTimestamp } from '../clock.js';
import { jobTiming } from '../factories.js';
import type { JobRecord } from '../records.js';
import type { MockStore } from '../store.js';
import { jobStatus } from './jobs.js';
import { configLines, pipelineFailure, runLines, verifyLines } from './pipeline-logs.js';

/** One log line of a job. */
export interface JobLogLine {
  /** Zero-based line number. */
  sequence: number;
  /** Zone-less, millisecond precision. */
  timestamp: string;
  level: 'INFO' | 'ERROR';
  message: string;
}

/** The instant a job ended or will end: stopped, or its scheduled end. */
export function jobEndsAt(job: JobRecord): number {
  return job.stoppedAt !== undefined && job.stoppedAt < job.endsAt ? job.stoppedAt : job.endsAt;
}

/** Whether the job ever ran (it was not stopped while queued). */
export function jobRan(job: JobRecord, now: number): boolean {
  return now >= job.startsAt && (job.stoppedAt === undefined || job.stoppedAt > job.startsAt);
}

/**
 * The log lines a job has written by `now`: one every `jobTiming.lineEveryMs` while it runs (from
 * `startsAt`), then a final `Job finished with status ...` line when it ends. A pure function of the
 * job and the instant, so every read of the same sequence gives the same lines.
 */
export function jobLogLines(store: MockStore, job: JobRecord, now: number): JobLogLine[] {
  const status = jobStatus(job, now);
  const end = jobEndsAt(job);
  const script = scriptOf(store, job);
  const lines: JobLogLine[] = [];
  const push = (at: number, level: JobLogLine['level'], message: string) =>
    lines.push({ sequence: lines.length, timestamp: millisTimestamp(at), level, message });
  const runningMs = job.endsAt - job.startsAt;
  for (let at = job.startsAt; at < end && at <= now; at += jobTiming.lineEveryMs) {
    const k = lines.length;
    const failing = job.outcome === 'ERROR' && at + jobTiming.lineEveryMs >= job.endsAt;
    const percent = Math.min(100, Math.floor(((at - job.startsAt + jobTiming.lineEveryMs) / runningMs) * 100));
    push(at, failing ? 'ERROR' : 'INFO', failing ? failure(store, job) : (script[k] ?? `Working (${percent}%)`));
  }
  if (status === 'COMPLETE' || status === 'ERROR' || status === 'STOPPED') {
    push(end, status === 'ERROR' ? 'ERROR' : 'INFO', `Job finished with status ${status}`);
  }
  return lines;
}

/** The opening lines of a job's log, by type; the rest of the run reports progress. */
function scriptOf(store: MockStore, job: JobRecord): string[] {
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

function failure(store: MockStore, job: JobRecord): string {
  const pipeline = job.pipelineId ? store.pipelines.get(job.pipelineId) : undefined;
  if (pipeline) return pipelineFailure(pipeline, job);
  return job.pipelineId
    ? `Pipeline ${job.pipelineId} failed: a plugin exited with status 1`
    : 'The job failed: a step exited with status 1';
}
