/**
 * Single rules of seed 000 §30–§39, each on a small case worked by hand (arithmetic in the
 * comments): the §31 scale and shared places beyond it, with the exact code, message, path
 * and value of each error; tournament points with standings in any order and ineligible
 * players closing up (spec decision 6); eligibility, the counted number, the §34 keys and
 * the selection.
 */
import { describe, expect, it } from 'vitest';
import {
  countedTournamentCount,
  type GrandPrixPlayer,
  type GrandPrixRules,
  type GrandPrixSeason,
  grandPrixExplanation,
  grandPrixNordicTeams,
  grandPrixOutlook,
  grandPrixSelection,
  grandPrixStandings,
  NGP,
  placePoints,
  playedEnoughRounds,
} from '../../src/grandprix/index.js';
import { failure } from '../helpers/errors.js';
import { ids, seasonTotals, tieBreak, tournamentPoints } from './helpers.js';

/** Whether a player is a member on a date: not `notMember` in a tournament starting then (§30). */
const isMemberOn = (player: GrandPrixPlayer, date: string): boolean =>
  !tournamentPoints(
    { id: 't', kind: 'regular', startDate: date, rounds: 1, standings: [{ player: player.id, place: 1 }] },
    [player],
  ).rows[0]?.reasons.includes('notMember');
/** The Nordic teams of a rating list, as ids. */
const nordicTeams = (ratingList: string[], entrants?: string[], rules: GrandPrixRules = NGP) =>
  grandPrixNordicTeams(
    { players: [], tournaments: [], ratingList },
    rules,
    entrants === undefined ? {} : { entrants },
  ).teams.map((team) => ids(team.players));

const member = (id: string, categories: string[] = []) => ({
  id,
  citizenOrResident: true,
  memberships: [{ from: '2020-01-01' }],
  categories,
});
const event = (id: string, startDate: string, standings: [string, number][], kind = 'regular' as const) => ({
  id,
  kind,
  startDate,
  rounds: 7,
  standings: standings.map(([player, place]) => ({ player, place })),
});

const foreign = (id: string): GrandPrixPlayer => ({ id, citizenOrResident: false, memberships: [] });
/** A tournament on 2025-01-11 over seven rounds with the given places. */
const pointsEvent = (
  kind: 'regular' | 'participationOnly',
  standings: readonly (readonly [string, number])[],
) => ({
  id: 'e',
  kind,
  startDate: '2025-01-11',
  rounds: 7,
  standings: standings.map(([player, place]) => ({ player, place })),
});

/** Each scored line: player, place, eligible, eligible places and points. */
function pointsRows(
  kind: 'regular' | 'participationOnly',
  standings: readonly (readonly [string, number])[],
  players: readonly GrandPrixPlayer[],
) {
  return tournamentPoints(pointsEvent(kind, standings), players).rows.map((result) => [
    result.playerId,
    result.place,
    result.eligible,
    result.eligiblePlace,
    result.eligibleLastPlace,
    result.points.toString(),
  ]);
}

describe('§31 points scale and multipliers', () => {
  it('NGP preset: 12, 10, 8, 7, 6, 5, 4, 3, then 2; NM 150 %, lightning 50 %', () => {
    const regular = Array.from({ length: 10 }, (_, i) => placePoints('regular', i + 1, 1).toString());
    expect(regular).toEqual(['12', '10', '8', '7', '6', '5', '4', '3', '2', '2']);
    const nm = Array.from({ length: 10 }, (_, i) => placePoints('nationalChampionship', i + 1, 1).toString());
    expect(nm).toEqual(['18', '15', '12', '10.5', '9', '7.5', '6', '4.5', '3', '3']);
    const lightning = Array.from({ length: 10 }, (_, i) => placePoints('lightning', i + 1, 1).toString());
    expect(lightning).toEqual(['6', '5', '4', '3.5', '3', '2.5', '2', '1.5', '1', '1']);
  });

  it('decision 6: a Swede wins, two Norwegians tied 2nd share 1st–2nd: 11 each', () => {
    const scored = tournamentPoints(
      event('x', '2025-01-11', [
        ['sven', 1],
        ['n1', 2],
        ['n2', 2],
      ]),
      [{ id: 'sven', citizenOrResident: false, memberships: [] }, member('n1'), member('n2')],
    );
    expect(scored.rows.map((r) => r.points.toString())).toEqual(['0', '11', '11']);
  });

  it('shared places are exact fractions: three tied 1st in a regular event get 10 each, two tied 8th–9th get 2.5', () => {
    expect(placePoints('regular', 1, 3).toString()).toBe('10');
    expect(placePoints('regular', 8, 2).toString()).toBe('2.5');
    expect(placePoints('lightning', 2, 3).toString()).toBe('25/6'); // (10 + 8 + 7) / 3 / 2
  });
});

describe('placePoints (§31)', () => {
  it('below the scale every place is worth 2; shares reach below it', () => {
    expect(placePoints('regular', 12, 1).toString()).toBe('2');
    expect(placePoints('regular', 7, 4).toString()).toBe('2.75'); // (4 + 3 + 2 + 2) / 4
    expect(placePoints('nationalChampionship', 8, 3).toString()).toBe('3.5'); // (3 + 2 + 2) / 3 × 150 %
    expect(placePoints('lightning', 20, 1).toString()).toBe('1');
    expect(placePoints('regular', 3, 1).toString()).toBe('8'); // after the 20th: the cache is not misread
  });

  it('rejects kinds without place points and places that are not positive whole numbers', () => {
    expect(failure(() => placePoints('participationOnly' as never, 1, 1)).slice(0, 3)).toEqual([
      'NOT_ONE_OF',
      'kind: "participationOnly" is not one of regular, nationalChampionship, lightning; did you mean "nationalChampionship"?',
      ['kind'],
    ]);
    expect(failure(() => placePoints('participationOnly' as never, 1, 1))[3]).toBe('participationOnly');
    expect(failure(() => placePoints('blitz' as never, 1, 1))[0]).toBe('NOT_ONE_OF');
    expect(failure(() => placePoints('regular', 0, 1))).toEqual([
      'OUT_OF_RANGE',
      'place: 0 is outside 1…∞',
      ['place'],
      0,
    ]);
    expect(failure(() => placePoints('regular', 1, 0))).toEqual([
      'OUT_OF_RANGE',
      'count: 0 is outside 1…∞',
      ['count'],
      0,
    ]);
    expect(failure(() => placePoints('regular', 1.5, 1))[0]).toBe('NOT_AN_INTEGER');
    expect(failure(() => placePoints('regular', 2, 2.5))[0]).toBe('NOT_AN_INTEGER');
    expect(placePoints('regular', 1, 1).toString()).toBe('12');
  });
});

describe('tournamentPoints (§31, decision 6)', () => {
  it('standings in any order: best place first, ties by id; the ineligible close up', () => {
    const players = [member('a'), member('b'), member('c'), member('d'), member('e'), foreign('s')];
    expect(
      pointsRows(
        'regular',
        [
          ['d', 4],
          ['c', 1],
          ['b', 2],
          ['a', 2],
          ['e', 6],
          ['s', 5],
        ],
        players,
      ),
    ).toEqual([
      ['c', 1, true, 1, 1, '12'],
      ['a', 2, true, 2, 3, '9'], // (10 + 8) / 2
      ['b', 2, true, 2, 3, '9'],
      ['d', 4, true, 4, 4, '7'],
      ['s', 5, false, null, null, '0'],
      ['e', 6, true, 5, 5, '6'], // s does not count: e is the 5th eligible
    ]);
  });

  it('sorted by place but a tie out of id order; an ineligible player inside a tie', () => {
    const players = [member('a'), member('b'), member('c'), member('d'), foreign('s')];
    expect(
      pointsRows(
        'regular',
        [
          ['c', 1],
          ['b', 1],
          ['a', 1],
          ['s', 4],
          ['d', 4],
        ],
        players,
      ),
    ).toEqual([
      ['a', 1, true, 1, 3, '10'], // (12 + 10 + 8) / 3
      ['b', 1, true, 1, 3, '10'],
      ['c', 1, true, 1, 3, '10'],
      ['d', 4, true, 4, 4, '7'], // alone among the eligible at 4th
      ['s', 4, false, null, null, '0'],
    ]);
  });

  it('a participation-only event gives every eligible player the same points', () => {
    expect(
      pointsRows(
        'participationOnly',
        [
          ['b', 1],
          ['a', 2],
          ['s', 3],
        ],
        [member('a'), member('b'), foreign('s')],
      ),
    ).toEqual([
      ['b', 1, true, 1, 1, '2'],
      ['a', 2, true, 2, 2, '2'],
      ['s', 3, false, null, null, '0'],
    ]);
  });

  it('an unknown player is reported at its index in the input, sorted or not', () => {
    for (const standings of [
      [
        ['b', 2],
        ['zz', 1],
      ],
      [
        ['b', 1],
        ['zz', 2],
      ],
    ] as const) {
      expect(failure(() => tournamentPoints(pointsEvent('regular', standings), [member('b')]))).toEqual([
        'UNKNOWN_ID',
        `tournaments[0].standings[1].player: "zz" is not a player's id`,
        ['tournaments', 0, 'standings', 1, 'player'],
        'zz',
      ]);
    }
    const { standings: _, ...withoutStandings } = pointsEvent('regular', []);
    expect(tournamentPoints(withoutStandings, [member('b')]).rows).toEqual([]);
  });
});

describe('issue 24: the rules are the second argument, and nothing unknown is ignored', () => {
  const season: GrandPrixSeason = {
    players: [member('a'), member('b')],
    tournaments: [
      event('t1', '2025-01-01', [
        ['a', 1],
        ['b', 2],
      ]),
    ],
  };
  it('a spread copy of NGP with another scale is applied (grandPrixTable used to keep the NGP scale)', () => {
    const rows = grandPrixStandings(season, { ...NGP, placePoints: [20, 15] }).rows;
    expect(rows.map((row) => `${row.playerId} ${row.total}`)).toEqual(['a 20', 'b 15']);
  });
  it('a misspelt rules key and the old config option are refused, naming the nearest known one', () => {
    expect(() => grandPrixStandings(season, { ...NGP, placepoints: [20, 15] } as never)).toThrow(
      'rules.placepoints: unknown field; did you mean "placePoints"?',
    );
    expect(() => grandPrixStandings(season, NGP, { config: { ...NGP, placePoints: [20] } } as never)).toThrow(
      /^options\.config: unknown option/,
    );
  });
});

describe('§30 eligibility', () => {
  const player = {
    id: 'a',
    citizenOrResident: true,
    memberships: [{ from: '2025-01-11', to: '2025-06-30' }],
  };
  it('membership on the start date, both ends inclusive (decision 5)', () => {
    expect(isMemberOn(player, '2025-01-10')).toBe(false);
    expect(isMemberOn(player, '2025-01-11')).toBe(true);
    expect(isMemberOn(player, '2025-06-30')).toBe(true);
    expect(isMemberOn(player, '2025-07-01')).toBe(false);
  });
  it('at least 2/3 of the rounds exactly: 3 × played ≥ 2 × rounds', () => {
    expect([
      playedEnoughRounds(3, 5),
      playedEnoughRounds(4, 6),
      playedEnoughRounds(5, 7),
      playedEnoughRounds(4, 7),
    ]).toEqual([false, true, true, false]);
  });
  it('switches in the configuration turn rules off', () => {
    const guest = { id: 'g', citizenOrResident: false, memberships: [] };
    const tournament = (standings: { player: string; place: number; roundsPlayed?: number }[]) =>
      ({ id: 't', kind: 'regular', startDate: '2025-01-11', rounds: 6, standings }) as const;
    const open = {
      ...NGP,
      eligibility: { requireMembership: false, minimumRoundShare: '0', requireCitizenOrResident: false },
    };
    expect(
      tournamentPoints(tournament([{ player: 'g', place: 1, roundsPlayed: 0 }]), [guest], open).rows[0]
        ?.eligible,
    ).toBe(true);
    expect(tournamentPoints(tournament([{ player: 'g', place: 1 }]), [guest]).rows[0]?.reasons).toEqual([
      'notMember',
      'notCitizenOrResident',
    ]);
  });
});

describe('§33 counted number', () => {
  it('2/3 of the planned NGP tournaments, rounded to the nearest whole number', () => {
    // 2/3 × n: 0.67→1, 1.33→1, 2, 2.67→3, 3.33→3, 4, 4.67→5, 5.33→5, 6
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => countedTournamentCount(n))).toEqual([
      1, 1, 2, 3, 3, 4, 5, 5, 6,
    ]);
  });
  it('a half rounds up (a configuration with share 1/2: 2.5 → 3)', () => {
    expect(countedTournamentCount(5, { ...NGP, countedShare: '1/2' })).toBe(3);
    expect(countedTournamentCount(5, { ...NGP, countedShare: '1/2', countedRounding: 'floor' })).toBe(2);
  });
  it('decision 4: planned (unplayed) NGP events count in the list; EGPs do not; decision 3: extra events give a flat 2', () => {
    // Eight members finish ahead of a in both lightning events, so a is 9th among eligible: 1 point.
    const ahead = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
    const lightning = (id: string, startDate: string) => ({
      ...event(id, startDate, [...ahead.map((p, i): [string, number] => [p, i + 1]), ['a', 9]]),
      kind: 'lightning' as const,
    });
    const season: GrandPrixSeason = {
      players: [member('a'), ...ahead.map((id) => member(id))],
      tournaments: [
        lightning('l1', '2025-01-01'),
        lightning('l2', '2025-02-01'),
        { id: 'r', kind: 'regular', startDate: '2025-03-01', rounds: 7 },
        { id: 'egp', kind: 'participationOnly', startDate: '2025-03-15', rounds: 7 },
      ],
    };
    const totalOf = (s: GrandPrixSeason) =>
      seasonTotals(s)
        .totals.find((t) => t.playerId === 'a')
        ?.total.toString();
    const totals = seasonTotals(season);
    expect(totals.plannedNgpTournaments).toBe(3);
    expect(totals.countedTournaments).toBe(2);
    // 3 NGP planned → 2 count: both lightning results (1 each) count → 2; nothing extra.
    expect(totalOf(season)).toBe('2');
    const cancelled = { ...season, tournaments: season.tournaments.filter((t) => t.id !== 'r') };
    // 2 NGP → round(4/3) = 1 counts: 1 + a flat 2 for the other (not 50 %) = 3.
    expect(totalOf(cancelled)).toBe('3');
  });
});

describe('§34 ties', () => {
  it('counted 1st places first, then 2nd places, …', () => {
    // 3 NGP events → 2 count. a: 12 (t1 1st) + 6 (t2 5th) = 18; b: 10 (t1 2nd) + 8 (t2 3rd) = 18.
    // a has one counted 1st place, b none → a first.
    const season: GrandPrixSeason = {
      players: ['a', 'b', 'x', 'y', 'z', 'w'].map((id) => member(id)),
      tournaments: [
        event('t1', '2025-01-01', [
          ['a', 1],
          ['b', 2],
        ]),
        event('t2', '2025-02-01', [
          ['x', 1],
          ['y', 2],
          ['b', 3],
          ['z', 4],
          ['a', 5],
        ]),
        event('t3', '2025-03-01', [['w', 1]]),
      ],
    };
    const rows = grandPrixStandings(season).rows;
    expect(rows.slice(0, 2).map((r) => `${r.placeLabel} ${r.playerId} ${r.total} ${r.decidedBy}`)).toEqual([
      '1 a 18 null',
      '2 b 18 countedPlaces',
    ]);
  });

  it('decision 7: tied again at the last common event → straight to the rating list; unrated after rated; else shared', () => {
    const season: GrandPrixSeason = {
      players: ['a', 'b', 'c', 'd'].map((id) => member(id)),
      tournaments: [
        event('t1', '2025-01-01', [
          ['a', 1],
          ['b', 2],
          ['c', 3],
          ['d', 4],
        ]),
        event('t2', '2025-02-01', [
          ['b', 1],
          ['a', 2],
          ['d', 3],
          ['c', 4],
        ]),
        // Last common event of a and b: t3, where they share 1st → rating list (b rated, a not).
        event('t3', '2025-03-01', [
          ['a', 1],
          ['b', 1],
          ['c', 3],
          ['d', 3],
        ]),
      ],
      ratingList: ['b'],
    };
    const rows = grandPrixStandings(season).rows;
    // 3 NGP → 2 count. a: 12 (t1) + 11 (t3 shared 1st–2nd) + 2 (t2) = 25; b: 12 (t2) + 11 + 2 = 25;
    // both have two counted 1st places. c: 8 (t1 3rd) + 7.5 (t3 shared 3rd–4th) + 2 = 17.5;
    // d: 8 (t2 3rd) + 7.5 + 2 = 17.5; both two counted 3rd places, shared at t3 and unrated.
    expect(
      rows.map(
        (r) => `${r.placeLabel}/${r.selectionPlaceLabel} ${r.playerId} ${r.total} ${r.selectionDecidedBy}`,
      ),
    ).toEqual(['1–2/1 b 25 null', '1–2/2 a 25 ratingList', '3–4/3–4 c 17.5 total', '3–4/3–4 d 17.5 null']);
  });

  it('three tied players: the last event all three played decides, not a pairwise one (decision 7)', () => {
    // Every result is worth 1 and all count, so a, b, c all have 2 points and no counted-places key.
    const flat = {
      ...NGP,
      placePoints: [1],
      belowScalePoints: 1,
      countedShare: '1',
      tableTieBreaks: [],
      selectionTieBreaks: [tieBreak('lastCommonEvent'), tieBreak('ratingList')],
    } as const;
    const season: GrandPrixSeason = {
      players: ['a', 'b', 'c'].map((id) => member(id)),
      tournaments: [
        event('t1', '2025-01-01', [
          ['b', 1],
          ['c', 2],
          ['a', 3],
        ]),
        event('t2', '2025-02-01', [
          ['c', 1],
          ['b', 2],
        ]), // b and c only: pairwise it would put c first
        event('t3', '2025-03-01', [['a', 1]]),
      ],
    };
    const rows = grandPrixStandings(season, flat).rows;
    expect(rows.map((r) => `${r.placeLabel}/${r.selectionPlaceLabel} ${r.playerId} ${r.total}`)).toEqual([
      '1–3/1 b 2',
      '1–3/2 c 2',
      '1–3/3 a 2',
    ]);
    expect(rows[1]?.selectionDecidedBy).toBe('lastCommonEvent');
  });
});

describe('§35–§39 selection', () => {
  const season: GrandPrixSeason = {
    players: [
      member('a', ['women']),
      member('b'),
      member('c', ['women']),
      member('d', ['women']),
      member('e'),
    ],
    tournaments: [
      event('t1', '2025-01-01', [
        ['a', 1],
        ['b', 2],
        ['c', 3],
        ['d', 3],
        ['e', 5],
      ]),
      event(
        'nm',
        '2025-05-01',
        [
          ['e', 1],
          ['a', 2],
          ['b', 3],
          ['c', 4],
          ['d', 4],
        ],
        'nationalChampionship' as never,
      ),
    ],
  };

  it('decision 8: a tie at a seat boundary after every key is reported undecided', () => {
    // 2 NGP → 1 counts. e 18 + 2 = 20; a 15 + 2 = 17; b 12 + 2 = 14; c and d: t1 shared 3rd–4th 7.5,
    // nm shared 4th–5th (7 + 6) / 2 × 1.5 = 9.75 → 9.75 + 2 = 11.75 each, identical everywhere.
    const selection = grandPrixSelection(season, NGP, {
      teamSize: 3,
      quotas: [{ name: 'women', category: 'women', size: 1 }],
    });
    expect(ids(selection.team)).toEqual(['e', 'a', 'b']);
    expect(selection.undecided.map((seats) => ({ ...seats, candidates: ids(seats.candidates) }))).toEqual([
      { stage: 'women', seats: 1, candidates: ['c', 'd'] },
    ]);
    expect(selection.quotas[0]?.players).toEqual([]);
    // The reserve list shares its 1st–2nd place, as c and d share 4th–5th in the selection order.
    expect(
      selection.reserves.map((entry) => [entry.playerId, entry.placeLabel, entry.selectionPlaceLabel]),
    ).toEqual([
      ['c', '1–2', '4–5'],
      ['d', '1–2', '4–5'],
    ]);
  });

  it('no unique NM winner → no champion seat; the table fills the team', () => {
    const shared = {
      ...season,
      tournaments: [
        season.tournaments[0]!,
        event(
          'nm',
          '2025-05-01',
          [
            ['e', 1],
            ['a', 1],
            ['b', 3],
          ],
          'nationalChampionship' as never,
        ),
      ],
    };
    const selection = grandPrixSelection(shared, NGP, { teamSize: 2 });
    expect(selection.champion).toBeNull();
    expect(selection.championSource).toBe('none');
    // nm: e and a share 1st–2nd: (12 + 10) / 2 × 1.5 = 16.5 each; 1 of 2 counts, the other gives 2:
    // a 16.5 + 2 = 18.5, e 16.5 + 2 = 18.5, b 12 + 2 = 14. a and e tie on every key but both fit.
    expect(ids(selection.team)).toEqual(['a', 'e']);
    expect(selection.undecided).toEqual([]);
  });

  it('issue 23 §4, spec decision 8: the champion is the NM winner among its players, a NOF member or not (§24, §36)', () => {
    // olav (a citizen, not a NOF member) wins the NM: he earns no Grand Prix points there
    // (§30), but the title is his; the first Grand Prix-eligible player (e) is not champion.
    const nonMember = { id: 'olav', citizenOrResident: true, memberships: [] };
    const guest = { id: 'sven', citizenOrResident: false, memberships: [] };
    const withNm = (standings: [string, number][]): GrandPrixSeason => ({
      players: [...season.players, nonMember, guest],
      tournaments: [
        season.tournaments[0]!,
        event('nm', '2025-05-01', standings, 'nationalChampionship' as never),
      ],
    });
    const won = grandPrixSelection(
      withNm([
        ['olav', 1],
        ['e', 2],
        ['a', 3],
      ]),
      NGP,
      { teamSize: 2 },
    );
    // Points among the eligible (1 of 2 NGP results counts): e 18 (NM 1st) + 2 = 20, a 15 + 2 = 17.
    expect([won.champion?.playerId, won.championSource, ids(won.team)]).toEqual([
      'olav',
      'nationalChampionship',
      ['olav', 'e'],
    ]);
    // The NM winner counts however few rounds the §30 points rule would ask for.
    const short = grandPrixSelection(
      {
        ...withNm([
          ['e', 2],
          ['a', 3],
        ]),
        tournaments: [
          season.tournaments[0]!,
          {
            ...event('nm', '2025-05-01', [], 'nationalChampionship' as never),
            standings: [
              { player: 'b', place: 1, roundsPlayed: 2 },
              { player: 'e', place: 2 },
            ],
          },
        ],
      },
      NGP,
      { teamSize: 1 },
    );
    expect(short.champion?.playerId).toBe('b');
    // A guest §24 does not admit cannot hold the title: the next player of the NM's list is champion.
    const guestFirst = grandPrixSelection(
      withNm([
        ['sven', 1],
        ['olav', 2],
        ['e', 3],
      ]),
      NGP,
      { teamSize: 1 },
    );
    expect(guestFirst.champion?.playerId).toBe('olav');
  });

  it('§39: Nordic teams of three in rating order; a leftover forms an incomplete team (decision 10)', () => {
    expect(nordicTeams(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7'])).toEqual([
      ['n1', 'n2', 'n3'],
      ['n4', 'n5', 'n6'],
      ['n7'],
    ]);
    expect(nordicTeams(['n1', 'n2', 'n3'], ['x', 'n3', 'n1'])).toEqual([['n1', 'n3', 'x']]);
    expect(nordicTeams([], [], { ...NGP, nordicTeamSize: 2 })).toEqual([]);
    expect(nordicTeams(['n1', 'n2', 'n3'], undefined, { ...NGP, nordicTeamSize: 2 })).toEqual([
      ['n1', 'n2'],
      ['n3'],
    ]);
  });
});

describe('the explanation of a total, and the outlook with the rating list as a table key', () => {
  it('a player without an eligible result has no row: the explanation gives the total 0', () => {
    const season: GrandPrixSeason = {
      players: [member('a'), { id: 'g', name: 'Guest', citizenOrResident: false, memberships: [] }],
      tournaments: [
        event('t1', '2025-01-01', [
          ['g', 1],
          ['a', 2],
        ]),
      ],
    };
    const guest = grandPrixExplanation(season, NGP, { playerId: 'g' });
    expect([guest.name, guest.total.toString(), guest.results, guest.explanation]).toEqual([
      'Guest',
      '0',
      [],
      'No eligible result. Total 0.',
    ]);
    expect(grandPrixExplanation(season, NGP, { playerId: 'a' }).explanation).toBe(
      'Counted (best 1 NGP result): t1 1st 12 = 12. Total 12.',
    );
  });
  it('rivals equal on the total and counted places are ordered by the rating list when the table uses it', () => {
    // One NGP tournament, a and b share 1st: 11 each, one counted 1st place each. With the
    // rating list as a table key, b (rated) stays above a in a's best case (no events left).
    const season: GrandPrixSeason = {
      players: [member('a'), member('b')],
      tournaments: [
        event('t1', '2025-01-01', [
          ['a', 1],
          ['b', 1],
        ]),
      ],
      ratingList: ['b'],
    };
    const rated = { ...NGP, tableTieBreaks: [...NGP.tableTieBreaks, tieBreak('ratingList')] };
    const a = grandPrixOutlook(season, rated, { playerId: 'a' });
    expect([a.currentPlace, a.bestPlace, a.worstPlace, ids(a.alwaysAbove)]).toEqual([2, 2, 2, ['b']]);
    const b = grandPrixOutlook(season, rated, { playerId: 'b' });
    expect([b.currentPlace, b.bestPlace, b.worstPlace]).toEqual([1, 1, 1]);
  });
});
