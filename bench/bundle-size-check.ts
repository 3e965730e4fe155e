// The bundle budgets, measured on the package as users install it. `npm test` runs it from scripts/check-package.sh
// with the tarball it packed: `tsx bench/bundle-size-check.ts <tarball>`; without one, `npm run check:size` packs the
// package itself (under the build lock). Fails (exit 1) when
// - `Client` with one call, bundled for browsers from the installed tarball, minified and gzipped (level 9), exceeds
//   its budget, or carries the environment reader or the clientCredentials() exchange (package.json's "browser"
//   field leaves them out of browser bundles);
// - the whole root entry loads msw, the mock, the CLI, commander, yaml, wdp-sdk/otel or OpenTelemetry;
// - `ClientCore` with any one namespace the root entry exports, and one call, exceeds its budget, or carries a
//   string of code that namespace does not use (another namespace's paths, operations, models and their enum
//   values and messages; derived from src/ by markers.ts);
// - the package unpacks to more than its bound (`unpackedBoundMiB`, bench/lib/bundle.ts);
// - a figure differs, at the 0.1 KiB the docs show, from bench/bundle-sizes.json, which the docs' figures
//   are checked against (test/docs/bundle-sizes.test.ts): rerun with `--update` to rewrite it and the table of
//   docs/performance.md, then fix the figures that test names.
// Prints every figure and the largest sources of the `Client` bundle either way.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { packTarball } from '../scripts/lib/tarball.mjs';
import {
  type BundleSize,
  bundleSize,
  clientBudgetKiB,
  clientEntry,
  forbiddenInputs,
  namespaceBudgetKiB,
  namespaceBudgetsKiB,
  namespaceEntry,
  namespaceGoalKiB,
  namespacesOf,
  openaiRoot,
  rootEntry,
  serverOnlyInputs,
  unpackedBoundMiB,
} from './lib/bundle.js';
import { root } from './lib/child.js';
import { type Figures, figuresFile, kib, mib, renderTable, writeTable } from './lib/figures.js';
import { declaringFile, type Leak, leaks, reachedFrom, readSource, stringsOf } from './lib/markers.js';
import { installPackage } from './lib/package.js';

const args = process.argv.slice(2);
const update = args.includes('--update');
const given = args.find((arg) => !arg.startsWith('--'));

const failures: string[] = [];
const largest = (size: BundleSize) =>
  Object.entries(size.bySource)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 6)
    .map(([source, bytes]) => `${source} ${kib(bytes)}`)
    .join(', ');

// Without a tarball, the package is packed here (into a folder of its own, removed at the end).
const scratch = given ? undefined : mkdtempSync(join(tmpdir(), 'wdp-sdk-pack-'));
const tarball = scratch ? packTarball(scratch) : resolve(given ?? '');
const installed = installPackage(tarball);
try {
  const graph = readSource();
  const namespaces = await namespacesOf(installed, (name) => declaringFile(graph, name, 'src/resources/'));
  const client = await bundleSize(clientEntry, installed.dir);
  const whole = await bundleSize(rootEntry, installed.dir);
  const openai = await bundleSize(openaiRoot, root);

  console.log(`bundle size: Client + one call ${kib(client.gzip)} KiB gzipped (budget ${clientBudgetKiB} KiB)`);
  console.log(`bundle size: Client + one call, largest minified sources (KiB): ${largest(client)}`);
  if (client.gzip > clientBudgetKiB * 1024)
    failures.push(`Client + one call: ${kib(client.gzip)} KiB gzipped is over its ${clientBudgetKiB} KiB budget`);
  const serverOnly = serverOnlyInputs(client);
  if (serverOnly.length)
    failures.push(`Client + one call carries ${serverOnly.join(', ')}: check package.json's "browser" field`);
  console.log(`bundle size: the whole root entry ${kib(whole.gzip)} KiB gzipped`);
  const forbidden = forbiddenInputs(whole);
  if (forbidden.length)
    failures.push(`the root entry loads msw, the mock, the CLI or OpenTelemetry: ${forbidden.slice(0, 5).join(', ')}`);

  // Strings a bundle may hold whoever writes them: those of the packages it includes (zod, url-template).
  const packageStrings = new Map<string, Set<string>>();
  const allowedIn = (size: BundleSize): Set<string> => {
    const allowed = new Set<string>();
    for (const input of size.included) {
      if (!input.includes('node_modules/') || input.includes('node_modules/wdp-sdk/')) continue;
      const strings = packageStrings.get(input) ?? stringsOf(readFileSync(join(installed.dir, input), 'utf8'));
      packageStrings.set(input, strings);
      for (const text of strings) allowed.add(text);
    }
    return allowed;
  };
  const reachedBy = new Map<string, Set<string>>();
  for (const namespace of namespaces)
    reachedBy.set(
      namespace.name,
      reachedFrom(graph, [`${namespace.source}#${namespace.name}`, 'src/core/client-core.ts#ClientCore']),
    );
  const used = new Set([...reachedBy.values()].flatMap((reached) => [...reached]));
  const orphans = new Set([...graph.units.keys()].filter((name) => !used.has(name)));
  const namespaceFigures: Record<string, number> = {};
  for (const namespace of namespaces) {
    const size = await bundleSize(namespaceEntry(namespace), installed.dir);
    const budget = namespaceBudgetsKiB[namespace.name] ?? namespaceBudgetKiB;
    const label = `ClientCore + ${namespace.name} (${namespace.call})`;
    console.log(`bundle size: ${label} ${kib(size.gzip)} KiB gzipped (budget ${budget} KiB, goal ${namespaceGoalKiB})`);
    namespaceFigures[namespace.name] = Number(kib(size.gzip));
    if (size.gzip > budget * 1024) failures.push(`${label}: ${kib(size.gzip)} KiB gzipped is over its ${budget} KiB`);
    const found = leaks(graph, reachedBy.get(namespace.name) ?? new Set(), size.output, allowedIn(size), orphans);
    // Another namespace's code and models first: they say most plainly what the bundler could not leave out.
    const rank = ({ from }: Leak) => (from.some((unit) => /^src\/(resources|models)\//.test(unit)) ? 0 : 1);
    const shown = found
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, 5)
      .map(({ text, from }) => `${JSON.stringify(text)} (${from.slice(0, 2).join(', ')})`);
    if (found.length)
      failures.push(`${label} carries ${found.length} strings of code it does not use, such as ${shown.join('; ')}`);
  }
  console.log(
    `bundle size: the package unpacks to ${mib(installed.unpackedBytes)} MiB (bound ${unpackedBoundMiB} MiB)`,
  );
  if (installed.unpackedBytes > unpackedBoundMiB * 1024 * 1024)
    failures.push(`the package unpacks to ${mib(installed.unpackedBytes)} MiB, over its ${unpackedBoundMiB} MiB bound`);

  const measured: Figures = {
    client: Number(kib(client.gzip)),
    root: Number(kib(whole.gzip)),
    openai: Number(kib(openai.gzip)),
    namespaces: namespaceFigures,
    budgets: {
      client: clientBudgetKiB,
      namespace: namespaceBudgetKiB,
      namespaces: { ...namespaceBudgetsKiB },
      namespaceGoal: namespaceGoalKiB,
      unpackedMiB: unpackedBoundMiB,
    },
  };
  const file = join(root, figuresFile);
  if (update) {
    writeFileSync(file, `${JSON.stringify(measured, null, 2)}\n`);
    writeTable(measured);
    console.log(`bundle size: wrote ${figuresFile} and the table of docs/performance.md`);
  } else {
    const recorded = readFileSync(file, 'utf8');
    if (recorded !== `${JSON.stringify(measured, null, 2)}\n`) {
      failures.push(
        `${figuresFile} (the figures the docs quote) differs from what the package measures: ` +
          'run npm run check:size -- --update, then npx vitest run test/docs/bundle-sizes.test.ts',
      );
      console.log(renderTable(measured));
    }
  }
} finally {
  installed.remove();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}

for (const failure of failures) console.error(`bundle size: FAIL: ${failure}`);
process.exitCode = failures.length ? 1 : 0;
