/**
 * The season order of seed 000 §34 (spec `grandprix.md` decisions 1 and 7), through core
 * `rank`: the higher total decided exactly (as doubles and beyond them, BigInt totals,
 * number totals as core `rank` takes them), errors with their exact code, message, path and
 * value, counted places (§34 "antall tellende 1.plasser …"), the last common NGP tournament
 * (nothing in common: the next key), the rating list (none given: all unrated), and the
 * totals and memberships the order reads. Every expected order is worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import { NGP } from '../../src/grandprix/index.js';
// Internal: the §34 order and the per-player total of any set of results, which the
// published standings use but do not show on their own.
import { compareCountedPlaces, lastCommonTournament, orderByTieBreaks } from '../../src/grandprix/ties.js';
import type { PlayerTotal } from '../../src/grandprix/total.js';
import { errorOf, errorSummary } from '../helpers/errors.js';
import { season as fixtureSeason } from './fixture.js';
import { seasonTotals } from './helpers.js';

type Line = { tournamentId: string; seasonIndex: number; kind: string; place: number };

const line = (tournament: string, seasonIndex: number, place: number, kind = 'regular'): Line => ({
  tournamentId: tournament,
  seasonIndex,
  kind,
  place,
});

function row(
  player: string,
  total: unknown,
  countedPlaces: readonly number[] = [],
  results: Line[] = [],
): PlayerTotal {
  return { playerId: player, total, countedPlaces, results } as unknown as PlayerTotal;
}

const summary = (order: ReturnType<typeof orderByTieBreaks>) =>
  order.map((entry) => `${entry.placeLabel} ${entry.playerId} ${entry.decidedBy}`);

/** A row for `orderByTieBreaks`: only the fields the ordering reads. */
const rowAt = (
  player: string,
  total: Fraction | number,
  countedPlaces: number[] = [],
  results: { tournament: string; seasonIndex: number; place: number }[] = [],
): PlayerTotal =>
  ({
    playerId: player,
    total,
    countedPlaces,
    results: results.map(({ tournament, ...result }) => ({
      ...result,
      tournamentId: tournament,
      kind: 'regular',
    })),
  }) as unknown as PlayerTotal;

const labels = (order: ReturnType<typeof orderByTieBreaks>) =>
  order.map((entry) => `${entry.placeLabel} ${entry.playerId} ${entry.decidedBy}`);

describe('orderByTieBreaks bad input (house rule: code, message, path, value)', () => {
  it('a repeated player id names both rows', () => {
    // rows 0 'a', 1 'b', 2 'a': the second 'a' is at index 2, the first at 0.
    const error = errorOf(() =>
      orderByTieBreaks([row('a', Fraction.ONE), row('b', Fraction.ONE), row('a', Fraction.ONE)], []),
    );
    expect(errorSummary(error)).toEqual({
      code: 'DUPLICATE_ID',
      message: 'id "a" appears in rows 0 and 2',
      path: [2],
      value: 'a',
    });
  });

  it.each([
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    ['5', '"5"'],
  ])('a total of %s is refused', (total, shown) => {
    const error = errorOf(() => orderByTieBreaks([row('x', Fraction.ONE), row('p', total)], []));
    expect(errorSummary(error)).toEqual({
      code: 'BAD_RANK_VALUE',
      message: `criterion "total" gave ${shown} for "p"; expected a finite number or a Fraction`,
      path: ['p', 'total'],
      value: total,
    });
  });

  it('a finite number total is accepted like a Fraction (as core rank does)', () => {
    // 7 > 13/2 > 6: b (number 7) first, then a (13/2), then c (number 6).
    const order = orderByTieBreaks([row('a', Fraction.of(13, 2)), row('b', 7), row('c', 6)], []);
    expect(summary(order)).toEqual(['1 b null', '2 a total', '3 c total']);
  });
});

describe('§33 totals beyond doubles are compared exactly', () => {
  it('totals equal as doubles but different as fractions', () => {
    // 2^60 + 1 and 2^60 are the same double; exactly, a = 2^60 + 1 is higher; c = 2^60 too:
    // c and b tie on total; countedPlaces [1] beats [0, 1] (§34): c before b.
    const big = Fraction.from('1152921504606846976');
    const a = row('a', big.add(Fraction.ONE));
    const b = row('b', big, [0, 1]);
    const c = row('c', big, [1]);
    const order = orderByTieBreaks([b, c, a], ['countedPlaces']);
    expect(summary(order)).toEqual(['1 a null', '2 c total', '3 b countedPlaces']);
  });

  it('huge totals with a small one', () => {
    // 3 < 2^70 < 2^70 + 1/3: order z, y, x.
    const huge = Fraction.from('1180591620717411303424');
    const order = orderByTieBreaks(
      [row('x', Fraction.from(3)), row('y', huge), row('z', huge.add(Fraction.of(1, 3)))],
      [],
    );
    expect(summary(order)).toEqual(['1 z null', '2 y total', '3 x total']);
    // equal huge totals with no tie-break share
    const shared = orderByTieBreaks([row('p', huge), row('q', huge), row('r', Fraction.from(1))], []);
    expect(summary(shared)).toEqual(['1–2 p null', '1–2 q null', '3 r total']);
  });
});

describe('§34 counted places (decision 1: past 8th place)', () => {
  it('compareCountedPlaces reads every place, missing ones as 0', () => {
    // [0,0,1] has a 3rd place, [0,0,0,2] only 4th places: the first ranks higher (negative).
    expect(compareCountedPlaces([0, 0, 1], [0, 0, 0, 2])).toBeLessThan(0);
    expect(compareCountedPlaces([0, 0, 0, 2], [0, 0, 1])).toBeGreaterThan(0);
    // the difference only at index 9 (10th place): 1 vs nothing.
    expect(compareCountedPlaces([0, 0, 0, 0, 0, 0, 0, 0, 0, 1], [])).toBeLessThan(0);
    expect(compareCountedPlaces([1, 2], [1, 2, 0])).toBe(0);
  });

  it('orders long keys with leading zeros, each row compared several times', () => {
    // all total 10. keys: a [0,0,0,1] (a 4th), b [0,0,1] (a 3rd), c [0,0,0,0,0,1] (a 6th),
    // d [0,0,0,1,1] (a 4th and a 5th), e [] (none), f [0,0,1] (= b).
    // Order: b,f (3rd) share 1–2; then d (4th+5th) before a (4th); then c (6th); then e.
    const total = Fraction.from(10);
    const order = orderByTieBreaks(
      [
        row('a', total, [0, 0, 0, 1]),
        row('b', total, [0, 0, 1]),
        row('c', total, [0, 0, 0, 0, 0, 1]),
        row('d', total, [0, 0, 0, 1, 1]),
        row('e', total, []),
        row('f', total, [0, 0, 1]),
      ],
      ['countedPlaces'],
    );
    expect(summary(order)).toEqual([
      '1–2 b null',
      '1–2 f null',
      '3 d countedPlaces',
      '4 a countedPlaces',
      '5 c countedPlaces',
      '6 e countedPlaces',
    ]);
  });

  it('a key of zeros only equals an empty key', () => {
    // [0,0,0] and [] are equal: share; [0,1] is ahead.
    const total = Fraction.from(4);
    const order = orderByTieBreaks(
      [row('a', total, [0, 0, 0]), row('b', total, []), row('c', total, [0, 1])],
      ['countedPlaces'],
    );
    expect(summary(order)).toEqual(['1 c null', '2–3 a countedPlaces', '2–3 b null']);
  });
});

describe('§34 last common NGP tournament (decision 7)', () => {
  it('lastCommonTournament takes the latest in season order, skipping participation-only', () => {
    expect(lastCommonTournament([])).toBeUndefined();
    // map order x (index 5) first, then y (index 2): latest common is x (5), not y.
    const a = row('a', 0, [], [line('x', 5, 1), line('y', 2, 1), line('p', 9, 1, 'participationOnly')]);
    const b = row('b', 0, [], [line('y', 2, 3), line('x', 5, 2), line('p', 9, 2, 'participationOnly')]);
    expect(lastCommonTournament([a, b])).toBe('x');
    // c only played y: common of three is y.
    const c = row('c', 0, [], [line('y', 2, 2)]);
    expect(lastCommonTournament([a, b, c])).toBe('y');
    // a single player: the latest NGP one (x, index 5; p is participation-only).
    expect(lastCommonTournament([a])).toBe('x');
    // only participation-only in common: none.
    const d = row('d', 0, [], [line('p', 9, 4, 'participationOnly')]);
    expect(lastCommonTournament([a, d])).toBeUndefined();
  });

  it('orders by the better place there, then the next key', () => {
    // all total 20. Last common of a,b,c is t2 (index 1): a 3rd, b 1st, c 3rd → b, then a/c
    // tied there → ratingList: c rated 0th, a unrated → c before a.
    const total = Fraction.from(20);
    const rows = [
      row('a', total, [], [line('t1', 0, 1), line('t2', 1, 3)]),
      row('b', total, [], [line('t1', 0, 2), line('t2', 1, 1)]),
      row('c', total, [], [line('t2', 1, 3), line('t1', 0, 3)]),
    ];
    expect(summary(orderByTieBreaks(rows, ['lastCommonEvent', 'ratingList'], ['c', 'b']))).toEqual([
      '1 b null',
      '2 c lastCommonEvent',
      '3 a ratingList',
    ]);
    // without a next key a and c share 2–3
    expect(summary(orderByTieBreaks(rows, ['lastCommonEvent']))).toEqual([
      '1 b null',
      '2–3 a lastCommonEvent',
      '2–3 c null',
    ]);
  });

  it('no common tournament goes straight to the next key', () => {
    const total = Fraction.from(5);
    const rows = [row('a', total, [], [line('t1', 0, 1)]), row('b', total, [], [line('t2', 1, 1)])];
    // rating list: b then a.
    expect(summary(orderByTieBreaks(rows, ['lastCommonEvent', 'ratingList'], ['b', 'a']))).toEqual([
      '1 b null',
      '2 a ratingList',
    ]);
  });
});

describe('§34 rating list', () => {
  it('higher on the list first, first listing counts, unrated last and shared', () => {
    // list: d, b, d, a → positions d 0, b 1, a 3 (the second d ignored). c, e unrated.
    // total all 1: d, b, a, then c/e share 4–5.
    const total = Fraction.ONE;
    const rows = ['a', 'b', 'c', 'd', 'e'].map((id) => row(id, total));
    expect(summary(orderByTieBreaks(rows, ['ratingList'], ['d', 'b', 'd', 'a']))).toEqual([
      '1 d null',
      '2 b ratingList',
      '3 a ratingList',
      '4–5 c ratingList',
      '4–5 e null',
    ]);
  });

  it('a rating list longer than the players, with strangers', () => {
    // list: z, y, b, x, a: b (2) before a (4).
    const total = Fraction.from(3);
    expect(
      summary(
        orderByTieBreaks([row('a', total), row('b', total)], ['ratingList'], ['z', 'y', 'b', 'x', 'a']),
      ),
    ).toEqual(['1 b null', '2 a ratingList']);
    // default list is empty: share.
    expect(summary(orderByTieBreaks([row('a', total), row('b', total)], ['ratingList']))).toEqual([
      '1–2 a null',
      '1–2 b null',
    ]);
  });

  it('an empty season orders nothing; one player is 1st', () => {
    expect(orderByTieBreaks([], ['countedPlaces'])).toEqual([]);
    expect(summary(orderByTieBreaks([row('a', Fraction.ZERO)], ['countedPlaces']))).toEqual(['1 a null']);
  });
});

describe('§30 membership on the start date (a period is inclusive at both ends)', () => {
  it('from and to dates around the tournament day', () => {
    // The tournament starts 2025-03-10. A period [from, to] covers the day when from ≤ day ≤ to.
    // inFrom: from 03-10 → member; lateFrom: from 03-11 → not; inTo: to 03-10 → member;
    // earlyTo: to 03-09 → not; gap: [.., 03-09] and [03-11, ..] → not; second: [.., 2024] and
    // [03-10, 03-10] → member (the second period counts).
    const player = (id: string, memberships: { from: string; to?: string }[]) => ({
      id,
      citizenOrResident: true,
      memberships,
    });
    const players = [
      player('inFrom', [{ from: '2025-03-10' }]),
      player('lateFrom', [{ from: '2025-03-11' }]),
      player('inTo', [{ from: '2020-01-01', to: '2025-03-10' }]),
      player('earlyTo', [{ from: '2020-01-01', to: '2025-03-09' }]),
      player('gap', [{ from: '2020-01-01', to: '2025-03-09' }, { from: '2025-03-11' }]),
      player('second', [
        { from: '2020-01-01', to: '2024-12-31' },
        { from: '2025-03-10', to: '2025-03-10' },
      ]),
    ];
    const ids = players.map((p) => p.id);
    const season = {
      players,
      tournaments: [
        {
          id: 't',
          kind: 'regular' as const,
          startDate: '2025-03-10',
          rounds: 7,
          standings: ids.map((id, index) => ({ player: id, place: index + 1 })),
        },
      ],
    };
    const result = seasonTotals(season as never);
    // Eligible ones close up (§31): inFrom 1st, inTo 2nd, second 3rd; the others have no eligible place.
    const eligible = Object.fromEntries(
      result.totals
        .filter((total) => total.results[0]?.eligiblePlace != null)
        .map((total) => [total.playerId, total.results[0]?.eligiblePlace]),
    );
    expect(eligible).toEqual({ inFrom: 1, inTo: 2, second: 3 });
    // Without the membership rule (config) nobody is excluded: places 1–6 as played.
    const open = seasonTotals(season as never, {
      ...NGP,
      eligibility: { ...NGP.eligibility, requireMembership: false },
    });
    expect(
      Object.fromEntries(open.totals.map((total) => [total.playerId, total.results[0]?.eligiblePlace])),
    ).toEqual(Object.fromEntries(ids.map((id, index) => [id, index + 1])));
  });
});

describe('§31–§33 totals with huge or very fine point values (exact sums, exact order)', () => {
  // Multiplying every §31 multiplier by k > 0 multiplies each placing's points, hence each
  // total, by k (§33 totals are sums of §31 points; participation and extra points are set to
  // 0 in both runs so they stay 0); which results count (§33: the best ones) and the order
  // (§34) cannot change. k = 2^60 leaves safe integers, k = 1/4294967311 (a prime above 2^32)
  // makes denominators beyond 2^32.
  const base = { ...NGP, participationOnlyPoints: 0, extraEventPoints: 0 };
  const scaled = (k: Fraction) => ({
    ...base,
    multipliers: {
      regular: k.toString(),
      nationalChampionship: k.mul(Fraction.of(3, 2)).toString(),
      lightning: k.mul(Fraction.of(1, 2)).toString(),
    },
  });
  it.each([
    ['2^60', Fraction.from('1152921504606846976')],
    ['1/4294967311', Fraction.parse('1/4294967311')],
    ['3/2^40', Fraction.parse('3/1099511627776')],
    ['2^40', Fraction.from('1099511627776')],
    ['2^45 / 3', Fraction.parse('35184372088832/3')],
  ])('k = %s', (_, k) => {
    const normal = seasonTotals(fixtureSeason, base);
    const big = seasonTotals(fixtureSeason, scaled(k) as never);
    expect(big.totals.map((total) => total.playerId)).toEqual(normal.totals.map((total) => total.playerId));
    for (const [index, total] of big.totals.entries()) {
      const reference = normal.totals[index] as PlayerTotal;
      expect(total.total.toString()).toBe(reference.total.mul(k).toString());
      expect(total.countedPlaces).toEqual(reference.countedPlaces);
      expect(
        total.results.map((result) => [result.tournamentId, result.status, result.points.toString()]),
      ).toEqual(
        reference.results.map((result) => [
          result.tournamentId,
          result.status,
          result.points.mul(k).toString(),
        ]),
      );
    }
  });
});

// Statuses do not depend on the size of the multipliers (all NGP events here are regular);
// huge or fine multipliers are compared exactly.
describe.each([
  ['NGP', NGP.multipliers.regular],
  ['2^40', '1099511627776'],
  ['2^60', '1152921504606846976'],
  ['1/4294967311', '1/4294967311'],
])(
  '§33 which results count (decision 2: equal points → better place, then earlier event), multiplier %s',
  (_, regular) => {
    const config = { ...NGP, multipliers: { ...NGP.multipliers, regular } };
    const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
    const event = (id: string, month: string, kind: string, order: string[]) => ({
      id,
      kind,
      startDate: `2025-${month}-10`,
      rounds: 7,
      standings: order.map((player, index) => ({ player, place: index + 1 })),
    });
    const statuses = (tournaments: unknown[]) => {
      const result = seasonTotals({ players: ['a', 'b', 'c'].map(member), tournaments } as never, config);
      return Object.fromEntries(
        result.totals.map((total) => [
          total.playerId,
          Object.fromEntries(total.results.map((line) => [line.tournamentId, line.status])),
        ]),
      );
    };
    it('three NGP events, two count (2/3 of 3, §33); the earlier of equal results count', () => {
      // Same standings a, b, c in t1, t2, t3: equal points and places for each player, so t1 and
      // t2 count and t3 is an extra event; p (participation only, §32) is never counted.
      const order = ['a', 'b', 'c'];
      const result = statuses([
        event('t3', '03', 'regular', order),
        event('p', '04', 'participationOnly', order),
        event('t1', '01', 'regular', order),
        event('t2', '02', 'regular', order),
      ]);
      const expected = { t1: 'counted', t2: 'counted', t3: 'extra', p: 'participation' };
      expect(result).toEqual({ a: expected, b: expected, c: expected });
    });
    it('better later results count before an earlier worse one', () => {
      // t1: c, b, a; t2 and t3: a, b, c. a: t2, t3 count (1st places), t1 (3rd) extra;
      // c: t1 (1st) counts, then t2 (earlier of two equal 3rd places); b: t1, t2.
      const result = statuses([
        event('t1', '01', 'regular', ['c', 'b', 'a']),
        event('t2', '02', 'regular', ['a', 'b', 'c']),
        event('t3', '03', 'regular', ['a', 'b', 'c']),
      ]);
      expect(result).toEqual({
        a: { t1: 'extra', t2: 'counted', t3: 'counted' },
        b: { t1: 'counted', t2: 'counted', t3: 'extra' },
        c: { t1: 'counted', t2: 'counted', t3: 'extra' },
      });
    });
  },
);

describe('§34 first criterion: the higher total, decided exactly', () => {
  // (2^53 − 1)/3 = 3002399751580330 1/3 and 6004799503160661/2 = 3002399751580330 1/2:
  // both round to the double 3002399751580330.5, yet the second is higher by 1/6.
  const lower = Fraction.of(2 ** 53 - 1, 3);
  const higher = Fraction.of(6004799503160661, 2);

  it('totals equal as doubles but not exactly are not tied', () => {
    expect(lower.toNumber()).toBe(higher.toNumber());
    for (const rows of [
      [rowAt('a', lower), rowAt('b', higher)],
      [rowAt('b', higher), rowAt('a', lower)],
    ]) {
      expect(labels(orderByTieBreaks(rows, ['countedPlaces']))).toEqual(['1 b null', '2 a total']);
    }
  });

  it('a third row between and around them keeps the exact order', () => {
    // 3002399751580330 (whole) < lower < higher < 3002399751580331 (whole).
    const rows = [
      rowAt('w', Fraction.of(3002399751580331)),
      rowAt('a', lower),
      rowAt('z', Fraction.of(3002399751580330)),
      rowAt('b', higher),
    ];
    expect(labels(orderByTieBreaks(rows, ['countedPlaces']))).toEqual([
      '1 w null',
      '2 b total',
      '3 a total',
      '4 z total',
    ]);
  });

  it('BigInt totals (beyond 2^53) are ordered exactly, next to number totals', () => {
    // 10^20/3 and (10^20 + 1)/3 have BigInt numerators: the higher one first; 7 is far below.
    const big = Fraction.of(10n ** 20n, 3n);
    const bigger = Fraction.of(10n ** 20n + 1n, 3n);
    expect(typeof big.numerator).toBe('bigint');
    const order = orderByTieBreaks(
      [rowAt('a', big), rowAt('s', Fraction.of(7)), rowAt('b', bigger)],
      ['countedPlaces'],
    );
    expect(labels(order)).toEqual(['1 b null', '2 a total', '3 s total']);
  });

  it('equal BigInt totals share a place unless a tie-break separates them', () => {
    const big = Fraction.of(10n ** 20n + 2n, 3n);
    const same = Fraction.of(2n * (10n ** 20n + 2n), 6n);
    expect(
      labels(orderByTieBreaks([rowAt('b', same, [1]), rowAt('a', big, [1])], ['countedPlaces'])),
    ).toEqual(['1–2 a null', '1–2 b null']);
    // One more counted 1st place (§34 "antall tellende 1.plasser") separates them.
    expect(
      labels(orderByTieBreaks([rowAt('b', same, [2]), rowAt('a', big, [1])], ['countedPlaces'])),
    ).toEqual(['1 b null', '2 a countedPlaces']);
  });

  it('a number total is accepted as core rank accepts it, equal to the same Fraction', () => {
    // 10.5 = 21/2: tied on the total, then the counted places decide (one 1st place ahead of none).
    const order = orderByTieBreaks(
      [rowAt('a', 10.5, [0, 1]), rowAt('b', Fraction.of(21, 2), [1]), rowAt('c', 11)],
      ['countedPlaces'],
    );
    expect(labels(order)).toEqual(['1 c null', '2 b total', '3 a countedPlaces']);
  });
});

describe('§34 tie-break keys at their edges', () => {
  it('no rating list given: every player is unrated, so the rating key ties them all', () => {
    // Decision 7 / §34 last key: unrated after rated; with no list nobody is rated, the
    // place is shared whatever the ids are.
    const order = orderByTieBreaks([rowAt('Zora was here', 10), rowAt('anne', 10)], ['ratingList']);
    expect(labels(order)).toEqual(['1–2 Zora was here null', '1–2 anne null']);
  });

  it('last common event with nothing in common and no further key: a shared place', () => {
    // §34 "siste NGP-turnering som begge spillerne deltok i": a and b never met, so the key
    // cannot separate them; no key follows (decision 7), they share 2nd–3rd.
    const order = orderByTieBreaks(
      [
        rowAt('a', 10, [], [{ tournament: 'x', seasonIndex: 0, place: 1 }]),
        rowAt('b', 10, [], [{ tournament: 'y', seasonIndex: 1, place: 1 }]),
        rowAt('c', 12),
      ],
      ['lastCommonEvent'],
    );
    expect(labels(order)).toEqual(['1 c null', '2–3 a total', '2–3 b null']);
  });
});
