import { requireInteger } from '../../core/internal.js';
import { perftCore } from './perft-core.js';
import { assertDraughtsPosition, type DraughtsPosition } from './position.js';

/**
 * Counts the positions reached after exactly `depth` plies from a position (perft), the
 * standard check of a move generator (spec §2 perft table). A capture that reaches the same
 * result by different paths — same origin, destination and captured pieces — is one move
 * and counted once.
 *
 * @category Engine
 * @param position - the position to start from
 * @param depth - number of plies, 0 or more (depth 0 counts the position itself)
 * @returns the number of leaves
 * @throws `MindsportError` when the position is invalid or `depth` is not a whole number ≥ 0
 * @example
 * ```ts
 * import { DRAUGHTS_START, draughtsPerft } from 'mindsport/draughts';
 * console.log(draughtsPerft(DRAUGHTS_START, 3)); // 658
 * ```
 */
export function draughtsPerft(position: DraughtsPosition, depth: number): number {
  requireInteger(depth, ['depth'], { min: 0 });
  const checked = assertDraughtsPosition(position);
  return perftCore(
    [...checked.whiteMen, ...checked.whiteKings],
    [...checked.blackMen, ...checked.blackKings],
    [...checked.whiteKings, ...checked.blackKings],
    checked.turn === 'white',
    depth,
  );
}
