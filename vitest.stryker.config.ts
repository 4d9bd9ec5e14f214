import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs (`npm run mutate`): those of the mutated code only, so every
 * mutant is judged by the tests meant to kill it. Extend `include` with `mutate`.
 */
export default defineConfig({
  test: {
    include: ['tests/core/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 60_000,
  },
});
