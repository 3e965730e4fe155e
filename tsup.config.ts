import { defineConfig, type Options } from 'tsup';

// zod stays external in the builds bundlers get (an app using zod itself then ships one copy): it is public API (the
// exported models, `follow({ schema })`). Node gets its own build of the root entry, dist/node/, with the zod code it
// uses bundled in: importing zod loads its ~90 files and every locale, which took most of a cold `import('wdp-sdk')`
// (PERFORMANCE.md, measure e). zod 4 keeps its config and registry on globalThis and tests `instanceof` by traits,
// so its copies work together (a locale set with the app's zod applies).
// No source maps: the output is unminified ESM and CJS that reads like the source, while the maps were 3 MB of
// the 4.9 MB package (and tree-shaking's rollup pass wrote a second sourceMappingURL line into every file).
const shared = {
  format: ['esm', 'cjs'],
  sourcemap: false,
  clean: false,
  target: 'es2022',
  external: [/^node:/, 'msw'],
  treeshake: true,
} satisfies Options;

/** The entry points of the library: the root, the mock (browser and Node), its msw handlers and OpenTelemetry. */
const others = {
  'mock/index': 'src/mock/index.ts',
  'mock/node': 'src/mock/node.ts',
  'mock/msw': 'src/mock/msw.ts',
  otel: 'src/otel.ts',
};
const entries = { index: 'src/index.ts', ...others };

/** The entries, each with the declaration file tsc emitted for its source (tsconfig.declarations.json's outDir). */
const declared = (sources: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(sources).map(([name, source]) => [
      name,
      source.replace(/^src\//, '.tmp/declarations/').replace(/\.ts$/, '.d.ts'),
    ]),
  );

export default defineConfig([
  // The ESM build bundlers (and Deno, Bun, browsers) import: one module per source file, dist/ laid out as src/,
  // so that with `sideEffects: false` an app's bundler drops every module it does not use (a namespace on a
  // `ClientCore` leaves the others, their models and their helpers behind; PERFORMANCE.md). A single bundled file
  // kept them all: a bundler cannot split a module, and keeps every top-level call in it.
  {
    entry: ['src/**/*.ts', '!src/cli/**', '!src/schemas.ts'], // wdp-sdk/schemas loads the root's scripts
    bundle: false,
    format: ['esm'],
    platform: 'neutral',
    target: 'es2022',
    sourcemap: false,
    clean: false,
  },
  // CommonJS, one bundled file per entry (a require() gets no tree-shaking); the types, one bundled file per entry.
  { ...shared, format: ['cjs'], entry: entries, platform: 'neutral' },
  // The root's types alone, with no chunk shared with the other entries: scripts/model-types/rewrite.ts then
  // rewrites them without zod (`npm run build`). `wdp-sdk/schemas` declares the same schemas with their zod types.
  // Both bundle the declarations `npm run build` has tsc emit first (tsconfig.declarations.json), which rollup reads
  // as they are: from .ts entries, each of the two configs compiled and checked src/ in a program of its own (37 to
  // 41 CPU-s of the build; one tsc and the two bundlings of its output, 22 CPU-s, the same .d.ts but chunk names).
  { entry: declared({ index: 'src/index.ts' }), dts: { only: true }, format: ['esm', 'cjs'], clean: false },
  {
    entry: declared({ ...others, schemas: 'src/schemas.ts' }),
    dts: { only: true },
    format: ['esm', 'cjs'],
    clean: false,
  },
  { ...shared, entry: { 'node/index': 'src/index.ts' }, platform: 'node', noExternal: [/^zod(\/|$)/] },
  // `wdp`: ESM for Node, the SDK's source and zod bundled in as in the Node build, its own dependencies (commander,
  // yaml) external. Split, so that each command module (a dynamic import) is a chunk of its own in dist/cli/ and
  // `wdp --help` loads only the entry and commander. tsup keeps bin.ts's shebang and makes the file executable.
  // Minified, unlike the library builds: nobody imports it, and it carries its own copy of the SDK and the mock
  // (624 KB unminified, 372 KB minified, of a package whose check allows 3 MiB). Source maps without the sources'
  // text (the mappings alone, for `wdp --verbose`'s stack traces, which bin.ts maps to src/ paths).
  {
    entry: { wdp: 'src/cli/bin.ts' },
    outDir: 'dist/cli',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: true,
    sourcemap: true,
    esbuildOptions: (options) => {
      options.sourcesContent = false;
    },
    clean: false,
    // The OS keychain's binding is an optional dependency, loaded by `wdp auth` only where it installed. The JMESPath
    // library (MPL-2.0, kept in its own files) is loaded only by `--query`.
    external: [/^node:/, 'commander', 'yaml', 'msw', '@napi-rs/keyring', '@jmespath-community/jmespath'],
    minify: true,
    noExternal: [/^zod(\/|$)/],
  },
]);
