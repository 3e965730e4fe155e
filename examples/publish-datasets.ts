// Publishing datasets from code: publish two (the second time, the same alias updates the dataset in place), read
// a dataset's data as rows and as CSV, find it by its tag, and comment on it. Runs against the in-process mock
// unless WDP_BASE_URL is set.
import { connect } from './support/session.js';

const dailyUsers = {
  alias: 'daily-users',
  title: 'Daily users #growth',
  description: 'Distinct users who signed in, per day',
  query: 'select report_date, total_users from daily_users order by report_date',
  rawData: [
    { report_date: '2026-11-20', total_users: 1204 },
    { report_date: '2026-11-21', total_users: 1311 },
    { report_date: '2026-11-22', total_users: 987 },
  ],
  visualisation: { 'chartjs-chart': { chartType: 'line' } },
  source: 'Web analytics',
};

async function main(): Promise<void> {
  const { client, workspaceId, where } = connect();
  console.log(`Connected to ${where}\n`);

  const first = await client.datasets.publish(workspaceId, dailyUsers);
  console.log(
    `${first.created ? 'NEW' : 'UPDATED'} ${first.data.alias}: "${first.data.title}" in ${first.data.source}`,
  );
  const again = await client.datasets.publish(workspaceId, { ...dailyUsers, title: 'Daily active users #growth' });
  console.log(
    `${again.created ? 'NEW' : 'UPDATED'} ${again.data.alias}: "${again.data.title}" (same id: ${
      again.data.id === first.data.id
    })`,
  );

  const dataset = again.data;
  const rows = (await client.datasets.data(dataset)) ?? [];
  console.log(
    `\n${rows.length} rows; the busiest day had ${Math.max(...rows.map((r) => Number(r['total_users'])))} users`,
  );
  console.log('As CSV:');
  console.log((await client.datasets.data(dataset, { as: 'csv' }))?.trimEnd() ?? '(no data)');

  const found = await client.search.datasets(workspaceId, { tags: ['growth'] });
  console.log(`\nTagged #growth: ${found.items.map((d) => d.title).join(', ')}`);

  await client.comments.create(dataset, { message: 'The dip on the 22nd is the outage #incident' });
  for await (const comment of client.comments.list(dataset)) console.log(`${comment.from?.name}: "${comment.message}"`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
