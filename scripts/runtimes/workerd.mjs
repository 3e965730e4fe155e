// Runs the smoke suite in workerd, the Cloudflare Workers runtime, through Miniflare: run by the Node that npx
// fetched beside Miniflare (`npx -p node@22… -p miniflare@… node scripts/runtimes/workerd.mjs PROJECT [JSON]`), on
// PROJECT/worker.js (test/runtimes/worker.ts bundled as a module worker). Prints the `wdp-smoke` line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importFromNpx } from './npx-package.mjs';
import { workerdVersion } from './pins.mjs';

const [project, http] = process.argv.slice(2);
const { module, require } = await importFromNpx('miniflare');
const version = (name) => JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
const workerd = version('workerd');
if (workerd !== workerdVersion) {
  throw new Error(
    `Miniflare brought workerd ${workerd}; scripts/runtimes/pins.mjs says ${workerdVersion}: make them agree`,
  );
}
const script = join(project, 'worker.js');

const mf = new module.Miniflare({
  modules: true,
  script: readFileSync(script, 'utf8'),
  scriptPath: script,
  // The newest date this workerd knows (its version is 1.YYYYMMDD.N): the web APIs as today's Workers have them.
  compatibilityDate: workerd.replace(/^1\.(\d{4})(\d\d)(\d\d)\..*$/, '$1-$2-$3'),
});
try {
  const response = await mf.dispatchFetch('http://smoke.local/', { method: 'POST', body: http ?? 'null' });
  if (!response.ok) throw new Error(`the worker answered ${response.status}: ${await response.text()}`);
  const results = await response.json();
  const line = { runtime: 'workerd', version: workerd, miniflare: version('miniflare'), results };
  console.log(`wdp-smoke ${JSON.stringify(line)}`);
} finally {
  await mf.dispose();
}
