// Runs the smoke suite in Vercel's edge-runtime (its EdgeVM, as `edge-runtime` and Next.js's edge routes do):
// `node scripts/runtimes/edge.mjs PROJECT [WDP_MOCK_JSON]`, on PROJECT/edge.js (test/runtimes/edge.ts bundled as a
// script).
// Prints the `wdp-smoke` line that scripts/test-runtimes.mjs reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EdgeRuntime } from 'edge-runtime';
import { devDependencies } from './pins.mjs';

const [project, http] = process.argv.slice(2);
const runtime = new EdgeRuntime({ initialCode: readFileSync(join(project, 'edge.js'), 'utf8') });
// The VM's own realm: its results are copied out as JSON text.
const json = await runtime.evaluate(`smokeAll('edge-runtime', ${http ?? 'undefined'}).then(JSON.stringify)`);
const results = JSON.parse(json);
console.log(`wdp-smoke ${JSON.stringify({ runtime: 'edge-runtime', version: devDependencies.edgeRuntime, results })}`);
