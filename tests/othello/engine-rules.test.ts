import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/index.js';
import {
  assertPosition,
  discCounts,
  finalScore,
  flips,
  formatPosition,
  formatSquare,
  formatTranscript,
  hasLegalMove,
  isGameOver,
  legalMoves,
  type Position,
  parseGame,
  parsePosition,
  parseSquare,
  parseTranscript,
  pass,
  perft,
  play,
  replayGame,
  SQUARE_NAMES,
  START_POSITION,
  scoreDiscs,
  transformSquare,
  transformTranscript,
} from '../../src/othello/index.js';

/** Builds a position from square lists, e.g. board({ X: ['d2'], O: ['d3'] }, 'X'). */
function board(discs: { X?: readonly string[]; O?: readonly string[] }, turn: 'X' | 'O'): Position {
  const cells = Array.from({ length: 64 }, () => '-');
  for (const square of discs.X ?? []) cells[parseSquare(square)] = 'X';
  for (const square of discs.O ?? []) cells[parseSquare(square)] = 'O';
  return parsePosition(`${cells.join('')} ${turn}`);
}

function codeOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(MindsportError);
    return (error as MindsportError).code;
  }
  throw new Error('expected a MindsportError');
}

describe('squares (spec §1: a1…h8, column letter then row digit)', () => {
  it('indices follow the bitboard order a1 = 0, h1 = 7, a2 = 8, h4 = 31, a5 = 32, h8 = 63', () => {
    expect([0, 7, 8, 31, 32, 63].map(formatSquare)).toEqual(['a1', 'h1', 'a2', 'h4', 'a5', 'h8']);
    expect(parseSquare('F5')).toBe(37);
    expect(SQUARE_NAMES).toHaveLength(64);
  });
  it('rejects bad names and indices with BAD_SQUARE', () => {
    for (const bad of ['i1', 'a9', 'a0', '', 'a', 'a10', ' a1', '11', 'aa']) {
      expect(codeOf(() => parseSquare(bad))).toBe('BAD_SQUARE');
    }
    for (const bad of [-1, 64, 1.5, Number.NaN]) expect(codeOf(() => formatSquare(bad))).toBe('BAD_SQUARE');
    expect(codeOf(() => play(START_POSITION, 'z9'))).toBe('BAD_SQUARE');
  });
});

describe('start and first moves (NOF §10, §12; spec §1)', () => {
  it('white on d4 and e5, black on d5 and e4, black to move', () => {
    const text = formatPosition(START_POSITION);
    expect(text[parseSquare('d4')]).toBe('O');
    expect(text[parseSquare('e5')]).toBe('O');
    expect(text[parseSquare('d5')]).toBe('X');
    expect(text[parseSquare('e4')]).toBe('X');
    expect(START_POSITION.turn).toBe('black');
    expect(discCounts(START_POSITION)).toEqual({ black: 2, white: 2, empty: 60 });
  });
  it("black's legal first moves are exactly d3, c4, f5, e6", () => {
    expect([...legalMoves(START_POSITION)].sort()).toEqual(['c4', 'd3', 'e6', 'f5']);
  });
  it('a move flips every bracketed line, and only bracketed lines', () => {
    // Black on a1 and e3: from c1 the row brackets b1 and the diagonal brackets d2.
    // White's b2 lies on the diagonal c1–b2–a3, but a3 is empty, so b2 stays white.
    const position = board({ X: ['a1', 'e3'], O: ['b1', 'd2', 'b2'] }, 'X');
    expect(flips(position, 'c1')).toEqual(['b1', 'd2']);
    const after = play(position, 'c1');
    expect(formatPosition(after)).toBe(
      formatPosition(board({ X: ['a1', 'b1', 'c1', 'd2', 'e3'], O: ['b2'] }, 'O')),
    );
  });
  it('play never changes its input (immutable positions)', () => {
    const before = formatPosition(START_POSITION);
    play(START_POSITION, 'f5');
    expect(formatPosition(START_POSITION)).toBe(before);
    expect(Object.isFrozen(START_POSITION) && Object.isFrozen(START_POSITION.black)).toBe(true);
  });
  it('an occupied square or a move that flips nothing is ILLEGAL_MOVE, with the reason', () => {
    expect(() => play(START_POSITION, 'd4')).toThrow('d4 is already occupied');
    expect(() => play(START_POSITION, 'a1')).toThrow('a1 flips nothing for black');
    expect(codeOf(() => play(START_POSITION, 'a1'))).toBe('ILLEGAL_MOVE');
    expect(flips(START_POSITION, 'd4')).toEqual([]);
  });
});

describe('bit boundaries: squares 0, 31/32 and 63 (lo/hi halves)', () => {
  it('a vertical line crossing from lo (d4) into hi (d5, d6) flips across the halves', () => {
    const position = board({ X: ['d2'], O: ['d3', 'd4', 'd5', 'd6'] }, 'X');
    expect(legalMoves(position)).toEqual(['d7']);
    expect(flips(position, 'd7')).toEqual(['d3', 'd4', 'd5', 'd6']);
    expect(discCounts(play(position, 'd7'))).toEqual({ black: 6, white: 0, empty: 58 });
    // and downwards, from hi into lo
    const down = board({ X: ['e7'], O: ['e6', 'e5', 'e4', 'e3'] }, 'X');
    expect(flips(down, 'e2')).toEqual(['e3', 'e4', 'e5', 'e6']);
  });
  it('h4 (31) and a5 (32) are adjacent indices but not neighbours: no wrap-around', () => {
    // If a shift wrapped, a5 would see h4 (white) then g4 (black) "to its west".
    expect(legalMoves(board({ X: ['g4'], O: ['h4'] }, 'X'))).toEqual([]);
    expect(legalMoves(board({ X: ['b5'], O: ['a5'] }, 'X'))).toEqual([]);
    expect(legalMoves(board({ X: ['g3'], O: ['h4'] }, 'X'))).toEqual([]); // diagonal g3–h4–(wrap a6)
  });
  it('moves on h4 (31), a5 (32), a1 (0) and h8 (63) flip the right discs', () => {
    expect(flips(board({ X: ['h6'], O: ['h5'] }, 'X'), 'h4')).toEqual(['h5']);
    expect(flips(board({ X: ['a3'], O: ['a4'] }, 'X'), 'a5')).toEqual(['a4']);
    expect(flips(board({ X: ['f4'], O: ['g4'] }, 'X'), 'h4')).toEqual(['g4']);
    expect(flips(board({ X: ['c5'], O: ['b5'] }, 'X'), 'a5')).toEqual(['b5']);
    expect(flips(board({ X: ['f2'], O: ['g3'] }, 'X'), 'h4')).toEqual(['g3']); // lo → lo diagonal
    expect(flips(board({ X: ['c7'], O: ['b6'] }, 'X'), 'a5')).toEqual(['b6']);
    expect(flips(board({ X: ['c3'], O: ['b2'] }, 'O'), 'a1')).toEqual([]);
    expect(flips(board({ O: ['c3'], X: ['b2'] }, 'O'), 'a1')).toEqual(['b2']);
    expect(flips(board({ O: ['a6'], X: ['a2', 'a3', 'a4', 'a5'] }, 'O'), 'a1')).toEqual([
      'a2',
      'a3',
      'a4',
      'a5',
    ]);
    expect(flips(board({ X: ['b2'], O: ['c3', 'd4', 'e5', 'f6', 'g7'] }, 'X'), 'h8')).toEqual([
      'c3',
      'd4',
      'e5',
      'f6',
      'g7',
    ]);
    expect(flips(board({ X: ['h1'], O: ['h2', 'h3', 'h4', 'h5', 'h6', 'h7'] }, 'X'), 'h8')).toHaveLength(6);
  });
  it('a position with only bits 31, 32 and 63 set round-trips through the halves', () => {
    const position = board({ X: ['h4', 'h8'], O: ['a5'] }, 'O');
    expect(position.black).toEqual({ lo: 0x80000000, hi: 0x80000000 });
    expect(position.white).toEqual({ lo: 0, hi: 1 });
    expect(parsePosition(formatPosition(position))).toEqual(position);
  });
});

describe('passing and the end of the game (NOF §12, §14)', () => {
  const whiteMustPass = board({ X: ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'h2'], O: ['g1'] }, 'O');
  it('a side without a legal move passes; passing with a move is refused', () => {
    expect(hasLegalMove(whiteMustPass)).toBe(false);
    expect(isGameOver(whiteMustPass)).toBe(false);
    expect(pass(whiteMustPass).turn).toBe('black');
    expect(codeOf(() => pass(START_POSITION))).toBe('PASS_NOT_ALLOWED');
    expect(perft(whiteMustPass, 1)).toBe(1);
  });
  it('the game ends when neither side can move, also with empty squares left', () => {
    const over = board({ X: ['a1', 'b1'] }, 'O');
    expect(isGameOver(over)).toBe(true);
    expect(codeOf(() => pass(over))).toBe('GAME_OVER');
    expect(finalScore(over)).toEqual({ black: 64, white: 0, winner: 'black' });
    expect(codeOf(() => finalScore(START_POSITION))).toBe('GAME_NOT_OVER');
  });
  it('transcripts pass implicitly: the replay passes for the side with no move', () => {
    const game = replayGame(['h1'], { start: whiteMustPass });
    expect(game.moves[0]).toMatchObject({
      ply: 1,
      square: 'h1',
      colour: 'black',
      passedBefore: true,
      flipped: ['g1'],
    });
  });
  it('a move after the end of the game is reported as GAME_OVER', () => {
    const game = replayGame(['a2'], { start: board({ X: ['a1'] }, 'X') });
    expect(game.failure).toMatchObject({ ply: 1, code: 'GAME_OVER' });
  });
});

describe('final score: empty squares to the winner, 32–32 draw (KOA V.8, spec §1)', () => {
  it('gives the empties to the winner by default and keeps the raw count as an option', () => {
    expect(scoreDiscs(40, 20)).toEqual({ black: 44, white: 20, winner: 'black' });
    expect(scoreDiscs(10, 33)).toEqual({ black: 10, white: 54, winner: 'white' });
    expect(scoreDiscs(30, 30)).toEqual({ black: 32, white: 32, winner: 'draw' });
    expect(scoreDiscs(31, 31, { emptySquares: 'none' })).toEqual({ black: 31, white: 31, winner: 'draw' });
    expect(scoreDiscs(64, 0)).toEqual({ black: 64, white: 0, winner: 'black' });
    expect(scoreDiscs(0, 0)).toEqual({ black: 32, white: 32, winner: 'draw' });
  });
  it('rejects impossible disc counts', () => {
    expect(codeOf(() => scoreDiscs(40, 30))).toBe('DISC_TOTAL_OVER_64');
    expect(codeOf(() => scoreDiscs(-1, 3))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => scoreDiscs(1.5, 3))).toBe('NOT_AN_INTEGER');
    expect(codeOf(() => scoreDiscs(1, 3, { emptySquares: 'loser' as never }))).toBe('NOT_ONE_OF');
  });
  it('a full recorded game ends 26–38 (WTHOR 2018 game 0)', () => {
    const game = parseGame(
      'f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2d1g2h7h8h1g8g7b8h2e1f1b2b7g1a1a2h4a8c1b1',
    );
    expect(game.over).toBe(true);
    expect(game.score).toEqual({ black: 26, white: 38, winner: 'white' });
  });
});

describe('notations: transcripts and positions (spec §1)', () => {
  it('transcripts: case-insensitive in, lower case out, whitespace between moves allowed', () => {
    expect(parseTranscript('F5D6c3 d3\nC4')).toEqual(['f5', 'd6', 'c3', 'd3', 'c4']);
    expect(formatTranscript(['F5', 'd6'])).toBe('f5d6');
    expect(parseTranscript('')).toEqual([]);
  });
  it('a bad transcript names the move and the character', () => {
    expect(() => parseTranscript('f5d6x3')).toThrow('move 3 at character 5: "x3" is not a square name');
    expect(codeOf(() => parseTranscript('f5d'))).toBe('BAD_TRANSCRIPT');
    expect(codeOf(() => parseTranscript('f5 pass d6'))).toBe('BAD_TRANSCRIPT');
  });
  it('an illegal move in a transcript names the ply, the move and the reason', () => {
    try {
      parseGame('f5d6c3d3c4f4f6f3e6e7c5');
      throw new Error('unreachable');
    } catch (error) {
      expect(error).toBeInstanceOf(MindsportError);
      expect((error as MindsportError).message).toBe('ply 11: c5 flips nothing for black');
      expect((error as MindsportError).code).toBe('ILLEGAL_MOVE');
      expect((error as MindsportError).path).toEqual([10]);
    }
    const game = replayGame('f5d6c3d3c4f4f6f3e6e7c5');
    expect(game.moves).toHaveLength(10);
    expect(game.failure).toMatchObject({ ply: 11, move: 'c5', code: 'ILLEGAL_MOVE' });
    expect(replayGame('f5zz').failure).toMatchObject({ ply: 2, code: 'BAD_TRANSCRIPT' });
  });
  it('positions: 64 characters X/O/- a1…h8, then the side to move', () => {
    expect(formatPosition(START_POSITION)).toBe(
      '---------------------------OX------XO--------------------------- X',
    );
    expect(parsePosition(`${'-'.repeat(27)}ox------xo${'-'.repeat(27)}x`)).toEqual(START_POSITION);
  });
  it('bad position text names the character and why', () => {
    expect(() => parsePosition(`${'-'.repeat(10)}Q${'-'.repeat(53)} X`)).toThrow(
      'character 11 (square c2) is "Q"',
    );
    expect(codeOf(() => parsePosition('-'.repeat(63)))).toBe('BAD_POSITION_TEXT');
    expect(() => parsePosition('-'.repeat(64))).toThrow('side to move');
    expect(() => parsePosition(`${'-'.repeat(64)} B`)).toThrow('side to move "B"');
  });
  it('malformed position objects are refused with the shape code and the path', () => {
    const overlapping = { black: { lo: 1, hi: 0 }, white: { lo: 1, hi: 0 }, turn: 'black' };
    expect(codeOf(() => assertPosition(overlapping))).toBe('OVERLAPPING_DISCS');
    const badHalf = { black: { lo: 1, hi: 'x' }, white: { lo: 0, hi: 0 }, turn: 'black' };
    expect(() => legalMoves(badHalf as never)).toThrow(expect.objectContaining({ path: ['black', 'hi'] }));
    expect(codeOf(() => legalMoves({ ...START_POSITION, turn: 'red' } as never))).toBe('NOT_ONE_OF');
    expect(codeOf(() => legalMoves(null as never))).toBe('NOT_AN_OBJECT');
  });
});

describe('symmetries of squares and transcripts', () => {
  it('maps f5 under all 8 symmetries; the four start-preserving ones map d3/c4/f5/e6 among themselves', () => {
    expect(transformSquare('f5', 'rotate90')).toBe('d6');
    expect(transformSquare('f5', 'mirrorFiles')).toBe('c5');
    expect(transformSquare('f5', 'mirrorRanks')).toBe('f4');
    expect(transformSquare('a1', 'mirrorAntiDiagonal')).toBe('h8');
    for (const symmetry of ['identity', 'rotate180', 'mirrorDiagonal', 'mirrorAntiDiagonal'] as const) {
      expect([...transformTranscript('d3c4f5e6', symmetry)].sort()).toEqual(['c4', 'd3', 'e6', 'f5']);
    }
    expect(codeOf(() => transformSquare('a1', 'spin' as never))).toBe('NOT_ONE_OF');
  });
});
