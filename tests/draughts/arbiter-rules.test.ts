import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  arbiterReport,
  type DraughtsMove,
  type DraughtsPosition,
  draughtsLegalMoves,
  drawCountSet,
  formatMove,
  materialBalance,
  parseFen,
  playMove,
} from '../../src/draughts/index.js';

/**
 * Plays `plies` king moves without captures from `fen`, each chosen so that the opponent
 * then has no capture either (a quiet shuffle), and returns the moves' notation.
 */
function shuffle(
  start: DraughtsPosition,
  plies: number,
  avoid: (position: DraughtsPosition) => boolean = () => false,
): string[] {
  const moves: string[] = [];
  let position = start;
  const seen = new Set<string>();
  for (let ply = 0; ply < plies; ply++) {
    const kings = new Set(position.turn === 'white' ? position.whiteKings : position.blackKings);
    const candidates = draughtsLegalMoves(position).filter((move: DraughtsMove) => {
      if (move.captures.length > 0 || !kings.has(move.from)) return false;
      const next = playMove(position, move);
      return draughtsLegalMoves(next).every((reply) => reply.captures.length === 0) && !avoid(next);
    });
    // Prefer positions not seen before, so that no repetition arises by accident.
    const fresh = candidates.find((move) => !seen.has(JSON.stringify(playMove(position, move))));
    const move = fresh ?? candidates[0];
    if (move === undefined) throw new Error(`no quiet king move at ply ${ply}`);
    moves.push(formatMove(position, move));
    position = playMove(position, move);
    seen.add(JSON.stringify(position));
  }
  return moves;
}

describe('material balance (seed 004 "Algemeen": man 1, king 2)', () => {
  it('counts a king as two men and flags a lead of at least 3', () => {
    expect(materialBalance(parseFen('W:WK10,31,32:B5,6'))).toEqual({
      white: 4,
      black: 2,
      difference: 2,
      leader: 'white',
      leadOfThreeOrMore: false,
    });
    expect(materialBalance(parseFen('W:WK10,31:BK5,K6,7,8'))).toMatchObject({
      difference: -3,
      leader: 'black',
      leadOfThreeOrMore: true,
    });
    expect(materialBalance(parseFen('W:W31:B5'))).toMatchObject({ difference: 0, leader: null });
  });
});

describe('counted endings (seed 004 "Algemeen", spec §6 decision 8)', () => {
  it('recognises 1 king against 3 pieces with a king (16 moves) and against K, K+K, K+man (5 moves)', () => {
    expect(drawCountSet(parseFen('W:WK46,33,34:BK5'))).toEqual({
      rule: 'sixteen-move',
      loneKing: 'black',
      strongerSide: 'white',
    });
    expect(drawCountSet(parseFen('W:WK46:BK5,K4,K3'))).toEqual({
      rule: 'sixteen-move',
      loneKing: 'white',
      strongerSide: 'black',
    });
    expect(drawCountSet(parseFen('W:WK46,K33:BK5'))?.rule).toBe('five-move');
    expect(drawCountSet(parseFen('W:WK46,33:BK5'))?.rule).toBe('five-move');
    expect(drawCountSet(parseFen('W:WK46:BK5'))).toEqual({
      rule: 'five-move',
      loneKing: 'white',
      strongerSide: null,
    });
    // Not counted: three men, two men, a lone man, four pieces.
    expect(drawCountSet(parseFen('W:W31,32,33:BK5'))).toBeNull();
    expect(drawCountSet(parseFen('W:W31,32:BK5'))).toBeNull();
    expect(drawCountSet(parseFen('W:WK46,31,32,33:BK5'))).toBeNull();
    expect(drawCountSet(parseFen('W:WK46,31:B5'))).toBeNull();
  });

  it('16-move count: 16 moves EACH = 32 half-moves, then plus-remise for the side with three pieces', () => {
    const start = parseFen('W:WK46,K50,K45:BK3');
    const moves = shuffle(start, 32);
    const after31 = arbiterReport({ start, moves: moves.slice(0, 31) });
    // After 16 white moves and 15 black moves the count is NOT over (the half-move bug).
    expect(after31.count).toMatchObject({
      rule: 'sixteen-move',
      halfMovesPlayed: 31,
      halfMovesRemaining: 1,
      expired: false,
      result: null,
    });
    expect(after31.count?.movesRemaining).toEqual({ white: 0, black: 1 });
    const after32 = arbiterReport({ start, moves });
    expect(after32.count).toMatchObject({ expired: true, exceptionPossible: false, result: '1+-1-' });
    const atStart = arbiterReport({ start, moves: [] });
    expect(atStart.count?.movesRemaining).toEqual({ white: 16, black: 16 });
  });

  it('16-move rule wins over an immediate lead of 3 (spec §6 decision 7)', () => {
    const report = arbiterReport({ start: parseFen('W:WK46,K50,K45:BK3'), moves: [] });
    expect(report.balance.leadOfThreeOrMore).toBe(true);
    expect(report.leadCanDecide).toBe(false);
  });

  it('16-move exception: two men left is reported; the arbiter confirms it and the result is remise', () => {
    const start = parseFen('W:WK46,36,26:BK3');
    const moves = shuffle(start, 32);
    const report = arbiterReport({ start, moves });
    expect(report.count).toMatchObject({
      rule: 'sixteen-move',
      expired: true,
      exceptionPossible: true,
      result: '1+-1-',
    });
    expect(arbiterReport({ start, moves }, { exceptionConfirmed: true }).count?.result).toBe('1-1');
  });

  it('5-move count: 5 moves each = 10 half-moves, then remise', () => {
    const start = parseFen('B:WK46,K50:BK3');
    const moves = shuffle(start, 10);
    expect(arbiterReport({ start, moves: moves.slice(0, 9) }).count).toMatchObject({
      rule: 'five-move',
      halfMovesRemaining: 1,
      expired: false,
    });
    expect(arbiterReport({ start, moves }).count).toMatchObject({
      rule: 'five-move',
      expired: true,
      result: '1-1',
      strongerSide: 'white',
    });
  });

  it('a promotion inside the set keeps the count; a capture into the 5-move set starts a fresh count', () => {
    // K+man vs K: the man on 7 promotes at half-move 3; still the 5-move set, count continues.
    const start = parseFen('W:WK46,7:BK4');
    const promoted = arbiterReport({ start, moves: ['46-41', '4-9', '7-1'] });
    expect(promoted.position.whiteKings).toEqual([1, 41]);
    expect(promoted.count).toMatchObject({ rule: 'five-move', startHalfMove: 0, halfMovesPlayed: 3 });
    // 16-move set, then the lone king captures one of the three: a fresh 5-move count.
    const sixteen = parseFen('B:WK46,K50,23:BK1');
    expect(arbiterReport({ start: sixteen, moves: [] }).count?.rule).toBe('sixteen-move');
    const report = arbiterReport({ start: sixteen, moves: ['1x34'] });
    expect(report.count).toMatchObject({
      rule: 'five-move',
      startHalfMove: 1,
      halfMovesPlayed: 0,
      halfMovesRemaining: 10,
    });
  });
});

describe('claims by the player to move (seed 004 "Algemeen", spec §6 decision 9)', () => {
  it('25 moves each (50 half-moves) without capture or man move; 49 are not enough', () => {
    const start = parseFen('W:WK46,K50,33:BK3,K4,20');
    const moves = shuffle(start, 50);
    const before = arbiterReport({ start, moves: moves.slice(0, 49) });
    expect(before.halfMovesWithoutCaptureOrManMove).toBe(49);
    expect(before.claims.filter((claim) => claim.kind === 'twenty-five-moves')).toEqual([]);
    const now = arbiterReport({ start, moves });
    expect(now.halfMovesWithoutCaptureOrManMove).toBe(50);
    expect(now.claims).toContainEqual({ kind: 'twenty-five-moves', result: '1-1' });
  });

  it('a man move restarts the 25-move count; a lead of 3 makes the claim a plus-remise', () => {
    const start = parseFen('W:WK46,K50,33,34:BK3,20');
    const rest = shuffle(playMoves(start, ['34-29']), 50);
    const report = arbiterReport({ start, moves: ['34-29', ...rest] });
    // 51 half-moves played, the first a man move: 50 count.
    expect(report.halfMovesWithoutCaptureOrManMove).toBe(50);
    expect(report.balance.difference).toBe(3);
    expect(report.claims).toContainEqual({ kind: 'twenty-five-moves', result: '1+-1-' });
    const early = arbiterReport({ start, moves: ['34-29', ...rest.slice(0, 40)] });
    expect(early.halfMovesWithoutCaptureOrManMove).toBe(40);
    expect(early.claims.filter((claim) => claim.kind === 'twenty-five-moves')).toEqual([]);
  });

  it('threefold repetition with the claimant to move, the start position included', () => {
    const start = parseFen('W:WK36,49:BK5,2');
    const cycle = ['36-31', '5-10', '31-36', '10-5'];
    expect(arbiterReport({ start, moves: cycle }).occurrences).toBe(2);
    const report = arbiterReport({ start, moves: [...cycle, ...cycle] });
    expect(report.occurrences).toBe(3);
    expect(report.claims).toContainEqual({ kind: 'repetition', result: '1-1' });
  });

  it('a move creating a position that arose twice before by the claimant’s own moves', () => {
    const start = parseFen('W:WK36,49:BK5,2');
    const cycle = ['36-31', '5-10', '31-36', '10-5'];
    const moves = [...cycle, ...cycle, ...cycle];
    // Black's 10-5 created the start position at half-moves 4 and 8: at half-move 11 Black
    // may claim with 10-5, which creates it a third time.
    const report = arbiterReport({ start, moves: moves.slice(0, 11) });
    expect(report.position.turn).toBe('black');
    const claims = report.claims.filter((claim) => claim.kind === 'repetition-by-move');
    expect(claims.map((claim) => `${claim.move?.from}-${claim.move?.to}`)).toEqual(['10-5']);
    expect(claims[0]!.result).toBe('1-1');
    // At half-move 7 the start position arose once by his move (the start itself was not
    // created by a move): no claim yet, although it stood on the board twice.
    expect(arbiterReport({ start, moves: moves.slice(0, 7) }).claims).toEqual([]);
  });

  it('reports a lead of 3 and for how many half-moves it has lasted', () => {
    const start = parseFen('W:WK46,K50,33,34:BK3,20');
    const moves = shuffle(start, 6);
    const report = arbiterReport({ start, moves });
    expect(report.lead).toEqual({ side: 'white', sinceHalfMove: 0, halfMoves: 6, moves: 3 });
  });

  it('rejects an illegal move in the game with its half-move number', () => {
    expect(() => arbiterReport({ start: parseFen('W:W31-50:B1-20'), moves: ['32-28', '28-22'] })).toThrow(
      /half-move 2 \(black\)/,
    );
  });
});

function playMoves(start: DraughtsPosition, moves: readonly string[]): DraughtsPosition {
  return moves.reduce((position, move) => playMove(position, move), start);
}

describe('counts are in moves of BOTH sides (property)', () => {
  const start = parseFen('W:WK46,K50,K45:BK3');
  const moves = shuffle(start, 40);
  test.prop([fc.integer({ min: 0, max: 40 })], { numRuns: 25 })(
    '16-move count: expired exactly after 32 half-moves; remaining moves add up',
    (halfMoves) => {
      const count = arbiterReport({ start, moves: moves.slice(0, halfMoves) }).count!;
      expect(count.halfMovesPlayed).toBe(halfMoves);
      expect(count.expired).toBe(halfMoves >= 32);
      expect(count.halfMovesRemaining).toBe(Math.max(0, 32 - halfMoves));
      expect(count.movesRemaining.white + count.movesRemaining.black).toBe(count.halfMovesRemaining);
      expect(Math.abs(count.movesRemaining.white - count.movesRemaining.black)).toBeLessThanOrEqual(1);
      expect(count.result).toBe(halfMoves >= 32 ? '1+-1-' : null);
    },
  );
});
