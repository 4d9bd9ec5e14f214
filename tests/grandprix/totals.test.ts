/**
 * Season totals of seed 000 §30–§33 worked out by hand: shared places among eligible
 * players closing up over ineligible ones (decision 6), a guest, a late member, a
 * participation-only tournament (§32), more NGP tournaments than count and the flat extra
 * points (§33), the counted-places key (§34), with integer, half, quarter, eighth and third
 * points, points beyond safe integers, the counted results chosen exactly (decision 2), and
 * a large tournament after a small one. Every expected value is derived in the comments from
 * the rules, never copied from the code's output.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  type GrandPrixPlayer,
  type GrandPrixRules,
  type GrandPrixSeason,
  type GrandPrixTournament,
  NGP,
  type TournamentKind,
} from '../../src/grandprix/index.js';
import { resolveRules } from '../../src/grandprix/rules.js';
// Internal: the §34 order and the per-player total of any set of results, which the
// published standings use but do not show on their own.
import { orderByTieBreaks } from '../../src/grandprix/ties.js';
import { type PlayerTotal, totalFor } from '../../src/grandprix/total.js';
import { seasonTotals } from './helpers.js';

const member = (id: string, from = '2020-01-01'): GrandPrixPlayer => ({
  id,
  citizenOrResident: true,
  memberships: [{ from }],
});

// g: a guest (no membership, not citizen or resident: §30 first and third bullets).
// l: joins on 2025-03-01 (§30 first bullet: ineligible before that day).
const players: GrandPrixPlayer[] = [
  member('a'),
  member('b'),
  member('c'),
  member('d'),
  member('e'),
  { id: 'g', citizenOrResident: false, memberships: [] },
  member('l', '2025-03-01'),
];

const placed = (...rows: [string, number, number?][]) =>
  rows.map(([player, place, roundsPlayed]) =>
    roundsPlayed === undefined ? { player, place } : { player, place, roundsPlayed },
  );

const season: GrandPrixSeason = {
  players,
  tournaments: [
    // Listed out of date order on purpose: season order is by start date.
    { id: 'r3', kind: 'regular', startDate: '2025-06-10', rounds: 7 },
    {
      id: 'r1',
      kind: 'regular',
      startDate: '2025-01-10',
      rounds: 7,
      standings: placed(['a', 1], ['g', 2], ['b', 2], ['c', 2], ['l', 5], ['d', 6]),
    },
    {
      id: 'l1',
      kind: 'lightning',
      startDate: '2025-02-10',
      rounds: 7,
      // c played 4 of 7 rounds: 4/7 < 2/3 (§30 second bullet).
      standings: placed(['b', 1], ['a', 2], ['d', 3], ['e', 3], ['c', 5, 4]),
    },
    {
      id: 'p1',
      kind: 'participationOnly',
      startDate: '2025-03-05',
      rounds: 5,
      standings: placed(['a', 1], ['e', 2], ['l', 3], ['g', 4]),
    },
    {
      id: 'n1',
      kind: 'nationalChampionship',
      startDate: '2025-04-05',
      rounds: 7,
      standings: placed(['a', 1], ['c', 2], ['b', 3], ['d', 3], ['l', 3], ['e', 6]),
    },
    {
      id: 'r2',
      kind: 'regular',
      startDate: '2025-05-10',
      rounds: 7,
      standings: placed(['a', 1], ['b', 2], ['c', 3]),
    },
  ],
};

const meta = {
  r1: ['regular', '2025-01-10', 0],
  l1: ['lightning', '2025-02-10', 1],
  p1: ['participationOnly', '2025-03-05', 2],
  n1: ['nationalChampionship', '2025-04-05', 3],
  r2: ['regular', '2025-05-10', 4],
} as const;

/** One expected result as plain JSON (Fractions serialise as exact strings). */
function result(
  tournament: keyof typeof meta,
  place: number,
  eligible: [number, number] | null,
  reasons: string[],
  points: string,
  status: string,
  awarded: string,
) {
  const [kind, startDate, seasonIndex] = meta[tournament];
  return {
    tournamentId: tournament,
    kind,
    startDate,
    seasonIndex,
    place,
    eligiblePlace: eligible === null ? null : eligible[0],
    eligibleLastPlace: eligible === null ? null : eligible[1],
    reasons,
    points,
    status,
    awarded,
  };
}

/** Plain JSON with every Fraction written `n/d` (or `n` when whole), exactly. */
function json(value: unknown): unknown {
  if (value instanceof Fraction) return ratio(value);
  if (Array.isArray(value)) return value.map(json);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, json(entry)]));
  return value;
}

function ratio(value: Fraction): string {
  const denominator = String(value.denominator);
  return denominator === '1' ? String(value.numerator) : `${value.numerator}/${denominator}`;
}

/** A regular 7-round NGP tournament whose standings are `order` at places 1, 2, 3, … (§31). */
const regularEvent = (id: string, startDate: string, order: readonly string[]): GrandPrixTournament => ({
  id,
  kind: 'regular',
  startDate,
  rounds: 7,
  standings: order.map((player, index) => ({ player, place: index + 1 })),
});

/** Exact `n/d` text of a Fraction (`n` when whole). */
const text = (value: Fraction) => ratio(value);

const LATE = ['notMember'];
const SHORT = ['tooFewRounds'];

describe('§30–§33 a hand-worked season, every field (NGP points: whole, halves, quarters)', () => {
  // 5 NGP tournaments on the list (r1, l1, n1, r2 and the planned r3): round(2/3 × 5) =
  // round(3.33) = 3 count (§33). p1 is participation-only (§32): 2 points each eligible.
  // r1 (100%): a 1st → 12; g ineligible in the 2nd-place tie, b and c close up to eligible
  //   2–3 → (10 + 8)/2 = 9 each; l ineligible (late); d eligible 4th → 7.
  // l1 (50%): b 12/2 = 6; a 10/2 = 5; d, e eligible 3–4 → (8 + 7)/2 × 1/2 = 15/4; c short.
  // n1 (150%): a 18; c 15; b, d, l eligible 3–5 → (8 + 7 + 6)/3 × 3/2 = 21/2; e 6th → 5 × 3/2 = 15/2.
  // r2 (100%): a 12, b 10, c 8.
  it('NGP preset', () => {
    const totals = seasonTotals(season);
    expect(json(totals)).toEqual({
      plannedNgpTournaments: 5,
      countedTournaments: 3,
      playedTournaments: ['r1', 'l1', 'p1', 'n1', 'r2'],
      remainingTournaments: ['r3'],
      // g has no eligible result: no total (decision 9).
      totals: [
        {
          // a: NGP 12 (r1), 5 (l1), 18 (n1), 12 (r2): best three n1, r1, r2 = 42; l1 extra 2;
          // p1 2. Total 46. Counted places all 1st: [3].
          playerId: 'a',
          total: '46',
          countedPoints: '42',
          extraPoints: '2',
          participationPoints: '2',
          countedPlaces: [3],
          results: [
            result('r1', 1, [1, 1], [], '12', 'counted', '12'),
            result('l1', 2, [2, 2], [], '5', 'extra', '2'),
            result('p1', 1, [1, 1], [], '2', 'participation', '2'),
            result('n1', 1, [1, 1], [], '18', 'counted', '18'),
            result('r2', 1, [1, 1], [], '12', 'counted', '12'),
          ],
        },
        {
          // b: 9 (r1), 6 (l1), 21/2 (n1), 10 (r2): best n1, r2, r1 = 59/2; l1 extra 2 → 63/2.
          // Places counted: 2 (r1), 3 (n1), 2 (r2) → [0, 2, 1].
          playerId: 'b',
          total: '63/2',
          countedPoints: '59/2',
          extraPoints: '2',
          participationPoints: '0',
          countedPlaces: [0, 2, 1],
          results: [
            result('r1', 2, [2, 3], [], '9', 'counted', '9'),
            result('l1', 1, [1, 1], [], '6', 'extra', '2'),
            result('n1', 3, [3, 5], [], '21/2', 'counted', '21/2'),
            result('r2', 2, [2, 2], [], '10', 'counted', '10'),
          ],
        },
        {
          // c: 9 (r1), l1 ineligible (takes no slot, decision 3), 15 (n1), 8 (r2): all three
          // count, 32. Places 2, 2, 3 → [0, 2, 1].
          playerId: 'c',
          total: '32',
          countedPoints: '32',
          extraPoints: '0',
          participationPoints: '0',
          countedPlaces: [0, 2, 1],
          results: [
            result('r1', 2, [2, 3], [], '9', 'counted', '9'),
            result('l1', 5, null, SHORT, '0', 'ineligible', '0'),
            result('n1', 2, [2, 2], [], '15', 'counted', '15'),
            result('r2', 3, [3, 3], [], '8', 'counted', '8'),
          ],
        },
        {
          // d: 7 + 15/4 + 21/2 = 28/4 + 15/4 + 42/4 = 85/4. Places 4, 3, 3 → [0, 0, 2, 1].
          playerId: 'd',
          total: '85/4',
          countedPoints: '85/4',
          extraPoints: '0',
          participationPoints: '0',
          countedPlaces: [0, 0, 2, 1],
          results: [
            result('r1', 6, [4, 4], [], '7', 'counted', '7'),
            result('l1', 3, [3, 4], [], '15/4', 'counted', '15/4'),
            result('n1', 3, [3, 5], [], '21/2', 'counted', '21/2'),
          ],
        },
        {
          // e: 15/4 (l1) + 15/2 (n1) = 45/4 counted; p1 2 → 53/4. Places 3, 6 → [0, 0, 1, 0, 0, 1].
          playerId: 'e',
          total: '53/4',
          countedPoints: '45/4',
          extraPoints: '0',
          participationPoints: '2',
          countedPlaces: [0, 0, 1, 0, 0, 1],
          results: [
            result('l1', 3, [3, 4], [], '15/4', 'counted', '15/4'),
            result('p1', 2, [2, 2], [], '2', 'participation', '2'),
            result('n1', 6, [6, 6], [], '15/2', 'counted', '15/2'),
          ],
        },
        {
          // l: r1 ineligible (not yet a member), p1 2 (g after l is ineligible, l stays 3rd),
          // n1 21/2 → total 25/2, places [0, 0, 1].
          playerId: 'l',
          total: '25/2',
          countedPoints: '21/2',
          extraPoints: '0',
          participationPoints: '2',
          countedPlaces: [0, 0, 1],
          results: [
            result('r1', 5, null, LATE, '0', 'ineligible', '0'),
            result('p1', 3, [3, 3], [], '2', 'participation', '2'),
            result('n1', 3, [3, 5], [], '21/2', 'counted', '21/2'),
          ],
        },
      ],
    });
    // The guest's r1 and p1 lines are nowhere in the totals.
    expect(totals.totals.map((total) => total.playerId)).not.toContain('g');
  });

  it('fractional point values change the common denominator (halves, quarters, eighths)', () => {
    // placePoints 12.5, 10, 7.5, 7, 6, 5, 4, 3; participation 1.5; extra 0.25.
    const config: GrandPrixRules = {
      ...NGP,
      placePoints: [12.5, 10, 7.5, 7, 6, 5, 4, 3],
      participationOnlyPoints: 1.5,
      extraEventPoints: 0.25,
    };
    // r1: a 25/2; b, c (10 + 7.5)/2 = 35/4; d 7.
    // l1 (50%): b 25/4; a 5; d, e (7.5 + 7)/2 × 1/2 = 29/8.
    // n1 (150%): a 75/4; c 15; b, d, l (7.5 + 7 + 6)/3 × 3/2 = 41/4; e 15/2.
    // r2: a 25/2, b 10, c 15/2.
    const totals = seasonTotals(season, config);
    const brief = totals.totals.map((total) => ({
      playerId: total.playerId,
      total: ratio(total.total),
      counted: ratio(total.countedPoints),
      extra: ratio(total.extraPoints),
      participation: ratio(total.participationPoints),
      places: total.countedPlaces,
      statuses: total.results.map(
        (entry) => `${entry.tournamentId}:${entry.status}:${ratio(entry.points)}:${ratio(entry.awarded)}`,
      ),
    }));
    expect(brief).toEqual([
      // a: counted n1 75/4 + r1 25/2 + r2 25/2 = 175/4; extra 1/4; p1 3/2 → 182/4 = 91/2.
      {
        playerId: 'a',
        total: '91/2',
        counted: '175/4',
        extra: '1/4',
        participation: '3/2',
        places: [3],
        statuses: [
          'r1:counted:25/2:25/2',
          'l1:extra:5:1/4',
          'p1:participation:3/2:3/2',
          'n1:counted:75/4:75/4',
          'r2:counted:25/2:25/2',
        ],
      },
      // b: 41/4 (n1) > 10 (r2) > 35/4 (r1) > 25/4 (l1): counted 116/4 = 29; extra 1/4 → 117/4.
      {
        playerId: 'b',
        total: '117/4',
        counted: '29',
        extra: '1/4',
        participation: '0',
        places: [0, 2, 1],
        statuses: ['r1:counted:35/4:35/4', 'l1:extra:25/4:1/4', 'n1:counted:41/4:41/4', 'r2:counted:10:10'],
      },
      // c: 35/4 + 15 + 15/2 = 35/4 + 60/4 + 30/4 = 125/4.
      {
        playerId: 'c',
        total: '125/4',
        counted: '125/4',
        extra: '0',
        participation: '0',
        places: [0, 2, 1],
        statuses: ['r1:counted:35/4:35/4', 'l1:ineligible:0:0', 'n1:counted:15:15', 'r2:counted:15/2:15/2'],
      },
      // d: 7 + 29/8 + 41/4 = 56/8 + 29/8 + 82/8 = 167/8.
      {
        playerId: 'd',
        total: '167/8',
        counted: '167/8',
        extra: '0',
        participation: '0',
        places: [0, 0, 2, 1],
        statuses: ['r1:counted:7:7', 'l1:counted:29/8:29/8', 'n1:counted:41/4:41/4'],
      },
      // e: 29/8 + 15/2 = 89/8 counted; 3/2 participation → 101/8.
      {
        playerId: 'e',
        total: '101/8',
        counted: '89/8',
        extra: '0',
        participation: '3/2',
        places: [0, 0, 1, 0, 0, 1],
        statuses: ['l1:counted:29/8:29/8', 'p1:participation:3/2:3/2', 'n1:counted:15/2:15/2'],
      },
      // l: 41/4 counted + 3/2 → 47/4.
      {
        playerId: 'l',
        total: '47/4',
        counted: '41/4',
        extra: '0',
        participation: '3/2',
        places: [0, 0, 1],
        statuses: ['r1:ineligible:0:0', 'p1:participation:3/2:3/2', 'n1:counted:41/4:41/4'],
      },
    ]);
  });
});

describe('§33 thirds and halves in one season: the unit denominator 6', () => {
  it('a three-way tie (thirds) then a lightning half', () => {
    // 2 NGP tournaments on the list: round(2/3 × 2) = round(1.33) = 1 counts; the other is extra (2).
    // t1 regular: a 1st → 12; b, c, d share 2–4 → (10 + 8 + 7)/3 = 25/3 each.
    // t2 lightning (50%): d 12/2 = 6, a 10/2 = 5, b 8/2 = 4, c 7/2.
    // a: 12 counted, t2 extra 2 → 14, places [1].
    // b, c: 25/3 counted, t2 extra 2 → 31/3, places [0, 1].
    // d: 25/3 (more points) beats 6 though 6 was a 1st place: 25/3 counted, 31/3, [0, 1].
    const four: GrandPrixSeason = {
      players: [member('a'), member('b'), member('c'), member('d')],
      tournaments: [
        {
          id: 't1',
          kind: 'regular',
          startDate: '2025-01-10',
          rounds: 5,
          standings: placed(['a', 1], ['b', 2], ['c', 2], ['d', 2]),
        },
        {
          id: 't2',
          kind: 'lightning',
          startDate: '2025-02-10',
          rounds: 5,
          standings: placed(['d', 1], ['a', 2], ['b', 3], ['c', 4]),
        },
      ],
    };
    const totals = seasonTotals(four);
    expect(
      totals.totals.map((total) => [
        total.playerId,
        ratio(total.total),
        ratio(total.countedPoints),
        ratio(total.extraPoints),
        total.countedPlaces,
        total.results.map((entry) => `${entry.status} ${ratio(entry.points)} ${ratio(entry.awarded)}`),
      ]),
    ).toEqual([
      ['a', '14', '12', '2', [1], ['counted 12 12', 'extra 5 2']],
      ['b', '31/3', '25/3', '2', [0, 1], ['counted 25/3 25/3', 'extra 4 2']],
      ['c', '31/3', '25/3', '2', [0, 1], ['counted 25/3 25/3', 'extra 7/2 2']],
      ['d', '31/3', '25/3', '2', [0, 1], ['counted 25/3 25/3', 'extra 6 2']],
    ]);
  });
});

describe('totalFor (the per-player rule behind placeOutlook): decision 2 and decision 3', () => {
  const fact = (
    tournament: string,
    kind: TournamentKind,
    seasonIndex: number,
    eligiblePlace: number | null,
    points: number,
  ) => ({
    tournamentId: tournament,
    kind,
    startDate: `2025-01-${String(10 + seasonIndex)}`,
    seasonIndex,
    place: eligiblePlace ?? 1,
    eligiblePlace,
    eligibleLastPlace: eligiblePlace,
    reasons: eligiblePlace === null ? (['tooFewRounds'] as const) : ([] as const),
    points: Fraction.from(points),
  });
  // x0 8 pts at eligible place 3; p participation 2; x2 lightning 1 pt place 9; x3 ineligible
  // (0); x4 8 pts place 3; x5 8 pts place 2; x7 0 pts place 20.
  const lines = [
    fact('x0', 'regular', 0, 3, 8),
    fact('p', 'participationOnly', 1, 1, 2),
    fact('x2', 'lightning', 2, 9, 1),
    fact('x3', 'regular', 3, null, 0),
    fact('x4', 'regular', 4, 3, 8),
    fact('x5', 'regular', 5, 2, 8),
    fact('x7', 'regular', 7, 20, 0),
  ];
  const statuses = (count: number) => {
    const total = totalFor('z', lines, count, resolveRules(NGP));
    return [
      ratio(total.total),
      ratio(total.countedPoints),
      ratio(total.extraPoints),
      ratio(total.participationPoints),
      total.countedPlaces,
      total.results.map((entry) => `${entry.tournamentId} ${entry.status} ${ratio(entry.awarded)}`),
    ];
  };

  it('2 count: equal points → better eligible place, then the earlier tournament', () => {
    // Order of the NGP eligible results: x5 (8, place 2), x0 (8, place 3, earlier), x4 (8, place 3),
    // x2 (1), x7 (0). Counted x5, x0 = 16; extras x4, x2, x7 = 3 × 2 = 6; p 2 → 24.
    expect(statuses(2)).toEqual([
      '24',
      '16',
      '6',
      '2',
      [0, 1, 1],
      [
        'x0 counted 8',
        'p participation 2',
        'x2 extra 2',
        'x3 ineligible 0',
        'x4 extra 2',
        'x5 counted 8',
        'x7 extra 2',
      ],
    ]);
  });

  it('4 count: a participation result takes no slot (§32)', () => {
    // Counted x5, x0, x4, x2 = 25; x7 extra 2; p 2 → 29. Places 2, 3, 3, 9.
    expect(statuses(4)).toEqual([
      '29',
      '25',
      '2',
      '2',
      [0, 1, 2, 0, 0, 0, 0, 0, 1],
      [
        'x0 counted 8',
        'p participation 2',
        'x2 counted 1',
        'x3 ineligible 0',
        'x4 counted 8',
        'x5 counted 8',
        'x7 extra 2',
      ],
    ]);
  });

  it('5 count: an ineligible result takes no slot (decision 3), not even from a 0-point one', () => {
    // All five eligible NGP results count: 25; p 2 → 27. Places 2, 3, 3, 9, 20.
    const places = [0, 1, 2, 0, 0, 0, 0, 0, 1];
    for (let slot = 9; slot < 19; slot++) places.push(0);
    places.push(1);
    expect(statuses(5)).toEqual([
      '27',
      '25',
      '0',
      '2',
      places,
      [
        'x0 counted 8',
        'p participation 2',
        'x2 counted 1',
        'x3 ineligible 0',
        'x4 counted 8',
        'x5 counted 8',
        'x7 counted 0',
      ],
    ]);
  });

  it('seasonTotals and totalFor agree on the hand-worked season', () => {
    const totals = seasonTotals(season);
    for (const total of totals.totals) {
      const again = totalFor(total.playerId, total.results, totals.countedTournaments, resolveRules(NGP));
      expect(json(again)).toEqual(json(total));
    }
  });
});

describe('decision 2 with equal points, with small and with huge point values', () => {
  // 3 NGP tournaments: round(2/3 × 3) = 2 count. a is 5th in t1 and t2 (6 points each) and
  // wins the lightning t3 (12 × 50% = 6). Equal points: the better eligible place first (t3),
  // then the earlier tournament (t1): t3 and t1 count, t2 is extra.
  const sixes: GrandPrixSeason = {
    players: ['a', 'b', 'c', 'd', 'e'].map((id) => member(id)),
    tournaments: [
      {
        id: 't1',
        kind: 'regular',
        startDate: '2025-01-10',
        rounds: 5,
        standings: placed(['b', 1], ['c', 2], ['d', 3], ['e', 4], ['a', 5]),
      },
      {
        id: 't2',
        kind: 'regular',
        startDate: '2025-02-10',
        rounds: 5,
        standings: placed(['b', 1], ['c', 2], ['d', 3], ['e', 4], ['a', 5]),
      },
      { id: 't3', kind: 'lightning', startDate: '2025-03-10', rounds: 5, standings: placed(['a', 1]) },
    ],
  };
  const summaryOf = (totals: ReturnType<typeof seasonTotals>, player: string) => {
    const total = totals.totals.find((entry) => entry.playerId === player);
    return [
      ratio(total?.total ?? Fraction.ZERO),
      ratio(total?.countedPoints ?? Fraction.ZERO),
      ratio(total?.extraPoints ?? Fraction.ZERO),
      total?.countedPlaces,
      total?.results.map((entry) => `${entry.tournamentId} ${entry.status} ${ratio(entry.awarded)}`),
    ];
  };

  it('NGP points: 6 + 6 counted, 2 extra → 14', () => {
    expect(summaryOf(seasonTotals(sixes), 'a')).toEqual([
      '14',
      '12',
      '2',
      [1, 0, 0, 0, 1],
      ['t1 counted 6', 't2 extra 2', 't3 counted 6'],
    ]);
  });

  // Every place value × 10^14 (12e14 … 3e14, below the scale 2e14): exact integers far
  // beyond the points of the NGP; the counted order must not change.
  const big: GrandPrixRules = {
    ...NGP,
    placePoints: [12e14, 10e14, 8e14, 7e14, 6e14, 5e14, 4e14, 3e14],
    belowScalePoints: 2e14,
  };

  it('points × 10^14: the same choice, 6e14 + 6e14 + 2', () => {
    expect(summaryOf(seasonTotals(sixes, big), 'a')).toEqual([
      '1200000000000002',
      '1200000000000000',
      '2',
      [1, 0, 0, 0, 1],
      ['t1 counted 600000000000000', 't2 extra 2', 't3 counted 600000000000000'],
    ]);
  });

  it('points × 10^14 on the hand-worked season: counted points scale, extra and participation do not', () => {
    // From the preset test: a counted 42, b 59/2, d 85/4 (all × 10^14 here); b's best three are
    // n1, r2, r1 (l1 extra) and d's three all count.
    const totals = seasonTotals(season, big);
    expect(summaryOf(totals, 'a')).toEqual([
      '4200000000000004',
      '4200000000000000',
      '2',
      [3],
      [
        'r1 counted 1200000000000000',
        'l1 extra 2',
        'p1 participation 2',
        'n1 counted 1800000000000000',
        'r2 counted 1200000000000000',
      ],
    ]);
    expect(summaryOf(totals, 'b')).toEqual([
      '2950000000000002',
      '2950000000000000',
      '2',
      [0, 2, 1],
      [
        'r1 counted 900000000000000',
        'l1 extra 2',
        'n1 counted 1050000000000000',
        'r2 counted 1000000000000000',
      ],
    ]);
    expect(summaryOf(totals, 'd')).toEqual([
      '2125000000000000',
      '2125000000000000',
      '0',
      [0, 0, 2, 1],
      ['r1 counted 700000000000000', 'l1 counted 375000000000000', 'n1 counted 1050000000000000'],
    ]);
  });
});

describe('§30 membership on the very start day, shared-group points per size, player-id order', () => {
  it('memberships that start or end on the start date count; groups of 2 and 3 at 1st differ', () => {
    // Players listed out of id order: totals come in player-id order (decision 9 list order).
    // m's membership ends on 2025-01-10 and n's starts that day: both members at t1 (§30).
    // 3 NGP tournaments → 2 count.
    // t1: m 12, n 10. t2: x, y share 1st–2nd → (12 + 10)/2 = 11; z 3rd → 8.
    // t3: x, y, z share 1st–3rd → (12 + 10 + 8)/3 = 10.
    // x, y: 11 + 10 = 21; z: 8 + 10 = 18; m 12; n 10 (before the participation-only p).
    const edges: GrandPrixSeason = {
      players: [
        member('z'),
        member('y'),
        member('x'),
        { id: 'n', citizenOrResident: true, memberships: [{ from: '2025-01-10' }] },
        { id: 'm', citizenOrResident: true, memberships: [{ from: '2020-01-01', to: '2025-01-10' }] },
      ],
      tournaments: [
        {
          id: 't1',
          kind: 'regular',
          startDate: '2025-01-10',
          rounds: 5,
          standings: placed(['m', 1], ['n', 2]),
        },
        {
          id: 't2',
          kind: 'regular',
          startDate: '2025-02-10',
          rounds: 5,
          standings: placed(['x', 1], ['y', 1], ['z', 3]),
        },
        {
          id: 't3',
          kind: 'regular',
          startDate: '2025-03-10',
          rounds: 5,
          standings: placed(['x', 1], ['y', 1], ['z', 1]),
        },
        {
          id: 'p',
          kind: 'participationOnly',
          startDate: '2025-04-10',
          rounds: 5,
          standings: placed(['x', 1], ['y', 2], ['z', 3], ['n', 4]),
        },
      ],
    };
    const totals = seasonTotals(edges);
    // The participation-only p adds 2 to x, y, z and n (§32) and takes no counted slot, so the
    // counted places stay: m [1], n [0, 1], x and y [2] (a shared 1st counts as a 1st), z [1, 0, 1].
    expect(
      totals.totals.map((total) => [
        total.playerId,
        ratio(total.total),
        total.countedPlaces,
        total.results.map((entry) => ratio(entry.points)),
      ]),
    ).toEqual([
      ['m', '12', [1], ['12']],
      ['n', '12', [0, 1], ['10', '2']],
      ['x', '23', [2], ['11', '10', '2']],
      ['y', '23', [2], ['11', '10', '2']],
      ['z', '20', [1, 0, 1], ['8', '10', '2']],
    ]);
  });

  it('7 points at the lowest eligible place beat 6 points at a 1st place', () => {
    // 3 NGP tournaments → 2 count. a wins the lightning t0 (12 × 50% = 6), then is 4th in t1 and t2
    // (7 each); g, a guest, is last in t2 (ineligible). Best two: t1 7, t2 7 = 14; t0 extra 2 → 16.
    // Counted places: two 4ths → [0, 0, 0, 2].
    const packed: GrandPrixSeason = {
      players: [
        ...['a', 'b', 'c', 'd'].map((id) => member(id)),
        { id: 'g', citizenOrResident: false, memberships: [] },
      ],
      tournaments: [
        { id: 't0', kind: 'lightning', startDate: '2025-01-10', rounds: 5, standings: placed(['a', 1]) },
        {
          id: 't1',
          kind: 'regular',
          startDate: '2025-02-10',
          rounds: 5,
          standings: placed(['b', 1], ['c', 2], ['d', 3], ['a', 4]),
        },
        {
          id: 't2',
          kind: 'regular',
          startDate: '2025-03-10',
          rounds: 5,
          standings: placed(['b', 1], ['c', 2], ['d', 3], ['a', 4], ['g', 5]),
        },
      ],
    };
    const a = seasonTotals(packed).totals.find((total) => total.playerId === 'a');
    expect([
      ratio(a?.total ?? Fraction.ZERO),
      a?.countedPlaces,
      a?.results.map((entry) => `${entry.tournamentId} ${entry.status} ${ratio(entry.awarded)}`),
    ]).toEqual(['16', [0, 0, 0, 2], ['t0 extra 2', 't1 counted 7', 't2 counted 7']]);
  });
});

describe('§34 shared places list the tied players in id order', () => {
  it('equal totals with no tie-break share 2nd–4th, listed b, c, d', () => {
    // a 12 alone 1st; b, c, d all 10 with nothing to part them (no tie-breaks): a shared 2–4.
    // decidedBy names what separated a row from the one above: b from a by the total, c from b
    // and d from c by nothing (null). Rows given as d, b, c, a.
    const row = (player: string, total: number) =>
      ({
        playerId: player,
        total: Fraction.from(total),
        countedPlaces: [],
        results: [],
      }) as unknown as PlayerTotal;
    const order = orderByTieBreaks([row('d', 10), row('b', 10), row('c', 10), row('a', 12)], []);
    expect(order.map((entry) => `${entry.placeLabel} ${entry.playerId} ${entry.decidedBy}`)).toEqual([
      '1 a null',
      '2–4 b total',
      '2–4 c null',
      '2–4 d null',
    ]);
  });
});

describe('§31 points beyond safe integers are summed exactly', () => {
  it('a 1st place worth 10^18 (a BigInt fraction) next to whole points', () => {
    // 1 NGP tournament → round(2/3) = 1 counts. a 1st: 10^18; b 2nd: 10; c 3rd: 8.
    const huge: GrandPrixRules = { ...NGP, placePoints: [1e18, 10, 8, 7, 6, 5, 4, 3] };
    const trio: GrandPrixSeason = {
      players: ['a', 'b', 'c'].map((id) => member(id)),
      tournaments: [
        {
          id: 't',
          kind: 'regular',
          startDate: '2025-01-10',
          rounds: 5,
          standings: placed(['a', 1], ['b', 2], ['c', 3]),
        },
      ],
    };
    const totals = seasonTotals(trio, huge);
    expect(totals.totals.map((total) => [total.playerId, ratio(total.total), total.countedPlaces])).toEqual([
      ['a', '1000000000000000000', [1]],
      ['b', '10', [0, 1]],
      ['c', '8', [0, 0, 1]],
    ]);
  });
});

describe('decision 3: an ineligible result takes no slot from a 0-point eligible one', () => {
  it('below-scale places worth 0: both 0-point results count, the short one is ineligible', () => {
    // Scale 12, 10, then 0 (belowScalePoints 0). 3 NGP → 2 count. a plays 1 of 5 rounds in t1
    // (1/5 < 2/3: ineligible), is 3rd in t2 and t3 (0 points each): those two count, no extra.
    // Total 0, counted places two 3rds → [0, 0, 2].
    const zero: GrandPrixRules = { ...NGP, placePoints: [12, 10], belowScalePoints: 0 };
    const standings = placed(['b', 1], ['c', 2], ['a', 3]);
    const short: GrandPrixSeason = {
      players: ['a', 'b', 'c'].map((id) => member(id)),
      tournaments: [
        {
          id: 't1',
          kind: 'regular',
          startDate: '2025-01-10',
          rounds: 5,
          standings: placed(['b', 1], ['a', 2, 1]),
        },
        { id: 't2', kind: 'regular', startDate: '2025-02-10', rounds: 5, standings },
        { id: 't3', kind: 'regular', startDate: '2025-03-10', rounds: 5, standings },
      ],
    };
    const a = seasonTotals(short, zero).totals.find((total) => total.playerId === 'a');
    expect([
      ratio(a?.total ?? Fraction.ONE),
      a?.countedPlaces,
      a?.results.map((entry) => `${entry.tournamentId} ${entry.status} ${ratio(entry.awarded)}`),
    ]).toEqual(['0', [0, 0, 2], ['t1 ineligible 0', 't2 counted 0', 't3 counted 0']]);
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
      players: ['a', 'b', 'c', 'd'].map((id) => member(id)),
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
      players: ['a', 'b', 'c', 'd', 'e'].map((id) => member(id)),
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
      players: ['a', 'p1', 'p2', 'p3', 'p4', 'x', 'y', 'z'].map((id) => member(id)),
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

describe('a large tournament after a small one, and back', () => {
  const field = (size: number): GrandPrixSeason => {
    const ids = Array.from({ length: size }, (_, index) => `p${String(index + 1).padStart(4, '0')}`);
    return {
      players: ids.map((id) => member(id)),
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
    // And back to a small season: nothing of the large one is left behind.
    expect(seasonTotals(field(2)).totals.map((total) => text(total.total))).toEqual(['12', '10']);
  });
});
