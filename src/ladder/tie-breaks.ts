/**
 * Internal: the one table of tie-break criteria behind the final ranking (Art. V.2), the
 * period tables (Art. VII.3) and the summer standings (summer rule 7). A rule set names
 * its keys as data; this table turns each name into a core `rank` criterion.
 *
 * @module
 */
import { Fraction, type RankCriterion, type RankValue } from '../core/internal.js';

/** What a tie-break reads from a row (fields a table does not keep are 0). */
export interface TieBreakRow {
  /** Index of the player in the compiled season or summer log. */
  readonly player: number;
  /** Games played (spec decision 7). */
  readonly games: number;
  /** Games won. */
  readonly wins: number;
  /** Games won with black. */
  readonly winsWithBlack: number;
  /** Half points scored with black. */
  readonly blackHalves: number;
  /** Position on the starting ladder, 1 = top (late joiners below everyone). */
  readonly startingPosition: number;
}

/** Points of `player` over their games against `opponent`, or `undefined` when they never met. */
export type MutualScore = (player: number, opponent: number) => RankValue | undefined;

/** Every tie-break a ladder rule set can name. */
export type TieBreakKind =
  | 'fewerGames'
  | 'headToHead'
  | 'moreWins'
  | 'moreWinsWithBlack'
  | 'morePointsWithBlack'
  | 'lowerStartingPosition';

const TIE_BREAKS: Readonly<Record<TieBreakKind, (mutual: MutualScore) => RankCriterion<TieBreakRow>>> = {
  fewerGames: () => ({ name: 'fewerGames', value: (row) => row.games, order: 'asc' }),
  // Spec decision 8: only when every tied pair met, applied once per group.
  headToHead: (mutual) => ({
    name: 'headToHead',
    headToHead: (a, b) => mutual(a.player, b.player),
    requireAllMet: true,
    reapply: false,
  }),
  moreWins: () => ({ name: 'moreWins', value: (row) => row.wins }),
  moreWinsWithBlack: () => ({ name: 'moreWinsWithBlack', value: (row) => row.winsWithBlack }),
  morePointsWithBlack: () => ({
    name: 'morePointsWithBlack',
    value: (row) => Fraction.of(row.blackHalves, 2),
  }),
  // "Laagste positie" (Art. VII.3, spec decision 10): the player who stood lower wins the key.
  lowerStartingPosition: () => ({ name: 'lowerStartingPosition', value: (row) => row.startingPosition }),
};

/** The core `rank` criteria for a rule set's list of tie-breaks, in its order. */
export function tieBreakCriteria<Row extends TieBreakRow>(
  list: readonly { readonly kind: TieBreakKind }[],
  mutual: MutualScore,
): RankCriterion<Row>[] {
  // A criterion that reads a TieBreakRow reads any row that has its fields.
  return list.map((criterion) => TIE_BREAKS[criterion.kind](mutual) as RankCriterion<Row>);
}
