/**
 * The 50 playable squares of the 10×10 international draughts board and their place in
 * the engine's bit layout.
 *
 * Square 1 is the second square of the top row (Black's side), square 50 the ninth of the
 * bottom row (White's side). Inside the engine square `n` is bit `n - 1 + ⌊(n - 1) / 10⌋`
 * of a 54-bit set: after every pair of rows one unused "ghost" bit (10, 21, 32, 43) is left
 * out, so the four diagonal neighbours are always at bit distance 5 and 6 and a shift never
 * wraps round the board edge into a real square.
 */

/** Number of playable squares on the board. */
export const SQUARE_COUNT = 50;

/** Number of bits of the engine's square set (50 squares, 4 ghost bits). */
export const BIT_COUNT = 54;

/** Diagonal directions in bit steps: up-left, up-right (towards square 1), down-left, down-right. */
export const DIRECTION_STEPS = [-6, -5, 5, 6] as const;

/**
 * The engine bit of a square number (1–50). No range check: callers validate first.
 *
 * @internal
 */
export function bitOfSquare(square: number): number {
  const index = square - 1;
  return index + ((index / 10) | 0);
}

/**
 * The square number (1–50) of an engine bit that is not a ghost bit.
 *
 * @internal
 */
export function squareOfBit(bit: number): number {
  return bit - ((bit / 11) | 0) + 1;
}

/**
 * The board row of a square, 0 (top, squares 1–5) to 9 (bottom, squares 46–50).
 *
 * @internal
 */
export function rowOfSquare(square: number): number {
  return ((square - 1) / 5) | 0;
}

/**
 * The board column of a square, 0 (left) to 9 (right).
 *
 * @internal
 */
export function columnOfSquare(square: number): number {
  const row = rowOfSquare(square);
  const index = (square - 1) % 5;
  return row % 2 === 0 ? 2 * index + 1 : 2 * index;
}

/**
 * The square number at a row and column, or 0 when that is a light square or off the board.
 *
 * @internal
 */
export function squareAt(row: number, column: number): number {
  if (row < 0 || row > 9 || column < 0 || column > 9) return 0;
  if ((row + column) % 2 === 0) return 0;
  return row * 5 + ((column / 2) | 0) + 1;
}

/**
 * For each engine bit and direction (index `bit * 4 + direction`), the neighbouring bit
 * in that direction, or -1 off the board. Built from board coordinates, not from the bit
 * steps, so the two can be checked against each other.
 *
 * @internal
 */
export const NEIGHBOUR: Int8Array = (() => {
  const table = new Int8Array(BIT_COUNT * 4).fill(-1);
  const rowSteps = [-1, -1, 1, 1];
  const columnSteps = [-1, 1, -1, 1];
  for (let square = 1; square <= SQUARE_COUNT; square++) {
    const bit = bitOfSquare(square);
    for (let direction = 0; direction < 4; direction++) {
      const next = squareAt(
        rowOfSquare(square) + rowSteps[direction]!,
        columnOfSquare(square) + columnSteps[direction]!,
      );
      table[bit * 4 + direction] = next === 0 ? -1 : bitOfSquare(next);
    }
  }
  return table;
})();
