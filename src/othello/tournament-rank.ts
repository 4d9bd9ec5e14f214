/**
 * Internal: ranks players with the core `rank`, fast for large events. The leading value
 * criteria (points, MBQ, discs…) are integer columns, so the players are first sorted
 * numerically on them; only groups still tied on all of them go through core `rank` with the
 * full criteria list (head-to-head, coin toss…). Places, shared flags and `decidedBy` are
 * the same as core `rank` on every row (cross-checked by a property test); `values` are
 * filled only for rows that went through core `rank` — read value criteria from the columns.
 *
 * @internal
 * @module
 */
import type { Fraction } from '../core/fraction.js';
import { type RankCriterion, type RankedRow, rank } from '../core/ranking.js';

const NO_VALUES: Readonly<Record<string, Fraction | undefined>> = Object.freeze({});

/** A leading value criterion as an integer column (higher is better). */
export interface RankColumn {
  readonly name: string;
  readonly column: ArrayLike<number>;
}

/**
 * Ranks `count` rows (indices 0…count−1) by `columns` (descending, lexicographic), then by the
 * remaining core criteria inside tied groups. `criteria` is the full list, its first
 * `columns.length` entries being the same value criteria as `columns`.
 */
export function rankByColumns(
  count: number,
  ids: readonly string[],
  columns: readonly RankColumn[],
  criteria: readonly RankCriterion<number>[],
): RankedRow<number>[] {
  const order = Array.from({ length: count }, (_, row) => row);
  const compare = (a: number, b: number): number => {
    for (const { column } of columns) {
      const difference = (column[b] as number) - (column[a] as number);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  order.sort(compare);
  const result: RankedRow<number>[] = [];
  const rest = criteria.length > columns.length;
  const options = { id: (row: number) => ids[row] as string, criteria };
  // Rows ranked without core `rank` carry no criterion values; callers read the columns.
  const emptyValues = (_row: number): Record<string, Fraction | undefined> => NO_VALUES;
  let start = 0;
  while (start < count) {
    let end = start + 1;
    while (end < count && compare(order[start] as number, order[end] as number) === 0) end++;
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
    const place = start + 1;
    if (end - start === 1) {
      result.push({
        row: first,
        id: ids[first] as string,
        place,
        lastPlace: place,
        shared: false,
        placeLabel: `${place}`,
        values: emptyValues(first),
        decidedBy: separatedBy,
      });
    } else if (
      rest &&
      !(
        end - start > 1 &&
        allSkipped(criteria, columns.length, order[start] as number, order[start + 1] as number)
      )
    ) {
      const group = rank(order.slice(start, end), options);
      group.forEach((entry, position) => {
        const groupPlace = start + entry.place;
        const lastPlace = start + entry.lastPlace;
        result.push({
          ...entry,
          place: groupPlace,
          lastPlace,
          placeLabel: entry.shared ? `${groupPlace}–${lastPlace}` : `${groupPlace}`,
          decidedBy: position === 0 ? separatedBy : entry.decidedBy,
        });
      });
    } else {
      const members = order.slice(start, end).sort((a, b) => {
        const left = ids[a] as string;
        const right = ids[b] as string;
        return left < right ? -1 : left > right ? 1 : 0;
      });
      members.forEach((row, position) => {
        result.push({
          row,
          id: ids[row] as string,
          place,
          lastPlace: end,
          shared: true,
          placeLabel: `${place}–${end}`,
          values: emptyValues(row),
          decidedBy: position === 0 ? separatedBy : null,
        });
      });
    }
    start = end;
  }
  return result;
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
    if (!('headToHead' in criterion) || criterion.requireAllMet === false) return false;
    if (
      criterion.headToHead(first, second) !== undefined ||
      criterion.headToHead(second, first) !== undefined
    )
      return false;
  }
  return true;
}
