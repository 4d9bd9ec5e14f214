import { mutationTestConfig } from '../vitest.stryker.config.js';

/** The tests StrykerJS runs for the ladder area (`stryker/ladder.json`). */
export default mutationTestConfig(['tests/ladder/**/*.test.ts']);
