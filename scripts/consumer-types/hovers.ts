// What an editor shows over a user's results, read by quick-info.mjs from the language service: each name declared
// below must hover as the model the call returns, by its name (`const job: Job`), not as its expanded structure.
// Checked in esm/ (the .d.ts) and in cjs/ (the .d.cts); no top-level await, so the one file serves both.
import { Client } from 'wdp-sdk';

export async function session(workspaceId: string): Promise<void> {
  const client = new Client({ baseUrl: 'https://wdp.mock', auth: 'token' });
  const job = await client.jobs.get('job-id');
  const page = await client.pipelines.list(workspaceId);
  const channel = await client.channels.create(workspaceId, { name: 'Sales', description: 'Q3' });
  for await (const dataset of client.datasets.list(workspaceId)) console.log(dataset.title);
  const upserted = await client.channels.put(workspaceId, 'sales', { name: 'Sales', description: 'Q3' });
  console.log(job.status, page.items.length, channel.name, upserted.created);
}
