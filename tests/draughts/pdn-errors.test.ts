import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import { type DraughtsPosition, formatPdn, parsePdn } from '../../src/draughts/index.js';
import { errorOf, errorSummary, failure } from '../helpers/errors.js';
import { mv, pos, START } from './positions.js';

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

// pdn.ts reports no line/column/offset: a parse error names the game (1-based, with the
// players when both White and Black tags are known) and the ply in its path.
const fails = (action: () => unknown) => errorSummary(errorOf(action));

const AMBIGUOUS_FEN = 'W:WK2:B8,9,23,25,29-31,33,40,43';
const NOT_A_RESULT = 'is not a draughts result (expected 2-0, 0-2, 1-1, 1+-1-, 1--1+ or 0-0)';

const ILLEGAL = 'ILLEGAL_MOVE';
const AFTER_TWO = 'W:W28,31,33-50:B1-18,20,23';
const UNCLOSED = '{unclosed comment that runs pa';
const NESTED = '(2. 28x19 (2... 14x23) 3. 37-3';
const LONG_TAG = '[A"unterminatedvaluewithoutanywhitespace';
const LONG_TOKEN = 'abcdefghijklmnopqrstuvwxyzabcdefghijklmn';
const game = (index: number, ply: number) => ['games', index, 'moves', ply];

// One case per line: input, code, message, path, value.
// biome-ignore format: a table reads better one case per line
const PARSE_ERRORS: [string, string, string, (string | number)[], string][] = [
    ['1. 32-28 *\n[White "A"]\n[Black "B"]\n1. 32-28 19-23 7. 28-22 *', ILLEGAL, `line 4: game 2 (A – B), move 2 white (numbered 7 in the file): 28-22 is not a legal move (position ${AFTER_TWO})`, game(1, 2), '28-22'],
    // The written text, spaces and all, is quoted; an equal written number, or none, adds nothing.
    ['1. 32-28 19-23 2. 28 - 22 *', ILLEGAL, `line 1: game 1, move 2 white: 28 - 22 is not a legal move (position ${AFTER_TWO})`, game(0, 2), '28 - 22'],
    ['32-28 32-28', ILLEGAL, 'line 1: game 1, move 1 black: 32-28 is not a legal move (position B:W28,31,33-50:B1-20)', game(0, 1), '32-28'],
    ['[White "A"]\n1. 32-28 19-23 2. 28x51 *', ILLEGAL, 'line 2: game 1, move 2 white: move "28x51": square 51 is not 1–50', game(0, 2), '28x51'],
    ['[Black "B"]\n1. a1-a2 *', ILLEGAL, 'line 2: game 1, move 1 white: "a2" in a1-a2 is a light square', game(0, 0), 'a1-a2'],
    ['1. a1xb2 *', ILLEGAL, 'line 1: game 1, move 1 white: a1xb2 is not a legal move (position W:W31-50:B1-20)', game(0, 0), 'a1xb2'],
    [`[FEN "${AMBIGUOUS_FEN}"]\n1. 2x3 *`, 'AMBIGUOUS_MOVE', 'line 2: game 1, move 1 white: 2x3 is ambiguous, it can be 2x13x35x44x28x14x3 or 2x13x35x49x32x14x3', game(0, 0), '2x3'],
    // A "?" FEN: a move neither side can play is White's; a light square is reported once, as White's.
    ['[FEN "?:W29,13,11:B22,4,2"]\n1. 50-45 *', ILLEGAL, 'line 2: game 1, move 1 white: 50-45 is not a legal move (position W:W11,13,29:B2,4,22)', game(0, 0), '50-45'],
    ['[FEN "?:W29,13,11:B22,4,2"]\n1. a1-a2 *', ILLEGAL, 'line 2: game 1, move 1 white: "a2" in a1-a2 is a light square', game(0, 0), 'a1-a2'],
    ['[White "A"]\n[GameType "21,W,10,10,N2,0"]\n1. 32-28 *', 'UNSUPPORTED_GAME_TYPE', 'line 3: game 1: GameType "21,W,10,10,N2,0" is not international draughts (20)', ['games', 0, 'tags', 'GameType'], '21,W,10,10,N2,0'],
    // Checked also for a game without moves, when it ends.
    ['1. 32-28 *\n[GameType "2"]', 'UNSUPPORTED_GAME_TYPE', 'line 2: game 2: GameType "2" is not international draughts (20)', ['games', 1, 'tags', 'GameType'], '2'],
    ['[White "A"]\n[Black "B"]\n[FEN "W:W51:B1"]\n1. 32-28 *', 'BAD_FEN', 'line 4: game 1 (A – B): FEN "W:W51:B1": square 51 in "51" is not 1–50', ['games', 0, 'tags', 'FEN'], 'W:W51:B1'],
    ['[White "A"]\n[Black "B"]\n[Event Open]', 'BAD_TAG', 'line 3: game 1 (A – B): "[Event" is not a tag like [White "Name"]', ['games', 0, 'tags'], '[Event'],
    [`1. 32-28 *\n${LONG_TAG}atallreallylong`, 'BAD_TAG', `line 2: game 2: "${LONG_TAG}" is not a tag like [White "Name"]`, ['games', 1, 'tags'], LONG_TAG],
    ['[White "a\nb"]', 'BAD_TAG', 'line 1: game 1: "[White" is not a tag like [White "Name"]', ['games', 0, 'tags'], '[White'],
    ['[White "A"]\n[Black "B"]\n{never', 'UNCLOSED_COMMENT', 'line 3: game 1 (A – B), before the first move: the comment "{never" is never closed with }', game(0, 0), '{never'],
    [`1. 32-28 ${UNCLOSED}st thirty characters`, 'UNCLOSED_COMMENT', `line 1: game 1, after move 1 white (32-28): the comment "${UNCLOSED}" is never closed with }`, game(0, 1), UNCLOSED],
    [`1. 32-28 19-23 ${NESTED}2`, 'UNCLOSED_VARIATION', `line 1: game 1, after move 1 black (19-23): the variation "${NESTED}" is never closed with )`, game(0, 2), NESTED],
    // A comment never closed inside a variation.
    ['(19-23 {open) )', 'UNCLOSED_VARIATION', 'line 1: game 1, before the first move: the variation "(19-23 {open) )" is never closed with )', game(0, 0), '(19-23 {open) )'],
    ['(', 'UNCLOSED_VARIATION', 'line 1: game 1, before the first move: the variation "(" is never closed with )', game(0, 0), '('],
    ['1. 32-28 @@ 19-23', 'UNKNOWN_TOKEN', 'line 1: game 1, after move 1 white (32-28): "@@" is not a move, move number, comment or result', game(0, 1), '@@'],
    [`${LONG_TOKEN}opq`, 'UNKNOWN_TOKEN', `line 1: game 1, before the first move: "${LONG_TOKEN}" is not a move, move number, comment or result`, game(0, 0), LONG_TOKEN],
    ['1. 32-28 1+ -1+', 'BAD_RESULT', `line 1: games[0].result: "1+ -1+" ${NOT_A_RESULT}`, ['games', 0, 'result'], '1+ -1+'],
    ['*\n[Result "3-0"]\n1. 32-28', 'BAD_RESULT', `line 3: games[1].tags.Result: "3-0" ${NOT_A_RESULT}`, ['games', 1, 'tags', 'Result'], '3-0'],
];

describe('parsePdn errors name the line of the file where the reading stopped (issue 29)', () => {
  const games = Array.from({ length: 500 }, (_, index) => `[White "P${index}"]\n1. 32-28 19-23 2-0\n`).join(
    '',
  );
  const file = `${games}[White "Late"]\n1. 32-28\n19-23 2. 28-22 2-0\n`;

  it('a bad move on line 1003, after 500 games: "line 1003: game 501 …"', () => {
    const error = errorOf(() => parsePdn(file));
    expect(error.message).toMatch(/^line 1003: game 501, move 2 white: 28-22 is not a legal move/);
    expect(error.path).toEqual(['games', 500, 'moves', 2]);
  });

  it('the same line with \r\n line ends, and in chunks', () => {
    const windows = file.replaceAll('\n', '\r\n');
    expect(errorOf(() => parsePdn(windows)).message).toMatch(/^line 1003: /);
    const chunks = Array.from({ length: Math.ceil(windows.length / 333) }, (_, index) =>
      windows.slice(index * 333, (index + 1) * 333),
    );
    expect(errorOf(() => parsePdn(chunks)).message).toBe(errorOf(() => parsePdn(windows)).message);
  });
});

describe('parsePdn errors: code, message, path and value', () => {
  it.each(PARSE_ERRORS)('%j → %s', (text, code, message, path, value) => {
    expect(failure(() => parsePdn(text))).toEqual([code, message, path, value]);
  });

  it('wrapped errors keep the move or FEN error as cause', () => {
    const codeOf = (text: string) => (errorOf(() => parsePdn(text)).cause as { code: string }).code;
    expect(codeOf('1. 32-28 19-23 2. 28x51 *')).toBe('BAD_MOVE_NOTATION');
    expect(codeOf('[FEN "W:W51:B1"]\n*')).toBe('BAD_SQUARE');
  });

  it('GameType 20 is accepted with extra fields and spaces', () => {
    const file = parsePdn('[GameType "20,W,10,10,N2,0"]\n1. 32-28 *\n[GameType " 20 "]\n*');
    expect(file.games.map((entry) => entry.tags.GameType)).toEqual(['20,W,10,10,N2,0', ' 20 ']);
  });

  it.each([
    ['1. 32-28 . 19-23', '.'],
    ['1. 32-28 $ 19-23', '$'],
    ['1. 32-28 % no escape', '%'],
    ['1. 32-28 {a {b} c} 19-23', 'c}'], // comments do not nest
    ['1. 32-28 )', ')'],
    ['1. 32-28 a11-b2', 'a11-b2'],
    ['1. 32-28 d4e5f', 'd4e5f'],
    ['1. 32-28 32', '32'],
  ])('%j: %j is an unknown token', (text, token) => {
    expect(failure(() => parsePdn(text))).toEqual([
      'UNKNOWN_TOKEN',
      `line 1: game 1, after move 1 white (32-28): "${token}" is not a move, move number, comment or result`,
      game(0, 1),
      token,
    ]);
  });
});

describe('formatPdn errors: code, message, path and value', () => {
  it('an illegal, a malformed and an ambiguous notation, in the second game', () => {
    const second =
      (moves: string[], start = START) =>
      () =>
        formatPdn([{ moves: [] }, { start, moves }]);
    const illegal = errorOf(second(['32-28', '32-27']));
    expect(errorSummary(illegal)).toEqual({
      code: 'ILLEGAL_MOVE',
      message: 'game 2, move 1 black: 32-27 is not a legal move',
      path: ['games', 1, 'moves', 1],
      value: '32-27',
    });
    expect(errorSummary(illegal.cause as never)).toEqual({
      code: 'ILLEGAL_MOVE',
      message: '32-27 is not a legal move',
      path: [],
      value: '32-27',
    });
    expect(fails(second(['32-28', 'junk']))).toEqual({
      code: 'ILLEGAL_MOVE',
      message: 'game 2, move 1 black: "junk" is not a move like 32-28 or 28x19',
      path: ['games', 1, 'moves', 1],
      value: 'junk',
    });
    const ambiguous = errorOf(second(['2x3'], pos('white', [], [8, 9, 23, 25, 29, 30, 31, 33, 40, 43], [2])));
    expect(errorSummary(ambiguous)).toEqual({
      code: 'AMBIGUOUS_MOVE',
      message: 'game 2, move 1 white: 2x3 is ambiguous',
      path: ['games', 1, 'moves', 0],
      value: '2x3',
    });
    expect(errorSummary(ambiguous.cause as never)).toEqual({
      code: 'AMBIGUOUS_MOVE',
      message: '2x3 is ambiguous',
      path: [],
      value: '2x3',
    });
  });

  it('an illegal move object, bare or in an entry; a thrown non-Error is quoted', () => {
    const bare = mv(32, 23);
    expect(fails(() => formatPdn([{ moves: [bare] }]))).toEqual({
      code: 'ILLEGAL_MOVE',
      message: 'game 1, move 1 white: 32-23 is not a legal move for white',
      path: ['games', 0, 'moves', 0],
      value: bare,
    });
    // Same destination and captures as the legal 32-28, another origin.
    const origin = mv(35, 28);
    expect(failure(() => formatPdn([{ moves: [origin] }]))).toEqual([
      'ILLEGAL_MOVE',
      'game 1, move 1 white: 35-28 is not a legal move for white',
      ['games', 0, 'moves', 0],
      origin,
    ]);
    // Same ends as the legal 28x19 but another capture.
    const entry = { move: mv(28, 19, [24]), comment: 'c' };
    expect(fails(() => formatPdn([{ moves: ['32-28', '19-23', entry] }]))).toEqual({
      code: 'ILLEGAL_MOVE',
      message: 'game 1, move 2 white: 28x19 is not a legal move for white',
      path: ['games', 0, 'moves', 2],
      value: entry,
    });
    const odd = {
      ...mv(32, 28),
      get captures(): number[] {
        throw 'no captures';
      },
    };
    const error = errorOf(() => formatPdn([{ moves: [odd] }]));
    expect([error.code, error.message, error.path]).toEqual([
      'ILLEGAL_MOVE',
      'game 1, move 1 white: no captures',
      ['games', 0, 'moves', 0],
    ]);
    expect(error.value).toBe(odd);
    expect(error.cause).toBe('no captures');
  });

  it('a comment containing }', () => {
    expect(fails(() => formatPdn([{ moves: ['32-28', { move: mv(19, 23), comment: 'a}b' }] }]))).toEqual({
      code: 'BAD_COMMENT',
      message: 'game 1, move 1 black: a PDN comment cannot contain "}": a}b',
      path: ['games', 0, 'moves', 1, 'comment'],
      value: 'a}b',
    });
  });

  it('a plus-remise in the legacy style; a bad start position', () => {
    expect(fails(() => formatPdn([{ moves: [], result: '1+-1-' }], { resultStyle: 'legacy' }))).toEqual({
      code: 'UNWRITABLE_RESULT',
      message: 'result: "1+-1-" cannot be written with the legacy PDN tokens 1-0, 0-1, 1/2-1/2',
      path: ['result'],
      value: '1+-1-',
    });
    const start = { ...START, turn: 'red' } as unknown as DraughtsPosition;
    expect(fails(() => formatPdn([{ start, moves: [] }]))).toEqual({
      code: 'NOT_ONE_OF',
      message: 'turn: "red" is not one of white, black',
      path: ['turn'],
      value: 'red',
    });
  });
});

describe('more refused PDN: the first mover, a "?" inside a FEN, a ";" comment in a variation, the cause of a refused move', () => {
  const fail = (run: () => unknown) => {
    const error = errorOf(run);
    const cause = error.cause as MindsportError | undefined;
    return [error.code, error.path, error.value, error.message, cause?.code, cause?.value];
  };

  it('without a FEN White moves first: a Black first move is illegal (only a "?" FEN lets Black start)', () => {
    expect(fail(() => parsePdn('1. 19-23 *'))).toEqual([
      'ILLEGAL_MOVE',
      ['games', 0, 'moves', 0],
      '19-23',
      'line 1: game 1, move 1 white: 19-23 is not a legal move (position W:W31-50:B1-20)',
      undefined,
      undefined,
    ]);
  });

  it('a "?" later in the FEN is not the unknown side to move: the FEN is refused as written', () => {
    expect(fail(() => parsePdn('[FEN "W:W31:B19?"]\n1. 31-27 *'))).toEqual([
      'BAD_FEN',
      ['games', 0, 'tags', 'FEN'],
      'W:W31:B19?',
      'line 2: game 1: FEN "W:W31:B19?": "19?" is not a square, K+square or range',
      'BAD_FEN',
      'W:W31:B19?',
    ]);
  });

  it('a ";" comment in a variation running to the end of the text leaves the variation open', () => {
    expect(fail(() => parsePdn('1. 32-28 (19-23 ; x'))).toEqual([
      'UNCLOSED_VARIATION',
      ['games', 0, 'moves', 1],
      '(19-23 ; x',
      'line 1: game 1, after move 1 white (32-28): the variation "(19-23 ; x" is never closed with )',
      undefined,
      undefined,
    ]);
  });

  it('the cause of a refused move: a light square in alphanumeric notation, an illegal move object', () => {
    expect(fail(() => parsePdn('1. b1-c2 *'))).toEqual([
      'ILLEGAL_MOVE',
      ['games', 0, 'moves', 0],
      'b1-c2',
      'line 1: game 1, move 1 white: "b1" in b1-c2 is a light square',
      'BAD_MOVE_NOTATION',
      'b1-c2',
    ]);
    const move = { from: 32, to: 26, captures: [], path: [32, 26] };
    expect(fail(() => formatPdn([{ moves: [move as never] }]))).toEqual([
      'ILLEGAL_MOVE',
      ['games', 0, 'moves', 0],
      move,
      'game 1, move 1 white: 32-26 is not a legal move for white',
      'ILLEGAL_MOVE',
      move,
    ]);
  });
});
