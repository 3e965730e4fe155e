// The browser's twin of environment.ts (package.json's "browser" field puts it in place of environment.ts in
// browser bundles): it reads no variable, so `Client` there takes its options as given, with the same errors.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import * as node from '../../src/core/environment.js';
import * as web from '../../src/core/environment.web.js';
import { InvalidArgumentError } from '../../src/index.js';

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

describe('the twin stands in for environment.ts', () => {
  it('exports every name that src/ imports from environment.js, with the same types', () => {
    const imported = new Set<string>();
    const visit = (dir: string): void => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) visit(path);
        else if (path.endsWith('.ts')) {
          const text = readFileSync(join(root, path), 'utf8');
          for (const [, names] of text.matchAll(/import \{([^}]*)\} from '[./]*(?:core\/)?environment\.js'/g))
            for (const name of (names ?? '').split(',')) if (name.trim()) imported.add(name.trim());
        }
      }
    };
    visit('src');
    expect([...imported]).toEqual(['withEnvironment']);
    for (const name of imported) expect(Object.keys(web)).toContain(name);
    expectTypeOf(web.withEnvironment).toEqualTypeOf(node.withEnvironment);
  });

  it("is what package.json's browser field maps environment.js to, in the dist/ built from src/", () => {
    const { browser } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      browser: Record<string, string>;
    };
    expect(browser).toEqual({ './dist/core/environment.js': './dist/core/environment.web.js' });
    const source = (built: string) => join(root, built.replace('./dist/', 'src/').replace(/\.js$/, '.ts'));
    for (const [from, to] of Object.entries(browser)) {
      expect(readFileSync(source(from), 'utf8')).toContain('export function withEnvironment');
      expect(readFileSync(source(to), 'utf8')).toContain('export function withEnvironment');
    }
  });
});
