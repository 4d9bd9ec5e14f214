/**
 * Every code the ladder module throws (API.md §5); their meanings and examples are in
 * `docs/errors.md`.
 *
 * @module
 */
import { deepFreeze, SHAPE_ERROR_CODES } from '../core/internal.js';

/**
 * The codes of the ladder module: the shape codes every module shares, then the
 * ladder's own (problem first).
 *
 * @category Errors
 * @example
 * ```ts
 * import { LADDER_ERROR_CODES, ladderStandings } from 'mindsport/ladder';
 * try {
 *   ladderStandings({ players: [{ id: 'ann' }], rounds: [{ present: [], entries: [{ rule: 'drawnOut', player: 'ann' }] }] });
 * } catch (error) {
 *   const { code } = error as { code: string };
 *   console.log(code, LADDER_ERROR_CODES.includes(code as never)); // PLAYER_NOT_PRESENT true
 * }
 * ```
 */
export const LADDER_ERROR_CODES = deepFreeze([
  ...SHAPE_ERROR_CODES,
  'BAD_JSON',
  'NOT_JSON',
  'PLAYER_NOT_PRESENT',
  'PLAYER_NOT_YET_JOINED',
  'DUPLICATE_PRESENT',
  'DUPLICATE_ENTRY',
  'CONFLICTING_ENTRIES',
  'SAME_PLAYER',
  'GUEST_GAME_WITHOUT_MEMBER',
  'GUEST_NOT_ALLOWED',
  'FRIDAY_RULE_UNDECIDED',
  'LADDER_TOO_LONG',
  'POINTS_TOO_LARGE',
  'BAD_PERIOD_STARTS',
  'LEAGUE_RESULT_MISSING',
  'WRONG_RESULT_COUNT',
  'DUPLICATE_CRITERION',
  'DUPLICATE_GROUP',
  'BAD_GROUP_LIMITS',
  'PAIRING_IMPOSSIBLE',
  'BAD_MEETING',
] as const);

/**
 * A code the ladder module throws.
 *
 * @category Errors
 */
export type LadderErrorCode = (typeof LADDER_ERROR_CODES)[number];
