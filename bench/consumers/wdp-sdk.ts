// The type-check measure's consumer of wdp-sdk (bench/measures/types.ts): a small app as a user writes it, compiled
// from the installed package. It lists workspaces, runs a pipeline, waits for its job and iterates datasets; its
// counterpart bench/consumers/openai.ts does the same kind and amount of work with openai. Kept fixed, so that the
// figures move only when the package's types do; it is type-checked against src/ by `npx tsc -p bench/tsconfig.json`.
import { Client } from 'wdp-sdk';

const client = new Client({ baseUrl: 'https://wdp.example.com', auth: 'token' });

export async function main(pipelineId: string): Promise<void> {
  const workspaces = await client.workspaces.list();
  const workspace = workspaces.items[0];
  if (!workspace) return;
  console.log(workspace.name);

  const job = await client.pipelines.run(pipelineId);
  const done = await client.jobs.wait(job, { timeout: 600_000 });
  console.log(done.status, done.exitCode);

  for await (const dataset of client.datasets.list(workspace)) console.log(dataset.id, dataset.title);
}
