import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Channels,
  Client,
  ClientCore,
  type ClientCoreOptions,
  InvalidArgumentError,
  Jobs,
  ValidationError,
} from '../../src/index.js';
import { CHANNEL, channelBody, WS } from '../fixtures/bodies.js';
import { BASE, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

afterEach(() => {
  vi.unstubAllEnvs();
});

const core = (options: Partial<ClientCoreOptions> = {}) => new ClientCore({ baseUrl: BASE, auth: TOKEN, ...options });
const channelPage = {
  _embedded: { channels: [channelBody()] },
  page: { size: 20, totalElements: 1, totalPages: 1, number: 0 },
};

describe('a namespace built on ClientCore', () => {
  it('sends what the same namespace of a Client sends', async () => {
    const net = wire().on('GET', `/api/workspaces/${WS}/channels`, { body: channelPage });
    const page = await new Channels(core()).list(WS, { size: 20, sort: 'name,asc' });
    expect(page.items.map((channel) => channel.id)).toEqual([CHANNEL]);
    const [sent] = net.requests;
    expect(sent?.method).toBe('GET');
    expect(sent?.path).toBe(`/api/workspaces/${WS}/channels`);
    expect(sent?.search).toBe('size=20&sort=name%2Casc');
    expect(sent?.headers['authorization']).toBe(`Bearer ${TOKEN}`);
    expect(net.requests).toHaveLength(1);
  });

  it("sends with the core client's options: its headers, and its validation mode", async () => {
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, { body: { ...channelBody(), name: 7 } });
    const strict = new Channels(core({ validation: 'strict', headers: { 'x-app': 'a' } }));
    await expect(strict.get(CHANNEL)).rejects.toBeInstanceOf(ValidationError);
    expect(net.last.headers['x-app']).toBe('a');
  });

  it('checks its arguments before anything is sent, naming the operation', () => {
    const net = wire();
    const channels = new Channels(core());
    expect(() => channels.get(undefined as unknown as string)).toThrow(
      'channels.get(channel) needs a channel id or object as its first argument; got undefined.',
    );
    expect(() => channels.get(CHANNEL, { timeot: 5 } as never)).toThrow(
      'channels.get(channel): unknown option `timeot`; did you mean `timeout`?',
    );
    expect(net.requests).toEqual([]);
  });

  it('refuses anything but a client, saying what to pass', () => {
    for (const wrong of [undefined, {}, { baseUrl: BASE }]) {
      expect(() => new Jobs(wrong as unknown as ClientCore)).toThrow(
        'A namespace needs a client: pass new ClientCore({ baseUrl, auth }) or a Client, such as new Channels(core).',
      );
    }
  });
});

describe('new ClientCore', () => {
  it('reads no environment variable: baseUrl and auth are given or refused', () => {
    vi.stubEnv('WDP_BASE_URL', BASE);
    vi.stubEnv('WDP_TOKEN', TOKEN);
    expect(() => new ClientCore({} as ClientCoreOptions)).toThrow(
      "new ClientCore() needs `baseUrl` and `auth`, such as { baseUrl: 'https://app.example.com', auth: token }; " +
        'it reads no environment variables (`new Client()` does).',
    );
    expect(() => new Client()).not.toThrow();
  });

  it('refuses an unknown option under its own name', () => {
    expect(() => core({ timout: 5 } as Partial<ClientCoreOptions>)).toThrow(
      'new ClientCore(options): unknown option `timout`; did you mean `timeout`?',
    );
    expect(() => new ClientCore(null as unknown as ClientCoreOptions)).toThrow(InvalidArgumentError);
  });

  it('makes a client of its own kind with withOptions, and Client stays a Client built on it', () => {
    const base = core();
    const changed = base.withOptions({ baseUrl: 'https://other.test' });
    expect(changed).toBeInstanceOf(ClientCore);
    expect(changed).not.toBeInstanceOf(Client);
    expect(changed.baseUrl).toBe('https://other.test');
    expect(base.baseUrl).toBe(BASE);
    const client = new Client({ baseUrl: BASE, auth: TOKEN });
    expect(client).toBeInstanceOf(ClientCore);
    expect(client.withOptions({ timeout: 1000 })).toBeInstanceOf(Client);
    expect(() => base.withOptions({ auth: undefined })).toThrow('new ClientCore() needs `baseUrl` and `auth`');
  });

  it('follows a link like Client does', async () => {
    const net = wire().on('GET', `/api/channels/${CHANNEL}`, { body: channelBody() });
    const link = { _links: { self: { href: `${BASE}/api/channels/${CHANNEL}` } } };
    const body = await core().follow(link, 'self');
    expect(body).toMatchObject({ id: CHANNEL });
    expect(net.last.headers['authorization']).toBe(`Bearer ${TOKEN}`);
  });
});
