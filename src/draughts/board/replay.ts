/**
 * Replaying a game move after move on one engine board, for the PDN reader (issue 29): the
 * position stays in the board's bit sets from the first move to the last, and only the
 * moves played become objects. Reading 20,000 games with a plain position per ply (loaded
 * into a board, moves generated as objects, played into new lists) spent most of its time
 * there and in collecting that garbage.
 *
 * @module
 */
import { boardMovesWithPaths, type DraughtsMove, matchNotation, promotes } from './move.js';
import { DraughtsBoard } from './movegen.js';
import { boardFromPosition, type DraughtsPosition, positionFromBoard } from './position.js';
import { bitOfSquare, squareOfBit } from './squares.js';

/** Whether a set of captured pieces (two halves) holds two pieces or more. */
function severalPieces(lo: number, hi: number): boolean {
  return (lo & (lo - 1)) !== 0 || (hi & (hi - 1)) !== 0 || (lo !== 0 && hi !== 0);
}

/** The engine bit of the only piece of a non-empty set (two halves). */
function onlyBit(lo: number, hi: number): number {
  return lo !== 0 ? 31 - Math.clz32(lo) : 63 - Math.clz32(hi);
}

/**
 * A game being replayed: load a checked position, then play moves given by their squares.
 *
 * @internal
 */
export class MoveReplay {
  private readonly board = new DraughtsBoard();

  /** Starts from a checked position. */
  load(position: DraughtsPosition): void {
    boardFromPosition(position, this.board);
  }

  /** The position reached, as plain data. */
  position(): DraughtsPosition {
    return positionFromBoard(this.board);
  }

  /**
   * Plays the one legal move that `squares[0 … length - 1]` (origin, landing squares written
   * in between, destination; each 1–50) can mean, as `matchingMoves` reads a notation, and
   * returns it; null when no legal move fits or several do (nothing is played then).
   *
   * A quiet move or a capture of one piece is the only legal move with its two ends and
   * has no landing square in between, so it is read straight from the move stack; a capture
   * of several pieces has its paths generated to check the squares written in between.
   */
  play(squares: ArrayLike<number>, length: number): DraughtsMove | null {
    const board = this.board;
    const from = squares[0]!;
    const to = squares[length - 1]!;
    const fromTo = bitOfSquare(from) | (bitOfSquare(to) << 8);
    board.top = 0;
    let count = board.generateCaptures();
    if (count === 0) count = board.generateQuiet();
    const stack = board.moves;
    let found = -1;
    for (let entry = 0; entry < 3 * count; entry += 3) {
      if (stack[entry] !== fromTo) continue;
      if (severalPieces(stack[entry + 1]!, stack[entry + 2]!)) return this.playCapture(squares, length);
      if (found >= 0) return null;
      found = entry;
    }
    if (found < 0 || length > 2) return null;
    const capturedLo = stack[found + 1]!;
    const capturedHi = stack[found + 2]!;
    const move: DraughtsMove = {
      from,
      to,
      captures: (capturedLo | capturedHi) === 0 ? [] : [squareOfBit(onlyBit(capturedLo, capturedHi))],
      path: [from, to],
      promotion: promotes(board, fromTo & 0xff, to),
    };
    board.play(found);
    return move;
  }

  /** A capture of several pieces: the landing squares written must lie on one of its paths. */
  private playCapture(squares: ArrayLike<number>, length: number): DraughtsMove | null {
    const written = Array.from(squares).slice(0, length);
    const ends = { from: written[0]!, to: written[length - 1]! };
    const matches = matchNotation(boardMovesWithPaths(this.board, ends), { squares: written, capture: true });
    if (matches.length !== 1) return null;
    const move = matches[0]!;
    let capturedLo = 0;
    let capturedHi = 0;
    for (const square of move.captures) {
      const bit = bitOfSquare(square);
      if (bit < 32) capturedLo |= 1 << bit;
      else capturedHi |= 1 << (bit - 32);
    }
    // The move stack is scratch: the move is written over its first entry and played from there.
    const stack = this.board.moves;
    stack[0] = bitOfSquare(move.from) | (bitOfSquare(move.to) << 8);
    stack[1] = capturedLo;
    stack[2] = capturedHi;
    this.board.play(0);
    return move;
  }
}
