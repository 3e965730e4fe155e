// f. Browser bundle sizes (esbuild minified, gzip level 9): the whole root entry, "create a client and
// list channels" with the all-in-one Client and with only ClientCore + Channels, and openai's root entry
// measured the same way. Deterministic: one build each.
import {
  type BundleSize,
  budgetKiB,
  bundleSize,
  clientAndChannels,
  coreAndChannels,
  coreBudgetKiB,
  forbiddenInputs,
  openaiRoot,
  unusedInputs,
  wholeRoot,
} from '../lib/bundle.js';
import { type Measure, measure, type Row, round } from '../lib/stats.js';

const kib = (bytes: number) => round(bytes / 1024);

export async function run(): Promise<Measure[]> {
  const entries: Record<string, string> = {
    "openai root entry (export * from 'openai')": openaiRoot,
    'wdp-sdk whole root entry (src/index.ts, every export)': wholeRoot,
    'wdp-sdk "create a client and list channels" (Client only)': clientAndChannels,
    'wdp-sdk "list channels" with only ClientCore + Channels': coreAndChannels,
  };
  const sizes = new Map<string, BundleSize>();
  for (const [name, code] of Object.entries(entries)) sizes.set(name, await bundleSize(code));
  const names = [...sizes.keys()];
  const floor = sizes.get(names[0]!)!;
  const whole = sizes.get(names[1]!)!;
  const row = (name: string, size: BundleSize, target?: string, met?: boolean): Row => {
    const value = kib(size.gzip);
    return {
      name,
      median: value,
      min: value,
      max: value,
      ratio: round(size.gzip / floor.gzip),
      target: target ?? null,
      met: met ?? null,
    };
  };
  const core = sizes.get(names[3]!)!;
  const rows = names.map((name, i) =>
    i === 1
      ? row(name, whole, `<= ${budgetKiB} KiB`, whole.gzip <= budgetKiB * 1024)
      : i === 3
        ? row(name, core, `<= ${coreBudgetKiB} KiB`, core.gzip <= coreBudgetKiB * 1024)
        : row(name, sizes.get(name)!),
  );
  const extra: Record<string, string | number | boolean> = {};
  for (const name of names) extra[`${name}: minified KiB`] = kib(sizes.get(name)!.minified);
  for (const [source, bytes] of Object.entries(whole.bySource))
    if (bytes > 0) extra[`whole root, minified KiB from ${source}`] = kib(bytes);
  extra['whole root pulls msw, src/mock or src/cli'] = forbiddenInputs(whole).length > 0;
  extra['ClientCore + Channels pulls another namespace, Client, client credentials or the environment reader'] =
    unusedInputs(core).length > 0;
  return [
    measure({
      id: 'f',
      title: 'f. Browser bundle size: esbuild --bundle --minify (ESM, platform browser, es2022), gzip level 9',
      unit: 'KiB gzipped',
      better: 'lower',
      rounds: 1,
      floor: names[0]!,
      rows,
      extra,
      notes: [
        'One build each (deterministic); ratio = size / openai root entry size.',
        'The per-source lines attribute minified (not gzipped) bytes of the whole root bundle, ' +
          "from esbuild's metafile.",
        'Both budgets are enforced by bench/bundle-size-check.ts in npm test.',
      ],
    }),
  ];
}
