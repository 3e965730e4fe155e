import { printList } from '../../output/lists.js';
import { printJson, printLine } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { showing } from '../../program/model-commands.js';
import { jobView } from '../../views/job.js';
import { findPipeline } from '../pipelines/find.js';
import { jobId } from './find.js';
import type { JobsListFlags, JobsLogsFlags } from './flags.js';
import { printLog, watchJob } from './watch.js';
import type { WaitFlags } from './watch-flags.js';

/** `wdp jobs list [--pipeline ID|NAME|LABEL]` */
export async function list(invocation: Invocation<JobsListFlags>): Promise<void> {
  const client = await invocation.client();
  const { signal } = invocation;
  const key = invocation.flags.pipeline;
  if (key !== undefined) {
    const pipeline = await findPipeline(invocation, key);
    return printList(invocation, (page) => client.jobs.listForPipeline(pipeline, page, { signal }), jobView.columns);
  }
  const workspace = await invocation.workspace();
  await printList(invocation, (page) => client.jobs.list(workspace, page, { signal }), jobView.columns);
}

/** `wdp jobs get ID` (or the start of the id, as every command of jobs takes) */
export const get = showing(jobView, async (invocation, key) => {
  const client = await invocation.client();
  return client.jobs.get(await jobId(invocation, key), { signal: invocation.signal });
});

/** `wdp jobs logs ID [--follow] [--interval MS]`: the log so far, or every line until the job ends. */
export async function logs(invocation: Invocation<JobsLogsFlags>, key: string): Promise<void> {
  const { follow, interval, maxLineLength } = invocation.flags;
  const client = await invocation.client();
  const id = await jobId(invocation, key);
  if (follow) {
    await watchJob(invocation, client, id, { follow: true, interval, maxLineLength });
    return;
  }
  const { signal } = invocation;
  const read = (sequence: number, limit: number) => client.jobs.logs(id, { signal, sequence, maxLineLength: limit });
  await printLog(invocation, read, maxLineLength);
}

/** `wdp jobs wait ID [--timeout SECONDS] [--interval MS]` */
export async function wait(invocation: Invocation<WaitFlags>, key: string): Promise<number> {
  const { timeout, interval } = invocation.flags;
  const id = await jobId(invocation, key);
  return watchJob(invocation, await invocation.client(), id, { wait: true, timeout, interval });
}

/** `wdp jobs stop ID` */
export async function stop(invocation: Invocation, key: string): Promise<void> {
  const client = await invocation.client();
  const { signal } = invocation;
  const id = await jobId(invocation, key);
  // The service accepts the stop with a map of text, not the job, so the job is read after it.
  await client.jobs.stop(id, { signal });
  const job = await client.jobs.get(id, { signal });
  if (invocation.json) return printJson(invocation.io, job);
  printLine(invocation.io, `Job ${job.id} ${job.status}`);
}
