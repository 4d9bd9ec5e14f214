/**
 * The codes of every problem `mindsport/grandprix` reports.
 *
 * @module
 */
import { deepFreeze, SHAPE_ERROR_CODES } from '../core/internal.js';

/**
 * Every code `mindsport/grandprix` throws or reports: the shape codes of every module, then
 * the Grand Prix's own problems — a player placed twice in one tournament, a place inside a
 * range of shared places (`1, 2, 2, 3`: the two 2nd places occupy 2–3), a membership that
 * ends before it starts. Their meanings and examples are in `docs/errors.md`.
 *
 * @category Errors
 * @example
 * ```ts
 * import { GRANDPRIX_ERROR_CODES } from 'mindsport/grandprix';
 * console.log(GRANDPRIX_ERROR_CODES.includes('PLACE_INSIDE_SHARED_RANGE')); // true
 * ```
 */
export const GRANDPRIX_ERROR_CODES = deepFreeze([
  ...SHAPE_ERROR_CODES,
  'PLAYER_PLACED_TWICE',
  'PLACE_INSIDE_SHARED_RANGE',
  'MEMBERSHIP_ENDS_BEFORE_START',
] as const);

/**
 * A code of {@link GRANDPRIX_ERROR_CODES}.
 *
 * @category Errors
 */
export type GrandPrixErrorCode = (typeof GRANDPRIX_ERROR_CODES)[number];
