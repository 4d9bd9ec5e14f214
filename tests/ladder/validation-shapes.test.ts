/**
 * Shapes the season validation must name exactly (found by the JSON Schema agreement
 * test): each bad value is reported at its own JSON Pointer, never read as something else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MindsportError } from '../../src/core/index.js';
import {
  CLUB_LADDER,
  SUMMER_COMPETITION,
  validateLadderRules,
  validateLadderSeason,
  validateLadderSummerRules,
  validateLadderSummerSeason,
} from '../../src/ladder/index.js';

function problems(season: unknown): [string, string][] {
  return validateLadderSeason(season as never).problems.map((problem) => [problem.code, problem.pointer]);
}

const round = { present: [], entries: [] };

describe('validateLadderSeason names the bad part of the document', () => {
  it('a season that is not an object, or players that are not a list', () => {
    expect(problems([])).toEqual([['NOT_AN_OBJECT', '']]);
    expect(problems(null)).toEqual([['NOT_AN_OBJECT', '']]);
    expect(problems({ rounds: [] })).toEqual([['MISSING_FIELD', '/players']]);
    expect(problems({ players: 'ann', rounds: [] })).toEqual([['NOT_A_LIST', '/players']]);
  });

  it('guests that are not a list (null included) are an error, not "no guests"', () => {
    for (const guests of [null, 3, true, {}, 'bob']) {
      expect(problems({ players: [{ id: 'ann' }], guests, rounds: [] })).toEqual([['NOT_A_LIST', '/guests']]);
    }
  });

  it('a player or guest that is not an object is reported at itself', () => {
    expect(problems({ players: [{ id: 'ann' }, 7], rounds: [] })).toEqual([['NOT_AN_OBJECT', '/players/1']]);
    expect(problems({ players: [{ id: 'ann' }], guests: [['bob']], rounds: [] })).toEqual([
      ['NOT_AN_OBJECT', '/guests/0'],
    ]);
  });

  it('a round without a present or entries list is reported at that field', () => {
    expect(problems({ players: [{ id: 'ann' }], rounds: [{ entries: [] }] })).toEqual([
      ['MISSING_FIELD', '/rounds/0/present'],
    ]);
    expect(problems({ players: [{ id: 'ann' }], rounds: [{ present: [], entries: {} }] })).toEqual([
      ['NOT_A_LIST', '/rounds/0/entries'],
    ]);
    expect(problems({ players: [{ id: 'ann' }], rounds: [round, 'x'] })).toEqual([
      ['NOT_AN_OBJECT', '/rounds/1'],
    ]);
  });

  it('an entry that is a list is a bad entry, not an unknown rule', () => {
    expect(problems({ players: [{ id: 'ann' }], rounds: [{ present: [], entries: [['game']] }] })).toEqual([
      ['NOT_AN_OBJECT', '/rounds/0/entries/0'],
    ]);
  });

  it('dates are checked against the calendar: month 13, day 0 and 29 February 2025 are no dates', () => {
    for (const date of ['2025-13-01', '2025-00-10', '2025-01-00', '2025-02-29', '2025-04-31']) {
      expect(problems({ players: [{ id: 'ann' }], rounds: [{ ...round, date }] })).toEqual([
        ['NOT_A_DATE', '/rounds/0/date'],
      ]);
    }
    for (const date of ['2024-02-29', '2025-12-31', '0099-06-15']) {
      expect(problems({ players: [{ id: 'ann' }], rounds: [{ ...round, date }] })).toEqual([]);
    }
  });
});

describe('the period split is part of the season (Art. I.2)', () => {
  const season = (extra: Record<string, unknown>) => ({
    players: [{ id: 'ann' }, { id: 'bob' }],
    rounds: [
      { present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'ann', black: 'bob', result: '0-1' }] },
    ],
    ...extra,
  });

  it('plannedRounds must be a whole number of rounds ≥ 0', () => {
    for (const plannedRounds of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, 1.5]) {
      const found = problems(season({ plannedRounds }));
      expect(found.length, String(plannedRounds)).toBe(1);
      expect(found[0]![1]).toBe('/plannedRounds');
    }
    expect(problems(season({ plannedRounds: 30 }))).toEqual([]);
  });

  it('periodStarts: a bad item is reported at the item, a bad list at the list', () => {
    expect(problems(season({ plannedRounds: 30, periodStarts: [1, Number.NaN, 20] }))).toEqual([
      ['NOT_AN_INTEGER', '/periodStarts/1'],
    ]);
    expect(problems(season({ plannedRounds: 30, periodStarts: [1, 1.5, 20] }))).toEqual([
      ['NOT_AN_INTEGER', '/periodStarts/1'],
    ]);
    expect(problems(season({ plannedRounds: 30, periodStarts: [1, 20, 10] }))).toEqual([
      ['BAD_PERIOD_STARTS', '/periodStarts'],
    ]);
    expect(problems(season({ plannedRounds: 30, periodStarts: [1, 11, 21] }))).toEqual([]);
  });
});

describe('nothing unknown is ignored (API.md §3): a misspelt key is refused with the nearest key', () => {
  /** Two neighbouring letters swapped: a misspelling no document field has. */
  const swapped = (key: string, at: number) => key.slice(0, at) + key[at + 1] + key[at] + key.slice(at + 2);
  const summer = {
    players: [{ id: 'ann', name: 'Ann', joinRound: 1 }, { id: 'bob' }, { id: 'cas' }],
    rounds: [
      {
        present: ['ann', 'bob', 'cas'],
        matches: [{ first: 'ann', second: 'bob', results: ['1-0', '0-1'] }],
        oddPlayer: 'cas',
      },
    ],
  };
  /** Every object of the summer log with its path. */
  const objects: [readonly (string | number)[], Record<string, unknown>][] = [
    [[], summer],
    ...summer.players.map((player, index) => [['players', index], player] as const),
    [['rounds', 0], summer.rounds[0] as Record<string, unknown>],
    [['rounds', 0, 'matches', 0], summer.rounds[0]?.matches[0] as Record<string, unknown>],
  ] as [readonly (string | number)[], Record<string, unknown>][];

  it('property: in any object of a summer log', () => {
    fc.assert(
      fc.property(fc.constantFrom(...objects), fc.nat(), ([path, object], pick) => {
        const keys = Object.keys(object);
        const key = keys[pick % keys.length] as string;
        if (key.length < 2) return;
        const typo = swapped(key, 0);
        const bad = structuredClone(summer) as Record<string, unknown>;
        let target = bad as Record<string | number, unknown>;
        for (const part of path) target = target[part] as Record<string | number, unknown>;
        target[typo] = target[key];
        const problem = validateLadderSummerSeason(bad as never).problems.find(
          (each) => each.code === 'UNKNOWN_FIELD',
        );
        expect(problem?.path).toEqual([...path, typo]);
        expect(problem?.message).toContain(`did you mean "${key}"?`);
      }),
    );
  });

  it('property: in the winter and summer rules', () => {
    const presets = [
      [CLUB_LADDER, validateLadderRules],
      [SUMMER_COMPETITION, validateLadderSummerRules],
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.nat(), (which, pick) => {
        const [rules, validate] = presets[which] as (typeof presets)[number];
        const keys = Object.keys(rules);
        const key = keys[pick % keys.length] as string;
        const typo = swapped(key, 0);
        const problems = (validate as (rules: unknown) => { problems: readonly MindsportError[] })({
          ...rules,
          [typo]: (rules as unknown as Record<string, unknown>)[key],
        }).problems;
        expect(problems.map((problem) => [problem.code, problem.path])).toEqual([
          ['UNKNOWN_FIELD', ['rules', typo]],
        ]);
        expect(problems[0]?.message).toContain(`did you mean "${key}"?`);
      }),
    );
  });

  it('a rule named like a property of every object ("toString", "constructor") is an unknown rule', () => {
    for (const rule of ['toString', 'constructor', '__proto__']) {
      expect(
        problems({ players: [{ id: 'ann' }], rounds: [{ present: [], entries: [{ rule, player: 'ann' }] }] }),
      ).toEqual([['NOT_ONE_OF', '/rounds/0/entries/0/rule']]);
    }
  });
});
