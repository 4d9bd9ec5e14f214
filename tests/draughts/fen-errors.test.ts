import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import { parseFen } from '../../src/draughts/index.js';

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
