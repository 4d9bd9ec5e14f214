/**
 * Third mutation pass over `src/grandprix/total.ts` and `ties.ts` (StrykerJS run of
 * 2026-11-30, docs/mutation/grandprix.md): totals compared as doubles and exactly (seed 000
 * §34 first criterion: the higher total), BigInt totals, numeric totals accepted as core
 * `rank` accepts them, the default rating list, the last-common-event key with nothing in
 * common (decision 7), the packed counted-result key at the edge of exact doubles (§33,
 * decision 2), the common unit denominator of halves and thirds, and the scratch columns
 * growing between calls. Expected values are derived by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  type GrandPrixPlayer,
  type GrandPrixRules,
  type GrandPrixSeason,
  type GrandPrixTournament,
  NGP,
} from '../../src/grandprix/index.js';
// Internal: the §34 order and the per-player total of any set of results, which the
// published standings use but do not show on their own.
import { orderByTieBreaks } from '../../src/grandprix/ties.js';
import type { PlayerTotal } from '../../src/grandprix/total.js';
import { seasonTotals } from './helpers.js';

/** A regular 7-round NGP tournament whose standings are `order` at places 1, 2, 3, … (§31). */
const regularEvent = (id: string, startDate: string, order: readonly string[]): GrandPrixTournament => ({
  id,
  kind: 'regular',
  startDate,
  rounds: 7,
  standings: order.map((player, index) => ({ player, place: index + 1 })),
});

const member = (id: string): GrandPrixPlayer => ({
  id,
  citizenOrResident: true,
  memberships: [{ from: '2020-01-01' }],
});

/** A row for `orderByTieBreaks`: only the fields the ordering reads. */
const row = (
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

/** Exact `n/d` text of a Fraction (`n` when whole). */
const text = (value: Fraction) =>
  String(value.denominator) === '1' ? String(value.numerator) : `${value.numerator}/${value.denominator}`;

describe('§34 first criterion: the higher total, decided exactly', () => {
  // (2^53 − 1)/3 = 3002399751580330 1/3 and 6004799503160661/2 = 3002399751580330 1/2:
  // both round to the double 3002399751580330.5, yet the second is higher by 1/6.
  const lower = Fraction.of(2 ** 53 - 1, 3);
  const higher = Fraction.of(6004799503160661, 2);

  it('totals equal as doubles but not exactly are not tied', () => {
    expect(lower.toNumber()).toBe(higher.toNumber());
    for (const rows of [
      [row('a', lower), row('b', higher)],
      [row('b', higher), row('a', lower)],
    ]) {
      expect(labels(orderByTieBreaks(rows, ['countedPlaces']))).toEqual(['1 b null', '2 a total']);
    }
  });

  it('a third row between and around them keeps the exact order', () => {
    // 3002399751580330 (whole) < lower < higher < 3002399751580331 (whole).
    const rows = [
      row('w', Fraction.of(3002399751580331)),
      row('a', lower),
      row('z', Fraction.of(3002399751580330)),
      row('b', higher),
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
      [row('a', big), row('s', Fraction.of(7)), row('b', bigger)],
      ['countedPlaces'],
    );
    expect(labels(order)).toEqual(['1 b null', '2 a total', '3 s total']);
  });

  it('equal BigInt totals share a place unless a tie-break separates them', () => {
    const big = Fraction.of(10n ** 20n + 2n, 3n);
    const same = Fraction.of(2n * (10n ** 20n + 2n), 6n);
    expect(labels(orderByTieBreaks([row('b', same, [1]), row('a', big, [1])], ['countedPlaces']))).toEqual([
      '1–2 a null',
      '1–2 b null',
    ]);
    // One more counted 1st place (§34 "antall tellende 1.plasser") separates them.
    expect(labels(orderByTieBreaks([row('b', same, [2]), row('a', big, [1])], ['countedPlaces']))).toEqual([
      '1 b null',
      '2 a countedPlaces',
    ]);
  });

  it('a number total is accepted as core rank accepts it, equal to the same Fraction', () => {
    // 10.5 = 21/2: tied on the total, then the counted places decide (one 1st place ahead of none).
    const order = orderByTieBreaks(
      [row('a', 10.5, [0, 1]), row('b', Fraction.of(21, 2), [1]), row('c', 11)],
      ['countedPlaces'],
    );
    expect(labels(order)).toEqual(['1 c null', '2 b total', '3 a countedPlaces']);
  });
});

describe('§34 tie-break keys at their edges', () => {
  it('no rating list given: every player is unrated, so the rating key ties them all', () => {
    // Decision 7 / §34 last key: unrated after rated; with no list nobody is rated, the
    // place is shared whatever the ids are.
    const order = orderByTieBreaks([row('Stryker was here', 10), row('anne', 10)], ['ratingList']);
    expect(labels(order)).toEqual(['1–2 Stryker was here null', '1–2 anne null']);
  });

  it('last common event with nothing in common and no further key: a shared place', () => {
    // §34 "siste NGP-turnering som begge spillerne deltok i": a and b never met, so the key
    // cannot separate them; no key follows (decision 7), they share 2nd–3rd.
    const order = orderByTieBreaks(
      [
        row('a', 10, [], [{ tournament: 'x', seasonIndex: 0, place: 1 }]),
        row('b', 10, [], [{ tournament: 'y', seasonIndex: 1, place: 1 }]),
        row('c', 12),
      ],
      ['lastCommonEvent'],
    );
    expect(labels(order)).toEqual(['1 c null', '2–3 a total', '2–3 b null']);
  });
});

describe('§33 counted results chosen exactly (decision 2: more points, then the better place)', () => {
  it('place values of 2^52: equal points, the better eligible place counts', () => {
    // Two regular tournaments planned → round(2/3 × 2) = 1 counted (§33).
    // t1: b 1st, a 2nd; t2: a 1st, c 2nd, d 3rd (below the scale: 0). Places 1 and 2 are
    // worth 2^52 each, so a has 2^52 in both; the better eligible place (1st, t2) counts
    // and t1 gives the flat 2 extra points: a = 2^52 + 2, key [1].
    const value = 2 ** 52;
    const config: GrandPrixRules = { ...NGP, placePoints: [value, value], belowScalePoints: 0 };
    const season: GrandPrixSeason = {
      players: ['a', 'b', 'c', 'd'].map(member),
      tournaments: [
        regularEvent('t1', '2025-01-10', ['b', 'a']),
        regularEvent('t2', '2025-02-10', ['a', 'c', 'd']),
      ],
    };
    const totals = seasonTotals(season, config);
    expect(totals.countedTournaments).toBe(1);
    const [a, b, c, d] = totals.totals as PlayerTotal[];
    expect(a?.playerId).toBe('a');
    expect(a?.results.map((result) => result.status)).toEqual(['extra', 'counted']);
    expect(a?.countedPlaces).toEqual([1]);
    expect(text(a?.total as Fraction)).toBe(String(value + 2));
    expect(text(b?.total as Fraction)).toBe(String(value));
    expect(b?.countedPlaces).toEqual([1]);
    expect(text(c?.total as Fraction)).toBe(String(value));
    expect(c?.countedPlaces).toEqual([0, 1]);
    expect(text(d?.total as Fraction)).toBe('0');
    expect(d?.countedPlaces).toEqual([0, 0, 1]);
  });

  it('place values of (2^53 + 8)/10: equal points, the better eligible place still counts', () => {
    // Same rule as above. M = 900719925474100, so 10 × M = 2^53 + 8 lies just past the last
    // exactly representable odd integers. t1: b 1st, a 2nd; t2: a 1st, c 2nd, d 3rd, e 4th
    // (3rd and 4th below the scale: 0). a has M twice; the 1st place (t2) counts, t1 gives
    // 2 extra: a = M + 2, key [1]; c has M at 2nd, key [0, 1].
    const value = 900719925474100;
    expect(value * 10).toBe(2 ** 53 + 8);
    const config: GrandPrixRules = { ...NGP, placePoints: [value, value], belowScalePoints: 0 };
    const season: GrandPrixSeason = {
      players: ['a', 'b', 'c', 'd', 'e'].map(member),
      tournaments: [
        regularEvent('t1', '2025-01-10', ['b', 'a']),
        regularEvent('t2', '2025-02-10', ['a', 'c', 'd', 'e']),
      ],
    };
    const [a, , c] = seasonTotals(season, config).totals as PlayerTotal[];
    expect(a?.results.map((result) => result.status)).toEqual(['extra', 'counted']);
    expect(a?.countedPlaces).toEqual([1]);
    expect(text(a?.total as Fraction)).toBe(String(value + 2));
    expect(c?.countedPlaces).toEqual([0, 1]);
  });

  it('halves then thirds: 9/2 at a shared 5th beats 13/3 at a shared 1st', () => {
    // Custom scale 4, 4, 5, 10, 4, 5 (§31 values per place; shared places: their average,
    // decision 6). t1: p1–p4 1st–4th, a and x share 5th–6th: (4 + 5)/2 = 9/2 each.
    // t2: a, y, z share 1st–3rd: (4 + 4 + 5)/3 = 13/3 each. One of the two counts (§33):
    // 9/2 > 13/3, so t1 counts (eligible place 5) and t2 gives 2 extra: a = 9/2 + 2 = 13/2.
    const config: GrandPrixRules = { ...NGP, placePoints: [4, 4, 5, 10, 4, 5], belowScalePoints: 0 };
    const season: GrandPrixSeason = {
      players: ['a', 'p1', 'p2', 'p3', 'p4', 'x', 'y', 'z'].map(member),
      tournaments: [
        {
          id: 't1',
          kind: 'regular',
          startDate: '2025-01-10',
          rounds: 7,
          standings: [
            { player: 'p1', place: 1 },
            { player: 'p2', place: 2 },
            { player: 'p3', place: 3 },
            { player: 'p4', place: 4 },
            { player: 'a', place: 5 },
            { player: 'x', place: 5 },
          ],
        },
        {
          id: 't2',
          kind: 'regular',
          startDate: '2025-02-10',
          rounds: 7,
          standings: [
            { player: 'a', place: 1 },
            { player: 'y', place: 1 },
            { player: 'z', place: 1 },
          ],
        },
      ],
    };
    const totals = seasonTotals(season, config);
    const byId = new Map(totals.totals.map((total) => [total.playerId, total]));
    const a = byId.get('a') as PlayerTotal;
    expect(a.results.map((result) => [text(result.points), result.status])).toEqual([
      ['9/2', 'counted'],
      ['13/3', 'extra'],
    ]);
    expect(text(a.total)).toBe('13/2');
    expect(a.countedPlaces).toEqual([0, 0, 0, 0, 1]);
    expect(text((byId.get('x') as PlayerTotal).total)).toBe('9/2');
    expect(text((byId.get('y') as PlayerTotal).total)).toBe('13/3');
    expect(text((byId.get('p4') as PlayerTotal).total)).toBe('10');
  });
});

describe('§30 membership: players listed in any order keep their own periods', () => {
  it('a hole in the player list is refused; listed densely, each player keeps their own periods', () => {
    // A hole is undefined where a player is expected: NOT_AN_OBJECT at it, never a TypeError.
    const sparse: GrandPrixPlayer[] = [];
    sparse[0] = member('a');
    sparse[2] = member('b');
    expect(1 in sparse).toBe(false);
    expect(() => seasonTotals({ players: sparse, tournaments: [] })).toThrow(
      /players\[1\]: undefined is not an object/,
    );
    // c joins on 2025-06-01, so at the 2025-01-10 tournament c is not a member (§30 first
    // bullet) and the eligible close up (decision 6): a eligible 1st = 12, b eligible 2nd =
    // 10; c has no eligible result and no total (decision 9).
    const players: GrandPrixPlayer[] = [
      member('a'),
      member('b'),
      { id: 'c', citizenOrResident: true, memberships: [{ from: '2025-06-01' }] },
    ];
    const totals = seasonTotals({
      players,
      tournaments: [regularEvent('oslo', '2025-01-10', ['c', 'a', 'b'])],
    });
    expect(
      totals.totals.map((total) => [total.playerId, text(total.total), total.results[0]?.eligiblePlace]),
    ).toEqual([
      ['a', '12', 1],
      ['b', '10', 2],
    ]);
  });
});

describe('scratch columns grow between calls', () => {
  const field = (size: number): GrandPrixSeason => {
    const ids = Array.from({ length: size }, (_, index) => `p${String(index + 1).padStart(4, '0')}`);
    return {
      players: ids.map(member),
      tournaments: [
        {
          id: 'open',
          kind: 'regular',
          startDate: '2025-01-10',
          rounds: 7,
          standings: ids.map((player, index) => ({ player, place: index + 1 })),
        },
      ],
    };
  };

  it('a 1100-player tournament after a 3-player one', () => {
    // One regular tournament: round(2/3 × 1) = 1 counted. §31: 12, 10, 8, 7, 6, 5, 4, 3,
    // then 2 for every place below the scale.
    const small = seasonTotals(field(3));
    expect(small.totals.map((total) => text(total.total))).toEqual(['12', '10', '8']);
    const large = seasonTotals(field(1100));
    expect(large.totals).toHaveLength(1100);
    const expected = (place: number) => String([12, 10, 8, 7, 6, 5, 4, 3][place - 1] ?? 2);
    expect(
      large.totals.map((total) => [total.playerId, text(total.total), total.results[0]?.eligiblePlace]),
    ).toEqual(
      Array.from({ length: 1100 }, (_, index) => [
        `p${String(index + 1).padStart(4, '0')}`,
        expected(index + 1),
        index + 1,
      ]),
    );
    const last = large.totals[1099] as PlayerTotal;
    expect(last.countedPlaces).toHaveLength(1100);
    expect(last.countedPlaces[1099]).toBe(1);
    // And back to a small season: the reused columns are zeroed again.
    expect(seasonTotals(field(2)).totals.map((total) => text(total.total))).toEqual(['12', '10']);
  });
});
