/**
 * Internal: ranks players with the core `rank`, fast for large events. The leading value
 * criteria (points, MBQ, discs…) are integer columns, so the players are first sorted
 * numerically on them; only groups still tied on all of them go through core `rank` with the
 * full criteria list (head-to-head, coin toss…). Places, shared flags and `decidedBy` are
 * the same as core `rank` on every row (cross-checked by a property test); criterion values
 * are kept only for rows that went through core `rank` — read value criteria from the columns.
 *
 * The result is a few typed arrays by position rather than one object per player, so ranking
 * 100,000 players allocates almost nothing the garbage collector has to copy.
 *
 * @internal
 * @module
 */
import type { Fraction } from '../../core/fraction.js';
import { placeFields } from '../../core/internal.js';
import { type RankCriterion, type RankedRow, rank } from '../../core/ranking.js';
import { FRESH_SCRATCH, type Scratch } from '../../core/scratch.js';

const NO_VALUES: Readonly<Record<string, Fraction | undefined>> = Object.freeze({});

/** A leading value criterion as an integer column (higher is better). */
export interface RankColumn {
  readonly name: string;
  readonly column: ArrayLike<number>;
}

/** A ranking by position (0 = first): which row stands there, its place and why. */
export interface ColumnRanking {
  /** The row (0…count−1) at each position. */
  readonly order: Int32Array;
  /** Place (1-based) of the row at each position; a shared place carries its first place. */
  readonly place: Int32Array;
  /** Last place of the group of the row at each position (equal to `place` when not shared). */
  readonly lastPlace: Int32Array;
  /** The criterion that separated the row at each position from the one above, or `null`. */
  readonly decidedBy: (string | null)[];
  /** Criterion values by row, only for rows that went through core `rank`. */
  readonly values: ReadonlyMap<number, Readonly<Record<string, Fraction | undefined>>>;
}

/** How {@link rankColumns} sorts: `'auto'` packs the columns into one number key when they fit. */
export type ColumnSort = 'auto' | 'comparator';

/**
 * Ranks `count` rows (indices 0…count−1) by `columns` (descending, lexicographic), then by the
 * remaining core criteria inside tied groups. `criteria` is the full list, its first
 * `columns.length` entries being the same value criteria as `columns`. `sort: 'comparator'`
 * forces the plain comparison sort (the reference the packed-key sort is tested against).
 */
export function rankColumns(
  count: number,
  ids: readonly string[],
  columns: readonly RankColumn[],
  criteria: readonly RankCriterion<number>[],
  sort: ColumnSort = 'auto',
  scratch: Scratch = FRESH_SCRATCH,
): ColumnRanking {
  const sorted =
    (sort === 'auto' ? packedOrder(count, columns, scratch) : undefined) ?? comparatorOrder(count, columns);
  const { order, groupEnd } = sorted;
  const place = scratch.int32('place', count);
  const lastPlace = scratch.int32('lastPlace', count);
  const decidedBy: (string | null)[] = new Array(count).fill(null);
  const values = new Map<number, Readonly<Record<string, Fraction | undefined>>>();
  const rest = criteria.length > columns.length;
  const options = { id: (row: number) => ids[row] as string, criteria };
  const byId = (a: number, b: number): number => {
    const left = ids[a] as string;
    const right = ids[b] as string;
    return left < right ? -1 : left > right ? 1 : 0;
  };
  let start = 0;
  while (start < count) {
    const end = groupEnd(start);
    const first = order[start] as number;
    let separatedBy: string | null = null;
    if (start > 0) {
      const above = order[start - 1] as number;
      for (const { name, column } of columns) {
        if (column[above] !== column[first]) {
          separatedBy = name;
          break;
        }
      }
    }
    if (end - start === 1) {
      place[start] = start + 1;
      lastPlace[start] = start + 1;
      decidedBy[start] = separatedBy;
    } else if (rest && !allSkipped(criteria, columns.length, first, order[start + 1] as number)) {
      const group = rank(Array.from(order.subarray(start, end)), options);
      group.forEach((entry, offset) => {
        const position = start + offset;
        order[position] = entry.row;
        place[position] = start + entry.place;
        lastPlace[position] = start + entry.lastPlace;
        decidedBy[position] = offset === 0 ? separatedBy : entry.decidedBy;
        values.set(entry.row, entry.values);
      });
    } else {
      order.subarray(start, end).sort(byId);
      for (let position = start; position < end; position++) {
        place[position] = start + 1;
        lastPlace[position] = end;
      }
      decidedBy[start] = separatedBy;
    }
    start = end;
  }
  return { order, place, lastPlace, decidedBy, values };
}

/** The ranking as core {@link RankedRow}s, best first (for comparing with core `rank`). */
export function rankedRows(ranking: ColumnRanking, ids: readonly string[]): RankedRow<number>[] {
  return Array.from(ranking.order, (row, position) => ({
    row,
    id: ids[row] as string,
    ...placeFields(ranking.place[position] as number, ranking.lastPlace[position] as number),
    values: ranking.values.get(row) ?? NO_VALUES,
    decidedBy: ranking.decidedBy[position] as string | null,
  }));
}

/**
 * Ranks rows like {@link rankColumns} and returns core {@link RankedRow}s; rows ranked without
 * core `rank` carry no criterion values.
 */
export function rankByColumns(
  count: number,
  ids: readonly string[],
  columns: readonly RankColumn[],
  criteria: readonly RankCriterion<number>[],
  sort: ColumnSort = 'auto',
): RankedRow<number>[] {
  return rankedRows(rankColumns(count, ids, columns, criteria, sort), ids);
}

/** Rows in column order (ties by row index) and where each run of rows tied on every column ends. */
interface SortedRows {
  readonly order: Int32Array;
  readonly groupEnd: (start: number) => number;
}

/**
 * Sorts by one packed key per row when every column holds safe integers and
 * `span(column 1) × … × span(column k) × count` stays below 2^53: the key
 * `((max₁ − v₁) × span₂ + (max₂ − v₂)) … × count + row` orders rows best first with ties by
 * row index, exactly as the stable comparison sort does, and a typed-array sort of numbers
 * runs in native code without calling back into JavaScript. `undefined` when the columns do
 * not fit.
 */
function packedOrder(
  count: number,
  columns: readonly RankColumn[],
  scratch: Scratch,
): SortedRows | undefined {
  const maxima: number[] = [];
  const spans: number[] = [];
  let product = Math.max(count, 1);
  for (const { column } of columns) {
    let minimum = Number.POSITIVE_INFINITY;
    let maximum = Number.NEGATIVE_INFINITY;
    for (let row = 0; row < count; row++) {
      const value = column[row] as number;
      if (!Number.isSafeInteger(value)) return undefined;
      if (value < minimum) minimum = value;
      if (value > maximum) maximum = value;
    }
    const span = count === 0 ? 1 : maximum - minimum + 1;
    product *= span;
    if (!(product <= Number.MAX_SAFE_INTEGER)) return undefined;
    maxima.push(count === 0 ? 0 : maximum);
    spans.push(span);
  }
  const keys = scratch.float64('keys', count);
  for (let row = 0; row < count; row++) {
    let key = 0;
    for (let level = 0; level < columns.length; level++) {
      const column = (columns[level] as RankColumn).column;
      key = key * (spans[level] as number) + ((maxima[level] as number) - (column[row] as number));
    }
    keys[row] = key * count + row;
  }
  keys.sort();
  const order = scratch.int32('order', count);
  for (let position = 0; position < count; position++) order[position] = (keys[position] as number) % count;
  // Rows tie on every column exactly when their keys agree once the row index is taken off
  // (a subtraction of integers below 2^53: exact, unlike a division).
  const tieKey = (position: number): number => (keys[position] as number) - (order[position] as number);
  return {
    order,
    groupEnd: (start) => {
      const key = tieKey(start);
      let end = start + 1;
      while (end < count && tieKey(end) === key) end++;
      return end;
    },
  };
}

/** The plain stable comparison sort on the columns (any numbers). */
function comparatorOrder(count: number, columns: readonly RankColumn[]): SortedRows {
  const compare = (a: number, b: number): number => {
    for (const { column } of columns) {
      const difference = (column[b] as number) - (column[a] as number);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  const rows = Array.from({ length: count }, (_, row) => row).sort(compare);
  const order = Int32Array.from(rows);
  return {
    order,
    groupEnd: (start) => {
      let end = start + 1;
      while (end < count && compare(order[start] as number, order[end] as number) === 0) end++;
      return end;
    },
  };
}

/**
 * True when every remaining criterion is head-to-head-like with `requireAllMet` and the first
 * two rows of the group never met under it: core `rank` would skip each of them for this
 * group (one pair that never met is enough), so the group is shared without calling it.
 */
function allSkipped(
  criteria: readonly RankCriterion<number>[],
  from: number,
  first: number,
  second: number,
): boolean {
  for (let level = from; level < criteria.length; level++) {
    const criterion = criteria[level] as RankCriterion<number>;
    if (!('headToHead' in criterion)) return false;
    if (criterion.requireAllMet === false) return false;
    if (
      criterion.headToHead(first, second) !== undefined ||
      criterion.headToHead(second, first) !== undefined
    )
      return false;
  }
  return true;
}
