/**
 * Audit of seed 000 §29–§39 and spec `grandprix.md` decisions 1–10: tricky cases worked by
 * hand (comments show the arithmetic).
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  countedTournamentCount,
  type GrandPrixPlayer,
  type GrandPrixRules,
  type GrandPrixSeason,
  type GrandPrixTournament,
  grandPrixOutlook,
  grandPrixSelection,
  grandPrixStandings,
  NGP,
  placePoints,
  playedEnoughRounds,
} from '../../src/grandprix/index.js';
// Internal: the §34 order of any set of totals (a pair out of a tied group), which no
// published result shows on its own.
import { orderByTieBreaks } from '../../src/grandprix/ties.js';
import { ids, seasonTotals, tournamentPoints } from './helpers.js';

const member = (id: string, categories: string[] = []): GrandPrixPlayer => ({
  id,
  citizenOrResident: true,
  memberships: [{ from: '2020-01-01' }],
  categories,
});
const guest = (id: string): GrandPrixPlayer => ({ id, citizenOrResident: false, memberships: [] });

type Line = [player: string, place: number, roundsPlayed?: number];
const event = (
  id: string,
  startDate: string,
  lines: readonly Line[] | undefined,
  kind: GrandPrixTournament['kind'] = 'regular',
  rounds = 7,
): GrandPrixTournament => ({
  id,
  kind,
  startDate,
  rounds,
  ...(lines === undefined
    ? {}
    : {
        standings: lines.map(([player, place, roundsPlayed]) =>
          roundsPlayed === undefined ? { player, place } : { player, place, roundsPlayed },
        ),
      }),
});
const text = (value: Fraction): string => value.toString();
const pointsOf = (tournament: GrandPrixTournament, players: readonly GrandPrixPlayer[]) =>
  Object.fromEntries(tournamentPoints(tournament, players).rows.map((r) => [r.playerId, text(r.points)]));
const totalsOf = (season: GrandPrixSeason, rules?: GrandPrixRules) =>
  Object.fromEntries(seasonTotals(season, rules).totals.map((t) => [t.playerId, text(t.total)]));
/** Whether a player is a member on a date: not `notMember` in a tournament starting then (§30). */
const isMemberOn = (player: GrandPrixPlayer, date: string): boolean =>
  !tournamentPoints(
    { id: 't', kind: 'regular', startDate: date, rounds: 1, standings: [{ player: player.id, place: 1 }] },
    [player],
  ).rows[0]?.reasons.includes('notMember');

describe('§33 "2/3 av NGP-turneringene (avrundet til nærmeste hele)"', () => {
  it('0→0, 1→1, 2→1, 3→2, 4→3, 5→3, 6→4, 7→5, 8→5, 9→6, 10→7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => countedTournamentCount(n))).toEqual([
      0, 1, 1, 2, 3, 3, 4, 5, 5, 6, 7,
    ]);
  });
  it('halves round up with a share of 1/2 (1 → 1, 3 → 2, 5 → 3); floor and ceil configurations', () => {
    const half = { ...NGP, countedShare: '1/2' };
    expect([1, 3, 5].map((n) => countedTournamentCount(n, half))).toEqual([1, 2, 3]);
    expect(countedTournamentCount(5, { ...NGP, countedRounding: 'floor' })).toBe(3);
    expect(countedTournamentCount(4, { ...NGP, countedRounding: 'floor' })).toBe(2);
    expect(countedTournamentCount(5, { ...NGP, countedRounding: 'ceil' })).toBe(4);
  });
});

describe('§30 eligibility (decision 5)', () => {
  it('rounds: 4 of 6, 2 of 3, 5 of 7 are enough; 3 of 5, 4 of 7, 0 of 1 are not', () => {
    expect([
      playedEnoughRounds(4, 6),
      playedEnoughRounds(2, 3),
      playedEnoughRounds(5, 7),
      playedEnoughRounds(3, 5),
      playedEnoughRounds(4, 7),
      playedEnoughRounds(0, 1),
    ]).toEqual([true, true, true, false, false, false]);
  });
  it('membership on the start date from intervals, both ends inclusive, a gap between two periods fails', () => {
    const lapsed: GrandPrixPlayer = {
      id: 'p',
      citizenOrResident: true,
      memberships: [{ from: '2024-01-01', to: '2024-12-31' }, { from: '2025-02-01' }],
    };
    expect(['2024-12-31', '2025-01-15', '2025-02-01'].map((date) => isMemberOn(lapsed, date))).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('§31 points by placing among eligible players; shared places (decision 6)', () => {
  const players = [
    member('n1'),
    guest('swede'),
    member('n2'),
    member('n3'),
    member('n4'),
    member('n5'),
    member('n6'),
  ];
  it('an ineligible player between eligible ones is removed; tied eligible players share the eligible places', () => {
    // Given: n1 1, swede 2, n2 3, n3 3, n4 5 (4 of 7 rounds), n5 6, n6 6 … the swede sits inside the tie below:
    const oslo = event('oslo', '2025-01-11', [
      ['n1', 1],
      ['swede', 2],
      ['n2', 3],
      ['n3', 3],
      ['n4', 5, 4],
      ['n5', 6],
      ['n6', 6],
    ]);
    // Eligible: n1 1st (12); n2, n3 share 2nd–3rd (10 + 8) / 2 = 9; n5, n6 share 4th–5th (7 + 6) / 2 = 6.5.
    expect(pointsOf(oslo, players)).toEqual({
      n1: '12',
      swede: '0',
      n2: '9',
      n3: '9',
      n4: '0',
      n5: '6.5',
      n6: '6.5',
    });
  });
  it('an ineligible player inside a tied group: the tie shrinks to the eligible members', () => {
    const bergen = event('bergen', '2025-02-01', [
      ['n1', 1],
      ['n2', 2],
      ['swede', 2],
      ['n3', 2],
      ['n4', 5],
    ]);
    // n2, n3 share eligible 2nd–3rd: 9 each; n4 is eligible 4th: 7.
    expect(pointsOf(bergen, players)).toEqual({ n1: '12', n2: '9', swede: '0', n3: '9', n4: '7' });
  });
  it('shared places across the end of the scale, and the multipliers on shared points', () => {
    // Regular 8th–10th by three: (3 + 2 + 2) / 3 = 7/3; lightning 8th–9th: (3 + 2) / 2 × 1/2 = 5/4;
    // NM 8th–10th: 7/3 × 3/2 = 7/2; NM 1st–2nd: (12 + 10) / 2 × 3/2 = 33/2; lightning 1st–3rd: 10 × 1/2 = 5.
    expect(text(placePoints('regular', 8, 3))).toBe('7/3');
    expect(text(placePoints('lightning', 8, 2))).toBe('1.25');
    expect(text(placePoints('nationalChampionship', 8, 3))).toBe('3.5');
    expect(text(placePoints('nationalChampionship', 1, 2))).toBe('16.5');
    expect(text(placePoints('lightning', 1, 3))).toBe('5');
    // Below the scale, the multiplier applies too (spec §3 decision): NM 9th 3, lightning 9th 1, lightning 4th 3.5.
    expect(
      ['nationalChampionship', 'lightning'].map((kind) => text(placePoints(kind as 'lightning', 9, 1))),
    ).toEqual(['3', '1']);
    expect(text(placePoints('lightning', 4, 1))).toBe('3.5');
    expect(text(placePoints('regular', 20, 5))).toBe('2');
  });
  it('§32: a participation-only event gives 2 to each eligible player whatever the place; too few rounds give 0', () => {
    const egp = event(
      'egp',
      '2025-03-01',
      [
        ['swede', 1],
        ['n1', 2],
        ['n2', 2],
        ['n3', 4, 4],
      ],
      'participationOnly',
    );
    expect(pointsOf(egp, players)).toEqual({ swede: '0', n1: '2', n2: '2', n3: '0' });
  });
});

describe('§33 season totals (decisions 2, 3, 4, 9)', () => {
  it('decision 2: two results of 10 for the one counted slot — the shared 1st (better place) counts, not the earlier 2nd', () => {
    // 2 NGP events → round(4/3) = 1 counts.
    const season: GrandPrixSeason = {
      players: [member('p'), member('q'), member('r'), member('s')],
      tournaments: [
        event('a', '2025-01-11', [
          ['q', 1],
          ['p', 2],
        ]),
        event('b', '2025-02-01', [
          ['p', 1],
          ['r', 1],
          ['s', 1],
        ]),
      ],
    };
    const p = seasonTotals(season).totals.find((t) => t.playerId === 'p');
    expect(p?.results.map((r) => [r.tournamentId, text(r.points), r.status])).toEqual([
      ['a', '10', 'extra'],
      ['b', '10', 'counted'],
    ]);
    expect([text(p?.total as Fraction), p?.countedPlaces]).toEqual(['12', [1]]);
  });
  it('decision 2: equal points, equal places → the earlier event counts', () => {
    const season: GrandPrixSeason = {
      players: [member('p'), member('q')],
      tournaments: [
        event('a', '2025-01-11', [
          ['q', 1],
          ['p', 2],
        ]),
        event('b', '2025-02-01', [
          ['q', 1],
          ['p', 2],
        ]),
      ],
    };
    const p = seasonTotals(season).totals.find((t) => t.playerId === 'p');
    expect(p?.results.map((r) => r.status)).toEqual(['counted', 'extra']);
  });
  it('decision 2 across kinds: a lightning 1st (6) and a regular 5th (6) — the 1st place counts', () => {
    const others = ['a', 'b', 'c', 'd'];
    const season: GrandPrixSeason = {
      players: [member('p'), ...others.map((id) => member(id))],
      tournaments: [
        event('r', '2025-01-11', [...others.map((id, index): Line => [id, index + 1]), ['p', 5]]),
        event(
          'lyn',
          '2025-02-01',
          [['p', 1], ...others.map((id, index): Line => [id, index + 2])],
          'lightning',
        ),
      ],
    };
    const p = seasonTotals(season).totals.find((t) => t.playerId === 'p');
    expect(p?.results.map((r) => [r.tournamentId, text(r.points), r.status])).toEqual([
      ['r', '6', 'extra'],
      ['lyn', '6', 'counted'],
    ]);
    expect(p?.countedPlaces).toEqual([1]);
  });
  it('decision 3: a dropped NM or lightning result gives a flat 2, not scaled; an ineligible event takes no slot', () => {
    // 5 NGP events (3 regular, lightning, NM) → round(10/3) = 3 count.
    const season: GrandPrixSeason = {
      players: [member('p'), member('q')],
      tournaments: [
        event('r1', '2025-01-11', [['p', 1]]),
        event('r2', '2025-02-01', [['p', 1]]),
        event('r3', '2025-03-01', [['p', 1, 2]]), // 2 of 7 rounds: ineligible, no slot
        event('lyn', '2025-04-01', [['p', 1]], 'lightning'),
        event(
          'nm',
          '2025-05-20',
          [
            ['q', 1],
            ['p', 9],
          ],
          'nationalChampionship',
        ),
      ],
    };
    const p = seasonTotals(season).totals.find((t) => t.playerId === 'p');
    // Eligible: r1 12, r2 12, lyn 6, nm 2nd among eligible → 15. Best 3: 15 + 12 + 12 = 39; lyn extra: 2 (not 6, not 1).
    expect(
      p?.results.map((r) => `${r.tournamentId} ${text(r.points)} ${r.status} ${text(r.awarded)}`),
    ).toEqual([
      'r1 12 counted 12',
      'r2 12 counted 12',
      'r3 0 ineligible 0',
      'lyn 6 extra 2',
      'nm 15 counted 15',
    ]);
    expect(text(p?.total as Fraction)).toBe('41');
  });
  it('decision 4: planned NGP events count in the list, EGPs do not; a live table keeps the number; a cancelled event changes it', () => {
    const tournaments = [
      event('r1', '2025-01-11', [['p', 1]]),
      event('egp', '2025-01-20', [['p', 1]], 'participationOnly'),
      event('r2', '2025-02-01', undefined),
      event('r3', '2025-03-01', undefined),
      event('nm', '2025-05-20', undefined, 'nationalChampionship'),
    ];
    const season: GrandPrixSeason = { players: [member('p')], tournaments };
    // 4 planned NGP events → 3 count; the EGP adds 2: 12 + 2.
    expect(seasonTotals(season).countedTournaments).toBe(3);
    expect(totalsOf(season)).toEqual({ p: '14' });
    expect(grandPrixStandings(season, NGP, { afterTournament: 'r1' }).countedTournaments).toBe(3);
    const cancelled = { ...season, tournaments: tournaments.filter((t) => t.id !== 'r3') };
    expect(seasonTotals(cancelled).countedTournaments).toBe(2);
    expect(grandPrixStandings(season, NGP, { afterTournament: 'egp' }).countedTournaments).toBe(3);
  });
  it('decision 9: a player whose only eligible result is an EGP is listed; one with none is not', () => {
    const season: GrandPrixSeason = {
      players: [member('p'), member('late'), guest('swede')],
      tournaments: [
        event('r1', '2025-01-11', [
          ['swede', 1],
          ['p', 2],
          ['late', 3, 1],
        ]),
        event('egp', '2025-02-01', [['late', 5]], 'participationOnly'),
      ],
    };
    expect(totalsOf(season)).toEqual({ late: '2', p: '12' });
  });
});

describe('§34 ties (decisions 1 and 7)', () => {
  it('decision 1: the comparison goes past 8th — a counted 9th beats a counted 10th on equal totals', () => {
    const field = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const season: GrandPrixSeason = {
      players: [...field, 'x', 'y'].map((id) => member(id)),
      tournaments: [
        event('r1', '2025-01-11', [...field.map((id, index): Line => [id, index + 1]), ['x', 9], ['y', 10]]),
      ],
    };
    const rows = grandPrixStandings(season).rows.filter(
      (row) => row.playerId === 'x' || row.playerId === 'y',
    );
    expect(
      rows.map((row) => `${row.placeLabel} ${row.playerId} ${text(row.total)} ${row.decidedBy}`),
    ).toEqual(['9 x 2 total', '10 y 2 countedPlaces']);
  });
  it('decision 1: a shared 9th–10th is a 9th for both: they share the table place', () => {
    const field = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const season: GrandPrixSeason = {
      players: [...field, 'x', 'y'].map((id) => member(id)),
      tournaments: [
        event('r1', '2025-01-11', [...field.map((id, index): Line => [id, index + 1]), ['x', 9], ['y', 9]]),
      ],
    };
    const rows = grandPrixStandings(season).rows.filter(
      (row) => row.playerId === 'x' || row.playerId === 'y',
    );
    expect(rows.map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual(['9–10 x', '9–10 y']);
  });
  it('decision 7, three players: the last event all three played decides, even when two of them played a later one (ineligible there)', () => {
    // 4 regular events → round(8/3) = 3 count. a, b, c: 12 + 10 + 8 = 30 each, counted places [1, 1, 1].
    const season: GrandPrixSeason = {
      players: ['a', 'b', 'c', 'f'].map((id) => member(id)),
      tournaments: [
        event('e1', '2025-01-11', [
          ['a', 1],
          ['b', 2],
          ['c', 3],
        ]),
        event('e2', '2025-02-01', [
          ['b', 1],
          ['c', 2],
          ['a', 3],
        ]),
        event('e3', '2025-03-01', [
          ['c', 1],
          ['a', 2],
          ['b', 3],
        ]),
        // b above a here, but both played only 2 of 7 rounds, and c did not play: not the common event of all three.
        event('e4', '2025-04-01', [
          ['b', 1, 2],
          ['a', 2, 2],
          ['f', 3],
        ]),
      ],
    };
    const table = grandPrixStandings(season);
    const top = table.rows.filter((row) => ['a', 'b', 'c'].includes(row.playerId));
    expect(top.map((row) => `${row.placeLabel} ${row.playerId} ${text(row.total)}`)).toEqual([
      '1–3 c 30',
      '1–3 a 30',
      '1–3 b 30',
    ]);
    expect(top.map((row) => `${row.selectionPlaceLabel} ${row.selectionDecidedBy}`)).toEqual([
      '1 null',
      '2 lastCommonEvent',
      '3 lastCommonEvent',
    ]);
    // For two of them, the last event both played counts, eligible or not: a and b alone → e4 (b above a).
    const pair = orderByTieBreaks(
      seasonTotals(season).totals.filter((t) => t.playerId === 'a' || t.playerId === 'b'),
      NGP.selectionTieBreaks.map((tieBreak) => tieBreak.kind),
    );
    expect(pair.map((entry) => entry.playerId)).toEqual(['b', 'a']);
  });
  it('decision 7: shared at the last common event → the rating list, without going back to earlier events', () => {
    const row = (playerId: string, places: [string, number][]) =>
      ({
        playerId,
        total: Fraction.from(30),
        countedPlaces: [1],
        results: places.map(([tournamentId, place], seasonIndex) => ({
          tournamentId,
          place,
          seasonIndex,
          kind: 'regular',
        })),
      }) as never;
    const totals = [
      row('a', [
        ['e1', 1],
        ['e2', 4],
      ]),
      row('b', [
        ['e1', 2],
        ['e2', 2],
      ]),
      row('c', [
        ['e1', 3],
        ['e2', 2],
      ]),
    ];
    // e2: b and c tied 2nd above a (4th); b beat c in e1, but the rating list decides: c before b.
    const selectionKeys = NGP.selectionTieBreaks.map((tieBreak) => tieBreak.kind);
    const order = orderByTieBreaks(totals, selectionKeys, ['c', 'a', 'b']);
    expect(order.map((entry) => `${entry.placeLabel} ${entry.playerId} ${entry.decidedBy}`)).toEqual([
      '1 c null',
      '2 b ratingList',
      '3 a lastCommonEvent',
    ]);
    // Unrated after rated; two unrated share.
    const unrated = orderByTieBreaks(totals, selectionKeys, ['a']);
    expect(unrated.map((entry) => `${entry.placeLabel} ${entry.playerId}`)).toEqual([
      '1–2 b',
      '1–2 c',
      '3 a',
    ]);
  });
});

describe('§35–§38 selection (decision 8)', () => {
  const season: GrandPrixSeason = {
    players: [
      member('a'),
      member('b', ['women']),
      member('c', ['women']),
      member('d', ['women']),
      guest('swede'),
    ],
    tournaments: [
      event('r1', '2025-01-11', [
        ['a', 1],
        ['b', 2],
        ['c', 3],
        ['d', 4],
      ]),
      event(
        'nm',
        '2025-05-20',
        [
          ['swede', 1],
          ['d', 2],
          ['c', 3],
          ['a', 4],
          ['b', 5],
        ],
        'nationalChampionship',
      ),
    ],
  };
  // 2 NGP → 1 counts. NM among eligible: d 1st 18, c 2nd 15, a 3rd 12, b 4th 10.5.
  // a: 12 (r1 1st, better place than the NM's 12) + 2 = 14; b: 10.5 + 2 = 12.5; c: 15 + 2 = 17; d: 18 + 2 = 20.
  it('the champion is the NM’s unique winner (a guest §24 does not admit is passed over); the quota takes the best woman not yet picked', () => {
    expect(totalsOf(season)).toEqual({ a: '14', b: '12.5', c: '17', d: '20' });
    const selection = grandPrixSelection(season, NGP, {
      teamSize: 2,
      quotas: [{ name: 'women', category: 'women', size: 1 }],
    });
    expect([selection.champion?.playerId, selection.championSource, ids(selection.team)]).toEqual([
      'd',
      'nationalChampionship',
      ['d', 'c'],
    ]);
    // The team already has two women; the quota still adds the best one left (b, below a).
    expect(ids(selection.quotas[0]?.players)).toEqual(['b']);
    expect(ids(selection.reserves)).toEqual(['a']);
  });
});

describe('outlook', () => {
  it('a player with no result yet can still win; the counted number stays that of the planned list', () => {
    const season: GrandPrixSeason = {
      players: [member('a'), member('b')],
      tournaments: [
        event('r1', '2025-01-11', [['a', 1]]),
        event('r2', '2025-02-01', undefined),
        event('r3', '2025-03-01', undefined),
      ],
    };
    // 3 planned → 2 count. b best: 12 + 12 = 24 > a's 12 now.
    const outlook = grandPrixOutlook(season, NGP, { playerId: 'b', field: ['a'] });
    expect([outlook.currentPlace, text(outlook.bestTotal), outlook.bestPlace, outlook.worstPlace]).toEqual([
      null,
      '24',
      1,
      2,
    ]);
  });
});
