// wdp-sdk/otel stays out of the root entry (issue 36, point 3): a bundle of src/index.ts reads neither src/otel.ts
// nor any @opentelemetry module, and the size check's forbidden inputs (bench/lib/bundle.ts), which prove it on the
// packed tarball, name both.
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { type BundleSize, forbiddenInputs } from '../../bench/lib/bundle.js';
import { root } from '../docs/blocks.js';

describe('the root entry without wdp-sdk/otel', () => {
  it('bundles src/index.ts without reading src/otel.ts or @opentelemetry', async () => {
    const { metafile } = await build({
      entryPoints: [join(root, 'src/index.ts')],
      absWorkingDir: root,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      logLevel: 'silent',
    });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain('src/core/http/tracing.ts');
    expect(inputs.filter((path) => path === 'src/otel.ts' || path.includes('@opentelemetry'))).toEqual([]);
  });

  it("is held by the size check's forbidden inputs of the packed root entry", () => {
    const inputs = [
      'node_modules/wdp-sdk/dist/index.js',
      'node_modules/wdp-sdk/dist/core/http/tracing.js',
      'node_modules/wdp-sdk/dist/otel.js',
      'node_modules/@opentelemetry/api/build/esm/index.js',
    ];
    expect(forbiddenInputs({ inputs } as BundleSize)).toEqual(inputs.slice(2));
  });
});
