/**
 * Material (seed 004 "Algemeen": "een duurzame voorsprong van ten minste drie schijven, waarbij
 * een dam voor twee schijven telt"): the balance of a position and how long a lead of three
 * has lasted.
 *
 * @module
 */
import { assertDraughtsPosition, type DraughtsColour, type DraughtsPosition } from '../board/position.js';

/**
 * Material of a position: a man counts 1, a king 2 (seed 004 "Algemeen").
 *
 * @category Engine
 */
export interface MaterialBalance {
  /** White's material: men + 2 × kings. */
  readonly white: number;
  /** Black's material: men + 2 × kings. */
  readonly black: number;
  /** White's material minus Black's. */
  readonly difference: number;
  /** The side with more material, null when equal. */
  readonly leader: DraughtsColour | null;
  /** Whether one side is ahead by at least 3 ("minstens 3 schijven voor", a king counting 2). */
  readonly leadOfThreeOrMore: boolean;
}

/**
 * Counts material, a man 1 and a king 2, and tells whether one side is at least 3 ahead
 * (seed 004 "Algemeen": "een duurzame voorsprong van ten minste drie schijven, waarbij een
 * dam voor twee schijven telt"; spec §2).
 *
 * @category Engine
 * @param position - the position
 * @returns both sides' material, the difference, the leader and whether the lead is ≥ 3
 * @throws `MindsportError` when the position is invalid
 * @example
 * ```ts
 * import { materialBalance, parseFen } from 'mindsport/draughts';
 * console.log(materialBalance(parseFen('W:WK10,31,32:B5,6'))); // { white: 4, black: 2, difference: 2, leader: 'white', leadOfThreeOrMore: false }
 * ```
 */
export function materialBalance(position: DraughtsPosition): MaterialBalance {
  const checked = assertDraughtsPosition(position);
  const white = checked.whiteMen.length + 2 * checked.whiteKings.length;
  const black = checked.blackMen.length + 2 * checked.blackKings.length;
  const difference = white - black;
  return {
    white,
    black,
    difference,
    leader: difference > 0 ? 'white' : difference < 0 ? 'black' : null,
    leadOfThreeOrMore: Math.abs(difference) >= 3,
  };
}

/**
 * A lead of at least 3 held over consecutive positions.
 *
 * @category Engine
 */
export interface LeadRun {
  /** The side ahead. */
  readonly side: DraughtsColour;
  /** Half-move index of the first position of the run. */
  readonly sinceHalfMove: number;
  /** Half-moves played since then. */
  readonly halfMoves: number;
  /** Moves each side has played since then (half-moves ÷ 2, rounded down). */
  readonly moves: number;
}

/**
 * The current run of a lead of at least 3 by one side, back from the last position; null
 * when no side is 3 ahead now (spec §6 decision 7: whether it is durable is the arbiter's call).
 */
export function leadRun(positions: readonly DraughtsPosition[], balance: MaterialBalance): LeadRun | null {
  if (!balance.leadOfThreeOrMore) return null;
  const last = positions.length - 1;
  let since = last;
  while (since > 0) {
    const previous = materialBalance(positions[since - 1]!);
    if (!previous.leadOfThreeOrMore || previous.leader !== balance.leader) break;
    since--;
  }
  return {
    side: balance.leader!,
    sinceHalfMove: since,
    halfMoves: last - since,
    moves: Math.floor((last - since) / 2),
  };
}
