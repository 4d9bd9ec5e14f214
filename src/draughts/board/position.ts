import {
  checkFields,
  checkInteger,
  checkList,
  checkOneOf,
  checkRecord,
  collectProblems,
  problemAt,
  type Report,
  unwrapValidation,
  type Validation,
} from '../../core/internal.js';
import { hasBit } from './bitboard.js';
import { DraughtsBoard } from './movegen.js';
import { bitOfSquare, SQUARE_COUNT } from './squares.js';

/**
 * The two sides, White (moves first, starts on squares 31–50) and Black (squares 1–20).
 *
 * @category Engine
 * @example
 * ```ts
 * import { DRAUGHTS_COLOURS } from 'mindsport/draughts';
 * console.log(DRAUGHTS_COLOURS); // [ 'white', 'black' ]
 * ```
 */
export const DRAUGHTS_COLOURS = Object.freeze(['white', 'black'] as const);

/**
 * A side: `'white'` or `'black'`.
 *
 * @category Engine
 */
export type DraughtsColour = (typeof DRAUGHTS_COLOURS)[number];

/**
 * A position of international draughts on the 10×10 board: who is to move and which of
 * the squares 1–50 hold which pieces. Plain JSON data; lists are sorted ascending.
 * @category Engine
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
 * @category Engine
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
 * Checks a position and reports every problem: an object with exactly the fields `turn`,
 * `whiteMen`, `whiteKings`, `blackMen`, `blackKings` (`extra` allowed); the side to move
 * `'white'` or `'black'`; every square a whole number 1–50 holding at most one piece
 * (`DUPLICATE_SQUARE`); no man on its own promotion row (`UNCROWNED_MAN`: White's men never on
 * 1–5, Black's never on 46–50 — they would have been crowned, FMJD rules). Never throws for
 * bad data; the value is a normalised copy with sorted lists.
 *
 * @category Engine
 * @param position - the position to check
 * @returns the position with each piece list sorted ascending, or every problem with its path
 * @example
 * ```ts
 * import { validateDraughtsPosition } from 'mindsport/draughts';
 * const check = validateDraughtsPosition({ turn: 'black', whiteMen: [33, 31], whiteKings: [], blackMen: [18, 48], blackKings: [] });
 * console.log(check.ok, check.problems.map((problem) => problem.message)); // false [ 'blackMen[1]: a black man cannot stand on square 48, its promotion row' ]
 * const good = validateDraughtsPosition({ turn: 'black', whiteMen: [33, 31], whiteKings: [], blackMen: [18], blackKings: [] });
 * console.log(good.ok && good.value.whiteMen); // [ 31, 33 ]
 * ```
 */
export function validateDraughtsPosition(position: unknown): Validation<DraughtsPosition> {
  return collectProblems((report) => readPosition(position, report));
}

/**
 * Checks a position like {@link validateDraughtsPosition} and throws the first problem, with
 * every problem attached.
 *
 * @category Engine
 * @param position - the position to check
 * @returns a copy with each piece list sorted ascending
 * @throws `MindsportError` `NOT_AN_OBJECT`, `MISSING_FIELD`, `UNKNOWN_FIELD`, `NOT_ONE_OF`
 *   (the side to move), `NOT_A_LIST`, `NOT_AN_INTEGER`, `OUT_OF_RANGE` (a square outside 1–50),
 *   `DUPLICATE_SQUARE`, `UNCROWNED_MAN`, with the path of the bad field
 * @example
 * ```ts
 * import { assertDraughtsPosition } from 'mindsport/draughts';
 * try {
 *   assertDraughtsPosition({ turn: 'white', whiteMen: [31, 51], whiteKings: [], blackMen: [], blackKings: [] });
 * } catch (error) {
 *   console.log((error as Error).message); // whiteMen[1]: 51 is outside 1…50
 * }
 * ```
 */
export function assertDraughtsPosition(position: unknown): DraughtsPosition {
  return unwrapValidation(validateDraughtsPosition(position));
}

const EMPTY_POSITION: DraughtsPosition = {
  turn: 'white',
  whiteMen: [],
  whiteKings: [],
  blackMen: [],
  blackKings: [],
};

function readPosition(position: unknown, report: Report): DraughtsPosition {
  if (!checkRecord(position, [], report)) return EMPTY_POSITION;
  checkFields(position, ['turn', ...PIECE_LISTS], [], report, ['turn', ...PIECE_LISTS]);
  if (position.turn !== undefined) checkOneOf(position.turn, DRAUGHTS_COLOURS, ['turn'], report);
  const seen = new Map<number, string>();
  const lists: Record<(typeof PIECE_LISTS)[number], number[]> = {
    whiteMen: [],
    whiteKings: [],
    blackMen: [],
    blackKings: [],
  };
  for (const name of PIECE_LISTS) {
    const list = position[name];
    if (list === undefined || !checkList(list, [name], report)) continue;
    list.forEach((square, index) => {
      if (!checkInteger(square, [name, index], report, { min: 1, max: SQUARE_COUNT })) return;
      if (placeSquare(name, index, square, seen, report)) lists[name].push(square);
    });
  }
  return {
    turn: position.turn === 'black' ? 'black' : 'white',
    whiteMen: lists.whiteMen.sort((a, b) => a - b),
    whiteKings: lists.whiteKings.sort((a, b) => a - b),
    blackMen: lists.blackMen.sort((a, b) => a - b),
    blackKings: lists.blackKings.sort((a, b) => a - b),
  };
}

/** A piece on its square: `DUPLICATE_SQUARE` when taken, `UNCROWNED_MAN` for a man on its promotion row. */
function placeSquare(
  name: (typeof PIECE_LISTS)[number],
  index: number,
  square: number,
  seen: Map<number, string>,
  report: Report,
): boolean {
  const other = seen.get(square);
  if (other !== undefined) {
    report(problemAt('DUPLICATE_SQUARE', [name, index], square, `square ${square} is already in ${other}`));
    return false;
  }
  if ((name === 'whiteMen' && square <= 5) || (name === 'blackMen' && square >= 46)) {
    const colour = name === 'whiteMen' ? 'white' : 'black';
    report(
      problemAt(
        'UNCROWNED_MAN',
        [name, index],
        square,
        `a ${colour} man cannot stand on square ${square}, its promotion row`,
      ),
    );
    return false;
  }
  seen.set(square, name);
  return true;
}

/**
 * Loads a checked position into an engine board.
 *
 * @category Engine
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
 * @category Engine
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
 * @category Engine
 * @param position - a position
 * @returns a string key (the FEN-like piece lists)
 * @example
 * ```ts
 * import { DRAUGHTS_START, positionKey } from 'mindsport/draughts';
 * console.log(positionKey(DRAUGHTS_START) === positionKey({ ...DRAUGHTS_START })); // true
 * ```
 */
export function positionKey(position: DraughtsPosition): string {
  return keyOfPosition(assertDraughtsPosition(position));
}

/**
 * {@link positionKey} of a position already checked.
 *
 * @category Engine
 * @internal
 */
export function keyOfPosition(position: DraughtsPosition): string {
  const sorted = (list: readonly number[]): string => [...list].sort((a, b) => a - b).join(',');
  return `${position.turn === 'white' ? 'W' : 'B'}:${sorted(position.whiteMen)}/${sorted(position.whiteKings)}:${sorted(
    position.blackMen,
  )}/${sorted(position.blackKings)}`;
}
