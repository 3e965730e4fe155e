// Runs one measure module (argv[2], a path) in this fresh process and sends its result to the parent.
import { pathToFileURL } from 'node:url';
import { reply } from './child.js';
import type { Measure } from './stats.js';

const file = process.argv[2];
try {
  if (!file) throw new Error('usage: measure-child.ts <measure file>');
  const module = (await import(pathToFileURL(file).href)) as { run: () => Promise<Measure | Measure[]> };
  const out = await module.run();
  const measures = Array.isArray(out) ? out : [out];
  await reply({ type: 'result', ok: true, measures });
} catch (error) {
  await reply({
    type: 'result',
    ok: false,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}
process.exit(0);
