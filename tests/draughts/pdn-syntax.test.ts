import { describe, expect, it } from 'vitest';
import { formatFen, formatPdn, parsePdn } from '../../src/draughts/index.js';

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
