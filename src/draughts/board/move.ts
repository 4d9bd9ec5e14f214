import {
  checkList,
  checkRecord,
  checkString,
  type ErrorPath,
  MindsportError,
  readOptions,
  requireInteger,
  show,
  THROW,
} from '../../core/internal.js';
import { hasBit } from './bitboard.js';
import { DraughtsBoard } from './movegen.js';
import { assertDraughtsPosition, boardFromPosition, type DraughtsPosition } from './position.js';
import { squareOfBit } from './squares.js';

/**
 * A legal move of international draughts, as plain data. A capture lists the squares of
 * the pieces it takes (kings count one each, FMJD rules); `path` gives the squares the
 * piece stands on, origin first — for a capture every landing square.
 * @category Engine
 */
export interface DraughtsMove {
  /** Square the piece leaves (1–50). */
  readonly from: number;
  /** Square where the piece ends (1–50; a king's capture may end where it started). */
  readonly to: number;
  /** Squares of the captured pieces in the order they are jumped (empty for a plain move). */
  readonly captures: readonly number[];
  /** Squares the piece stands on: `from`, each landing square, `to`. */
  readonly path: readonly number[];
  /** Whether a man becomes a king: it ends its move on the far row. */
  readonly promotion: boolean;
}

/**
 * A legal move with every capture path that plays it (internal: PDN intermediate squares). @internal
 *
 * @category Notation
 */
export interface MoveWithPaths {
  /** The move (first path found). */
  readonly move: DraughtsMove;
  /** Every landing sequence (squares, origin first) reaching the same result. */
  readonly paths: readonly (readonly number[])[];
}

/**
 * One engine board for every call (it holds a preallocated move stack): a new board per call
 * made replaying a long game 2.7× slower (`parsePdn` of a 1 MB game of 119,000 king moves,
 * built `dist/`: 2,355 against 878 ms CPU, median of 7 interleaved runs).
 */
const sharedBoard = new DraughtsBoard();

function compareMoves(a: DraughtsMove, b: DraughtsMove): number {
  if (a.from !== b.from) return a.from - b.from;
  if (a.to !== b.to) return a.to - b.to;
  const left = [...a.captures].sort((x, y) => x - y).join(',');
  const right = [...b.captures].sort((x, y) => x - y).join(',');
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Legal moves of a checked position with all their capture paths.
 *
 * @category Notation
 * @internal
 */
export function movesWithPaths(position: DraughtsPosition): MoveWithPaths[] {
  return generateWithPaths(position, undefined).sort((a, b) => compareMoves(a.move, b.move));
}

/**
 * The legal moves of a checked position going from `ends.from` to `ends.to` (all of them
 * when `ends` is undefined), with their capture paths, in generation order. Only those
 * moves are turned into objects: a game replay looks at one notation per ply.
 */
function generateWithPaths(
  position: DraughtsPosition,
  ends: { readonly from: number; readonly to: number } | undefined,
): MoveWithPaths[] {
  return boardMovesWithPaths(boardFromPosition(position, sharedBoard), ends);
}

/**
 * Whether the move of the piece on `fromBit` to square `to` crowns it: a man whose move ends
 * on the far row (White's 1–5, Black's 46–50).
 *
 * @internal
 */
export function promotes(board: DraughtsBoard, fromBit: number, to: number): boolean {
  return !hasBit(board.kingsLo, board.kingsHi, fromBit) && (board.whiteToMove ? to <= 5 : to >= 46);
}

/**
 * {@link generateWithPaths} on a loaded engine board (its move stack is overwritten from
 * entry 0; its pieces are not changed).
 *
 * @category Notation
 * @internal
 */
export function boardMovesWithPaths(
  board: DraughtsBoard,
  ends: { readonly from: number; readonly to: number } | undefined,
): MoveWithPaths[] {
  board.top = 0;
  board.recordPaths = true;
  let count: number;
  let paths: DraughtsBoard['paths'];
  try {
    count = board.generateCaptures();
    paths = board.paths;
    if (count === 0) count = board.generateQuiet();
  } finally {
    board.recordPaths = false;
  }
  const result: MoveWithPaths[] = [];
  for (let index = 0; index < count; index++) {
    const fromTo = board.moves[3 * index]!;
    const fromBit = fromTo & 0xff;
    const toBit = (fromTo >>> 8) & 0xff;
    const from = squareOfBit(fromBit);
    const to = squareOfBit(toBit);
    if (ends !== undefined && (from !== ends.from || to !== ends.to)) continue;
    const promotion = promotes(board, fromBit, to);
    const movePaths = paths[index];
    if (movePaths === undefined) {
      result.push({ move: { from, to, captures: [], path: [from, to], promotion }, paths: [[from, to]] });
      continue;
    }
    const first = movePaths[0]!;
    result.push({
      move: {
        from,
        to,
        captures: first.captured.map(squareOfBit),
        path: first.landings.map(squareOfBit),
        promotion,
      },
      paths: movePaths.map((path) => path.landings.map(squareOfBit)),
    });
  }
  return result;
}

/**
 * Lists the legal moves of a position under the FMJD rules (spec §2): men move one square
 * diagonally forward and capture forward and backward, kings fly; capturing is compulsory
 * and only the captures taking the most pieces are legal (a king counts one); pieces are
 * removed after the whole capture and none is jumped twice (Turkish strike); a man is
 * crowned only when its move ends on the far row. Captures with the same origin,
 * destination and captured pieces are one move.
 *
 * @category Engine
 * @param position - the position
 * @returns the legal moves, ordered by origin, destination, captured squares
 * @throws `MindsportError` when the position is invalid
 * @example
 * ```ts
 * import { DRAUGHTS_START, draughtsLegalMoves } from 'mindsport/draughts';
 * console.log(draughtsLegalMoves(DRAUGHTS_START).length); // 9
 * ```
 */
export function draughtsLegalMoves(position: DraughtsPosition): DraughtsMove[] {
  return movesWithPaths(assertDraughtsPosition(position)).map((entry) => entry.move);
}

/**
 * Plays a legal move and returns the new position (the input is not changed).
 *
 * @category Engine
 * @param position - the position
 * @param move - a move from {@link draughtsLegalMoves}, or its notation (`32-28`, `28x19`, `28x17x6`)
 * @returns the position after the move
 * @throws `MindsportError` `ILLEGAL_MOVE`, `AMBIGUOUS_MOVE`, `BAD_MOVE_NOTATION`
 * @example
 * ```ts
 * import { DRAUGHTS_START, formatFen, playMove } from 'mindsport/draughts';
 * console.log(formatFen(playMove(DRAUGHTS_START, '32-28'))); // B:W28,31,33-50:B1-20
 * ```
 */
export function playMove(position: DraughtsPosition, move: DraughtsMove | string): DraughtsPosition {
  const checked = assertDraughtsPosition(position);
  const legal = typeof move === 'string' ? parseMove(checked, move) : findLegal(checked, move, ['move']);
  return applyLegalMove(checked, legal);
}

/**
 * The legal move of a checked position with the origin, destination and captured pieces of
 * `move` (a move object from {@link draughtsLegalMoves}, or any object with those three fields).
 *
 * @category Notation
 * @internal
 */
export function findLegal(position: DraughtsPosition, move: unknown, path: ErrorPath = []): DraughtsMove {
  checkRecord(move, path, THROW);
  const { from, to, captures: list } = move as Record<string, unknown>;
  requireInteger(from, [...path, 'from']);
  requireInteger(to, [...path, 'to']);
  checkList(list, [...path, 'captures'], THROW);
  const captures = (list as readonly unknown[]).map((square, index) =>
    requireInteger(square, [...path, 'captures', index]),
  );
  const key = [...captures].sort((a, b) => a - b).join(',');
  // Only the moves with these ends are generated; the position is checked by the caller.
  const found = generateWithPaths(position, { from: from as number, to: to as number })
    .map((entry) => entry.move)
    .find((candidate) => [...candidate.captures].sort((a, b) => a - b).join(',') === key);
  if (found === undefined) {
    throw new MindsportError(
      'ILLEGAL_MOVE',
      `${from}${captures.length > 0 ? 'x' : '-'}${to} is not a legal move for ${position.turn}`,
      { path, value: move },
    );
  }
  return found;
}

/**
 * Plays a move known to be legal in a checked position.
 *
 * @category Notation
 * @internal
 */
export function applyLegalMove(position: DraughtsPosition, move: DraughtsMove): DraughtsPosition {
  // Written with plain loops over the sorted lists: the PDN replay calls this once per move,
  // and the version with a Set, computed keys and sorts took a sixth of `parsePdn`'s time.
  const white = position.turn === 'white';
  const men = white ? position.whiteMen : position.blackMen;
  const kings = white ? position.whiteKings : position.blackKings;
  let nextMen: number[];
  let nextKings: number[];
  if (kings.includes(move.from)) {
    nextMen = men.slice();
    nextKings = replaced(kings, move.from, move.to);
  } else if (move.promotion) {
    nextMen = replaced(men, move.from, -1);
    nextKings = replaced(kings, -1, move.to);
  } else {
    nextMen = replaced(men, move.from, move.to);
    nextKings = kings.slice();
  }
  const opponentMen = without(white ? position.blackMen : position.whiteMen, move.captures);
  const opponentKings = without(white ? position.blackKings : position.whiteKings, move.captures);
  return white
    ? {
        turn: 'black',
        whiteMen: nextMen,
        whiteKings: nextKings,
        blackMen: opponentMen,
        blackKings: opponentKings,
      }
    : {
        turn: 'white',
        whiteMen: opponentMen,
        whiteKings: opponentKings,
        blackMen: nextMen,
        blackKings: nextKings,
      };
}

/** A sorted list without `remove` and with `add` in its place in the order (-1: none). */
function replaced(list: readonly number[], remove: number, add: number): number[] {
  const result: number[] = [];
  let added = add < 0;
  for (const square of list) {
    if (square === remove) continue;
    if (!added && add < square) {
      result.push(add);
      added = true;
    }
    result.push(square);
  }
  if (!added) result.push(add);
  return result;
}

/** A list without the captured squares. */
function without(list: readonly number[], captured: readonly number[]): number[] {
  return captured.length === 0 ? list.slice() : list.filter((square) => !captured.includes(square));
}

/**
 * A move's text as a message quotes it: whole when short, else its first 40 characters and
 * `…`, so a message about a megabyte of input stays short (issue 23: linear parsers).
 *
 * @category Notation
 * @internal
 */
export function clip(text: string, limit = 40): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}…`;
}

/**
 * The message of an error caught while reading a move, to quote in the error that wraps it:
 * an Error's message, a thrown text as it is, anything else rendered short.
 *
 * @category Notation
 * @internal
 */
export function causeMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? clip(error, 200) : show(error);
}

/**
 * What a move's notation says: the squares in order and whether it was written as a capture.
 *
 * @category Notation
 */
export interface MoveNotation {
  /** Squares as written: origin, any intermediate landing squares, destination. */
  readonly squares: readonly number[];
  /** Whether `x` (capture) separated the squares rather than `-`. */
  readonly capture: boolean;
}

/**
 * Reads the text of a move without a position: `32-28`, `28x19`, `28x17x6`, leading zeros
 * (`06-11`) and spaces around the separator (`1- 7`) allowed.
 *
 * @category Notation
 * @param text - the move text
 * @returns the squares and the separator kind
 * @throws `MindsportError` `BAD_MOVE_NOTATION` for malformed text or a square outside 1–50
 * @example
 * ```ts
 * import { parseMoveNotation } from 'mindsport/draughts';
 * console.log(parseMoveNotation('28x17x06')); // { squares: [ 28, 17, 6 ], capture: true }
 * ```
 */
export function parseMoveNotation(text: string): MoveNotation {
  checkString(text, [], THROW, true);
  const trimmed = text.trim();
  if (!/^\d+(\s*[-xX:]\s*\d+)+$/.test(trimmed)) {
    throw new MindsportError('BAD_MOVE_NOTATION', `${show(text)} is not a move like 32-28 or 28x19`, {
      value: text,
    });
  }
  const squares = trimmed.split(/\s*[-xX:]\s*/).map(Number);
  for (const square of squares) {
    if (square < 1 || square > 50) {
      throw new MindsportError('BAD_MOVE_NOTATION', `move ${show(text)}: square ${square} is not 1–50`, {
        value: text,
      });
    }
  }
  return { squares, capture: /[xX:]/.test(trimmed) };
}

/**
 * Finds the legal move meant by a notation in a position. The origin and destination
 * must match; intermediate squares (`28x17x6`) must be landing squares of the capture, in
 * order. Whether `-` or `x` was written is not checked (some sources write every move with
 * `-`): capturing is compulsory, so the squares alone decide.
 *
 * @category Notation
 * @param position - the position
 * @param text - the move text
 * @returns the legal move
 * @throws `MindsportError` `BAD_MOVE_NOTATION` (malformed), `ILLEGAL_MOVE`
 *   (no legal move fits), `AMBIGUOUS_MOVE` (several captures fit: add intermediate squares)
 * @example
 * ```ts
 * import { parseFen, parseMove } from 'mindsport/draughts';
 * const move = parseMove(parseFen('W:WK46:B41,32,23,9'), '46x3');
 * console.log(move.captures); // [ 41, 32, 23, 9 ]
 * ```
 */
export function parseMove(position: DraughtsPosition, text: string): DraughtsMove {
  const notation = parseMoveNotation(text);
  const checked = assertDraughtsPosition(position);
  const matches = matchingMoves(checked, notation);
  if (matches.length === 0) {
    throw new MindsportError('ILLEGAL_MOVE', `${clip(text.trim())} is not a legal move for ${checked.turn}`, {
      value: text,
    });
  }
  if (matches.length > 1) {
    throw new MindsportError(
      'AMBIGUOUS_MOVE',
      `${clip(text.trim())} is ambiguous for ${checked.turn}: ${matches.map((move) => move.path.join('x')).join(' or ')}`,
      { value: text },
    );
  }
  return matches[0]!;
}

function isSubsequence(inner: readonly number[], outer: readonly number[]): boolean {
  let position = 0;
  for (const square of inner) {
    while (position < outer.length && outer[position] !== square) position++;
    if (position === outer.length) return false;
    position++;
  }
  return true;
}

/**
 * The legal moves of a checked position that a notation can mean, in the order of
 * {@link draughtsLegalMoves}.
 *
 * @category Notation
 * @internal
 */
export function matchingMoves(position: DraughtsPosition, notation: MoveNotation): DraughtsMove[] {
  const squares = notation.squares;
  const ends = { from: squares[0]!, to: squares[squares.length - 1]! };
  return matchNotation(generateWithPaths(position, ends), notation).sort(compareMoves);
}

/**
 * The legal moves that a notation can mean.
 *
 * @category Notation
 * @internal
 */
export function matchNotation(moves: readonly MoveWithPaths[], notation: MoveNotation): DraughtsMove[] {
  const squares = notation.squares;
  const from = squares[0]!;
  const to = squares[squares.length - 1]!;
  const middle = squares.slice(1, -1);
  return moves
    .filter(
      (entry) =>
        entry.move.from === from &&
        entry.move.to === to &&
        (middle.length === 0 || entry.paths.some((path) => isSubsequence(middle, path.slice(1, -1)))),
    )
    .map((entry) => entry.move);
}

/**
 * Options of {@link formatMove}.
 *
 * @category Notation
 */
export interface FormatMoveOptions {
  /** Write every landing square of a capture (`28x17x6`), not only when needed. Default false. */
  readonly full?: boolean;
}

/**
 * Writes a move in PDN notation: `32-28` for a plain move, `28x19` for a capture, with
 * the landing squares (`46x37x10`) when another legal capture has the same origin and
 * destination (or when `full` is asked).
 *
 * @category Notation
 * @param position - the position the move is played in
 * @param move - a legal move of that position
 * @param options - `full` to always write every landing square
 * @returns the notation
 * @throws `MindsportError` `ILLEGAL_MOVE` when the move is not legal there
 * @example
 * ```ts
 * import { DRAUGHTS_START, formatMove, draughtsLegalMoves } from 'mindsport/draughts';
 * console.log(formatMove(DRAUGHTS_START, draughtsLegalMoves(DRAUGHTS_START)[0]!)); // 31-26
 * ```
 */
export function formatMove(
  position: DraughtsPosition,
  move: DraughtsMove,
  options: FormatMoveOptions = {},
): string {
  const checked = assertDraughtsPosition(position);
  const { full } = readOptions<FormatMoveOptions>(options, ['full']);
  return legalMoveNotation(checked, findLegal(checked, move, ['move']), full === true);
}

/**
 * The notation of a legal move of a checked position: `from-to`, or for a capture
 * `fromxto`, with the whole path when another legal move has the same ends (or `full`).
 * The PDN writer calls it once per ply on positions it played itself, so nothing is checked
 * again (checking the position and generating every move per ply made `formatPdn` spend
 * most of its time in validation and garbage).
 *
 * @internal
 */
export function legalMoveNotation(position: DraughtsPosition, legal: DraughtsMove, full = false): string {
  if (legal.captures.length === 0) return `${legal.from}-${legal.to}`;
  const sameEnds = generateWithPaths(position, { from: legal.from, to: legal.to }).length;
  if (full || sameEnds > 1) return legal.path.join('x');
  return `${legal.from}x${legal.to}`;
}
