// A new source of data: find an extractor in the Meltano Hub index, install it into the workspace, configure it as
// a data component, run it in a pipeline with the workspace's loader, and read the run's metrics. Runs against the
// in-process mock unless WDP_BASE_URL is set.
import { streamSelection } from 'wdp-sdk';
import { connect } from './support/session.js';

async function main(): Promise<void> {
  const { client, workspaceId, pollMs, where } = connect();
  console.log(`Connected to ${where}\n`);

  const extractors = await client.dataPlugins.hubIndexOfType('extractors');
  const variant = extractors['tap-github']?.default_variant;
  console.log(`The Hub lists ${Object.keys(extractors).length} extractors, tap-github by default as ${variant}`);

  const available = (await client.dataPlugins.listAvailable(workspaceId, { size: 100 })).items;
  const plugin = available.find((p) => p.name === 'tap-github' && p.variant === variant);
  if (plugin) await client.dataPlugins.install(workspaceId, plugin); // else it is installed already
  const component = await client.dataComponents.create(workspaceId, {
    name: 'extractors/tap-github',
    dataPlugin: `tap-github--${variant}`,
    properties: { repositories: '["acme/analytics"]' },
  });
  console.log(`Installed ${component.dataPlugin} and configured it as ${component.name}`);

  const pipeline = await client.pipelines.create(workspaceId, {
    label: 'GitHub issues',
    dataComponents: ['extractors/tap-github', 'loaders/target-postgres'],
    properties: streamSelection('tap-github', { select: ['issues.*', 'pull_requests.*'] }),
  });
  for (const job of (await client.jobs.listForPipeline(pipeline)).items)
    if (job.type === 'PIPELINE_CONFIG') await client.jobs.wait(job, { interval: pollMs });
  const ready = await client.pipelines.get(pipeline);
  console.log(`Created the pipeline "${ready.label}": ${ready.status}`);

  const run = await client.jobs.wait(await client.pipelines.run(ready), { interval: pollMs });
  console.log(`Ran it: ${run.status} (exit code ${run.exitCode ?? '-'})`);
  for (const row of await client.pipelines.metrics(ready))
    console.log(`  the run of ${row['metrics.job-created']} synced ${row['metrics.value']} records`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
