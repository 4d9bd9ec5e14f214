import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/contract/codes.global.ts'],
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    testTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      thresholds: {
        'src/core/**': { lines: 95, branches: 95 },
      },
    },
  },
});
