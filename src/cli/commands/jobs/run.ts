import type { Job } from '../../../index.js';
import { printList } from '../../output/lists.js';
import { type Column, fields, printJson, printLine, printLines } from '../../output/print.js';
import type { Invocation } from '../../program/invocation.js';
import { findPipeline } from '../pipelines/find.js';
import type { JobsListFlags, JobsLogsFlags } from './flags.js';
import { printLog, watchJob } from './watch.js';
import type { WaitFlags } from './watch-flags.js';

const columns: Column<Job>[] = [
  { heading: 'ID', cell: (j) => j.id },
  { heading: 'TYPE', cell: (j) => j.type },
  { heading: 'STATUS', cell: (j) => j.status },
  { heading: 'CREATED', cell: (j) => j.created, time: true },
];

/** `wdp jobs list [--pipeline ID|NAME|LABEL]` */
export async function list(invocation: Invocation<JobsListFlags>): Promise<void> {
  const client = await invocation.client();
  const { signal } = invocation;
  const key = invocation.flags.pipeline;
  if (key !== undefined) {
    const pipeline = await findPipeline(invocation, key);
    return printList(invocation, (page) => client.jobs.listForPipeline(pipeline, page, { signal }), columns);
  }
  const workspace = await invocation.workspace();
  await printList(invocation, (page) => client.jobs.list(workspace, page, { signal }), columns);
}

/** `wdp jobs get ID` */
export async function get(invocation: Invocation, id: string): Promise<void> {
  const client = await invocation.client();
  const job = await client.jobs.get(id, { signal: invocation.signal });
  if (invocation.json) return printJson(invocation.io, job);
  const pipeline = job._embedded?.pipeline;
  printLines(
    invocation.io,
    fields([
      ['id', job.id],
      ['type', job.type],
      ['status', job.status],
      ['pipeline', pipeline && `${pipeline.name ?? pipeline.label ?? ''} (${pipeline.id})`],
      ['created', job.created],
      ['started', job.startTime],
      ['ended', job.endTime],
      ['attempt', job.attempt === undefined ? undefined : `${job.attempt} of ${job.maxAttempts ?? '?'}`],
      ['exit code', job.exitCode],
      ['commit', job.commitId],
    ]),
  );
}

/** `wdp jobs logs ID [--follow] [--interval MS]`: the log so far, or every line until the job ends. */
export async function logs(invocation: Invocation<JobsLogsFlags>, id: string): Promise<void> {
  const { follow, interval, maxLineLength } = invocation.flags;
  const client = await invocation.client();
  if (follow) {
    await watchJob(invocation, client, id, { follow: true, interval, maxLineLength });
    return;
  }
  const { signal } = invocation;
  await printLog(invocation, (sequence) => client.jobs.logs(id, { signal, sequence, maxLineLength }));
}

/** `wdp jobs wait ID [--timeout SECONDS] [--interval MS]` */
export async function wait(invocation: Invocation<WaitFlags>, id: string): Promise<number> {
  const { timeout, interval } = invocation.flags;
  return watchJob(invocation, await invocation.client(), id, { wait: true, timeout, interval });
}

/** `wdp jobs stop ID` */
export async function stop(invocation: Invocation, id: string): Promise<void> {
  const client = await invocation.client();
  const { signal } = invocation;
  const job = (await client.jobs.stop(id, { signal })) ?? (await client.jobs.get(id, { signal }));
  if (invocation.json) return printJson(invocation.io, job);
  printLine(invocation.io, `Job ${job.id} ${job.status}`);
}
