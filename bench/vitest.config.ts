import { defineConfig } from 'vitest/config';

// The first-load budget reads the production build: `npm test` runs it after the build step
// (`npx vitest run -c bench/vitest.config.ts`), apart from the unit tests that need no build.
export default defineConfig({
  test: {
    include: ['bench/**/*.test.ts'],
  },
});
