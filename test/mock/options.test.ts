// The options of the mock's entry points come from JavaScript and JSON configs too, where nothing catches a misspelled
// key: each entry point refuses one with a TypeError naming it and what it takes, before it makes or starts anything.
// (It was dropped, and the mock ran with the default: no checked mode for `chekced`, a random port for `prot`.)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type MswHandlersOptions, mswHandlers } from '../../src/mock/msw.js';
import {
  createMockService,
  type MockServerOptions,
  type MockServiceOptions,
  type RecordingProxyOptions,
  startMockServer,
  startRecordingProxy,
} from '../../src/mock/node.js';

const serviceKeys = 'seed, startTime, autoAdvanceMs, speed, data, tokens, adminToken, seedFile, checked';
const serverKeys = `${serviceKeys}, host, port, service, baseUrl, maxBodyBytes, cors, idleTimeoutMs, maxConnections`;

/** Options as JavaScript or a JSON config passes them: the compiler does not see their keys. */
const untyped = <T>(options: object): T => options as T;

/** How many servers (node:http, node:net) this thread has listening. */
const listening = () => process.getActiveResourcesInfo().filter((resource) => resource === 'TCPServerWrap').length;

/** What `run` throws. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('createMockService', () => {
  it.each([
    [{ chekced: true }, 'chekced'],
    [{ sed: 7 }, 'sed'],
    [{ seed: 7, adminTokn: 'x' }, 'adminTokn'],
  ])('refuses %j with a TypeError naming the key and the options it takes', (options, key) => {
    expect(thrown(() => createMockService(untyped<MockServiceOptions>(options)))).toStrictEqual(
      new TypeError(`createMockService() takes ${serviceKeys}; not ${JSON.stringify(key)}.`),
    );
  });

  it('takes every one of its options', () => {
    const options: Required<MockServiceOptions> = {
      seed: 7,
      startTime: 0,
      autoAdvanceMs: 0,
      speed: 0,
      data: 'empty',
      tokens: 'fresh',
      adminToken: 'admin',
      seedFile: {
        format: 'wdp-mock-seed/1',
        recordedFrom: 'https://wdp.example',
        recordedAt: '2024-03-01T09:00:00.000Z',
        records: {},
        members: {},
        installedPlugins: {},
      },
      checked: true,
    };
    expect(createMockService(options).admin.token).toBe('admin');
  });
});

describe('startMockServer', () => {
  let started: { close(): Promise<unknown> } | undefined;
  afterEach(async () => {
    await started?.close();
    started = undefined;
  });

  it('refuses a misspelled key with a TypeError naming it and what it takes, and listens on nothing', async () => {
    const before = listening();
    const options = untyped<MockServerOptions>({ prot: 0, idleTimeoutMss: 5 });
    await expect(startMockServer(options)).rejects.toStrictEqual(
      new TypeError(`startMockServer() takes ${serverKeys}; not "prot".`),
    );
    expect(listening()).toBe(before);
  });

  it("refuses a misspelled key beside a service of one's own, and listens on nothing", async () => {
    const before = listening();
    const options = untyped<MockServerOptions>({ service: createMockService(), maxConections: 2 });
    await expect(startMockServer(options)).rejects.toStrictEqual(
      new TypeError(`startMockServer() takes ${serverKeys}; not "maxConections".`),
    );
    expect(listening()).toBe(before);
  });

  it("refuses createMockService's options beside a service of one's own (they would change nothing)", async () => {
    const before = listening();
    const options = { service: createMockService(), port: 0, seedFile: undefined, seed: 7 };
    await expect(startMockServer(options)).rejects.toStrictEqual(
      new TypeError(
        'startMockServer() takes `service` or the options of a new one, not both: give "seed" to the ' +
          'createMockService() that made it.',
      ),
    );
    expect(listening()).toBe(before);
    started = await startMockServer({ service: createMockService(), port: 0, seedFile: undefined });
  });

  it("takes createMockService's options and its own, and hands the service only createMockService's", async () => {
    const server = await startMockServer({
      seed: 7,
      tokens: 'demo',
      adminToken: 'admin',
      checked: true,
      speed: 20,
      seedFile: undefined,
      host: '127.0.0.1',
      port: 0,
      baseUrl: 'https://wdp.example',
      maxBodyBytes: 1024,
      cors: ['https://app.example'],
      idleTimeoutMs: 5_000,
      maxConnections: 8,
    });
    started = server;
    expect(server.service.admin.token).toBe('admin');
    expect(server.service.fixtures.owner.token).toBe('mock-owner-token');
  });

  it('takes what wdp mock passes, with the options it leaves unset', async () => {
    const before = listening();
    const cli = { seed: 1, speed: 20, tokens: 'fresh', cors: undefined, seedFile: undefined, checked: true } as const;
    started = await startMockServer({ ...cli, port: 0 });
    expect(listening()).toBe(before + 1);
  });
});

describe('startRecordingProxy', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it('refuses a misspelled key with a TypeError naming it, before it listens or opens its journal', async () => {
    folder = mkdtempSync(join(tmpdir(), 'wdp-proxy-options-'));
    const out = join(folder, 'seed.json');
    const before = listening();
    const options = untyped<RecordingProxyOptions>({ target: 'https://wdp.example', out, prot: 0 });
    await expect(startRecordingProxy(options)).rejects.toStrictEqual(
      new TypeError('startRecordingProxy() takes target, port, host, out, fetch, onWarning; not "prot".'),
    );
    expect(listening()).toBe(before);
    expect(existsSync(`${out}.journal`)).toBe(false);
  });
});

describe('mswHandlers', () => {
  it('refuses a misspelled key with a TypeError naming it and the options it takes', () => {
    const options = untyped<MswHandlersOptions>({ baseURL: 'https://wdp.mock' });
    expect(thrown(() => mswHandlers(createMockService(), options))).toStrictEqual(
      new TypeError('mswHandlers() takes baseUrl; not "baseURL".'),
    );
  });
});
