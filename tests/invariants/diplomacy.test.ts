/**
 * Cross-module invariants for Diplomacy tournament rankings (NDF 2007: diplomacyQualification
 * and diplomacyStandings, C-Diplo 100 and other scoring systems): input order never matters,
 * inputs are never mutated, indistinguishable players share their place, and bad counts
 * are refused with a coded error naming the field.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
import {
  assertDiplomacyGameResult,
  C_DIPLO_100,
  type DiplomacyGameResult,
  type DiplomacyPowerResult,
  type DiplomacyRules,
  type DiplomacyTournament,
  diplomacyQualification,
  diplomacyStandings,
  NDF_2007,
  POWERS,
  SUM_OF_SQUARES,
  validateDiplomacyTournament,
} from '../../src/diplomacy/index.js';
import { tournamentArbitrary, validBoard } from '../diplomacy/arbitraries.js';
import { BAD_COUNTS, byPlace, expectCodedError, plain, runFrozen, withValue } from './helpers.js';

const SCORINGS: readonly [string, DiplomacyRules][] = [
  ['C-Diplo 100', { ...NDF_2007, scoring: C_DIPLO_100 }],
  ['sum of squares', { ...NDF_2007, scoring: SUM_OF_SQUARES }],
];

/** The same tournament written in another order: players, rounds, boards, power keys. */
function reordered(tournament: DiplomacyTournament, seed: number): DiplomacyTournament {
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
          ) as DiplomacyGameResult['powers'],
        },
      })),
    })),
  };
}

function rankings(tournament: DiplomacyTournament): unknown {
  return SCORINGS.map(([, rules]) => ({
    qualification: byPlace(diplomacyQualification(tournament, rules).rows, (row) => row.playerId),
    final: byPlace(diplomacyStandings(tournament, rules).rows, (row) => row.playerId),
  }));
}

/**
 * Fourteen players in seven twin classes; each qualifying round seats the `a` twins on
 * one board and the `b` twins on the other, each twin on the same power, and both boards
 * end the same way — so swapping every `a` with its `b` gives the same tournament.
 */
const twinTournaments = fc
  .tuple(fc.array(fc.tuple(validBoard(), fc.integer()), { minLength: 1, maxLength: 3 }))
  .map(([rounds]): DiplomacyTournament => {
    const classes = Array.from({ length: 7 }, (_, index) => index);
    return {
      players: classes.flatMap((index) => [{ id: `c${index}a` }, { id: `c${index}b` }]),
      rounds: rounds.map(([game, seed], roundIndex) => {
        const seating = createRandom(seed).shuffle(classes);
        const seat = (twin: 'a' | 'b'): DiplomacyGameResult => ({
          ...game,
          powers: Object.fromEntries(
            POWERS.map((power, index) => [
              power,
              { ...game.powers[power], player: `c${seating[index]}${twin}` },
            ]),
          ) as unknown as DiplomacyGameResult['powers'],
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
      for (const [, rules] of SCORINGS) {
        runFrozen(tournament, (input) => diplomacyQualification(input, rules));
        runFrozen(tournament, (input) => diplomacyStandings(input, rules));
      }
      runFrozen(tournament, (input) => validateDiplomacyTournament(input));
    },
  );

  test.prop([twinTournaments], { numRuns: 30 })('twins share their place in every ranking', (tournament) => {
    for (const [name, rules] of SCORINGS) {
      for (const [kind, rows] of [
        ['qualification', diplomacyQualification(tournament, rules).rows],
        ['final', diplomacyStandings(tournament, rules).rows],
      ] as const) {
        const byId = new Map<string, (typeof rows)[number]>(rows.map((row) => [row.playerId, row]));
        for (const row of rows) {
          if (!row.playerId.endsWith('a')) continue;
          const twin = byId.get(row.playerId.replace(/a$/, 'b'))!;
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
  const game = (player: (power: string) => string, centres: readonly number[]): DiplomacyGameResult => ({
    powers: Object.fromEntries(
      POWERS.map((power, index): [string, DiplomacyPowerResult & { player: string }] => [
        power,
        centres[index] === 0
          ? { player: player(power), supplyCentres: 0, eliminatedIn: 1905 }
          : { player: player(power), supplyCentres: centres[index]! },
      ]),
    ) as unknown as DiplomacyGameResult['powers'],
    endYear: 1908,
  });
  const base: DiplomacyTournament = {
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
    expect(validateDiplomacyTournament(base).ok).toBe(true);
    expect(() => diplomacyStandings(base)).not.toThrow();
  });

  for (const field of fields) {
    for (const bad of BAD_COUNTS) {
      it(`${field.join('.')} = ${bad}`, () => {
        const document = withValue(base, field, bad);
        expectCodedError(() => diplomacyStandings(document), field);
        expectCodedError(() => diplomacyQualification(document), field);
        expect(validateDiplomacyTournament(document).ok).toBe(false);
        if (field.includes('game')) {
          const gameField = field.slice(field.indexOf('game') + 1);
          expectCodedError(() => assertDiplomacyGameResult(document.rounds[0]!.boards[0]!.game), gameField);
        }
      });
    }
  }
});

it('plain() keeps Fractions exact (helper sanity)', () => {
  expect(plain({ b: 1, a: [2] })).toEqual({ a: [2], b: 1 });
});
