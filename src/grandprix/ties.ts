import { type GroupCriterion, type RankCriterion, rank } from '../core/internal.js';
import type { TieBreak } from './rules.js';
import { isNgpKind } from './season.js';
import type { PlayerTotal } from './total.js';

/**
 * The §34 order of the season (seed 000 §34, spec decisions 1 and 7) as core `rank`
 * criteria: the total, then the rules' tie-breaks.
 *
 * @module
 */

/**
 * @internal
 * Compares two §34 counted-places keys (seed 000 §34: "antall tellende 1.plasser … 2.plasser
 * osv."): more counted 1st places first, then more 2nd places, and so on past 8th
 * (decision 1).
 *
 * @param a - counted results per eligible place (`a[0]` = counted 1st places)
 * @param b - the other key
 * @returns negative when `a` ranks higher, positive when `b` does, 0 when equal
 */
export function compareCountedPlaces(a: readonly number[], b: readonly number[]): number {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index++) {
    const difference = (b[index] ?? 0) - (a[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * @internal
 * The last NGP tournament (season order) that every one of the given players took part
 * in, eligible or not (seed 000 §34 "siste NGP-turnering som begge spillerne deltok i";
 * for three or more players, the last one all of them played: decision 7).
 *
 * @param players - the tied players' totals (with their results)
 * @returns the tournament id, or `undefined` when they have none in common
 */
export function lastCommonTournament(players: readonly PlayerTotal[]): string | undefined {
  if (players.length === 0) return undefined;
  const counts = new Map<string, { count: number; seasonIndex: number }>();
  for (const player of players) {
    for (const result of player.results) {
      if (!isNgpKind(result.kind)) continue;
      const entry = counts.get(result.tournamentId);
      if (entry) entry.count++;
      else counts.set(result.tournamentId, { count: 1, seasonIndex: result.seasonIndex });
    }
  }
  let best: string | undefined;
  let bestIndex = -1;
  for (const [tournament, { count, seasonIndex }] of counts) {
    if (count === players.length && seasonIndex > bestIndex) {
      best = tournament;
      bestIndex = seasonIndex;
    }
  }
  return best;
}

/** @internal A player's position in an ordering by total and tie-breaks. */
export interface OrderedPlayer {
  /** The player's id. */
  readonly playerId: string;
  /** Place, 1-based; tied players carry the first place of their group. */
  readonly place: number;
  /** Last place of the group (equal to `place` unless shared). */
  readonly lastPlace: number;
  /** True when the place is shared. */
  readonly shared: boolean;
  /** `'3'` or `'3–4'`. */
  readonly placeLabel: string;
  /**
   * What separated this player from the one above: `'total'` or a tie-break name
   * (`'countedPlaces'`, `'lastCommonEvent'`, `'ratingList'`); `null` for the first and for shared places.
   */
  readonly decidedBy: string | null;
}

/** A player's place in a tournament (the first listing), or beyond every place when absent. */
function placeIn(player: PlayerTotal, tournament: string): number {
  for (const result of player.results) if (result.tournamentId === tournament) return result.place;
  return Number.POSITIVE_INFINITY;
}

/**
 * §34 / spec decision 7: the tied players' places in the last NGP tournament all of them
 * played, eligible or not; players tied there go straight to the next key (no re-application).
 */
const LAST_COMMON_EVENT: GroupCriterion<PlayerTotal> = {
  name: 'lastCommonEvent',
  separate: (group) => {
    const common = lastCommonTournament(group);
    if (common === undefined) return undefined;
    const sorted = [...group].sort((a, b) => placeIn(a, common) - placeIn(b, common));
    const runs: PlayerTotal[][] = [];
    for (const row of sorted) {
      const run = runs[runs.length - 1];
      if (run !== undefined && placeIn(run[0] as PlayerTotal, common) === placeIn(row, common)) run.push(row);
      else runs.push([row]);
    }
    return runs;
  },
};

/** The criterion of one tie-break (§34). */
function criterionOf(tieBreak: TieBreak, ratingList: readonly string[]): RankCriterion<PlayerTotal> {
  if (tieBreak === 'countedPlaces') {
    return {
      name: 'countedPlaces',
      compare: (a, b) => compareCountedPlaces(a.countedPlaces, b.countedPlaces),
    };
  }
  if (tieBreak === 'lastCommonEvent') return LAST_COMMON_EVENT;
  // Higher on the Nordic rating list first; unrated after rated, tied among themselves.
  const ratingPlace = new Map<string, number>();
  for (const [position, player] of ratingList.entries())
    if (!ratingPlace.has(player)) ratingPlace.set(player, position);
  return {
    name: 'ratingList',
    order: 'asc',
    value: (row) => ratingPlace.get(row.playerId) ?? ratingList.length,
  };
}

/**
 * @internal
 * Orders players by season total, then the given §34 tie-breaks (seed 000 §34, spec
 * decision 7), through core `rank`: `countedPlaces` (more counted 1st places, then 2nd, …),
 * `lastCommonEvent` (the better place in the last NGP tournament all tied players played;
 * tied there, straight to the next key), `ratingList` (higher on the Nordic rating list;
 * unrated after rated). Players equal on every key share a place, listed in id order.
 */
export function orderByTieBreaks(
  totals: readonly PlayerTotal[],
  tieBreaks: readonly TieBreak[],
  ratingList: readonly string[] = [],
): OrderedPlayer[] {
  const criteria: RankCriterion<PlayerTotal>[] = [
    { name: 'total', value: (row) => row.total },
    ...tieBreaks.map((tieBreak) => criterionOf(tieBreak, ratingList)),
  ];
  return rank(totals, { id: (row) => row.playerId, criteria }).map((ranked) => ({
    playerId: ranked.id,
    place: ranked.place,
    lastPlace: ranked.lastPlace,
    shared: ranked.shared,
    placeLabel: ranked.placeLabel,
    decidedBy: ranked.decidedBy,
  }));
}
