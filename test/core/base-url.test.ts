// A baseUrl ending in /api (issue 12, point 4) is refused with the URL to pass instead: operation paths begin with
// /api, so every call went to /api/api/... and failed with a bare 404. WDP_BASE_URL: test/core/environment.test.ts.
import { describe, expect, it } from 'vitest';
import { Client, InvalidArgumentError } from '../../src/index.js';
import { CHANNEL, channelBody } from '../fixtures/bodies.js';
import { BASE, makeClient, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const build = (baseUrl: string) => () => new Client({ baseUrl, auth: TOKEN });

describe('baseUrl', () => {
  it.each([
    ['/api', `${BASE}/api`, BASE],
    ['/api/', `${BASE}/api/`, BASE],
    ['/API//', `${BASE}/API//`, BASE],
    ['a prefix, then /api', `${BASE}/gateway/api`, `${BASE}/gateway`],
  ])('is refused when it ends in %s, naming the URL to pass instead', (_name, baseUrl, hint) => {
    expect(build(baseUrl)).toThrow(InvalidArgumentError);
    expect(build(baseUrl)).toThrow(
      `\`baseUrl\` must not end in /api, since operation paths begin with /api; drop it: ${hint}`,
    );
  });

  it.each(['http://api', 'http://api:8080', 'https://api.example.com', `${BASE}/apis`, `${BASE}/api/v2`])(
    'is accepted as %s, whose path does not end in /api',
    (baseUrl) => {
      expect(build(baseUrl)().baseUrl).toBe(baseUrl);
    },
  );

  it('sends calls to /api/... once the hint is followed', async () => {
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    await makeClient({ baseUrl: `${BASE}/` }).channels.get(CHANNEL);
    expect(net.last.path).toBe(`/api/channels/${CHANNEL}`);
  });
});

describe('a baseUrl refused', () => {
  it.each([
    ['with a token in its query', 'https://wdp.example/?token=tok-in-query-1234&x=1', '"https://wdp.example/?…"'],
    ['with an opaque key in its query', 'https://wdp.example/base?k=tok-in-query-1234', '"https://wdp.example/base?…"'],
    ['with a fragment', 'https://wdp.example/#tok-in-query-1234', '"https://wdp.example/#…"'],
    ['that is no URL', 'wdp.example/?access_token=tok-in-query-1234', '"wdp.example/?…"'],
    ['that is no http(s) URL', 'ftp://u:tok-in-query-1234@wdp.example/', '"ftp://****@wdp.example/"'],
  ])('%s is named without its secret', (_name, baseUrl, shown) => {
    const error = (() => {
      try {
        build(baseUrl)();
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect(error?.message).not.toContain('tok-in-query');
    expect(error?.message).toContain(`got ${shown}.`);
  });
});
