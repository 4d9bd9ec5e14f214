/** Bad input: every problem is a MindsportError with a stable code, the path and the value (spec §2, §5). */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/errors.js';
import {
  assertOthelloTournament,
  KOA,
  NOF_SWISS,
  type OthelloTournament,
  othelloStandings,
  validateOthelloTournament,
} from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';

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
    // Found by mutation testing: the 'mbq' criterion named 'points' overwrote the points in
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
