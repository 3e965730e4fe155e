// A Node user's ESM code, compiled by check.mjs against the packed package (only the ES and Node libs, no DOM):
// the published .d.ts must type-check there, and still refuse a typo in a model field.
import {
  ApiError,
  Client,
  isFinished,
  type Job,
  link,
  NotFoundError,
  type Page,
  toFile,
  ValidationError,
} from 'wdp-sdk';
import { createMockService, startMockServer } from 'wdp-sdk/mock';

const mock = createMockService();
const client = new Client({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.owner.token, fetch: mock.fetch });
const { workspaceId } = mock.fixtures;

const channel = await client.channels.create(workspaceId, { name: 'Sales', description: 'Q3' });
const renamed: string = channel.name;
for await (const job of client.jobs.list(workspaceId)) console.log(job.type, isFinished(job));
const page: Page<Job> = await client.jobs.list(workspaceId, { size: 5 });
const first: Job | undefined = page.items[0];
// @ts-expect-error a typo in a model field does not compile
console.log(first?.stauts);
const extra: unknown = first && (first as Record<string, unknown>)['fieldTheSdkDoesNotKnow'];

await client.resources.upload(workspaceId, { 'a.sql': toFile('select 1', 'a.sql') });
const text: string = await client.resources.download(workspaceId, 'a.sql', { as: 'text' });
const bytes: Uint8Array = await client.resources.download(workspaceId, 'a.sql', { as: 'bytes' });
const { data, response } = await client.channels.get(channel.id).withResponse();
const status: number = response.status;
const self: string | undefined = link(data, 'self')?.href;
const followed: unknown = await client.follow(data, 'self');

try {
  await client.jobs.get('missing', { timeout: 5_000, signal: AbortSignal.timeout(10_000) });
} catch (error) {
  if (error instanceof NotFoundError) console.log(error.status, error.url);
  else if (error instanceof ApiError || error instanceof ValidationError) throw error;
}

const server = await startMockServer({ port: 0 });
await server.close();
console.log(renamed, extra, text, bytes, status, self, followed);
