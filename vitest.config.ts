import { defineConfig } from 'vitest/config';

// Unit and gateway-integration tests live beside the code as *.test.ts.
// Gateway tests open their own database per file, so files run in separate forks.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/gateway/src/**/*.test.ts',
      'apps/web/app/**/*.test.ts',
      'apps/web/*.test.ts',
    ],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
