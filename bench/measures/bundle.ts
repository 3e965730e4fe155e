// f. Browser bundle sizes of the package as users install it (esbuild minified, gzip level 9): `Client` and one call,
// the whole root entry, `ClientCore` with each namespace and one call, and openai's root entry measured the same way.
// The same bundles as bench/bundle-size-check.ts: the package is packed (which builds dist/ first, under the build
// lock) and installed into a scratch project. Deterministic: one build each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packTarball } from '../../scripts/lib/tarball.mjs';
import {
  type BundleSize,
  bundleSize,
  clientBudgetKiB,
  clientEntry,
  forbiddenInputs,
  namespaceBudgetKiB,
  namespaceBudgetsKiB,
  namespaceEntry,
  namespacesOf,
  openaiRoot,
  rootEntry,
} from '../lib/bundle.js';
import { root } from '../lib/child.js';
import { installPackage } from '../lib/package.js';
import { quick } from '../lib/quick.js';
import { type Measure, measure, type Row, round } from '../lib/stats.js';

const kib = (bytes: number) => round(bytes / 1024);

/** A row of one bundle: its gzipped size, and the ratio to `floor`'s. */
function row(name: string, size: BundleSize, floor: BundleSize, budget?: number): Row {
  const value = kib(size.gzip);
  return {
    name,
    median: value,
    min: value,
    max: value,
    ratio: round(size.gzip / floor.gzip),
    target: budget === undefined || quick ? null : `<= ${budget} KiB`,
    met: budget === undefined || quick ? null : size.gzip <= budget * 1024,
  };
}

/**
 * Quick mode packs nothing (npm pack builds dist/, a minute under the build lock; check:package bundles the same
 * entries from the tarball in npm test): openai's root entry, and `Client` with one call bundled from src/.
 */
async function quickRun(): Promise<Measure[]> {
  const floor = await bundleSize(openaiRoot, root);
  const fromSource = clientEntry.replace("'wdp-sdk'", JSON.stringify(join(root, 'src/index.ts')));
  const client = await bundleSize(fromSource, root);
  const rows = [row("openai root entry (export * from 'openai')", floor, floor)];
  rows.push(row('wdp-sdk `Client` and one call, bundled from src/ (not the package)', client, floor));
  const notes = [
    'Quick mode: the package is not packed; the Client row is bundled from src/ without its browser field.',
  ];
  const title = 'f. Browser bundle size (quick mode: from src/, no package)';
  return [
    measure({ id: 'f', title, unit: 'KiB gzipped', better: 'lower', rounds: 1, floor: rows[0]!.name, rows, notes }),
  ];
}

export async function run(): Promise<Measure[]> {
  if (quick) return quickRun();
  const scratch = mkdtempSync(join(tmpdir(), 'wdp-sdk-pack-'));
  const installed = installPackage(packTarball(scratch));
  try {
    const floor = await bundleSize(openaiRoot, root);
    const client = await bundleSize(clientEntry, installed.dir);
    const whole = await bundleSize(rootEntry, installed.dir);
    const rows = [
      row("openai root entry (export * from 'openai')", floor, floor),
      row('wdp-sdk `Client` and one call (client.channels.list)', client, floor, clientBudgetKiB),
      row('wdp-sdk whole root entry (every export)', whole, floor),
    ];
    for (const namespace of await namespacesOf(installed, () => '')) {
      const size = await bundleSize(namespaceEntry(namespace), installed.dir);
      const budget = namespaceBudgetsKiB[namespace.name] ?? namespaceBudgetKiB;
      rows.push(row(`wdp-sdk \`ClientCore\` + \`${namespace.name}\` (${namespace.call})`, size, floor, budget));
    }
    const extra: Record<string, string | number | boolean> = {};
    for (const [source, bytes] of Object.entries(client.bySource))
      if (bytes > 0) extra[`Client + one call, minified KiB from ${source}`] = kib(bytes);
    extra['whole root pulls msw, the mock or the CLI'] = forbiddenInputs(whole).length > 0;
    extra['package unpacked, MiB'] = round(installed.unpackedBytes / 1024 / 1024);
    return [
      measure({
        id: 'f',
        title: 'f. Browser bundle size of the installed package: esbuild --bundle --minify (ESM, browser), gzip 9',
        unit: 'KiB gzipped',
        better: 'lower',
        rounds: 1,
        floor: rows[0]?.name ?? '',
        rows,
        extra,
        notes: [
          'One build each (deterministic); ratio = size / openai root entry size.',
          "The per-source lines attribute minified (not gzipped) bytes of the Client bundle, from esbuild's metafile.",
          'The budgets are enforced by bench/bundle-size-check.ts in npm test, on the same bundles.',
        ],
      }),
    ];
  } finally {
    installed.remove();
    rmSync(scratch, { recursive: true, force: true });
  }
}
