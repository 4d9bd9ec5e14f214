/**
 * The season standings against straightforward references, on random seasons with shared
 * places, ineligible players, unsorted standings and rules whose points are fractions, have
 * large denominators or overflow plain integers:
 * - the totals (seed 000 §30–§33) equal the per-tournament path (`grandPrixTournamentPoints`
 *   per tournament, then each player's total) in every field;
 * - the §34 order equals one computed with core `rank` value criteria and a hand-written
 *   group step for the last common event (decision 7);
 * - the standings refuse exactly the seasons `validateGrandPrixSeason` refuses;
 * - dates are accepted exactly when they are calendar dates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Fraction, type RankCriterion, rank, type ValueCriterion } from '../../src/core/index.js';
import {
  countedTournamentCount,
  type GrandPrixRules,
  type GrandPrixSeason,
  type GrandPrixTournament,
  grandPrixStandings,
  NGP,
  TIE_BREAKS,
  type TieBreak,
  TOURNAMENT_KINDS,
  validateGrandPrixSeason,
} from '../../src/grandprix/index.js';
import { resolveRules } from '../../src/grandprix/rules.js';
// Internal: the §34 order and the per-player total of any set of results, which the
// published standings use but do not show on their own.
import {
  compareCountedPlaces,
  lastCommonTournament,
  type OrderedPlayer,
  orderByTieBreaks,
} from '../../src/grandprix/ties.js';
import {
  type PlayerTotal,
  type ResultFacts,
  type TournamentMeta,
  totalFor,
} from '../../src/grandprix/total.js';
import { seasonTotals, tournamentPoints } from './helpers.js';

// ---------------------------------------------------------------------------------------
// Random seasons: players with and without membership/citizenship, tournaments of every
// kind with shuffled standings, shared places and short stays.

const DATES = ['2024-06-01', '2024-09-14', '2024-11-02', '2025-01-11', '2025-03-08', '2025-05-20'];

const seasonArb: fc.Arbitrary<GrandPrixSeason> = fc
  .record({
    playerCount: fc.integer({ min: 1, max: 10 }),
    players: fc.array(
      fc.record({
        member: fc.constantFrom('always', 'always', 'always', 'late', 'never', 'ended'),
        citizen: fc.constantFrom(true, true, true, false),
      }),
      { minLength: 10, maxLength: 10 },
    ),
    tournaments: fc.array(
      fc.record({
        kind: fc.constantFrom(...TOURNAMENT_KINDS),
        date: fc.constantFrom(...DATES),
        rounds: fc.integer({ min: 1, max: 9 }),
        played: fc.constantFrom(true, true, true, false),
        order: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
        ties: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        stays: fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }), {
          minLength: 10,
          maxLength: 10,
        }),
        shuffle: fc.integer(),
      }),
      { minLength: 0, maxLength: 8 },
    ),
    ratingList: fc.option(fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { nil: undefined }),
  })
  .map(({ playerCount, players, tournaments, ratingList }) => ({
    players: players.slice(0, playerCount).map((player, index) => ({
      id: `p${index}`,
      citizenOrResident: player.citizen,
      memberships:
        player.member === 'never'
          ? []
          : player.member === 'late'
            ? [{ from: '2025-02-01' }]
            : player.member === 'ended'
              ? [{ from: '2020-01-01', to: '2024-12-31' }]
              : [{ from: '2020-01-01' }],
    })),
    tournaments: tournaments.map((tournament, index): GrandPrixTournament => {
      const base = {
        id: `t${index}`,
        kind: tournament.kind,
        startDate: tournament.date,
        rounds: tournament.rounds,
      };
      if (!tournament.played) return base;
      const entrants = tournament.order.filter((player) => player < playerCount);
      const places: number[] = [];
      entrants.forEach((_, position) => {
        places.push(
          position > 0 && tournament.ties[position] ? (places[position - 1] as number) : position + 1,
        );
      });
      const standings = entrants.map((player, position) => {
        const stay = tournament.stays[position];
        return {
          player: `p${player}`,
          place: places[position] as number,
          ...(stay === undefined ? {} : { roundsPlayed: Math.round(stay * tournament.rounds) }),
        };
      });
      // Standings in any order: sorted, reversed, or rotated.
      const shuffled =
        tournament.shuffle % 3 === 0
          ? standings
          : tournament.shuffle % 3 === 1
            ? [...standings].reverse()
            : [
                ...standings.slice(Math.abs(tournament.shuffle) % (standings.length || 1)),
                ...standings.slice(0, Math.abs(tournament.shuffle) % (standings.length || 1)),
              ];
      return { ...base, standings: shuffled };
    }),
    ...(ratingList === undefined
      ? {}
      : { ratingList: ratingList.filter((player) => player < playerCount).map((player) => `p${player}`) }),
  }));

/** Configurations whose points are whole, halves, thirds, huge, or of a huge denominator. */
const configArb: fc.Arbitrary<GrandPrixRules> = fc.constantFrom<GrandPrixRules>(
  NGP,
  { ...NGP, name: 'thirds', multipliers: { regular: '1/3', nationalChampionship: '5/7', lightning: '50%' } },
  { ...NGP, name: 'decimals', placePoints: [12.5, 10.25, 8], belowScalePoints: 1.5, extraEventPoints: 0.75 },
  {
    ...NGP,
    name: 'beyond safe integers',
    placePoints: [2 ** 52, 2 ** 51 + 1, 3],
    belowScalePoints: 2 ** 50,
  },
  {
    ...NGP,
    name: 'large denominators',
    multipliers: { regular: '1/4294967311', nationalChampionship: '3/65537', lightning: '7/65539' },
  },
  {
    ...NGP,
    name: 'share above one',
    eligibility: { ...NGP.eligibility, minimumRoundShare: '3/2' },
    countedRounding: 'ceil',
  },
  {
    ...NGP,
    name: 'open',
    eligibility: { requireMembership: false, minimumRoundShare: '0', requireCitizenOrResident: false },
    countedShare: '1/2',
    countedRounding: 'floor',
  },
);

// ---------------------------------------------------------------------------------------
// References: the per-line path (one result object per standings line, Fraction sums),
// and the §34 order through core `rank`.

/** Season order: by start date, then id (spec §1). */
const inSeasonOrder = (season: GrandPrixSeason): GrandPrixTournament[] =>
  [...season.tournaments].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );

function referenceTotals(season: GrandPrixSeason, config: GrandPrixRules) {
  const ordered = inSeasonOrder(season);
  const planned = ordered.filter((tournament) => tournament.kind !== 'participationOnly').length;
  const byPlayer = new Map<string, (TournamentMeta & ResultFacts)[]>();
  ordered.forEach((tournament, seasonIndex) => {
    if (tournament.standings === undefined) return;
    for (const result of tournamentPoints(tournament, season.players, config).rows) {
      const lines = byPlayer.get(result.playerId) ?? [];
      lines.push({
        tournamentId: tournament.id,
        kind: tournament.kind,
        startDate: tournament.startDate,
        seasonIndex,
        place: result.place,
        eligiblePlace: result.eligiblePlace,
        eligibleLastPlace: result.eligibleLastPlace,
        reasons: result.reasons,
        points: result.points,
      });
      byPlayer.set(result.playerId, lines);
    }
  });
  const counted = countedTournamentCount(planned, config);
  const totals: PlayerTotal[] = [];
  for (const [player, lines] of byPlayer) {
    if (lines.some((line) => line.eligiblePlace !== null))
      totals.push(totalFor(player, lines, counted, resolveRules(config)));
  }
  totals.sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
  return {
    plannedNgpTournaments: planned,
    countedTournaments: counted,
    playedTournaments: ordered.filter((t) => t.standings !== undefined).map((t) => t.id),
    remainingTournaments: ordered.filter((t) => t.standings === undefined).map((t) => t.id),
    totals,
  };
}

function placeIn(player: PlayerTotal, tournament: string): number {
  for (const result of player.results) if (result.tournamentId === tournament) return result.place;
  return Number.POSITIVE_INFINITY;
}

function referenceOrder(
  totals: readonly PlayerTotal[],
  tieBreaks: readonly TieBreak[],
  ratingList: readonly string[],
): OrderedPlayer[] {
  const sorted = [...totals].sort((a, b) => compareCountedPlaces(a.countedPlaces, b.countedPlaces));
  const countedIndex = new Map<string, number>();
  sorted.forEach((row, position) => {
    const previous = sorted[position - 1];
    const index =
      previous === undefined
        ? 0
        : (countedIndex.get(previous.playerId) as number) +
          (compareCountedPlaces(previous.countedPlaces, row.countedPlaces) !== 0 ? 1 : 0);
    countedIndex.set(row.playerId, index);
  });
  const ratingIndex = new Map<string, number>();
  ratingList.forEach((player, position) => {
    if (!ratingIndex.has(player)) ratingIndex.set(player, position);
  });
  const valueKey = (key: Exclude<TieBreak, 'lastCommonEvent'>): ValueCriterion<PlayerTotal> =>
    key === 'countedPlaces'
      ? { name: key, order: 'asc', value: (row) => countedIndex.get(row.playerId) as number }
      : { name: key, order: 'asc', value: (row) => ratingIndex.get(row.playerId) ?? ratingList.length };
  type Group = { members: PlayerTotal[]; decidedBy: string | null };
  const groupsOf = (rows: readonly PlayerTotal[], criteria: RankCriterion<PlayerTotal>[]): Group[] => {
    if (criteria.length === 0)
      return [{ members: [...rows].sort((a, b) => (a.playerId < b.playerId ? -1 : 1)), decidedBy: null }];
    const groups: Group[] = [];
    let place = -1;
    for (const row of rank(rows, { id: (r) => r.playerId, criteria })) {
      if (row.place !== place) {
        groups.push({ members: [], decidedBy: row.decidedBy });
        place = row.place;
      }
      (groups[groups.length - 1] as Group).members.push(row.row);
    }
    return groups;
  };
  const orderRows = (
    rows: readonly PlayerTotal[],
    leading: RankCriterion<PlayerTotal>[],
    keys: readonly TieBreak[],
  ): Group[] => {
    const cut = keys.indexOf('lastCommonEvent');
    const head = (cut < 0 ? keys : keys.slice(0, cut)) as Exclude<TieBreak, 'lastCommonEvent'>[];
    const groups = groupsOf(rows, [...leading, ...head.map(valueKey)]);
    if (cut < 0) return groups;
    const result: Group[] = [];
    for (const group of groups) {
      if (group.members.length === 1) {
        result.push(group);
        continue;
      }
      const common = lastCommonTournament(group.members);
      const inner = orderRows(
        group.members,
        common === undefined
          ? []
          : [{ name: 'lastCommonEvent', order: 'asc', value: (row) => placeIn(row, common) }],
        keys.slice(cut + 1),
      );
      (inner[0] as Group).decidedBy = group.decidedBy;
      result.push(...inner);
    }
    return result;
  };
  const ordered: OrderedPlayer[] = [];
  let place = 1;
  for (const group of orderRows(totals, [{ name: 'total', value: (row) => row.total }], tieBreaks)) {
    const size = group.members.length;
    group.members.forEach((member, position) => {
      ordered.push({
        playerId: member.playerId,
        place,
        lastPlace: place + size - 1,
        shared: size > 1,
        placeLabel: size > 1 ? `${place}–${place + size - 1}` : `${place}`,
        decidedBy: position === 0 ? group.decidedBy : null,
      });
    });
    place += size;
  }
  return ordered;
}

/** Plain data of a value (Fractions as exact text), for deep comparison. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('grandprix standings against references', () => {
  it('seasonTotals equals the per-line reference in every field (§30–§33, exact points)', () => {
    fc.assert(
      fc.property(seasonArb, configArb, (season, config) => {
        const fast = seasonTotals(season, config);
        const reference = referenceTotals(season, config);
        expect(plain(fast)).toEqual(plain(reference));
        // Exactly equal values, not only equal text.
        fast.totals.forEach((total, index) => {
          const expected = reference.totals[index] as PlayerTotal;
          expect(total.total.equals(expected.total)).toBe(true);
          expect(total.countedPoints.equals(expected.countedPoints)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('nothing is left behind between calls: a season scores the same after any other season', () => {
    fc.assert(
      fc.property(seasonArb, seasonArb, configArb, (season, other, config) => {
        const first = plain(seasonTotals(season, config));
        seasonTotals(other, config);
        expect(plain(seasonTotals(season, config))).toEqual(first);
        expect(plain(seasonTotals(season, config))).toEqual(plain(referenceTotals(season, config)));
      }),
      { numRuns: 100 },
    );
  });

  it('sums beyond safe integers stay exact', () => {
    const config: GrandPrixRules = { ...NGP, placePoints: [2 ** 52, 2 ** 52 - 1], belowScalePoints: 1 };
    const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
    const event = (id: string, startDate: string) => ({
      id,
      kind: 'regular' as const,
      startDate,
      rounds: 7,
      standings: [
        { player: 'a', place: 1 },
        { player: 'b', place: 2 },
      ],
    });
    const totals = seasonTotals(
      {
        players: [member('a'), member('b')],
        tournaments: [event('x', '2025-01-01'), event('y', '2025-02-01'), event('z', '2025-03-01')],
      },
      config,
    );
    // 2 of 3 count: 2 × 2^52 + 2 (extra) = 9007199254740994, beyond 2^53 − 1.
    expect(totals.totals[0]?.total.toString()).toBe('9007199254740994');
    expect(totals.totals[1]?.total.toString()).toBe(String(2n * (2n ** 52n - 1n) + 2n));
    // Equal points: the earlier tournaments count (decision 2), also beyond safe integers.
    expect(totals.totals[0]?.results.map((result) => result.status)).toEqual(['counted', 'counted', 'extra']);
  });

  it('orderByTieBreaks equals the §34 order through core rank, for the table and the selection keys', () => {
    const tieBreaksArb = fc.constantFrom<readonly TieBreak[]>(
      NGP.tableTieBreaks.map((tieBreak) => tieBreak.kind),
      NGP.selectionTieBreaks.map((tieBreak) => tieBreak.kind),
      [],
      ['ratingList'],
      ['lastCommonEvent', 'countedPlaces'],
      [...TIE_BREAKS].reverse(),
    );
    fc.assert(
      fc.property(seasonArb, configArb, tieBreaksArb, (season, config, tieBreaks) => {
        const { totals } = seasonTotals(season, config);
        const ratingList = season.ratingList ?? [];
        expect(orderByTieBreaks(totals, tieBreaks, ratingList)).toEqual(
          referenceOrder(totals, tieBreaks, ratingList),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('orderByTieBreaks decides equal-looking totals exactly (equal as doubles, not as fractions)', () => {
    const row = (player: string, total: Fraction) =>
      ({ playerId: player, total, countedPlaces: [], results: [] }) as never;
    // 1/3 and 0.333…33 as a decimal fraction differ by less than a double can show.
    const third = Fraction.of(1, 3);
    const near = Fraction.parse('0.33333333333333333333');
    const order = orderByTieBreaks([row('a', near), row('b', third), row('c', Fraction.of(2, 6))], []);
    expect(order.map((entry) => `${entry.placeLabel} ${entry.playerId}`)).toEqual(['1–2 b', '1–2 c', '3 a']);
  });

  it('the standings rows are identical to the reference totals and orders', () => {
    fc.assert(
      fc.property(seasonArb, (season) => {
        const table = grandPrixStandings(season);
        const reference = referenceTotals(season, NGP);
        const byPlayer = new Map(reference.totals.map((total) => [total.playerId, total]));
        const tableOrder = referenceOrder(
          reference.totals,
          NGP.tableTieBreaks.map((tieBreak) => tieBreak.kind),
          season.ratingList ?? [],
        );
        expect(table.rows.map((row) => `${row.placeLabel} ${row.playerId}`).sort()).toEqual(
          tableOrder.map((entry) => `${entry.placeLabel} ${entry.playerId}`).sort(),
        );
        for (const row of table.rows) {
          const expected = byPlayer.get(row.playerId) as PlayerTotal;
          expect(plain(row.results)).toEqual(plain(expected.results));
          expect(row.total.equals(expected.total)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });
});

// ---------------------------------------------------------------------------------------
// The scan and validateSeason: broken seasons made by one small change to a valid one.

type Breaker = (season: GrandPrixSeason, pick: number) => GrandPrixSeason;

const withStandings = (
  season: GrandPrixSeason,
  pick: number,
  change: (standings: Record<string, unknown>[], pick: number) => unknown[],
): GrandPrixSeason => {
  const played = season.tournaments.filter((tournament) => tournament.standings !== undefined);
  const target = played[pick % Math.max(1, played.length)];
  if (target === undefined) return season;
  return {
    ...season,
    tournaments: season.tournaments.map((tournament) =>
      tournament === target
        ? ({
            ...tournament,
            standings: change(
              (tournament.standings ?? []).map((entry) => ({ ...entry })),
              pick,
            ),
          } as GrandPrixTournament)
        : tournament,
    ),
  };
};

const BREAKERS: readonly Breaker[] = [
  (season) => season,
  (season, pick) =>
    withStandings(season, pick, (lines, at) => {
      const line = lines[at % Math.max(1, lines.length)];
      return line === undefined ? lines : [...lines, { ...line }];
    }),
  (season, pick) =>
    withStandings(season, pick, (lines, at) =>
      lines.map((line, index) =>
        index === at % lines.length ? { ...line, place: (line.place as number) + 1 } : line,
      ),
    ),
  (season, pick) =>
    withStandings(season, pick, (lines, at) =>
      lines.map((line, index) => (index === at % lines.length ? { ...line, place: 0 } : line)),
    ),
  (season, pick) =>
    withStandings(season, pick, (lines, at) =>
      lines.map((line, index) => (index === at % lines.length ? { ...line, place: 1.5 } : line)),
    ),
  (season, pick) =>
    withStandings(season, pick, (lines, at) =>
      lines.map((line, index) => (index === at % lines.length ? { ...line, player: 'nobody' } : line)),
    ),
  (season, pick) =>
    withStandings(season, pick, (lines, at) =>
      lines.map((line, index) => (index === at % lines.length ? { ...line, roundsPlayed: 99 } : line)),
    ),
  (season, pick) =>
    withStandings(season, pick, (lines, at) =>
      lines.map((line, index) => (index === at % lines.length ? { ...line, roundsPlayed: -1 } : line)),
    ),
  (season, pick) =>
    withStandings(season, pick, (lines, at) =>
      lines.map((line, index) => (index === at % lines.length ? null : line)),
    ),
  (season, pick) =>
    withStandings(season, pick, (lines, at) =>
      lines.map((line, index) => ({ ...line, place: index < at % 4 ? 1 : 2 })),
    ),
  (season, pick) => withStandings(season, pick, (lines) => lines.map((line) => ({ ...line, place: 1 }))),
  (season, pick) =>
    withStandings(season, pick, (lines, at) =>
      lines.map((line, index) => ({ ...line, place: 1 + ((index + at) % 3) })),
    ),
  (season, pick) => ({
    ...season,
    tournaments: season.tournaments.map((tournament, index) =>
      index === pick % Math.max(1, season.tournaments.length)
        ? { ...tournament, kind: 'blitz' as never }
        : tournament,
    ),
  }),
  (season, pick) => ({
    ...season,
    tournaments: season.tournaments.map((tournament, index) =>
      index === pick % Math.max(1, season.tournaments.length) ? { ...tournament, rounds: 0 } : tournament,
    ),
  }),
  (season, pick) => ({
    ...season,
    tournaments: season.tournaments.map((tournament, index) =>
      index === pick % Math.max(1, season.tournaments.length)
        ? { ...tournament, startDate: '2025-02-30' }
        : tournament,
    ),
  }),
  (season) => ({ ...season, tournaments: [...season.tournaments, ...season.tournaments.slice(0, 1)] }),
  (season) => ({ ...season, players: [...season.players, ...season.players.slice(-1)] }),
  (season, pick) => ({
    ...season,
    players: season.players.map((player, index) =>
      index === pick % season.players.length
        ? { ...player, memberships: [{ from: '2025-01-01', to: '2024-01-01' }] }
        : player,
    ),
  }),
  (season, pick) => ({
    ...season,
    players: season.players.map((player, index) =>
      index === pick % season.players.length ? { ...player, citizenOrResident: 'yes' as never } : player,
    ),
  }),
  (season) => ({
    ...season,
    ratingList: [...(season.ratingList ?? ['p0']), ...(season.ratingList ?? ['p0']).slice(0, 1)],
  }),
];

describe('grandprix season check', () => {
  it('the standings refuse exactly the seasons validateGrandPrixSeason refuses, with its first problem', () => {
    fc.assert(
      fc.property(seasonArb, fc.nat(BREAKERS.length - 1), fc.nat(), (season, breaker, pick) => {
        const changed = (BREAKERS[breaker] as Breaker)(season, pick);
        const validation = validateGrandPrixSeason(changed);
        let thrown: unknown;
        try {
          grandPrixStandings(changed);
        } catch (error) {
          thrown = error;
        }
        expect(thrown === undefined).toBe(validation.ok);
        if (!validation.ok) expect((thrown as { code: string }).code).toBe(validation.problems[0]?.code);
      }),
      { numRuns: 600 },
    );
  });
});

describe('dates (NOT_A_DATE)', () => {
  it('a start date is accepted exactly when it matches YYYY-MM-DD and the Gregorian month lengths', () => {
    const isCalendarDate = (text: string): boolean =>
      validateGrandPrixSeason({
        players: [],
        tournaments: [{ id: 't', kind: 'regular', startDate: text, rounds: 1 }],
      }).ok;
    const reference = (text: string): boolean => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      if (!match) return false;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      if (month < 1 || month > 12 || day < 1) return false;
      return day <= new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
    };
    const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const digits = (length: number) =>
      fc
        .array(fc.constantFrom('0', '1', '2', '3', '9', '٣'), { minLength: length, maxLength: length })
        .map((d) => d.join(''));
    const dateLike = fc
      .tuple(
        digits(4),
        fc.constantFrom('-', '/', '-'),
        digits(2),
        fc.constantFrom('-', '-', '.'),
        digits(2),
        fc.constantFrom('', '', '\n', '0'),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string({ maxLength: 12 })), (text) => {
        expect(isCalendarDate(text)).toBe(reference(text));
      }),
      { numRuns: 2000 },
    );
    for (const text of ['2024-02-29', '2023-02-29', '1900-02-29', '2000-02-29', '2025-04-31', '2025-12-31'])
      expect(isCalendarDate(text)).toBe(reference(text));
  });
});

describe('grandprix player ids that are also property names', () => {
  // Ids named like built-in properties must be ordinary players (§30 points by eligible place).
  it('scores players with the ids __proto__, constructor, toString, 0 and 1.5 like any others', () => {
    const ids = ['__proto__', 'constructor', 'toString', '0', '1.5', 'hasOwnProperty'];
    const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
    const season: GrandPrixSeason = {
      players: ids.map(member),
      tournaments: [
        {
          id: 't1',
          kind: 'regular',
          startDate: '2025-01-11',
          rounds: 7,
          standings: ids.map((player, index) => ({ player, place: index + 1 })),
        },
      ],
    };
    const totals = seasonTotals(season).totals;
    // One NGP tournament: round(2/3 × 1) = 1 counts; places 1–6 give 12, 10, 8, 7, 6, 5 in
    // the standings order above; totals are listed by id.
    expect(totals.map((total) => [total.playerId, total.total.toString()])).toEqual([
      ['0', '7'],
      ['1.5', '6'],
      ['__proto__', '12'],
      ['constructor', '10'],
      ['hasOwnProperty', '5'],
      ['toString', '8'],
    ]);
    const twice = validateGrandPrixSeason({ ...season, players: [...season.players, member('__proto__')] });
    expect(twice.problems.map((problem) => [problem.code, problem.pointer])).toEqual([
      ['DUPLICATE_ID', '/players/6/id'],
    ]);
  });
});
