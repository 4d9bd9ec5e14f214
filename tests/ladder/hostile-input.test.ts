/**
 * Issue 23 §3 for the ladder: bad input of every class is a MindsportError with a code, a
 * path and a value — never a RangeError, a TypeError or a silent answer. Each class has a
 * property test over every field of the season logs, the rules and the options:
 * lists nested ten thousand levels deep, `null`, values of the wrong type, and 1 MB texts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
// The colour rule itself (Art. III.5) on given saldos: internal, tested directly because a
// season would need many rounds to reach each pair of saldos.
import { assignColours } from '../../src/ladder/colours.js';
import {
  assignLadderGroups,
  CLUB_LADDER,
  formatLadderSeason,
  type LadderSeason,
  ladderColours,
  ladderFinalRanking,
  ladderPeriods,
  ladderPeriodTables,
  ladderPointsExplanation,
  ladderPrizes,
  ladderStandings,
  ladderStandingsTable,
  ladderSummerStandings,
  pairLadderRound,
  pairLadderSummerRound,
  parseLadderSeason,
  SUMMER_COMPETITION,
  validateLadderSeason,
  validateLadderSummerSeason,
} from '../../src/ladder/index.js';
import { errorOf } from '../helpers/errors.js';

/** `JSON.parse('['.repeat(1e4) + ']'.repeat(1e4))`: the list nested 10,000 levels deep. */
const DEEP: unknown = JSON.parse(`${'['.repeat(1e4)}${']'.repeat(1e4)}`);

type Path = readonly (string | number)[];

/** A season that uses every field of the log, so every field can be broken. */
const FULL: LadderSeason = {
  players: [
    { id: 'ann', name: 'Ann', group: 'A' },
    { id: 'bob', group: 'B', newMember: true },
    { id: 'cas' },
    { id: 'dik', joinRound: 2 },
  ],
  guests: [{ id: 'gus', name: 'Gus' }],
  plannedRounds: 30,
  periodStarts: [1, 11, 21],
  rounds: [
    {
      date: '2026-09-04',
      present: ['ann', 'bob', 'cas', 'gus'],
      entries: [
        { rule: 'game', white: 'ann', black: 'bob', result: '1-0' },
        { rule: 'game', white: 'gus', black: 'cas', result: '1/2-1/2' },
      ],
    },
    {
      date: '2026-09-11',
      present: ['ann', 'bob', 'dik'],
      entries: [
        { rule: 'forfeit', winner: 'ann', absent: 'cas' },
        { rule: 'drawnOut', player: 'bob' },
        { rule: 'league', player: 'dik', result: 'win', colour: 'black', date: '2026-09-08' },
      ],
    },
    { present: ['cas'], entries: [{ rule: 'representing', player: 'ann' }] },
  ],
};

/** Every path to a value inside a JSON document (the root included). */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const here = [path];
  if (Array.isArray(value))
    return [...here, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (typeof value === 'object' && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  }
  return here;
}

/** A copy of `document` with `value` at `path` (the root replaced for the empty path). */
function withValueAt(document: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let target = copy;
  for (const part of path.slice(0, -1)) target = target[part] as Record<string | number, unknown>;
  target[path[path.length - 1] as string | number] = value;
  return copy;
}

/** The field of every object of the season that may be absent, as paths (so it can be added broken). */
const OPTIONAL_FIELDS: Path[] = [
  ['players', 2, 'name'],
  ['players', 2, 'group'],
  ['players', 2, 'newMember'],
  ['players', 2, 'joinRound'],
  ['guests', 0, 'name'],
  ['rounds', 2, 'date'],
];

const SEASON_PATHS = [...pathsOf(FULL), ...OPTIONAL_FIELDS];

/** A call that must give a MindsportError (whose JSON form works) or an answer, never another error. */
function answered(call: () => unknown): MindsportError | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    if (!(error instanceof MindsportError)) throw error;
    expect(() => JSON.stringify(error)).not.toThrow();
    return error;
  }
}

/** Every function that reads a season, on a broken one: each must refuse it with a MindsportError. */
function expectEveryReaderRefuses(season: unknown): void {
  const validation = validateLadderSeason(season as LadderSeason);
  expect(validation.ok).toBe(false);
  for (const problem of validation.problems) {
    expect(problem).toBeInstanceOf(MindsportError);
    expect(typeof problem.code).toBe('string');
  }
  const readers: (() => unknown)[] = [
    () => ladderStandings(season as LadderSeason),
    () => ladderFinalRanking(season as LadderSeason).rows,
    () => ladderPeriodTables(season as LadderSeason).periods,
    () => ladderPrizes(season as LadderSeason).prizes,
    () => ladderPointsExplanation(season as LadderSeason, CLUB_LADDER, { playerId: 'ann' }),
    () => pairLadderRound(season as LadderSeason, CLUB_LADDER, { present: ['ann', 'bob'], seed: 1 }),
  ];
  for (const read of readers) expect(answered(read)).toBeInstanceOf(MindsportError);
}

describe('a list nested 10,000 levels deep in any field of the season (issue 23 §3)', () => {
  it('the season is valid before it is broken', () => {
    expect(validateLadderSeason(FULL).problems).toEqual([]);
  });

  it('property: in place of any value of the season log, every reader refuses it with a MindsportError', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEASON_PATHS), (path) => {
        expectEveryReaderRefuses(withValueAt(FULL, path, DEEP));
      }),
      { numRuns: SEASON_PATHS.length * 2 },
    );
  });

  it('a round date nested deep was a RangeError (the date pattern turned it into text)', () => {
    const season = withValueAt(FULL, ['rounds', 0, 'date'], DEEP) as LadderSeason;
    expect(validateLadderSeason(season).problems.map((problem) => problem.path)).toEqual([
      ['rounds', 0, 'date'],
    ]);
  });

  it('the error message shows the value cut short, and JSON.stringify of the error works', () => {
    const error = errorOf(() => ladderStandings(withValueAt(FULL, ['players', 0], DEEP) as LadderSeason));
    expect(error.message.length).toBeLessThan(200);
    expect(JSON.parse(JSON.stringify(error)).path).toEqual(['players', 0]);
  });

  it('in a summer log: a result nested deep was a RangeError', () => {
    const summer = {
      players: [{ id: 'ann' }, { id: 'bob' }],
      rounds: [
        { present: ['ann', 'bob'], matches: [{ first: 'ann', second: 'bob', results: [DEEP, '1-0'] }] },
      ],
    };
    expect(validateLadderSummerSeason(summer as never).problems.map((problem) => problem.path)).toEqual([
      ['rounds', 0, 'matches', 0, 'results', 0],
    ]);
  });

  it('property: in place of any value of a summer log or of any rules field, a MindsportError', () => {
    const summer = {
      players: [{ id: 'ann', name: 'Ann', joinRound: 1 }, { id: 'bob' }, { id: 'cas' }],
      rounds: [
        {
          present: ['ann', 'bob', 'cas'],
          matches: [{ first: 'ann', second: 'bob', results: ['1-0', '1/2-1/2'] }],
          oddPlayer: 'cas',
        },
      ],
    };
    const summerPaths = [...pathsOf(summer), ['rounds', 0, 'oddPlayer']];
    fc.assert(
      fc.property(fc.constantFrom(...summerPaths), (path) => {
        const broken = withValueAt(summer, path, DEEP);
        expect(validateLadderSummerSeason(broken as never).ok).toBe(false);
        expect(answered(() => ladderSummerStandings(broken as never).rows)).toBeInstanceOf(MindsportError);
      }),
      { numRuns: summerPaths.length * 2 },
    );
    const rulePaths = [
      ...pathsOf(CLUB_LADDER)
        .filter((path) => path.length > 0)
        .map((path) => ['ladder', path] as const),
      ...pathsOf(SUMMER_COMPETITION)
        .filter((path) => path.length > 0)
        .map((path) => ['summer', path] as const),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...rulePaths), ([which, path]) => {
        if (which === 'ladder') {
          const rules = withValueAt(CLUB_LADDER, path, DEEP);
          expect(answered(() => ladderStandings(FULL, rules as never))).toBeInstanceOf(MindsportError);
        } else {
          const rules = withValueAt(SUMMER_COMPETITION, path, DEEP);
          expect(answered(() => ladderSummerStandings(summer as never, rules as never).rows)).toBeInstanceOf(
            MindsportError,
          );
        }
      }),
      { numRuns: rulePaths.length * 2 },
    );
  });

  it('the round limit nested deep was a RangeError (it was turned into text for the message)', () => {
    const error = errorOf(() => ladderStandings(FULL, CLUB_LADDER, { afterRound: DEEP as number }));
    expect([error.code, error.path]).toEqual(['NOT_AN_INTEGER', ['options', 'afterRound']]);
  });

  it('formatLadderSeason of a season it cannot write (a list too deep for JSON.stringify in extra data)', () => {
    const season = { ...FULL, extra: DEEP } as LadderSeason;
    expect(errorOf(() => formatLadderSeason(season)).code).toBe('NOT_JSON');
  });

  it('formatLadderSeason refuses data nested deeper than 1000 levels, and writes 999 levels', () => {
    const nest = (levels: number): unknown => {
      let value: unknown = [];
      for (let level = 1; level < levels; level++) value = [value];
      return value;
    };
    const deep = errorOf(() => formatLadderSeason({ ...FULL, extra: nest(1000) } as LadderSeason));
    expect([deep.code, deep.message]).toEqual([
      'NOT_JSON',
      '(input): cannot be written as JSON (nested deeper than 1000 levels)',
    ]);
    // The season itself is one level, its extra list the other 998.
    expect(formatLadderSeason({ ...FULL, extra: nest(998) } as LadderSeason)).toContain('[[[');
  });
});

describe('null, or a value of the wrong type, anywhere (issue 23 §3)', () => {
  const junk = fc.constantFrom<unknown>(null, 'x', 7, true, [], {}, [null], { id: null });

  it('property: in place of any value of the season log, every reader refuses it or answers', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEASON_PATHS), junk, (path, value) => {
        const broken = withValueAt(FULL, path, value);
        answered(() => validateLadderSeason(broken as LadderSeason));
        answered(() => ladderStandings(broken as LadderSeason));
        answered(() => ladderPrizes(broken as LadderSeason).prizes);
        answered(() =>
          pairLadderRound(broken as LadderSeason, CLUB_LADDER, { present: ['ann', 'bob'], seed: 1 }),
        );
      }),
      { numRuns: 400 },
    );
  });

  it('property: null in place of any value is refused by every reader', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEASON_PATHS), (path) => {
        expectEveryReaderRefuses(withValueAt(FULL, path, null));
      }),
      { numRuns: SEASON_PATHS.length * 2 },
    );
  });

  it('{ players: "x" }, { players: [null] } and the ladder\'s own lists holding null', () => {
    const codeAt = (season: unknown) => {
      const [first] = validateLadderSeason(season as LadderSeason).problems;
      return [first?.code, first?.path];
    };
    expect(codeAt({ players: 'x', rounds: [] })).toEqual(['NOT_A_LIST', ['players']]);
    expect(codeAt({ players: [null], rounds: [] })).toEqual(['NOT_AN_OBJECT', ['players', 0]]);
    expect(codeAt({ players: [], guests: [null], rounds: [] })).toEqual(['NOT_AN_OBJECT', ['guests', 0]]);
    expect(codeAt({ players: [], rounds: [null] })).toEqual(['NOT_AN_OBJECT', ['rounds', 0]]);
    expect(codeAt({ players: [], rounds: [{ present: [null], entries: [] }] })).toEqual([
      'NOT_A_STRING',
      ['rounds', 0, 'present', 0],
    ]);
    expect(codeAt({ players: [], rounds: [{ present: [], entries: [null] }] })).toEqual([
      'NOT_AN_OBJECT',
      ['rounds', 0, 'entries', 0],
    ]);
    expect(codeAt({ players: [], rounds: [], periodStarts: [null, 2, 3] })).toEqual([
      'NOT_AN_INTEGER',
      ['periodStarts', 0],
    ]);
  });

  it('null options, rules or requests were TypeErrors', () => {
    const cases: [() => unknown, string, Path][] = [
      [() => ladderStandings(FULL, CLUB_LADDER, null as never), 'NOT_AN_OBJECT', ['options']],
      [() => ladderFinalRanking(FULL, CLUB_LADDER, null as never).rows, 'NOT_AN_OBJECT', ['options']],
      [() => ladderPointsExplanation(FULL, CLUB_LADDER, null as never), 'NOT_AN_OBJECT', ['options']],
      [() => ladderStandings(FULL, null as never), 'NOT_AN_OBJECT', ['rules']],
      [() => ladderPeriodTables(FULL, null as never).periods, 'NOT_AN_OBJECT', ['rules']],
      [() => pairLadderRound(FULL, CLUB_LADDER, null as never), 'NOT_AN_OBJECT', ['options']],
      [
        () => pairLadderRound(FULL, CLUB_LADDER, { present: null, seed: 1 } as never),
        'NOT_A_LIST',
        ['options', 'present'],
      ],
      [
        () =>
          pairLadderRound(FULL, CLUB_LADDER, {
            present: ['ann', 'gus'],
            guestAcceptors: null,
            seed: 1,
          } as never),
        'NOT_AN_OBJECT',
        ['options', 'guestAcceptors'],
      ],
      [
        () =>
          pairLadderRound(FULL, CLUB_LADDER, {
            present: ['ann', 'gus'],
            guestAcceptors: { gus: null },
            seed: 1,
          } as never),
        'NOT_A_LIST',
        ['options', 'guestAcceptors', 'gus'],
      ],
      [() => ladderPeriods(null as never).periods, 'NOT_AN_OBJECT', []],
      [
        () => assignLadderGroups(null as never, { groupA: 2000, groupB: 1800 }).groups,
        'NOT_A_LIST',
        ['members'],
      ],
      [
        () => assignLadderGroups([null] as never, { groupA: 2000, groupB: 1800 }).groups,
        'NOT_AN_OBJECT',
        ['members', 0],
      ],
      [() => assignLadderGroups([], null as never).groups, 'NOT_AN_OBJECT', ['limits']],
      [() => assignColours(null as never, { id: 'bob', saldo: 0 }, []), 'NOT_AN_OBJECT', ['higher']],
      [
        () => assignColours({ id: 'ann', saldo: 0 }, { id: 'bob', saldo: 0 }, [null] as never),
        'NOT_AN_OBJECT',
        ['earlier', 0],
      ],
      [() => ladderColours(FULL, CLUB_LADDER, null as never), 'NOT_AN_OBJECT', ['options']],
      [
        () => ladderColours(FULL, CLUB_LADDER, { players: null } as never),
        'NOT_A_LIST',
        ['options', 'players'],
      ],
      [() => ladderPeriods(FULL, CLUB_LADDER, null as never), 'NOT_AN_OBJECT', ['options']],
      [() => ladderPrizes(FULL, CLUB_LADDER, null as never), 'NOT_AN_OBJECT', ['options']],
      [() => ladderPeriodTables(FULL, CLUB_LADDER, null as never), 'NOT_AN_OBJECT', ['options']],
      [() => ladderStandingsTable(null as never), 'NOT_AN_OBJECT', ['standings']],
      [
        () => ladderSummerStandings({ players: [], rounds: [] }, null as never).rows,
        'NOT_AN_OBJECT',
        ['rules'],
      ],
      [
        () =>
          pairLadderSummerRound({ players: [], rounds: [] }, SUMMER_COMPETITION, {
            present: null as never,
            seed: 1,
          }),
        'NOT_A_LIST',
        ['options', 'present'],
      ],
    ];
    for (const [call, code, path] of cases) {
      const error = errorOf(call);
      expect([error.code, error.path]).toEqual([code, path]);
    }
  });

  it('guest acceptors naming no guest, or no member, are refused instead of ignored', () => {
    const request = (guestAcceptors: Record<string, string[]>) => ({
      present: ['ann', 'bob', 'cas', 'gus'],
      guestAcceptors,
      seed: 1,
    });
    expect(errorOf(() => pairLadderRound(FULL, CLUB_LADDER, request({ gsu: ['ann'] }))).path).toEqual([
      'options',
      'guestAcceptors',
      'gsu',
    ]);
    expect(errorOf(() => pairLadderRound(FULL, CLUB_LADDER, request({ gus: ['zed'] }))).path).toEqual([
      'options',
      'guestAcceptors',
      'gus',
      0,
    ]);
  });

  it('a summer tie-break the rules do not know reached the ranking unchecked', () => {
    const error = errorOf(
      () =>
        ladderSummerStandings(
          { players: [], rounds: [] },
          { ...SUMMER_COMPETITION, tieBreaks: [{ kind: 'coinToss' as never, source: 'ours' }] },
        ).rows,
    );
    expect([error.code, error.path]).toEqual(['NOT_ONE_OF', ['rules', 'tieBreaks', 0, 'kind']]);
  });
});

describe('parsers read text, and any 1 MB text is answered (issue 23 §3, the linear-parser rule)', () => {
  it('property: anything that is not text given to parseLadderSeason is NOT_A_STRING (was a TypeError for {})', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'string'),
        (value) => {
          expect(errorOf(() => parseLadderSeason(value as string)).code).toBe('NOT_A_STRING');
        },
      ),
    );
    expect(errorOf(() => parseLadderSeason({} as string)).code).toBe('NOT_A_STRING');
  });

  /** 1 MB texts: a fragment repeated, optionally inside the season's own lists and fields. */
  const MB = 1 << 20;
  const fragments = fc.constantFrom(
    '[',
    '{"a":',
    '"x',
    '{"id":"x"},',
    '"z",',
    '{"rule":"game","white":"a","black":"a","result":"1-0"},',
    '{"present":["a","b"],"entries":[{"rule":"drawnOut","player":"a"}]},',
    ' ',
    '1',
    '\\u00',
  );
  const frames = fc.constantFrom(
    ['', ''],
    ['{"players":[', '{"id":"last"}],"rounds":[]}'],
    ['{"players":[{"id":"a"},{"id":"b"}],"rounds":[{"present":[', '"a"],"entries":[]}]}'],
    [
      '{"players":[{"id":"a"},{"id":"b"}],"rounds":[{"present":["a","b"],"entries":[',
      '{"rule":"drawnOut","player":"b"}]}]}',
    ],
    ['{"players":[{"id":"a"},{"id":"b"}],"rounds":[', '{"present":[],"entries":[]}]}'],
    ['{"players":[{"id":"', '"}],"rounds":[]}'],
  );

  it('property: parseLadderSeason answers a 1 MB text of any such content with a season or a MindsportError', () => {
    fc.assert(
      fc.property(fragments, frames, (fragment, [open, close]) => {
        const body = fragment.repeat(Math.ceil(MB / fragment.length)).slice(0, MB);
        const text = `${open}${body}${close}`;
        const error = answered(() => parseLadderSeason(text));
        if (error !== undefined) expect(error.problems.length).toBeLessThanOrEqual(1001);
      }),
      { numRuns: 12 },
    );
  });

  it('a million-problem log lists 1,000 and counts the rest', () => {
    const text = `{"players":[{"id":"a"}],"rounds":[{"present":[${'"z",'.repeat(MB / 4)}"a"],"entries":[]}]}`;
    const error = errorOf(() => parseLadderSeason(text));
    expect(error.problems.length).toBe(1001);
    expect(error.problems.at(-1)?.code).toBe('TOO_MANY_PROBLEMS');
  });
});

describe('pairing distance is counted among the members still to be paired (issue 23 §4)', () => {
  it('the member drawn out leaves no gap: the players on either side of them are neighbours', () => {
    // Starting ladder m0 m1 D m2 … m5; start points 1000 × rank number and no take-back keep
    // it through six rounds. Each of m0 … m5 was drawn out once, so the lot must draw out D
    // (Art. III.4). Earlier games in the period: m1–m4, m2–m3, m3–m5 (Art. III.3a repeats).
    // Counted among the members still to be paired (m0 m1 m2 m3 m4 m5 at distances 1 …),
    // m0–m2, m1–m3, m4–m5 (total 5) ties m0–m1, m2–m5, m3–m4 (total 5) and wins on the sum
    // of squares (9 < 11). Counted among all present members, with D's place as a gap, the
    // first would cost 7 and the second 5: the pairing would be m0–m1, m2–m5, m3–m4.
    const ids = ['m0', 'm1', 'D', 'm2', 'm3', 'm4', 'm5'];
    const out = (player: string) => ({ present: [player], entries: [{ rule: 'drawnOut', player }] }) as const;
    const draw = (white: string, black: string) =>
      ({ rule: 'game', white, black, result: '1/2-1/2' }) as const;
    const season: LadderSeason = {
      players: ids.map((id) => ({ id })),
      plannedRounds: 30,
      rounds: [
        { present: ['m0', 'm1', 'm4'], entries: [{ rule: 'drawnOut', player: 'm0' }, draw('m1', 'm4')] },
        { present: ['m1', 'm2', 'm3'], entries: [{ rule: 'drawnOut', player: 'm1' }, draw('m2', 'm3')] },
        { present: ['m2', 'm3', 'm5'], entries: [{ rule: 'drawnOut', player: 'm2' }, draw('m3', 'm5')] },
        out('m3'),
        out('m4'),
        out('m5'),
      ],
    };
    const config = { ...CLUB_LADDER, startPointFactor: 1000, takeBackRounds: 0 };
    expect(ladderStandings(season, config).rows.map((row) => row.playerId)).toEqual(ids);
    const proposal = pairLadderRound(season, config, { present: ids, seed: 7 });
    expect(proposal.drawnOut).toBe('D');
    expect(proposal.pairs.map((pair) => [pair.white, pair.black].sort().join('–'))).toEqual([
      'm0–m2',
      'm1–m3',
      'm4–m5',
    ]);
  });
});
