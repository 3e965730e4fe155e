// Redirects (issue 10, point 1): the SDK follows them by hand, so no credential reaches another origin and a
// token request never carries its body elsewhere. Real loopback servers on two origins, so that what fetch
// itself would do (follow, and re-send headers and bodies) is what the tests would catch.
import { describe, expect, it } from 'vitest';
import { Client, type ClientOptions, clientCredentials, RedirectError } from '../../../src/index.js';
import { CHANNEL, channelBody } from '../../fixtures/bodies.js';
import { type Handler, type Loopback, sendJson, useLoopbacks } from '../../helpers/loopback.js';

const TOKEN = 'tok_live_redirect_5c6d7e';
const API_KEY = 'key_live_0123456789';
const CUSTOM = 'custom_secret_9876543';
const CLIENT_SECRET = 'cs_redirect_very_secret';
const channel = `/api/channels/${CHANNEL}`;

const serve = useLoopbacks();

const redirect =
  (status: number, location: string): Handler =>
  (_request, response) => {
    response.writeHead(status, { location, 'content-length': '0' });
    response.end();
  };
const ok: Handler = (_request, response) => sendJson(response, 200, channelBody());

/** A client on `api` sending the token, an API key and a custom secret header with every request. */
function client(api: Loopback, options: Partial<ClientOptions> = {}): Client {
  return new Client({
    baseUrl: api.url,
    auth: TOKEN,
    retry: 0,
    logLevel: 'off',
    headers: { 'x-api-key': API_KEY, 'x-custom-secret': CUSTOM },
    ...options,
  });
}

describe('same-origin redirects', () => {
  it('are followed with every header, credentials included', async () => {
    const api = await serve((request, response) =>
      request.url === channel ? redirect(307, '/api/moved')(request, response) : ok(request, response),
    );
    await expect(client(api).channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(api.requests.map((r) => r.url)).toEqual([channel, '/api/moved']);
    expect(api.requests[1]?.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'x-api-key': API_KEY,
      'x-custom-secret': CUSTOM,
    });
  });

  it('keep the method and body of a 308, and turn a 303 after a POST into a body-less GET', async () => {
    const api = await serve((request, response) => {
      if (request.url.endsWith('/scope/workspace')) return redirect(308, '/api/scope-moved')(request, response);
      if (request.url.endsWith('/channels') && request.method === 'POST')
        return redirect(303, '/api/draft')(request, response);
      return ok(request, response);
    });
    await client(api).channels.addWorkspaceScope(CHANNEL);
    await client(api).channels.initialise('ws-1');
    expect(api.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['PUT', `${channel}/scope/workspace`, ''],
      ['PUT', '/api/scope-moved', ''],
      ['POST', '/api/workspaces/ws-1/channels', '{}'],
      ['GET', '/api/draft', ''],
    ]);
    expect(api.requests[3]?.headers['content-type']).toBeUndefined();
  });

  it('send a form again whole after a 307, with a boundary that matches it, through a custom fetch too', async () => {
    const forms: string[][] = [];
    const api = await serve(async (request, response) => {
      if (request.url.endsWith('/resources')) return redirect(307, '/api/upload-here')(request, response);
      const form = await new Response(request.body, {
        headers: { 'content-type': String(request.headers['content-type']) },
      }).formData();
      forms.push([...form.keys()]);
      sendJson(response, 200, { _embedded: { resources: [] } });
    });
    for (const fetch of [undefined, (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)]) {
      await client(api, fetch ? { fetch } : {}).files.upload('ws-1', { 'a.sql': 'select 1', 'b/c.csv': 'x,y' });
    }
    expect(forms).toEqual([
      ['a.sql', 'b/c.csv'],
      ['a.sql', 'b/c.csv'],
    ]);
  });

  it('stop at a loop, once, without retrying it (one GET made 63 requests)', async () => {
    const api = await serve((request, response) =>
      redirect(302, request.url === '/api/a' ? '/api/b' : '/api/a')(request, response),
    );
    const error = await client(api, { retry: 2 })
      .follow({ _links: { a: { href: `${api.url}/api/a` } } }, 'a')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as RedirectError).message).toMatch(/redirect loop/);
    expect(api.requests.map((r) => r.url)).toEqual(['/api/a', '/api/b']);
  });

  it('stop after five in a row', async () => {
    const api = await serve((request, response) =>
      redirect(307, `/api/hop-${Number(request.url.split('-')[1] ?? 0) + 1}`)(request, response),
    );
    const error = await client(api, { retry: 2 })
      .follow({ _links: { a: { href: `${api.url}/api/hop-0` } } }, 'a')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ status: 307, location: '/api/hop-6' });
    expect(api.requests).toHaveLength(6);
  });
});

describe('redirects to another origin', () => {
  it('are followed for a GET with no header but Accept: no Authorization, API key or custom header', async () => {
    const other = await serve(ok);
    const api = await serve(redirect(302, `${other.url}/elsewhere`));
    await expect(client(api).channels.get(CHANNEL)).resolves.toEqual(channelBody());
    expect(other.requests).toHaveLength(1);
    const sent = other.requests[0]!.headers;
    expect(sent['accept']).toBe('application/hal+json');
    for (const name of ['authorization', 'x-api-key', 'x-custom-secret', 'cookie']) expect(sent[name]).toBeUndefined();
    expect(JSON.stringify(sent)).not.toMatch(new RegExp(`${TOKEN}|${API_KEY}|${CUSTOM}`));
  });

  it('are followed the same way through a custom fetch', async () => {
    const other = await serve(ok);
    const api = await serve(redirect(307, `${other.url}/elsewhere`));
    await client(api, { fetch: (input, init) => globalThis.fetch(input, init) }).channels.get(CHANNEL);
    expect(other.requests[0]?.headers['authorization']).toBeUndefined();
    expect(other.requests[0]?.headers['x-api-key']).toBeUndefined();
  });

  it('are refused for a PUT with RedirectError, sending nothing there and not retrying', async () => {
    const other = await serve(ok);
    const api = await serve(redirect(307, `${other.url}/steal`));
    const error = await client(api, { retry: 2 })
      .channels.update('ws-1', CHANNEL, { name: 'Sales' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ status: 307, method: 'PUT', location: `${other.url}/steal` });
    expect((error as Error).message).toMatch(/another origin, which only GET and HEAD are sent on to/);
    expect(other.requests).toHaveLength(0);
    expect(api.requests).toHaveLength(1);
  });

  it("are refused under crossOrigin: 'refuse', even for a GET; the other origin's reply never returned", async () => {
    const other = await serve((_request, response) => sendJson(response, 200, channelBody({ name: 'Forged' })));
    const api = await serve(redirect(302, `${other.url}/forged`));
    const error = await client(api, { crossOrigin: 'refuse' })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as Error).message).toMatch(/'refuse'/);
    expect(other.requests).toHaveLength(0);
  });
});

describe('in a browser', () => {
  it('ends in RedirectError at a redirect it cannot see (manual mode gives an opaque redirect there)', async () => {
    const api = await serve(ok);
    // What a browser's fetch answers in manual mode: an 'opaqueredirect' response, no status, no Location.
    const sent: Request[] = [];
    const opaque = (request: RequestInfo | URL) => {
      sent.push(request as Request);
      return Promise.resolve(Object.defineProperty(new Response(null), 'type', { value: 'opaqueredirect' }));
    };
    const error = await client(api, { fetch: opaque, retry: 2 })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as Error).message).toMatch(/a redirect, which a browser hides from scripts: use the final URL/);
    expect(sent.map((request) => request.redirect)).toEqual(['manual']);
  });
});

describe('token requests', () => {
  it('are never redirected: the client secret never reaches another origin', async () => {
    const other = await serve((_request, response) =>
      sendJson(response, 200, { access_token: 'stolen', expires_in: 3600 }),
    );
    const idp = await serve(redirect(307, `${other.url}/oauth/token`));
    const api = await serve(ok);
    const auth = clientCredentials({
      tokenUrl: `${idp.url}/oauth/token`,
      clientId: 'client-1',
      clientSecret: CLIENT_SECRET,
    });
    const error = await client(api, { auth })
      .channels.get(CHANNEL)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedirectError);
    expect((error as Error).message).toMatch(/which a token request never follows/);
    expect(JSON.stringify(error)).not.toContain(CLIENT_SECRET);
    expect(other.requests).toHaveLength(0);
    expect(idp.requests).toHaveLength(1);
    expect(api.requests).toHaveLength(0);
  });

  it('are not redirected on the same origin either', async () => {
    const idp = await serve((request, response) =>
      request.url === '/oauth/token'
        ? redirect(308, '/oauth/token2')(request, response)
        : sendJson(response, 200, { access_token: 'at-1' }),
    );
    const auth = clientCredentials({
      tokenUrl: `${idp.url}/oauth/token`,
      clientId: 'client-1',
      clientSecret: CLIENT_SECRET,
    });
    await expect(client(await serve(ok), { auth }).channels.get(CHANNEL)).rejects.toBeInstanceOf(RedirectError);
    expect(idp.requests.map((r) => r.url)).toEqual(['/oauth/token']);
  });
});
