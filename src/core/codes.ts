import { deepFreeze } from './freeze.js';

/**
 * The codes of shape problems, the same in every module: a field of the wrong type, a
 * value out of range, a missing or unknown field, an unknown option, an id used twice or
 * never defined. Every module's list of codes starts with these. Their meanings and
 * examples are in `docs/errors.md`.
 *
 * @category Errors
 * @example
 * ```ts
 * import { SHAPE_ERROR_CODES } from 'mindsport';
 * console.log(SHAPE_ERROR_CODES.includes('UNKNOWN_FIELD')); // true
 * ```
 */
export const SHAPE_ERROR_CODES = deepFreeze([
  'NOT_AN_OBJECT',
  'NOT_A_LIST',
  'NOT_A_STRING',
  'EMPTY_STRING',
  'NOT_AN_INTEGER',
  'NOT_A_NUMBER',
  'NOT_A_BOOLEAN',
  'NOT_A_DATE',
  'NOT_BYTES',
  'NOT_ONE_OF',
  'OUT_OF_RANGE',
  'MISSING_FIELD',
  'UNKNOWN_FIELD',
  'DUPLICATE_ID',
  'UNKNOWN_ID',
  'UNKNOWN_OPTION',
  'BAD_OPTION',
  'TOO_MANY_PROBLEMS',
] as const);

/**
 * A shape problem's code.
 *
 * @category Errors
 */
export type ShapeErrorCode = (typeof SHAPE_ERROR_CODES)[number];

/**
 * The codes of a results sheet that is not a readable CSV file or does not have the
 * reader's columns (the `parse…Csv` functions of Othello, draughts and Diplomacy): a quote
 * not closed or out of place, no header, an unknown, repeated or missing column, a row wider
 * than the header, a player's name spelt two ways; a row with a marker in place of the
 * opponent (Othello `BYE`, `WITHDRAWN`; ladder `ABSENT`, …) that also has a result, a round
 * without a row; in an Othello sheet, a player withdrawn twice; in a ladder sheet (the
 * command line's), a round with two dates, a game row marked not present. Each error's
 * path is `['line', n, 'column', c]` (a missing round: `['rounds', index]`).
 *
 * @category Errors
 * @example
 * ```ts
 * import { CSV_ERROR_CODES } from 'mindsport';
 * console.log(CSV_ERROR_CODES.includes('CSV_UNKNOWN_COLUMN')); // true
 * ```
 */
export const CSV_ERROR_CODES = deepFreeze([
  'CSV_UNCLOSED_QUOTE',
  'CSV_STRAY_QUOTE',
  'CSV_NO_HEADER',
  'CSV_UNKNOWN_COLUMN',
  'CSV_REPEATED_COLUMN',
  'CSV_MISSING_COLUMN',
  'CSV_TOO_MANY_FIELDS',
  'CSV_NAME_VARIANT',
  'CSV_MARKER_WITH_RESULT',
  'CSV_WITHDRAWN_TWICE',
  'CSV_ROUND_MISSING',
  'CSV_ROUND_DATED_TWICE',
  'CSV_GAME_MARKED_ABSENT',
] as const);

/**
 * Every code the core (`mindsport`) throws: the shape codes, then those of fractions,
 * ranking, sharing, the random source, matching and tables.
 *
 * @category Errors
 * @example
 * ```ts
 * import { CORE_ERROR_CODES, Fraction, MindsportError } from 'mindsport';
 * try {
 *   Fraction.of(1, 0);
 * } catch (error) {
 *   console.log(error instanceof MindsportError && CORE_ERROR_CODES.includes(error.code as never)); // true
 * }
 * ```
 */
export const CORE_ERROR_CODES = deepFreeze([
  ...SHAPE_ERROR_CODES,
  'BAD_FRACTION',
  'ZERO_DENOMINATOR',
  'DIVISION_BY_ZERO',
  'EMPTY_CRITERIA',
  'BAD_CRITERION',
  'DUPLICATE_CRITERION',
  'BAD_RANK_VALUE',
  'BAD_GROUP_SPLIT',
  'BAD_PLACE_SPAN',
  'BAD_SEED',
  'EMPTY_CHOICE',
  'BAD_VERTEX',
  'BAD_WEIGHT',
  'SELF_LOOP',
  'UNKNOWN_TABLE_FORMAT',
  'WRONG_ROW_WIDTH',
  'BAD_CLASS_NAME',
  'MIXED_ENCODING',
  ...CSV_ERROR_CODES,
] as const);

/**
 * A code the core throws.
 *
 * @category Errors
 */
export type CoreErrorCode = (typeof CORE_ERROR_CODES)[number];
