/**
 * The contract table: one row per module. Adding a sixth module means adding its row here.
 */
import type { ContractModule } from './contract.js';
import { DRAUGHTS } from './draughts.js';

export const MODULES: readonly ContractModule[] = [DRAUGHTS];
