// Copied by check-node-build.mjs into a scratch project where the packed tarball is installed, and run there: Node
// resolves `wdp-sdk` to dist/node/ (zod bundled in), importing it builds no model's fields, and that copy of zod works
// with the application's own: a locale it configures applies, and its schemas compose ours.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as sdk from 'wdp-sdk';
import * as classic from 'zod';
import { en } from 'zod/locales';
import * as z from 'zod/mini';

const require = createRequire(import.meta.url);
assert.match(import.meta.resolve('wdp-sdk'), /\/dist\/node\/index\.js$/, 'import resolves to the Node build');
assert.match(require.resolve('wdp-sdk'), /\/dist\/node\/index\.cjs$/, 'require resolves to the Node build');
// One character past Latin-1 makes V8 hold and scan the whole source as UTF-16 (PERFORMANCE.md, measure e round 6).
for (const file of [new URL(import.meta.resolve('wdp-sdk')), require.resolve('wdp-sdk')]) {
  const at = readFileSync(file).findIndex((byte) => byte > 0x7f);
  assert.equal(at, -1, `${file}: a character past ASCII at offset ${at} (a comment? esbuild escapes strings)`);
}

// The models' fields are built on first read, not at import (PERFORMANCE.md, measure e round 7): before anything
// reads one, every exported object with fields still answers `shape` from the SDK's own accessor (zod's has a `raw`
// shape, the fields already built), in the ESM and the CommonJS build alike. The two written with `z.object()` are
// small bodies that strip unknown keys, as no `loose()` or `strict()` does.
const builtAtImport = (entry) =>
  Object.entries(entry)
    .filter(([, value]) => value instanceof z.ZodMiniObject)
    .filter(([, value]) => {
      const accessor = Object.getOwnPropertyDescriptor(value._zod.def, 'shape')?.get;
      const fields = accessor ? accessor.raw : value._zod.def.shape;
      return fields !== undefined && Object.keys(fields).length > 0;
    })
    .map(([name]) => name);
for (const [build, entry] of [
  ['ESM', sdk],
  ['CommonJS', require('wdp-sdk')],
]) {
  assert.deepEqual(builtAtImport(entry), ['DefaultWorkspacePatch', 'SubscribeOptions'], `${build}: built at import`);
}
const { Job } = sdk;
assert.equal(require('wdp-sdk').Job.safeParse({ id: 'j', type: 'PIPELINE_RUN', status: 'QUEUED' }).success, true);

assert.equal(Job instanceof z.ZodMiniObject, true, 'instanceof works across zod copies');
const wrapped = classic.object({ job: Job });
assert.equal(wrapped.safeParse({ job: { id: 'j', type: 'PIPELINE_RUN', status: 'QUEUED' } }).success, true);
z.config(en());
assert.deepEqual(
  wrapped
    .safeParse({ job: { id: 1, type: 'PIPELINE_RUN', status: 'QUEUED' } })
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  ['job.id: Invalid input: expected string, received number'],
);
console.log('node build: resolved for import and require, no model built at import, zod copies interoperate');
