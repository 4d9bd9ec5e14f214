import { deepFreeze } from '../../core/freeze.js';
import { checkOneOf, readOptions, requireInteger, THROW } from '../../core/internal.js';
import { perftCore } from './perft-core.js';
import { type Position, requirePosition } from './position.js';

/**
 * The three counting conventions of published Othello perft tables (spec §1). They agree
 * up to depth 8 and differ from depth 9 on:
 * - `'A'` (default; Edax, OEIS A124004): a pass is one ply; a game that ends before the
 *   horizon counts 0 leaves;
 * - `'B'` (Aart Bik): a pass is one ply; a game that ends before the horizon counts 1 leaf;
 * - `'C'`: a pass takes no ply (the other side moves at the same depth); a game that ends
 *   before the horizon counts 1 leaf.
 *
 * @category Engine
 * @example
 * ```ts
 * import { PERFT_CONVENTIONS } from 'mindsport/othello';
 * console.log(PERFT_CONVENTIONS); // [ 'A', 'B', 'C' ]
 * ```
 */
export const PERFT_CONVENTIONS = deepFreeze(['A', 'B', 'C'] as const);
/**
 * One of the {@link PERFT_CONVENTIONS}.
 *
 * @category Engine
 */
export type PerftConvention = (typeof PERFT_CONVENTIONS)[number];

/**
 * Options of {@link perft}.
 *
 * @category Engine
 */
export interface PerftOptions {
  /** The counting convention; default `'A'`. */
  readonly convention?: PerftConvention;
}

/**
 * Counts the leaves of the move tree `depth` plies below a position (the standard
 * move-generator check; spec §1 table). Runs on the allocation-free bitboard core.
 *
 * @category Engine
 * @param position - the root position
 * @param depth - plies, 0–60 (0 gives 1)
 * @param options - `{ convention }`, default `'A'`
 * @returns the number of leaves
 * @throws {@link mindsport!MindsportError} the codes of {@link assertPosition}, `NOT_AN_INTEGER`, `OUT_OF_RANGE`, `UNKNOWN_OPTION`, `NOT_ONE_OF`
 * @example
 * ```ts
 * import { START_POSITION, perft } from 'mindsport/othello';
 * console.log(perft(START_POSITION, 6)); // 8200
 * console.log(perft(START_POSITION, 9, { convention: 'C' })); // 3005320
 * ```
 */
export function perft(position: Position, depth: number, options: PerftOptions = {}): number {
  requirePosition(position, ['position']);
  requireInteger(depth, ['depth'], { min: 0, max: 60 });
  const convention = readOptions<PerftOptions>(options, ['convention']).convention ?? 'A';
  checkOneOf(convention, PERFT_CONVENTIONS, ['options', 'convention'], THROW);
  const { black, white } = position;
  const [pLo, pHi, oLo, oHi] =
    position.turn === 'black'
      ? [black.lo, black.hi, white.lo, white.hi]
      : [white.lo, white.hi, black.lo, black.hi];
  return perftCore(pLo | 0, pHi | 0, oLo | 0, oHi | 0, depth, convention !== 'C', convention === 'A' ? 0 : 1);
}
