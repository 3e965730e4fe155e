import { defineConfig } from 'tsup';

// url-template is internal (no public API hands it out) and is bundled into dist, so that dist/index.cjs
// never require()s an ESM-only package (Node 20 before 20.19 refuses that). zod stays external: it is
// public API (the exported models, `follow({ schema })`), so an app using zod itself shares one copy.
const bundled = ['url-template'];

export default defineConfig({
  entry: { index: 'src/index.ts', 'mock/index': 'src/mock/index.ts', 'mock/node': 'src/mock/node.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: [/^node:/, 'msw'],
  noExternal: bundled,
  treeshake: true,
});
