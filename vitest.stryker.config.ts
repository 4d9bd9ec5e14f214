import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/** The repository root (or the Stryker sandbox that is a copy of it). */
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The vitest configuration StrykerJS runs for one area (`stryker/<area>.json` points at
 * `stryker/vitest.<area>.config.ts`, which calls this): only the tests of the mutated code,
 * so every mutant is judged by the tests meant to kill it and a run stays short. fast-check's
 * seed is pinned by `tests/setup.ts` from `MINDSPORT_FC_SEED` (set by `stryker/run-all.sh`), so
 * property names (`… (with seed=20261129)`) are the same in every run, as per-test coverage needs.
 */
export function mutationTestConfig(
  include: readonly string[],
  { exclude = [] }: { readonly exclude?: readonly string[] } = {},
): ViteUserConfig {
  // MINDSPORT_MUTATE_TESTS=glob,glob narrows a run to the tests of the files mutated (faster;
  // a mutant only other tests would kill then counts as survived, so the score is a lower bound).
  const only = process.env.MINDSPORT_MUTATE_TESTS?.split(',').filter((glob) => glob !== '');
  return defineConfig({
    root,
    test: {
      include: only !== undefined && only.length > 0 ? only : [...include],
      exclude: ['**/node_modules/**', 'tests/**/*.deep.ts', ...exclude],
      setupFiles: ['tests/setup.ts', 'stryker/fast-check.setup.ts'],
      testTimeout: 60_000,
    },
  });
}

/** Without an area: the core tests (`npx stryker run` on the default `stryker.config.json`). */
export default mutationTestConfig(['tests/core/**/*.test.ts']);
