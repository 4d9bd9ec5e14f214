import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import { formatPdn, parsePdn } from '../../src/draughts/index.js';
import { errorOf } from '../helpers/errors.js';

const GAME_TWO = '[White "A"]\n[Black "B"]\n1. 32-28 19-23 1-0\n\n[White "Meijer"]\n[Black "Meurs"]\n';

describe('bad PDN gives a MindsportError naming the game, move number and text', () => {
  it('an illegal move', () => {
    const error = errorOf(() => parsePdn(`${GAME_TWO}1. 32-28 19-23 2. 28-22 2-0`));
    expect(error.code).toBe('ILLEGAL_MOVE');
    expect(error.message).toMatch(/game 2 \(Meijer – Meurs\), move 2 white: 28-22 is not a legal move/);
    expect(error.path).toEqual(['games', 1, 'moves', 2]);
  });

  it('ignoring a compulsory capture is illegal', () => {
    const error = errorOf(() => parsePdn('1. 32-28 19-23 2. 33-29 *'));
    expect(error.message).toMatch(/game 1, move 2 white: 33-29 is not a legal move/);
  });

  it('an ambiguous capture', () => {
    const error = errorOf(() => parsePdn('[FEN "W:WK2:B8,9,23,25,29-31,33,40,43"]\n1. 2x3 *'));
    expect(error.code).toBe('AMBIGUOUS_MOVE');
    expect(error.message).toMatch(/game 1, move 1 white: 2x3 is ambiguous/);
  });

  it('a square outside 1–50 in a move', () => {
    const error = errorOf(() => parsePdn('1. 32-28 19-23 2. 28x51 *'));
    expect(error.code).toBe('ILLEGAL_MOVE');
    expect(error.message).toMatch(/move 2 white: .*square 51 is not 1–50/);
  });

  it('an unterminated comment or variation', () => {
    const comment = errorOf(() => parsePdn(`${GAME_TWO}1. 32-28 {never closed 19-23 2-0`));
    expect(comment.code).toBe('UNCLOSED_COMMENT');
    expect(comment.message).toMatch(
      /game 2 \(Meijer – Meurs\), after move 1 white \(32-28\): the comment "\{never closed/,
    );
    const variation = errorOf(() => parsePdn('1. 32-28 (1. 33-28 2-0'));
    expect(variation.code).toBe('UNCLOSED_VARIATION');
  });

  it('an unknown token, a broken tag, an unknown result, another game type, a bad FEN tag', () => {
    expect(errorOf(() => parsePdn('1. 32-28 e5 *')).message).toMatch(/after move 1 white \(32-28\): "e5"/);
    expect(errorOf(() => parsePdn('[White A]\n1. 32-28 *')).code).toBe('BAD_TAG');
    expect(errorOf(() => parsePdn('[Result "3-0"]\n1. 32-28')).code).toBe('BAD_RESULT');
    expect(errorOf(() => parsePdn('[GameType "21"]\n1. 32-28 *')).code).toBe('UNSUPPORTED_GAME_TYPE');
    expect(errorOf(() => parsePdn('[FEN "W:W51:B1"]\n1. 32-28 *')).code).toBe('BAD_FEN');
  });

  it('formatPdn refuses an illegal move', () => {
    expect(errorOf(() => formatPdn([{ moves: ['32-28', '32-27'] }])).message).toMatch(/game 1, move 1 black/);
  });

  test.prop([fc.string({ maxLength: 200 })], { numRuns: 300 })(
    'random text never hangs; errors are MindsportErrors',
    (text) => {
      try {
        parsePdn(text);
      } catch (error) {
        expect(error).toBeInstanceOf(MindsportError);
      }
    },
  );

  const pdnAlphabet = fc.constantFrom(
    ...'0123456789-x. {}()[]"*/+;$!?\nWBK:'.split(''),
    '32-28',
    '19-23',
    '1-0',
    '2-0',
    '[Result "1-1"]',
  );
  test.prop([fc.array(pdnAlphabet, { maxLength: 80 }).map((parts) => parts.join(''))], { numRuns: 300 })(
    'PDN-like random text never hangs; errors are MindsportErrors',
    (text) => {
      try {
        parsePdn(text);
      } catch (error) {
        expect(error).toBeInstanceOf(MindsportError);
      }
    },
  );
});

describe('formatPdn writes only tags parsePdn reads back', () => {
  it('BAD_TAG for a name with other characters, a value with a line break, a value that is not text', () => {
    const cases: [Record<string, unknown>, string, unknown][] = [
      [{ 'My Tag': 'a' }, 'game 1: tag name "My Tag" is not letters, digits and _ only', 'My Tag'],
      [{ Event: 'a\nb' }, 'game 1: tag Event: the value "a\\nb" is not text on one line', 'a\nb'],
      [{ Round: 5 }, 'game 1: tag Round: the value 5 is not text on one line', 5],
    ];
    for (const [tags, message, value] of cases) {
      const error = errorOf(() => formatPdn([{ tags: tags as Record<string, string>, moves: [] }]));
      const name = Object.keys(tags)[0]!;
      expect([error.code, error.message, error.path, error.value]).toEqual([
        'BAD_TAG',
        message,
        ['games', 0, 'tags', name],
        value,
      ]);
    }
  });

  test.prop([
    fc.dictionary(
      fc
        .stringMatching(/^[A-Za-z0-9_]{1,8}$/)
        .filter((name) => !['Result', 'FEN', 'SetUp', 'ResultFormat'].includes(name)),
      fc.string({ maxLength: 12 }),
      { maxKeys: 4 },
    ),
  ])('every tag formatPdn writes is read back by parsePdn, or refused with BAD_TAG', (tags) => {
    let text: string;
    try {
      text = formatPdn([{ tags, moves: ['32-28'] }]);
    } catch (error) {
      expect((error as MindsportError).code).toBe('BAD_TAG');
      expect(Object.values(tags).some((value) => value.includes('\n'))).toBe(true);
      return;
    }
    const { Result: _result, ...read } = parsePdn(text).games[0]!.tags;
    expect(read).toEqual(tags);
  });
});
