/**
 * Invariants of the Grand Prix rules (seed 000 §30–§34), checked on random seasons with
 * fast-check, and a naive reference implementation of §30–§33 cross-checking the fast one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, Fraction } from '../../src/core/index.js';
import {
  type GrandPrixPlayer,
  type GrandPrixSeason,
  type GrandPrixTournament,
  grandPrixOutlook,
  grandPrixStandings,
  NGP,
  TOURNAMENT_KINDS,
  type TournamentKind,
} from '../../src/grandprix/index.js';
import { seasonTotals, tournamentPoints } from './helpers.js';

interface EntrySpec {
  readonly player: number;
  readonly tiedWithPrevious: boolean;
  readonly roundsPlayed: number | undefined;
}

interface TournamentSpec {
  readonly kind: TournamentKind;
  readonly rounds: number;
  readonly day: number;
  readonly played: boolean;
  readonly entries: readonly EntrySpec[];
}

interface SeasonSpec {
  readonly players: readonly { memberFrom: string | null; citizen: boolean }[];
  readonly tournaments: readonly TournamentSpec[];
}

const playerArb = fc.record({
  memberFrom: fc.constantFrom('2020-01-01', '2020-01-01', '2020-01-01', '2025-03-01', null),
  citizen: fc.constantFrom(true, true, true, false),
});

const tournamentArb = (playerCount: number) =>
  fc
    .record({
      kind: fc.constantFrom(...TOURNAMENT_KINDS),
      rounds: fc.integer({ min: 1, max: 9 }),
      day: fc.integer({ min: 1, max: 28 }),
      played: fc.boolean(),
      order: fc.shuffledSubarray(
        Array.from({ length: playerCount }, (_, index) => index),
        { minLength: 1 },
      ),
      ties: fc.array(fc.boolean(), { minLength: playerCount, maxLength: playerCount }),
      played01: fc.array(fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }), {
        minLength: playerCount,
        maxLength: playerCount,
      }),
    })
    .map(
      ({ kind, rounds, day, played, order, ties, played01 }): TournamentSpec => ({
        kind,
        rounds,
        day,
        played,
        entries: order.map((player, index) => {
          const share = played01[index];
          return {
            player,
            tiedWithPrevious: index > 0 && (ties[index] ?? false),
            roundsPlayed: share === undefined ? undefined : Math.round(share * rounds),
          };
        }),
      }),
    );

const seasonSpecArb: fc.Arbitrary<SeasonSpec> = fc.integer({ min: 2, max: 9 }).chain((playerCount) =>
  fc.record({
    players: fc.array(playerArb, { minLength: playerCount, maxLength: playerCount }),
    tournaments: fc.array(tournamentArb(playerCount), { minLength: 1, maxLength: 7 }),
  }),
);

function placesOf(entries: readonly EntrySpec[]): number[] {
  const places: number[] = [];
  entries.forEach((entry, index) => {
    places.push(entry.tiedWithPrevious && index > 0 ? (places[index - 1] as number) : index + 1);
  });
  return places;
}

function buildTournament(spec: TournamentSpec, index: number, forcePlayed = true): GrandPrixTournament {
  const places = placesOf(spec.entries);
  const base = {
    id: `t${index}`,
    kind: spec.kind,
    startDate: `2025-02-${String(spec.day).padStart(2, '0')}`,
    rounds: spec.rounds,
  };
  if (!forcePlayed && !spec.played) return base;
  return {
    ...base,
    standings: spec.entries.map((entry, position) => ({
      player: `p${entry.player}`,
      place: places[position] as number,
      ...(entry.roundsPlayed === undefined ? {} : { roundsPlayed: entry.roundsPlayed }),
    })),
  };
}

function buildPlayers(spec: SeasonSpec): GrandPrixPlayer[] {
  return spec.players.map((player, index) => ({
    id: `p${index}`,
    citizenOrResident: player.citizen,
    memberships: player.memberFrom === null ? [] : [{ from: player.memberFrom }],
  }));
}

function buildSeason(spec: SeasonSpec, forcePlayed = true): GrandPrixSeason {
  return {
    players: buildPlayers(spec),
    tournaments: spec.tournaments.map((tournament, index) => buildTournament(tournament, index, forcePlayed)),
  };
}

// ---------------------------------------------------------------------------------------
// Naive reference of §30–§33, written straight from the rule text.
const SCALE = [12, 10, 8, 7, 6, 5, 4, 3];
const MULTIPLIER: Record<string, Fraction> = {
  regular: Fraction.ONE,
  nationalChampionship: Fraction.of(3, 2),
  lightning: Fraction.of(1, 2),
};

function referenceEligible(
  player: GrandPrixPlayer,
  tournament: GrandPrixTournament,
  roundsPlayed?: number,
): boolean {
  const member = player.memberships.some(
    (period) =>
      period.from <= tournament.startDate && (period.to === undefined || tournament.startDate <= period.to),
  );
  const played = roundsPlayed ?? tournament.rounds;
  return member && player.citizenOrResident && 3 * played >= 2 * tournament.rounds;
}

function referencePoints(season: GrandPrixSeason, tournament: GrandPrixTournament): Map<string, Fraction> {
  const players = new Map(season.players.map((player) => [player.id, player]));
  const eligible = (tournament.standings ?? []).filter((entry) =>
    referenceEligible(players.get(entry.player) as GrandPrixPlayer, tournament, entry.roundsPlayed),
  );
  const points = new Map<string, Fraction>();
  for (const entry of eligible) {
    if (tournament.kind === 'participationOnly') {
      points.set(entry.player, Fraction.of(2));
      continue;
    }
    const better = eligible.filter((other) => other.place < entry.place).length;
    const same = eligible.filter((other) => other.place === entry.place).length;
    let sum = Fraction.ZERO;
    for (let place = better; place < better + same; place++) sum = sum.add(SCALE[place] ?? 2);
    points.set(entry.player, sum.div(same).mul(MULTIPLIER[tournament.kind] as Fraction));
  }
  return points;
}

function referenceTotals(season: GrandPrixSeason): Map<string, Fraction> {
  const ngp = season.tournaments.filter((tournament) => tournament.kind !== 'participationOnly').length;
  const counted = Math.floor((2 * ngp) / 3 + 1 / 2);
  const results = new Map<string, { ngp: Fraction[]; other: Fraction }>();
  for (const tournament of season.tournaments) {
    for (const [player, points] of referencePoints(season, tournament)) {
      const entry = results.get(player) ?? { ngp: [], other: Fraction.ZERO };
      if (tournament.kind === 'participationOnly') entry.other = entry.other.add(points);
      else entry.ngp.push(points);
      results.set(player, entry);
    }
  }
  const totals = new Map<string, Fraction>();
  for (const [player, { ngp: list, other }] of results) {
    const sorted = [...list].sort((a, b) => b.compare(a));
    const best = Fraction.sum(sorted.slice(0, counted));
    totals.set(player, best.add(2 * Math.max(0, sorted.length - counted)).add(other));
  }
  return totals;
}

const totalsOf = (season: GrandPrixSeason) =>
  new Map(seasonTotals(season).totals.map((total) => [total.playerId, total.total.toString()]));

describe('grandprix properties', () => {
  it('the fast points and totals agree with a naive reference of §30–§33', () => {
    fc.assert(
      fc.property(seasonSpecArb, (spec) => {
        const season = buildSeason(spec);
        for (const tournament of season.tournaments) {
          const expected = referencePoints(season, tournament);
          for (const result of tournamentPoints(tournament, season.players).rows) {
            expect(result.points.toString()).toBe(
              (expected.get(result.playerId) ?? Fraction.ZERO).toString(),
            );
            expect(result.eligible).toBe(expected.has(result.playerId));
          }
        }
        const reference = new Map(
          [...referenceTotals(season)].map(([player, total]) => [player, total.toString()]),
        );
        expect(totalsOf(season)).toEqual(reference);
      }),
      { numRuns: 150 },
    );
  });

  it('the table order agrees with a naive §34 sort: total, then counted 1st, 2nd, … places; equal keys share', () => {
    fc.assert(
      fc.property(seasonSpecArb, (spec) => {
        const rows = grandPrixStandings(buildSeason(spec)).rows;
        const key = (row: (typeof rows)[number]) => {
          const counts: number[] = [];
          for (const result of row.results) {
            if (result.status !== 'counted') continue;
            const place = result.eligiblePlace as number;
            while (counts.length < place) counts.push(0);
            counts[place - 1]! += 1;
          }
          return counts;
        };
        const compare = (a: (typeof rows)[number], b: (typeof rows)[number]): number => {
          const byTotal = b.total.compare(a.total);
          if (byTotal !== 0) return byTotal;
          const left = key(a);
          const right = key(b);
          for (let index = 0; index < Math.max(left.length, right.length); index++) {
            const difference = (right[index] ?? 0) - (left[index] ?? 0);
            if (difference !== 0) return difference;
          }
          return 0;
        };
        for (let index = 1; index < rows.length; index++) {
          const order = compare(rows[index - 1]!, rows[index]!);
          expect(order).toBeLessThanOrEqual(0);
          expect(rows[index]!.place === rows[index - 1]!.place).toBe(order === 0);
        }
        rows.forEach((row, index) => {
          const above = rows.filter((other) => compare(other, row) < 0).length;
          expect(row.place).toBe(above + 1);
          expect(index + 1).toBeGreaterThanOrEqual(row.place);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('removing an ineligible player never lowers (nor changes) an eligible player’s points (§31 "innbyrdes plassering")', () => {
    fc.assert(
      fc.property(seasonSpecArb, (spec) => {
        const season = buildSeason(spec);
        for (const tournament of season.tournaments) {
          const before = tournamentPoints(tournament, season.players).rows;
          for (const removed of before.filter((result) => !result.eligible)) {
            const after = tournamentPoints(
              {
                ...tournament,
                standings: tournament.standings?.filter((entry) => entry.player !== removed.playerId),
              },
              season.players,
            ).rows;
            for (const result of before.filter((r) => r.eligible)) {
              const now = after.find((r) => r.playerId === result.playerId);
              expect(now?.points.compare(result.points)).toBeGreaterThanOrEqual(0);
              expect(now?.points.equals(result.points)).toBe(true);
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the points of a shared place sum to the points of the places it spans (§31, decision 6)', () => {
    fc.assert(
      fc.property(seasonSpecArb, (spec) => {
        const season = buildSeason(spec);
        for (const tournament of season.tournaments) {
          if (tournament.kind === 'participationOnly') continue;
          const groups = new Map<number, Fraction[]>();
          for (const result of tournamentPoints(tournament, season.players).rows) {
            if (result.eligiblePlace === null) continue;
            groups.set(result.eligiblePlace, [...(groups.get(result.eligiblePlace) ?? []), result.points]);
          }
          for (const [place, shares] of groups) {
            let expected = Fraction.ZERO;
            for (let p = place; p < place + shares.length; p++) expected = expected.add(SCALE[p - 1] ?? 2);
            expect(Fraction.sum(shares).toString()).toBe(
              expected.mul(MULTIPLIER[tournament.kind] as Fraction).toString(),
            );
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('totals and the table never depend on the order of events, standings lines or players in the input', () => {
    fc.assert(
      fc.property(seasonSpecArb, fc.integer(), (spec, seed) => {
        const season = buildSeason(spec);
        const random = createRandom(seed);
        const shuffle = <T>(list: readonly T[], _salt: number): T[] => random.shuffle(list);
        const shuffled: GrandPrixSeason = {
          players: shuffle(season.players, 1),
          tournaments: shuffle(
            season.tournaments.map((tournament, index) => ({
              ...tournament,
              standings: tournament.standings && shuffle(tournament.standings, index + 7),
            })),
            3,
          ),
        };
        const view = (s: GrandPrixSeason) =>
          grandPrixStandings(s).rows.map((row) => [
            row.playerId,
            row.total.toString(),
            row.placeLabel,
            row.selectionPlaceLabel,
            row.results.map((result) => `${result.tournamentId}:${result.status}`).join(' '),
          ]);
        expect(view(shuffled)).toEqual(view(season));
      }),
      { numRuns: 100 },
    );
  });

  it('a player’s total never drops when one of their results improves (one place up)', () => {
    fc.assert(
      fc.property(seasonSpecArb, fc.nat(), fc.nat(), (spec, pick, position) => {
        const tournamentIndex = pick % spec.tournaments.length;
        const tournament = spec.tournaments[tournamentIndex] as TournamentSpec;
        if (tournament.entries.length < 2) return;
        const at = 1 + (position % (tournament.entries.length - 1));
        const mover = tournament.entries[at] as EntrySpec;
        const above = tournament.entries[at - 1] as EntrySpec;
        const entries = [...tournament.entries];
        // Swap the players, keep the places (and ties) of the positions.
        entries[at - 1] = { ...above, player: mover.player, roundsPlayed: mover.roundsPlayed };
        entries[at] = { ...mover, player: above.player, roundsPlayed: above.roundsPlayed };
        const improved: SeasonSpec = {
          ...spec,
          tournaments: spec.tournaments.map((t, index) =>
            index === tournamentIndex ? { ...t, entries } : t,
          ),
        };
        const id = `p${mover.player}`;
        const before = seasonTotals(buildSeason(spec)).totals.find((total) => total.playerId === id)?.total;
        const after = seasonTotals(buildSeason(improved)).totals.find(
          (total) => total.playerId === id,
        )?.total;
        expect((after ?? Fraction.ZERO).compare(before ?? Fraction.ZERO)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });

  it('best and worst possible place bracket the actual final place in simulated continuations', () => {
    fc.assert(
      fc.property(
        seasonSpecArb,
        fc.array(tournamentArb(9), { minLength: 7, maxLength: 7 }),
        fc.nat(),
        fc.boolean(),
        (spec, futures, pick, skips) => {
          const live = buildSeason(spec, false);
          const table = grandPrixStandings(live);
          if (table.rows.length === 0) return;
          const player = (table.rows[pick % table.rows.length] as (typeof table.rows)[number]).playerId;
          const outlook = grandPrixOutlook(live, NGP, { playerId: player });
          const field = table.rows.map((row) => Number(row.playerId.slice(1)));
          // Continue the season: each remaining tournament gets standings among the field.
          const finished: GrandPrixSeason = {
            ...live,
            tournaments: live.tournaments.map((tournament, index) => {
              if (tournament.standings !== undefined) return tournament;
              const future = futures[index] as TournamentSpec;
              // Half the time the player takes no further part (their worst case).
              const entries = future.entries.filter(
                (entry) => field.includes(entry.player) && !(skips && `p${entry.player}` === player),
              );
              const places = placesOf(entries);
              return {
                ...tournament,
                standings: entries.map((entry, position) => ({
                  player: `p${entry.player}`,
                  place: places[position] as number,
                  ...(entry.roundsPlayed === undefined
                    ? {}
                    : { roundsPlayed: Math.min(entry.roundsPlayed, tournament.rounds) }),
                })),
              };
            }),
          };
          const final = grandPrixStandings(finished).rows.find((row) => row.playerId === player);
          expect(final).toBeDefined();
          expect(final?.place).toBeGreaterThanOrEqual(outlook.bestPlace);
          expect(final?.place).toBeLessThanOrEqual(outlook.worstPlace);
        },
      ),
      { numRuns: 250 },
    );
  });
});
