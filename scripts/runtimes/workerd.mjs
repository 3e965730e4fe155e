// Runs the smoke suite in workerd, the Cloudflare Workers runtime, through Miniflare: run by the Node that npx
// fetched beside Miniflare (`npx -p node@22 -p miniflare@… node scripts/runtimes/workerd.mjs BUNDLE [JSON]`),
// BUNDLE being test/runtimes/worker.ts bundled as a module worker. Prints the `wdp-smoke` line.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [bundle, http] = process.argv.slice(2);
// npx puts the fetched packages' .bin on PATH; Miniflare is installed beside it.
const bin = (process.env.PATH ?? '').split(delimiter).find((dir) => existsSync(join(dir, '..', 'miniflare')));
if (!bin) throw new Error('Miniflare is not installed beside any directory on PATH: run this through npx -p miniflare');
const require = createRequire(join(bin, '..', 'miniflare', 'package.json'));
const { Miniflare } = await import(pathToFileURL(require.resolve('miniflare')).href);
const workerd = JSON.parse(readFileSync(require.resolve('workerd/package.json'), 'utf8')).version;
const miniflare = JSON.parse(readFileSync(require.resolve('miniflare/package.json'), 'utf8')).version;

const mf = new Miniflare({
  modules: true,
  script: readFileSync(bundle, 'utf8'),
  scriptPath: bundle,
  // The date that dates a worker's web APIs: navigator, FormData's File, streams as today's Workers have them.
  compatibilityDate: '2026-07-30',
});
try {
  const response = await mf.dispatchFetch('http://smoke.local/', { method: 'POST', body: http ?? 'null' });
  if (!response.ok) throw new Error(`the worker answered ${response.status}: ${await response.text()}`);
  const results = await response.json();
  console.log(`wdp-smoke ${JSON.stringify({ runtime: 'workerd', version: workerd, miniflare, results })}`);
} finally {
  await mf.dispose();
}
