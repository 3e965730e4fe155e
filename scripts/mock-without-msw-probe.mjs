// Copied by check-mock-without-msw.mjs into a scratch project that has no msw, and run there: wdp-sdk/mock's
// handle, fetch and startMockServer must work when imported and when required, and wdp-sdk/mock/msw must
// fail by naming the missing msw.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const loaders = { import: (id) => import(id), require: async (id) => require(id) };

for (const [form, load] of Object.entries(loaders)) {
  const { Client } = await load('wdp-sdk');
  const { createMockService, startMockServer } = await load('wdp-sdk/mock');
  const mock = createMockService();
  const { owner, channels } = mock.fixtures;
  const handled = await mock.handle(
    new Request(`https://wdp.mock/api/channels/${channels.sales}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    }),
  );
  assert.equal(handled.status, 200, `${form}: handle() answers the channel`);
  assert.equal((await handled.json()).name, 'Sales');
  const inProcess = new Client({ baseUrl: 'https://wdp.mock', auth: owner.token, fetch: mock.fetch });
  assert.equal(
    (await inProcess.channels.get(channels.sales)).name,
    'Sales',
    `${form}: a client over mock.fetch gets the channel`,
  );
  const server = await startMockServer();
  try {
    const overHttp = new Client({ baseUrl: server.url, auth: server.service.fixtures.owner.token });
    assert.equal(
      (await overHttp.channels.get(server.service.fixtures.channels.sales)).name,
      'Sales',
      `${form}: a client over startMockServer() gets the channel`,
    );
  } finally {
    await server.close();
  }
  const missing = await load('wdp-sdk/mock/msw').then(
    () => undefined,
    (error) => error,
  );
  assert.match(String(missing?.message), /'msw'/, `${form}: wdp-sdk/mock/msw fails by naming the missing msw`);
  console.log(
    `mock without msw (${form}): handle, fetch and startMockServer work; wdp-sdk/mock/msw names msw as missing`,
  );
}
