import { describe, expect, it } from 'vitest';
import { type PerftConvention, perft, START_POSITION } from '../../src/othello/index.js';

// Spec §1 perft table, depths 10 and 11 (Edax / OEIS A124004 for A, Aart Bik for B,
// pass = 0 plies for C). `npm run test:deep`; not part of `npm test` or CI.
const TABLE: Readonly<Record<PerftConvention, readonly [number, number]>> = {
  A: [24_571_056, 212_258_216],
  B: [24_571_284, 212_258_800],
  C: [24_571_420, 212_260_880],
};

describe('deep perft from the start position (spec §1 table)', () => {
  for (const convention of ['A', 'B', 'C'] as const) {
    it(`convention ${convention}, depth 10`, () => {
      expect(perft(START_POSITION, 10, { convention })).toBe(TABLE[convention][0]);
    });
    it(`convention ${convention}, depth 11`, () => {
      expect(perft(START_POSITION, 11, { convention })).toBe(TABLE[convention][1]);
    });
  }
});
