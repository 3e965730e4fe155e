// The browser's twins of environment.ts and runtime.ts (package.json's "browser" field puts them in their place in
// browser bundles): the first reads no variable, so `Client` there takes its options as given, with the same errors;
// the second adds no User-Agent.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as node from '../../src/core/environment.js';
import * as web from '../../src/core/environment.web.js';
import * as nodeTracing from '../../src/core/http/tracing.js';
import * as webTracing from '../../src/core/http/tracing.web.js';
import * as nodeRuntime from '../../src/core/runtime.js';
import * as webRuntime from '../../src/core/runtime.web.js';
import { ClientCore, InvalidArgumentError, WdpError } from '../../src/index.js';

const root = join(import.meta.dirname, '../..');

afterEach(() => vi.unstubAllEnvs());

describe('withEnvironment in a browser bundle', () => {
  it('reads no WDP_* variable: a client without baseUrl and auth is refused, naming the options', () => {
    vi.stubEnv('WDP_BASE_URL', 'https://env.example.com');
    vi.stubEnv('WDP_TOKEN', 'env-token-123456');
    expect(() => web.withEnvironment({})).toThrow(InvalidArgumentError);
    expect(() => web.withEnvironment(undefined)).toThrow(/needs `baseUrl` and `auth`: pass them/);
    expect(() => web.withEnvironment({ baseUrl: 'https://app.example.com' })).toThrow(/needs `auth`: pass it/);
  });

  it('keeps the options as given, without a log level from WDP_LOG', () => {
    vi.stubEnv('WDP_LOG', 'debug');
    const options = { baseUrl: 'https://app.example.com', auth: 'token-123456', timeout: 5000 };
    expect(web.withEnvironment(options)).toEqual({ ...options, logLevel: undefined });
    expect(node.withEnvironment(options)).toEqual({ ...options, logLevel: 'debug' });
  });

  it('refuses what environment.ts refuses: a non-object, an unknown option key', () => {
    expect(() => web.withEnvironment('https://app.example.com' as never)).toThrow(/needs an options object/);
    expect(() => web.withEnvironment({ baseUrl: 'https://a.example', auth: 't', timeot: 1 } as never)).toThrow(
      /did you mean `timeout`/,
    );
  });
});

// Each browser twin and the module it stands in for, with what src/ imports of it.
const twins = [
  { name: 'environment', node, web, imported: ['withEnvironment'] },
  {
    name: 'runtime',
    node: nodeRuntime,
    web: webRuntime,
    imported: ['inspectable', 'missingFetch', 'newRequestId', 'pieceDecoder', 'runtime', 'runtimeHeaders'],
  },
  { name: 'tracing', node: nodeTracing, web: webTracing, imported: ['traced'] },
] as const;

/** The names src/ imports from core/NAME.js. */
function importedFrom(name: string): string[] {
  const imported = new Set<string>();
  const pattern = new RegExp(`import \\{([^}]*)\\} from '[./]*(?:core/)?${name}\\.js'`, 'g');
  const visit = (dir: string): void => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) visit(path);
      else if (path.endsWith('.ts'))
        for (const [, names] of readFileSync(join(root, path), 'utf8').matchAll(pattern))
          for (const found of (names ?? '').split(','))
            if (found.trim()) imported.add(found.trim().replace(/^type /, ''));
    }
  };
  visit('src');
  return [...imported].sort();
}

describe('the twins stand in for environment.ts, runtime.ts and http/tracing.ts', () => {
  it.each(twins)('$name.web.ts exports every name that src/ imports from $name.js', ({ name, web, imported }) => {
    expect(importedFrom(name).filter((found) => found !== 'Runtime')).toEqual(imported);
    for (const found of imported) expect(Object.keys(web)).toContain(found);
  });

  it('have the types of the modules they stand in for', () => {
    expectTypeOf(web.withEnvironment).toEqualTypeOf(node.withEnvironment);
    expectTypeOf(webRuntime.runtime).toEqualTypeOf(nodeRuntime.runtime);
    expectTypeOf(webRuntime.runtimeHeaders).toEqualTypeOf(nodeRuntime.runtimeHeaders);
    expectTypeOf(webRuntime.newRequestId).toEqualTypeOf(nodeRuntime.newRequestId);
    expectTypeOf(webRuntime.missingFetch).toEqualTypeOf(nodeRuntime.missingFetch);
    expectTypeOf(webRuntime.pieceDecoder).toEqualTypeOf(nodeRuntime.pieceDecoder);
    expectTypeOf(webTracing.traced).toEqualTypeOf(nodeTracing.traced);
    expectTypeOf(webRuntime.inspectable).toBeCallableWith(WdpError);
    expectTypeOf(nodeRuntime.inspectable).toBeCallableWith(WdpError);
  });

  it('decode UTF-8 pieces alike, however a cut splits a character, bad bytes and a byte order mark too', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80, 0xe2, 0x0a, 0xff]);
    const decoded = (twin: Pick<typeof webRuntime, 'pieceDecoder'>, cuts: number[]) => {
      const decode = twin.pieceDecoder();
      const ends = [...cuts, bytes.length];
      return ends.map((end, i) => decode(bytes.subarray(ends[i - 1] ?? 0, end), i === cuts.length)).join('');
    };
    for (let a = 0; a <= bytes.length; a++)
      for (let b = a; b <= bytes.length; b++)
        expect(decoded(webRuntime, [a, b]), `cuts at ${a}, ${b}`).toBe(decoded(nodeRuntime, [a, b]));
    expect(decoded(webRuntime, [])).toBe('a€😀\ufffd\n\ufffd');
    expect(decoded(nodeRuntime, [1, 3, 4])).toBe('a€😀\ufffd\n\ufffd');
  });

  it('send no User-Agent of their own in a browser, where Node sends wdp-sdk and its version', () => {
    expect(webRuntime.runtimeHeaders()).toEqual({});
    expect(nodeRuntime.runtimeHeaders()['user-agent']).toMatch(/^wdp-sdk\/\S+ node\/\d+\.\d+\.\d+$/);
  });

  it('make up no request id in a browser (a header of their own would cost a CORS preflight), where Node does', () => {
    expect(webRuntime.newRequestId()).toBeUndefined();
    expect(nodeRuntime.newRequestId()).toMatch(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/);
  });

  it('refuse a client without fetch in a runtime with no global one, saying what to pass; a browser has one', () => {
    vi.stubGlobal('fetch', undefined);
    try {
      expect(nodeRuntime.missingFetch()).toMatch(
        /^No global fetch in this runtime; pass `fetch` in the client options/,
      );
      expect(webRuntime.missingFetch()).toBeUndefined();
      expect(() => new ClientCore({ baseUrl: 'https://app.example.com', auth: 'token-123456' })).toThrow(
        new InvalidArgumentError(nodeRuntime.missingFetch()),
      );
      expect(new ClientCore({ baseUrl: 'https://app.example.com', auth: 'token-123456', fetch: vi.fn() })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(nodeRuntime.missingFetch()).toBeUndefined();
  });

  it("give SDK errors Node's util.inspect hook (stack, then toJSON()); a browser's console has none", () => {
    const custom = Symbol.for('nodejs.util.inspect.custom');
    class Shown extends Error {
      toJSON() {
        return { shown: true };
      }
    }
    webRuntime.inspectable(Shown);
    expect(Object.getOwnPropertySymbols(Shown.prototype)).toEqual([]);
    nodeRuntime.inspectable(Shown);
    expect(Object.getOwnPropertyDescriptor(Shown.prototype, custom)).toMatchObject({
      enumerable: false,
      writable: true,
    });
    const shown = new Shown('boom') as Shown & Record<symbol, () => string>;
    expect(shown[custom]?.()).toBe(`${shown.stack}\n{\n  "shown": true\n}`);
    expect(Object.getOwnPropertyDescriptor(WdpError.prototype, custom)?.value).toBeTypeOf('function');
  });

  it("are what package.json's browser field maps environment.js and runtime.js to, in dist/ as built", () => {
    const { browser } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      browser: Record<string, string>;
    };
    expect(browser).toEqual({
      './dist/core/environment.js': './dist/core/environment.web.js',
      './dist/core/runtime.js': './dist/core/runtime.web.js',
      './dist/core/http/tracing.js': './dist/core/http/tracing.web.js',
    });
    const source = (built: string) => join(root, built.replace('./dist/', 'src/').replace(/\.js$/, '.ts'));
    for (const [from, to] of Object.entries(browser)) {
      const twin = twins.find(({ name }) => from.endsWith(`/${name}.js`));
      for (const name of twin?.imported ?? ['(no twin)']) {
        expect(readFileSync(source(from), 'utf8')).toMatch(new RegExp(`export (function|const) ${name}\\b`));
        expect(readFileSync(source(to), 'utf8')).toMatch(new RegExp(`export (function|const) ${name}\\b`));
      }
    }
  });
});
