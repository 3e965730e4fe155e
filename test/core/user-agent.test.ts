// The User-Agent (issue 12, point 3): Node requests, token requests included, say `wdp-sdk/<version>
// node/<version>`; a browser (no process), Deno and Bun get no header from the SDK; the user's own header wins.
import { readFileSync } from 'node:fs';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { type Client, clientCredentials } from '../../src/index.js';
import { CHANNEL, channelBody } from '../fixtures/bodies.js';
import { makeClient, useServer, wire } from '../helpers/server.js';

useServer();

const channelPath = `/api/channels/${CHANNEL}`;
const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const NODE_AGENT = `wdp-sdk/${packageJson.version} node/${process.versions.node}`;
const IDP = 'https://id.test';
const creds = { tokenUrl: `${IDP}/oauth/token`, clientId: 'c-ua', clientSecret: 'cs_ua_secret_77' };

/** The User-Agent of a GET and of the token request before it, for a client made by `make`. */
async function agents(make: () => Client): Promise<{ api: string | undefined; token: string | undefined }> {
  const idp = wire(IDP).on('POST', '/oauth/token', () => HttpResponse.json({ access_token: 'at-ua' }));
  const net = wire().on('GET', channelPath, { body: channelBody() });
  await make().channels.get(CHANNEL);
  return { api: net.last.headers['user-agent'], token: idp.requests[0]?.headers['user-agent'] };
}

/** Makes a client in a runtime with these globals instead (`undefined` removes one), then restores them. */
function inRuntime(globals: Record<string, unknown>, make: () => Client): () => Client {
  return () => {
    for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
    try {
      return make();
    } finally {
      vi.unstubAllGlobals();
    }
  };
}

describe('User-Agent', () => {
  it("is the SDK's version from package.json", async () => {
    const { version } = await import('../../src/version.js');
    expect(version).toBe(packageJson.version);
  });

  it('is sent by Node with every request, token requests included', async () => {
    expect(await agents(() => makeClient({ auth: clientCredentials(creds) }))).toEqual({
      api: NODE_AGENT,
      token: NODE_AGENT,
    });
  });

  it("gives way to the user's own User-Agent, of the client or of the call, and to null", async () => {
    const net = wire().on('GET', channelPath, { body: channelBody() });
    const client = makeClient({ headers: { 'User-Agent': 'my-app/1.0' } });
    await client.channels.get(CHANNEL);
    await client.channels.get(CHANNEL, { headers: { 'user-agent': 'my-job/2.0' } });
    await makeClient({ headers: { 'User-Agent': undefined } }).channels.get(CHANNEL);
    await makeClient().channels.get(CHANNEL, { headers: { 'User-Agent': null } });
    expect(net.requests.map((r) => r.headers['user-agent'])).toEqual([
      'my-app/1.0',
      'my-job/2.0',
      NODE_AGENT,
      undefined,
    ]);
  });

  it.each([
    ['a browser (no process)', { process: undefined }],
    ['Deno', { Deno: { env: { get: () => undefined } } }],
    ['Bun', { Bun: { version: '1.2.0' } }],
  ])('is not added in %s, to any request', async (_runtime, globals) => {
    const make = inRuntime(globals, () => makeClient({ auth: clientCredentials(creds) }));
    expect(await agents(make)).toEqual({ api: undefined, token: undefined });
  });
});
