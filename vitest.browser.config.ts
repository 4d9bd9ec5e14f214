import { defineConfig } from 'vitest/config';

/**
 * The browser check (`npm run test:browser`): tables and diagrams rendered in Debian's
 * headless Chromium (`/usr/bin/chromium`). Not part of `npm test`; CI installs Chromium and
 * runs it after `npm test`. Without Chromium the tests fail with the install command.
 */
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.browser.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
