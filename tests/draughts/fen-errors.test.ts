import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import { type DraughtsPosition, parseFen } from '../../src/draughts/index.js';
import { errorOf } from '../helpers/errors.js';

const fails = (fen: string, code: string, text: RegExp): void => {
  expect(() => parseFen(fen)).toThrow(
    expect.objectContaining({ code, message: expect.stringMatching(text) }),
  );
};

describe('bad FEN input gives a MindsportError quoting the FEN', () => {
  it('a square outside 1–50', () => {
    fails('W:W31-51:B1-20', 'BAD_SQUARE', /square 51/);
    fails('W:W0:B1', 'BAD_SQUARE', /"W:W0:B1".*square 0/);
  });

  it('malformed text', () => {
    fails('X:W31:B1', 'BAD_FEN', /side to move/);
    fails('W:W31:C1', 'BAD_FEN', /must start with W or B/);
    fails('W:W31,,32:B1', 'BAD_FEN', /is not a square/);
    fails('W:W3a:B1', 'BAD_FEN', /"3a"/);
    fails('W:W40-31:B1', 'BAD_FEN', /backwards/);
    fails('W:W31:W32', 'BAD_FEN', /listed twice/);
    fails('', 'BAD_FEN', /side to move/);
  });

  it('two pieces on one square, a man on its promotion row', () => {
    fails('W:W31:B31', 'DUPLICATE_SQUARE', /square 31/);
    fails('W:W3:B20', 'UNCROWNED_MAN', /square 3/);
    fails('W:W33:B48', 'UNCROWNED_MAN', /square 48/);
  });

  test.prop([fc.string({ maxLength: 60 })], { numRuns: 500 })(
    'random text never hangs and only throws MindsportError',
    (text) => {
      try {
        parseFen(text);
      } catch (error) {
        expect(error).toBeInstanceOf(MindsportError);
      }
    },
  );

  test.prop([fc.stringMatching(/^[WB]:[WB][K0-9,-]{0,20}:[WB][K0-9,-]{0,20}$/)], { numRuns: 500 })(
    'FEN-like random text parses or throws MindsportError',
    (text) => {
      try {
        parseFen(text);
      } catch (error) {
        expect(error).toBeInstanceOf(MindsportError);
      }
    },
  );
});

function expectFenError(fen: string, code: string, problem: string): void {
  const error = errorOf(() => parseFen(fen));
  expect({ code: error.code, message: error.message, path: error.path, value: error.value }).toEqual({
    code,
    message: `FEN "${fen}": ${problem}`,
    path: ['fen'],
    value: fen,
  });
}

function position(fields: Partial<DraughtsPosition>): DraughtsPosition {
  return { turn: 'white', whiteMen: [], whiteKings: [], blackMen: [], blackKings: [], ...fields };
}

describe('parseFen: input that is not text', () => {
  it.each([42, null, undefined, { fen: 'W:W31:B1' }, new String('W:W31:B1')])(
    '%o is a NOT_A_STRING error, never a TypeError or a parsed position',
    (input) => {
      const error = errorOf(() => parseFen(input as unknown as string));
      expect(error.code).toBe('NOT_A_STRING');
      expect(error.message).toMatch(/^fen: .* is not text$/);
      expect(error.path).toEqual(['fen']);
      // The bad value is kept as given, not turned into text.
      expect(error.value).toBe(input);
    },
  );
});

describe('parseFen errors carry path ["fen"] and the FEN as value', () => {
  // fen.ts:17 { path: ['fen'], value:
  it.each([
    ['X:W31:B1', 'BAD_FEN'],
    ['W:W31-51:B1-20', 'BAD_SQUARE'],
    ['W:W31:B31', 'DUPLICATE_SQUARE'],
    ['W:W3:B20', 'UNCROWNED_MAN'],
  ])('%s → %s', (fen, code) => {
    const error = errorOf(() => parseFen(fen));
    expect(error.code).toBe(code);
    expect(error.path).toEqual(['fen']);
    expect(error.value).toBe(fen);
    expect(error.pointer).toBe('/fen');
  });
});

describe('position errors found after reading are re-raised as FEN errors', () => {
  // fen.ts:93 `error instanceof MindsportError` → false: the position's own error (path
  // ['blackMen', 0], no FEN in the message) would escape unwrapped
  it('two pieces on one square', () => {
    expectFenError('W:W31:B31', 'DUPLICATE_SQUARE', 'blackMen[0]: square 31 is already in whiteMen');
  });

  it('a man on its own promotion row (white on 1–5, black on 46–50)', () => {
    expectFenError(
      'W:W3:B20',
      'UNCROWNED_MAN',
      'whiteMen[0]: a white man cannot stand on square 3, its promotion row',
    );
    expectFenError(
      'B:W33:B1,48',
      'UNCROWNED_MAN',
      'blackMen[1]: a black man cannot stand on square 48, its promotion row',
    );
  });
});

describe('squares outside 1–50 are rejected by the reader, naming the item', () => {
  // fen.ts:72 [first, last] → [] and loop body → {}; fen.ts:73 condition → false, `||` → `&&`,
  // block → {}: without the check the position validator reports `whiteMen[20]: square 51 …`
  it('a range running past 50', () => {
    expectFenError('W:W31-51:B1-20', 'BAD_SQUARE', 'square 51 in "31-51" is not 1–50');
    expectFenError('W:WK45-1000:B1', 'BAD_SQUARE', 'square 1000 in "K45-1000" is not 1–50');
  });

  it('a range from past 50 back into the board is out of range, not "runs backwards"', () => {
    // fen.ts:73:27 `square > 50` → false
    expectFenError('W:W51-49:B1', 'BAD_SQUARE', 'square 51 in "51-49" is not 1–50');
    expectFenError('W:W31:B51', 'BAD_SQUARE', 'square 51 in "51" is not 1–50');
  });

  it('square 0, alone or starting a range (the first square is checked first)', () => {
    // fen.ts:73:13 `square < 1` → false
    expectFenError('W:W0:B1', 'BAD_SQUARE', 'square 0 in "0" is not 1–50');
    expectFenError('W:W31:BK0-3', 'BAD_SQUARE', 'square 0 in "K0-3" is not 1–50');
    expectFenError('W:W0-60:B1', 'BAD_SQUARE', 'square 0 in "0-60" is not 1–50');
  });

  it('squares 1 and 50 are on the board', () => {
    // the other side of the fen.ts:73 boundaries: the check must not reject them
    expect(parseFen('B:WK1,48-50:BK45,K2')).toEqual(
      position({ turn: 'black', whiteMen: [48, 49, 50], whiteKings: [1], blackKings: [2, 45] }),
    );
  });
});

describe('whitespace around the separators is ignored', () => {
  it('after a final dot (the text is trimmed before the dot is dropped)', () => {
    // fen.ts:40 fen.trim() → fen
    const expected = position({ whiteMen: [31], blackMen: [1] });
    expect(parseFen('W:W31:B1. ')).toEqual(expected);
    expect(parseFen('\tW:W31:B1.\n')).toEqual(expected);
  });

  it('between the side to move and the first colon', () => {
    // fen.ts:43 fields[0].trim() removed
    expect(parseFen('W :W31:B1')).toEqual(position({ whiteMen: [31], blackMen: [1] }));
    expect(parseFen('b\t:W31:B1')).toEqual(position({ turn: 'black', whiteMen: [31], blackMen: [1] }));
  });

  it('before a colour letter', () => {
    // fen.ts:55 rawField.trim() → rawField
    expect(parseFen('W: W31 : b1')).toEqual(position({ whiteMen: [31], blackMen: [1] }));
  });

  it('between the colour letter and the first item, which the error quotes without it', () => {
    // fen.ts:63 field.slice(1).trim() → field.slice(1): the item would be quoted as " 3a"
    expect(parseFen('W:W 31:B 1')).toEqual(position({ whiteMen: [31], blackMen: [1] }));
    expectFenError('W:W 3a:B1', 'BAD_FEN', '"3a" is not a square, K+square or range');
  });

  it('around the commas of a list', () => {
    // fen.ts:66 rawItem.trim() → rawItem
    expect(parseFen('W:W31, 32 ,K33 :B1')).toEqual(
      position({ whiteMen: [31, 32], whiteKings: [33], blackMen: [1] }),
    );
  });

  it('around the dash of a range and after K', () => {
    // fen.ts:67 regex `\s*-` → `\S*-`
    expect(parseFen('W:W31 - 33,K 40 -41:B1')).toEqual(
      position({ whiteMen: [31, 32, 33], whiteKings: [40, 41], blackMen: [1] }),
    );
  });
});

describe('an item is a whole square, K+square or range, nothing before or inside it', () => {
  // fen.ts:67 regex without `^`: "x31" would read as man 31, "KK31" as king 31, "-5" as man 5
  it.each(['x31', 'KK31', '-5', '+2', 'W31'])('"%s" is malformed', (item) => {
    expectFenError(`W:W40,${item}:B1`, 'BAD_FEN', `"${item}" is not a square, K+square or range`);
  });

  // fen.ts:67 regex `\s*-` → `\S*-`: "31x-33" would read as the range 31–33
  it.each(['31x-33', '31K-33', '31--33', '31.-33'])('"%s" is malformed', (item) => {
    expectFenError(`W:W40,${item}:B1`, 'BAD_FEN', `"${item}" is not a square, K+square or range`);
  });
});
