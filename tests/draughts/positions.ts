/** Small builders of draughts positions and moves for the PDN tests. */
import {
  DRAUGHTS_START,
  type DraughtsMove,
  type DraughtsPosition,
  draughtsLegalMoves,
  playMove,
} from '../../src/draughts/index.js';

/** The squares `from` … `to`. */
export const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A position from its side to move and piece lists. */
export const pos = (
  turn: 'white' | 'black',
  whiteMen: number[],
  blackMen: number[],
  whiteKings: number[] = [],
  blackKings: number[] = [],
): DraughtsPosition => ({ turn, whiteMen, whiteKings, blackMen, blackKings });

/** A move without promotion. */
export const mv = (
  from: number,
  to: number,
  captures: number[] = [],
  path: number[] = [from, to],
): DraughtsMove => ({
  from,
  to,
  captures,
  path,
  promotion: false,
});

/** The starting position (spec §2). */
export const START = pos('white', range(31, 50), range(1, 20));

/**
 * A legal game from the start: each choice picks a move by its index (modulo) into the legal
 * moves, until the choices or the legal moves run out; with the position it ends in.
 */
export function legalGame(choices: readonly number[]): { moves: DraughtsMove[]; end: DraughtsPosition } {
  const moves: DraughtsMove[] = [];
  let position = DRAUGHTS_START;
  for (const choice of choices) {
    const legal = draughtsLegalMoves(position);
    if (legal.length === 0) break;
    const move = legal[choice % legal.length]!;
    moves.push(move);
    position = playMove(position, move);
  }
  return { moves, end: position };
}
