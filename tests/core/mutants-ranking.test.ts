/**
 * Survivors of mutation testing in `src/core/ranking.ts` (issue 13): the exact code, path and
 * value of every validation error of `rank` (core 2, house rule: bad input gets a
 * MindsportError with a code, the path to the bad field and the bad value), exact comparison
 * of non-integer and BigInt values, `decidedBy` of the first row when head-to-head is the
 * first criterion, and the head-to-head value of rows whose tied group never met.
 */
import { describe, expect, it } from 'vitest';
import { Fraction, type RankCriterion, rank } from '../../src/core/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';

interface Row {
  readonly id: string;
  readonly points: number;
}

const points: RankCriterion<Row> = { name: 'points', value: (row) => row.points };
const byId = (row: Row): string => row.id;

/** Head-to-head from a table of mutual results: `games[a][b]` = points a scored against b. */
function headToHead(
  games: Record<string, Record<string, number>>,
  options: { requireAllMet?: boolean } = {},
): RankCriterion<Row> {
  return { name: 'h2h', headToHead: (a, b) => games[a.id]?.[b.id], ...options };
}

describe('rank: validation errors carry code, path and value (core 2)', () => {
  it('an empty criteria list is EMPTY_CRITERIA at ["criteria"] with the list as value', () => {
    // kills 121:48 (message → ""), 121:90 (options → {}), 122:13 (path → []), 122:14 ('criteria' → "")
    const criteria: RankCriterion<Row>[] = [];
    const error = errorOf(() => rank<Row>([{ id: 'a', points: 1 }], { id: byId, criteria }));
    expect(errorSummary(error)).toEqual({
      code: 'EMPTY_CRITERIA',
      message: 'a ranking needs at least one criterion, not []',
      path: ['criteria'],
      value: [],
    });
    expect(error.value).toBe(criteria);
  });

  it('a malformed criterion is BAD_CRITERION at its index, never a TypeError', () => {
    const cases: [unknown, string][] = [
      [null, 'criterion 2 must be an object, not null'],
      [{ value: () => 1 }, 'criterion 2: name undefined must be text'],
      [{ name: 'x' }, 'criterion "x" needs a value, compare, headToHead or separate function'],
      [{ name: 'x', value: 3 }, 'criterion "x" needs a value, compare, headToHead or separate function'],
    ];
    for (const [bad, message] of cases) {
      const criteria = [points, bad] as unknown as RankCriterion<Row>[];
      const error = errorOf(() => rank<Row>([{ id: 'a', points: 1 }], { id: byId, criteria }));
      expect(errorSummary(error)).toEqual({
        code: 'BAD_CRITERION',
        message,
        path: ['criteria', 1],
        value: bad,
      });
    }
  });

  it('a criterion name used twice points at the second use and names it', () => {
    // kills 131:9 (message → ``), 132:9 (options → {}), 133:17 (path → []),
    // 133:18 ('criteria' → ""), 133:37 ('name' → "")
    const discs: RankCriterion<Row> = { name: 'discs', value: () => 0 };
    const error = errorOf(() => rank<Row>([], { id: byId, criteria: [points, discs, points] }));
    expect(errorSummary(error)).toEqual({
      code: 'DUPLICATE_CRITERION',
      message: 'criterion name "points" is used twice',
      path: ['criteria', 2, 'name'],
      value: 'points',
    });
  });

  it('an id used twice points at the second row and names both rows', () => {
    // kills 149:9 (message → ``), 150:9 (options → {}), 151:17 (path → [])
    const rows: Row[] = [
      { id: 'a', points: 1 },
      { id: 'b', points: 2 },
      { id: 'a', points: 3 },
    ];
    expect(errorSummary(errorOf(() => rank(rows, { id: byId, criteria: [points] })))).toEqual({
      code: 'DUPLICATE_ID',
      message: 'id "a" appears in rows 0 and 2',
      path: [2],
      value: 'a',
    });
  });
});

describe('rank: value criteria compare exactly (core 2, exact arithmetic)', () => {
  it('non-integer Fractions are compared by value, not by numerator', () => {
    // 1/2 > 2/5 > 1/3, although the numerators are 1, 2, 1: an integer fast path that kept
    // the numerators would put 2/5 first and share 1/2 with 1/3.
    // kills 175:11 (condition → false), 175:26 (negation removed), 175:28 (→ true, && → ||),
    // 175:101 (allIntegers = false → true)
    interface Scored {
      readonly id: string;
      readonly score: Fraction;
    }
    const rows: Scored[] = [
      { id: 'x', score: Fraction.of(1, 3) },
      { id: 'y', score: Fraction.of(1, 2) },
      { id: 'z', score: Fraction.of(2, 5) },
    ];
    const ranked = rank(rows, {
      id: (row) => row.id,
      criteria: [{ name: 'score', value: (row) => row.score }],
    });
    expect(ranked.map((r) => `${r.placeLabel}:${r.id}:${r.decidedBy}:${r.values.score}`)).toEqual([
      '1:y:null:0.5',
      '2:z:score:0.4',
      '3:x:score:1/3',
    ]);
  });

  it('integers beyond 2^53 (BigInt numerators) are compared exactly', () => {
    // 10^30 + 1 > 10^30 although both are the same double; the integer fast path must not
    // take BigInt numerators (Float64Array cannot hold them).
    // kills 175:49 (typeof numerator === 'number' → true, === → !==)
    const big = Fraction.of(10n ** 30n);
    const bigger = Fraction.of(10n ** 30n + 1n);
    expect(typeof big.numerator).toBe('bigint');
    const ranked = rank(
      [
        { id: 'p', total: big },
        { id: 'q', total: bigger },
      ],
      { id: (row) => row.id, criteria: [{ name: 'total', value: (row) => row.total }] },
    );
    expect(ranked.map((r) => `${r.placeLabel}:${r.id}:${r.decidedBy}`)).toEqual(['1:q:null', '2:p:total']);
    expect(ranked[0]?.values.total?.equals(bigger)).toBe(true);
  });
});

describe('rank: head-to-head as the first criterion (core 2)', () => {
  it('the first row has decidedBy null even when head-to-head separated it', () => {
    // docs/core.md: decidedBy is null for the first row. a beat b, b beat c, a beat c:
    // mini-table a 2, b 1, c 0.
    // kills 248:41 (index > 0 → true, → index >= 0)
    const games = { a: { b: 1, c: 1 }, b: { a: 0, c: 1 }, c: { a: 0, b: 0 } };
    const rows: Row[] = ['c', 'a', 'b'].map((id) => ({ id, points: 0 }));
    const ranked = rank(rows, { id: byId, criteria: [headToHead(games)] });
    expect(ranked.map((r) => `${r.placeLabel}:${r.id}:${r.decidedBy}:${r.values.h2h}`)).toEqual([
      '1:a:null:2',
      '2:b:h2h:1',
      '3:c:h2h:0',
    ]);
  });
});

describe('rank: a tied group that never met has no mini-table (core 2, requireAllMet: false)', () => {
  it('nobody met: the head-to-head value stays undefined', () => {
    // "pairs that never met simply add nothing" — with no pair met there is no mini-table,
    // so values.h2h is undefined ("undefined when none was used for it").
    // kills 260:18 (anyMet = false → true)
    const rows: Row[] = ['a', 'b', 'c'].map((id) => ({ id, points: 2 }));
    const ranked = rank(rows, { id: byId, criteria: [points, headToHead({}, { requireAllMet: false })] });
    expect(ranked.map((r) => `${r.placeLabel}:${r.id}:${String(r.values.h2h)}`)).toEqual([
      '1–3:a:undefined',
      '1–3:b:undefined',
      '1–3:c:undefined',
    ]);
  });

  it('a sub-group that never met keeps its points of the last mini-table it took part in', () => {
    // a lost to b and to c; b and c never met. Mini-table of {a, b, c}: b 1, c 1, a 0.
    // Re-applied to {b, c}: no game between them, so no new mini-table; b and c share 1–2
    // and keep the 1 point of the mini-table they took part in.
    // kills 260:18 (anyMet = false → true: an all-zero table would overwrite their 1 with 0)
    const games = { a: { b: 0, c: 0 }, b: { a: 1 }, c: { a: 1 } };
    const rows: Row[] = ['a', 'b', 'c'].map((id) => ({ id, points: 2 }));
    const ranked = rank(rows, { id: byId, criteria: [points, headToHead(games, { requireAllMet: false })] });
    expect(ranked.map((r) => `${r.placeLabel}:${r.id}:${r.decidedBy}:${String(r.values.h2h)}`)).toEqual([
      '1–2:b:null:1',
      '1–2:c:null:1',
      '3:a:h2h:0',
    ]);
  });
});
