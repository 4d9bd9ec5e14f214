import { describe, expect, it } from 'vitest';
import { formatFen, formatPdn, PDN_RESULT_SCALES, parsePdn } from '../../src/draughts/index.js';
import { mv, pos, range, START } from './positions.js';

describe('PDN reader (spec §2)', () => {
  it("comments after the last result are the file's trailing comment, not an extra game without moves", () => {
    // Before: `… 2-0 {end}` read as two games, the second with no tags, no moves and no result.
    const braces = parsePdn('[White "A"]\n1. 32-28 19-23 2-0\n{end of the round}\n');
    expect(braces.games).toHaveLength(1);
    expect(braces.games[0]!.result).toBe('2-0');
    expect(braces.trailingComment).toBe('end of the round');
    const semicolon = parsePdn('1. 32-28 19-23 2-0\n; last line\n{and more}');
    expect(semicolon.games).toHaveLength(1);
    expect(semicolon.trailingComment).toBe('last line and more');
  });

  it('a comment before a dangling move number at the end is kept, not dropped', () => {
    // Before: `{c} 1.` at the end of the file lost the comment without a word.
    const file = parsePdn('1. 32-28 19-23 2-0 {next: round 2} 1.');
    expect(file.games).toHaveLength(1);
    expect(file.trailingComment).toBe('next: round 2');
  });

  it('a file of comments only has no games; a file without trailing comments has no trailingComment', () => {
    expect(parsePdn('{just notes}')).toStrictEqual({
      games: [],
      resultScale: null,
      trailingComment: 'just notes',
    });
    expect(parsePdn('')).toStrictEqual({ games: [], resultScale: null });
    expect('trailingComment' in parsePdn('1. 32-28 19-23 {last move} 2-0')).toBe(false);
    // A comment after the last move of a game without a result stays on that move.
    const open = parsePdn('1. 32-28 19-23 {to be continued}');
    expect(open.games[0]!.moves[1]!.comment).toBe('to be continued');
    expect('trailingComment' in open).toBe(false);
  });

  it('reads several games with tags, comments, variations, annotations and both result scales', () => {
    const text = [
      '[Event "Test"]',
      '[White "A"]',
      '[Black "B"]',
      '[Result "2-0"]',
      '{opening comment} 1. 32-28 {a comment} 19-23 (1... 18-23 2. 37-32 {inside (a variation)} (2. 31-27)) 2. 28x19 14x23!? $1',
      '3. 37-32; rest of line comment',
      '2-0',
      '',
      '[White "C"]',
      '[Black "D"]',
      '1. 33-28 18-22 1/2-1/2',
      '[White "E"]',
      '1.32-28 17-22 2.28x17 11x22 *',
    ].join('\n');
    const file = parsePdn(text);
    expect(file.games).toHaveLength(3);
    expect(file.resultScale).toBe('mixed');
    const [first, second, third] = file.games;
    expect(first!.tags).toEqual({ Event: 'Test', White: 'A', Black: 'B', Result: '2-0' });
    expect(first!.comment).toBe('opening comment');
    expect(first!.moves.map((move) => move.text)).toEqual(['32-28', '19-23', '28x19', '14x23', '37-32']);
    expect(first!.moves[0]!.comment).toBe('a comment');
    expect(first!.moves[4]!.comment).toBe('rest of line comment');
    expect(first!.result).toBe('2-0');
    expect(first!.resultScale).toBe('two-point');
    expect(second!.result).toBe('1-1');
    expect(second!.resultScale).toBe('one-point');
    expect(third!.result).toBe('unfinished');
    expect(third!.resultScale).toBeNull();
  });

  it('reads intermediate squares, leading zeros and spaces inside moves', () => {
    const file = parsePdn('[FEN "W:WK2:B8,9,23,25,29-31,33,40,43"]\n1. 02x13x35x44x28x14x03 *');
    expect(file.games[0]!.moves[0]!.move.captures).toContain(33);
    const padded = parsePdn('1. 32-28 17-22 2. 28x17 12x21 3. 37-32  7-12 4. 41-37  1- 7 *');
    expect(padded.games[0]!.moves[7]!.text).toBe('1-7');
  });

  it('starts from the FEN tag and numbers a game that starts with Black to move', () => {
    const file = parsePdn('[SetUp "1"]\n[FEN "B:W28:B4,19"]\n1... 19-23 2. 28x19 4-10 0-2');
    const game = file.games[0]!;
    expect(game.moves.map((move) => [move.number, move.colour])).toEqual([
      [1, 'black'],
      [2, 'white'],
      [2, 'black'],
    ]);
    expect(formatFen(game.end)).toBe('W:W19:B10');
  });

  it('reads and writes plus-remise results with [ResultFormat "Plus draw"] (spec §2)', () => {
    const file = parsePdn(
      '[ResultFormat "Plus draw"]\n[Result "1+ - 1-"]\n1. 32-28 19-23 1+ - 1-\n\n1. 32-28 1--1+',
    );
    expect(file.games.map((game) => game.result)).toEqual(['1+-1-', '1--1+']);
    const written = formatPdn(file.games);
    expect(written).toContain('[ResultFormat "Plus draw"]');
    expect(written).toContain('1. 32-28 19-23 1+ - 1-');
    expect(parsePdn(written).games.map((game) => game.result)).toEqual(['1+-1-', '1--1+']);
  });

  it('ignores slips in the written move numbers but counts its own', () => {
    // prof2.pdn writes "26. … 29. 49-43 …" for move 27.
    const file = parsePdn('1. 32-28 19-23 5. 28x19 14x23 2-0');
    expect(file.games[0]!.moves[2]).toMatchObject({ number: 2, colour: 'white' });
  });

  it('writes a game from a FEN start and legacy result tokens on request', () => {
    const written = formatPdn(
      [
        {
          start: { turn: 'black', whiteMen: [28], whiteKings: [], blackMen: [4, 19], blackKings: [] },
          moves: ['19-23', '28x19', '4-10'],
          result: '0-2',
        },
      ],
      {
        resultStyle: 'legacy',
      },
    );
    expect(written).toContain('[FEN "B:W28:B4,19"]');
    expect(written).toContain('1... 19-23 2. 28x19 4-10 0-1');
    expect(parsePdn(written).games[0]!.result).toBe('0-2');
  });

  it('skips % escape lines, reads escaped quotes and any Unicode in tags, move strengths in parentheses', () => {
    const file = parsePdn(
      '% Board game: International Draughts 10x10\n[White "say \\"hi\\""]\n[Black "高文龙"]\n1.32-28!? 19-23(!?!!!) 2.28x19 *',
    );
    expect(file.games[0]!.tags).toEqual({ White: 'say "hi"', Black: '高文龙' });
    expect(file.games[0]!.moves.map((move) => move.text)).toEqual(['32-28', '19-23', '28x19']);
  });

  it('reads moves without numbers, nested variations, and a game with no result', () => {
    const file = parsePdn('32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23\n');
    expect(file.games[0]!.moves).toHaveLength(4);
    expect(file.games[0]!.result).toBeNull();
    expect(file.resultScale).toBeNull();
  });

  it('a FEN tag with "?" to move: the first move decides, White when there is none', () => {
    const file = parsePdn('[FEN "?:W29,13,11:B22,4,2"]\n1. 22-27 *\n\n[FEN "?:W29,13,11:B22,4,2"]\n*');
    expect(file.games[0]!.start.turn).toBe('black');
    expect(file.games[0]!.moves[0]).toMatchObject({ number: 1, colour: 'black' });
    expect(file.games[1]!.start.turn).toBe('white');
  });

  it('reads alphanumeric moves (a1 = square 46, columns a–j, rows 1–10 from White)', () => {
    const file = parsePdn('1. d4-e5 g7-f6 2. e5xg7 *');
    expect(file.games[0]!.moves.map((move) => `${move.move.from}-${move.move.to}`)).toEqual([
      '32-28',
      '19-23',
      '28-19',
    ]);
  });

  it('reads spaced results and tells them from moves such as 1-10 or 1- 6', () => {
    const file = parsePdn(
      '1. 32-28 19-23 2 - 0\n\n1. 31-27 1 - 1\n\n[FEN "B:W40:B1"]\n1... 1- 6 2. 40-34 1/2-1/2',
    );
    expect(file.games.map((game) => game.result)).toEqual(['2-0', '1-1', '1-1']);
    expect(file.games[2]!.moves[0]!.text).toBe('1-6');
  });
  it('a ";" comment inside a variation runs to the end of the line, even over a ")"', () => {
    const file = parsePdn('1. 32-28 19-23 (18-23 ; a ) here\n 38-32) 2. 28x19 *');
    expect(file.games.map((game) => game.moves.map((move) => move.text))).toEqual([
      ['32-28', '19-23', '28x19'],
    ]);
  });
});

// After 1. 32-28 19-23 2. 28x19 14x23 (spec §2 example game).
const AFTER_FOUR = pos('white', [31, ...range(33, 50)], [...range(1, 13), 15, 16, 17, 18, 20, 23]);
const FOUR_MOVES = [
  { number: 1, colour: 'white', text: '32-28', move: mv(32, 28) },
  { number: 1, colour: 'black', text: '19-23', move: mv(19, 23) },
  { number: 2, colour: 'white', text: '28x19', move: mv(28, 19, [23]) },
  { number: 2, colour: 'black', text: '14x23', move: mv(14, 23, [19]) },
];

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

  it('a tag value of ten million characters, or of a million escapes, is read (no stack overflow)', () => {
    const long = 'a'.repeat(10_000_000);
    expect(parsePdn(`[White "${long}"]\n1. 32-28 2-0`).games[0]!.tags.White).toBe(long);
    const escapes = '\\"'.repeat(1_000_000);
    expect(parsePdn(`[White "${escapes}"]\n1. 32-28 2-0`).games[0]!.tags.White).toBe('"'.repeat(1_000_000));
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

describe('parsePdn: result scales and comments before the first move', () => {
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
});
