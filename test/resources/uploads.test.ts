import { HttpResponse, http } from 'msw';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  InvalidArgumentError,
  ServerError,
  TimeoutError,
  ValidationError,
  type WorkspaceFile,
} from '../../src/index.js';
import { contentTypeFor, toFile, type UploadFiles } from '../../src/uploads.js';
import { pageBody, WS } from '../fixtures/bodies.js';
import { listedResourceBody } from '../fixtures/resources.js';
import { BASE, makeClient, server, strict, TOKEN, useServer, wire } from '../helpers/server.js';

useServer();

const base = `/api/workspaces/${WS}/resources`;
const utf8 = (text: string) => [...new TextEncoder().encode(text)];
const binary = [0x00, 0xff, 0x80, 0xc3, 0x28, 0x0d, 0x0a, 0xfe];

/** One part as the handler parsed it with `request.formData()`. */
interface Part {
  name: string;
  filename: string | undefined;
  type: string | undefined;
  bytes: number[];
}

/** One upload as it reached the network boundary. */
interface Received {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The raw multipart body, read as Latin-1 so each byte is one character. */
  raw: string;
  parts: Part[];
}

/** Serves the upload route: records each request, parsing its multipart body; answers with the published files. */
function uploadRoute(reply: (parts: Part[], attempt: number) => Response | Promise<Response> = published) {
  const received: Received[] = [];
  server.use(
    http.all(`${BASE}/*`, async ({ request }) => {
      const raw = new TextDecoder('latin1').decode(await request.clone().arrayBuffer());
      const parts: Part[] = [];
      const type = request.headers.get('content-type') ?? '';
      const form = type.startsWith('multipart/form-data') ? await request.formData() : new FormData();
      for (const [name, value] of form) {
        if (typeof value === 'string') parts.push({ name, filename: undefined, type: undefined, bytes: utf8(value) });
        else
          parts.push({
            name,
            filename: value.name,
            type: value.type,
            bytes: [...new Uint8Array(await value.arrayBuffer())],
          });
      }
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => (headers[key] = value));
      received.push({ method: request.method, path: new URL(request.url).pathname, headers, raw, parts });
      return reply(parts, received.length);
    }),
  );
  return received;
}

function listed(parts: Part[]) {
  return parts.map((part) => ({ ...listedResourceBody(part.name), contentType: part.type }));
}

function published(parts: Part[]): Response {
  const body = pageBody('resources', base, listed(parts), {
    number: 0,
    size: parts.length,
    totalElements: parts.length,
    totalPages: 1,
  });
  return HttpResponse.json(body, { headers: { 'content-type': 'application/hal+json' } });
}

function boundaryOf(received: Received): string {
  const match = /^multipart\/form-data; boundary=(\S+)$/.exec(received.headers['content-type'] ?? '');
  if (!match?.[1]) throw new Error(`no boundary in ${received.headers['content-type']}`);
  return match[1];
}

describe('files.upload', () => {
  it('POSTs multipart/form-data, one part per file named by its path, and returns the published files', async () => {
    const received = uploadRoute();
    const files = await makeClient().files.upload(WS, {
      'models/orders.sql': 'select * from orders',
      'docs/read me.md': { content: '# Notes', contentType: 'text/markdown; charset=utf-8' },
      'data/raw.bin': new Uint8Array(binary),
    });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', path: base });
    expect(request?.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/hal+json' });
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=\S+$/);
    expect(request?.parts).toEqual([
      {
        name: 'models/orders.sql',
        filename: 'orders.sql',
        type: 'application/sql',
        bytes: utf8('select * from orders'),
      },
      { name: 'docs/read me.md', filename: 'read me.md', type: 'text/markdown; charset=utf-8', bytes: utf8('# Notes') },
      { name: 'data/raw.bin', filename: 'raw.bin', type: 'application/octet-stream', bytes: binary },
    ]);
    expect(files).toEqual(listed(request?.parts ?? []));
    expectTypeOf(files).toEqualTypeOf<WorkspaceFile[]>();
  });

  it('sends the exact multipart bytes: boundary, each part’s disposition and type, content, closing line', async () => {
    const received = uploadRoute();
    await makeClient().files.upload(WS, [
      { path: 'dir/a b.sql', content: 'select 1' },
      { path: 'x.bin', content: new Uint8Array([0xff, 0x00]) },
    ]);
    const [request] = received;
    if (!request) throw new Error('no request');
    const b = boundaryOf(request);
    expect(request.raw).toBe(
      `--${b}\r\nContent-Disposition: form-data; name="dir/a b.sql"; filename="a b.sql"\r\n` +
        'Content-Type: application/sql\r\n\r\nselect 1\r\n' +
        `--${b}\r\nContent-Disposition: form-data; name="x.bin"; filename="x.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n\xff\x00\r\n' +
        `--${b}--\r\n`,
    );
  });

  it('takes strings, Uint8Array (its view’s bytes), ArrayBuffer, Blob and File, each with its type', async () => {
    const received = uploadRoute();
    const view = new Uint8Array([9, 9, 0xff, 0x00, 0x80, 9]).subarray(2, 5);
    const files: UploadFiles = [
      { path: 'a/view.dat', content: view },
      { path: 'a/buffer.dat', content: new Uint8Array(binary).buffer },
      { path: 'a/blob', content: new Blob([new Uint8Array(binary)], { type: 'image/png' }) },
      { path: 'a/untyped-blob', content: new Blob(['x']) },
      { path: 'a/file.csv', content: new File(['a,b\n1,2\n'], 'ignored-name.txt', { type: 'text/csv' }) },
      {
        path: 'a/override.json',
        content: new File(['{}'], 'x.json', { type: 'text/plain' }),
        contentType: 'application/vnd.api+json',
      },
      { path: 'a/typeless-file.yaml', content: new File(['k: v'], 'whatever') },
    ];
    await makeClient().files.upload(WS, files);
    expect(received[0]?.parts).toEqual([
      { name: 'a/view.dat', filename: 'view.dat', type: 'application/octet-stream', bytes: [0xff, 0x00, 0x80] },
      { name: 'a/buffer.dat', filename: 'buffer.dat', type: 'application/octet-stream', bytes: binary },
      { name: 'a/blob', filename: 'blob', type: 'image/png', bytes: binary },
      { name: 'a/untyped-blob', filename: 'untyped-blob', type: 'application/octet-stream', bytes: utf8('x') },
      { name: 'a/file.csv', filename: 'file.csv', type: 'text/csv', bytes: utf8('a,b\n1,2\n') },
      { name: 'a/override.json', filename: 'override.json', type: 'application/vnd.api+json', bytes: utf8('{}') },
      { name: 'a/typeless-file.yaml', filename: 'typeless-file.yaml', type: 'application/yaml', bytes: utf8('k: v') },
    ]);
  });

  it('guesses the type from the extension, else text/plain for text, application/octet-stream for bytes', async () => {
    const received = uploadRoute();
    const names = ['a.sql', 'B.MD', 'c.json', 'd.csv', 'e.txt', 'f.yml', 'g.yaml', 'noext', '.hidden', 'h.unknown'];
    await makeClient().files.upload(WS, [
      ...names.map((name) => ({ path: `s/${name}`, content: 'é ✓' })),
      { path: 'b/h.unknown', content: new Uint8Array([1]) },
      { path: 'b/i.sql', content: new Uint8Array([1]) },
    ]);
    expect(received[0]?.parts.map((p) => [p.name, p.type])).toEqual([
      ['s/a.sql', 'application/sql'],
      ['s/B.MD', 'text/markdown'],
      ['s/c.json', 'application/json'],
      ['s/d.csv', 'text/csv'],
      ['s/e.txt', 'text/plain'],
      ['s/f.yml', 'application/yaml'],
      ['s/g.yaml', 'application/yaml'],
      ['s/noext', 'text/plain'],
      ['s/.hidden', 'text/plain'],
      ['s/h.unknown', 'text/plain'],
      ['b/h.unknown', 'application/octet-stream'],
      ['b/i.sql', 'application/sql'],
    ]);
    expect(received[0]?.parts[0]?.bytes).toEqual(utf8('é ✓'));
  });

  it('sends non-ASCII paths as UTF-8 part names and skips undefined record entries', async () => {
    const received = uploadRoute();
    await makeClient().files.upload(WS, { 'résumé/q?#1%.sql': 'select 1', 'skipped.sql': undefined });
    expect(received[0]?.parts).toEqual([
      { name: 'résumé/q?#1%.sql', filename: 'q?#1%.sql', type: 'application/sql', bytes: utf8('select 1') },
    ]);
  });

  it('sends the bytes as they were at the call, even if the array changes before the request goes out', async () => {
    const received = uploadRoute();
    const bytes = new Uint8Array([1, 2, 3]);
    const sent = makeClient().files.upload(WS, { 'x.bin': bytes });
    bytes.fill(0);
    await sent;
    expect(received[0]?.parts[0]?.bytes).toEqual([1, 2, 3]);
  });

  it('returns [] for a collection without _embedded, and validates the collection in strict mode', async () => {
    uploadRoute(() => HttpResponse.json({ _links: { self: { href: base } } }));
    expect(await makeClient().files.upload(WS, { 'a.sql': 'x' })).toEqual([]);
    server.resetHandlers();
    uploadRoute(() => HttpResponse.json({ _embedded: { resources: [{ contentType: 'text/plain' }] }, _links: {} }));
    await expect(strict().files.upload(WS, { 'a.sql': 'x' })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('files.upload: models and withResponse', () => {
  it('uploads to a workspace model by its id and gives the raw response (status, headers) with the files', async () => {
    const received = uploadRoute();
    const workspace = { id: WS, name: 'Analytics', _links: {} };
    const { data, response } = await makeClient().files.upload(workspace, { 'a.sql': 'x' }).withResponse();
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([`POST ${base}`]);
    expect(data.map((file) => file.path)).toEqual(['a.sql']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/hal+json');
    expect(() => makeClient().files.upload({ _links: {} }, { 'a.sql': 'x' })).toThrow(
      /files\.upload\(workspace, files\) needs a workspace id or object as its first argument/,
    );
  });
});

describe('files.upload: bad input fails before sending', () => {
  const cases: Array<[string, unknown]> = [
    ['an empty record', {}],
    ['an empty list', []],
    ['a record of only undefined', { 'a.sql': undefined }],
    ['an empty path', { '': 'x' }],
    ['a double slash', { 'a//b.sql': 'x' }],
    ['a leading slash', { '/a.sql': 'x' }],
    ['a trailing slash', { 'a/': 'x' }],
    ['a dot segment', { './a.sql': 'x' }],
    ['a dot-dot segment', [{ path: 'a/../b.sql', content: 'x' }]],
    ['a double quote in the path', { 'a"b.sql': 'x' }],
    ['a line break in the path', [{ path: 'a\nb.sql', content: 'x' }]],
    [
      'a repeated path',
      [
        { path: 'a.sql', content: 'x' },
        { path: 'a.sql', content: 'y' },
      ],
    ],
    ['a number as content', { 'a.sql': 42 }],
    ['null content', { 'a.sql': null }],
    ['a plain object as content', { 'a.sql': { text: 'x' } }],
    ['bad content in a descriptor', { 'a.sql': { content: 42 } }],
    ['an empty content type', { 'a.sql': { content: 'x', contentType: '' } }],
    ['a non-ASCII content type', { 'a.sql': { content: 'x', contentType: 'text/plain; name=é' } }],
    ['a list item without a path', [{ content: 'x' }]],
    ['a list item with a numeric path', [{ path: 1, content: 'x' }]],
    ['a Map', new Map([['a.sql', 'x']])],
    ['a string', 'a.sql'],
    ['null', null],
  ];

  it.each(cases)('throws InvalidArgumentError for %s', (_what, files) => {
    const net = wire();
    expect(() => makeClient().files.upload(WS, files as UploadFiles)).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });

  it('says what is wrong', () => {
    const client = makeClient();
    expect(() => client.files.upload(WS, [])).toThrow(/at least one file/);
    expect(() => client.files.upload(WS, { 'a//b': 'x' })).toThrow(/"a\/\/b" has an empty segment \(segment 2\)/);
    expect(() =>
      client.files.upload(WS, [
        { path: 'a', content: 'x' },
        { path: 'a', content: 'y' },
      ]),
    ).toThrow(/names "a" twice/);
    expect(() => client.files.upload(WS, { 'dir/a.sql': { content: 42 } as never })).toThrow(
      /content of "dir\/a.sql" must be a string/,
    );
  });

  it('rejects an empty workspace id before sending anything', () => {
    const net = wire();
    expect(() => makeClient().files.upload('', { 'a.sql': 'x' })).toThrow(InvalidArgumentError);
    expect(net.requests).toHaveLength(0);
  });
});

describe('files.upload: retries and timeouts', () => {
  const unavailable = () => HttpResponse.json({ status: 503, error: 'Service Unavailable' }, { status: 503 });

  it('does not retry a POST that failed with 503, even when the client retries other calls', async () => {
    const received = uploadRoute(unavailable);
    const client = makeClient({ retry: { limit: 2, backoffLimit: 0 } });
    await expect(client.files.upload(WS, { 'a.sql': 'x' })).rejects.toBeInstanceOf(ServerError);
    expect(received).toHaveLength(1);
  });

  it('retries when the call opts in, sending the same parts again', async () => {
    const received = uploadRoute((parts, attempt) => (attempt === 1 ? unavailable() : published(parts)));
    const files = await makeClient().files.upload(
      WS,
      { 'a.sql': 'x', 'b.bin': new Uint8Array(binary) },
      { retry: { limit: 1, methods: ['POST'], backoffLimit: 0 } },
    );
    expect(received).toHaveLength(2);
    expect(received[1]?.parts).toEqual(received[0]?.parts);
    expect(received[1]?.parts.map((p) => p.bytes)).toEqual([utf8('x'), binary]);
    expect(files.map((f) => f.path)).toEqual(['a.sql', 'b.bin']);
  });

  it('outlasts the client’s JSON timeout by default, and honours a per-call timeout', async () => {
    // The server holds each upload until released; the attempt timers are fake, moved past the timeouts in question.
    let arrived: () => void = () => undefined;
    let release: () => void = () => undefined;
    const arrival = () => new Promise<void>((resolve) => (arrived = resolve));
    uploadRoute(
      (parts) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(published(parts));
          arrived();
        }),
    );
    const client = makeClient({ timeout: 40 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = arrival();
      const upload = client.files.upload(WS, { 'a.sql': 'x' });
      await first;
      vi.advanceTimersByTime(119_999); // far past the client's 40 ms, short of an upload's own 120 s
      release();
      expect(await upload).toHaveLength(1);

      const second = arrival();
      const hasty = client.files.upload(WS, { 'a.sql': 'x' }, { timeout: 40 }).catch((e: unknown) => e);
      await second;
      vi.advanceTimersByTime(40);
      expect(await hasty).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('toFile and contentTypeFor', () => {
  it('normalise content to a named, typed File', async () => {
    const file = toFile('select 1', 'orders.sql');
    expect([file.name, file.type, await file.text()]).toEqual(['orders.sql', 'application/sql', 'select 1']);
    expect(toFile(new Uint8Array([1]), 'x').type).toBe('application/octet-stream');
    expect(toFile('x', 'x', { contentType: 'Text/CSV' }).type).toBe('text/csv');
    expect(() => toFile(1 as never, 'x')).toThrow(InvalidArgumentError);
  });

  it.each([
    ['a.sql', 'application/sql'],
    ['dir/B.Md', 'text/markdown'],
    ['x.tar.json', 'application/json'],
    ['.csv', undefined],
    ['dir.csv/x', undefined],
    ['x.', undefined],
  ])('contentTypeFor(%j) is %j', (name, type) => {
    expect(contentTypeFor(name)).toBe(type);
  });
});
