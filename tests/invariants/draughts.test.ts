/**
 * Cross-module invariants for draughts standings (KNDB round robin, spec §6): the order of
 * games and of colours written never matters, inputs are never mutated, indistinguishable
 * players share their place, and bad counts are refused with a coded error naming the field.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
import {
  DRAUGHTS_RESULTS,
  type DraughtsGame,
  type DraughtsGameResult,
  type DraughtsTournament,
  draughtsStandings as standings,
  validateDraughtsTournament as validateTournament,
} from '../../src/draughts/index.js';
import { BAD_COUNTS, byPlace, expectCodedError, plain, runFrozen, withValue } from './helpers.js';

/** The result seen from the other side of the board. */
const MIRRORED: Readonly<Record<DraughtsGameResult, DraughtsGameResult>> = {
  '2-0': '0-2',
  '0-2': '2-0',
  '1-1': '1-1',
  '1+-1-': '1--1+',
  '1--1+': '1+-1-',
  '0-0': '0-0',
};

/** A random (partial) single round robin. */
function randomTournament(seed: number): DraughtsTournament {
  const random = createRandom(seed);
  const count = 2 + random.int(7);
  const players = Array.from({ length: count }, (_, index) => `P${index}`);
  const games: DraughtsGame[] = [];
  for (let first = 0; first < count; first++) {
    for (let second = first + 1; second < count; second++) {
      if (random.int(5) === 0) continue;
      const [white, black] = random.coin()
        ? [players[first]!, players[second]!]
        : [players[second]!, players[first]!];
      games.push({ white, black, result: random.pick(DRAUGHTS_RESULTS) });
    }
  }
  return { players: players.map((id) => ({ id })), games };
}

/**
 * Twin classes `Ka`/`Kb`: the two twins of a class score the same against the two twins of
 * every other class (Ka–La and Kb–Lb alike, Ka–Lb and Kb–La alike), and each pair of twins
 * drew each other, so swapping every `a` with its `b` changes nothing.
 */
function twinTournament(seed: number): DraughtsTournament {
  const random = createRandom(seed);
  const classes = 2 + random.int(3);
  const players = Array.from({ length: classes }, (_, index) => [`C${index}a`, `C${index}b`]).flat();
  const games: DraughtsGame[] = [];
  for (let first = 0; first < classes; first++) {
    games.push({ white: `C${first}a`, black: `C${first}b`, result: random.pick(['1-1', '0-0'] as const) });
    for (let second = first + 1; second < classes; second++) {
      const same = random.pick(DRAUGHTS_RESULTS);
      const cross = random.pick(DRAUGHTS_RESULTS);
      games.push({ white: `C${first}a`, black: `C${second}a`, result: same });
      games.push({ white: `C${first}b`, black: `C${second}b`, result: same });
      games.push({ white: `C${first}a`, black: `C${second}b`, result: cross });
      games.push({ white: `C${first}b`, black: `C${second}a`, result: cross });
    }
  }
  return { players: players.map((id) => ({ id })), games };
}

/** Games shuffled, some written with colours and result mirrored, record keys reversed. */
function reordered(tournament: DraughtsTournament, seed: number): DraughtsTournament {
  const random = createRandom(seed);
  return {
    players: tournament.players,
    games: random.shuffle(tournament.games).map((game) => {
      const keys = Object.entries(game);
      return Object.fromEntries(random.coin() ? keys.reverse() : keys) as unknown as DraughtsGame;
    }),
  };
}

function comparable(tournament: DraughtsTournament): unknown {
  const result = standings(tournament);
  return plain({ ...result, rows: byPlace(result.rows, (row) => row.playerId) });
}

describe('draughts standings invariants', () => {
  test.prop([fc.integer(), fc.integer()], { numRuns: 40 })(
    'the order of games and of record keys never changes the standings',
    (seed, orderSeed) => {
      const tournament = randomTournament(seed);
      expect(comparable(reordered(tournament, orderSeed))).toEqual(comparable(tournament));
    },
  );

  test.prop([fc.integer()], { numRuns: 40 })(
    'writing a game from the other side (colours and result mirrored) changes only colour counts',
    (seed) => {
      const tournament = randomTournament(seed);
      const mirrored: DraughtsTournament = {
        ...tournament,
        games: tournament.games.map((game) => ({
          ...game,
          white: game.black,
          black: game.white,
          result: MIRRORED[game.result as DraughtsGameResult],
        })),
      };
      const places = (input: DraughtsTournament) =>
        standings(input).rows.map((row) => [row.playerId, row.place, row.shared, row.points]);
      expect(places(mirrored)).toEqual(places(tournament));
    },
  );

  test.prop([fc.integer()], { numRuns: 40 })('standings never mutate their (deep-frozen) input', (seed) => {
    const tournament = randomTournament(seed);
    runFrozen(tournament, (input) => standings(input));
    runFrozen(tournament, (input) => validateTournament(input));
  });

  test.prop([fc.integer()], { numRuns: 40 })('twins share their place', (seed) => {
    const result = standings(twinTournament(seed));
    const byId = new Map(result.rows.map((row) => [row.playerId, row]));
    for (const row of result.rows) {
      if (!row.playerId.endsWith('a')) continue;
      const twin = byId.get(row.playerId.replace(/a$/, 'b'))!;
      expect([twin.place, twin.placeLabel, twin.shared]).toEqual([row.place, row.placeLabel, true]);
    }
  });
});

describe('draughts: bad counts are refused with a coded error naming the field', () => {
  const base: DraughtsTournament = {
    players: [{ id: 'Ann' }, { id: 'Bo' }, { id: 'Cy' }],
    games: [
      { round: 1, white: 'Ann', black: 'Bo', result: '2-0' },
      { round: 2, white: 'Bo', black: 'Cy', result: '1-1' },
    ],
  };

  it('the base tournament is valid', () => {
    expect(validateTournament(base).ok).toBe(true);
  });

  for (const bad of BAD_COUNTS) {
    it(`games.0.round = ${bad}`, () => {
      const document = withValue(base, ['games', 0, 'round'], bad);
      expectCodedError(() => standings(document), ['games', 0, 'round']);
      expect(validateTournament(document).ok).toBe(false);
    });
    it(`meetingsPerPair = ${bad}`, () => {
      expectCodedError(() => standings({ ...base, meetingsPerPair: bad }), ['meetingsPerPair']);
    });
    it(`options.afterRound = ${bad}`, () => {
      expectCodedError(() => standings(base, undefined, { afterRound: bad }), ['options', 'afterRound']);
    });
  }
});
