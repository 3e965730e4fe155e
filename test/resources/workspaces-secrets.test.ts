// A workspace's `deploymentSecret` and `sshPrivateKey` are secrets (docs/workspaces.md, docs/webhooks.md): once an
// answer of the client has held them, an error or a log line that echoes them in plain text shows `[redacted]`.
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../src/index.js';
import { createMockService } from '../../src/mock/index.js';
import { capturingLogger } from '../helpers/logger.js';
import { failure, leakCheck } from '../helpers/redaction.js';
import { renderings } from '../helpers/renderings.js';
import { makeClient, useServer, wire } from '../helpers/server.js';

useServer();

const WORKSPACE = '0b6f8d2e-4c1a-4e9b-8f3d-2a5c7e9b1d40';
const HOOK = 'whsec_0123456789abcdefEchoed';
const KEY = '-----BEGIN OPENSSH PRIVATE KEY-----b3BlbnNzaC1rZXktdjEAAAAA';
const expectClean = leakCheck([HOOK, KEY]);
const workspace = {
  id: WORKSPACE,
  name: 'Analytics',
  deploymentSecret: HOOK,
  sshPrivateKey: KEY,
  _links: { self: { href: `https://wdp.test/api/workspaces/${WORKSPACE}` } },
};
/** A 400 whose message echoes both secrets in plain text, as a service's free-text error may. */
const echo = {
  status: 400,
  body: { status: 400, error: 'Bad Request', message: `bad secret ${HOOK} for key ${KEY}`, path: '/api/x' },
};

describe("a workspace's secrets, once read, are redacted from errors and log lines", () => {
  it.each([
    ['get', (client: ReturnType<typeof makeClient>) => client.workspaces.get(WORKSPACE)],
    ['list', (client: ReturnType<typeof makeClient>) => client.workspaces.list()],
    ['update', (client: ReturnType<typeof makeClient>) => client.workspaces.update(WORKSPACE, { name: 'Analytics' })],
  ])('read by %s, then echoed by a later error', async (_, read) => {
    wire()
      .on('GET', `/api/workspaces/${WORKSPACE}`, { body: workspace })
      .on('PUT', `/api/workspaces/${WORKSPACE}`, { body: workspace })
      .on('GET', '/api/workspaces', { body: { _embedded: { workspaces: [workspace] }, _links: {} } })
      .on('POST', `/api/workspaces/${WORKSPACE}/deployments`, echo);
    const logger = capturingLogger();
    const client = makeClient({ logger, logLevel: 'debug' });
    await read(client);
    const error = await failure(() => client.deployments.deploy(WORKSPACE));
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as Error).message).toContain('bad secret [redacted] for key [redacted]');
    expectClean([...renderings(error), ...logger.lines]);
  });

  it('read by a two-step create (its draft and its put), on the mock', async () => {
    const mock = createMockService();
    const client = makeClient({ baseUrl: 'https://wdp.mock', auth: mock.fixtures.admin.token, fetch: mock.fetch });
    const created = await client.workspaces.create({ name: 'Secrets' });
    expect(created.deploymentSecret).toEqual(expect.any(String));
    const secret = created.deploymentSecret ?? '';
    mock.admin.addFault({
      method: 'GET',
      path: '/api/workspaces',
      fault: { type: 'status', status: 400, body: { status: 400, message: `the secret ${secret} leaked` } },
    });
    const error = await failure(() => client.workspaces.list());
    expect((error as Error).message).toContain('the secret [redacted] leaked');
    for (const text of renderings(error)) expect(text).not.toContain(secret);
  });

  it('without a read first, a plain-text echo is not known to be a secret (nothing to redact by)', async () => {
    wire().on('POST', `/api/workspaces/${WORKSPACE}/deployments`, echo);
    const error = await failure(() => makeClient().deployments.deploy(WORKSPACE));
    expect((error as Error).message).toContain(`bad secret ${HOOK}`);
  });
});
