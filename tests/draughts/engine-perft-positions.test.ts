import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { draughtsPerft, parseFen } from '../../src/draughts/index.js';
import { mirror, positionArbitrary, referencePerft } from './engine-reference.js';

// Perft below the start position's tables (spec §2): a middlegame with many exchanges and
// random positions with kings, deep enough that the perft kernel's shortcuts (bulk counting
// at the last ply, two-ply counting of plain moves, single captures played from shifted
// boards, the recursive search for longer captures) all run and are checked against the
// array-based reference generator.

// The Woldouby position, the draughts engines' usual middlegame check; the counts are the
// published ones, and `../shared/bench/draughts_perft.c` prints the same.
const WOLDOUBY = 'W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26';
const WOLDOUBY_TABLE: readonly (readonly [number, number])[] = [
  [1, 6],
  [2, 12],
  [3, 30],
  [4, 73],
  [5, 215],
  [6, 590],
  [7, 1_944],
  [8, 6_269],
  [9, 22_369],
  [10, 88_050],
  [11, 377_436],
];

describe('perft of the Woldouby middlegame (spec §2: counts as published)', () => {
  for (const [depth, leaves] of WOLDOUBY_TABLE) {
    it(`depth ${depth}: ${leaves} leaves`, () => {
      expect(draughtsPerft(parseFen(WOLDOUBY), depth)).toBe(leaves);
    });
  }

  it('agrees with the array-based reference generator to depth 6', () => {
    expect(draughtsPerft(parseFen(WOLDOUBY), 6)).toBe(referencePerft(parseFen(WOLDOUBY), 6));
  });
});

describe('perft three and four plies deep against the reference generator', () => {
  test.prop([positionArbitrary(fc)], { numRuns: 60 })(
    'men and kings of both sides: draughtsPerft(3)',
    (position) => {
      expect(draughtsPerft(position, 3)).toBe(referencePerft(position, 3));
    },
  );

  test.prop([positionArbitrary(fc, { kings: false })], { numRuns: 40 })(
    'men only: draughtsPerft(4)',
    (position) => {
      expect(draughtsPerft(position, 4)).toBe(referencePerft(position, 4));
    },
  );

  test.prop([positionArbitrary(fc, { kings: 'black' })], { numRuns: 40 })(
    'men against kings, either side to move: draughtsPerft(3)',
    (position) => {
      expect(draughtsPerft(position, 3)).toBe(referencePerft(position, 3));
      expect(draughtsPerft(mirror(position), 3)).toBe(referencePerft(position, 3));
    },
  );
});
