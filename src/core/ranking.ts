import { MindsportError } from './errors.js';
import { Fraction } from './fraction.js';
import { placeLabel } from './places.js';
import { show } from './show.js';

/**
 * A value a criterion ranks by: a finite number or an exact {@link Fraction}.
 *
 * @category Ranking
 */
export type RankValue = number | Fraction;

/**
 * A criterion that ranks rows by one value each (points, discs, MBQ…).
 *
 * @category Ranking
 */
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
 * @category Ranking
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

/**
 * A criterion that ranks rows by comparing two of them: for keys that are not one value,
 * such as a count-back over a list of results. `compare` must be a consistent order
 * (transitive, `compare(a, a) === 0`).
 * @category Ranking
 */
export interface CompareCriterion<Row> {
  /** Name shown in the output. Unique within a list. */
  readonly name: string;
  /** Negative when `a` ranks ahead of `b`, positive when `b` does, 0 when this criterion ties them. */
  readonly compare: (a: Row, b: Row) => number;
}

/**
 * A criterion that looks at the whole tied group at once: for rules where the answer
 * depends on who is tied (the last tournament *all* of the tied players played, a
 * count-back decided over the whole group).
 * @category Ranking
 */
export interface GroupCriterion<Row> {
  /** Name shown in the output. Unique within a list. */
  readonly name: string;
  /**
   * Splits a group of tied rows (two or more, in id order) into runs, best first: every
   * row of the group exactly once. Returns `undefined`, or one run, when it does not
   * separate them.
   */
  readonly separate: (group: readonly Row[]) => readonly (readonly Row[])[] | undefined;
  /**
   * When true, a run that stays tied is separated again by this criterion (as
   * head-to-head is); when false (default) it goes to the next criterion.
   */
  readonly reapply?: boolean;
}

/**
 * One tie-break criterion: by value, by comparison, head-to-head, or over the tied group.
 *
 * @category Ranking
 */
export type RankCriterion<Row> =
  | ValueCriterion<Row>
  | CompareCriterion<Row>
  | HeadToHeadCriterion<Row>
  | GroupCriterion<Row>;

/**
 * Options of {@link rank}.
 *
 * @category Ranking
 */
export interface RankOptions<Row> {
  /** A unique, stable id per row; shared places list their rows in id order. */
  readonly id: (row: Row) => string;
  /** Criteria in order of precedence; rows equal on all of them share a place. */
  readonly criteria: readonly RankCriterion<Row>[];
}

/**
 * A row of the ranking.
 *
 * @category Ranking
 */
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
 * mini-table inside each tied group (re-applied to sub-groups that stay tied); a group
 * criterion splits each tied group as a whole; rows still equal after the last criterion
 * share a place (`'3–4'`). The result does not depend on the order of the input rows.
 *
 * @category Ranking
 * @param rows - the rows to rank (not mutated)
 * @param options - the row id and the criteria
 * @returns the ranked rows, best first
 * @throws {@link mindsport!MindsportError} `EMPTY_CRITERIA`, `BAD_CRITERION` (not an object, no text name, or none of `value`, `compare`, `headToHead`, `separate`), `DUPLICATE_CRITERION`, `DUPLICATE_ID`, `BAD_RANK_VALUE`, `BAD_GROUP_SPLIT` (a group criterion that does not return every row of the group once)
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
  checkCriteria(criteria);
  const ids = rowIds(rows, options.id);
  const table = new Ranking(rows, ids, criteria);
  const groups = rows.length === 0 ? [] : table.order(Array.from(rows.keys()), 0);
  return table.rankedRows(groups);
}

const CRITERION_KINDS = ['value', 'compare', 'headToHead', 'separate'] as const;

/** Throws unless the criteria are a non-empty list of well-formed criteria with distinct names. */
function checkCriteria<Row>(criteria: readonly RankCriterion<Row>[]): void {
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
          : !CRITERION_KINDS.some(
                (kind) => typeof (criterion as Record<string, unknown>)[kind] === 'function',
              )
            ? `criterion ${show(criterion.name)} needs a value, compare, headToHead or separate function`
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
}

/** Every row's id, checked to be unique. */
function rowIds<Row>(rows: readonly Row[], id: (row: Row) => string): string[] {
  const ids: string[] = new Array(rows.length);
  const seen = new Map<string, number>();
  for (let index = 0; index < rows.length; index++) {
    const rowId = id(rows[index] as Row);
    const before = seen.get(rowId);
    if (before !== undefined) {
      throw new MindsportError('DUPLICATE_ID', `id ${show(rowId)} appears in rows ${before} and ${index}`, {
        path: [index],
        value: rowId,
      });
    }
    seen.set(rowId, index);
    ids[index] = rowId;
  }
  return ids;
}

/** True for the criteria that order rows pairwise (one sort covers a run of them). */
function isPairwise<Row>(
  criterion: RankCriterion<Row>,
): criterion is ValueCriterion<Row> | CompareCriterion<Row> {
  return 'value' in criterion || 'compare' in criterion;
}

/** One call of {@link rank}: the rows, their ids, the criteria and the values computed once. */
class Ranking<Row> {
  /** Per value criterion, the rows' values as Fractions. */
  private readonly fractions: (Fraction[] | undefined)[] = [];
  /** Per value criterion whose values are all small integers, the same as doubles (compared by subtraction). */
  private readonly integers: (Float64Array | undefined)[] = [];
  /** Per head-to-head criterion, each row's points in the last mini-table it took part in. */
  private readonly headToHeadValues: (Map<number, Fraction> | undefined)[];

  constructor(
    private readonly rows: readonly Row[],
    private readonly ids: readonly string[],
    private readonly criteria: readonly RankCriterion<Row>[],
  ) {
    for (const criterion of criteria) this.addColumn(criterion);
    this.headToHeadValues = criteria.map((criterion) => ('headToHead' in criterion ? new Map() : undefined));
  }

  /** Computes a value criterion's column once: as plain integers when every value is one, else as Fractions. */
  private addColumn(criterion: RankCriterion<Row>): void {
    if (!('value' in criterion)) {
      this.fractions.push(undefined);
      this.integers.push(undefined);
      return;
    }
    const column: Fraction[] = new Array(this.rows.length);
    let allIntegers = true;
    for (let index = 0; index < this.rows.length; index++) {
      const value = toFraction(
        criterion.value(this.rows[index] as Row),
        criterion.name,
        this.ids[index] as string,
      );
      column[index] = value;
      if (allIntegers && !(value.isInteger() && typeof value.numerator === 'number')) allIntegers = false;
    }
    this.fractions.push(column);
    this.integers.push(
      allIntegers ? Float64Array.from(column, (value) => value.numerator as number) : undefined,
    );
  }

  /** Compares two rows on one pairwise criterion: negative when `a` ranks ahead. */
  private compareAt(level: number, a: number, b: number): number {
    const criterion = this.criteria[level] as ValueCriterion<Row> | CompareCriterion<Row>;
    if ('compare' in criterion) return Math.sign(criterion.compare(this.rows[a] as Row, this.rows[b] as Row));
    const direction = criterion.order === 'asc' ? 1 : -1;
    const ints = this.integers[level];
    if (ints) return direction * ((ints[a] as number) - (ints[b] as number));
    const column = this.fractions[level] as Fraction[];
    return direction * (column[a] as Fraction).compare(column[b] as Fraction);
  }

  private byId = (a: number, b: number): number => {
    const left = this.ids[a] as string;
    const right = this.ids[b] as string;
    return left < right ? -1 : left > right ? 1 : 0;
  };

  /** Orders tied rows from criterion `level` on, into groups best first. */
  order(members: number[], level: number): Group[] {
    if (members.length === 1) return [{ members, separatedBy: null }];
    if (level === this.criteria.length) return [{ members: [...members].sort(this.byId), separatedBy: null }];
    const criterion = this.criteria[level] as RankCriterion<Row>;
    if (isPairwise(criterion)) return this.orderPairwise(members, level);
    const runs =
      'headToHead' in criterion ? this.headToHeadRuns(members, level) : this.groupRuns(members, level);
    if (runs === undefined || runs.length === 1) return this.order(members, level + 1);
    const again = 'headToHead' in criterion ? criterion.reapply !== false : criterion.reapply === true;
    const groups: Group[] = [];
    for (const [index, run] of runs.entries()) {
      const inner = this.order(run, again && run.length > 1 ? level : level + 1);
      (inner[0] as Group).separatedBy = index > 0 ? criterion.name : null;
      groups.push(...inner);
    }
    return groups;
  }

  /** A block of consecutive pairwise criteria from `level` is one lexicographic sort. */
  private orderPairwise(members: number[], level: number): Group[] {
    let end = level;
    while (end < this.criteria.length && isPairwise(this.criteria[end] as RankCriterion<Row>)) end++;
    const differsAt = (a: number, b: number): number => {
      for (let at = level; at < end; at++) if (this.compareAt(at, a, b) !== 0) return at;
      return -1;
    };
    const sorted = [...members].sort((a, b) => {
      for (let at = level; at < end; at++) {
        const difference = this.compareAt(at, a, b);
        if (difference !== 0) return difference;
      }
      return 0;
    });
    const groups: Group[] = [];
    let runStart = 0;
    let separatedBy: string | null = null;
    for (let index = 1; index <= sorted.length; index++) {
      const at = index < sorted.length ? differsAt(sorted[index - 1] as number, sorted[index] as number) : -1;
      if (index < sorted.length && at < 0) continue;
      const inner = this.order(sorted.slice(runStart, index), end);
      (inner[0] as Group).separatedBy = separatedBy;
      groups.push(...inner);
      separatedBy = at >= 0 ? (this.criteria[at] as RankCriterion<Row>).name : null;
      runStart = index;
    }
    return groups;
  }

  /** The tied rows split by their head-to-head mini-table, best first; `undefined` when it cannot be used. */
  private headToHeadRuns(members: number[], level: number): number[][] | undefined {
    const criterion = this.criteria[level] as HeadToHeadCriterion<Row>;
    const scores = this.miniTable(members, criterion);
    if (!scores) return undefined;
    const store = this.headToHeadValues[level] as Map<number, Fraction>;
    for (const [member, score] of scores) store.set(member, score);
    const sorted = [...members].sort((a, b) =>
      (scores.get(b) as Fraction).compare(scores.get(a) as Fraction),
    );
    return splitRuns(sorted, (a, b) => (scores.get(a) as Fraction).equals(scores.get(b) as Fraction));
  }

  private miniTable(
    members: number[],
    criterion: HeadToHeadCriterion<Row>,
  ): Map<number, Fraction> | undefined {
    const requireAllMet = criterion.requireAllMet !== false;
    const scores = new Map<number, Fraction>();
    let anyMet = false;
    for (const a of members) scores.set(a, Fraction.ZERO);
    for (const a of members) {
      for (const b of members) {
        if (a === b) continue;
        const points = criterion.headToHead(this.rows[a] as Row, this.rows[b] as Row);
        if (points === undefined) {
          if (requireAllMet) return undefined;
          continue;
        }
        anyMet = true;
        const score = toFraction(points, criterion.name, this.ids[a] as string);
        scores.set(a, (scores.get(a) as Fraction).add(score));
      }
    }
    return anyMet ? scores : undefined;
  }

  /** The tied rows as a group criterion splits them, checked to be a partition of the group. */
  private groupRuns(members: number[], level: number): number[][] | undefined {
    const criterion = this.criteria[level] as GroupCriterion<Row>;
    const sorted = [...members].sort(this.byId);
    const runs = criterion.separate(sorted.map((member) => this.rows[member] as Row));
    if (runs === undefined) return undefined;
    const indexOf = new Map<Row, number>();
    for (const member of sorted) indexOf.set(this.rows[member] as Row, member);
    const seen = new Set<number>();
    const result = Array.isArray(runs)
      ? runs.map((run) =>
          (Array.isArray(run) ? run : []).map((row) => {
            const member = indexOf.get(row) ?? -1;
            if (member < 0 || seen.has(member)) seen.add(-1);
            seen.add(member);
            return member;
          }),
        )
      : [];
    if (seen.has(-1) || seen.size !== members.length || result.some((run) => run.length === 0)) {
      throw new MindsportError(
        'BAD_GROUP_SPLIT',
        `criterion ${show(criterion.name)} must split the ${members.length} tied rows into runs holding each row once`,
        { path: ['criteria', level], value: sorted.map((member) => this.ids[member]) },
      );
    }
    return result;
  }

  /** The ranked rows, best first, from the ordered groups. */
  rankedRows(groups: readonly Group[]): RankedRow<Row>[] {
    const result: RankedRow<Row>[] = [];
    let position = 1;
    for (const group of groups) {
      const size = group.members.length;
      const lastPlace = position + size - 1;
      const label = placeLabel(position, lastPlace);
      for (const [index, member] of group.members.entries()) {
        const values: Record<string, Fraction | undefined> = {};
        for (const [level, criterion] of this.criteria.entries()) {
          values[criterion.name] =
            this.fractions[level]?.[member] ?? this.headToHeadValues[level]?.get(member);
        }
        result.push({
          row: this.rows[member] as Row,
          id: this.ids[member] as string,
          place: position,
          lastPlace,
          shared: size > 1,
          placeLabel: label,
          values,
          decidedBy: index === 0 ? group.separatedBy : null,
        });
      }
      position += size;
    }
    return result;
  }
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
