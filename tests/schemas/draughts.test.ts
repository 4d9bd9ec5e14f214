/**
 * `schemas/draughts-event.schema.json` agrees with `validateDraughtsTournament` of
 * `mindsport/draughts` (issue #12, issue 24): generated valid events pass both; every
 * single-field mutation fails both at the same JSON Pointer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseResult, validateDraughtsTournament } from '../../src/draughts/index.js';
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

/** A player: an id, and sometimes a name and the flags the results read. */
const player = (id: string) =>
  fc.record(
    {
      id: fc.constant(id),
      name: fc.string({ minLength: 1, maxLength: 6 }).filter((name) => name.trim() !== ''),
      alreadyQualified: fc.boolean(),
      guest: fc.boolean(),
      extra: fc.constant({ ours: [1, null] }),
    },
    { requiredKeys: ['id'] },
  );

const events = fc
  .record({
    ids: fc.uniqueArray(
      fc.string({ minLength: 1, maxLength: 6 }).filter((id) => id.trim() !== ''),
      { minLength: 2, maxLength: 7 },
    ),
    $schema: fc.option(fc.constant(ID), { nil: undefined }),
    meetingsPerPair: fc.option(fc.constant(1), { nil: undefined }),
    prizes: fc.option(fc.array(fc.nat(1000), { maxLength: 4 }), { nil: undefined }),
  })
  .chain(({ ids, $schema, meetingsPerPair, prizes }) => {
    const pairs = ids.flatMap((white, index) => ids.slice(index + 1).map((black) => [white, black] as const));
    return fc
      .record({
        players: fc.tuple(...ids.map(player)),
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
        barrage: fc.option(fc.array(resultText, { maxLength: 3 }), { nil: undefined }),
      })
      .map(({ players, chosen, details, barrage }) => {
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
        // A barrage's shape is the document's (who must play one is the results' check).
        const [a, b] = ids as [string, string];
        const barrages =
          barrage === undefined
            ? undefined
            : [
                {
                  players: [a, b],
                  games: barrage.map((result, index) =>
                    index % 2 === 0 ? { white: a, black: b, result } : { white: b, black: a, result },
                  ),
                },
              ];
        return {
          ...($schema === undefined ? {} : { $schema }),
          players,
          games,
          ...(meetingsPerPair === undefined ? {} : { meetingsPerPair }),
          ...(prizes === undefined ? {} : { prizes }),
          ...(barrages === undefined ? {} : { barrages }),
        };
      });
  });

describe('draughts-event.schema.json agrees with validateDraughtsTournament', () => {
  it('valid events pass both; each single mutation fails both at the same pointer', () => {
    const coverage = checkAgreement({
      schema: 'draughts-event.schema.json',
      documents: events,
      check: (document) => validateDraughtsTournament(document).problems,
      gaps: [],
      numRuns: 40,
    });
    expect(coverage.open.size + coverage.closed.size).toBe(0);
  });

  it('the result pattern accepts exactly what parseResult reads (spec draughts §1, §6 Decision 1)', () => {
    const pattern = new RegExp(
      (loadSchema('draughts-event.schema.json').$defs as { result: { pattern: string } }).result.pattern,
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

  it('a player id of spaces only is rejected by both at the id', () => {
    const event = { players: [{ id: 'Ann' }, { id: ' \u00a0' }], games: [] };
    expect(
      schemaValidator('draughts-event.schema.json')
        .validate(event)
        .map((error) => error.pointer),
    ).toEqual(['/players/1/id']);
    expect(validateDraughtsTournament(event).problems.map((problem) => problem.pointer)).toEqual([
      '/players/1/id',
    ]);
  });

  it("cross-field rules are the validator's: a pair listed twice passes the schema, fails validateDraughtsTournament", () => {
    const game = { white: 'Ann', black: 'Bo', result: '1-1' };
    const event = { players: [{ id: 'Ann' }, { id: 'Bo' }], games: [game, game] };
    expect(schemaValidator('draughts-event.schema.json').validate(event)).toEqual([]);
    const [problem] = validateDraughtsTournament(event).problems;
    expect([problem?.code, problem?.pointer]).toEqual(['DUPLICATE_GAME', '/games/1']);
  });

  it('a prize: the amount pattern accepts what the library reads as an amount (decimals and ratios, no percentages)', () => {
    const validator = schemaValidator('draughts-event.schema.json');
    for (const prize of ['187.50', ' 1000/3 ', '+5', '.5', '1e3', '150%', '-5', '1/0', 'x', '1'.repeat(41)]) {
      const event = { players: [], games: [], prizes: [prize] };
      expect(validator.validate(event).length === 0, prize).toBe(validateDraughtsTournament(event).ok);
    }
  });
});
