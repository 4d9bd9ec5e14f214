import { mutationTestConfig } from '../vitest.stryker.config.js';

/**
 * The tests StrykerJS runs for the othello area (`stryker/othello.json`): all but the pairing,
 * diagram and perft tests, which exercise code this area does not mutate (pairing, pictures,
 * the move generator) and would only lengthen every dry run.
 */
export default mutationTestConfig(['tests/othello/**/*.test.ts'], {
  exclude: ['tests/othello/pairing.test.ts', 'tests/othello/diagram.test.ts', 'tests/othello/perft.test.ts'],
});
