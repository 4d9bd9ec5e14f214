import { mutationTestConfig } from '../vitest.stryker.config.js';

/** The tests StrykerJS runs for the grandprix area (`stryker/grandprix.json`). */
export default mutationTestConfig(['tests/grandprix/**/*.test.ts']);
