/** Bad input: every problem is a MindsportError with a stable code, the path and the value (spec §2, §5). */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/index.js';
import {
  assertOthelloTournament,
  KOA,
  NOF_ROUND_ROBIN,
  NOF_SWISS,
  type OthelloRules,
  type OthelloTournament,
  othelloStandings,
  validateOthelloTournament,
} from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';
import { roundRobinFive, swissFive } from './tournament-fixtures.js';

const base = (): OthelloTournament => ({
  players: [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bo' },
    { id: 'c', name: 'Cy' },
    { id: 'd', name: 'Dan' },
  ],
  rounds: [
    {
      games: [
        { black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 },
        { black: 'c', blackDiscs: 33, white: 'd', whiteDiscs: 31 },
      ],
    },
  ],
});

function problemsOf(
  tournament: unknown,
): { code: string; path: readonly (string | number)[]; message: string }[] {
  const result = validateOthelloTournament(tournament);
  return result.ok ? [] : result.problems.map(({ code, path, message }) => ({ code, path, message }));
}

describe('tournament validation', () => {
  it('a valid tournament passes', () => {
    expect(validateOthelloTournament(base()).ok).toBe(true);
    expect(assertOthelloTournament(base())).toEqual(base());
  });
  it('discs 40 + 30 in game 2 of round 1', () => {
    const tournament = base();
    const bad = {
      ...tournament,
      rounds: [
        {
          games: [
            tournament.rounds[0]!.games[0]!,
            { black: 'c', blackDiscs: 40, white: 'd', whiteDiscs: 30 },
          ],
        },
      ],
    };
    expect(problemsOf(bad)).toEqual([
      {
        code: 'DISC_TOTAL_OVER_64',
        path: ['rounds', 0, 'games', 1],
        message: 'rounds[0].games[1]: discs 40 + 30 are more than 64',
      },
    ]);
  });
  it('a player in two games of one round', () => {
    const bad = {
      ...base(),
      rounds: [
        {
          games: [
            { black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 },
            { black: 'c', blackDiscs: 33, white: 'a', whiteDiscs: 31 },
          ],
          absent: ['d'],
        },
      ],
    };
    expect(problemsOf(bad)).toEqual([
      {
        code: 'PLAYER_TWICE_IN_ROUND',
        path: ['rounds', 0, 'games', 1, 'white'],
        message: 'rounds[0].games[1].white: "a" is also in game 1 of this round',
      },
    ]);
  });
  it('a game against an absent, withdrawn or not-yet-entered player', () => {
    const listed = { ...base(), rounds: [{ ...base().rounds[0]!, absent: ['d'] }] };
    expect(problemsOf(listed)).toEqual([
      {
        code: 'GAME_WITH_ABSENT_PLAYER',
        path: ['rounds', 0, 'games', 1, 'white'],
        message: 'rounds[0].games[1].white: "d" is listed absent in round 1',
      },
    ]);
    const withdrawn = {
      ...base(),
      players: base().players.map((p) => (p.id === 'b' ? { ...p, withdrawnFromRound: 1 } : p)),
    };
    expect(problemsOf(withdrawn).map((problem) => problem.code)).toEqual(['WITHDRAWN_BEFORE_ENTRY']);
    const late = {
      ...base(),
      players: base().players.map((p) => (p.id === 'b' ? { ...p, enteredRound: 2 } : p)),
    };
    expect(problemsOf(late)).toEqual([
      {
        code: 'GAME_WITH_ABSENT_PLAYER',
        path: ['rounds', 0, 'games', 0, 'white'],
        message: 'rounds[0].games[0].white: "b" enters in round 2',
      },
    ]);
  });
  it('unknown player ids in games, byes and absent lists', () => {
    const bad = {
      ...base(),
      rounds: [
        {
          games: [{ black: 'a', blackDiscs: 40, white: 'x', whiteDiscs: 24 }],
          byes: ['y'],
          absent: ['b', 'c', 'd'],
        },
      ],
    };
    expect(problemsOf(bad).map((problem) => [problem.code, problem.path])).toEqual([
      ['UNKNOWN_ID', ['rounds', 0, 'games', 0, 'white']],
      ['UNKNOWN_ID', ['rounds', 0, 'byes', 0]],
    ]);
  });
  it('a present player missing from a round, a bye for an absent player', () => {
    const missing = { ...base(), rounds: [{ games: [base().rounds[0]!.games[0]!] }] };
    expect(problemsOf(missing).map((problem) => problem.code)).toEqual([
      'PLAYER_MISSING_FROM_ROUND',
      'PLAYER_MISSING_FROM_ROUND',
    ]);
    const bye = {
      ...base(),
      rounds: [{ games: [base().rounds[0]!.games[0]!], byes: ['c'], absent: ['c', 'd'] }],
    };
    expect(problemsOf(bye).map((problem) => [problem.code, problem.path])).toEqual([
      ['BYE_FOR_ABSENT_PLAYER', ['rounds', 0, 'byes', 0]],
    ]);
  });
  it('every problem at once, in document order', () => {
    const bad = {
      plannedRounds: 0,
      players: [
        { id: 'a', name: 'Ann', rating: Number.NaN },
        { id: 'a', name: 7 },
        { id: '', name: 'Nobody' },
        { id: 'd', name: 'Dan', enteredRound: 0 },
      ],
      rounds: [{ games: [{ black: 'a', blackDiscs: 65, white: 'a', whiteDiscs: -1 }] }, 'round'],
    };
    expect(problemsOf(bad).map((problem) => problem.code)).toEqual([
      'OUT_OF_RANGE',
      'NOT_A_NUMBER',
      'DUPLICATE_ID',
      'NOT_A_STRING',
      'EMPTY_STRING',
      'OUT_OF_RANGE',
      'OUT_OF_RANGE',
      'OUT_OF_RANGE',
      'PLAYER_PLAYS_ITSELF',
      'PLAYER_MISSING_FROM_ROUND',
      'NOT_AN_OBJECT',
    ]);
  });
  it('assertOthelloTournament throws the first problem with all of them attached', () => {
    try {
      assertOthelloTournament({ players: 'none', rounds: {} });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MindsportError);
      expect((error as MindsportError).code).toBe('NOT_A_LIST');
      expect((error as MindsportError).problems.map((problem) => problem.code)).toEqual([
        'NOT_A_LIST',
        'NOT_A_LIST',
      ]);
    }
    expect(problemsOf(null).map((problem) => problem.code)).toEqual(['NOT_AN_OBJECT']);
  });
});

describe('standings reject bad input and options', () => {
  it('a round count the KOA table does not cover (KOA III.8)', () => {
    try {
      othelloStandings({ ...base(), plannedRounds: 14 }, KOA);
      expect.unreachable();
    } catch (error) {
      expect((error as MindsportError).code).toBe('ROUNDS_NOT_COVERED');
      expect((error as MindsportError).message).toBe(
        'plannedRounds: KOA defines the Brightwell constant for 5–13 rounds (seed 001 III.8), not 14',
      );
    }
  });
  it('bad options are named', () => {
    const codes = [
      () => othelloStandings(base(), NOF_SWISS, { afterRound: 2 }),
      () => othelloStandings(base(), { ...NOF_SWISS, mbqPolicy: 'fide' as never }),
      () => othelloStandings(base(), NOF_SWISS, { view: 'print' as never }),
      () => othelloStandings(base(), { ...NOF_SWISS, mbqPolicy: 'papp' }, { withdrawn: ['zz'] }),
      () => othelloStandings({ ...base(), plannedRounds: 5 }, KOA, { coinToss: { orders: [['a', 'q']] } }),
      () =>
        othelloStandings({ ...base(), plannedRounds: 5 }, KOA, {
          coinToss: {
            orders: [
              ['a', 'c'],
              ['c', 'b'],
            ],
          },
        }),
    ].map((run) => {
      try {
        run();
        return undefined;
      } catch (error) {
        return (error as MindsportError).code;
      }
    });
    expect(codes).toEqual([
      'OUT_OF_RANGE',
      'NOT_ONE_OF',
      'NOT_ONE_OF',
      'UNKNOWN_ID',
      'UNKNOWN_ID',
      'BAD_TOSS_ORDER',
    ]);
  });
  it('standings never mutate their input', () => {
    const tournament = base();
    const copy = structuredClone(tournament);
    othelloStandings(tournament, NOF_SWISS);
    expect(tournament).toEqual(copy);
  });
  it('a preset whose two criteria share a name is refused up front, whatever the games (DUPLICATE_CRITERION)', () => {
    // A regression: the 'mbq' criterion named 'points' overwrote the points in
    // every row's values when no two players tied, and was refused only when two did.
    const preset = {
      ...NOF_SWISS,
      criteria: [
        { kind: 'points', source: '' },
        { kind: 'mbq', name: 'points', source: '' },
        { kind: 'headToHead', source: '' },
      ],
    } as const;
    const two = (a: number, b: number): OthelloTournament => ({
      players: [
        { id: 'A', name: 'Ann' },
        { id: 'B', name: 'Bo' },
      ],
      rounds: [{ games: [{ black: 'A', blackDiscs: a, white: 'B', whiteDiscs: b }] }],
    });
    for (const tournament of [two(40, 24), two(32, 32)]) {
      expect(failure(() => othelloStandings(tournament, preset))).toEqual([
        'DUPLICATE_CRITERION',
        'rules.criteria[1].name: "points" names another criterion too',
        ['rules', 'criteria', 1, 'name'],
        'points',
      ]);
    }
    // A name given explicitly clashes with another criterion's kind too (reported at that kind).
    const clash = {
      ...NOF_SWISS,
      criteria: [
        { kind: 'mbq', name: 'headToHead', source: '' },
        { kind: 'headToHead', source: '' },
      ],
    } as const;
    expect(failure(() => othelloStandings(two(40, 24), clash))[2]).toEqual(['rules', 'criteria', 1, 'kind']);
  });
});

describe('standings rules and options: the bounds of byeDiscValue, finalTable, roundRobinCycles and afterRound (spec §5, API.md §3)', () => {
  it('rejects a byeDiscValue outside 0…64 or not whole (a field of the rules; NOF §20b bye discs)', () => {
    expect(failure(() => othelloStandings(swissFive, { ...NOF_SWISS, byeDiscValue: 65 }))).toEqual([
      'OUT_OF_RANGE',
      'rules.byeDiscValue: 65 is outside 0…64',
      ['rules', 'byeDiscValue'],
      65,
    ]);
    expect(failure(() => othelloStandings(swissFive, { ...NOF_SWISS, byeDiscValue: -1 }))).toEqual([
      'OUT_OF_RANGE',
      'rules.byeDiscValue: -1 is outside 0…64',
      ['rules', 'byeDiscValue'],
      -1,
    ]);
    expect(failure(() => othelloStandings(swissFive, { ...NOF_SWISS, byeDiscValue: 1.5 }))).toEqual([
      'NOT_AN_INTEGER',
      'rules.byeDiscValue: 1.5 is not a whole number',
      ['rules', 'byeDiscValue'],
      1.5,
    ]);
    expect(
      failure(() => othelloStandings(swissFive, { ...NOF_SWISS, byeDiscValue: '32' as unknown as number })),
    ).toEqual([
      'NOT_AN_INTEGER',
      'rules.byeDiscValue: "32" is not a whole number',
      ['rules', 'byeDiscValue'],
      '32',
    ]);
  });

  it('accepts the bounds 0 and 64 for byeDiscValue (NOF §20b)', () => {
    // E had a bye in R1 and won 36–28 in R2: discs = bye discs + 36.
    const discsOfE = (byeDiscValue: number) =>
      othelloStandings(swissFive, { ...KOA, byeDiscValue })
        .rows.find((row) => row.playerId === 'E')
        ?.values.discs?.toString();
    expect(discsOfE(0)).toBe('36');
    expect(discsOfE(64)).toBe('100');
  });

  it('rejects a finalTable that is not a boolean (NOF §20a final table)', () => {
    expect(
      failure(() =>
        othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { finalTable: 'yes' as unknown as boolean }),
      ),
    ).toEqual([
      'NOT_A_BOOLEAN',
      'options.finalTable: "yes" is not true or false',
      ['options', 'finalTable'],
      'yes',
    ]);
  });

  it('rejects roundRobinCycles below 1 or not whole (KOA II.1 double round robin)', () => {
    expect(failure(() => othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 0 }))).toEqual(
      ['OUT_OF_RANGE', 'options.roundRobinCycles: 0 is outside 1…∞', ['options', 'roundRobinCycles'], 0],
    );
    expect(
      failure(() => othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 1.5 })),
    ).toEqual([
      'NOT_AN_INTEGER',
      'options.roundRobinCycles: 1.5 is not a whole number',
      ['options', 'roundRobinCycles'],
      1.5,
    ]);
  });

  it('the round limit is afterRound: the old throughRound is UNKNOWN_OPTION suggesting it (issue 24)', () => {
    expect(failure(() => othelloStandings(swissFive, NOF_SWISS, { throughRound: 1 } as never))).toEqual([
      'UNKNOWN_OPTION',
      'options.throughRound: unknown option; did you mean "afterRound"?',
      ['options', 'throughRound'],
      1,
    ]);
  });
});

describe('standings options: the view and roundRobinCycles (spec §5, §6 rating-list view)', () => {
  it('rejects an unknown view (spec §6 rating-list view)', () => {
    expect(
      failure(() => othelloStandings(swissFive, NOF_SWISS, { view: 'list' as unknown as 'table' })),
    ).toEqual([
      'NOT_ONE_OF',
      'options.view: "list" is not one of table, ratingList',
      ['options', 'view'],
      'list',
    ]);
  });

  it('accepts roundRobinCycles 1 and rejects a string (KOA II.1)', () => {
    // Five players: five rounds per cycle (odd count, one bye per round).
    expect(othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 1 }).plannedRounds).toBe(5);
    expect(othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: 2 }).plannedRounds).toBe(10);
    expect(
      failure(() =>
        othelloStandings(roundRobinFive, NOF_ROUND_ROBIN, { roundRobinCycles: '2' as unknown as number }),
      ),
    ).toEqual([
      'NOT_AN_INTEGER',
      'options.roundRobinCycles: "2" is not a whole number',
      ['options', 'roundRobinCycles'],
      '2',
    ]);
  });
});

describe('standings rules: required, an object, a list of known criteria (spec §5, API.md §3)', () => {
  it('rejects missing rules with NOT_AN_OBJECT, not a TypeError (Othello has no default rules)', () => {
    expect(failure(() => othelloStandings(swissFive, undefined as unknown as OthelloRules))).toEqual([
      'NOT_AN_OBJECT',
      'rules: undefined is not an object',
      ['rules'],
      undefined,
    ]);
  });

  it('rejects null rules and criteria that are not a list', () => {
    expect(failure(() => othelloStandings(swissFive, null as unknown as OthelloRules))).toEqual([
      'NOT_AN_OBJECT',
      'rules: null is not an object',
      ['rules'],
      null,
    ]);
    const rules = { ...NOF_SWISS, criteria: 'points' } as unknown as OthelloRules;
    expect(failure(() => othelloStandings(swissFive, rules))).toEqual([
      'NOT_A_LIST',
      'rules.criteria: "points" is not a list',
      ['rules', 'criteria'],
      'points',
    ]);
    expect(failure(() => othelloStandings(swissFive, 'KOA' as unknown as OthelloRules))).toEqual([
      'NOT_AN_OBJECT',
      'rules: "KOA" is not an object',
      ['rules'],
      'KOA',
    ]);
    // A rules object without its fields names each missing one.
    const bare = failure(() => othelloStandings(swissFive, { criteria: [] } as unknown as OthelloRules));
    expect(bare.slice(0, 3)).toEqual([
      'MISSING_FIELD',
      'rules.name: is missing (and 9 more problems)',
      ['rules', 'name'],
    ]);
  });

  it('rejects rules without criteria', () => {
    const rules = { ...NOF_SWISS, criteria: [] } as unknown as OthelloRules;
    expect(failure(() => othelloStandings(swissFive, rules))).toEqual([
      'EMPTY_CRITERIA',
      'rules.criteria: a ranking needs at least one criterion',
      ['rules', 'criteria'],
      [],
    ]);
  });

  /** NOF Swiss with points first and `criterion` second, as a caller might pass it. */
  const secondCriterion = (criterion: unknown): OthelloRules =>
    ({ ...NOF_SWISS, criteria: [{ kind: 'points' }, criterion] }) as unknown as OthelloRules;

  it('rejects a criterion that is not an object with a MindsportError naming its place (was a TypeError)', () => {
    for (const [criterion, text] of [
      [null, 'null'],
      [undefined, 'undefined'],
      [42, '42'],
      [['points'], '["points"]'],
    ] as const) {
      expect(failure(() => othelloStandings(swissFive, secondCriterion(criterion)))).toEqual([
        'NOT_AN_OBJECT',
        `rules.criteria[1]: ${text} is not an object`,
        ['rules', 'criteria', 1],
        criterion,
      ]);
    }
  });

  it('rejects an unknown criterion kind', () => {
    const criterion = { kind: 'bogus' };
    expect(failure(() => othelloStandings(swissFive, secondCriterion(criterion)))).toEqual([
      'NOT_ONE_OF',
      'rules.criteria[1].kind: "bogus" is not one of points, wins, discs, discDifference, mbq, defeatedOpponentsPoints, headToHead, coinToss',
      ['rules', 'criteria', 1, 'kind'],
      'bogus',
    ]);
  });
});

describe('coin-toss orders are lists of two or more ids (KOA II.3)', () => {
  it('rejects orders that are not a list', () => {
    expect(
      failure(() =>
        othelloStandings(swissFive, KOA, { coinToss: { orders: 'AB' as unknown as string[][] } }),
      ),
    ).toEqual([
      'NOT_A_LIST',
      'options.coinToss.orders: "AB" is not a list',
      ['options', 'coinToss', 'orders'],
      'AB',
    ]);
  });

  it('rejects an order with fewer than two ids, naming its position', () => {
    expect(
      failure(() => othelloStandings(swissFive, KOA, { coinToss: { orders: [['A', 'B'], ['C']] } })),
    ).toEqual([
      'BAD_TOSS_ORDER',
      'options.coinToss.orders[1]: ["C"] lists fewer than two players',
      ['options', 'coinToss', 'orders', 1],
      ['C'],
    ]);
  });
});

describe('coin-toss orders name known ids, each once (KOA II.3)', () => {
  it('rejects an order that is not a list, and an unknown or repeated id, with its position', () => {
    expect(
      failure(() =>
        othelloStandings(swissFive, KOA, { coinToss: { orders: ['AB' as unknown as string[]] } }),
      ),
    ).toEqual([
      'NOT_A_LIST',
      'options.coinToss.orders[0]: "AB" is not a list',
      ['options', 'coinToss', 'orders', 0],
      'AB',
    ]);
    expect(
      failure(() =>
        othelloStandings(swissFive, KOA, {
          coinToss: {
            orders: [
              ['A', 'B'],
              ['C', 'X'],
            ],
          },
        }),
      ),
    ).toEqual([
      'UNKNOWN_ID',
      `options.coinToss.orders[1][1]: "X" is not a player's id`,
      ['options', 'coinToss', 'orders', 1, 1],
      'X',
    ]);
    expect(
      failure(() =>
        othelloStandings(swissFive, KOA, {
          coinToss: {
            orders: [
              ['A', 'B'],
              ['C', 'A'],
            ],
          },
        }),
      ),
    ).toEqual([
      'BAD_TOSS_ORDER',
      'options.coinToss.orders[1][1]: "A" is in two toss orders',
      ['options', 'coinToss', 'orders', 1, 1],
      'A',
    ]);
  });
});

describe('a valid tournament document has no problems (spec §2)', () => {
  it('returns ok with an empty problem list', () => {
    const result = validateOthelloTournament(swissFive);
    expect(result).toEqual({ ok: true, value: swissFive, problems: [] });
  });
});
