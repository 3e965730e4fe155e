import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** A path of the repository, absolute. */
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const memory = 'test/**/*-memory.test.ts';
const docs = 'test/docs/**/*.test.ts';

export default defineConfig({
  // The package's own names, as a reader's code imports them (the documentation's code blocks), lead to its source.
  resolve: {
    alias: [
      { find: /^wdp-sdk\/mock\/msw$/, replacement: at('./src/mock/msw.ts') },
      { find: /^wdp-sdk\/schemas$/, replacement: at('./src/schemas.ts') },
      { find: /^wdp-sdk\/otel$/, replacement: at('./src/otel.ts') },
      { find: /^wdp-sdk\/mock$/, replacement: at('./src/mock/node.ts') },
      { find: /^wdp-sdk$/, replacement: at('./src/index.ts') },
    ],
  },
  test: {
    // No globalSetup: the few tests that run `wdp` as a child process bundle it when they first import
    // test/helpers/cli-bundle.ts (under a lock, once per tree), so a run without them bundles nothing.
    // Every wait in a test is on an event; a limit only bounds a hang. Vitest's 5 s default is a speed assumption
    // that a loaded 2-core machine breaks (it did: two tsx processes in a row), so the limits are sized for one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each module's transform kept on disk (node_modules/.experimental-vitest-cache, keyed by its content, the config
    // and the lockfile): `npm run test:node`'s three Node lines, run after `npm test`, and a second run of the suite
    // read the transforms instead of making them again (on 88 files of test/core and test/resources, 22.0 CPU-s cold,
    // 17.8 warm).
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        // Test files share their worker's module cache: no test relies on a fresh module state (each makes its own
        // clients, mocks and msw server, and restores timers and spies), and re-importing the SDK, msw and zod for
        // each of ~90 files took most of the run (127 s isolated, 32 s shared; files pass in any shuffled order).
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, memory, docs],
          isolate: false,
        },
      },
      {
        extends: true,
        // The documentation's tests: its code blocks run, its links resolve. The same on every Node line, so
        // `npm run test:node` leaves them to `npm test` (scripts/test-node.mjs runs the other projects).
        // Not cached: the code blocks are imported from files with a new query each run, and would fill the cache.
        test: { name: 'docs', include: [docs], isolate: false, experimental: { fsModuleCache: false } },
      },
      {
        extends: true,
        // Tests that measure the process's memory get a process of their own:
        // a heap grown by earlier files hides growth.
        test: { name: 'memory', include: [memory], isolate: true },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
  },
});
