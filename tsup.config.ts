import { defineConfig } from 'tsup';

// ky, url-template and eventsource-parser are internal (no public API hands them out) and are bundled
// into dist: a cold `import('wdp-sdk')` then resolves and links one file instead of some 30 (about a
// third of the import time, see PERFORMANCE.md), and dist/index.cjs no longer require()s ESM-only
// packages (ky, url-template), which Node 20 before 20.19 refuses. zod stays external: it is public API
// (the exported models, `follow({ schema })`), so an app using zod itself shares one copy.
const bundled = ['ky', 'url-template', 'eventsource-parser'];

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
