import { MindsportError, show } from '../core/internal.js';
import { hasBit } from './bitboard.js';
import { DraughtsBoard } from './movegen.js';
import { bitOfSquare, SQUARE_COUNT } from './squares.js';

/**
 * The two sides, White (moves first, starts on squares 31–50) and Black (squares 1–20).
 *
 * @example
 * ```ts
 * import { DRAUGHTS_COLOURS } from 'mindsport/draughts';
 * console.log(DRAUGHTS_COLOURS); // [ 'white', 'black' ]
 * ```
 */
export const DRAUGHTS_COLOURS = Object.freeze(['white', 'black'] as const);

/** A side: `'white'` or `'black'`. */
export type DraughtsColour = (typeof DRAUGHTS_COLOURS)[number];

/**
 * A position of international draughts on the 10×10 board: who is to move and which of
 * the squares 1–50 hold which pieces. Plain JSON data; lists are sorted ascending.
 */
export interface DraughtsPosition {
  /** The side to move. */
  readonly turn: DraughtsColour;
  /** Squares of White's men. */
  readonly whiteMen: readonly number[];
  /** Squares of White's kings. */
  readonly whiteKings: readonly number[];
  /** Squares of Black's men. */
  readonly blackMen: readonly number[];
  /** Squares of Black's kings. */
  readonly blackKings: readonly number[];
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/**
 * The starting position of international draughts (FMJD rules, spec §2): Black's men on
 * 1–20, White's men on 31–50, White to move — FEN `W:W31-50:B1-20`.
 *
 * @example
 * ```ts
 * import { DRAUGHTS_START } from 'mindsport/draughts';
 * console.log(DRAUGHTS_START.whiteMen.length, DRAUGHTS_START.turn); // 20 white
 * ```
 */
export const DRAUGHTS_START: DraughtsPosition = Object.freeze({
  turn: 'white',
  whiteMen: Object.freeze(range(31, 50)),
  whiteKings: Object.freeze([]),
  blackMen: Object.freeze(range(1, 20)),
  blackKings: Object.freeze([]),
}) as DraughtsPosition;

const PIECE_LISTS = ['whiteMen', 'whiteKings', 'blackMen', 'blackKings'] as const;

/**
 * Checks a position: the side to move is `'white'` or `'black'`, every square is a whole
 * number 1–50 and holds at most one piece, no man stands on its own promotion row (White's
 * men never on 1–5, Black's never on 46–50: they would have been crowned, FMJD rules).
 * Returns a normalised copy with sorted lists.
 *
 * @param position - the position to check
 * @returns a copy with each piece list sorted ascending
 * @throws {@link MindsportError} `DRAUGHTS_POSITION_INVALID`, `DRAUGHTS_SQUARE_OUT_OF_RANGE`,
 *   `DRAUGHTS_SQUARE_TAKEN` or `DRAUGHTS_MAN_ON_PROMOTION_ROW`, with the path of the bad field
 * @example
 * ```ts
 * import { validateDraughtsPosition } from 'mindsport/draughts';
 * const position = validateDraughtsPosition({ turn: 'black', whiteMen: [33, 31], whiteKings: [], blackMen: [18], blackKings: [] });
 * console.log(position.whiteMen); // [ 31, 33 ]
 * ```
 */
export function validateDraughtsPosition(position: DraughtsPosition): DraughtsPosition {
  if (typeof position !== 'object' || position === null) {
    throw new MindsportError('DRAUGHTS_POSITION_INVALID', 'a draughts position must be an object', {
      value: position,
    });
  }
  if (position.turn !== 'white' && position.turn !== 'black') {
    throw new MindsportError(
      'DRAUGHTS_POSITION_INVALID',
      `turn must be 'white' or 'black', not ${show(position.turn)}`,
      {
        path: ['turn'],
        value: position.turn,
      },
    );
  }
  const seen = new Map<number, string>();
  const lists: Record<(typeof PIECE_LISTS)[number], number[]> = {
    whiteMen: [],
    whiteKings: [],
    blackMen: [],
    blackKings: [],
  };
  for (const name of PIECE_LISTS) {
    const list = position[name];
    if (!Array.isArray(list)) {
      throw new MindsportError('DRAUGHTS_POSITION_INVALID', `${name} must be a list of squares`, {
        path: [name],
        value: list,
      });
    }
    list.forEach((square: unknown, index: number) => {
      if (typeof square !== 'number' || !Number.isInteger(square) || square < 1 || square > SQUARE_COUNT) {
        throw new MindsportError(
          'DRAUGHTS_SQUARE_OUT_OF_RANGE',
          `${name}[${index}]: square ${show(square)} is not 1–50`,
          {
            path: [name, index],
            value: square,
          },
        );
      }
      const other = seen.get(square);
      if (other !== undefined) {
        throw new MindsportError(
          'DRAUGHTS_SQUARE_TAKEN',
          `${name}[${index}]: square ${square} is already in ${other}`,
          {
            path: [name, index],
            value: square,
          },
        );
      }
      if ((name === 'whiteMen' && square <= 5) || (name === 'blackMen' && square >= 46)) {
        throw new MindsportError(
          'DRAUGHTS_MAN_ON_PROMOTION_ROW',
          `${name}[${index}]: a ${name === 'whiteMen' ? 'white' : 'black'} man cannot stand on square ${square}, its promotion row`,
          { path: [name, index], value: square },
        );
      }
      seen.set(square, name);
      lists[name].push(square);
    });
  }
  return {
    turn: position.turn,
    whiteMen: lists.whiteMen.sort((a, b) => a - b),
    whiteKings: lists.whiteKings.sort((a, b) => a - b),
    blackMen: lists.blackMen.sort((a, b) => a - b),
    blackKings: lists.blackKings.sort((a, b) => a - b),
  };
}

/**
 * Loads a checked position into an engine board.
 *
 * @internal
 */
export function boardFromPosition(
  position: DraughtsPosition,
  board: DraughtsBoard = new DraughtsBoard(),
): DraughtsBoard {
  board.whiteLo = 0;
  board.whiteHi = 0;
  board.blackLo = 0;
  board.blackHi = 0;
  board.kingsLo = 0;
  board.kingsHi = 0;
  const set = (square: number, colour: 'white' | 'black', king: boolean): void => {
    const bit = bitOfSquare(square);
    const lo = bit < 32 ? 1 << bit : 0;
    const hi = bit < 32 ? 0 : 1 << (bit - 32);
    if (colour === 'white') {
      board.whiteLo |= lo;
      board.whiteHi |= hi;
    } else {
      board.blackLo |= lo;
      board.blackHi |= hi;
    }
    if (king) {
      board.kingsLo |= lo;
      board.kingsHi |= hi;
    }
  };
  for (const square of position.whiteMen) set(square, 'white', false);
  for (const square of position.whiteKings) set(square, 'white', true);
  for (const square of position.blackMen) set(square, 'black', false);
  for (const square of position.blackKings) set(square, 'black', true);
  board.whiteToMove = position.turn === 'white';
  board.top = 0;
  return board;
}

/**
 * Reads an engine board back into a plain position.
 *
 * @internal
 */
export function positionFromBoard(board: DraughtsBoard): DraughtsPosition {
  const whiteMen: number[] = [];
  const whiteKings: number[] = [];
  const blackMen: number[] = [];
  const blackKings: number[] = [];
  for (let square = 1; square <= SQUARE_COUNT; square++) {
    const bit = bitOfSquare(square);
    const king = hasBit(board.kingsLo, board.kingsHi, bit);
    if (hasBit(board.whiteLo, board.whiteHi, bit)) (king ? whiteKings : whiteMen).push(square);
    else if (hasBit(board.blackLo, board.blackHi, bit)) (king ? blackKings : blackMen).push(square);
  }
  return { turn: board.whiteToMove ? 'white' : 'black', whiteMen, whiteKings, blackMen, blackKings };
}

/**
 * A key identifying a position for repetition checks: the same pieces on the same squares
 * with the same side to move give the same key (spec §6 decision 9).
 *
 * @param position - a position
 * @returns a string key (the FEN-like piece lists)
 * @example
 * ```ts
 * import { DRAUGHTS_START, positionKey } from 'mindsport/draughts';
 * console.log(positionKey(DRAUGHTS_START) === positionKey({ ...DRAUGHTS_START })); // true
 * ```
 */
export function positionKey(position: DraughtsPosition): string {
  return keyOfPosition(validateDraughtsPosition(position));
}

/**
 * {@link positionKey} of a position already checked.
 *
 * @internal
 */
export function keyOfPosition(position: DraughtsPosition): string {
  const sorted = (list: readonly number[]): string => [...list].sort((a, b) => a - b).join(',');
  return `${position.turn === 'white' ? 'W' : 'B'}:${sorted(position.whiteMen)}/${sorted(position.whiteKings)}:${sorted(
    position.blackMen,
  )}/${sorted(position.blackKings)}`;
}
