/**
 * Cross-module invariants for Othello standings (every preset of OTHELLO_PRESETS):
 * input order never matters, inputs are never mutated, indistinguishable players share
 * their place, and bad counts are refused with a coded error naming the field.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createRandom, MindsportError, type SeededRandom } from '../../src/core/index.js';
import {
  type OthelloGameRecord as GameRecord,
  OTHELLO_PRESETS,
  type OthelloRules,
  othelloStandings,
  type OthelloStandings as Standings,
  type OthelloTournament as Tournament,
  type OthelloRound as TournamentRound,
  validateOthelloTournament,
} from '../../src/othello/index.js';
import { BAD_COUNTS, byPlace, expectCodedError, plain, runFrozen, withValue } from './helpers.js';

const PRESETS = Object.entries(OTHELLO_PRESETS) as [string, OthelloRules][];

/** A random game between two players (draws, forfeits and wipe-outs included). */
function randomGame(random: SeededRandom, black: string, white: string): GameRecord {
  const kind = random.int(10);
  if (kind === 0) return { black, blackDiscs: 64, white, whiteDiscs: 0, forfeit: 'white' };
  if (kind === 1) return { black, blackDiscs: 32, white, whiteDiscs: 32 };
  const blackDiscs = random.int(65);
  return { black, blackDiscs, white, whiteDiscs: random.int(65 - blackDiscs) };
}

/** A random Swiss-like tournament with byes, absences and late entries. */
function randomTournament(seed: number): Tournament {
  const random = createRandom(seed);
  const playerCount = 2 + random.int(9);
  const roundCount = 1 + random.int(7);
  const players = Array.from({ length: playerCount }, (_, index) => ({
    id: `p${index}`,
    name: `Player ${index % 3}`,
    ...(index > 1 && random.int(6) === 0 ? { enteredRound: 1 + random.int(roundCount) } : {}),
  }));
  const rounds: TournamentRound[] = [];
  for (let round = 1; round <= roundCount; round++) {
    const present: string[] = [];
    const absent: string[] = [];
    for (const player of players) {
      if (round < (player.enteredRound ?? 1)) continue;
      if (random.int(12) === 0) absent.push(player.id);
      else present.push(player.id);
    }
    const order = random.shuffle(present);
    const games: GameRecord[] = [];
    for (let index = 0; index + 1 < order.length; index += 2) {
      games.push(randomGame(random, order[index]!, order[index + 1]!));
    }
    rounds.push({ games, byes: order.length % 2 === 1 ? [order[order.length - 1]!] : [], absent });
  }
  return { plannedRounds: roundCount + random.int(2), players, rounds };
}

/**
 * A tournament invariant under swapping every `…a` player with its twin `…b`: each round
 * pairs twin classes, and the two twins of a class play the same colour, with the same
 * score, against the two twins of the other class.
 */
function twinTournament(seed: number): Tournament {
  const random = createRandom(seed);
  const classes = 2 * (1 + random.int(3));
  const roundCount = 1 + random.int(7);
  const players = Array.from({ length: classes }, (_, index) => [
    { id: `c${index}a`, name: `Class ${index}` },
    { id: `c${index}b`, name: `Class ${index}` },
  ]).flat();
  const rounds: TournamentRound[] = Array.from({ length: roundCount }, () => {
    const order = random.shuffle(Array.from({ length: classes }, (_, index) => index));
    const games: GameRecord[] = [];
    for (let index = 0; index + 1 < order.length; index += 2) {
      const game = randomGame(random, '', '');
      const [black, white] = [order[index]!, order[index + 1]!];
      games.push({ ...game, black: `c${black}a`, white: `c${white}a` });
      games.push({ ...game, black: `c${black}b`, white: `c${white}b` });
    }
    return { games };
  });
  return { plannedRounds: roundCount, players, rounds };
}

/** The same tournament written in another order: players, games, byes, keys of each record. */
function reordered(tournament: Tournament, seed: number): Tournament {
  const random = createRandom(seed);
  const reverseKeys = <T extends object>(record: T): T =>
    Object.fromEntries(Object.entries(record).reverse()) as T;
  return {
    ...tournament,
    players: random.shuffle(tournament.players).map(reverseKeys),
    rounds: tournament.rounds.map((round) => ({
      ...round,
      games: random.shuffle(round.games).map(reverseKeys),
      ...(round.byes ? { byes: random.shuffle(round.byes) } : {}),
      ...(round.absent ? { absent: random.shuffle(round.absent) } : {}),
    })),
  };
}

/** Standings or the code of the error a preset refuses the tournament with. */
function outcome(tournament: Tournament, preset: OthelloRules): Standings | string {
  try {
    return othelloStandings(tournament, preset);
  } catch (error) {
    if (error instanceof MindsportError) return error.code;
    throw error;
  }
}

function comparable(result: Standings | string): unknown {
  if (typeof result === 'string') return result;
  return plain({ ...result, rows: byPlace(result.rows, (row) => row.playerId) });
}

describe('Othello standings invariants (every preset)', () => {
  test.prop([fc.integer(), fc.integer()], { numRuns: 25 })(
    'the order of players, games, byes and record keys never changes the standings',
    (seed, orderSeed) => {
      const tournament = randomTournament(seed);
      const shuffled = reordered(tournament, orderSeed);
      for (const [, preset] of PRESETS) {
        expect(comparable(outcome(shuffled, preset))).toEqual(comparable(outcome(tournament, preset)));
      }
    },
  );

  test.prop([fc.integer()], { numRuns: 25 })('standings never mutate their (deep-frozen) input', (seed) => {
    const tournament = randomTournament(seed);
    for (const [, preset] of PRESETS) runFrozen(tournament, (input) => outcome(input, preset));
    runFrozen(tournament, (input) => validateOthelloTournament(input));
  });

  test.prop([fc.integer()], { numRuns: 30 })(
    'twins (indistinguishable by every criterion) share their place in every preset',
    (seed) => {
      const tournament = twinTournament(seed);
      for (const [name, preset] of PRESETS) {
        const result = outcome(tournament, preset);
        if (typeof result === 'string') continue; // the preset refuses this round count
        const byId = new Map(result.rows.map((row) => [row.playerId, row]));
        for (const row of result.rows) {
          if (!row.playerId.endsWith('a')) continue;
          const twin = byId.get(row.playerId.replace(/a$/, 'b'))!;
          expect([name, twin.place, twin.placeLabel, twin.shared]).toEqual([
            name,
            row.place,
            row.placeLabel,
            true,
          ]);
        }
      }
    },
  );
});

describe('Othello: bad counts are refused with a coded error naming the field', () => {
  const base: Tournament = {
    plannedRounds: 2,
    players: [
      { id: 'ann', name: 'Ann', rating: 1800 },
      { id: 'bo', name: 'Bo' },
      { id: 'cy', name: 'Cy', enteredRound: 2 },
      { id: 'di', name: 'Di', withdrawnFromRound: 2 },
    ],
    rounds: [
      { games: [{ black: 'ann', blackDiscs: 40, white: 'bo', whiteDiscs: 24 }], byes: ['di'] },
      { games: [{ black: 'bo', blackDiscs: 30, white: 'cy', whiteDiscs: 34 }], byes: ['ann'] },
    ],
  };
  const fields: (string | number)[][] = [
    ['plannedRounds'],
    ['players', 2, 'enteredRound'],
    ['players', 3, 'withdrawnFromRound'],
    ['rounds', 0, 'games', 0, 'blackDiscs'],
    ['rounds', 0, 'games', 0, 'whiteDiscs'],
    ['rounds', 1, 'games', 0, 'blackDiscs'],
    ['rounds', 1, 'games', 0, 'whiteDiscs'],
  ];

  it('the base tournament is valid', () => {
    expect(validateOthelloTournament(base).ok).toBe(true);
    expect(() => othelloStandings(base, OTHELLO_PRESETS.NOF_SWISS)).not.toThrow();
  });

  for (const field of fields) {
    for (const bad of BAD_COUNTS) {
      it(`${field.join('.')} = ${bad}`, () => {
        const document = withValue(base, field, bad);
        expectCodedError(() => othelloStandings(document, OTHELLO_PRESETS.NOF_SWISS), field);
        const validation = validateOthelloTournament(document);
        expect(validation.ok).toBe(false);
      });
    }
  }

  for (const bad of BAD_COUNTS) {
    it(`options.afterRound = ${bad}`, () => {
      expectCodedError(
        () => othelloStandings(base, OTHELLO_PRESETS.NOF_SWISS, { afterRound: bad }),
        ['options', 'afterRound'],
      );
    });
  }
});
