// Follows a job to its end: its log lines drive one progress line (updated in place on a terminal).
import type { Client, Job } from 'wdp-sdk';

export async function followJob(client: Client, job: Job, pollMs: number): Promise<Job> {
  let lines = 0;
  let last = '';
  for await (const line of client.jobs.follow(job, { interval: pollMs })) {
    lines++;
    last = line.message;
    if (process.stdout.isTTY)
      process.stdout.write(`\r\x1b[2K  ${job.type} ${job.id.slice(0, 8)} [${lines} log lines] ${last}`);
  }
  const done = await client.jobs.get(job);
  const summary = `  ${done.type} ${done.id.slice(0, 8)} [${lines} log lines] ${last}`;
  process.stdout.write(process.stdout.isTTY ? '\n' : `${summary}\n`);
  return done;
}
