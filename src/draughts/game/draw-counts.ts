/**
 * The counted endings (seed 004 "Algemeen"; spec §6 decision 8): one king against three
 * pieces with a king, 16 moves each; one king against at most two pieces with a king, 5 moves
 * each.
 *
 * @module
 */
import { assertDraughtsPosition, type DraughtsColour, type DraughtsPosition } from '../board/position.js';
import type { DraughtsGameResult, MoveCounts } from './result.js';

/**
 * The two counted endings of seed 004 "Algemeen" (spec §2, §6 decision 8).
 *
 * @category Engine
 * @example
 * ```ts
 * import { DRAW_COUNT_RULES } from 'mindsport/draughts';
 * console.log(DRAW_COUNT_RULES); // [ 'sixteen-move', 'five-move' ]
 * ```
 */
export const DRAW_COUNT_RULES = Object.freeze(['sixteen-move', 'five-move'] as const);

/**
 * A counted ending: `'sixteen-move'` — one king against three pieces, at least one a king
 * (16 moves each = 32 half-moves); `'five-move'` — one king against a king, two kings or a
 * king and a man (5 moves each = 10 half-moves).
 * @category Engine
 */
export type DrawCountRule = (typeof DRAW_COUNT_RULES)[number];

/**
 * Half-moves of each counted ending: the seed's "wederzijds 16 / 5 zetten" are moves of both
 * sides, so 16 moves = 32 half-moves and 5 moves = 10 (spec §2, §6 decision 8).
 *
 * @category Engine
 * @example
 * ```ts
 * import { DRAW_COUNT_HALF_MOVES } from 'mindsport/draughts';
 * console.log(DRAW_COUNT_HALF_MOVES['sixteen-move'], DRAW_COUNT_HALF_MOVES['five-move']); // 32 10
 * ```
 */
export const DRAW_COUNT_HALF_MOVES: Readonly<Record<DrawCountRule, number>> = Object.freeze({
  'sixteen-move': 32,
  'five-move': 10,
});

/**
 * Which counted ending a position is in.
 *
 * @category Engine
 */
export interface DrawCountSet {
  /** The rule. */
  readonly rule: DrawCountRule;
  /** The side with the single king. For king against king, the side to move. */
  readonly loneKing: DraughtsColour;
  /** The side with more pieces; null for king against king. */
  readonly strongerSide: DraughtsColour | null;
}

/**
 * Tells whether a position is one of the counted endings (seed 004 "Algemeen"; spec §6
 * decision 8): one king against three pieces of which at least one is a king (16-move
 * count), or one king against at most two pieces of which one is a king — K, K+K or K+man
 * (5-move count).
 *
 * @category Engine
 * @param position - the position
 * @returns the rule and the sides, or null when no count applies
 * @throws `MindsportError` when the position is invalid
 * @example
 * ```ts
 * import { drawCountSet, parseFen } from 'mindsport/draughts';
 * console.log(drawCountSet(parseFen('W:WK46,33,34:BK5'))?.rule, drawCountSet(parseFen('W:WK46,33:BK5'))?.rule); // sixteen-move five-move
 * ```
 */
export function drawCountSet(position: DraughtsPosition): DrawCountSet | null {
  const checked = assertDraughtsPosition(position);
  const side = (colour: DraughtsColour): { men: number; kings: number } =>
    colour === 'white'
      ? { men: checked.whiteMen.length, kings: checked.whiteKings.length }
      : { men: checked.blackMen.length, kings: checked.blackKings.length };
  const white = side('white');
  const black = side('black');
  const lone = (pieces: { men: number; kings: number }): boolean => pieces.men === 0 && pieces.kings === 1;
  const classify = (other: { men: number; kings: number }): DrawCountRule | null => {
    const total = other.men + other.kings;
    if (other.kings < 1) return null;
    if (total === 3) return 'sixteen-move';
    if (total <= 2) return 'five-move';
    return null;
  };
  if (lone(white) && lone(black)) return { rule: 'five-move', loneKing: checked.turn, strongerSide: null };
  if (lone(black)) {
    const rule = classify(white);
    return rule === null ? null : { rule, loneKing: 'black', strongerSide: 'white' };
  }
  if (lone(white)) {
    const rule = classify(black);
    return rule === null ? null : { rule, loneKing: 'white', strongerSide: 'black' };
  }
  return null;
}

/**
 * A running (or finished) 16-move or 5-move count.
 *
 * @category Engine
 */
export interface DrawCount extends DrawCountSet {
  /** Half-move index (0 = the start) of the first position of the count. */
  readonly startHalfMove: number;
  /** Half-moves played since the count started. */
  readonly halfMovesPlayed: number;
  /** Half-moves the rule allows: 32 or 10. */
  readonly halfMovesAllowed: number;
  /** Half-moves left (0 when expired). */
  readonly halfMovesRemaining: number;
  /** Moves each side still has before the count ends. */
  readonly movesRemaining: MoveCounts;
  /** Whether both sides have played their 16 (or 5) moves. */
  readonly expired: boolean;
  /**
   * 16-move count only: two of the three pieces are still men, so the exception "tenzij twee
   * van deze drie stukken nog steeds schijven zijn en hun dampromotie … blijvend verhinderd
   * kan worden" may hold. Whether the lone king can permanently prevent their promotion is
   * the arbiter's judgement (spec §6 decision 7), passed as `exceptionConfirmed`.
   */
  readonly exceptionPossible: boolean;
  /**
   * The result when the count has expired: remise for the 5-move count; for the 16-move
   * count plus-remise for the side with three pieces, or remise when the exception is
   * possible and confirmed. Null while the count runs.
   */
  readonly result: DraughtsGameResult | null;
}

/** The number of pieces of each side, `white/black`: a capture changes it, a promotion does not. */
export function pieceCount(position: DraughtsPosition): string {
  return `${position.whiteMen.length + position.whiteKings.length}/${position.blackMen.length + position.blackKings.length}`;
}

/**
 * The 16-move or 5-move count running at the last position, null when it is not a counted
 * ending. The count starts at the first position of the unbroken run with the same rule and
 * the same number of pieces each: a promotion keeps it, any capture starts a fresh one.
 */
export function drawCount(
  positions: readonly DraughtsPosition[],
  exceptionConfirmed: boolean,
): DrawCount | null {
  const last = positions.length - 1;
  const position = positions[last]!;
  const set = drawCountSet(position);
  if (set === null) return null;
  const key = `${set.rule}:${pieceCount(position)}`;
  let since = last;
  while (since > 0) {
    const previous = drawCountSet(positions[since - 1]!);
    if (previous === null || `${previous.rule}:${pieceCount(positions[since - 1]!)}` !== key) break;
    since--;
  }
  const allowed = DRAW_COUNT_HALF_MOVES[set.rule];
  const played = last - since;
  const remaining = Math.max(0, allowed - played);
  const toMove = Math.ceil(remaining / 2);
  const other = Math.floor(remaining / 2);
  const strongMen =
    set.strongerSide === null
      ? 0
      : (set.strongerSide === 'white' ? position.whiteMen : position.blackMen).length;
  const exceptionPossible = set.rule === 'sixteen-move' && strongMen >= 2;
  const expired = played >= allowed;
  return {
    ...set,
    startHalfMove: since,
    halfMovesPlayed: played,
    halfMovesAllowed: allowed,
    halfMovesRemaining: remaining,
    movesRemaining:
      position.turn === 'white' ? { white: toMove, black: other } : { white: other, black: toMove },
    expired,
    exceptionPossible,
    result: expired ? countResult(set, exceptionPossible && exceptionConfirmed) : null,
  };
}

/**
 * The result of an expired count: remise after the 5-move count; after the 16-move count a
 * plus-remise for the side with three pieces, or remise when the arbiter confirms that the
 * lone king can permanently stop two men from promoting (spec §6 decision 7).
 */
function countResult(set: DrawCountSet, exceptionHolds: boolean): DraughtsGameResult {
  if (set.rule === 'five-move' || exceptionHolds) return '1-1';
  return set.strongerSide === 'white' ? '1+-1-' : '1--1+';
}
