import { mutationTestConfig } from '../vitest.stryker.config.js';

/** The tests StrykerJS runs for the diplomacy area (`stryker/diplomacy.json`). */
export default mutationTestConfig(['tests/diplomacy/**/*.test.ts']);
