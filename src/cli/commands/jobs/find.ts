// The job a command-line key names: its id, or the start of it as `wdp jobs list` shows it on a terminal.

import type { Invocation } from '../../program/invocation.js';
import { fullId } from '../../program/lookup.js';

/** A job's id from a key: an id prefix is looked up among the workspace's jobs; any other key is taken as the id. */
export async function jobId(invocation: Invocation, key: string): Promise<string> {
  const client = await invocation.client();
  const { signal } = invocation;
  return fullId(
    key,
    async function* () {
      yield* client.jobs.list(await invocation.workspace(), {}, { signal });
    },
    (job) => job.id,
    (job) => [job.type, job.status].filter(Boolean).join(' '),
  );
}
