import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  type DraughtsPosition,
  draughtsLegalMoves,
  draughtsPerft,
  parseFen,
  playMove,
} from '../../src/draughts/index.js';
import {
  mirror,
  positionArbitrary,
  referenceKey,
  referenceMoves,
  referencePerft,
  referencePlay,
} from './engine-reference.js';

// The array-based reference generator (engine-reference.ts) against the bitboard engine on
// random positions with men and kings of both sides (spec §2: legal moves, compulsory
// maximum capture, flying kings, Turkish strike, promotion at the end of a move).
describe('bitboard engine against the reference generator', () => {
  test.prop([positionArbitrary(fc)], { numRuns: 400 })(
    'same legal moves, captures and maximum',
    (position) => {
      const engine = draughtsLegalMoves(position);
      const reference = referenceMoves(position);
      expect(engine.map(referenceKey).sort()).toEqual(reference.map(referenceKey).sort());
      // Maximum-capture rule: every legal capture takes the same, largest number of pieces.
      const sizes = new Set(engine.map((move) => move.captures.length));
      expect(sizes.size).toBeLessThanOrEqual(1);
    },
  );

  test.prop([positionArbitrary(fc)], { numRuns: 150 })(
    'same positions after every move, same draughtsPerft(2)',
    (position) => {
      const reference = new Map(referenceMoves(position).map((move) => [referenceKey(move), move]));
      for (const move of draughtsLegalMoves(position)) {
        expect(playMove(position, move)).toEqual(referencePlay(position, reference.get(referenceKey(move))!));
      }
      expect(draughtsPerft(position, 2)).toBe(referencePerft(position, 2));
    },
  );

  // Men-only positions take the engine's shift-only path for single captures.
  test.prop([positionArbitrary(fc, { kings: false })], { numRuns: 300 })(
    'men only: same moves, same draughtsPerft(1) and draughtsPerft(3)',
    (position) => {
      expect(draughtsLegalMoves(position).map(referenceKey).sort()).toEqual(
        referenceMoves(position).map(referenceKey).sort(),
      );
      expect(draughtsPerft(position, 1)).toBe(referenceMoves(position).length);
      expect(draughtsPerft(position, 3)).toBe(referencePerft(position, 3));
    },
  );

  // Men against kings: White (men only) to move takes the shift-only path against black kings.
  test.prop(
    [positionArbitrary(fc, { kings: 'black' }).map((position) => ({ ...position, turn: 'white' as const }))],
    {
      numRuns: 200,
    },
  )('men against kings: same moves, same draughtsPerft(2)', (position) => {
    expect(draughtsLegalMoves(position).map(referenceKey).sort()).toEqual(
      referenceMoves(position).map(referenceKey).sort(),
    );
    expect(draughtsPerft(position, 2)).toBe(referencePerft(position, 2));
  });

  // Sparse positions with kings of both sides leave quiet nodes two plies from the end
  // against kings, where the engine counts the replies to each plain move without playing
  // it (quietTwo, kingsTwo): the moves that change what the opponent's kings reach must be
  // played.
  test.prop([positionArbitrary(fc, { sparse: true }), fc.integer({ min: 2, max: 4 })], { numRuns: 300 })(
    'sparse positions with kings: draughtsPerft as the moves played one by one',
    (position, depth) => {
      expect(draughtsPerft(position, depth)).toBe(playedPerft(position, depth));
    },
  );

  // Positions found by comparing draughtsPerft with the C reference program
  // (shared/bench/draughts_perft.c) on random positions, each one where a slip in the
  // two-ply counting against kings showed: a move onto a king's diagonal, off the square
  // behind a king's first piece, next to an opponent piece, or off a square an opponent man
  // steps onto. Counts from the C program, and the same by playing every move.
  test.each([
    ['B:WK14,19,K20,21,27,36,K39,K40,43,47:B4,K5,10,K12,16,17,45,K48', 5, 1528],
    ['B:WK2,K4,15,16,25:BK3,6,K19,23,K24,K34,K40', 4, 37016],
    ['W:WK4,13,15,16,21,30,38:B3,17,20,28,K34,35,K50', 5, 778],
    ['B:W7,11,13,17,K36,46:BK2,9,30,31,34,44,K47', 4, 575],
    ['B:WK5,17,24:B20,K26,29,33,34,38', 4, 1276],
  ])('two plies against kings: %s, depth %i, has %i leaves', (fen, depth, leaves) => {
    const position = parseFen(fen);
    expect(draughtsPerft(position, depth)).toBe(leaves);
    expect(playedPerft(position, depth)).toBe(leaves);
  });

  test.prop([positionArbitrary(fc)], { numRuns: 300 })(
    'each capture path jumps each piece once and lands on empty squares',
    (position) => {
      for (const move of draughtsLegalMoves(position)) {
        expect(new Set(move.captures).size).toBe(move.captures.length);
        expect(move.path[0]).toBe(move.from);
        expect(move.path[move.path.length - 1]).toBe(move.to);
        if (move.captures.length > 0) expect(move.path).toHaveLength(move.captures.length + 1);
      }
    },
  );
});

describe('symmetry: rotating the board 180° and swapping colours', () => {
  test.prop([positionArbitrary(fc)], { numRuns: 300 })(
    'preserves move counts and draughtsPerft(2)',
    (position) => {
      const mirrored = mirror(position);
      expect(draughtsLegalMoves(mirrored)).toHaveLength(draughtsLegalMoves(position).length);
      expect(draughtsPerft(mirrored, 2)).toBe(draughtsPerft(position, 2));
    },
  );

  test('of the start position is the start position with Black to move', () => {
    expect(mirror(parseFen('W:W31-50:B1-20'))).toEqual(parseFen('B:W31-50:B1-20'));
  });
});

/** Perft by playing every move with the public move generator (`movegen.ts`), not the kernel. */
function playedPerft(position: DraughtsPosition, depth: number): number {
  const moves = draughtsLegalMoves(position);
  if (depth === 1) return moves.length;
  let leaves = 0;
  for (const move of moves) leaves += playedPerft(playMove(position, move), depth - 1);
  return leaves;
}
