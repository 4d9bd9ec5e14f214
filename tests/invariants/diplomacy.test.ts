/**
 * Cross-module invariants for Diplomacy tournament rankings (NDF 2007: rankQualification
 * and rankTournament, C-Diplo 100 and other scoring systems): input order never matters,
 * inputs are never mutated, indistinguishable players share their place, and bad counts
 * are refused with a coded error naming the field.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
import {
  C_DIPLO_100,
  type GameResult,
  POWERS,
  type PowerResult,
  rankQualification,
  rankTournament,
  requireGameResult,
  type ScoringFunction,
  scoreCDiplo,
  scoreSumOfSquares,
  type Tournament,
  validateTournament,
} from '../../src/diplomacy/index.js';
import { tournamentArbitrary, validBoard } from '../diplomacy/arbitraries.js';
import { BAD_COUNTS, byPlace, expectCodedError, plain, runFrozen, withValue } from './helpers.js';

const SCORINGS: readonly [string, ScoringFunction][] = [
  ['C-Diplo 100', (game) => scoreCDiplo(game, C_DIPLO_100)],
  ['sum of squares', (game) => scoreSumOfSquares(game)],
];

/** The same tournament written in another order: players, rounds, boards, power keys. */
function reordered(tournament: Tournament, seed: number): Tournament {
  const random = createRandom(seed);
  return {
    ...tournament,
    players: random.shuffle(tournament.players),
    rounds: random.shuffle(tournament.rounds).map((round) => ({
      ...round,
      boards: random.shuffle(round.boards).map((board) => ({
        ...board,
        game: {
          ...board.game,
          powers: Object.fromEntries(
            random.shuffle(Object.entries(board.game.powers)),
          ) as GameResult['powers'],
        },
      })),
    })),
  };
}

function rankings(tournament: Tournament): unknown {
  return SCORINGS.map(([, scoring]) => ({
    qualification: byPlace(rankQualification(tournament, { scoring }), (row) => row.player),
    final: byPlace(rankTournament(tournament, { scoring }), (row) => row.player),
  }));
}

/**
 * Fourteen players in seven twin classes; each qualifying round seats the `a` twins on
 * one board and the `b` twins on the other, each twin on the same power, and both boards
 * end the same way — so swapping every `a` with its `b` gives the same tournament.
 */
const twinTournaments = fc
  .tuple(fc.array(fc.tuple(validBoard(), fc.integer()), { minLength: 1, maxLength: 3 }))
  .map(([rounds]): Tournament => {
    const classes = Array.from({ length: 7 }, (_, index) => index);
    return {
      players: classes.flatMap((index) => [{ id: `c${index}a` }, { id: `c${index}b` }]),
      rounds: rounds.map(([game, seed], roundIndex) => {
        const seating = createRandom(seed).shuffle(classes);
        const seat = (twin: 'a' | 'b'): GameResult => ({
          ...game,
          powers: Object.fromEntries(
            POWERS.map((power, index) => [
              power,
              { ...game.powers[power], player: `c${seating[index]}${twin}` },
            ]),
          ) as unknown as GameResult['powers'],
        });
        return {
          round: roundIndex + 1,
          boards: [
            { board: 1, game: seat('a') },
            { board: 2, game: seat('b') },
          ],
        };
      }),
    };
  });

describe('Diplomacy ranking invariants', () => {
  test.prop([tournamentArbitrary(), fc.integer()], { numRuns: 15 })(
    'the order of players, rounds, boards and power keys never changes the rankings',
    (tournament, seed) => {
      expect(rankings(reordered(tournament, seed))).toEqual(rankings(tournament));
    },
  );

  test.prop([tournamentArbitrary()], { numRuns: 10 })(
    'rankings never mutate their (deep-frozen) input',
    (tournament) => {
      for (const [, scoring] of SCORINGS) {
        runFrozen(tournament, (input) => rankQualification(input, { scoring }));
        runFrozen(tournament, (input) => rankTournament(input, { scoring }));
      }
      runFrozen(tournament, (input) => validateTournament(input));
    },
  );

  test.prop([twinTournaments], { numRuns: 30 })('twins share their place in every ranking', (tournament) => {
    for (const [name, scoring] of SCORINGS) {
      for (const [kind, rows] of [
        ['qualification', rankQualification(tournament, { scoring })],
        ['final', rankTournament(tournament, { scoring })],
      ] as const) {
        const byId = new Map(rows.map((row) => [row.player, row]));
        for (const row of rows) {
          if (!row.player.endsWith('a')) continue;
          const twin = byId.get(row.player.replace(/a$/, 'b'))!;
          expect([name, kind, twin.place, twin.placeLabel, twin.shared]).toEqual([
            name,
            kind,
            row.place,
            row.placeLabel,
            true,
          ]);
        }
      }
    }
  });
});

describe('Diplomacy: bad counts are refused with a coded error naming the field', () => {
  const game = (player: (power: string) => string, centres: readonly number[]): GameResult => ({
    powers: Object.fromEntries(
      POWERS.map((power, index): [string, PowerResult & { player: string }] => [
        power,
        centres[index] === 0
          ? { player: player(power), supplyCentres: 0, eliminatedIn: 1905 }
          : { player: player(power), supplyCentres: centres[index]! },
      ]),
    ) as unknown as GameResult['powers'],
    endYear: 1908,
  });
  const base: Tournament = {
    players: POWERS.map((power) => ({ id: power.slice(0, 3) })),
    rounds: [
      { round: 1, boards: [{ board: 1, game: game((power) => power.slice(0, 3), [3, 11, 8, 8, 3, 1, 0]) }] },
    ],
  };
  const fields: (string | number)[][] = [
    ['rounds', 0, 'round'],
    ['rounds', 0, 'boards', 0, 'board'],
    ['rounds', 0, 'boards', 0, 'game', 'endYear'],
    ['rounds', 0, 'boards', 0, 'game', 'powers', 'england', 'supplyCentres'],
    ['rounds', 0, 'boards', 0, 'game', 'powers', 'turkey', 'supplyCentres'],
    ['rounds', 0, 'boards', 0, 'game', 'powers', 'turkey', 'eliminatedIn'],
  ];

  it('the base tournament is valid', () => {
    expect(validateTournament(base).ok).toBe(true);
    expect(() => rankTournament(base)).not.toThrow();
  });

  for (const field of fields) {
    for (const bad of BAD_COUNTS) {
      it(`${field.join('.')} = ${bad}`, () => {
        const document = withValue(base, field, bad);
        expectCodedError(() => rankTournament(document), field);
        expectCodedError(() => rankQualification(document), field);
        expect(validateTournament(document).ok).toBe(false);
        if (field.includes('game')) {
          const gameField = field.slice(field.indexOf('game') + 1);
          expectCodedError(() => requireGameResult(document.rounds[0]!.boards[0]!.game), gameField);
        }
      });
    }
  }
});

it('plain() keeps Fractions exact (helper sanity)', () => {
  expect(plain({ b: 1, a: [2] })).toEqual({ a: [2], b: 1 });
});
