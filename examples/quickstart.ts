// A session with the service: profile, channels, a comment thread, subscriptions and the notifications they
// raise, and a deployment followed to its end. Runs against the in-process mock unless WDP_BASE_URL is set.
import { link, toDate } from 'wdp-sdk';
import { followJob } from './support/progress.js';
import { connect } from './support/session.js';

async function main(): Promise<void> {
  const { client, workspaceId, teammate, pollMs, where } = connect();
  console.log(`Connected to ${where}\n`);

  const [me] = (await client.profiles.list()).items;
  console.log(`Signed in as ${me?.name} (${me?.handle})`);

  console.log('\nChannels:');
  for await (const channel of client.channels.list(workspaceId))
    console.log(`  ${channel.name}: ${plural(channel.datasetCount ?? 0, 'dataset')}`);
  const ops = await client.channels.create(workspaceId, { name: 'Operations', description: 'Runbooks and on-call' });
  console.log(`  created "${ops.name}"`);

  const sales = (await client.channels.list(workspaceId)).items.find((c) => c.name === 'Sales') ?? ops;
  const [dataset] = (await client.channels.listDatasets(sales)).items;
  if (!dataset) throw new Error(`No dataset in ${sales.name} to discuss`);
  await client.subscriptions.toDataset(dataset);
  console.log(`\nSubscribed to "${dataset.title}"; a teammate comments:`);
  const author = teammate ?? client;
  const comment = await author.comments.create(dataset, { message: 'Revenue is up 12% in EMEA #kpi' });
  await client.comments.reply(comment, { message: 'Thanks, adding it to the board review.' });
  await author.comments.update(comment, { message: 'Revenue is up 12.4% in EMEA #kpi' });
  await client.comments.like(comment);
  for await (const c of client.comments.list(dataset)) {
    const edited = link(c, 'edit-history') ? `, edited ${(await client.comments.history(c)).length}x` : '';
    console.log(`  ${c.from?.name}: "${c.message}" (${plural(c.likeCount ?? 0, 'like')}${edited})`);
    for await (const reply of client.comments.listReplies(c))
      console.log(`    ${reply.from?.name}: "${reply.message}"`);
  }

  console.log('\nNotifications:');
  for await (const n of client.notifications.list()) {
    const at = toDate(n.created ?? '').toISOString();
    console.log(`  ${n.type} from ${n.actor?.name} on "${n._embedded?.dataset?.title}" at ${at}`);
  }

  console.log('\nDeploying the workspace:');
  const done = await followJob(client, await client.deployments.deploy(workspaceId), pollMs);
  console.log(
    `Deployment ${done.status} (exit code ${done.exitCode ?? '-'}) at commit ${done.commitId?.slice(0, 7) ?? '-'}`,
  );
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
