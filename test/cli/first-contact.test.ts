// A first contact like gh's: -w by id, alias or name; a refused token or an unreachable service explained in the
// command line's terms (which flag, variable or context gave the setting, and how to replace it).
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useLoopbacks } from '../helpers/loopback.js';
import { withRequestId } from '../helpers/request-id.js';
import { useCli } from './harness.js';

const cli = useCli();
const serve = useLoopbacks();

/** A loopback port nothing listens on: bound, then closed, so a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('-w takes an id, an alias or a name everywhere', () => {
  it.each([
    ['the alias', 'analytics'],
    ['the name in any case', 'ANALYTICS'],
    ['the id', undefined],
  ])('lists the datasets of the workspace given by %s', async (_, key) => {
    const workspace = key ?? cli.service.fixtures.workspaceId;
    const result = await cli.wdp(['datasets', 'list', '-w', workspace, '--json'], {
      env: { WDP_WORKSPACE: undefined },
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect((JSON.parse(result.stdout) as unknown[]).length).toBeGreaterThan(0);
  });

  it('takes an alias from WDP_WORKSPACE too', async () => {
    const result = await cli.wdp(['channels', 'list', '--json'], { env: { WDP_WORKSPACE: 'analytics' } });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toContainEqual(expect.objectContaining({ name: 'Sales' }));
  });

  it('says which workspaces exist when none has the key (exit 1)', async () => {
    expect(await cli.wdp(['datasets', 'list', '-w', 'nowhere'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No workspace of yours has the id, alias or name "nowhere"; see `wdp workspaces list`.\n',
    });
  });
});

describe('a refused token says where it came from and how to replace it', () => {
  const refused = /^AuthenticationError: .*401.*\n/;

  it('names WDP_TOKEN', async () => {
    const result = await cli.wdp(['profile'], { env: { WDP_TOKEN: 'expired-token' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(refused);
    expect(result.stderr.replace(refused, '')).toBe(
      'The token from WDP_TOKEN was refused (expired, revoked, or for another service); set WDP_TOKEN to a ' +
        'valid one.\n',
    );
    expect(result.stderr).not.toContain('expired-token');
  });

  it('names the --token flag, and the stdin form to pass a new one', async () => {
    const result = await cli.wdp(['profile', '--token', '-'], {
      input: 'expired-token\n',
      env: { WDP_TOKEN: undefined },
    });
    expect(result.stderr.replace(refused, '')).toBe(
      'The token from the --token flag was refused (expired, revoked, or for another service); pass a valid ' +
        'one with --token - (- reads it from stdin).\n',
    );
  });

  it('names the context, and the command that replaces its token', async () => {
    const env = { WDP_TOKEN: undefined, WDP_BASE_URL: undefined };
    const create = ['context', 'create', 'stale', '--base-url', cli.server.url, '--token', '-'];
    expect(await cli.wdp(create, { env, input: 'expired-token\n' })).toMatchObject({ code: 0 });
    const result = await cli.wdp(['profile'], { env });
    expect(result.code).toBe(1);
    expect(result.stderr.replace(refused, '')).toBe(
      'The token from context stale was refused (expired, revoked, or for another service); replace it with ' +
        '`wdp context update stale --token -` (- reads it from stdin).\n',
    );
  });
});

describe('an unreachable service names the cause and the flag, not the SDK option', () => {
  it('a refused connection: ECONNREFUSED, and --base-url', async () => {
    const port = await closedPort();
    const result = await cli.wdp(['datasets', 'list', '--base-url', `http://127.0.0.1:${port}`]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: expect.stringMatching(
        withRequestId(
          `ConnectionError: Cannot reach http://127.0.0.1:${port}: the connection was refused: nothing listens on ` +
            'that port (ECONNREFUSED).\nThe service URL comes from the --base-url flag: check it and the network.\n',
        ),
      ),
    });
  });

  it('a host the DNS does not know: ENOTFOUND, and the variable that gave the URL', async () => {
    // `.invalid` never resolves (RFC 6761), so the answer is the resolver's, with no network needed.
    const result = await cli.wdp(['datasets', 'list'], { env: { WDP_BASE_URL: 'https://wdp.invalid' } });
    expect(result.code).toBe(1);
    const [message, hint] = result.stderr.split('\n');
    expect(message).toMatch(
      /^ConnectionError: Cannot reach https:\/\/wdp\.invalid: the DNS (has no address for|lookup of) wdp\.invalid/,
    );
    expect(message).toMatch(/ \((ENOTFOUND|EAI_AGAIN)\)\. \(request id [0-9a-f-]{36}\)$/);
    expect(hint).toBe('The service URL comes from WDP_BASE_URL: check it and the network.');
    expect(result.stderr).not.toContain('baseUrl');
  });

  it("an answer cut off mid-body: the SDK's words, the cause's code for its advice, the request id once", async () => {
    const api = await serve((request, response) => {
      response.writeHead(200, { 'content-type': 'application/hal+json', 'content-length': '1000' });
      response.write('{"id":', () => request.destroy()); // cut once the head and the start are on their way
    });
    const result = await cli.wdp(['profile', '--base-url', api.url]);
    const sent = new Set(api.requests.map((request) => request.headers['x-request-id'])); // one, however retried
    expect(sent.size).toBe(1);
    const [message, hint, ...rest] = result.stderr.split('\n');
    expect(message).toMatch(
      new RegExp(
        `^ConnectionError: GET ${api.url}/\\S+ failed while reading the response body( \\([A-Z_]+\\))?\\. ` +
          `\\(request id ${[...sent][0]}\\)$`,
      ),
    );
    expect(hint).toBe('The service URL comes from the --base-url flag: check it and the network.');
    expect(rest).toEqual(['']);
    expect(result.code).toBe(1);
  });

  it("a POST whose connection dropped once it arrived: it may have taken effect, said in the SDK's words", async () => {
    const api = await serve((request) => request.destroy()); // the whole request read, then no answer
    const result = await cli.wdp(['api', 'POST', '/api/workspaces', '--data', '{}', '--base-url', api.url]);
    expect(api.requests.map((request) => request.method)).toEqual(['POST']); // it arrived, and is not sent again
    const [message, hint, ...rest] = result.stderr.split('\n');
    expect(message).toMatch(
      new RegExp(
        `^ConnectionError: POST ${api.url}/api/workspaces got no response \\(fetch failed\\) and may have taken ` +
          'effect: check before sending it again \\(UND_ERR_SOCKET\\)\\. \\(request id [0-9a-f-]{36}\\)$',
      ),
    );
    expect(hint).toBe('The service URL comes from the --base-url flag: check it and the network.');
    expect(rest).toEqual(['']);
    expect(result.code).toBe(1);
  });
});

describe('a refused API key says where it came from', () => {
  it('names the variables, and how to replace the secret or make a new key', async () => {
    const made = await cli.wdp(['api-keys', 'create', '--name', 'ci', '--json']);
    const { clientId } = JSON.parse(made.stdout) as { clientId: string };
    const env = {
      WDP_TOKEN: undefined,
      WDP_CLIENT_ID: clientId,
      WDP_CLIENT_SECRET: 'not-the-secret',
      WDP_TOKEN_URL: `${cli.server.url}/oauth/token`,
    };
    const result = await cli.wdp(['profile'], { env });
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('not-the-secret');
    expect(result.stderr.split('\n').slice(1)).toEqual([
      `The API key ${clientId} from WDP_CLIENT_ID was refused (deleted, or a wrong secret); set ` +
        'WDP_CLIENT_SECRET to a valid one, or make a new key with `wdp api-keys create`.',
      '',
    ]);
  });
});
