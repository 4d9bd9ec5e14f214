import { defineConfig } from 'vitest/config';

/** Long searches (deep perft): `npm run test:deep`. Not part of `npm test` or CI. */
export default defineConfig({
  test: {
    include: ['tests/**/*.deep.ts'],
    testTimeout: 3_600_000,
  },
});
