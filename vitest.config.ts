import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Test files share their worker's module cache: no test relies on a fresh module state (each makes its own
    // clients, mocks and msw server, and restores timers and spies), and re-importing the SDK, msw and zod for
    // each of ~90 files took most of the run (127 s isolated, 32 s shared; files pass in any shuffled order).
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 90 },
    },
  },
});
