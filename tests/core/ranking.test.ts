import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction, MindsportError, type RankCriterion, rank } from '../../src/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';

interface Row {
  readonly id: string;
  readonly points: number;
  readonly discs: number;
}

const criteria: RankCriterion<Row>[] = [
  { name: 'points', value: (row) => row.points },
  { name: 'discs', value: (row) => row.discs },
];
const byId = { id: (row: Row) => row.id, criteria };

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof MindsportError) return error.code;
    throw error;
  }
  return undefined;
}

/** Results of mutual games: `games[a][b]` = points a scored against b. */
function headToHeadFrom(games: Record<string, Record<string, number>>): RankCriterion<Row> {
  return { name: 'h2h', headToHead: (a, b) => games[a.id]?.[b.id] };
}

describe('rank: ordered criteria and shared places (core 2)', () => {
  it('orders by the first criterion, then the next, and shares what stays equal', () => {
    const rows: Row[] = [
      { id: 'a', points: 5, discs: 200 },
      { id: 'b', points: 6, discs: 100 },
      { id: 'c', points: 5, discs: 210 },
      { id: 'd', points: 5, discs: 200 },
      { id: 'e', points: 1, discs: 300 },
    ];
    const ranked = rank(rows, byId);
    expect(ranked.map((r) => [r.id, r.placeLabel, r.decidedBy])).toEqual([
      ['b', '1', null],
      ['c', '2', 'points'],
      ['a', '3–4', 'discs'],
      ['d', '3–4', null],
      ['e', '5', 'points'],
    ]);
    expect(ranked[2]?.shared).toBe(true);
    expect(ranked[2]?.lastPlace).toBe(4);
    expect(ranked[2]?.values.discs?.toString()).toBe('200');
    expect(ranked[0]?.row).toBe(rows[1]);
  });

  it('supports lower-is-better criteria and Fractions', () => {
    const ranked = rank(
      [
        { id: 'x', games: 10, score: Fraction.of(59, 3) },
        { id: 'y', games: 9, score: Fraction.of(59, 3) },
        { id: 'z', games: 9, score: Fraction.parse('19.5') },
      ],
      {
        id: (row) => row.id,
        criteria: [
          { name: 'score', value: (row) => row.score },
          { name: 'games', value: (row) => row.games, order: 'asc' },
        ],
      },
    );
    expect(ranked.map((r) => `${r.placeLabel}:${r.id}:${r.decidedBy}`)).toEqual([
      '1:y:null',
      '2:x:games',
      '3:z:score',
    ]);
  });

  it('three-way tie resolved by head-to-head among the tied players only', () => {
    // a beat b, b beat c, a beat c: the mini-table is a 2, b 1, c 0.
    const games = { a: { b: 1, c: 1 }, b: { a: 0, c: 1 }, c: { a: 0, b: 0 } };
    const rows: Row[] = [
      { id: 'c', points: 4, discs: 0 },
      { id: 'b', points: 4, discs: 0 },
      { id: 'a', points: 4, discs: 0 },
      { id: 'top', points: 9, discs: 0 },
    ];
    const ranked = rank(rows, { id: (r) => r.id, criteria: [criteria[0]!, headToHeadFrom(games)] });
    expect(ranked.map((r) => `${r.placeLabel}:${r.id}:${r.decidedBy}:${r.values.h2h ?? '-'}`)).toEqual([
      '1:top:null:-',
      '2:a:points:2',
      '3:b:h2h:1',
      '4:c:h2h:0',
    ]);
  });

  it('re-applies head-to-head to a sub-group that stays tied (and once-only when asked)', () => {
    // a, b, c, d tied. Mini-table: a 2.5, b 2.5, c 1, d 0 — a and b drew each other...
    // then re-applied to {a, b}: a–b was a draw, so they stay equal → next criterion (discs).
    const games = {
      a: { b: 0.5, c: 1, d: 1 },
      b: { a: 0.5, c: 1, d: 1 },
      c: { a: 0, b: 0, d: 1 },
      d: { a: 0, b: 0, c: 0 },
    };
    const rows: Row[] = ['a', 'b', 'c', 'd'].map((id) => ({ id, points: 3, discs: id === 'b' ? 40 : 30 }));
    const ranked = rank(rows, {
      id: (r) => r.id,
      criteria: [criteria[0]!, headToHeadFrom(games), criteria[1]!],
    });
    expect(ranked.map((r) => `${r.placeLabel}:${r.id}:${r.decidedBy}`)).toEqual([
      '1:b:null',
      '2:a:discs',
      '3:c:h2h',
      '4:d:h2h',
    ]);

    // Re-application decides a sub-group the first mini-table could not: a, b, c each
    // 1 point in the mini-table of {a,b,c,d}? Here: a beat b, b beat c, c beat a, and all beat d...
    const cycle = {
      a: { b: 1, c: 0, d: 1, e: 1 },
      b: { a: 0, c: 1, d: 1, e: 0 },
      c: { a: 1, b: 0, d: 0, e: 1 },
      d: { a: 0, b: 0, c: 1, e: 1 },
      e: { a: 0, b: 1, c: 0, d: 0 },
    };
    // Mini-table: a 3, b 2, c 2, d 2, e 1. Sub-group {b, c, d}: b beat c and d → 2, d beat c → 1, c 0.
    const five: Row[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, points: 7, discs: 0 }));
    const withReapply = rank(five, { id: (r) => r.id, criteria: [criteria[0]!, headToHeadFrom(cycle)] });
    expect(withReapply.map((r) => `${r.placeLabel}:${r.id}`)).toEqual(['1:a', '2:b', '3:d', '4:c', '5:e']);
    const once = rank(five, {
      id: (r) => r.id,
      criteria: [criteria[0]!, { ...headToHeadFrom(cycle), reapply: false } as RankCriterion<Row>],
    });
    expect(once.map((r) => `${r.placeLabel}:${r.id}`)).toEqual(['1:a', '2–4:b', '2–4:c', '2–4:d', '5:e']);
  });

  it('skips head-to-head when not every pair met, unless told otherwise', () => {
    const games = { a: { b: 1 }, b: { a: 0 } };
    const rows: Row[] = ['a', 'b', 'c'].map((id) => ({ id, points: 2, discs: 0 }));
    const strict = rank(rows, { id: (r) => r.id, criteria: [criteria[0]!, headToHeadFrom(games)] });
    expect(strict.every((r) => r.placeLabel === '1–3')).toBe(true);
    expect(strict.every((r) => r.values.h2h === undefined)).toBe(true);
    const loose = rank(rows, {
      id: (r) => r.id,
      criteria: [criteria[0]!, { ...headToHeadFrom(games), requireAllMet: false } as RankCriterion<Row>],
    });
    expect(loose.map((r) => `${r.placeLabel}:${r.id}`)).toEqual(['1:a', '2–3:b', '2–3:c']);
    // Nobody met at all: nothing to compare.
    const none = rank(rows, {
      id: (r) => r.id,
      criteria: [criteria[0]!, { name: 'h2h', headToHead: () => undefined, requireAllMet: false }],
    });
    expect(none.every((r) => r.shared)).toBe(true);
  });

  it('handles empty input and a single row', () => {
    expect(rank([], byId)).toEqual([]);
    const [only] = rank([{ id: 'a', points: 0, discs: 0 }], byId);
    expect(only?.placeLabel).toBe('1');
    expect(only?.shared).toBe(false);
  });

  it('rejects empty criteria, duplicate names or ids, and NaN/Infinity values', () => {
    const rows: Row[] = [{ id: 'a', points: 1, discs: 0 }];
    expect(codeOf(() => rank(rows, { id: (r) => r.id, criteria: [] }))).toBe('EMPTY_CRITERIA');
    expect(codeOf(() => rank(rows, { id: (r) => r.id, criteria: [criteria[0]!, criteria[0]!] }))).toBe(
      'DUPLICATE_CRITERION',
    );
    expect(codeOf(() => rank([rows[0]!, rows[0]!], byId))).toBe('DUPLICATE_ID');
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '3' as unknown as number]) {
      const error = (() => {
        try {
          rank([{ id: 'a', points: bad, discs: 0 }], byId);
        } catch (caught) {
          return caught as MindsportError;
        }
      })();
      expect(error?.code).toBe('BAD_RANK_VALUE');
      expect(error?.path).toEqual(['a', 'points']);
      expect(error?.message).toContain('"a"');
    }
    expect(
      codeOf(() =>
        rank(
          [
            { id: 'a', points: 1, discs: 0 },
            { id: 'b', points: 1, discs: 0 },
          ],
          { id: (r) => r.id, criteria: [criteria[0]!, { name: 'h2h', headToHead: () => Number.NaN }] },
        ),
      ),
    ).toBe('BAD_RANK_VALUE');
  });
});

const rowsArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 500 }), { minLength: 0, maxLength: 25 })
  .chain((keys) =>
    fc.tuple(
      ...keys.map((key) =>
        fc.record({
          id: fc.constant(`p${key}`),
          points: fc.integer({ min: 0, max: 4 }),
          discs: fc.integer({ min: 0, max: 3 }),
        }),
      ),
    ),
  );

/** A deterministic mini-table from the ids, so head-to-head is exercised in properties. */
const hashedHeadToHead: RankCriterion<Row> = {
  name: 'h2h',
  headToHead: (a, b) => {
    const x = Number(a.id.slice(1));
    const y = Number(b.id.slice(1));
    if ((x + y) % 5 === 0) return undefined;
    const sum = (x * 7 + y * 13) % 3;
    return sum === 0 ? 1 : sum === 1 ? 0 : 0.5;
  },
};
const fullCriteria = { id: (row: Row) => row.id, criteria: [criteria[0]!, hashedHeadToHead, criteria[1]!] };

describe('rank: properties', () => {
  test.prop([
    rowsArb.chain((rows) =>
      fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length })),
    ),
  ])('invariant under permutation of the input rows', ([rows, shuffled]) => {
    const summary = (input: Row[]) =>
      rank(input, fullCriteria).map((r) => `${r.id}@${r.placeLabel}/${r.decidedBy}`);
    expect(summary(shuffled)).toEqual(summary(rows));
  });

  test.prop([rowsArb])('places are 1…n, shared groups counted correctly, labels consistent', (rows) => {
    const ranked = rank(rows, fullCriteria);
    expect(ranked).toHaveLength(rows.length);
    let expectedPlace = 1;
    for (let index = 0; index < ranked.length; ) {
      const row = ranked[index]!;
      expect(row.place).toBe(expectedPlace);
      const size = row.lastPlace - row.place + 1;
      for (let k = 0; k < size; k++) {
        const member = ranked[index + k]!;
        expect(member.place).toBe(row.place);
        expect(member.lastPlace).toBe(row.lastPlace);
        expect(member.shared).toBe(size > 1);
        expect(member.placeLabel).toBe(size > 1 ? `${row.place}–${row.lastPlace}` : `${row.place}`);
        if (k > 0) expect(member.decidedBy).toBeNull();
      }
      if (index > 0) expect(row.decidedBy).not.toBeNull();
      index += size;
      expectedPlace += size;
    }
    // Points never increase down the table; equal rows on every value criterion that are
    // in one shared group have equal values.
    for (let index = 1; index < ranked.length; index++) {
      expect(ranked[index - 1]!.row.points).toBeGreaterThanOrEqual(ranked[index]!.row.points);
    }
  });

  test.prop([rowsArb.filter((rows) => rows.length > 0), fc.nat(), fc.integer({ min: 1, max: 3 })])(
    'a row that improves on a value criterion never drops',
    (rows, pick, gain) => {
      const target = rows[pick % rows.length]!;
      const before = rank(rows, byId).find((r) => r.id === target.id)!;
      const improved = rows.map((row) =>
        row.id === target.id ? { ...row, points: row.points + gain } : row,
      );
      const after = rank(improved, byId).find((r) => r.id === target.id)!;
      expect(after.place).toBeLessThanOrEqual(before.place);
      const improvedDiscs = rows.map((row) =>
        row.id === target.id ? { ...row, discs: row.discs + gain } : row,
      );
      expect(rank(improvedDiscs, byId).find((r) => r.id === target.id)!.place).toBeLessThanOrEqual(
        before.place,
      );
    },
  );

  test.prop([rowsArb])('never mutates its input', (rows) => {
    const frozen = Object.freeze(rows.map((row) => Object.freeze({ ...row })));
    const copy = JSON.stringify(frozen);
    rank(frozen, fullCriteria);
    expect(JSON.stringify(frozen)).toBe(copy);
  });
});

interface PointsRow {
  readonly id: string;
  readonly points: number;
}

const points: RankCriterion<PointsRow> = { name: 'points', value: (row) => row.points };
const idOf = (row: PointsRow): string => row.id;

/** Head-to-head from a table of mutual results: `games[a][b]` = points a scored against b. */
function headToHead(
  games: Record<string, Record<string, number>>,
  options: { requireAllMet?: boolean } = {},
): RankCriterion<PointsRow> {
  return { name: 'h2h', headToHead: (a, b) => games[a.id]?.[b.id], ...options };
}

describe('rank: validation errors carry code, path and value (core 2)', () => {
  it('an empty criteria list is EMPTY_CRITERIA at ["criteria"] with the list as value', () => {
    // kills 121:48 (message → ""), 121:90 (options → {}), 122:13 (path → []), 122:14 ('criteria' → "")
    const criteria: RankCriterion<PointsRow>[] = [];
    const error = errorOf(() => rank<PointsRow>([{ id: 'a', points: 1 }], { id: idOf, criteria }));
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
      const criteria = [points, bad] as unknown as RankCriterion<PointsRow>[];
      const error = errorOf(() => rank<PointsRow>([{ id: 'a', points: 1 }], { id: idOf, criteria }));
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
    const discs: RankCriterion<PointsRow> = { name: 'discs', value: () => 0 };
    const error = errorOf(() => rank<PointsRow>([], { id: idOf, criteria: [points, discs, points] }));
    expect(errorSummary(error)).toEqual({
      code: 'DUPLICATE_CRITERION',
      message: 'criterion name "points" is used twice',
      path: ['criteria', 2, 'name'],
      value: 'points',
    });
  });

  it('an id used twice points at the second row and names both rows', () => {
    // kills 149:9 (message → ``), 150:9 (options → {}), 151:17 (path → [])
    const rows: PointsRow[] = [
      { id: 'a', points: 1 },
      { id: 'b', points: 2 },
      { id: 'a', points: 3 },
    ];
    expect(errorSummary(errorOf(() => rank(rows, { id: idOf, criteria: [points] })))).toEqual({
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
    const rows: PointsRow[] = ['c', 'a', 'b'].map((id) => ({ id, points: 0 }));
    const ranked = rank(rows, { id: idOf, criteria: [headToHead(games)] });
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
    const rows: PointsRow[] = ['a', 'b', 'c'].map((id) => ({ id, points: 2 }));
    const ranked = rank(rows, { id: idOf, criteria: [points, headToHead({}, { requireAllMet: false })] });
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
    const rows: PointsRow[] = ['a', 'b', 'c'].map((id) => ({ id, points: 2 }));
    const ranked = rank(rows, { id: idOf, criteria: [points, headToHead(games, { requireAllMet: false })] });
    expect(ranked.map((r) => `${r.placeLabel}:${r.id}:${r.decidedBy}:${String(r.values.h2h)}`)).toEqual([
      '1–2:b:null:1',
      '1–2:c:null:1',
      '3:a:h2h:0',
    ]);
  });
});
