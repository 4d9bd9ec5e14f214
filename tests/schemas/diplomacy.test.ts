/**
 * `schemas/diplomacy-event.schema.json` agrees with `validateDiplomacyTournament` of
 * `mindsport/diplomacy` (issue #12): generated valid events pass both; every single-field
 * mutation fails both at the same JSON Pointer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POWERS, validateDiplomacyTournament } from '../../src/diplomacy/index.js';
import { checkAgreement } from './agreement.js';
import { schemaValidator } from './mutations.js';

const ID = 'https://mindsport.dev/schemas/diplomacy-event.schema.json';

/** Seven supply-centre counts: total 1…34, at most one power with 18 or more (seed 003 §2c). */
const centreCounts = fc.oneof(
  fc
    .array(fc.integer({ min: 0, max: 4 }), { minLength: 7, maxLength: 7 })
    .filter((counts) => counts.some((count) => count > 0)),
  fc
    .record({
      soloist: fc.nat({ max: 6 }),
      solo: fc.integer({ min: 18, max: 34 }),
      others: fc.array(fc.nat({ max: 2 }), { minLength: 6, maxLength: 6 }),
    })
    .map(({ soloist, solo, others }) => {
      const rest = others.map((count) => Math.min(count, Math.floor((34 - solo) / 6)));
      return [...rest.slice(0, soloist), solo, ...rest.slice(soloist)];
    }),
);

/** A valid game for seven players: optional end year, histories, elimination years, a named draw (decision 15, 17). */
function gameFor(players: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      counts: centreCounts,
      endYear: fc.option(fc.integer({ min: 1901, max: 1912 }), { nil: undefined }),
      histories: fc.boolean(),
      eliminated: fc.boolean(),
      draw: fc.option(fc.shuffledSubarray([...POWERS], { minLength: 1 }), { nil: undefined, freq: 3 }),
    })
    .map(({ counts, endYear, histories, eliminated, draw }) => {
      const powers: Record<string, unknown> = {};
      const solo = counts.some((count) => count >= 18);
      for (const [index, power] of POWERS.entries()) {
        const centres = counts[index] as number;
        const history =
          histories && endYear !== undefined
            ? [...Array.from({ length: endYear - 1901 }, () => Math.min(centres, 17)), centres]
            : undefined;
        powers[power] = {
          player: players[index],
          supplyCentres: centres,
          ...(history === undefined ? {} : { history }),
          ...(eliminated && centres === 0
            ? { eliminatedIn: history === undefined ? (endYear ?? 1905) : 1901 }
            : {}),
        };
      }
      const named = draw?.filter((power) => (counts[POWERS.indexOf(power)] as number) > 0);
      return {
        powers,
        ...(endYear === undefined ? {} : { endYear }),
        ...(named !== undefined && named.length > 0 && !solo ? { draw: named } : {}),
      };
    });
}

const events = fc
  .record({
    ids: fc.uniqueArray(
      fc.string({ minLength: 1, maxLength: 4 }).filter((id) => id.trim() !== ''),
      { minLength: 7, maxLength: 16 },
    ),
    roundNumbers: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
  })
  .chain(({ ids, roundNumbers }) => {
    const rounds = roundNumbers.map((round) =>
      fc
        .record({
          seated: fc.shuffledSubarray(ids, { minLength: 7 }),
          numbers: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 2, maxLength: 2 }),
        })
        .chain(({ seated, numbers }) => {
          const boardCount = Math.floor(seated.length / 7);
          const games = Array.from({ length: boardCount }, (_, board) =>
            gameFor(seated.slice(board * 7, board * 7 + 7)),
          );
          return fc.tuple(...games).map((played) => ({
            round,
            boards: played.map((game, board) => ({ board: numbers[board] ?? board + 10, game })),
          }));
        }),
    );
    return fc
      .record({
        rounds: fc.tuple(...rounds),
        details: fc.array(
          fc.record({ name: fc.string({ maxLength: 6 }), withdrawn: fc.boolean() }, { requiredKeys: [] }),
          { minLength: ids.length, maxLength: ids.length },
        ),
        extra: fc.record(
          {
            $schema: fc.constant(ID),
            finalRoundEntrants: fc.shuffledSubarray(ids),
            topBoardChoiceOrder: fc.shuffledSubarray(ids, { maxLength: 7 }),
            lot: fc.shuffledSubarray(ids, { maxLength: 7 }),
            teams: fc.shuffledSubarray(ids, { maxLength: 7 }),
            teamRound: fc.integer({ min: 1, max: 4 }),
          },
          { requiredKeys: [] },
        ),
      })
      .map(({ rounds, details, extra }) => {
        const { teams, teamRound, ...lists } = extra;
        const teamList =
          teams === undefined
            ? {}
            : {
                teams: [
                  { name: 'A', members: teams.slice(0, 4) },
                  { name: 'B', members: teams.slice(4) },
                ],
                teamRound: teamRound ?? 2,
              };
        return {
          ...lists,
          ...(teams === undefined && teamRound !== undefined ? { teamRound } : {}),
          ...teamList,
          players: ids.map((id, index) => ({ id, ...details[index] })),
          rounds,
        };
      });
  });

describe('diplomacy-event.schema.json agrees with validateDiplomacyTournament', () => {
  it('valid events pass both; each single mutation fails both at the same pointer', () => {
    const coverage = checkAgreement({
      schema: 'diplomacy-event.schema.json',
      documents: events,
      check: (document) => validateDiplomacyTournament(document).problems,
      gaps: [],
      numRuns: 15,
    });
    expect(coverage.open.size + coverage.closed.size).toBe(0);
  });

  it("powers accept no other key, at the key's pointer in both (spec diplomacy §1: seven powers)", () => {
    const game = {
      powers: Object.fromEntries(
        POWERS.map((power, index) => [power, { player: `p${index}`, supplyCentres: 4 }]),
      ),
    };
    const event = {
      players: POWERS.map((_, index) => ({ id: `p${index}` })),
      rounds: [
        {
          round: 1,
          boards: [
            { board: 1, game: { ...game, powers: { ...game.powers, prussia: { supplyCentres: 0 } } } },
          ],
        },
      ],
    };
    const pointer = '/rounds/0/boards/0/game/powers/prussia';
    expect(
      schemaValidator('diplomacy-event.schema.json')
        .validate(event)
        .map((error) => error.pointer),
    ).toEqual([pointer]);
    expect(
      validateDiplomacyTournament(event).problems.map((problem) => [problem.code, problem.pointer]),
    ).toEqual([['UNKNOWN_FIELD', pointer]]);
  });

  it("cross-field rules are the validator's: 7 × 5 centres pass the schema, fail validateDiplomacyTournament (more than 34)", () => {
    const event = {
      players: POWERS.map((_, index) => ({ id: `p${index}` })),
      rounds: [
        {
          round: 1,
          boards: [
            {
              board: 1,
              game: {
                powers: Object.fromEntries(
                  POWERS.map((power, index) => [power, { player: `p${index}`, supplyCentres: 5 }]),
                ),
              },
            },
          ],
        },
      ],
    };
    expect(schemaValidator('diplomacy-event.schema.json').validate(event)).toEqual([]);
    const [problem] = validateDiplomacyTournament(event).problems;
    expect([problem?.code, problem?.pointer]).toEqual([
      'SUPPLY_CENTRE_TOTAL_OVER_34',
      '/rounds/0/boards/0/game/powers',
    ]);
  });
});
