import { mutationTestConfig } from '../vitest.stryker.config.js';

/** The tests StrykerJS runs for the draughts area (`stryker/draughts.json`). */
export default mutationTestConfig(['tests/draughts/**/*.test.ts']);
