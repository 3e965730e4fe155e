// Quickstart: authenticate, list and create channels, walk every page of jobs, follow a link, handle errors.
// Run against a real service with WDP_BASE_URL, WDP_WORKSPACE_ID and WDP_TOKEN (or WDP_CLIENT_ID,
// WDP_CLIENT_SECRET, WDP_TOKEN_URL and WDP_AUDIENCE for an API key).
import { Client, clientCredentials, NotFoundError, PermissionDeniedError, type Auth } from 'wdp-sdk';

function authFromEnv(env: NodeJS.ProcessEnv): Auth {
  if (env['WDP_TOKEN']) return env['WDP_TOKEN'];
  const { WDP_TOKEN_URL: tokenUrl, WDP_CLIENT_ID: clientId, WDP_CLIENT_SECRET: clientSecret, WDP_AUDIENCE: audience } = env;
  if (!tokenUrl || !clientId || !clientSecret) throw new Error('Set WDP_TOKEN, or WDP_TOKEN_URL, WDP_CLIENT_ID and WDP_CLIENT_SECRET.');
  return clientCredentials({ tokenUrl, clientId, clientSecret, audience });
}

async function main(): Promise<void> {
  const client = new Client({ baseUrl: process.env['WDP_BASE_URL'] ?? 'https://app.example.com', auth: authFromEnv(process.env) });
  const workspaceId = process.env['WDP_WORKSPACE_ID'] ?? '';

  const [profile] = (await client.profiles.list()).items;
  console.log(`Signed in as ${profile?.name ?? 'unknown'} (${profile?.handle ?? '-'})`);

  const { created, data: channel } = await client.channels.create(workspaceId, { name: 'Quarterly sales', description: 'Numbers by region' });
  console.log(`${created ? 'Created' : 'Updated'} channel ${channel.name}`);
  for await (const c of client.channels.list(workspaceId)) console.log(`- ${c.name} (${c.datasetCount ?? 0} datasets)`);

  let jobs = 0;
  for await (const job of client.jobs.list(workspaceId)) if (job.status === 'COMPLETE') jobs++;
  console.log(`${jobs} completed jobs`);

  await client.follow(channel, 'update channel', { body: { name: 'Sales', description: 'Renamed through its link' } });

  try {
    await client.channels.get('00000000-0000-4000-8000-000000000000');
  } catch (error) {
    if (error instanceof NotFoundError) console.log(`No such channel (${error.status})`);
    else if (error instanceof PermissionDeniedError) console.log('Not a member of that workspace');
    else throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
