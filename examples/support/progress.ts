// Follows a job to its end with one progress line (updated in place on a terminal): the status trail and polls.
import { isFinished, type Client, type Job } from 'wdp-sdk';

export async function followJob(client: Client, job: Job, pollMs: number): Promise<Job> {
  const trail = [job.status];
  let current = job;
  let polls = 0;
  while (!isFinished(current)) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    current = await client.jobs.get(current);
    polls++;
    if (current.status !== trail.at(-1)) trail.push(current.status);
    if (process.stdout.isTTY) process.stdout.write(`\r${line(current, trail, polls)}`);
  }
  process.stdout.write(process.stdout.isTTY ? '\n' : `${line(current, trail, polls)}\n`);
  return current;
}

function line(job: Job, trail: string[], polls: number): string {
  return `  ${job.type} ${job.id.slice(0, 8)}: ${trail.join(' -> ')} (${polls} polls)`;
}
