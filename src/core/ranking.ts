import { MindsportError } from './errors.js';
import { Fraction } from './fraction.js';
import { show } from './guards.js';

/** A value a criterion ranks by: a finite number or an exact {@link Fraction}. */
export type RankValue = number | Fraction;

/** A criterion that ranks rows by one value each (points, discs, MBQ…). */
export interface ValueCriterion<Row> {
  /** Name shown in the output (`values[name]`, `decidedBy`). Unique within a list. */
  readonly name: string;
  /** The row's value; must be a finite number or a Fraction. */
  readonly value: (row: Row) => RankValue;
  /** `'desc'` (default): higher is better; `'asc'`: lower is better (fewer games played…). */
  readonly order?: 'desc' | 'asc';
}

/**
 * Head-to-head among the tied players: a mini-table of the points each tied row scored
 * against the other tied rows, computed inside each tied group only.
 */
export interface HeadToHeadCriterion<Row> {
  /** Name shown in the output. Unique within a list. */
  readonly name: string;
  /**
   * Points `a` scored against `b` over all their mutual games (summed over repeated
   * meetings), or `undefined` when they never met.
   */
  readonly headToHead: (a: Row, b: Row) => RankValue | undefined;
  /**
   * When true (default) the mini-table is used only if every pair in the tied group met;
   * otherwise the criterion is skipped for that group. When false, pairs that never met
   * simply add nothing.
   */
  readonly requireAllMet?: boolean;
  /**
   * When true (default) a sub-group that stays tied after the mini-table gets a new
   * mini-table of its own games (re-applied until nothing changes); when false the
   * criterion is applied once per group and remaining ties go to the next criterion.
   */
  readonly reapply?: boolean;
}

/** One tie-break criterion: by value, or head-to-head among the tied rows. */
export type RankCriterion<Row> = ValueCriterion<Row> | HeadToHeadCriterion<Row>;

/** Options of {@link rank}. */
export interface RankOptions<Row> {
  /** A unique, stable id per row; shared places list their rows in id order. */
  readonly id: (row: Row) => string;
  /** Criteria in order of precedence; rows equal on all of them share a place. */
  readonly criteria: readonly RankCriterion<Row>[];
}

/** A row of the ranking. */
export interface RankedRow<Row> {
  /** The input row (the same object, not a copy). */
  readonly row: Row;
  /** The row's id. */
  readonly id: string;
  /** Place, 1-based; rows sharing a place all carry the first place of the group. */
  readonly place: number;
  /** Last place of the group (equal to `place` when not shared). */
  readonly lastPlace: number;
  /** True when the place is shared with other rows. */
  readonly shared: boolean;
  /** `'3'`, or `'3–4'` (en dash) for a shared place. */
  readonly placeLabel: string;
  /**
   * The value of every criterion for this row. Head-to-head values are the row's points
   * in the last mini-table it took part in, or `undefined` when none was used for it.
   */
  readonly values: Readonly<Record<string, Fraction | undefined>>;
  /**
   * The criterion that separated this row from the row above it, or `null` for the first
   * row and for a row that shares its place with the row above.
   */
  readonly decidedBy: string | null;
}

interface Group {
  readonly members: number[];
  separatedBy: string | null;
}

/**
 * Ranks rows by an ordered list of criteria with shared places: the one ranking
 * mechanism behind every federation's standings (they differ only in the criteria).
 *
 * Rows equal on a criterion are compared on the next; a head-to-head criterion builds a
 * mini-table inside each tied group (re-applied to sub-groups that stay tied); rows still
 * equal after the last criterion share a place (`'3–4'`). The result does not depend on
 * the order of the input rows.
 *
 * @param rows - the rows to rank (not mutated)
 * @param options - the row id and the criteria
 * @returns the ranked rows, best first
 * @throws {@link MindsportError} `EMPTY_CRITERIA`, `BAD_CRITERION` (not an object, no text name, or neither `value` nor `headToHead`), `DUPLICATE_CRITERION`, `DUPLICATE_ID`, `BAD_RANK_VALUE`
 * @example
 * ```ts
 * import { rank } from 'mindsport';
 * const rows = [
 *   { name: 'Anna', points: 5, discs: 200 },
 *   { name: 'Bo', points: 6, discs: 180 },
 *   { name: 'Cato', points: 5, discs: 200 },
 * ];
 * const ranked = rank(rows, {
 *   id: (row) => row.name,
 *   criteria: [
 *     { name: 'points', value: (row) => row.points },
 *     { name: 'discs', value: (row) => row.discs },
 *   ],
 * });
 * console.log(ranked.map((r) => `${r.placeLabel} ${r.id}`)); // [ '1 Bo', '2–3 Anna', '2–3 Cato' ]
 * console.log(ranked[1]?.decidedBy); // points
 * ```
 */
export function rank<Row>(rows: readonly Row[], options: RankOptions<Row>): RankedRow<Row>[] {
  const { criteria } = options;
  if (!Array.isArray(criteria) || criteria.length === 0) {
    throw new MindsportError(
      'EMPTY_CRITERIA',
      `a ranking needs at least one criterion, not ${show(criteria)}`,
      {
        path: ['criteria'],
        value: criteria,
      },
    );
  }
  const names = new Set<string>();
  for (const [index, criterion] of criteria.entries()) {
    const shapeProblem =
      typeof criterion !== 'object' || criterion === null
        ? `criterion ${index + 1} must be an object, not ${show(criterion)}`
        : typeof criterion.name !== 'string'
          ? `criterion ${index + 1}: name ${show(criterion.name)} must be text`
          : typeof (criterion as { value?: unknown }).value !== 'function' &&
              typeof (criterion as { headToHead?: unknown }).headToHead !== 'function'
            ? `criterion ${show(criterion.name)} needs a value or a headToHead function`
            : undefined;
    if (shapeProblem !== undefined) {
      throw new MindsportError('BAD_CRITERION', shapeProblem, {
        path: ['criteria', index],
        value: criterion,
      });
    }
    if (names.has(criterion.name)) {
      throw new MindsportError(
        'DUPLICATE_CRITERION',
        `criterion name ${show(criterion.name)} is used twice`,
        {
          path: ['criteria', index, 'name'],
          value: criterion.name,
        },
      );
    }
    names.add(criterion.name);
  }

  const count = rows.length;
  const ids: string[] = new Array(count);
  const seen = new Map<string, number>();
  for (let index = 0; index < count; index++) {
    const id = options.id(rows[index] as Row);
    if (seen.has(id)) {
      throw new MindsportError(
        'DUPLICATE_ID',
        `id ${show(id)} appears in rows ${seen.get(id)} and ${index}`,
        {
          path: [index],
          value: id,
        },
      );
    }
    seen.set(id, index);
    ids[index] = id;
  }

  // Value criteria are computed once per row: as plain integers when every value of the
  // column is one (the common case, compared by subtraction), else as exact Fractions.
  const fractions: (Fraction[] | undefined)[] = [];
  const integers: (Float64Array | undefined)[] = [];
  for (const criterion of criteria) {
    if (!('value' in criterion)) {
      fractions.push(undefined);
      integers.push(undefined);
      continue;
    }
    const column: Fraction[] = new Array(count);
    let allIntegers = true;
    for (let index = 0; index < count; index++) {
      const value = toFraction(criterion.value(rows[index] as Row), criterion.name, ids[index] as string);
      column[index] = value;
      if (allIntegers && !(value.isInteger() && typeof value.numerator === 'number')) allIntegers = false;
    }
    fractions.push(column);
    integers.push(allIntegers ? Float64Array.from(column, (value) => value.numerator as number) : undefined);
  }
  const headToHeadValues: (Map<number, Fraction> | undefined)[] = criteria.map((criterion) =>
    'headToHead' in criterion ? new Map() : undefined,
  );
  /** Compares two rows on one value criterion: negative when `a` ranks ahead. */
  const compareAt = (level: number, a: number, b: number): number => {
    const direction = (criteria[level] as ValueCriterion<Row>).order === 'asc' ? 1 : -1;
    const ints = integers[level];
    if (ints) return direction * ((ints[a] as number) - (ints[b] as number));
    const column = fractions[level] as Fraction[];
    return direction * (column[a] as Fraction).compare(column[b] as Fraction);
  };

  const byId = (a: number, b: number): number => {
    const left = ids[a] as string;
    const right = ids[b] as string;
    return left < right ? -1 : left > right ? 1 : 0;
  };

  const order = (members: number[], level: number): Group[] => {
    if (members.length === 1) return [{ members, separatedBy: null }];
    if (level === criteria.length) return [{ members: [...members].sort(byId), separatedBy: null }];
    const criterion = criteria[level] as RankCriterion<Row>;
    if (!('headToHead' in criterion)) {
      // A block of consecutive value criteria is one lexicographic sort.
      let end = level;
      while (end < criteria.length && !('headToHead' in (criteria[end] as RankCriterion<Row>))) end++;
      const sorted = [...members].sort((a, b) => {
        for (let at = level; at < end; at++) {
          const difference = compareAt(at, a, b);
          if (difference !== 0) return difference;
        }
        return 0;
      });
      const groups: Group[] = [];
      let runStart = 0;
      let separatedBy: string | null = null;
      for (let index = 1; index <= sorted.length; index++) {
        let differsAt = -1;
        if (index < sorted.length) {
          for (let at = level; at < end; at++) {
            if (compareAt(at, sorted[index - 1] as number, sorted[index] as number) !== 0) {
              differsAt = at;
              break;
            }
          }
          if (differsAt < 0) continue;
        }
        const inner = order(sorted.slice(runStart, index), end);
        (inner[0] as Group).separatedBy = separatedBy;
        groups.push(...inner);
        separatedBy = differsAt >= 0 ? (criteria[differsAt] as RankCriterion<Row>).name : null;
        runStart = index;
      }
      return groups;
    }
    const scores = miniTable(members, criterion);
    if (!scores) return order(members, level + 1);
    const store = headToHeadValues[level] as Map<number, Fraction>;
    for (const [member, score] of scores) store.set(member, score);
    const sorted = [...members].sort((a, b) =>
      (scores.get(b) as Fraction).compare(scores.get(a) as Fraction),
    );
    const runs = splitRuns(sorted, (a, b) => (scores.get(a) as Fraction).equals(scores.get(b) as Fraction));
    if (runs.length === 1) return order(members, level + 1);
    const groups: Group[] = [];
    for (const [index, run] of runs.entries()) {
      const again = criterion.reapply !== false && run.length > 1;
      const inner = order(run, again ? level : level + 1);
      (inner[0] as Group).separatedBy = index > 0 ? criterion.name : null;
      groups.push(...inner);
    }
    return groups;
  };

  const miniTable = (
    members: number[],
    criterion: HeadToHeadCriterion<Row>,
  ): Map<number, Fraction> | undefined => {
    const requireAllMet = criterion.requireAllMet !== false;
    const scores = new Map<number, Fraction>();
    let anyMet = false;
    for (const a of members) scores.set(a, Fraction.ZERO);
    for (let i = 0; i < members.length; i++) {
      for (let j = 0; j < members.length; j++) {
        if (i === j) continue;
        const a = members[i] as number;
        const b = members[j] as number;
        const points = criterion.headToHead(rows[a] as Row, rows[b] as Row);
        if (points === undefined) {
          if (requireAllMet) return undefined;
          continue;
        }
        anyMet = true;
        scores.set(a, (scores.get(a) as Fraction).add(toFraction(points, criterion.name, ids[a] as string)));
      }
    }
    return anyMet ? scores : undefined;
  };

  const all = Array.from({ length: count }, (_, index) => index);
  const groups = count === 0 ? [] : order(all, 0);

  const result: RankedRow<Row>[] = [];
  let position = 1;
  for (const group of groups) {
    const size = group.members.length;
    const lastPlace = position + size - 1;
    const shared = size > 1;
    const placeLabel = shared ? `${position}–${lastPlace}` : `${position}`;
    for (const [index, member] of group.members.entries()) {
      const values: Record<string, Fraction | undefined> = {};
      for (const [level, criterion] of criteria.entries()) {
        values[criterion.name] = fractions[level]?.[member] ?? headToHeadValues[level]?.get(member);
      }
      result.push({
        row: rows[member] as Row,
        id: ids[member] as string,
        place: position,
        lastPlace,
        shared,
        placeLabel,
        values,
        decidedBy: index === 0 ? group.separatedBy : null,
      });
    }
    position += size;
  }
  return result;
}

function splitRuns(sorted: number[], same: (a: number, b: number) => boolean): number[][] {
  const runs: number[][] = [];
  for (const member of sorted) {
    const last = runs[runs.length - 1];
    if (last && same(last[0] as number, member)) last.push(member);
    else runs.push([member]);
  }
  return runs;
}

function toFraction(value: unknown, criterion: string, id: string): Fraction {
  if (value instanceof Fraction) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return Fraction.from(value);
  throw new MindsportError(
    'BAD_RANK_VALUE',
    `criterion ${show(criterion)} gave ${show(value)} for ${show(id)}; expected a finite number or a Fraction`,
    { path: [id, criterion], value },
  );
}
