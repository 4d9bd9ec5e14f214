import { fail, MindsportError, show } from '../../core/internal.js';
import { squareIndexAt } from './internal.js';

/**
 * The eight column letters, left to right (spec §1).
 *
 * @category Notation
 * @example
 * ```ts
 * import { FILES } from 'mindsport/othello';
 * console.log(FILES.join('')); // abcdefgh
 * ```
 */
export const FILES = Object.freeze(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const);
/**
 * A column letter `a`…`h`.
 *
 * @category Notation
 */
export type File = (typeof FILES)[number];
/**
 * The eight row digits, top to bottom (spec §1).
 *
 * @category Notation
 * @example
 * ```ts
 * import { RANKS } from 'mindsport/othello';
 * console.log(RANKS.join('')); // 12345678
 * ```
 */
export const RANKS = Object.freeze(['1', '2', '3', '4', '5', '6', '7', '8'] as const);
/**
 * A row digit `1`…`8`.
 *
 * @category Notation
 */
export type Rank = (typeof RANKS)[number];
/**
 * A square name in lower case, `a1`…`h8`: column letter then row digit (spec §1).
 *
 * @category Notation
 */
export type SquareName = `${File}${Rank}`;

/**
 * The 64 square names in index order: `SQUARE_NAMES[i]` is the square with index `i`
 * (a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63), the bit order of the engine's bitboards.
 *
 * @category Notation
 * @example
 * ```ts
 * import { SQUARE_NAMES } from 'mindsport/othello';
 * console.log(SQUARE_NAMES[0], SQUARE_NAMES[31], SQUARE_NAMES[32], SQUARE_NAMES[63]); // a1 h4 a5 h8
 * ```
 */
export const SQUARE_NAMES: readonly SquareName[] = Object.freeze(
  RANKS.flatMap((rank) => FILES.map((file): SquareName => `${file}${rank}`)),
);

/**
 * Reads a square name, `a1`…`h8` (either case), as its index 0–63 (a1 = 0, h1 = 7, a2 = 8,
 * h8 = 63; spec §1 notation).
 *
 * @category Notation
 * @param text - the square name
 * @returns the square index 0–63
 * @throws {@link mindsport!MindsportError} `NOT_A_STRING`, `BAD_SQUARE` when `text` is not a square name
 * @example
 * ```ts
 * import { parseSquare } from 'mindsport/othello';
 * console.log(parseSquare('f5'), parseSquare('H8')); // 37 63
 * ```
 */
export function parseSquare(text: string): number {
  if (typeof text !== 'string')
    fail({ code: 'NOT_A_STRING', path: [], value: text, message: `square ${show(text)} is not text` });
  const square = text.length === 2 ? squareIndexAt(text, 0) : -1;
  if (square < 0) {
    throw new MindsportError('BAD_SQUARE', `${show(text)} is not a square name (a1…h8)`, { value: text });
  }
  return square;
}

/**
 * Writes a square index 0–63 as its lower-case name (spec §1 notation).
 *
 * @category Notation
 * @param square - the index, a1 = 0 … h8 = 63
 * @returns the name, such as `'f5'`
 * @throws {@link mindsport!MindsportError} `BAD_SQUARE` when `square` is not an integer 0–63
 * @example
 * ```ts
 * import { formatSquare } from 'mindsport/othello';
 * console.log(formatSquare(37)); // f5
 * ```
 */
export function formatSquare(square: number): SquareName {
  const name = Number.isInteger(square) ? SQUARE_NAMES[square] : undefined;
  if (name === undefined) {
    throw new MindsportError('BAD_SQUARE', `${show(square)} is not a square index (0…63)`, { value: square });
  }
  return name;
}
