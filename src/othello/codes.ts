/**
 * The codes `mindsport/othello` throws: the shape codes shared by every module, then the
 * module's own domain codes (engine, notations, archives, documents, rules, standings,
 * championships, pairing). Their meanings and examples are in `docs/errors.md`.
 *
 * @module
 */
import { CSV_ERROR_CODES, deepFreeze, SHAPE_ERROR_CODES } from '../core/internal.js';

/**
 * Every code a `MindsportError` from `mindsport/othello` can carry: the shape codes
 * (`NOT_AN_OBJECT` … `TOO_MANY_PROBLEMS`), then the Othello codes, then those of a results
 * sheet (`CSV_ERROR_CODES`).
 *
 * @category Errors
 * @example
 * ```ts
 * import { OTHELLO_ERROR_CODES, play, START_POSITION } from 'mindsport/othello';
 * try {
 *   play(START_POSITION, 'a1');
 * } catch (error) {
 *   console.log((error as { code: string }).code, OTHELLO_ERROR_CODES.includes('ILLEGAL_MOVE')); // ILLEGAL_MOVE true
 * }
 * ```
 */
export const OTHELLO_ERROR_CODES = deepFreeze([
  ...SHAPE_ERROR_CODES,
  // Engine and notations (spec §1).
  'BAD_SQUARE',
  'OVERLAPPING_DISCS',
  'BAD_POSITION_TEXT',
  'BAD_TRANSCRIPT',
  'ILLEGAL_MOVE',
  'PASS_NOT_ALLOWED',
  'GAME_OVER',
  'GAME_NOT_OVER',
  'DISC_TOTAL_OVER_64',
  'BAD_SCORE',
  // Archives: WTHOR and PAPP.
  'TRUNCATED_FILE',
  'FILE_SIZE_MISMATCH',
  'BAD_MOVE_BYTE',
  'UNSUPPORTED_BOARD_SIZE',
  'BAD_PAPP_LINE',
  // Writing PAPP and WOF files (issue 26).
  'NOT_A_PLAYER_NUMBER',
  'NOT_IN_PAPP',
  'NOT_PAPP_TEXT',
  'DISC_TOTAL_NOT_64',
  'WOF_FIELD_MISSING',
  // Documents (spec §2, §5).
  'TOURNAMENT_TOO_LARGE',
  'WITHDRAWN_BEFORE_ENTRY',
  'PLANNED_ROUNDS_TOO_FEW',
  'FORFEIT_SCORE_MISMATCH',
  'PLAYER_PLAYS_ITSELF',
  'PLAYER_TWICE_IN_ROUND',
  'GAME_WITH_ABSENT_PLAYER',
  'BYE_FOR_ABSENT_PLAYER',
  'PLAYER_MISSING_FROM_ROUND',
  'UNPLAYED_WITHOUT_ABSENCE',
  // Results (NOF §17).
  'FLAG_AFTER_GAME_END',
  'BOARD_REQUIRED',
  // Rules and standings (spec §3–§5).
  'EMPTY_CRITERIA',
  'DUPLICATE_CRITERION',
  'ROUNDS_NOT_COVERED',
  'BAD_BRIGHTWELL_CONSTANT',
  'DRAW_WIN_RIGHT_MISSING',
  'BAD_TOSS_ORDER',
  // Championships and finals (spec §6).
  'NOT_A_FINALIST',
  'FINAL_COLOUR_ORDER',
  'GAME_AFTER_FINAL_DECIDED',
  // Pairing (spec §7).
  'PAIRING_IMPOSSIBLE',
  'SEED_REQUIRED',
  // A results sheet (parseOthelloCsv).
  ...CSV_ERROR_CODES,
] as const);

/**
 * A code of {@link OTHELLO_ERROR_CODES}.
 *
 * @category Errors
 */
export type OthelloErrorCode = (typeof OTHELLO_ERROR_CODES)[number];
