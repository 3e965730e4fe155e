// A pipeline from scratch: check its definition with the service, create it, wait for it to be provisioned, run it,
// follow its log, and wait for the run to end. Runs against the in-process mock unless WDP_BASE_URL is set.
import { streamSelection } from 'wdp-sdk';
import { followJob } from './support/progress.js';
import { connect } from './support/session.js';

async function main(): Promise<void> {
  const { client, workspaceId, pollMs, where } = connect();
  console.log(`Connected to ${where}\n`);

  console.log('Data components of the workspace:');
  for await (const component of client.dataComponents.list(workspaceId))
    console.log(`  ${component.name} (${component.dataPlugin})`);

  const body = {
    label: 'Orders nightly',
    dataComponents: ['extractors/tap-postgres', 'loaders/target-postgres'],
    schedule: '0 0 2 * * ?', // every day at 02:00
    properties: streamSelection('tap-postgres', {
      select: ['public-orders.*', 'public-customers.id'],
      metadata: { 'public-orders': { 'replication-method': 'INCREMENTAL', 'replication-key': 'updated_at' } },
    }),
  };

  const typo = await client.pipelines.validate(workspaceId, { ...body, dataComponents: ['extractors/tap-postgrse'] });
  if (!typo.valid) console.log(`\nA mistyped component is caught before saving: ${typo.errors[0]?.defaultMessage}`);
  const check = await client.pipelines.validate(workspaceId, body);
  if (!check.valid) throw new Error(`The pipeline is not valid: ${JSON.stringify(check.errors)}`);

  const pipeline = await client.pipelines.create(workspaceId, body);
  console.log(`\nCreated "${pipeline.label}" (${pipeline.status}), scheduled "${pipeline.schedule}"; provisioning:`);
  const config = (await client.jobs.listForPipeline(pipeline)).items.find((job) => job.type === 'PIPELINE_CONFIG');
  if (config) await followJob(client, config, pollMs);
  const ready = await client.pipelines.get(pipeline);
  if (ready.status !== 'READY') throw new Error(`The pipeline is ${ready.status}, not READY`);

  console.log(`\nRunning "${ready.label}":`);
  const run = await client.pipelines.run(ready);
  for await (const line of client.jobs.follow(run, { interval: pollMs })) console.log(`  ${line.message}`);
  const done = await client.jobs.wait(run, { interval: pollMs });
  console.log(`\nThe run ended ${done.status} (exit code ${done.exitCode ?? '-'})`);
  const metrics = await client.pipelines.metrics(ready);
  if (!metrics.length) console.log('The pipeline has no metrics yet.');
  for (const row of metrics)
    console.log(`  the run created ${row['metrics.job-created']} measured ${row['metrics.value']}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
