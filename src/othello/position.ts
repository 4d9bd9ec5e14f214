import { deepFreeze } from '../core/freeze.js';
import { type ErrorPath, MindsportError, show } from '../core/internal.js';
import { popcount32 } from './bitboard.js';
import { makePosition, TRUSTED_POSITIONS } from './internal.js';

/** The two colours; black moves first (NOF §12). */
export const COLOURS = deepFreeze(['black', 'white'] as const);
/** `'black'` or `'white'`. */
export type Colour = (typeof COLOURS)[number];

/**
 * A set of squares as two unsigned 32-bit halves: bit `i` of `lo` is square index `i`
 * (a1…h4), bit `i` of `hi` is square index `32 + i` (a5…h8).
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
 */
export interface Position {
  /** Black's discs. */
  readonly black: SquareSet;
  /** White's discs (never overlapping `black`). */
  readonly white: SquareSet;
  /** The side to move. */
  readonly turn: Colour;
}

/** Disc counts of a position. */
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
 * @example
 * ```ts
 * import { START_POSITION, formatPosition } from 'mindsport/othello';
 * console.log(formatPosition(START_POSITION));
 * // ---------------------------OX------XO--------------------------- X
 * ```
 */
export const START_POSITION: Position = makePosition(1 << 28, 1 << 3, 1 << 27, 1 << 4, 'black');

/**
 * Checks that a value is a well-formed {@link Position} (halves are 32-bit integers, the
 * colours do not overlap, the turn is a colour) and returns it.
 *
 * @param value - a position, typically read from JSON
 * @param path - where it sits in the input, for errors
 * @returns the same value, typed
 * @throws {@link MindsportError} `BAD_POSITION` naming the bad field
 * @example
 * ```ts
 * import { START_POSITION, requirePosition } from 'mindsport/othello';
 * const copy = requirePosition(JSON.parse(JSON.stringify(START_POSITION)));
 * console.log(copy.turn); // black
 * ```
 */
export function requirePosition(value: unknown, path: ErrorPath = []): Position {
  if (TRUSTED_POSITIONS.has(value as Position)) return value as Position;
  const fail = (where: ErrorPath, bad: unknown, why: string): never => {
    throw new MindsportError('BAD_POSITION', `position${where.length ? ` ${where.join('.')}` : ''}: ${why}`, {
      path: [...path, ...where],
      value: bad,
    });
  };
  if (typeof value !== 'object' || value === null) return fail([], value, `${show(value)} is not a position`);
  const record = value as Record<string, unknown>;
  for (const colour of COLOURS) {
    const set = record[colour];
    if (typeof set !== 'object' || set === null)
      fail([colour], set, `${show(set)} is not a square set {lo, hi}`);
    for (const half of ['lo', 'hi'] as const) {
      const bits = (set as Record<string, unknown>)[half];
      if (typeof bits !== 'number' || !Number.isInteger(bits) || bits < -0x80000000 || bits > 0xffffffff) {
        fail([colour, half], bits, `${show(bits)} is not a 32-bit integer`);
      }
    }
  }
  if (record.turn !== 'black' && record.turn !== 'white') {
    fail(['turn'], record.turn, `${show(record.turn)} is not 'black' or 'white'`);
  }
  const position = value as Position;
  if ((position.black.lo & position.white.lo) !== 0 || (position.black.hi & position.white.hi) !== 0) {
    fail([], value, 'a square holds both a black and a white disc');
  }
  return position;
}

/**
 * Reads a position written as 64 characters, a1…h8 row by row (`X` black, `O` white,
 * `-` empty; either case), then optional spaces and the side to move (`X` or `O`)
 * — the format of spec §1, also used by Edax and the FFO test positions.
 *
 * @param text - such as `'---------------------------OX------XO--------------------------- X'`
 * @returns the position
 * @throws {@link MindsportError} `BAD_POSITION_TEXT` naming the character and its offset, or
 *   the missing side to move
 * @example
 * ```ts
 * import { parsePosition, legalMoves } from 'mindsport/othello';
 * const position = parsePosition('---------------------------OX------XO--------------------------- X');
 * console.log(legalMoves(position)); // [ 'd3', 'c4', 'f5', 'e6' ]
 * ```
 */
export function parsePosition(text: string): Position {
  if (typeof text !== 'string') {
    throw new MindsportError('BAD_POSITION_TEXT', `${show(text)} is not a position string`, { value: text });
  }
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
  let turn: Colour;
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
 * @returns the 66-character text
 * @throws {@link MindsportError} `BAD_POSITION` when `position` is malformed
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
 * @returns `{ black, white, empty }`
 * @throws {@link MindsportError} `BAD_POSITION` when `position` is malformed
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
 * @param colour - a colour
 * @returns the opponent's colour
 * @example
 * ```ts
 * import { opponent } from 'mindsport/othello';
 * console.log(opponent('black')); // white
 * ```
 */
export function opponent(colour: Colour): Colour {
  if (colour !== 'black' && colour !== 'white') {
    throw new MindsportError('BAD_COLOUR', `${show(colour)} is not 'black' or 'white'`, { value: colour });
  }
  return colour === 'black' ? 'white' : 'black';
}

function squareLabel(square: number): string {
  return `${'abcdefgh'[square & 7]}${(square >> 3) + 1}`;
}
