import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  DRAUGHTS_START,
  DRAUGHTS_START_FEN,
  type DraughtsPosition,
  formatFen,
  parseFen,
} from '../../src/draughts/index.js';
import { positionArbitrary } from './engine-reference.js';

describe('draughts FEN (PDN 3.0 style, spec §2)', () => {
  it('reads and writes the start position W:W31-50:B1-20', () => {
    expect(parseFen(DRAUGHTS_START_FEN)).toEqual(DRAUGHTS_START);
    expect(formatFen(DRAUGHTS_START)).toBe('W:W31-50:B1-20');
  });

  it('reads kings, ranges, lower case, a final dot, either colour first and a missing colour', () => {
    expect(parseFen('B:W18,24,27,28,K10,K15:B12,16,20,K40,K46.')).toEqual({
      turn: 'black',
      whiteMen: [18, 24, 27, 28],
      whiteKings: [10, 15],
      blackMen: [12, 16, 20],
      blackKings: [40, 46],
    });
    expect(parseFen(' w:b1-3:wK50 ')).toEqual({
      turn: 'white',
      whiteMen: [],
      whiteKings: [50],
      blackMen: [1, 2, 3],
      blackKings: [],
    });
    expect(parseFen('W:BK1-3')).toMatchObject({ blackKings: [1, 2, 3], whiteMen: [] });
  });

  it('writes kings as K, runs of three or more men as ranges', () => {
    expect(formatFen(parseFen('W:W31,32,33,35,K36:B1,2,K3'))).toBe('W:W31-33,35,K36:B1,2,K3');
  });

  test.prop([positionArbitrary(fc)], { numRuns: 300 })('parseFen(formatFen(p)) round-trips', (position) => {
    expect(parseFen(formatFen(position))).toEqual(position);
  });
});

function position(fields: Partial<DraughtsPosition>): DraughtsPosition {
  return { turn: 'white', whiteMen: [], whiteKings: [], blackMen: [], blackKings: [], ...fields };
}

describe('formatFen writes the pieces of a colour in square order, kings among men', () => {
  // fen.ts:99 .sort removed, fen.ts:102 comparator → () => undefined and `a - b` → `a + b`:
  // parseFen sorts its lists, so the round-trip property cannot see these
  it('kings before, between and after men', () => {
    expect(
      formatFen(
        position({
          turn: 'black',
          whiteMen: [20, 21, 22, 24],
          whiteKings: [10, 23, 45],
          blackMen: [1, 2, 4, 5, 6],
          blackKings: [3, 50],
        }),
      ),
    ).toBe('B:WK10,20-22,K23,24,K45:B1,2,K3,4-6,K50');
  });

  it('the doc example: kings on 10 and 15 before men on 18–28', () => {
    expect(formatFen(parseFen('B:W18,24,27,28,K10,K15:B12,16,20,K40,K46'))).toBe(
      'B:WK10,K15,18,24,27,28:B12,16,20,K40,K46',
    );
  });
});
