import { CSV_ERROR_CODES, deepFreeze, SHAPE_ERROR_CODES } from '../core/internal.js';

/**
 * Every code `mindsport/draughts` throws or reports: the shape codes shared by every module,
 * then the draughts codes, problem first (`ILLEGAL_MOVE`, `BAD_FEN`), then those of a results
 * sheet (`CSV_ERROR_CODES`). Their meanings and an example message each are in `docs/errors.md`.
 *
 * @category Errors
 * @example
 * ```ts
 * import { DRAUGHTS_ERROR_CODES, parseFen } from 'mindsport/draughts';
 * try {
 *   parseFen('W:W31-51:B1-20');
 * } catch (error) {
 *   console.log((error as { code: string }).code, DRAUGHTS_ERROR_CODES.includes('BAD_SQUARE')); // BAD_SQUARE true
 * }
 * ```
 */
export const DRAUGHTS_ERROR_CODES = deepFreeze([
  ...SHAPE_ERROR_CODES,
  // Tournament documents (seed 004 "Algemeen", "Eindstand").
  'BAD_RESULT',
  'SELF_PAIRING',
  'DUPLICATE_GAME',
  'PLAYER_TWICE_IN_ROUND',
  'BAD_AMOUNT',
  'NEGATIVE_AMOUNT',
  // Rules.
  'EMPTY_CRITERIA',
  'DUPLICATE_CRITERION',
  'BAD_SHARING',
  'POINTS_OUT_OF_ORDER',
  'NO_BARRAGE_STAGE',
  'DUPLICATE_BARRAGE_PLACE',
  // Barrages (seed 004 "Eindstand" 2–2b).
  'NOT_A_TIE',
  'UNNEEDED_BARRAGE',
  'NOT_IN_BARRAGE_STAGE',
  'EXTRA_BARRAGE_GAME',
  'GAME_AFTER_BARRAGE_DECIDED',
  // Results and agreements (seed 004 "Algemeen").
  'NOT_AN_AGREEMENT',
  'IMPOSSIBLE_MOVE_COUNTS',
  'UNWRITABLE_RESULT',
  'BLOCKED_PROPOSAL',
  'PENDING_PROPOSAL',
  'NO_PROPOSAL',
  'ALREADY_AGREED',
  // Positions, moves and FEN.
  'BAD_FEN',
  'BAD_SQUARE',
  'DUPLICATE_SQUARE',
  'UNCROWNED_MAN',
  'BAD_MOVE_NOTATION',
  'ILLEGAL_MOVE',
  'AMBIGUOUS_MOVE',
  // PDN.
  'BAD_TAG',
  'BAD_COMMENT',
  'UNCLOSED_COMMENT',
  'UNCLOSED_VARIATION',
  'UNKNOWN_TOKEN',
  'UNSUPPORTED_GAME_TYPE',
  'MIXED_ENCODING',
  // A results sheet (parseDraughtsCsv).
  ...CSV_ERROR_CODES,
] as const);

/**
 * A code of {@link DRAUGHTS_ERROR_CODES}.
 *
 * @category Errors
 */
export type DraughtsErrorCode = (typeof DRAUGHTS_ERROR_CODES)[number];
