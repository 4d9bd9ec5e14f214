/**
 * Cross-module invariants for the Grand Prix (seed 000 §29–39): grandPrixStandings and
 * grandPrixTournamentPoints do not depend on the order of players, tournaments or standings entries,
 * never mutate their input, give twins (same place in every tournament) a shared place,
 * and refuse bad counts with a coded error naming the field.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
import {
  type GrandPrixSeason,
  type GrandPrixTournament,
  grandPrixStandings,
  grandPrixTournamentPoints,
  NGP,
  validateGrandPrixSeason,
} from '../../src/grandprix/index.js';

/** Every tournament of a season scored on its own. */
const seasonPoints = (season: GrandPrixSeason) =>
  season.tournaments.map((tournament) =>
    grandPrixTournamentPoints(season, NGP, { tournamentId: tournament.id }),
  );

import { BAD_COUNTS, byPlace, expectCodedError, plain, runFrozen, withValue } from './helpers.js';

const KINDS = ['regular', 'regular', 'regular', 'nationalChampionship'] as const;

/**
 * A season of up to seven tournaments over twin classes: both twins of a class take the
 * same (shared) place in every tournament they play, or both stay away.
 */
function twinSeason(seed: number, twins: boolean): GrandPrixSeason {
  const random = createRandom(seed);
  const classes = 2 + random.int(4);
  const ids = Array.from({ length: classes }, (_, index) =>
    twins ? [`c${index}a`, `c${index}b`] : [`c${index}a`],
  ).flat();
  const players = ids.map((id) => ({
    id,
    name: id.slice(0, -1),
    citizenOrResident: true,
    memberships: [{ from: '2020-01-01' }],
  }));
  const tournaments: GrandPrixTournament[] = Array.from({ length: 1 + random.int(7) }, (_, index) => {
    const playing = random
      .shuffle(Array.from({ length: classes }, (_, entry) => entry))
      .slice(0, 2 + random.int(classes - 1));
    const standings = playing.flatMap((entry, position) => {
      const place = twins ? 2 * position + 1 : position + 1;
      return twins
        ? [
            { player: `c${entry}a`, place },
            { player: `c${entry}b`, place },
          ]
        : [{ player: `c${entry}a`, place }];
    });
    return {
      id: `t${index}`,
      kind: random.pick(KINDS),
      startDate: `2025-${String(1 + index).padStart(2, '0')}-${String(1 + random.int(28)).padStart(2, '0')}`,
      rounds: 5 + random.int(5),
      standings,
    };
  });
  return { players, tournaments };
}

/** A season where players are not twins: random places with some shared. */
function randomSeason(seed: number): GrandPrixSeason {
  const season = twinSeason(seed, false);
  const random = createRandom(seed ^ 0x5f3759df);
  return {
    ...season,
    tournaments: season.tournaments.map((tournament) => ({
      ...tournament,
      // Standard competition places: a tie with the one above shares its place, the next
      // untied entry takes its own position (1, 1, 3, …).
      standings: (tournament.standings ?? []).reduce<{ player: string; place: number }[]>(
        (list, entry, index) => {
          const tied = index > 0 && random.int(4) === 0;
          list.push({ player: entry.player, place: tied ? list[index - 1]!.place : index + 1 });
          return list;
        },
        [],
      ),
    })),
  };
}

function reordered(season: GrandPrixSeason, seed: number): GrandPrixSeason {
  const random = createRandom(seed);
  return {
    ...season,
    players: random.shuffle(season.players),
    tournaments: random.shuffle(season.tournaments).map((tournament) => ({
      ...tournament,
      standings: random.shuffle(tournament.standings ?? []),
    })),
  };
}

function outputs(season: GrandPrixSeason): unknown {
  const table = grandPrixStandings(season);
  const points = seasonPoints(season).sort((a, b) => (a.tournamentId < b.tournamentId ? -1 : 1));
  return plain({ table: { ...table, rows: byPlace(table.rows, (row) => row.playerId) }, points });
}

describe('Grand Prix invariants', () => {
  test.prop([fc.integer(), fc.integer()], { numRuns: 30 })(
    'the order of players, tournaments and standings entries never changes the table',
    (seed, orderSeed) => {
      const season = randomSeason(seed);
      expect(outputs(reordered(season, orderSeed))).toEqual(outputs(season));
    },
  );

  test.prop([fc.integer()], { numRuns: 20 })(
    'table and totals never mutate their (deep-frozen) input',
    (seed) => {
      const season = randomSeason(seed);
      runFrozen(season, (input) => grandPrixStandings(input));
      runFrozen(season, (input) => seasonPoints(input));
      runFrozen(season, (input) => validateGrandPrixSeason(input));
    },
  );

  test.prop([fc.integer()], { numRuns: 40 })('twins share their place in the table', (seed) => {
    const table = grandPrixStandings(twinSeason(seed, true));
    const byId = new Map(table.rows.map((row) => [row.playerId, row]));
    for (const row of table.rows) {
      if (!row.playerId.endsWith('a')) continue;
      const twin = byId.get(row.playerId.replace(/a$/, 'b'))!;
      expect([twin.total.toString(), twin.place, twin.placeLabel, twin.shared]).toEqual([
        row.total.toString(),
        row.place,
        row.placeLabel,
        true,
      ]);
    }
  });
});

describe('Grand Prix: bad counts are refused with a coded error naming the field', () => {
  const base: GrandPrixSeason = {
    players: [
      { id: 'anne', citizenOrResident: true, memberships: [{ from: '2020-01-01' }] },
      { id: 'bjorn', citizenOrResident: true, memberships: [{ from: '2020-01-01' }] },
    ],
    tournaments: [
      {
        id: 'oslo',
        kind: 'regular',
        startDate: '2025-01-11',
        rounds: 7,
        standings: [
          { player: 'anne', place: 1, roundsPlayed: 7 },
          { player: 'bjorn', place: 2 },
        ],
      },
    ],
  };
  const fields: (string | number)[][] = [
    ['tournaments', 0, 'rounds'],
    ['tournaments', 0, 'standings', 0, 'place'],
    ['tournaments', 0, 'standings', 1, 'place'],
    ['tournaments', 0, 'standings', 0, 'roundsPlayed'],
  ];

  it('the base season is valid', () => {
    expect(validateGrandPrixSeason(base).ok).toBe(true);
  });

  for (const field of fields) {
    for (const bad of BAD_COUNTS) {
      it(`${field.join('.')} = ${bad}`, () => {
        const season = withValue(base, field, bad);
        expectCodedError(() => grandPrixStandings(season), field);
        expectCodedError(() => grandPrixTournamentPoints(season, NGP, { tournamentId: 'oslo' }), field);
        expect(validateGrandPrixSeason(season).ok).toBe(false);
      });
    }
  }
});
