import { mutationTestConfig } from '../vitest.stryker.config.js';

/**
 * The tests StrykerJS runs for the ladder area (`stryker/ladder.json`): all but the pairing
 * tests, which exercise code this area does not mutate (the pairing proposals).
 */
export default mutationTestConfig(['tests/ladder/**/*.test.ts'], {
  exclude: ['tests/ladder/pairing.test.ts', 'tests/ladder/saldo-limit.test.ts'],
});
