import { deepFreeze } from '../../core/freeze.js';
import {
  checkFields,
  checkInteger,
  checkOneOf,
  checkRecord,
  collectProblems,
  type ErrorPath,
  fail,
  MindsportError,
  problemAt,
  type Report,
  show,
  unwrapValidation,
  type Validation,
} from '../../core/internal.js';
import { popcount32 } from './bitboard.js';
import { makePosition, TRUSTED_POSITIONS } from './internal.js';

/**
 * The two colours, black first (black moves first, NOF §12).
 *
 * @category Engine
 * @example
 * ```ts
 * import { DISC_COLOURS } from 'mindsport/othello';
 * console.log(DISC_COLOURS.join(' ')); // black white
 * ```
 */
export const DISC_COLOURS = deepFreeze(['black', 'white'] as const);

/**
 * `'black'` or `'white'`.
 *
 * @category Engine
 */
export type DiscColour = (typeof DISC_COLOURS)[number];

/**
 * A set of squares as two unsigned 32-bit halves: bit `i` of `lo` is square index `i`
 * (a1…h4), bit `i` of `hi` is square index `32 + i` (a5…h8).
 *
 * @category Engine
 */
export interface SquareSet {
  /** Squares a1 (bit 0) … h4 (bit 31), as an unsigned 32-bit integer. */
  readonly lo: number;
  /** Squares a5 (bit 0) … h8 (bit 31), as an unsigned 32-bit integer. */
  readonly hi: number;
}

/**
 * An Othello position: where the discs are and who is to move. Plain, immutable and
 * JSON-serialisable; the halves are unsigned, so equal positions are deep-equal.
 *
 * @category Engine
 */
export interface Position {
  /** Black's discs. */
  readonly black: SquareSet;
  /** White's discs (never overlapping `black`). */
  readonly white: SquareSet;
  /** The side to move. */
  readonly turn: DiscColour;
}

/**
 * Disc counts of a position.
 *
 * @category Engine
 */
export interface DiscCounts {
  /** Black discs on the board. */
  readonly black: number;
  /** White discs on the board. */
  readonly white: number;
  /** Empty squares. */
  readonly empty: number;
}

/**
 * The start position: white on d4 and e5, black on d5 and e4, black to move
 * (NOF §10, §12; spec §1).
 *
 * @category Engine
 * @example
 * ```ts
 * import { START_POSITION, formatPosition } from 'mindsport/othello';
 * console.log(formatPosition(START_POSITION));
 * // ---------------------------OX------XO--------------------------- X
 * ```
 */
export const START_POSITION: Position = makePosition(1 << 28, 1 << 3, 1 << 27, 1 << 4, 'black');

/** Reports every problem of a position at `path`: shape, 32-bit halves, the turn, overlapping discs. */
function checkPosition(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkRecord(value, path, report)) return;
  checkFields(value, ['black', 'white', 'turn'], path, report, ['black', 'white', 'turn']);
  let halves = true;
  for (const colour of DISC_COLOURS) {
    const set = value[colour];
    const setPath = [...path, colour];
    if (set === undefined || !checkRecord(set, setPath, report)) {
      halves = false;
      continue;
    }
    checkFields(set, ['lo', 'hi'], setPath, report, ['lo', 'hi']);
    for (const half of ['lo', 'hi'] as const) {
      const bits = set[half];
      if (
        bits === undefined ||
        !checkInteger(bits, [...setPath, half], report, { min: -0x80000000, max: 0xffffffff })
      ) {
        halves = false;
      }
    }
  }
  if (value.turn !== undefined) checkOneOf(value.turn, DISC_COLOURS, [...path, 'turn'], report);
  if (!halves) return;
  const { black, white } = value as unknown as Position;
  if ((black.lo & white.lo) !== 0 || (black.hi & white.hi) !== 0) {
    report(problemAt('OVERLAPPING_DISCS', path, value, 'a square holds both a black and a white disc'));
  }
}

/**
 * Checks that a value is a well-formed {@link Position} (halves are 32-bit integers, the
 * colours do not overlap, the turn is a colour), for a position read from JSON.
 *
 * @category Engine
 * @param value - a position, typically read from JSON
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { validatePosition } from 'mindsport/othello';
 * const { problems } = validatePosition({ black: { lo: 1, hi: 0 }, white: { lo: 1, hi: 0 }, turn: 'red' });
 * console.log(problems.map((problem) => problem.code)); // [ 'NOT_ONE_OF', 'OVERLAPPING_DISCS' ]
 * ```
 */
export function validatePosition(value: unknown): Validation<Position> {
  if (TRUSTED_POSITIONS.has(value as Position)) return { ok: true, value: value as Position, problems: [] };
  return collectProblems((report) => {
    checkPosition(value, [], report);
    return value as Position;
  });
}

/**
 * Checks a position like {@link validatePosition} and returns it, or throws its first problem.
 *
 * @category Engine
 * @param value - a position, typically read from JSON
 * @returns the same value, typed
 * @throws {@link mindsport!MindsportError} `NOT_AN_OBJECT`, `MISSING_FIELD`, `UNKNOWN_FIELD`, `NOT_AN_INTEGER`, `OUT_OF_RANGE`, `NOT_ONE_OF`, `OVERLAPPING_DISCS`
 * @example
 * ```ts
 * import { START_POSITION, assertPosition } from 'mindsport/othello';
 * const copy = assertPosition(JSON.parse(JSON.stringify(START_POSITION)));
 * console.log(copy.turn); // black
 * ```
 */
export function assertPosition(value: unknown): Position {
  return unwrapValidation(validatePosition(value));
}

/**
 * Internal: a position argument, checked (positions the library built are trusted).
 *
 * @internal
 */
export function requirePosition(value: unknown, path: ErrorPath = []): Position {
  if (TRUSTED_POSITIONS.has(value as Position)) return value as Position;
  return unwrapValidation(
    collectProblems((report) => {
      checkPosition(value, path, report);
      return value as Position;
    }),
  );
}

/**
 * Reads a position written as 64 characters, a1…h8 row by row (`X` black, `O` white,
 * `-` empty; either case), then optional spaces and the side to move (`X` or `O`)
 * — the format of spec §1, also used by Edax and the FFO test positions.
 *
 * @param text - such as `'---------------------------OX------XO--------------------------- X'`
 * @returns the position
 * @category Notation
 * @throws {@link mindsport!MindsportError} `NOT_A_STRING`, `BAD_POSITION_TEXT` naming the character and its offset, or
 *   the missing side to move
 * @example
 * ```ts
 * import { parsePosition, legalMoves } from 'mindsport/othello';
 * const position = parsePosition('---------------------------OX------XO--------------------------- X');
 * console.log(legalMoves(position)); // [ 'd3', 'c4', 'f5', 'e6' ]
 * ```
 */
export function parsePosition(text: string): Position {
  if (typeof text !== 'string')
    fail({ code: 'NOT_A_STRING', path: [], value: text, message: `position ${show(text)} is not text` });
  let blackLo = 0;
  let blackHi = 0;
  let whiteLo = 0;
  let whiteHi = 0;
  for (let square = 0; square < 64; square++) {
    const character = text[square];
    if (character === undefined) {
      throw new MindsportError(
        'BAD_POSITION_TEXT',
        `position text ends after ${text.length} characters; 64 squares and the side to move are needed`,
        { path: [text.length], value: text },
      );
    }
    const bit = 1 << square; // shifts use the count modulo 32
    if (character === 'X' || character === 'x') {
      if (square < 32) blackLo |= bit;
      else blackHi |= bit;
    } else if (character === 'O' || character === 'o') {
      if (square < 32) whiteLo |= bit;
      else whiteHi |= bit;
    } else if (character !== '-') {
      throw new MindsportError(
        'BAD_POSITION_TEXT',
        `character ${square + 1} (square ${squareLabel(square)}) is ${show(character)}; expected X, O or -`,
        { path: [square], value: character },
      );
    }
  }
  const side = text.slice(64).trim();
  let turn: DiscColour;
  if (side === 'X' || side === 'x') turn = 'black';
  else if (side === 'O' || side === 'o') turn = 'white';
  else {
    throw new MindsportError(
      'BAD_POSITION_TEXT',
      side === ''
        ? 'the side to move (X or O) is missing after the 64 squares'
        : `side to move ${show(side)} is not X or O`,
      { path: [64], value: side },
    );
  }
  return makePosition(blackLo, blackHi, whiteLo, whiteHi, turn);
}

/**
 * Writes a position as 64 characters a1…h8 (`X` black, `O` white, `-` empty), a space and
 * the side to move (`X` or `O`) (spec §1).
 *
 * @param position - the position
 * @category Notation
 * @returns the 66-character text
 * @throws {@link mindsport!MindsportError} the codes of {@link assertPosition} when `position` is malformed
 * @example
 * ```ts
 * import { START_POSITION, formatPosition, play } from 'mindsport/othello';
 * console.log(formatPosition(play(START_POSITION, 'f5')));
 * // ---------------------------OX------XXX-------------------------- O
 * ```
 */
export function formatPosition(position: Position): string {
  requirePosition(position);
  let text = '';
  for (let square = 0; square < 64; square++) {
    const shift = square & 31;
    const black = ((square < 32 ? position.black.lo : position.black.hi) >>> shift) & 1;
    const white = ((square < 32 ? position.white.lo : position.white.hi) >>> shift) & 1;
    text += black ? 'X' : white ? 'O' : '-';
  }
  return `${text} ${position.turn === 'black' ? 'X' : 'O'}`;
}

/**
 * Counts the discs of each colour and the empty squares.
 *
 * @param position - the position
 * @category Engine
 * @returns `{ black, white, empty }`
 * @throws {@link mindsport!MindsportError} the codes of {@link assertPosition} when `position` is malformed
 * @example
 * ```ts
 * import { START_POSITION, discCounts } from 'mindsport/othello';
 * console.log(discCounts(START_POSITION)); // { black: 2, white: 2, empty: 60 }
 * ```
 */
export function discCounts(position: Position): DiscCounts {
  requirePosition(position);
  const black = popcount32(position.black.lo) + popcount32(position.black.hi);
  const white = popcount32(position.white.lo) + popcount32(position.white.hi);
  return { black, white, empty: 64 - black - white };
}

/**
 * The other colour.
 *
 * @category Engine
 * @param colour - a colour
 * @returns the opponent's colour
 * @throws {@link mindsport!MindsportError} `NOT_ONE_OF`
 * @example
 * ```ts
 * import { opponent } from 'mindsport/othello';
 * console.log(opponent('black')); // white
 * ```
 */
export function opponent(colour: DiscColour): DiscColour {
  if (colour !== 'black' && colour !== 'white') {
    fail(problemAt('NOT_ONE_OF', ['colour'], colour, `${show(colour)} is not one of black, white`));
  }
  return colour === 'black' ? 'white' : 'black';
}

function squareLabel(square: number): string {
  return `${'abcdefgh'[square & 7]}${(square >> 3) + 1}`;
}
