import type { Job, JobLogLine } from '../../src/index.js';
import type { CallResult, FollowResult } from './judge.js';
import type { Remote } from './remote.js';
import { faultClient, type RetryCounter, runCall } from './workload.js';

/** What one follow lane did: its deploy calls (POSTs, judged like any call) and its follows. */
export interface LaneResult {
  calls: CallResult[];
  follows: FollowResult[];
}

/**
 * One lane: a mock service of its own whose clock moves 500 ms a request (a line a request while a job
 * runs), driven one follow at a time so that the lane runs the same way every time. Each follow deploys
 * the workspace (a POST, never retried: a failed deploy is judged and sent again as a new call), then
 * reads the job with jobs.follow while the mock cuts, drops and delays its log reads and job polls.
 */
export async function runFollowLane(
  lane: number,
  remote: Remote,
  counter: RetryCounter,
  follows: number,
): Promise<LaneResult> {
  const fixtures = remote.fixtures[lane];
  if (!fixtures) throw new Error(`no lane ${lane}`);
  const client = faultClient(remote.urls[lane] ?? '', fixtures.admin.token, counter, { 'x-fault-profile': 'follow' });
  const { workspaceId } = fixtures;
  const result: LaneResult = { calls: [], follows: [] };
  for (let k = 0; k < follows; k++) {
    let job: Job | undefined;
    for (let attempt = 0; job === undefined; attempt++) {
      if (attempt >= 20) throw new Error(`lane ${lane}: could not deploy after 20 calls`);
      const id = `lane-${lane}-follow-${k}-deploy-${attempt}`;
      let deployed: Job | undefined;
      const call = await runCall(
        {
          id,
          op: 'deployments.deploy',
          method: 'POST',
          run: async (o) => (deployed = await client.deployments.deploy(workspaceId, o)),
        },
        counter,
      );
      result.calls.push(call);
      job = deployed;
    }
    const id = `lane-${lane}-follow-${k}`;
    const yielded: JobLogLine[] = [];
    let error: unknown;
    try {
      for await (const line of client.jobs.follow(job, { interval: 5 }, { headers: { 'x-call-id': id } }))
        yielded.push(line);
    } catch (caught) {
      error = caught;
    }
    const expected = await remote.mockLines(lane, job.id);
    result.follows.push({ id, jobId: job.id, yielded, expected, error, retries: counter.of(id) });
  }
  return result;
}
