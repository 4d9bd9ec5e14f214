/**
 * The contract table: one row per module. Adding a sixth module means adding its row here.
 */
import type { ContractModule } from './contract.js';
import { grandprix } from './grandprix.js';
import { LADDER } from './ladder.js';

export const MODULES: readonly ContractModule[] = [LADDER, grandprix];
