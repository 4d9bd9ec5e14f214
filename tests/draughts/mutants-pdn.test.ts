// Mutation testing (issue #13): draughts pdn.ts — every error's code, message, path and value, and whole parses and formats compared literally.
import { describe, expect, it } from 'vitest';
import type { MindsportError } from '../../src/core/index.js';
import {
  type DraughtsMove,
  type DraughtsPosition,
  formatPdn,
  PDN_RESULT_SCALES,
  parsePdn,
} from '../../src/draughts/index.js';
import { errorOf, errorSummary, failure } from '../helpers/errors.js';

// pdn.ts reports no line/column/offset: a parse error names the game (1-based, with the
// players when both White and Black tags are known) and the ply in its path.
const fails = (action: () => unknown) => errorSummary(errorOf(action));

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pos = (
  turn: 'white' | 'black',
  whiteMen: number[],
  blackMen: number[],
  whiteKings: number[] = [],
  blackKings: number[] = [],
): DraughtsPosition => ({ turn, whiteMen, whiteKings, blackMen, blackKings });
const mv = (
  from: number,
  to: number,
  captures: number[] = [],
  path: number[] = [from, to],
): DraughtsMove => ({
  from,
  to,
  captures,
  path,
  promotion: false,
});
const START = pos('white', range(31, 50), range(1, 20));
// After 1. 32-28 19-23 2. 28x19 14x23 (spec §2 example game).
const AFTER_FOUR = pos('white', [31, ...range(33, 50)], [...range(1, 13), 15, 16, 17, 18, 20, 23]);
const FOUR_MOVES = [
  { number: 1, colour: 'white', text: '32-28', move: mv(32, 28) },
  { number: 1, colour: 'black', text: '19-23', move: mv(19, 23) },
  { number: 2, colour: 'white', text: '28x19', move: mv(28, 19, [23]) },
  { number: 2, colour: 'black', text: '14x23', move: mv(14, 23, [19]) },
];
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
    ['1. 32-28 *\n[White "A"]\n[Black "B"]\n1. 32-28 19-23 7. 28-22 *', ILLEGAL, `game 2 (A – B), move 2 white (numbered 7 in the file): 28-22 is not a legal move (position ${AFTER_TWO})`, game(1, 2), '28-22'],
    // The written text, spaces and all, is quoted; an equal written number, or none, adds nothing.
    ['1. 32-28 19-23 2. 28 - 22 *', ILLEGAL, `game 1, move 2 white: 28 - 22 is not a legal move (position ${AFTER_TWO})`, game(0, 2), '28 - 22'],
    ['32-28 32-28', ILLEGAL, 'game 1, move 1 black: 32-28 is not a legal move (position B:W28,31,33-50:B1-20)', game(0, 1), '32-28'],
    ['[White "A"]\n1. 32-28 19-23 2. 28x51 *', ILLEGAL, 'game 1, move 2 white: move "28x51": square 51 is not 1–50', game(0, 2), '28x51'],
    ['[Black "B"]\n1. a1-a2 *', ILLEGAL, 'game 1, move 1 white: "a2" in a1-a2 is a light square', game(0, 0), 'a1-a2'],
    ['1. a1xb2 *', ILLEGAL, 'game 1, move 1 white: a1xb2 is not a legal move (position W:W31-50:B1-20)', game(0, 0), 'a1xb2'],
    [`[FEN "${AMBIGUOUS_FEN}"]\n1. 2x3 *`, 'AMBIGUOUS_MOVE', 'game 1, move 1 white: 2x3 is ambiguous, it can be 2x13x35x44x28x14x3 or 2x13x35x49x32x14x3', game(0, 0), '2x3'],
    // A "?" FEN: a move neither side can play is White's; a light square is reported once, as White's.
    ['[FEN "?:W29,13,11:B22,4,2"]\n1. 50-45 *', ILLEGAL, 'game 1, move 1 white: 50-45 is not a legal move (position W:W11,13,29:B2,4,22)', game(0, 0), '50-45'],
    ['[FEN "?:W29,13,11:B22,4,2"]\n1. a1-a2 *', ILLEGAL, 'game 1, move 1 white: "a2" in a1-a2 is a light square', game(0, 0), 'a1-a2'],
    ['[White "A"]\n[GameType "21,W,10,10,N2,0"]\n1. 32-28 *', 'UNSUPPORTED_GAME_TYPE', 'game 1: GameType "21,W,10,10,N2,0" is not international draughts (20)', ['games', 0, 'tags', 'GameType'], '21,W,10,10,N2,0'],
    // Checked also for a game without moves, when it ends.
    ['1. 32-28 *\n[GameType "2"]', 'UNSUPPORTED_GAME_TYPE', 'game 2: GameType "2" is not international draughts (20)', ['games', 1, 'tags', 'GameType'], '2'],
    ['[White "A"]\n[Black "B"]\n[FEN "W:W51:B1"]\n1. 32-28 *', 'BAD_FEN', 'game 1 (A – B): FEN "W:W51:B1": square 51 in "51" is not 1–50', ['games', 0, 'tags', 'FEN'], 'W:W51:B1'],
    ['[White "A"]\n[Black "B"]\n[Event Open]', 'BAD_TAG', 'game 1 (A – B): "[Event" is not a tag like [White "Name"]', ['games', 0, 'tags'], '[Event'],
    [`1. 32-28 *\n${LONG_TAG}atallreallylong`, 'BAD_TAG', `game 2: "${LONG_TAG}" is not a tag like [White "Name"]`, ['games', 1, 'tags'], LONG_TAG],
    ['[White "a\nb"]', 'BAD_TAG', 'game 1: "[White" is not a tag like [White "Name"]', ['games', 0, 'tags'], '[White'],
    ['[White "A"]\n[Black "B"]\n{never', 'UNCLOSED_COMMENT', 'game 1 (A – B), before the first move: the comment "{never" is never closed with }', game(0, 0), '{never'],
    [`1. 32-28 ${UNCLOSED}st thirty characters`, 'UNCLOSED_COMMENT', `game 1, after move 1 white (32-28): the comment "${UNCLOSED}" is never closed with }`, game(0, 1), UNCLOSED],
    [`1. 32-28 19-23 ${NESTED}2`, 'UNCLOSED_VARIATION', `game 1, after move 1 black (19-23): the variation "${NESTED}" is never closed with )`, game(0, 2), NESTED],
    // A comment never closed inside a variation.
    ['(19-23 {open) )', 'UNCLOSED_VARIATION', 'game 1, before the first move: the variation "(19-23 {open) )" is never closed with )', game(0, 0), '(19-23 {open) )'],
    ['(', 'UNCLOSED_VARIATION', 'game 1, before the first move: the variation "(" is never closed with )', game(0, 0), '('],
    ['1. 32-28 @@ 19-23', 'UNKNOWN_TOKEN', 'game 1, after move 1 white (32-28): "@@" is not a move, move number, comment or result', game(0, 1), '@@'],
    [`${LONG_TOKEN}opq`, 'UNKNOWN_TOKEN', `game 1, before the first move: "${LONG_TOKEN}" is not a move, move number, comment or result`, game(0, 0), LONG_TOKEN],
    ['1. 32-28 1+ -1+', 'BAD_RESULT', `games[0].result: "1+ -1+" ${NOT_A_RESULT}`, ['games', 0, 'result'], '1+ -1+'],
    ['*\n[Result "3-0"]\n1. 32-28', 'BAD_RESULT', `games[1].tags.Result: "3-0" ${NOT_A_RESULT}`, ['games', 1, 'tags', 'Result'], '3-0'],
];

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
      `game 1, after move 1 white (32-28): "${token}" is not a move, move number, comment or result`,
      game(0, 1),
      token,
    ]);
  });
});

describe('parsePdn: whole games', () => {
  it('tags with escapes, comments of every kind, a variation, a Result tag that disagrees', () => {
    const text = [
      '[Event "Club \\"Oost\\" \\\\ 1"]',
      '[ White  "A" ]',
      '[Black "B"]',
      '[Result "1-0"]',
      '{ opening } {second} {  } 1. 32-28 {after} ; line',
      '19-23 ( 18-23 {)(} (2. 37-32) ) 2. 28x19 {} 14x23 ;',
      '1/2-1/2',
    ].join('\n');
    expect(parsePdn(text)).toStrictEqual({
      games: [
        {
          tags: { Event: 'Club "Oost" \\ 1', White: 'A', Black: 'B', Result: '1-0' },
          start: START,
          moves: [{ ...FOUR_MOVES[0], comment: 'after line' }, ...FOUR_MOVES.slice(1)],
          end: AFTER_FOUR,
          result: '1-1',
          resultScale: 'one-point',
          tagResult: '2-0',
          comment: 'opening second',
        },
      ],
      resultScale: 'one-point',
    });
  });

  it('a Result tag alone gives the result and scale; an agreeing tag gives no tagResult', () => {
    const file = parsePdn('[Result "2-0"]\n1. 32-28 19-23 2. 28x19 14x23\n[Result "1-1"]\n1. 32-28 1-1');
    expect(file).toStrictEqual({
      games: [
        {
          tags: { Result: '2-0' },
          start: START,
          moves: FOUR_MOVES,
          end: AFTER_FOUR,
          result: '2-0',
          resultScale: 'two-point',
        },
        {
          tags: { Result: '1-1' },
          start: START,
          moves: [FOUR_MOVES[0]],
          end: pos('black', [28, 31, ...range(33, 50)], range(1, 20)),
          result: '1-1',
          resultScale: 'two-point',
        },
      ],
      resultScale: 'two-point',
    });
  });

  it('a "?" FEN with Black moving first; move numbers 1... and 2.', () => {
    const file = parsePdn('[FEN " ?:W29,13,11:B22,4,2"]\n1... 22-27 2. 29-24 0 - 0');
    expect(file).toStrictEqual({
      games: [
        {
          tags: { FEN: ' ?:W29,13,11:B22,4,2' },
          start: pos('black', [11, 13, 29], [2, 4, 22]),
          moves: [
            { number: 1, colour: 'black', text: '22-27', move: mv(22, 27) },
            { number: 2, colour: 'white', text: '29-24', move: mv(29, 24) },
          ],
          end: pos('black', [11, 13, 24], [2, 4, 27]),
          result: '0-0',
          resultScale: null,
        },
      ],
      resultScale: null,
    });
  });

  it('a "?" FEN with White moving first; a FEN naming Black; a game of tags only; no result', () => {
    const file = parsePdn('[FEN "?:W29,13,11:B22,4,2"]\n1. 29-24 [FEN "B:W28:B4,19"]\n[Event "E"]\n\n');
    expect(file).toStrictEqual({
      games: [
        {
          tags: { FEN: '?:W29,13,11:B22,4,2' },
          start: pos('white', [11, 13, 29], [2, 4, 22]),
          moves: [{ number: 1, colour: 'white', text: '29-24', move: mv(29, 24) }],
          end: pos('black', [11, 13, 24], [2, 4, 22]),
          result: null,
          resultScale: null,
        },
        {
          tags: { FEN: 'B:W28:B4,19', Event: 'E' },
          start: pos('black', [28], [4, 19]),
          moves: [],
          end: pos('black', [28], [4, 19]),
          result: null,
          resultScale: null,
        },
      ],
      resultScale: null,
    });
  });

  it('alphanumeric moves: separators -, x, X, :, none, spaces; row 10; the text loses its spaces', () => {
    const game = parsePdn('1. d4 - e5 g7:f6 2. e5Xg7 h8xf6 3. c3d4 *').games[0]!;
    expect(game.moves).toStrictEqual([
      { number: 1, colour: 'white', text: 'd4-e5', move: mv(32, 28) },
      { number: 1, colour: 'black', text: 'g7:f6', move: mv(19, 23) },
      { number: 2, colour: 'white', text: 'e5Xg7', move: mv(28, 19, [23]) },
      { number: 2, colour: 'black', text: 'h8xf6', move: mv(14, 23, [19]) },
      { number: 3, colour: 'white', text: 'c3d4', move: mv(37, 32) },
    ]);
    const tenth = parsePdn('[FEN "B:W50:B1"]\n1... b10-a9 2. i1-j2').games[0]!;
    expect(tenth.moves.map((move) => [move.text, move.move.from, move.move.to])).toEqual([
      ['b10-a9', 1, 6],
      ['i1-j2', 50, 45],
    ]);
  });

  it('move number forms, ellipses, annotations, separators x X : and spaces', () => {
    const game = parsePdn('1 . 32 - 28 ?! 1... 19-23!! .. 2.28X19 $12 2 ... 14:23 $1 *').games[0]!;
    expect(game.moves.map((move) => move.text)).toEqual(['32-28', '19-23', '28X19', '14:23']);
    expect(game.end).toStrictEqual(AFTER_FOUR);
  });

  it('moves that begin like a result: 2-08 and 1-12 are moves, not 2-0 or 1-1', () => {
    const file = parsePdn('[FEN "B:W50:B2,K1"]\n1... 2-08 2. 50-44 1-12 *');
    expect(file.games[0]!.moves.map((move) => [move.text, move.move.from, move.move.to])).toEqual([
      ['2-08', 2, 8],
      ['50-44', 50, 44],
      ['1-12', 1, 12],
    ]);
    expect(file.games[0]!.result).toBe('unfinished');
  });

  it.each([
    // Each token unspaced and spaced, so that every optional space is tried both ways.
    ['2-0', '2-0', 'two-point'],
    ['2 - 0', '2-0', 'two-point'],
    ['0-2', '0-2', 'two-point'],
    ['0 - 2', '0-2', 'two-point'],
    ['1-1', '1-1', 'two-point'],
    ['1 - 1', '1-1', 'two-point'],
    ['1+-1-', '1+-1-', 'two-point'],
    ['1 + - 1 -', '1+-1-', 'two-point'],
    ['1--1+', '1--1+', 'two-point'],
    ['1-  -  1+', '1--1+', 'two-point'],
    ['0-0', '0-0', null],
    ['0 - 0', '0-0', null],
    ['1-0', '2-0', 'one-point'],
    ['1 - 0', '2-0', 'one-point'],
    ['0-1', '0-2', 'one-point'],
    ['0 - 1', '0-2', 'one-point'],
    ['1/2-1/2', '1-1', 'one-point'],
    ['*', 'unfinished', null],
  ])('result token %j after the moves or in the tag reads %j on scale %j', (token, result, scale) => {
    for (const text of [`1. 32-28 ${token}`, `[Result "${token}"]\n1. 32-28`]) {
      const file = parsePdn(text);
      expect([file.games[0]!.result, file.games[0]!.resultScale, file.resultScale]).toEqual([
        result,
        scale,
        scale,
      ]);
    }
  });

  it('the file scale: null with no telling result, one scale, or mixed', () => {
    expect(parsePdn('1. 32-28 *\n1. 32-28 0-0\n1. 32-28').resultScale).toBeNull();
    expect(parsePdn('1. 32-28 *\n1. 32-28 1-0\n1. 32-28 0-1').resultScale).toBe('one-point');
    expect(parsePdn('1. 32-28 1-0\n1. 32-28 *\n1. 32-28 2-0').resultScale).toBe('mixed');
    expect(PDN_RESULT_SCALES).toEqual(['one-point', 'two-point']);
    expect(Object.isFrozen(PDN_RESULT_SCALES)).toBe(true);
  });

  it('empty files, whitespace, % escape lines (at the start, after \\n or \\r) give no game', () => {
    for (const text of ['', ' \n\t', '% only an escape', '%a\n%b\r%c\r\n%d']) {
      expect(parsePdn(text)).toStrictEqual({ games: [], resultScale: null });
    }
    const game = parsePdn('%x 1-0\n1. 32-28 ; c\n% y\n19-23\r% z 2-0\n1-1').games[0]!;
    expect([game.moves.map((move) => move.comment), game.result]).toEqual([['c', undefined], '1-1']);
  });

  it("a comment with no game after it is the file's trailing comment, not a game; comments before tags belong to the game of those tags", () => {
    expect(parsePdn('{only} ;  also')).toStrictEqual({
      games: [],
      resultScale: null,
      trailingComment: 'only also',
    });
    const file = parsePdn('1. 32-28 *\n{about game two}\n[White "C"]\n1. 33-28 1-0');
    expect(file.games.map((game) => [game.tags, game.comment])).toEqual([
      [{}, undefined],
      [{ White: 'C' }, 'about game two'],
    ]);
    expect('trailingComment' in file).toBe(false);
  });

  it('a tag after moves starts a new game even without a result', () => {
    const file = parsePdn('[White "A"]\n1. 32-28\n[White "B"]\n1. 33-28');
    expect(file.games.map((game) => [game.tags, game.moves.map((move) => move.text), game.result])).toEqual([
      [{ White: 'A' }, ['32-28'], null],
      [{ White: 'B' }, ['33-28'], null],
    ]);
  });

  it('bytes: UTF-8 when valid, else Windows-1252', () => {
    const utf8 = new TextEncoder().encode('[White "José €"]\n*');
    expect(parsePdn(utf8).games[0]!.tags).toEqual({ White: 'José €' });
    const ascii = [...'[White "Jos'].map((c) => c.charCodeAt(0));
    // 0x80 and 0x93/0x94 are where Windows-1252 differs from Latin-1 (€, “, ”).
    const cp1252 = new Uint8Array([...ascii, 0xe9, 0x20, 0x93, 0x80, 0x94, 0x22, 0x5d]);
    expect(parsePdn(cp1252).games[0]!.tags).toEqual({ White: 'José “€”' });
  });
});

describe('formatPdn: whole texts', () => {
  it('tags escaped, special tags dropped, comments, default points style, plus-draw header', () => {
    const text = formatPdn([
      {
        tags: { Event: 'say "hi" \\o/', Result: '2-0', FEN: 'x', SetUp: '1', ResultFormat: 'y', White: 'A' },
        moves: [
          { move: mv(32, 28), comment: 'first' },
          { move: mv(19, 23), comment: '' },
          { move: mv(28, 19, [23]) },
          '14x23',
        ],
        result: '1--1+',
      },
    ]);
    expect(text).toBe(
      '[Event "say \\"hi\\" \\\\o/"]\n[White "A"]\n[Result "1- - 1+"]\n[ResultFormat "Plus draw"]\n\n1. 32-28 {first} 19-23 2. 28x19 14x23 1- - 1+\n',
    );
    expect(parsePdn(text).games[0]!.tags.Event).toBe('say "hi" \\o/');
  });

  it('two games: a FEN start with Black first, legacy tokens; null and absent results are *', () => {
    const black = pos('black', [28], [4, 19]);
    const games = [
      { start: black, moves: ['19-23', '28x19', '4-10'], result: '0-2' as const },
      { moves: [], result: null },
      { start: START, moves: ['32-28'], result: '1-1' as const },
      { start: { ...START, turn: 'black' as const }, moves: [] },
      { moves: ['32-28'], result: '2-0' as const },
    ];
    expect(formatPdn(games, { resultStyle: 'legacy' })).toBe(
      [
        '[Result "0-1"]\n[SetUp "1"]\n[FEN "B:W28:B4,19"]\n\n1... 19-23 2. 28x19 4-10 0-1\n',
        '[Result "*"]\n\n*\n',
        '[Result "1/2-1/2"]\n\n1. 32-28 1/2-1/2\n',
        '[Result "*"]\n[SetUp "1"]\n[FEN "B:W31-50:B1-20"]\n\n*\n',
        '[Result "1-0"]\n\n1. 32-28 1-0\n',
      ].join('\n'),
    );
    expect(formatPdn([])).toBe('');
  });

  it('a capture written with its path only when another capture has the same ends; captures in any order', () => {
    const long = mv(2, 3, [40, 9, 33, 8, 23, 30], [2, 13, 35, 44, 28, 14, 3]);
    const start = pos('white', [], [8, 9, 23, 25, 29, 30, 31, 33, 40, 43], [2]);
    expect(formatPdn([{ start, moves: [long], result: '2-0' }])).toBe(
      `[Result "2-0"]\n[SetUp "1"]\n[FEN "W:WK2:B8,9,23,25,29-31,33,40,43"]\n\n1. 2x13x35x44x28x14x3 2-0\n`,
    );
  });

  it('line width: default 80 (a line of exactly 80 is kept), and any width', () => {
    const shuffle = Array.from({ length: 7 }, (_, i) =>
      i % 2 === 0 ? ['50-44', '1-7'] : ['44-50', '7-1'],
    ).flat();
    const start = pos('white', [], [], [50], [1]);
    const line1 = '1. 50-44 1-7 2. 44-50 7-1 3. 50-44 1-7 4. 44-50 7-1 5. 50-44 1-7 6. 44-50 7-1 7.';
    expect(line1).toHaveLength(80);
    expect(formatPdn([{ start, moves: shuffle }])).toBe(
      `[Result "*"]\n[SetUp "1"]\n[FEN "W:WK50:BK1"]\n\n${line1}\n50-44 1-7 *\n`,
    );
    const game = [{ moves: ['32-28', '19-23'] }];
    const body = (width: number) => formatPdn(game, { lineWidth: width }).slice('[Result "*"]\n\n'.length);
    expect(body(16)).toBe('1. 32-28 19-23 *\n');
    expect(body(15)).toBe('1. 32-28 19-23\n*\n');
    expect(body(13)).toBe('1. 32-28\n19-23 *\n');
    expect(body(1)).toBe('1.\n32-28\n19-23\n*\n');
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

describe('survivors of the first Stryker run of pdn.ts (2026-11-30)', () => {
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
      'game 1, move 1 white: 19-23 is not a legal move (position W:W31-50:B1-20)',
      undefined,
      undefined,
    ]);
  });

  it('a "?" later in the FEN is not the unknown side to move: the FEN is refused as written', () => {
    expect(fail(() => parsePdn('[FEN "W:W31:B19?"]\n1. 31-27 *'))).toEqual([
      'BAD_FEN',
      ['games', 0, 'tags', 'FEN'],
      'W:W31:B19?',
      'game 1: FEN "W:W31:B19?": "19?" is not a square, K+square or range',
      'BAD_FEN',
      'W:W31:B19?',
    ]);
  });

  it('the scale of a spaced result token', () => {
    expect(parsePdn('1. 32-28 1 - 0').games[0]!.resultScale).toBe('one-point');
    expect(parsePdn('1. 32-28 2 - 0').games[0]!.resultScale).toBe('two-point');
  });

  it('comments before the first move, in two groups, are joined by a space', () => {
    expect(parsePdn('{a} 1. {b} 32-28 *').games[0]!.comment).toBe('a b');
  });

  it('adjacent comments, in the main line and inside a variation', () => {
    expect(parsePdn('{a}{b} 1. 32-28 *').games[0]!.comment).toBe('a b');
    expect(parsePdn('1. 32-28 ({a}{b} 19-23) 19-23 *').games[0]!.moves.map((move) => move.text)).toEqual([
      '32-28',
      '19-23',
    ]);
  });

  it('a ";" comment in a variation running to the end of the text leaves the variation open', () => {
    expect(fail(() => parsePdn('1. 32-28 (19-23 ; x'))).toEqual([
      'UNCLOSED_VARIATION',
      ['games', 0, 'moves', 1],
      '(19-23 ; x',
      'game 1, after move 1 white (32-28): the variation "(19-23 ; x" is never closed with )',
      undefined,
      undefined,
    ]);
  });

  it('the cause of a refused move: a light square in alphanumeric notation, an illegal move object', () => {
    expect(fail(() => parsePdn('1. b1-c2 *'))).toEqual([
      'ILLEGAL_MOVE',
      ['games', 0, 'moves', 0],
      'b1-c2',
      'game 1, move 1 white: "b1" in b1-c2 is a light square',
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
