import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/index.js';
import { type PerftConvention, parsePosition, perft, START_POSITION } from '../../src/othello/index.js';

// Spec §1 perft table. Source: Edax / OEIS A124004 (A), Aart Bik (B), pass-free count (C).
// Depths 1–8 agree in all three conventions.
const COMMON = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216] as const;
const DEPTH_9: Readonly<Record<PerftConvention, number>> = { A: 3_005_288, B: 3_005_288, C: 3_005_320 };

describe('perft from the start position (spec §1 table)', () => {
  for (const convention of ['A', 'B', 'C'] as const) {
    it(`convention ${convention}, depths 0–8 match the shared table`, () => {
      COMMON.forEach((leaves, depth) => {
        expect(perft(START_POSITION, depth, { convention })).toBe(leaves);
      });
    });
    it(`convention ${convention}, depth 9 = ${DEPTH_9[convention]}`, () => {
      expect(perft(START_POSITION, 9, { convention })).toBe(DEPTH_9[convention]);
    });
  }

  it('convention A is the default', () => {
    expect(perft(START_POSITION, 7)).toBe(55092);
  });

  it('counts finished games per convention: A gives 0, B and C give 1 (spec §1 table)', () => {
    // Black to move with no moves for either side: the game is over.
    const finished = parsePosition(`${'X'.repeat(10)}${'-'.repeat(54)} X`);
    expect(perft(finished, 3, { convention: 'A' })).toBe(0);
    expect(perft(finished, 3, { convention: 'B' })).toBe(1);
    expect(perft(finished, 3, { convention: 'C' })).toBe(1);
    expect(perft(finished, 0)).toBe(1);
  });

  it('a pass costs a ply under A and B, none under C', () => {
    // White (to move) has no move; black has exactly one: h1 (flips g1).
    const position = parsePosition(`XXXXXXO-${'X'.repeat(56)} O`);
    expect(perft(position, 1, { convention: 'A' })).toBe(1); // the pass itself is the leaf
    expect(perft(position, 1, { convention: 'B' })).toBe(1);
    expect(perft(position, 1, { convention: 'C' })).toBe(1); // black's h1
    expect(perft(position, 2, { convention: 'A' })).toBe(1); // pass, h1
    expect(perft(position, 2, { convention: 'B' })).toBe(1);
    expect(perft(position, 2, { convention: 'C' })).toBe(1); // h1, then the game is over: 1 leaf
  });

  it('rejects bad depth, convention and position with MindsportError', () => {
    expect(() => perft(START_POSITION, -1)).toThrow(MindsportError);
    expect(() => perft(START_POSITION, 1.5)).toThrow(MindsportError);
    expect(() => perft(START_POSITION, 61)).toThrow(MindsportError);
    expect(() => perft(START_POSITION, 3, { convention: 'D' as PerftConvention })).toThrow(/convention/);
    expect(() => perft({ ...START_POSITION, turn: 'red' } as never, 3)).toThrow(MindsportError);
  });
});
