import { CSV_ERROR_CODES, deepFreeze, SHAPE_ERROR_CODES } from '../core/internal.js';

/**
 * Every code `mindsport/diplomacy` throws or reports: the shape codes shared by every module,
 * then the module's own, problem first. Their meanings and an example message of each are in
 * `docs/errors.md`.
 *
 * @category Errors
 * @example
 * ```ts
 * import { MindsportError } from 'mindsport';
 * import { DIPLOMACY_ERROR_CODES, parseGameResult, validateDiplomacyGameResult } from 'mindsport/diplomacy';
 * const { problems } = validateDiplomacyGameResult(parseGameResult('A20 E18 F0 G0 I0 R0 T0'));
 * console.log(problems.every((problem) => problem instanceof MindsportError && DIPLOMACY_ERROR_CODES.includes(problem.code as never))); // true
 * ```
 */
export const DIPLOMACY_ERROR_CODES = deepFreeze([
  ...SHAPE_ERROR_CODES,
  // A game result (spec §1, decision 15).
  'SUPPLY_CENTRE_TOTAL_OVER_34',
  'MORE_THAN_ONE_SOLO',
  'NO_SURVIVOR',
  'ELIMINATED_WITH_CENTRES',
  'ELIMINATION_AFTER_END',
  'PLAYER_ON_TWO_POWERS',
  'EMPTY_HISTORY',
  'HISTORY_FINAL_MISMATCH',
  'HISTORY_SOLO_BEFORE_END',
  'HISTORY_RETURN_FROM_ELIMINATION',
  'ELIMINATION_YEAR_MISMATCH',
  'HISTORY_MISSING',
  'HISTORY_LENGTH_MISMATCH',
  'HISTORY_END_YEAR_MISMATCH',
  'HISTORY_YEAR_TOTAL_OVER_34',
  'EMPTY_DRAW',
  'DUPLICATE_POWER',
  'DRAW_INCLUDES_ELIMINATED',
  'DRAW_WITH_SOLO',
  // The result notation.
  'BAD_RESULT_NOTATION',
  'MISSING_POWER',
  // What a scoring system needs of a game (decision 17).
  'ELIMINATION_YEAR_REQUIRED',
  'END_YEAR_REQUIRED',
  'HISTORY_REQUIRED',
  // A tournament (seed §1–§4, §11).
  'PLAYER_ON_TWO_BOARDS',
  'PLAYER_IN_TWO_TEAMS',
  'TEAM_ROUND_REQUIRED',
  'WRONG_TEAM_SIZE',
  'FINAL_ROUND_NOT_FULL_BOARDS',
  'LOT_REQUIRED',
  'CHOICE_ORDER_REQUIRED',
  'CHOICE_POSITION_TAKEN',
  'WRONG_POSITION_COUNT',
  // Rules.
  'FINAL_ROUND_QUALIFIES',
  'WRONG_LIST_LENGTH',
  // Seating and powers (seed §1c–e).
  'NOT_ENOUGH_PLAYERS',
  'NO_VALID_ALLOCATION',
  'ALLOCATION_SEARCH_LIMIT',
  // A results sheet (parseDiplomacyCsv).
  ...CSV_ERROR_CODES,
] as const);

/**
 * A code of {@link DIPLOMACY_ERROR_CODES}.
 *
 * @category Errors
 */
export type DiplomacyErrorCode = (typeof DIPLOMACY_ERROR_CODES)[number];
