/**
 * The contract table: one row per module. Adding a sixth module means adding its row here.
 */
import type { ContractModule } from './contract.js';
import { DIPLOMACY } from './diplomacy.js';
import { DRAUGHTS } from './draughts.js';
import { grandprix } from './grandprix.js';
import { LADDER } from './ladder.js';
import { OTHELLO } from './othello.js';

export const MODULES: readonly ContractModule[] = [OTHELLO, DIPLOMACY, DRAUGHTS, LADDER, grandprix];
