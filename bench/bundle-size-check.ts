// The bundle budgets, run by `npm test`. Fails (exit 1) when the whole root entry (src/index.ts, every export),
// bundled for browsers with esbuild, minified and gzipped (level 9), exceeds its budget (`budgetKiB`) or pulls in
// msw or the mock (src/mock), or the CLI (src/cli) or its commander and yaml; or when a browser app's
// `ClientCore` + `Channels` bundle exceeds its budget (`coreBudgetKiB`) or carries another namespace, `Client`, the
// client-credentials exchange or the environment reader. Prints the sizes and the largest sources either way.
import {
  type BundleSize,
  budgetKiB,
  bundleSize,
  coreAndChannels,
  coreBudgetKiB,
  forbiddenInputs,
  unusedInputs,
  wholeRoot,
} from './lib/bundle.js';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const largest = (size: BundleSize) =>
  Object.entries(size.bySource)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([source, bytes]) => `${source} ${kib(bytes)} KiB`)
    .join(', ');

const failures: string[] = [];

/** Prints one bundle's size and records what is wrong with it. */
function check(name: string, size: BundleSize, budget: number, unwanted: string[], unwantedWhat: string): void {
  const sizes = `${kib(size.gzip)} KiB gzipped (${kib(size.minified)} KiB minified; budget ${budget} KiB gzipped)`;
  console.log(`bundle size: ${name} ${sizes}`);
  console.log(`bundle size: ${name}, largest minified sources: ${largest(size)}`);
  if (size.gzip > budget * 1024)
    failures.push(`${name}: ${kib(size.gzip)} KiB gzipped is over its ${budget} KiB budget`);
  if (unwanted.length) failures.push(`${name} pulls in ${unwantedWhat}: ${unwanted.slice(0, 5).join(', ')}`);
}

const whole = await bundleSize(wholeRoot);
check('whole root entry', whole, budgetKiB, forbiddenInputs(whole), 'msw, the mock or the CLI');
const core = await bundleSize(coreAndChannels);
check('ClientCore + Channels', core, coreBudgetKiB, unusedInputs(core), 'code it does not use');

for (const failure of failures) console.error(`bundle size: FAIL: ${failure}`);
process.exitCode = failures.length ? 1 : 0;
