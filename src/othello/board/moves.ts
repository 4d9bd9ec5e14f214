import { MindsportError } from '../../core/internal.js';
import { computeFlips, generateMoves } from './bitboard.js';
import { makePosition, toSquareIndex } from './internal.js';
import { opponent, type Position, requirePosition } from './position.js';
import { SQUARE_NAMES, type SquareName } from './square.js';

const scratch = new Int32Array(2);

/** The squares of a bitboard given as halves, in index order a1…h8. */
function squaresOf(lo: number, hi: number): SquareName[] {
  const names: SquareName[] = [];
  for (let bits = lo | 0; bits !== 0; bits &= bits - 1)
    names.push(SQUARE_NAMES[31 - Math.clz32(bits & -bits)]!);
  for (let bits = hi | 0; bits !== 0; bits &= bits - 1)
    names.push(SQUARE_NAMES[63 - Math.clz32(bits & -bits)]!);
  return names;
}

/** Writes the mover's legal-move mask into `scratch`. */
function moveMask(position: Position): void {
  const { black, white } = position;
  if (position.turn === 'black')
    generateMoves(black.lo | 0, black.hi | 0, white.lo | 0, white.hi | 0, scratch);
  else generateMoves(white.lo | 0, white.hi | 0, black.lo | 0, black.hi | 0, scratch);
}

/**
 * The legal moves of the side to move, in square order a1, b1, …, h8: every empty square
 * where a disc brackets at least one line of opponent discs (NOF §12; spec §1). Empty when
 * the side to move must pass.
 *
 * @category Engine
 * @param position - the position
 * @returns the square names
 * @throws {@link mindsport!MindsportError} the codes of {@link assertPosition} when `position` is malformed
 * @example
 * ```ts
 * import { START_POSITION, legalMoves } from 'mindsport/othello';
 * console.log(legalMoves(START_POSITION)); // [ 'd3', 'c4', 'f5', 'e6' ]
 * ```
 */
export function legalMoves(position: Position): SquareName[] {
  requirePosition(position);
  moveMask(position);
  return squaresOf(scratch[0]!, scratch[1]!);
}

/**
 * Whether the side to move has at least one legal move (otherwise it must pass, NOF §12).
 *
 * @category Engine
 * @param position - the position
 * @returns true when a move is available
 * @throws {@link mindsport!MindsportError} the codes of {@link assertPosition} when `position` is malformed
 * @example
 * ```ts
 * import { START_POSITION, hasLegalMove } from 'mindsport/othello';
 * console.log(hasLegalMove(START_POSITION)); // true
 * ```
 */
export function hasLegalMove(position: Position): boolean {
  requirePosition(position);
  moveMask(position);
  return (scratch[0]! | scratch[1]!) !== 0;
}

/**
 * Whether the game is over: neither side can move (NOF §14; a full board is the usual case).
 *
 * @category Engine
 * @param position - the position
 * @returns true when neither player has a legal move
 * @throws {@link mindsport!MindsportError} the codes of {@link assertPosition} when `position` is malformed
 * @example
 * ```ts
 * import { START_POSITION, isGameOver, parsePosition } from 'mindsport/othello';
 * console.log(isGameOver(START_POSITION)); // false
 * console.log(isGameOver(parsePosition(`${'X'.repeat(63)}- O`))); // true
 * ```
 */
export function isGameOver(position: Position): boolean {
  requirePosition(position);
  const { black, white } = position;
  generateMoves(black.lo | 0, black.hi | 0, white.lo | 0, white.hi | 0, scratch);
  if ((scratch[0]! | scratch[1]!) !== 0) return false;
  generateMoves(white.lo | 0, white.hi | 0, black.lo | 0, black.hi | 0, scratch);
  return (scratch[0]! | scratch[1]!) === 0;
}

/**
 * The opponent discs that a move of the side to move would flip, in square order; empty
 * when the square is occupied or brackets nothing (i.e. the move is illegal; NOF §12).
 *
 * @category Engine
 * @param position - the position
 * @param square - the square, as a name (`'f5'`, either case) or an index 0–63
 * @returns the flipped squares
 * @throws {@link mindsport!MindsportError} `BAD_SQUARE` or the codes of {@link assertPosition}
 * @example
 * ```ts
 * import { START_POSITION, flips } from 'mindsport/othello';
 * console.log(flips(START_POSITION, 'f5')); // [ 'e5' ]
 * ```
 */
export function flips(position: Position, square: SquareName | number): SquareName[] {
  requirePosition(position, ['position']);
  const index = toSquareIndex(square, ['square']);
  const { black, white } = position;
  const bit = 1 << index;
  if ((((index < 32 ? black.lo | white.lo : black.hi | white.hi) & bit) | 0) !== 0) return [];
  if (position.turn === 'black') computeFlips(black.lo, black.hi, white.lo, white.hi, index, scratch);
  else computeFlips(white.lo, white.hi, black.lo, black.hi, index, scratch);
  return squaresOf(scratch[0]!, scratch[1]!);
}

/**
 * Plays a move for the side to move and returns the new position (the input is not
 * changed): the disc is placed and every bracketed line flips (NOF §12; spec §1). The
 * opponent is then to move, even if they will have to pass.
 *
 * @category Engine
 * @param position - the position
 * @param square - the square, as a name (`'f5'`, either case) or an index 0–63
 * @returns the position after the move
 * @throws {@link mindsport!MindsportError} `ILLEGAL_MOVE` when the square is occupied or flips
 *   nothing (the message says which), `BAD_SQUARE`, the codes of {@link assertPosition}
 * @example
 * ```ts
 * import { START_POSITION, discCounts, play } from 'mindsport/othello';
 * const next = play(START_POSITION, 'f5');
 * console.log(next.turn, discCounts(next)); // white { black: 4, white: 1, empty: 59 }
 * ```
 */
export function play(position: Position, square: SquareName | number | string): Position {
  requirePosition(position, ['position']);
  const index = toSquareIndex(square, ['square']);
  const name = SQUARE_NAMES[index]!;
  const { black, white } = position;
  const half = index < 32;
  const bit = 1 << index;
  if (((half ? black.lo | white.lo : black.hi | white.hi) & bit) !== 0) {
    throw new MindsportError('ILLEGAL_MOVE', `${name} is already occupied`, {
      path: ['square'],
      value: square,
    });
  }
  const mover = position.turn === 'black' ? black : white;
  const other = position.turn === 'black' ? white : black;
  computeFlips(mover.lo, mover.hi, other.lo, other.hi, index, scratch);
  const flipsLo = scratch[0]!;
  const flipsHi = scratch[1]!;
  if ((flipsLo | flipsHi) === 0) {
    throw new MindsportError('ILLEGAL_MOVE', `${name} flips nothing for ${position.turn}`, {
      path: ['square'],
      value: square,
    });
  }
  const moverLo = mover.lo | flipsLo | (half ? bit : 0);
  const moverHi = mover.hi | flipsHi | (half ? 0 : bit);
  const otherLo = other.lo & ~flipsLo;
  const otherHi = other.hi & ~flipsHi;
  return position.turn === 'black'
    ? makePosition(moverLo, moverHi, otherLo, otherHi, 'white')
    : makePosition(otherLo, otherHi, moverLo, moverHi, 'black');
}

/**
 * Passes: the same discs with the other side to move. Allowed only when the side to move
 * has no legal move and the opponent has one (NOF §12: "mister man trekket").
 *
 * @category Engine
 * @param position - the position
 * @returns the position with the turn handed over
 * @throws {@link mindsport!MindsportError} `PASS_NOT_ALLOWED` when the side to move has a legal
 *   move, `GAME_OVER` when neither side can move, the codes of {@link assertPosition}
 * @example
 * ```ts
 * import { pass, parsePosition } from 'mindsport/othello';
 * // White has no disc next to an empty square it could bracket from: it must pass.
 * const position = parsePosition(`XXXXXXO-${'X'.repeat(56)} O`);
 * console.log(pass(position).turn); // black
 * ```
 */
export function pass(position: Position): Position {
  if (hasLegalMove(position)) {
    throw new MindsportError('PASS_NOT_ALLOWED', `${position.turn} has a legal move and may not pass`, {
      value: position.turn,
    });
  }
  if (isGameOver(position)) {
    throw new MindsportError('GAME_OVER', 'the game is over: neither side can move', {
      value: position.turn,
    });
  }
  const { black, white } = position;
  return makePosition(black.lo, black.hi, white.lo, white.hi, opponent(position.turn));
}
