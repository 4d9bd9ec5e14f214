/**
 * International draughts engine: perft from the start position, leaves per second.
 * Target ≥ 60 M leaves/s for perft(9); Moby Dam (C) does about 155 M leaves/s on these
 * machines. The machine is shared, so figures are noisy: compare ratios within one run.
 */
import { DRAUGHTS_START, draughtsLegalMoves, draughtsPerft, playMove } from '../src/draughts/index.js';
import { suite } from './harness.js';

/** Perft through the public immutable API (draughtsLegalMoves + playMove), for comparison only. */
function publicApiPerft(position: typeof DRAUGHTS_START, depth: number): number {
  if (depth === 0) return 1;
  const moves = draughtsLegalMoves(position);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) total += publicApiPerft(playMove(position, move), depth - 1);
  return total;
}

suite(
  'draughts perft from the start position (leaves/s)',
  [
    { name: 'perft(9) bitboard engine', run: () => draughtsPerft(DRAUGHTS_START, 9) },
    { name: 'perft(7) bitboard engine', run: () => draughtsPerft(DRAUGHTS_START, 7) },
    { name: 'perft(4) public immutable API', run: () => publicApiPerft(DRAUGHTS_START, 4) },
  ],
  { unit: 'leaves', minMs: 500, minRuns: 3 },
);
