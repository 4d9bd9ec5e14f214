import { type RankCriterion, rank, type ValueCriterion } from '../core/index.js';
import type { TieBreak } from './config.js';
import { isNgpKind } from './season.js';
import type { PlayerTotal } from './total.js';

/**
 * Compares two §34 counted-places keys (seed 000 §34: "antall tellende 1.plasser … 2.plasser
 * osv."): more counted 1st places first, then more 2nd places, and so on past 8th
 * (decision 1).
 *
 * @param a - counted results per eligible place (`a[0]` = counted 1st places)
 * @param b - the other key
 * @returns negative when `a` ranks higher, positive when `b` does, 0 when equal
 * @example
 * ```ts
 * import { compareCountedPlaces } from 'mindsport/grandprix';
 * // one more counted 2nd place wins:
 * console.log(compareCountedPlaces([1, 0, 2], [1, 1]) > 0); // true
 * ```
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
 * The last NGP tournament (season order) that every one of the given players took part
 * in, eligible or not (seed 000 §34 "siste NGP-turnering som begge spillerne deltok i";
 * for three or more players, the last one all of them played: decision 7).
 *
 * @param players - the tied players' totals (with their results)
 * @returns the tournament id, or `undefined` when they have none in common
 * @example
 * ```ts
 * import { lastCommonTournament } from 'mindsport/grandprix';
 * const line = (tournament: string, seasonIndex: number) => ({ tournament, seasonIndex, kind: 'regular' as const });
 * const a = { results: [line('x', 0), line('y', 1), line('z', 2)] };
 * const b = { results: [line('x', 0), line('y', 1)] };
 * console.log(lastCommonTournament([a, b] as never)); // y
 * ```
 */
export function lastCommonTournament(players: readonly PlayerTotal[]): string | undefined {
  if (players.length === 0) return undefined;
  const counts = new Map<string, { count: number; seasonIndex: number }>();
  for (const player of players) {
    for (const result of player.results) {
      if (!isNgpKind(result.kind)) continue;
      const entry = counts.get(result.tournament);
      if (entry) entry.count++;
      else counts.set(result.tournament, { count: 1, seasonIndex: result.seasonIndex });
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

/** A player's position in an ordering by total and tie-breaks. */
export interface OrderedPlayer {
  /** The player's id. */
  readonly player: string;
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

interface Group {
  readonly members: readonly PlayerTotal[];
  decidedBy: string | null;
}

interface Context {
  readonly countedIndex: ReadonlyMap<string, number>;
  readonly ratingIndex: ReadonlyMap<string, number>;
  readonly unrated: number;
}

function valueCriterion(
  key: Exclude<TieBreak, 'lastCommonEvent'>,
  context: Context,
): ValueCriterion<PlayerTotal> {
  if (key === 'countedPlaces') {
    return { name: key, order: 'asc', value: (row) => context.countedIndex.get(row.player) as number };
  }
  return { name: key, order: 'asc', value: (row) => context.ratingIndex.get(row.player) ?? context.unrated };
}

function groupsOf(rows: readonly PlayerTotal[], criteria: RankCriterion<PlayerTotal>[]): Group[] {
  if (criteria.length === 0) {
    const members = [...rows].sort((a, b) => (a.player < b.player ? -1 : a.player > b.player ? 1 : 0));
    return [{ members, decidedBy: null }];
  }
  const ranked = rank(rows, { id: (row) => row.player, criteria });
  const groups: Group[] = [];
  let members: PlayerTotal[] = [];
  let groupPlace = -1;
  for (const row of ranked) {
    if (row.place !== groupPlace) {
      members = [];
      groups.push({ members, decidedBy: row.decidedBy });
      groupPlace = row.place;
    }
    members.push(row.row);
  }
  return groups;
}

function placeIn(player: PlayerTotal, tournament: string): number {
  for (const result of player.results) if (result.tournament === tournament) return result.place;
  return Number.POSITIVE_INFINITY;
}

function orderRows(
  rows: readonly PlayerTotal[],
  leading: RankCriterion<PlayerTotal>[],
  keys: readonly TieBreak[],
  context: Context,
): Group[] {
  const cut = keys.indexOf('lastCommonEvent');
  const head = (cut < 0 ? keys : keys.slice(0, cut)) as Exclude<TieBreak, 'lastCommonEvent'>[];
  const groups = groupsOf(rows, [...leading, ...head.map((key) => valueCriterion(key, context))]);
  if (cut < 0) return groups;
  const rest = keys.slice(cut + 1);
  const result: Group[] = [];
  for (const group of groups) {
    if (group.members.length === 1) {
      result.push(group);
      continue;
    }
    const common = lastCommonTournament(group.members);
    // Tied again at the last common event: straight on to the next key, no re-application (decision 7).
    const inner = orderRows(
      group.members,
      common === undefined
        ? []
        : [{ name: 'lastCommonEvent', order: 'asc', value: (row) => placeIn(row, common) }],
      rest,
      context,
    );
    (inner[0] as Group).decidedBy = group.decidedBy;
    result.push(...inner);
  }
  return result;
}

/**
 * Orders players by season total, then the given §34 tie-breaks (seed 000 §34, decision 7):
 * `countedPlaces` (more counted 1st places, then 2nd, …), `lastCommonEvent` (the better
 * place in the last NGP tournament all tied players played; tied there, straight to the
 * next key), `ratingList` (higher on the Nordic rating list; unrated after rated). Players
 * equal on every key share a place.
 *
 * @param totals - the players' totals
 * @param tieBreaks - the keys in order (the table uses `config.tableTieBreaks`, selection `config.selectionTieBreaks`)
 * @param ratingList - the Nordic rating list, best first (player ids)
 * @returns one entry per player, best first
 * @example
 * ```ts
 * import { orderByTieBreaks } from 'mindsport/grandprix';
 * import { Fraction } from 'mindsport';
 * const row = (player: string, total: number, countedPlaces: number[]) =>
 *   ({ player, total: Fraction.from(total), countedPlaces, results: [] }) as never;
 * const order = orderByTieBreaks([row('a', 30, [1, 1]), row('b', 30, [2]), row('c', 31, [])], ['countedPlaces']);
 * console.log(order.map((o) => `${o.placeLabel} ${o.player} ${o.decidedBy}`)); // [ '1 c null', '2 b total', '3 a countedPlaces' ]
 * ```
 */
export function orderByTieBreaks(
  totals: readonly PlayerTotal[],
  tieBreaks: readonly TieBreak[],
  ratingList: readonly string[] = [],
): OrderedPlayer[] {
  const sorted = [...totals].sort((a, b) => compareCountedPlaces(a.countedPlaces, b.countedPlaces));
  const countedIndex = new Map<string, number>();
  let index = 0;
  sorted.forEach((row, position) => {
    if (
      position > 0 &&
      compareCountedPlaces((sorted[position - 1] as PlayerTotal).countedPlaces, row.countedPlaces) !== 0
    ) {
      index++;
    }
    countedIndex.set(row.player, index);
  });
  const ratingIndex = new Map<string, number>();
  ratingList.forEach((player, position) => {
    if (!ratingIndex.has(player)) ratingIndex.set(player, position);
  });
  const context: Context = { countedIndex, ratingIndex, unrated: ratingList.length };
  const groups = orderRows(totals, [{ name: 'total', value: (row) => row.total }], tieBreaks, context);
  const ordered: OrderedPlayer[] = [];
  let place = 1;
  for (const group of groups) {
    const size = group.members.length;
    const lastPlace = place + size - 1;
    group.members.forEach((member, position) => {
      ordered.push({
        player: member.player,
        place,
        lastPlace,
        shared: size > 1,
        placeLabel: size > 1 ? `${place}–${lastPlace}` : `${place}`,
        decidedBy: position === 0 ? group.decidedBy : null,
      });
    });
    place += size;
  }
  return ordered;
}
