/**
 * International draughts engine: perft from the start position, leaves per second.
 * The built package (`dist/`); the ratio to the C reference is in `native-table.bench.ts`.
 * The machine is shared, so figures are noisy: compare ratios within one run.
 */
import type * as Draughts from '../src/draughts/index.js';
import { loadDist, suite } from './harness.js';

const { DRAUGHTS_START, draughtsLegalMoves, draughtsPerft, playMove } =
  await loadDist<typeof Draughts>('draughts/index.js');

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
