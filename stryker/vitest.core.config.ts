import { mutationTestConfig } from '../vitest.stryker.config.js';

/** The tests StrykerJS runs for the core area (`stryker/core.json`). */
export default mutationTestConfig(['tests/core/**/*.test.ts']);
