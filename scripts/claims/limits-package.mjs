// What README.md and docs/namespaces.md count about the installed package:
//   "The package has four runtime dependencies", each named: package.json's `dependencies`, every one and their
//   number; "HTTP is the platform's own `fetch`": none of them an HTTP client, nothing taken from an HTTP module but
//   the mock's `createServer`, and a client given no `fetch` calls the global one
//   "23 namespaces in all", "`Client` carries all 23 namespaces": the ApiResource properties of a `new Client()`, each
//   with the methods of its table in namespaces.md
//   the coverage line's counts agree with one another (the operations themselves are not shipped)
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as sdk from 'wdp-sdk';
import { guide, promised } from './guides.mjs';

const manifestPath = createRequire(import.meta.url).resolve('wdp-sdk/package.json');
const packageDir = dirname(manifestPath);
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8').replace(/\s*\n\s*/g, ' ');
const numbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Packages that send HTTP themselves, which the platform's `fetch` makes needless. */
const httpClients = ['axios', 'got', 'ky', 'node-fetch', 'ofetch', 'undici', 'superagent', 'cross-fetch', 'needle'];

/** The `.js` and `.cjs` files under `dir`, as paths relative to the package. */
const scripts = (dir) =>
  readdirSync(join(packageDir, dir), { recursive: true })
    .filter((name) => /\.c?js$/.test(name))
    .map((name) => join(dir, name));

/** README.md: "The package has four runtime dependencies: zod ..., and commander, yaml and ...". */
function dependencies() {
  const said = /The package has (\w+) runtime dependenc(?:y|ies): ([^.]+)\. HTTP is the platform's own `fetch`\./.exec(
    readme,
  );
  assert.ok(said, "README.md says: The package has N runtime dependencies: ... HTTP is the platform's own `fetch`.");
  const names = Object.keys(JSON.parse(readFileSync(manifestPath, 'utf8')).dependencies ?? {});
  assert.equal(said[1], numbers[names.length], `README.md's "${said[1]}" is package.json's ${names.length}`);
  for (const name of names) assert.ok(said[2].includes(name), `README.md names the dependency ${name}`);
  const clients = names.filter((name) => httpClients.includes(name));
  assert.deepEqual(clients, [], 'no runtime dependency is an HTTP client');
  // The mock's loopback server (dist/mock/, and bundled into dist/cli/ for `wdp mock`) needs `createServer`; no
  // other file of dist/ takes anything from an HTTP module.
  const module = String.raw`\s*["'](?:node:)?(?:http|https|http2|undici|net|tls)["']`;
  const taken = scripts('dist')
    .filter((file) => !file.startsWith(join('dist', 'mock')))
    .flatMap((file) => {
      const code = readFileSync(join(packageDir, file), 'utf8');
      const named = [...code.matchAll(new RegExp(String.raw`import\s*\{([^}]*)\}\s*from${module}`, 'g'))];
      const other = [...code.matchAll(new RegExp(String.raw`(?:from|require\(|import\()${module}`, 'g'))];
      const names = named.flatMap((found) => found[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]));
      return [...names.filter((name) => name !== 'createServer'), ...Array(other.length - named.length).fill('*')].map(
        (name) => `${file}: ${name}`,
      );
    });
  assert.deepEqual(taken, [], "dist/ takes nothing but the mock server's createServer from an HTTP module");
  return names.length;
}

/** configuration.md: `fetch` is late-bound to the global one, "so a fetch installed later (by a test, say) is used". */
async function platformFetch() {
  promised('configuration.md', 'the time of each request, so a fetch installed later (by a test, say) is used.');
  const real = globalThis.fetch;
  const sent = [];
  globalThis.fetch = async (input, init) => {
    sent.push(new Request(input, init).url);
    return Response.json({ id: 'w1', name: 'Analytics', _links: {} });
  };
  try {
    const client = new sdk.Client({ baseUrl: 'https://wdp.example', auth: `tok_${'Pack1'.repeat(8)}` });
    assert.equal((await client.workspaces.get('w1')).name, 'Analytics');
  } finally {
    globalThis.fetch = real;
  }
  assert.deepEqual(sent, ['https://wdp.example/api/workspaces/w1'], 'a client given no fetch calls the global one');
}

/** namespaces.md: "23 namespaces in all" and "`Client` carries all 23 namespaces", each with its table of methods. */
function namespaces() {
  const text = guide('namespaces.md');
  const said = [/: (\d+) namespaces in all\./g, /`Client` carries all (\d+) namespaces\./g].map((pattern) => {
    const found = [...text.matchAll(pattern)];
    assert.equal(found.length, 1, `namespaces.md says it once: ${pattern}`);
    return Number(found[0][1]);
  });
  // The class every namespace extends (as test/docs/claims.test.ts counts them on src/), which the package keeps
  // unexported: the parent of an exported namespace class.
  const ApiResource = Object.getPrototypeOf(sdk.Channels);
  assert.equal(ApiResource.name, 'ApiResource');
  const client = new sdk.Client({ baseUrl: 'https://wdp.example', auth: 'token' });
  const found = Object.entries(client).filter(([, value]) => value instanceof ApiResource);
  assert.deepEqual(said, [found.length, found.length], `namespaces.md's counts are the ${found.length} of a Client`);
  const raw = readFileSync(join(packageDir, 'docs', 'namespaces.md'), 'utf8');
  const tables = new Map(
    [...raw.matchAll(/<!-- generated:namespaces:(\w+) -->\n([\s\S]*?)<!-- \/generated -->/g)].map(([, name, rows]) => [
      name,
      [...rows.matchAll(/^\| `(\w+)\(/gm)].map((row) => row[1]).sort(),
    ]),
  );
  assert.deepEqual([...tables.keys()].sort(), found.map(([name]) => name).sort(), 'a table for each namespace');
  for (const [name, namespace] of found) {
    const methods = new Set();
    for (let proto = Object.getPrototypeOf(namespace); proto !== ApiResource.prototype; ) {
      for (const key of Object.getOwnPropertyNames(proto))
        if (key !== 'constructor' && typeof proto[key] === 'function') methods.add(key);
      proto = Object.getPrototypeOf(proto);
    }
    assert.deepEqual(tables.get(name), [...methods].sort(), `namespaces.md's table of ${name} lists its methods`);
  }
  return found.length;
}

/** README.md: "Coverage: N of the N operations a client can use (100%) of ... (M operations; K are ... internals)". */
function coverage() {
  const said = new RegExp(
    String.raw`\*\*Coverage:\*\* (\d+) of the (\d+) operations a client can use \((\d+)%\) of the service's own ` +
      String.raw`OpenAPI document \((\d+) operations; (\d+) are the server's internals\)`,
  ).exec(readme);
  assert.ok(said, "README.md's coverage line");
  const [reached, usable, percent, all, internal] = said.slice(1).map(Number);
  assert.equal(percent, Math.floor((reached / usable) * 100), 'its percentage');
  assert.equal(usable + internal, all, 'its operations: those a client can use and the internals');
  return { reached, usable, all };
}

export async function probe() {
  const count = dependencies();
  await platformFetch();
  const found = namespaces();
  const { reached, usable, all } = coverage();
  return (
    `${count} runtime dependencies, each named in README.md, none an HTTP client, nothing but the mock's ` +
    `createServer from node:http, the global fetch used; ${found} namespaces on a Client, each method in ` +
    `namespaces.md's tables; ` +
    `coverage ${reached} of ${usable} (${all} in all) consistent`
  );
}
