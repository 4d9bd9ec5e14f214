import {
  checkOneOf,
  checkString,
  type ErrorPath,
  fail,
  problemAt,
  readOptions,
  requireInteger,
  show,
  THROW,
} from '../../core/internal.js';

/**
 * The six game results of international draughts under the KNDB plus-remise rules, in
 * their compact notation, written from White's side first (seed 004 "Algemeen",
 * "De uitslag van de partij kan dus 2-0, 0-2, 1-1, … 1+ - 1- … 1- - 1+ of 0-0 zijn"; spec §1).
 *
 * @category Notation
 * @example
 * ```ts
 * import { DRAUGHTS_RESULTS } from 'mindsport/draughts';
 * console.log(DRAUGHTS_RESULTS.join(' ')); // 2-0 0-2 1-1 1+-1- 1--1+ 0-0
 * ```
 */
export const DRAUGHTS_RESULTS = Object.freeze(['2-0', '0-2', '1-1', '1+-1-', '1--1+', '0-0'] as const);

/**
 * One of the six results, in compact notation (`'1+-1-'` is a plus-remise for White).
 *
 * @category Notation
 */
export type DraughtsGameResult = (typeof DRAUGHTS_RESULTS)[number];

/**
 * The names of the six results, in the order of {@link DRAUGHTS_RESULTS}.
 *
 * @category Notation
 * @example
 * ```ts
 * import { DRAUGHTS_RESULTS, RESULT_NAMES } from 'mindsport/draughts';
 * console.log(DRAUGHTS_RESULTS[3], RESULT_NAMES[3]); // 1+-1- whitePlusDraw
 * ```
 */
export const RESULT_NAMES = Object.freeze([
  'whiteWins',
  'blackWins',
  'draw',
  'whitePlusDraw',
  'blackPlusDraw',
  'bothForfeited',
] as const);

/**
 * A result's name: `draw` is Dutch *remise*, `whitePlusDraw` a *plusremise* for White.
 *
 * @category Notation
 */
export type DraughtsResultName = (typeof RESULT_NAMES)[number];

/**
 * What one side gets from a game (seed 004 "Algemeen", last paragraph).
 *
 * @category Notation
 */
export interface DraughtsSideScore {
  /** Game points: 2 for a win, 1 for any draw (remise, plus-remise, min-remise), 0 for a loss. */
  readonly points: 0 | 1 | 2;
  /** 1 for a plus-remise (Dutch *voordeelpunt*), else 0. */
  readonly plus: 0 | 1;
  /** 1 for a min-remise (Dutch *nadeelpunt*), else 0. */
  readonly minus: 0 | 1;
}

/**
 * Everything a result means: its name and what White and Black get (spec §1 table).
 *
 * @category Notation
 */
export interface DraughtsResultDetails {
  /** The result in compact notation. */
  readonly result: DraughtsGameResult;
  /** Its name. */
  readonly name: DraughtsResultName;
  /** What White gets. */
  readonly white: DraughtsSideScore;
  /** What Black gets. */
  readonly black: DraughtsSideScore;
  /**
   * Whether the game has a winner in the barrage sense: a win or a plus-remise
   * ("de eerste winstpartij of plusremise is beslissend", seed 004 "Eindstand" 2a).
   */
  readonly decisive: boolean;
}

const side = (points: 0 | 1 | 2, plus: 0 | 1, minus: 0 | 1): DraughtsSideScore =>
  Object.freeze({ points, plus, minus });

/**
 * The spec §1 result table as data: for each result, the points and plus/minus marks of
 * White and Black.
 *
 * @category Notation
 * @example
 * ```ts
 * import { RESULT_TABLE } from 'mindsport/draughts';
 * console.log(RESULT_TABLE['1+-1-'].white); // { points: 1, plus: 1, minus: 0 }
 * ```
 */
export const RESULT_TABLE: Readonly<Record<DraughtsGameResult, DraughtsResultDetails>> = Object.freeze({
  '2-0': Object.freeze({
    result: '2-0',
    name: 'whiteWins',
    white: side(2, 0, 0),
    black: side(0, 0, 0),
    decisive: true,
  }),
  '0-2': Object.freeze({
    result: '0-2',
    name: 'blackWins',
    white: side(0, 0, 0),
    black: side(2, 0, 0),
    decisive: true,
  }),
  '1-1': Object.freeze({
    result: '1-1',
    name: 'draw',
    white: side(1, 0, 0),
    black: side(1, 0, 0),
    decisive: false,
  }),
  '1+-1-': Object.freeze({
    result: '1+-1-',
    name: 'whitePlusDraw',
    white: side(1, 1, 0),
    black: side(1, 0, 1),
    decisive: true,
  }),
  '1--1+': Object.freeze({
    result: '1--1+',
    name: 'blackPlusDraw',
    white: side(1, 0, 1),
    black: side(1, 1, 0),
    decisive: true,
  }),
  '0-0': Object.freeze({
    result: '0-0',
    name: 'bothForfeited',
    white: side(0, 0, 0),
    black: side(0, 0, 0),
    decisive: false,
  }),
} satisfies Record<DraughtsGameResult, DraughtsResultDetails>);

/**
 * Tells whether a value is one of the six results in compact notation (no parsing).
 *
 * @category Notation
 * @param value - anything
 * @returns true for `'2-0'`, `'0-2'`, `'1-1'`, `'1+-1-'`, `'1--1+'`, `'0-0'`
 * @example
 * ```ts
 * import { isDraughtsResult } from 'mindsport/draughts';
 * console.log(isDraughtsResult('1+-1-'), isDraughtsResult('1-0')); // true false
 * ```
 */
export function isDraughtsResult(value: unknown): value is DraughtsGameResult {
  return typeof value === 'string' && Object.hasOwn(RESULT_TABLE, value);
}

/**
 * Looks up the points and plus/minus marks of a result (spec §1 table).
 *
 * @category Notation
 * @param result - a result in compact notation
 * @returns its {@link DraughtsResultDetails}
 * @throws `MindsportError` `BAD_RESULT` for anything but the six compact results
 * @example
 * ```ts
 * import { resultDetails } from 'mindsport/draughts';
 * const details = resultDetails('1--1+');
 * console.log(details.name, details.black.plus, details.white.minus); // blackPlusDraw 1 1
 * ```
 */
export function resultDetails(result: DraughtsGameResult): DraughtsResultDetails {
  if (!isDraughtsResult(result)) refuseResult(result, ['result']);
  return RESULT_TABLE[result];
}

// ASCII whitespace as C's isspace: space, tab, line feed, vertical tab, form feed, carriage return.
function isAsciiWhitespace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

function stripAsciiWhitespace(text: string): string {
  let kept = '';
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    if (isAsciiWhitespace(text.charCodeAt(index))) {
      kept += text.slice(start, index);
      start = index + 1;
    }
  }
  return start === 0 ? text : kept + text.slice(start);
}

/** Throws `NOT_A_STRING` for a value that is not text, `BAD_RESULT` for text that is not a result. */
function refuseResult(text: unknown, path: ErrorPath): never {
  checkString(text, path, THROW, true);
  return fail(
    problemAt(
      'BAD_RESULT',
      path,
      text,
      `${show(text)} is not a draughts result (expected 2-0, 0-2, 1-1, 1+-1-, 1--1+ or 0-0)`,
    ),
  );
}

/**
 * Reads a result in the seed's notation, compact (`1+-1-`) or spaced as in the seed and
 * PDN 3.0 (`1+ - 1-`); ASCII whitespace anywhere is ignored (seed 004 "Algemeen"; spec §1,
 * Decision 1). PDN's legacy `1-0`, `0-1`, `1/2-1/2` and `*` are not accepted here: use
 * {@link parsePdnResult}.
 *
 * @category Notation
 * @param text - the result as typed, e.g. `'1+ - 1-'`, `' 2-0 '`
 * @param path - where the text sits in the input, for the error
 * @returns the result in compact notation
 * @throws `MindsportError` `BAD_RESULT` quoting the input for anything else
 *   (en dashes, `½`, non-ASCII spaces, `1-0`, an empty string, a non-string)
 * @example
 * ```ts
 * import { parseResult } from 'mindsport/draughts';
 * console.log(parseResult('1+ - 1-'), parseResult('1 - 1'), parseResult('0-2')); // 1+-1- 1-1 0-2
 * ```
 */
export function parseResult(text: string, path: ErrorPath = []): DraughtsGameResult {
  if (typeof text !== 'string') refuseResult(text, path);
  const compact = stripAsciiWhitespace(text);
  if (isDraughtsResult(compact)) return compact;
  return refuseResult(text, path);
}

/**
 * Options of {@link formatResult}.
 *
 * @category Notation
 */
export interface FormatResultOptions {
  /**
   * `'compact'` (default) writes `1+-1-`; `'pdn'` writes the plus-remises spaced as in
   * the seed and PDN 3.0 (`1+ - 1-`, `1- - 1+`). The other four results read the same in both.
   */
  readonly style?: 'compact' | 'pdn';
}

/**
 * Writes a result in the seed's notation, compact by default (spec §6 Decision 1).
 *
 * @category Notation
 * @param result - a result in compact notation
 * @param options - `style: 'pdn'` for `1+ - 1-`
 * @returns the notation
 * @throws `MindsportError` `BAD_RESULT` if `result` is not one of the six
 * @example
 * ```ts
 * import { formatResult } from 'mindsport/draughts';
 * console.log(formatResult('1--1+'), formatResult('1--1+', { style: 'pdn' })); // 1--1+ 1- - 1+
 * ```
 */
export function formatResult(result: DraughtsGameResult, options: FormatResultOptions = {}): string {
  resultDetails(result);
  const { style = 'compact' } = readOptions<FormatResultOptions>(options, ['style']);
  checkOneOf(style, ['compact', 'pdn'], ['options', 'style'], THROW);
  if (style === 'pdn' && result === '1+-1-') return '1+ - 1-';
  if (style === 'pdn' && result === '1--1+') return '1- - 1+';
  return result;
}

/**
 * A PDN result token read: one of the six results, or `'unfinished'` for PDN's `*`.
 *
 * @category Notation
 */
export type PdnResult = DraughtsGameResult | 'unfinished';

const LEGACY_PDN_RESULTS: Readonly<Record<string, DraughtsGameResult>> = Object.freeze({
  '1-0': '2-0',
  '0-1': '0-2',
  '1/2-1/2': '1-1',
});

/**
 * Reads the result token of a PDN game (the `Result` tag or the game-termination
 * marker): the six results in either spacing (PDN 3.0 `[ResultFormat "Plus draw"]`
 * writes `1+ - 1-`), and the legacy one-point tokens mapped to draughts points —
 * `1-0` → `2-0`, `0-1` → `0-2`, `1/2-1/2` → `1-1`, `*` → `'unfinished'` (spec §2, §6 Decision 1).
 *
 * @category Notation
 * @param token - the token, ASCII whitespace ignored
 * @param path - where the token sits, for the error
 * @returns the result in compact notation, or `'unfinished'`
 * @throws `MindsportError` `BAD_RESULT` quoting the token for anything else
 * @example
 * ```ts
 * import { parsePdnResult } from 'mindsport/draughts';
 * console.log(parsePdnResult('1-0'), parsePdnResult('1/2-1/2'), parsePdnResult('1- - 1+'), parsePdnResult('*'));
 * // 2-0 1-1 1--1+ unfinished
 * ```
 */
export function parsePdnResult(token: string, path: ErrorPath = []): PdnResult {
  if (typeof token !== 'string') refuseResult(token, path);
  const compact = stripAsciiWhitespace(token);
  if (compact === '*') return 'unfinished';
  const legacy = Object.hasOwn(LEGACY_PDN_RESULTS, compact) ? LEGACY_PDN_RESULTS[compact] : undefined;
  if (legacy !== undefined) return legacy;
  if (isDraughtsResult(compact)) return compact;
  return refuseResult(token, path);
}

/**
 * Options of {@link formatPdnResult}.
 *
 * @category Notation
 */
export interface FormatPdnResultOptions {
  /**
   * `'points'` (default) writes FMJD two-point tokens (`2-0`, `1-1`, `0-0`) and the
   * plus-remises as PDN 3.0 "Plus draw" tokens (`1+ - 1-`); `'legacy'` writes the old
   * one-point tokens `1-0`, `0-1`, `1/2-1/2`, which cannot express a plus-remise or `0-0`.
   */
  readonly style?: 'points' | 'legacy';
}

/**
 * Writes a PDN result token (spec §2, §6 Decision 1). A game whose token is a
 * plus-remise needs the header `[ResultFormat "Plus draw"]` (see {@link needsPlusDrawFormat}).
 *
 * @category Notation
 * @param result - a result, or `'unfinished'` (written `*`)
 * @param options - `style: 'legacy'` for `1-0` / `0-1` / `1/2-1/2`
 * @returns the token
 * @throws `MindsportError` `BAD_RESULT` for an unknown result;
 *   `UNWRITABLE_RESULT` when the legacy style cannot write it (plus-remises, `0-0`)
 * @example
 * ```ts
 * import { formatPdnResult } from 'mindsport/draughts';
 * console.log(formatPdnResult('1+-1-'), formatPdnResult('2-0', { style: 'legacy' })); // 1+ - 1- 1-0
 * ```
 */
export function formatPdnResult(result: PdnResult, options: FormatPdnResultOptions = {}): string {
  if (result === 'unfinished') return '*';
  resultDetails(result);
  const style = readOptions<FormatPdnResultOptions>(options, ['style']).style ?? 'points';
  checkOneOf(style, ['points', 'legacy'], ['options', 'style'], THROW);
  if (style === 'points') return formatResult(result, { style: 'pdn' });
  const legacy =
    result === '2-0' ? '1-0' : result === '0-2' ? '0-1' : result === '1-1' ? '1/2-1/2' : undefined;
  if (legacy === undefined) {
    fail(
      problemAt(
        'UNWRITABLE_RESULT',
        ['result'],
        result,
        `${show(result)} cannot be written with the legacy PDN tokens 1-0, 0-1, 1/2-1/2`,
      ),
    );
  }
  return legacy;
}

/**
 * Tells whether a game with this result must carry the PDN 3.0 header
 * `[ResultFormat "Plus draw"]`: true for the two plus-remises (spec §2).
 *
 * @category Notation
 * @param result - a PDN result
 * @returns true for `1+-1-` and `1--1+`
 * @example
 * ```ts
 * import { needsPlusDrawFormat } from 'mindsport/draughts';
 * console.log(needsPlusDrawFormat('1+-1-'), needsPlusDrawFormat('1-1')); // true false
 * ```
 */
export function needsPlusDrawFormat(result: PdnResult): boolean {
  return result === '1+-1-' || result === '1--1+';
}

/**
 * The points of a result from one player's side, as a compact string: `'2'`, `'1+'`,
 * `'1'`, `'1-'` or `'0'` (the usual crosstable cell).
 *
 * @category Notation
 * @param result - a result
 * @param colour - whose side
 * @returns the side's points with its plus/minus mark
 * @throws `MindsportError` `BAD_RESULT` if `result` is not one of the six
 * @example
 * ```ts
 * import { formatSideScore } from 'mindsport/draughts';
 * console.log(formatSideScore('1+-1-', 'black'), formatSideScore('0-2', 'black')); // 1- 2
 * ```
 */
export function formatSideScore(result: DraughtsGameResult, colour: 'white' | 'black'): string {
  const details = resultDetails(result);
  checkOneOf(colour, ['white', 'black'], ['colour'], THROW);
  const score = details[colour];
  return `${score.points}${score.plus ? '+' : score.minus ? '-' : ''}`;
}

/**
 * Moves made by each side.
 *
 * @category Engine
 */
export interface MoveCounts {
  /** Moves made by White. */
  readonly white: number;
  /** Moves made by Black. */
  readonly black: number;
}

/**
 * How many moves each side has made: a single number means both sides made that many
 * (the move number after Black's reply).
 * @category Engine
 */
export type MovesMade = number | MoveCounts;

/**
 * The agreements the early-agreement rule applies to: remise or a plus-remise (spec §6 Decision 2).
 *
 * @category Engine
 */
export type AgreedResult = '1-1' | '1+-1-' | '1--1+';

/**
 * The minimum number of moves both sides must have made before an agreed result stands
 * (seed 004 "Algemeen": "voordat wederzijds 40 zetten zijn gedaan").
 *
 * @category Engine
 * @example
 * ```ts
 * import { AGREEMENT_MINIMUM_MOVES, agreedResult } from 'mindsport/draughts';
 * console.log(AGREEMENT_MINIMUM_MOVES, agreedResult('1-1', AGREEMENT_MINIMUM_MOVES - 1)); // 40 0-0
 * ```
 */
export const AGREEMENT_MINIMUM_MOVES = 40;

/**
 * Applies the early-agreement rule: a remise or plus-remise agreed before both sides made
 * 40 moves is declared lost for both, `0-0` (seed 004 "Algemeen": "Een partij waarin remise
 * wordt overeengekomen voordat wederzijds 40 zetten zijn gedaan, wordt voor beide spelers
 * verloren verklaard"; spec §1, §6 Decision 2: any agreement while
 * `min(white moves, black moves) < 40`; claims and the 5-move draw are not agreements).
 *
 * @category Engine
 * @param agreement - the agreed result: `'1-1'`, `'1+-1-'` or `'1--1+'` (any spelling {@link parseResult} reads)
 * @param moves - moves made by both sides (a number), or `{ white, black }`
 * @returns the agreement itself, or `'0-0'` when it came too early
 * @throws `MindsportError` `BAD_RESULT`, `NOT_AN_AGREEMENT` (wins and `0-0`),
 *   `NOT_AN_INTEGER` / `OUT_OF_RANGE` for move counts that are not whole numbers ≥ 0,
 *   `IMPOSSIBLE_MOVE_COUNTS` when White's and Black's counts differ by more than one move
 * @example
 * ```ts
 * import { agreedResult } from 'mindsport/draughts';
 * console.log(agreedResult('1-1', 39), agreedResult('1-1', 40), agreedResult('1+-1-', { white: 40, black: 39 }));
 * // 0-0 1-1 0-0
 * ```
 */
export function agreedResult(agreement: AgreedResult | string, moves: MovesMade): DraughtsGameResult {
  const result = parseResult(agreement, ['agreement']);
  if (result !== '1-1' && result !== '1+-1-' && result !== '1--1+') {
    fail(
      problemAt(
        'NOT_AN_AGREEMENT',
        ['agreement'],
        agreement,
        `${show(agreement)} is not a remise or plus-remise that players can agree`,
      ),
    );
  }
  return isEarlyAgreement(moves) ? '0-0' : result;
}

/**
 * Tells whether an agreement now would come before both sides made 40 moves (seed 004
 * "Algemeen"; spec §6 Decision 2).
 *
 * @category Engine
 * @param moves - moves made by both sides (a number), or `{ white, black }`
 * @returns true when `min(white, black) < 40`
 * @throws `MindsportError` `NOT_AN_INTEGER` / `OUT_OF_RANGE` for counts that are not whole numbers ≥ 0;
 *   `IMPOSSIBLE_MOVE_COUNTS` when they differ by more than one move (the sides move in turn)
 * @example
 * ```ts
 * import { isEarlyAgreement } from 'mindsport/draughts';
 * console.log(isEarlyAgreement({ white: 40, black: 40 }), isEarlyAgreement(12)); // false true
 * ```
 */
export function isEarlyAgreement(moves: MovesMade): boolean {
  if (typeof moves === 'object' && moves !== null) {
    const white = requireInteger(moves.white, ['moves', 'white'], { min: 0 });
    const black = requireInteger(moves.black, ['moves', 'black'], { min: 0 });
    // Issue 23: the sides move in turn, so one game's counts differ by at most one move.
    if (Math.abs(white - black) > 1) {
      fail(
        problemAt(
          'IMPOSSIBLE_MOVE_COUNTS',
          ['moves'],
          moves,
          `White ${white} and Black ${black} moves cannot belong to one game (the sides move in turn, so the counts differ by at most 1)`,
        ),
      );
    }
    return Math.min(white, black) < AGREEMENT_MINIMUM_MOVES;
  }
  return requireInteger(moves, ['moves'], { min: 0 }) < AGREEMENT_MINIMUM_MOVES;
}

/**
 * Counts the moves each side has made after a number of half-moves (plies) from a
 * position with the given side to move: the conversion the 40-move rule needs when a
 * game is stored as a ply list (FMJD counts moves of both sides, spec §2).
 *
 * @category Engine
 * @param plies - half-moves played
 * @param firstToMove - who moved first (White in a normal game)
 * @returns moves made by White and by Black
 * @throws `MindsportError` `NOT_AN_INTEGER` / `OUT_OF_RANGE` for a count that is not a whole number ≥ 0
 * @example
 * ```ts
 * import { movesFromPlies } from 'mindsport/draughts';
 * console.log(movesFromPlies(79)); // { white: 40, black: 39 }
 * ```
 */
export function movesFromPlies(plies: number, firstToMove: 'white' | 'black' = 'white'): MoveCounts {
  requireInteger(plies, ['plies'], { min: 0 });
  checkOneOf(firstToMove, ['white', 'black'], ['firstToMove'], THROW);
  const first = Math.ceil(plies / 2);
  const second = Math.floor(plies / 2);
  return firstToMove === 'white' ? { white: first, black: second } : { white: second, black: first };
}
