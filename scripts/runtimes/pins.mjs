// The runtimes of `npm run test:runtimes`, each an npm package at a pinned version. Deno, Bun and Miniflare (with
// the Node it needs) are fetched on demand into npm's cache by npx (90 to 180 MB each: too much for every npm ci);
// edge-runtime (3 MB) and @sparticuz/chromium are devDependencies. test/runtimes/readme.test.ts keeps the README's
// table of runtimes equal to these.
import { readFileSync } from 'node:fs';

const installed = (name) =>
  JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;

/** Fetched by npx: the package and version of each, and the command whose output is the binary's path. */
export const fetched = {
  deno: { spec: 'deno@2.9.6', version: '2.9.6' },
  bun: { spec: 'bun@1.4.5', version: '1.4.5' },
  /** Miniflare runs workerd; it needs Node 22 (its engines), fetched as the `node` package beside it. */
  miniflare: { spec: 'miniflare@4.20260730.0', version: '4.20260730.0', node: 'node@22.23.3' },
  /** Drives the machine's Firefox, where it has one, over WebDriver BiDi (24.x: the last line for Node 20). */
  puppeteer: { spec: 'puppeteer-core@24.43.1', version: '24.43.1' },
};

/** The workerd that the pinned Miniflare depends on (exactly). */
export const workerdVersion = '1.20260730.1';

/** devDependencies: the version npm ci installed. */
export const devDependencies = {
  edgeRuntime: installed('edge-runtime'),
  chromium: installed('@sparticuz/chromium'),
};
