import { defineConfig } from 'vitest/config';

// Unit and gateway-integration tests live beside the code as *.test.ts.
// Gateway tests open their own database per file, so files run in separate forks, two at a
// time: Vitest's default (one fork fewer than the cores) runs them one by one on CI's two
// cores, and most of a file's time is spent waiting on its database.
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
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
