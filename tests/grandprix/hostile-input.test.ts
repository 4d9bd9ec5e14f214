/**
 * Issue 23 §3: bad input never escapes as a JavaScript error and is never silently
 * accepted. Property tests (fast-check) over each class: a list nested ten thousand levels
 * deep in any field of a season, `null` in any field, lists that are not lists or hold
 * `null`, `null` and other non-objects as options, and huge inputs. Each answer is a
 * `MindsportError` (or a validation's problems) with a code, a path and a value, that
 * `JSON.stringify` can write.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MindsportError, PROBLEM_LIMIT } from '../../src/core/index.js';
import {
  type GrandPrixSeason,
  grandPrixExplanation,
  grandPrixNordicTeams,
  grandPrixOutlook,
  grandPrixSelection,
  grandPrixStandings,
  grandPrixStandingsTable,
  grandPrixTournamentPoints,
  NGP,
  validateGrandPrixRules,
  validateGrandPrixSeason,
} from '../../src/grandprix/index.js';
import { season } from './fixture.js';

/** A list nested ten thousand levels deep (issue 23 §3). */
const DEEP: unknown = JSON.parse(`${'['.repeat(1e4)}${']'.repeat(1e4)}`);

type Path = readonly (string | number)[];

/** Every field and list item of a JSON value (not the value itself), with its path. */
function sitesOf(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...path, key], ...sitesOf(item, [...path, key])]);
}

/** A copy of the fixture season with `replacement` put at `path` (the replacement itself is not copied). */
function replaced(path: Path, replacement: unknown): unknown {
  const copy = structuredClone(season) as unknown as Record<string | number, unknown>;
  let target = copy;
  for (const part of path.slice(0, -1)) target = target[part] as Record<string | number, unknown>;
  target[path[path.length - 1] as string | number] = replacement;
  return copy;
}

const SITES = sitesOf(season);
const LIST_SITES = SITES.filter((path) =>
  Array.isArray(path.reduce<unknown>((at, key) => (at as never)[key], season)),
);

/** The MindsportError a call throws; any other outcome fails. */
function thrown(call: () => unknown): MindsportError {
  try {
    call();
  } catch (error) {
    if (error instanceof MindsportError) return error;
    throw error;
  }
  throw new Error('expected a MindsportError, but the call returned');
}

const startsWith = (path: Path, prefix: Path): boolean => prefix.every((part, index) => path[index] === part);

/** The season is refused with a problem at (or under) `path`, as a validation and as a throw. */
function expectRefusedAt(document: unknown, path: Path): void {
  const validation = validateGrandPrixSeason(document);
  expect(validation.ok).toBe(false);
  for (const problem of validation.problems) {
    expect(problem).toBeInstanceOf(MindsportError);
    expect(problem.code).toMatch(/^[A-Z]+(_[A-Z]+)+$/);
    expect(Array.isArray(problem.path)).toBe(true);
  }
  expect(validation.problems.some((problem) => startsWith(problem.path, path))).toBe(true);
  const season = document as GrandPrixSeason;
  for (const call of [
    () => grandPrixStandings(season),
    () => grandPrixSelection(season, NGP, { teamSize: 3 }),
    () => grandPrixOutlook(season, NGP, { playerId: 'anne' }),
    () => grandPrixExplanation(season, NGP, { playerId: 'anne' }),
    () => grandPrixNordicTeams(season),
    () => grandPrixTournamentPoints(season, NGP, { tournamentId: 'oslo' }),
  ]) {
    const error = thrown(call);
    expect(() => JSON.stringify(error)).not.toThrow();
    expect(error.problems.length).toBeGreaterThan(0);
  }
}

describe('issue 23 §3: hostile seasons', () => {
  it('property: a list nested 10,000 levels deep in any field is a problem at that field, never a RangeError', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SITES), (path) => {
        expectRefusedAt(replaced(path, DEEP), path);
      }),
      { numRuns: 150 },
    );
  });

  it('property: null in any field is a problem at that field, never a TypeError', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SITES), (path) => {
        expectRefusedAt(replaced(path, null), path);
      }),
      { numRuns: 150 },
    );
  });

  it('property: a list that is not a list, or holds null, is a problem at the list', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LIST_SITES),
        fc.constantFrom<unknown>('x', 5, {}, null, true, [null]),
        (path, bad) => {
          expectRefusedAt(replaced(path, bad), path);
        },
      ),
      { numRuns: 150 },
    );
    expectRefusedAt({ players: 'x', tournaments: [] }, ['players']);
    expectRefusedAt({ players: [null], tournaments: [] }, ['players', 0]);
    expectRefusedAt(null, []);
  });

  it('a name, categories or a rating-list entry of the wrong type is no longer accepted silently', () => {
    const [first, ...rest] = season.players;
    for (const [changed, path] of [
      [{ ...season, players: [{ ...first, name: DEEP }, ...rest] }, ['players', 0, 'name']],
      [{ ...season, players: [{ ...first, categories: DEEP }, ...rest] }, ['players', 0, 'categories', 0]],
      [{ ...season, players: [{ ...first, categories: 'women' }, ...rest] }, ['players', 0, 'categories']],
      [{ ...season, ratingList: [DEEP] }, ['ratingList', 0]],
      [{ ...season, ratingList: DEEP }, ['ratingList', 0]],
    ] as const) {
      const validation = validateGrandPrixSeason(changed);
      expect(validation.problems.map((problem) => [problem.code, problem.path])).toEqual([
        [path.length === 3 && path[2] === 'categories' ? 'NOT_A_LIST' : 'NOT_A_STRING', path],
      ]);
    }
  });

  it('huge input: a million-problem season lists 1,000 problems and counts the rest', () => {
    const players = Array.from({ length: 5000 }, (_, index) => ({
      id: `p${index}`,
      citizenOrResident: 'yes',
      memberships: [],
    }));
    const validation = validateGrandPrixSeason({ players, tournaments: [] });
    expect(validation.problems).toHaveLength(PROBLEM_LIMIT + 1);
    const last = validation.problems[PROBLEM_LIMIT] as MindsportError;
    expect([last.code, last.value]).toEqual(['TOO_MANY_PROBLEMS', 4000]);
    const long = 'x'.repeat(1e6);
    const error = thrown(() =>
      grandPrixStandings({
        players: [{ id: long, citizenOrResident: true, memberships: [], name: 1 }],
        tournaments: [],
      } as never),
    );
    expect(error.code).toBe('NOT_A_STRING');
    expect(JSON.stringify(error).length).toBeLessThan(1e4);
  });
});

describe('issue 23 §3: null and other non-objects as options, and lists inside them', () => {
  const standings = grandPrixStandings(season);
  const calls: readonly [string, (options: unknown) => unknown][] = [
    ['grandPrixStandings', (options) => grandPrixStandings(season, NGP, options as never)],
    ['grandPrixSelection', (options) => grandPrixSelection(season, NGP, options as never)],
    ['grandPrixOutlook', (options) => grandPrixOutlook(season, NGP, options as never)],
    ['grandPrixExplanation', (options) => grandPrixExplanation(season, NGP, options as never)],
    ['grandPrixNordicTeams', (options) => grandPrixNordicTeams(season, NGP, options as never)],
    ['grandPrixTournamentPoints', (options) => grandPrixTournamentPoints(season, NGP, options as never)],
    ['grandPrixStandingsTable', (options) => grandPrixStandingsTable(standings, options as never)],
  ];

  it('property: options that are not an object are NOT_AN_OBJECT at options, never a TypeError', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...calls),
        fc.constantFrom<unknown>(null, 'x', 5, [], true, DEEP),
        ([, call], bad) => {
          const error = thrown(() => call(bad));
          expect([error.code, error.path]).toEqual(['NOT_AN_OBJECT', ['options']]);
          expect(() => JSON.stringify(error)).not.toThrow();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('property: a list option that is not a list, or holds null or a deep list, is a MindsportError at it', () => {
    const lists: readonly [string, (list: unknown) => unknown][] = [
      ['quotas', (list) => grandPrixSelection(season, NGP, { teamSize: 2, quotas: list as never })],
      ['field', (list) => grandPrixOutlook(season, NGP, { playerId: 'anne', field: list as never })],
      ['entrants', (list) => grandPrixNordicTeams(season, NGP, { entrants: list as never })],
      ['ratingList', (list) => grandPrixNordicTeams({ ...season, ratingList: list as never })],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...lists),
        fc.constantFrom<unknown>(null, 'x', 5, {}, [null], [DEEP], DEEP),
        ([name, call], bad) => {
          const error = thrown(() => call(bad));
          expect(error.path).toContain(name);
          expect(() => JSON.stringify(error)).not.toThrow();
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('issue 23 §3: hostile rules', () => {
  const RULE_SITES = sitesOf(NGP);
  /** A copy of the NGP rules with `replacement` put at `path`. */
  const rulesWith = (path: Path, replacement: unknown): unknown => {
    const copy = structuredClone(NGP) as unknown as Record<string | number, unknown>;
    let target = copy;
    for (const part of path.slice(0, -1)) target = target[part] as Record<string | number, unknown>;
    target[path[path.length - 1] as string | number] = replacement;
    return copy;
  };

  it('property: null or a deep list in any field of the rules is a problem at that field (paths start with rules)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULE_SITES), fc.constantFrom<unknown>(null, DEEP), (path, bad) => {
        const rules = rulesWith(path, bad);
        const validation = validateGrandPrixRules(rules);
        expect(validation.ok).toBe(false);
        expect(validation.problems.some((problem) => startsWith(problem.path, ['rules', ...path]))).toBe(
          true,
        );
        const error = thrown(() => grandPrixStandings(season, rules as never));
        expect(() => JSON.stringify(error)).not.toThrow();
      }),
      { numRuns: 100 },
    );
    expect(thrown(() => grandPrixStandings(season, null as never)).path).toEqual(['rules']);
  });
});
