import { describe, expect, it } from 'vitest';
import { DRAUGHTS_START, draughtsLegalMoves, draughtsPerft, parseFen } from '../../src/draughts/index.js';
import { referencePerft } from './engine-reference.js';

// Spec §2 perft table (international draughts from W:W31-50:B1-20; a capture reaching the
// same result by different paths counts once). Published by the FMJD engine community
// (e.g. Moby Dam, Scan); depths 9–11 are in perft.deep.ts.
const PERFT_TABLE: readonly (readonly [number, number])[] = [
  [1, 9],
  [2, 81],
  [3, 658],
  [4, 4_265],
  [5, 27_117],
  [6, 167_140],
  [7, 1_049_442],
  [8, 6_483_961],
];

describe('perft from the start position (spec §2 table)', () => {
  for (const [depth, leaves] of PERFT_TABLE) {
    it(`depth ${depth}: ${leaves} leaves`, () => {
      expect(draughtsPerft(DRAUGHTS_START, depth)).toBe(leaves);
    });
  }

  it('depth 0 counts the position itself', () => {
    expect(draughtsPerft(DRAUGHTS_START, 0)).toBe(1);
  });

  it('agrees with the array-based reference generator to depth 4', () => {
    expect(draughtsPerft(DRAUGHTS_START, 4)).toBe(referencePerft(DRAUGHTS_START, 4));
  });

  it('rejects a negative or fractional depth', () => {
    expect(() => draughtsPerft(DRAUGHTS_START, -1)).toThrow(/outside/);
    expect(() => draughtsPerft(DRAUGHTS_START, 1.5)).toThrow(/whole number/);
  });

  it('counts a capture reaching the same result by two paths once (spec §2)', () => {
    // The white man on 27 can circle the four black men 22, 23, 33, 32 clockwise or
    // anticlockwise: both capture the same four men and end on 27 — one move.
    const position = parseFen('W:W27:B22,23,32,33');
    const moves = draughtsLegalMoves(position);
    expect(moves).toHaveLength(1);
    expect(moves[0]!.from).toBe(27);
    expect(moves[0]!.to).toBe(27);
    expect([...moves[0]!.captures].sort((a, b) => a - b)).toEqual([22, 23, 32, 33]);
    expect(draughtsPerft(position, 1)).toBe(1);
  });
});
