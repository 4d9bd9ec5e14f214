import { Fraction, MindsportError, show } from '../core/internal.js';
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
  /** Row indices, in order. */
  readonly members: number[];
  decidedBy: string | null;
}

/** A key over row indices: negative when row `a` ranks ahead of row `b`, 0 when equal. */
interface Key {
  readonly name: string;
  readonly compare: (a: number, b: number) => number;
  /**
   * Correctly rounded values of a "higher first" key (NaN where unknown): rows whose
   * doubles differ are ordered by them; `compare` decides the rest exactly.
   */
  readonly doubles?: Float64Array;
}

/**
 * Splits rows into groups equal on every key, best first (core `rank` semantics for value
 * criteria: one lexicographic sort; equal rows in id order; `decidedBy` is the first key
 * that differs from the group above).
 */
function groupsOf(members: readonly number[], keys: readonly Key[], ids: readonly string[]): Group[] {
  const leading = keys[0]?.doubles;
  const byId = (a: number, b: number): number => {
    const left = ids[a] as string;
    const right = ids[b] as string;
    return left < right ? -1 : left > right ? 1 : 0;
  };
  const keyCount = keys.length;
  const differsAt = (a: number, b: number): number => {
    // `leading` orders the first key where its doubles differ (higher first).
    if (
      leading !== undefined &&
      leading[a] !== leading[b] &&
      !Number.isNaN((leading[a] as number) - (leading[b] as number))
    )
      return 0;
    for (let level = 0; level < keyCount; level++) {
      if ((keys[level] as Key).compare(a, b) !== 0) return level;
    }
    return -1;
  };
  const sorted = [...members].sort((a, b) => {
    if (leading !== undefined) {
      const difference = (leading[b] as number) - (leading[a] as number);
      if (difference > 0) return 1;
      if (difference < 0) return -1;
    }
    for (let level = 0; level < keyCount; level++) {
      const difference = (keys[level] as Key).compare(a, b);
      if (difference !== 0) return difference;
    }
    return byId(a, b);
  });
  const groups: Group[] = [];
  let current: number[] = [];
  let decidedBy: string | null = null;
  for (let index = 0; index < sorted.length; index++) {
    const row = sorted[index] as number;
    if (index > 0) {
      const level = differsAt(sorted[index - 1] as number, row);
      if (level >= 0) {
        groups.push({ members: current, decidedBy });
        current = [];
        decidedBy = (keys[level] as Key).name;
      }
    }
    current.push(row);
  }
  if (current.length > 0) groups.push({ members: current, decidedBy });
  return groups;
}

function placeIn(player: PlayerTotal, tournament: string): number {
  for (const result of player.results) if (result.tournament === tournament) return result.place;
  return Number.POSITIVE_INFINITY;
}

interface Context {
  readonly rows: readonly PlayerTotal[];
  readonly ids: readonly string[];
  readonly keys: Readonly<Record<Exclude<TieBreak, 'lastCommonEvent'>, Key>>;
}

function orderRows(
  members: readonly number[],
  leading: readonly Key[],
  tieBreaks: readonly TieBreak[],
  context: Context,
): Group[] {
  const cut = tieBreaks.indexOf('lastCommonEvent');
  const head = (cut < 0 ? tieBreaks : tieBreaks.slice(0, cut)) as Exclude<TieBreak, 'lastCommonEvent'>[];
  const groups = groupsOf(members, [...leading, ...head.map((key) => context.keys[key])], context.ids);
  if (cut < 0) return groups;
  const rest = tieBreaks.slice(cut + 1);
  const result: Group[] = [];
  for (const group of groups) {
    if (group.members.length === 1) {
      result.push(group);
      continue;
    }
    const common = lastCommonTournament(group.members.map((row) => context.rows[row] as PlayerTotal));
    let inner: Group[];
    if (common === undefined) inner = orderRows(group.members, [], rest, context);
    else {
      const places = new Map<number, number>();
      for (const row of group.members) places.set(row, placeIn(context.rows[row] as PlayerTotal, common));
      // Tied again at the last common event: straight on to the next key, no re-application (decision 7).
      inner = orderRows(
        group.members,
        [
          {
            name: 'lastCommonEvent',
            compare: (a, b) => (places.get(a) as number) - (places.get(b) as number),
          },
        ],
        rest,
        context,
      );
    }
    (inner[0] as Group).decidedBy = group.decidedBy;
    result.push(...inner);
  }
  return result;
}

/** A row's total as a Fraction (a finite number is accepted, as core `rank` does). */
function totalOf(row: PlayerTotal, id: string): Fraction {
  const value: unknown = row.total;
  if (value instanceof Fraction) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return Fraction.from(value);
  throw new MindsportError(
    'BAD_RANK_VALUE',
    `criterion 'total' gave ${show(value)} for ${show(id)}; expected a finite number or a Fraction`,
    { path: [id, 'total'], value },
  );
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
  const count = totals.length;
  const ids: string[] = new Array(count);
  // One hash operation per row: a repeated id leaves the set's size behind the row count.
  const seen = new Set<string>();
  for (let index = 0; index < count; index++) {
    const id = (totals[index] as PlayerTotal).player;
    seen.add(id);
    if (seen.size !== index + 1) {
      const earlier = ids.indexOf(id);
      throw new MindsportError('DUPLICATE_ID', `id ${show(id)} appears in rows ${earlier} and ${index}`, {
        path: [index],
        value: id,
      });
    }
    ids[index] = id;
  }
  // Totals are compared as doubles (a correctly rounded n/d keeps the order of distinct
  // values apart) and exactly only where the doubles are equal or not available.
  const exact: Fraction[] = new Array(count);
  const approximate = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    const total = totalOf(totals[index] as PlayerTotal, ids[index] as string);
    exact[index] = total;
    const { numerator, denominator } = total;
    approximate[index] =
      typeof numerator === 'number' && typeof denominator === 'number' ? numerator / denominator : Number.NaN;
  }
  const byTotal: Key = {
    name: 'total',
    doubles: approximate,
    compare: (a, b) => {
      const difference = (approximate[b] as number) - (approximate[a] as number);
      if (difference > 0) return 1;
      if (difference < 0) return -1;
      return (exact[b] as Fraction).compare(exact[a] as Fraction);
    },
  };
  const rows: number[] = new Array(count);
  for (let index = 0; index < count; index++) rows[index] = index;
  // Counted places and the rating list are only ever compared inside equal totals.
  let ratingRank: Float64Array | undefined;
  const ratingOf = (row: number): number => {
    if (ratingRank === undefined) {
      const ratingIndex = new Map<string, number>();
      ratingList.forEach((player, position) => {
        if (!ratingIndex.has(player)) ratingIndex.set(player, position);
      });
      ratingRank = new Float64Array(count);
      for (let index = 0; index < count; index++)
        ratingRank[index] = ratingIndex.get(ids[index] as string) ?? ratingList.length;
    }
    return ratingRank[row] as number;
  };
  const zeros = new Int32Array(count).fill(-1);
  const leadingZerosOf = (row: number, key: readonly number[]): number => {
    let known = zeros[row] as number;
    if (known < 0) {
      known = 0;
      while (known < key.length && key[known] === 0) known++;
      zeros[row] = known;
    }
    return known;
  };
  const context: Context = {
    rows: totals,
    ids,
    keys: {
      countedPlaces: {
        name: 'countedPlaces',
        compare: (a, b) => {
          const left = (totals[a] as PlayerTotal).countedPlaces;
          const right = (totals[b] as PlayerTotal).countedPlaces;
          // Low totals have long keys of leading zeros: start where either has a counted place.
          const from = Math.min(leadingZerosOf(a, left), leadingZerosOf(b, right));
          const length = Math.max(left.length, right.length);
          for (let index = from; index < length; index++) {
            const difference = (right[index] ?? 0) - (left[index] ?? 0);
            if (difference !== 0) return difference;
          }
          return 0;
        },
      },
      ratingList: {
        name: 'ratingList',
        compare: (a, b) => ratingOf(a) - ratingOf(b),
      },
    },
  };
  const groups = count === 0 ? [] : orderRows(rows, [byTotal], tieBreaks, context);
  const ordered: OrderedPlayer[] = [];
  let place = 1;
  for (const group of groups) {
    const size = group.members.length;
    const lastPlace = place + size - 1;
    const shared = size > 1;
    const placeLabel = shared ? `${place}–${lastPlace}` : `${place}`;
    for (let position = 0; position < size; position++) {
      ordered.push({
        player: ids[group.members[position] as number] as string,
        place,
        lastPlace,
        shared,
        placeLabel,
        decidedBy: position === 0 ? group.decidedBy : null,
      });
    }
    place += size;
  }
  return ordered;
}
