/**
 * Helpers shared by the engine's files and deliberately not exported from
 * `mindsport/othello`.
 */
import { type ErrorPath, MindsportError, show } from '../../core/internal.js';
import type { DiscColour, Position } from './position.js';
import type { SquareName } from './square.js';

/**
 * Positions built by the library: frozen and valid by construction, so the public
 * functions skip re-checking them (a copy read from JSON is checked in full).
 */
export const TRUSTED_POSITIONS = new WeakSet<Position>();

/**
 * Builds a frozen position from raw halves (any 32-bit integers; stored unsigned).
 */
export function makePosition(
  blackLo: number,
  blackHi: number,
  whiteLo: number,
  whiteHi: number,
  turn: DiscColour,
): Position {
  const position: Position = Object.freeze({
    black: Object.freeze({ lo: blackLo >>> 0, hi: blackHi >>> 0 }),
    white: Object.freeze({ lo: whiteLo >>> 0, hi: whiteHi >>> 0 }),
    turn,
  });
  TRUSTED_POSITIONS.add(position);
  return position;
}

/**
 * Index of the square whose two-character name starts at `offset` of `text` (either
 * case), or −1 when those characters are not a square name.
 */
export function squareIndexAt(text: string, offset: number): number {
  const file = (text.charCodeAt(offset) | 0x20) - 97; // 'a' = 97; | 0x20 lower-cases letters
  const rank = text.charCodeAt(offset + 1) - 49; // '1' = 49
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : -1;
}

/** Reads a square given either as a name or as an index, for functions that accept both. */
export function toSquareIndex(square: SquareName | number | string, path: ErrorPath): number {
  if (typeof square === 'number') {
    if (Number.isInteger(square) && square >= 0 && square < 64) return square;
    throw new MindsportError('BAD_SQUARE', `${show(square)} is not a square index (0…63)`, {
      path,
      value: square,
    });
  }
  const index = typeof square === 'string' && square.length === 2 ? squareIndexAt(square, 0) : -1;
  if (index < 0) {
    throw new MindsportError('BAD_SQUARE', `${show(square)} is not a square name (a1…h8)`, {
      path,
      value: square,
    });
  }
  return index;
}
