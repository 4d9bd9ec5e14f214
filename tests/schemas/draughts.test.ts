/**
 * `schemas/draughts-event.schema.json` agrees with `validateTournament` of
 * `mindsport/draughts` (issue #12): generated valid events pass both; every single-field
 * mutation fails both at the same JSON Pointer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseResult, validateTournament } from '../../src/draughts/index.js';
import { checkAgreement } from './agreement.js';
import { loadSchema, schemaValidator } from './mutations.js';

const ID = 'https://mindsport.dev/schemas/draughts-event.schema.json';
const SPACES = [' ', '\t', '\n', '\u000b', '\f', '\r'] as const;

/** A result in one of the spellings `parseResult` reads: ASCII whitespace anywhere (seed 004 "Algemeen", spec draughts §6 Decision 1). */
const resultText = fc
  .record({
    result: fc.constantFrom('2-0', '0-2', '1-1', '1+-1-', '1--1+', '0-0'),
    gaps: fc.array(
      fc.option(fc.string({ unit: fc.constantFrom(...SPACES), maxLength: 2 }), { nil: undefined, freq: 2 }),
      {
        minLength: 6,
        maxLength: 6,
      },
    ),
  })
  .map(
    ({ result, gaps }) =>
      [...result].map((char, index) => `${gaps[index] ?? ''}${char}`).join('') + (gaps[5] ?? ''),
  );

const events = fc
  .record({
    players: fc.uniqueArray(
      fc.string({ minLength: 1, maxLength: 6 }).filter((name) => name.trim() !== ''),
      { minLength: 2, maxLength: 7 },
    ),
    $schema: fc.option(fc.constant(ID), { nil: undefined }),
  })
  .chain(({ players, $schema }) => {
    const pairs = players.flatMap((white, index) =>
      players.slice(index + 1).map((black) => [white, black] as const),
    );
    return fc
      .record({
        chosen: fc.shuffledSubarray(pairs),
        details: fc.array(
          fc.record(
            {
              swap: fc.boolean(),
              result: resultText,
              round: fc.boolean(),
              reason: fc.constantFrom('forfeit', 'agreement', ''),
            },
            { requiredKeys: ['swap', 'result', 'round'] },
          ),
          { minLength: pairs.length, maxLength: pairs.length },
        ),
      })
      .map(({ chosen, details }) => {
        // Rounds: the first round in which neither player has a game yet (a player plays once per round).
        const busy = new Map<number, Set<string>>();
        const games = chosen.map(([first, second], index) => {
          const detail = details[index] as (typeof details)[number];
          const [white, black] = detail.swap ? [second, first] : [first, second];
          let round: number | undefined;
          if (detail.round) {
            round = 1;
            while (busy.get(round)?.has(white) || busy.get(round)?.has(black)) round++;
            const set = busy.get(round) ?? new Set<string>();
            set.add(white).add(black);
            busy.set(round, set);
          }
          return {
            white,
            black,
            result: detail.result,
            ...(round === undefined ? {} : { round }),
            ...(detail.reason === undefined ? {} : { reason: detail.reason }),
          };
        });
        return { ...($schema === undefined ? {} : { $schema }), players, games };
      });
  });

describe('draughts-event.schema.json agrees with validateTournament', () => {
  it('valid events pass both; each single mutation fails both at the same pointer', () => {
    const coverage = checkAgreement({
      schema: 'draughts-event.schema.json',
      documents: events,
      check: (document) => validateTournament(document as never).problems,
      gaps: [],
      numRuns: 40,
    });
    expect(coverage.open.size + coverage.closed.size).toBe(0);
  });

  it('the result pattern accepts exactly what parseResult reads (spec draughts §1, §6 Decision 1)', () => {
    const pattern = new RegExp(
      (
        loadSchema('draughts-event.schema.json').$defs as {
          game: { properties: { result: { pattern: string } } };
        }
      ).game.properties.result.pattern,
      'u',
    );
    const reads = (text: string) => {
      try {
        parseResult(text);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(
        fc.oneof(
          resultText,
          fc.string({ maxLength: 8 }),
          fc.string({
            unit: fc.constantFrom('0', '1', '2', '+', '-', ' ', '\t', '\u00a0', '/', '½'),
            maxLength: 8,
          }),
        ),
        (text) => {
          expect(pattern.test(text), JSON.stringify(text)).toBe(reads(text));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a player name of spaces only is rejected by both at the name', () => {
    const event = { players: ['Ann', ' \u00a0'], games: [] };
    expect(
      schemaValidator('draughts-event.schema.json')
        .validate(event)
        .map((error) => error.pointer),
    ).toEqual(['/players/1']);
    expect(validateTournament(event).problems.map((problem) => problem.pointer)).toEqual(['/players/1']);
  });

  it("cross-field rules are the validator's: a pair listed twice passes the schema, fails validateTournament", () => {
    const game = { white: 'Ann', black: 'Bo', result: '1-1' };
    const event = { players: ['Ann', 'Bo'], games: [game, game] };
    expect(schemaValidator('draughts-event.schema.json').validate(event)).toEqual([]);
    const [problem] = validateTournament(event).problems;
    expect([problem?.code, problem?.pointer]).toEqual(['GAME_LISTED_TWICE', '/games/1']);
  });
});
