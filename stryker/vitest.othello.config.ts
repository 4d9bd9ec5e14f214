import { mutationTestConfig } from '../vitest.stryker.config.js';

/** The tests StrykerJS runs for the othello area (`stryker/othello.json`). */
export default mutationTestConfig(['tests/othello/**/*.test.ts']);
