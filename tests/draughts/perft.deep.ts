import { describe, expect, it } from 'vitest';
import { DRAUGHTS_START, draughtsPerft } from '../../src/draughts/index.js';

// Spec §2 perft table, depths 9–11 (long: `npm run test:deep`).
const DEEP_TABLE: readonly (readonly [number, number])[] = [
  [9, 41_022_423],
  [10, 258_895_763],
  [11, 1_665_861_398],
];

describe('deep perft from the start position (spec §2 table)', () => {
  for (const [depth, leaves] of DEEP_TABLE) {
    it(`depth ${depth}: ${leaves} leaves`, () => {
      expect(draughtsPerft(DRAUGHTS_START, depth)).toBe(leaves);
    });
  }
});
