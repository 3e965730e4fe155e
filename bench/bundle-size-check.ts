// The bundle budget, run by `npm test`: fails (exit 1) when the whole root entry (src/index.ts, every
// export), bundled for browsers with esbuild, minified and gzipped (level 9), exceeds the budget (`budgetKiB`), or when
// it pulls in msw or the mock (src/mock), or the CLI (src/cli) or its commander and yaml. Prints the size and the
// largest sources either way.
import { budgetKiB, bundleSize, forbiddenInputs, wholeRoot } from './lib/bundle.js';

const size = await bundleSize(wholeRoot);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const forbidden = forbiddenInputs(size);
const largest = Object.entries(size.bySource)
  .sort(([, a], [, b]) => b - a)
  .slice(0, 5)
  .map(([source, bytes]) => `${source} ${kib(bytes)} KiB`)
  .join(', ');

console.log(
  `bundle size: whole root entry ${kib(size.gzip)} KiB gzipped ` +
    `(${kib(size.minified)} KiB minified; budget ${budgetKiB} KiB gzipped)`,
);
console.log(`bundle size: largest minified sources: ${largest}`);
let failed = false;
if (size.gzip > budgetKiB * 1024) {
  console.error(
    `bundle size: FAIL: ${kib(size.gzip)} KiB gzipped is over the ${budgetKiB} KiB budget of the root entry`,
  );
  failed = true;
}
if (forbidden.length) {
  console.error(
    `bundle size: FAIL: the root entry pulls in msw, the mock or the CLI: ${forbidden.slice(0, 5).join(', ')}`,
  );
  failed = true;
}
process.exitCode = failed ? 1 : 0;
