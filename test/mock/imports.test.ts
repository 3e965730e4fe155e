import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

// The mock is the service the SDK is tested against: were it built with the SDK's own code (paths, errors,
// parsing), a bug there would be on both sides of every test and no test would see it. What it shares is data and
// rules that must be one: the models, the msearch schemas, the webhook signing, and what is a secret (src/secrets/:
// the journal and recordings mask what the SDK's errors and logs redact).
const entries = ['src/mock/index.ts', 'src/mock/node.ts', 'src/mock/msw.ts'];
const shared = [/^src\/models\//, /^src\/search\/msearch-schema\.ts$/, /^src\/webhooks\.ts$/, /^src\/secrets\//];
const packages = [/^node:/, /^msw$/];

let graph: Metafile['inputs'];

beforeAll(async () => {
  const result = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'out',
    packages: 'external',
    logLevel: 'silent',
  });
  graph = result.metafile.inputs;
});

/** Every import of a src/mock file that leads out of src/mock, as `from -> to`. */
function outward(): string[] {
  return Object.entries(graph).flatMap(([from, input]) =>
    from.startsWith('src/mock/')
      ? input.imports.filter((i) => !i.path.startsWith('src/mock/')).map((i) => `${from} -> ${i.path}`)
      : [],
  );
}

describe('the import graph of wdp-sdk/mock and wdp-sdk/mock/msw', () => {
  it('reaches every mock entry it scans', () => {
    for (const entry of entries) expect(Object.keys(graph)).toContain(entry);
  });

  it('leaves src/mock only for the models, msearch schemas, webhook signing, secrets rule, node: modules, msw', () => {
    const allowed = [...shared, ...packages];
    const refused = outward().filter((edge) => !allowed.some((pattern) => pattern.test(edge.split(' -> ')[1] ?? '')));
    expect(refused).toEqual([]);
  });

  it('imports no src/core module, and never loads the SDK path builder even through what it shares', () => {
    expect(outward().filter((edge) => edge.includes(' -> src/core/'))).toEqual([]);
    expect(Object.keys(graph)).not.toContain('src/core/paths.ts');
  });
});
