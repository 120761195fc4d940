import { defineConfig } from 'vitest/config';

// Unit and gateway-integration tests live beside the code as *.test.ts.
// Gateway tests open their own database per file, copied from a prepared template. Files run
// in two forks at a time: Vitest's default (one fork fewer than the cores) runs them one by one
// on CI's two cores, and much of a file's time is spent waiting on its database. A fork runs
// file after file without re-importing the modules (isolate: false): importing the gateway took
// more time than most files' tests, and no test relies on a fresh module's state.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/gateway/src/**/*.test.ts',
      'apps/web/app/**/*.test.ts',
      'apps/web/*.test.ts',
    ],
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
