import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../../src/index.js';
import { WS } from '../fixtures/bodies.js';
import { DEPLOYMENT_SECRET, workspaceBody } from '../fixtures/workspaces-bodies.js';
import { capturingLogger } from '../helpers/logger.js';
import { failure, leakCheck } from '../helpers/redaction.js';
import { renderings } from '../helpers/renderings.js';
import { makeClient, useServer, wire } from '../helpers/server.js';

useServer();

const WS_PATH = `/api/workspaces/${WS}`;
const expectClean = leakCheck([DEPLOYMENT_SECRET]);

describe("a workspace's deploymentSecret never shows in an error or a log line", () => {
  it('is handed to the caller as it is in the model', async () => {
    wire().on('GET', WS_PATH, { body: workspaceBody() });
    expect((await makeClient().workspaces.get(WS)).deploymentSecret).toBe(DEPLOYMENT_SECRET);
  });

  it('ValidationError of a workspace that does not match the model: message, raw body, parsed body', async () => {
    wire().on('GET', WS_PATH, { body: workspaceBody({ domains: 'example.com' }) });
    const logger = capturingLogger();
    const client = makeClient({ validation: 'strict', logger, logLevel: 'debug' });
    const error = await failure(() => client.workspaces.get(WS));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).path).toBe('domains');
    expect((error as ValidationError).rawBody).toContain('"deploymentSecret":"[redacted]"');
    expect((error as ValidationError).body).toMatchObject({ deploymentSecret: '[redacted]', name: 'Analytics' });
    expectClean([...renderings(error), ...logger.lines]);
    expect(logger.lines.some((line) => line.startsWith(`debug: wdp-sdk: GET`))).toBe(true);
  });

  it('ValidationError of a workspace list page, and the warning of warn mode', async () => {
    const page = { _embedded: { workspaces: [workspaceBody({ managed: 'yes' })] }, _links: {} };
    wire().on('GET', '/api/workspaces', { body: page });
    const logger = capturingLogger();
    const error = await failure(() => makeClient({ validation: 'strict', logger }).workspaces.list());
    expectClean(renderings(error));
    await makeClient({ logger, logLevel: 'debug' }).workspaces.list();
    expect(logger.lines.some((line) => line.startsWith('warn: ') && line.includes('managed'))).toBe(true);
    expectClean(logger.lines);
  });

  it('ApiError whose body echoes the workspace, as JSON and as JSON text inside its message', async () => {
    const echoed = JSON.stringify(workspaceBody());
    wire().on('PUT', WS_PATH, () =>
      HttpResponse.json(
        {
          status: 409,
          error: 'Conflict',
          message: `Workspace conflicts with ${echoed}`,
          path: WS_PATH,
          errors: [{ field: 'name', rejectedValue: workspaceBody() }],
        },
        { status: 409 },
      ),
    );
    const logger = capturingLogger();
    const client = makeClient({ logger, logLevel: 'debug' });
    const error = await failure(() => client.workspaces.update(WS, { name: 'Analytics' }));
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).message).toContain('"deploymentSecret":"[redacted]"');
    expectClean([...renderings(error), ...logger.lines]);
  });

  it('sshPrivateKey too: answered, or sent and echoed in an error, it never shows', async () => {
    const key =
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU\n-----END OPENSSH PRIVATE KEY-----';
    wire()
      .on('GET', WS_PATH, { body: workspaceBody({ sshPrivateKey: key, managed: 'yes' }) })
      .on('PUT', WS_PATH, () =>
        HttpResponse.json({ status: 400, message: `bad key ${key}`, path: WS_PATH }, { status: 400 }),
      );
    const logger = capturingLogger();
    const client = makeClient({ validation: 'strict', logger, logLevel: 'debug' });
    const invalid = await failure(() => client.workspaces.get(WS));
    expect((invalid as ValidationError).rawBody).toContain('"sshPrivateKey":"[redacted]"');
    const refused = await failure(() => client.workspaces.update(WS, { name: 'Analytics', sshPrivateKey: key }));
    expect((refused as Error).message).toContain('bad key [redacted]');
    for (const text of [...renderings(invalid), ...renderings(refused), ...logger.lines])
      expect(text.includes('b3BlbnNzaC1rZXktdjEAAAAABG5vbmU'), `leaks the sshPrivateKey:\n${text}`).toBe(false);
  });

  it('a secret sent back in a form-encoded or query-style echo', async () => {
    wire().on('DELETE', WS_PATH, () =>
      HttpResponse.json(
        { status: 409, message: `refused deploymentSecret=${DEPLOYMENT_SECRET}&force=true` },
        { status: 409 },
      ),
    );
    const error = await failure(() => makeClient().workspaces.delete(WS));
    expect((error as Error).message).toContain('deploymentSecret=[redacted]&force=true');
    expectClean(renderings(error));
  });
});
