/**
 * Bad input to the Othello tournament index (spec §2, §5; the "bad input" list): every
 * problem `validateOthelloTournament` reports, with its code, message, path and value, all of them in
 * order.
 */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/index.js';
import { NOF_SWISS, othelloStandings, validateOthelloTournament } from '../../src/othello/index.js';

const P = (...ids: string[]) => ids.map((id) => ({ id, name: id.toUpperCase() }));
const G = (black: string, blackDiscs: number, white: string, whiteDiscs: number) => ({
  black,
  blackDiscs,
  white,
  whiteDiscs,
});
const cases: [string, unknown][] = [
  ['not an object', null],
  ['a list', []],
  ['players and rounds not lists', { players: 'x', rounds: 3 }],
  [
    'plannedRounds below the rounds recorded',
    {
      plannedRounds: 1,
      players: P('a', 'b'),
      rounds: [{ games: [G('a', 40, 'b', 24)] }, { games: [G('b', 40, 'a', 24)] }],
    },
  ],
  ['plannedRounds not whole', { plannedRounds: 1.5, players: P('a', 'b'), rounds: [] }],
  ['a player that is no object', { players: [{ id: 'a', name: 'A' }, null], rounds: [] }],
  [
    'bad ids',
    {
      players: [
        { id: '', name: 'A' },
        { id: 5, name: 'B' },
      ],
      rounds: [],
    },
  ],
  [
    'a repeated id',
    {
      players: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'a', name: 'C' },
      ],
      rounds: [],
    },
  ],
  [
    'bad fields',
    {
      players: [
        {
          id: 'a',
          name: 7,
          rating: Number.NaN,
          ratingListPosition: 0,
          enteredRound: 'x',
          withdrawnFromRound: 1.5,
          country: 1,
          flags: 'x',
        },
        { id: 'b', name: 'B', flags: ['ok', 3] },
      ],
      rounds: [],
    },
  ],
  [
    'withdrawn before entry',
    { players: [{ id: 'a', name: 'A', enteredRound: 3, withdrawnFromRound: 2 }], rounds: [] },
  ],
  [
    'rounds of the wrong shape',
    {
      players: P('a', 'b'),
      rounds: [null, { games: 'x' }, { games: [], byes: 'a', absent: 3, unplayed: 'x' }],
    },
  ],
  [
    'unknown ids everywhere',
    {
      players: P('a', 'b'),
      rounds: [
        { games: [G('a', 40, 'z', 24)], byes: ['y'], absent: ['x'], unplayed: [{ black: 'w', white: 'a' }] },
      ],
    },
  ],
  [
    'twice in a round',
    {
      players: P('a', 'b', 'c', 'd'),
      rounds: [{ games: [G('a', 40, 'b', 24), G('a', 33, 'c', 31)], byes: ['b'] }],
    },
  ],
  [
    'bad games',
    {
      players: P('a', 'b', 'c'),
      rounds: [
        { games: [null, { ...G('a', 32, 'b', 32), drawWinRight: 'red' }], byes: ['c'], unplayed: [7] },
      ],
    },
  ],
  [
    'plays itself',
    {
      players: P('a', 'b', 'c'),
      rounds: [{ games: [G('a', 40, 'a', 24)], absent: ['c'], unplayed: [{ black: 'b', white: 'b' }] }],
    },
  ],
  [
    'games with absent players',
    {
      players: [
        { id: 'a', name: 'A', enteredRound: 2 },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C', withdrawnFromRound: 2 },
        { id: 'd', name: 'D' },
        { id: 'e', name: 'E' },
        { id: 'f', name: 'F' },
      ],
      rounds: [
        { games: [G('a', 40, 'b', 24), G('d', 40, 'e', 24)], byes: ['c'], absent: ['f'] },
        { games: [G('c', 40, 'a', 24), G('f', 40, 'b', 24)], absent: ['f'], byes: ['d'] },
      ],
    },
  ],
  [
    'a bye for an absent player',
    {
      players: [
        { id: 'a', name: 'A', enteredRound: 2 },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
      rounds: [{ games: [G('b', 40, 'c', 24)], byes: ['a'] }],
    },
  ],
  ['missing from a round', { players: P('a', 'b', 'c'), rounds: [{ games: [G('a', 40, 'b', 24)] }] }],
  [
    'unplayed without an absence',
    {
      players: P('a', 'b', 'c', 'd'),
      rounds: [{ games: [G('a', 40, 'b', 24)], unplayed: [{ black: 'c', white: 'd' }] }],
    },
  ],
  ['a bad id and a bad name: the player is named by number', { players: [{ id: 5, name: 7 }], rounds: [] }],
  ['rounds alone not a list', { players: P('a'), rounds: 'x' }],
  [
    'unknown ids on the other side',
    {
      players: P('a', 'b', 'c'),
      rounds: [
        {
          games: [G('z', 40, 'a', 24), G('y', 40, 'x', 24)],
          absent: ['c'],
          unplayed: [{ black: 'b', white: 'w' }],
        },
      ],
    },
  ],
  [
    'in an unplayed game and in the byes',
    {
      players: P('a', 'b', 'c'),
      rounds: [{ games: [], absent: ['c'], unplayed: [{ black: 'a', white: 'c' }], byes: ['a', 'b'] }],
    },
  ],
  [
    'twice in the absent list, and absent and in a game',
    { players: P('a', 'b', 'c'), rounds: [{ games: [G('b', 40, 'c', 24)], absent: ['a', 'a', 'b'] }] },
  ],
  [
    'in the byes and an unplayed game in round 2',
    {
      players: P('a', 'b', 'c', 'd'),
      rounds: [
        { games: [G('a', 40, 'b', 24), G('c', 40, 'd', 24)] },
        { games: [G('a', 40, 'c', 24)], absent: ['d'], unplayed: [{ black: 'b', white: 'd' }], byes: ['b'] },
      ],
    },
  ],
];

const expected: Record<string, [string, string, (string | number)[], unknown][]> = {
  'not an object': [['NOT_AN_OBJECT', '(input): null is not an object', [], null]],
  'a list': [['NOT_AN_OBJECT', '(input): [] is not an object', [], []]],
  'players and rounds not lists': [
    ['NOT_A_LIST', 'players: "x" is not a list', ['players'], 'x'],
    ['NOT_A_LIST', 'rounds: 3 is not a list', ['rounds'], 3],
  ],
  'plannedRounds below the rounds recorded': [
    ['PLANNED_ROUNDS_TOO_FEW', 'plannedRounds: 1 is fewer than the 2 rounds recorded', ['plannedRounds'], 1],
  ],
  'plannedRounds not whole': [
    ['NOT_AN_INTEGER', 'plannedRounds: 1.5 is not a whole number', ['plannedRounds'], 1.5],
  ],
  'a player that is no object': [
    ['NOT_AN_OBJECT', 'players[1]: null is not an object', ['players', 1], null],
  ],
  'bad ids': [
    ['EMPTY_STRING', 'players[0].id: "" is empty', ['players', 0, 'id'], ''],
    ['NOT_A_STRING', 'players[1].id: 5 is not text', ['players', 1, 'id'], 5],
  ],
  'a repeated id': [
    ['DUPLICATE_ID', 'players[2].id: "a" is already the id of players[0]', ['players', 2, 'id'], 'a'],
  ],
  'bad fields': [
    ['NOT_A_STRING', 'players[0].name: 7 is not text', ['players', 0, 'name'], 7],
    ['NOT_A_NUMBER', 'players[0].rating: NaN is not a finite number', ['players', 0, 'rating'], Number.NaN],
    [
      'OUT_OF_RANGE',
      'players[0].ratingListPosition: 0 is outside 1…∞',
      ['players', 0, 'ratingListPosition'],
      0,
    ],
    [
      'NOT_AN_INTEGER',
      'players[0].enteredRound: "x" is not a whole number',
      ['players', 0, 'enteredRound'],
      'x',
    ],
    [
      'NOT_AN_INTEGER',
      'players[0].withdrawnFromRound: 1.5 is not a whole number',
      ['players', 0, 'withdrawnFromRound'],
      1.5,
    ],
    ['NOT_A_STRING', 'players[0].country: 1 is not text', ['players', 0, 'country'], 1],
    ['NOT_A_LIST', 'players[0].flags: "x" is not a list', ['players', 0, 'flags'], 'x'],
    ['NOT_A_STRING', 'players[1].flags[1]: 3 is not text', ['players', 1, 'flags', 1], 3],
  ],
  'withdrawn before entry': [
    [
      'WITHDRAWN_BEFORE_ENTRY',
      'players[0].withdrawnFromRound: 2 is not after the entry round 3',
      ['players', 0, 'withdrawnFromRound'],
      2,
    ],
  ],
  'rounds of the wrong shape': [
    ['NOT_AN_OBJECT', 'rounds[0]: null is not an object', ['rounds', 0], null],
    ['NOT_A_LIST', 'rounds[1].games: "x" is not a list', ['rounds', 1, 'games'], 'x'],
    ['NOT_A_LIST', 'rounds[2].byes: "a" is not a list', ['rounds', 2, 'byes'], 'a'],
    ['NOT_A_LIST', 'rounds[2].absent: 3 is not a list', ['rounds', 2, 'absent'], 3],
    ['NOT_A_LIST', 'rounds[2].unplayed: "x" is not a list', ['rounds', 2, 'unplayed'], 'x'],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'rounds[2]: "a" has no game, no bye and is not listed absent',
      ['rounds', 2],
      'a',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'rounds[2]: "b" has no game, no bye and is not listed absent',
      ['rounds', 2],
      'b',
    ],
  ],
  'unknown ids everywhere': [
    ['UNKNOWN_ID', `rounds[0].absent[0]: "x" is not a player's id`, ['rounds', 0, 'absent', 0], 'x'],
    [
      'UNKNOWN_ID',
      `rounds[0].games[0].white: "z" is not a player's id`,
      ['rounds', 0, 'games', 0, 'white'],
      'z',
    ],
    ['UNKNOWN_ID', `rounds[0].byes[0]: "y" is not a player's id`, ['rounds', 0, 'byes', 0], 'y'],
    [
      'UNKNOWN_ID',
      `rounds[0].unplayed[0].black: "w" is not a player's id`,
      ['rounds', 0, 'unplayed', 0, 'black'],
      'w',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'rounds[0]: "b" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'b',
    ],
  ],
  'twice in a round': [
    [
      'PLAYER_TWICE_IN_ROUND',
      'rounds[0].games[1].black: "a" is also in game 1 of this round',
      ['rounds', 0, 'games', 1, 'black'],
      'a',
    ],
    [
      'PLAYER_TWICE_IN_ROUND',
      'rounds[0].byes[0]: "b" is also in game 1 of this round',
      ['rounds', 0, 'byes', 0],
      'b',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'rounds[0]: "d" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'd',
    ],
  ],
  'bad games': [
    ['NOT_AN_OBJECT', 'rounds[0].games[0]: null is not an object', ['rounds', 0, 'games', 0], null],
    [
      'NOT_ONE_OF',
      'rounds[0].games[1].drawWinRight: "red" is not one of black, white',
      ['rounds', 0, 'games', 1, 'drawWinRight'],
      'red',
    ],
    ['NOT_AN_OBJECT', 'rounds[0].unplayed[0]: 7 is not an object', ['rounds', 0, 'unplayed', 0], 7],
  ],
  'plays itself': [
    [
      'PLAYER_PLAYS_ITSELF',
      'rounds[0].games[0].white: "a" cannot play both colours',
      ['rounds', 0, 'games', 0, 'white'],
      'a',
    ],
    [
      'PLAYER_PLAYS_ITSELF',
      'rounds[0].unplayed[0].white: "b" cannot play both colours',
      ['rounds', 0, 'unplayed', 0, 'white'],
      'b',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'rounds[0]: "b" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'b',
    ],
  ],
  'games with absent players': [
    [
      'GAME_WITH_ABSENT_PLAYER',
      'rounds[0].games[0].black: "a" enters in round 2',
      ['rounds', 0, 'games', 0, 'black'],
      'a',
    ],
    [
      'GAME_WITH_ABSENT_PLAYER',
      'rounds[1].games[0].black: "c" withdrew from round 2',
      ['rounds', 1, 'games', 0, 'black'],
      'c',
    ],
    [
      'GAME_WITH_ABSENT_PLAYER',
      'rounds[1].games[1].black: "f" is listed absent in round 2',
      ['rounds', 1, 'games', 1, 'black'],
      'f',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'rounds[1]: "e" has no game, no bye and is not listed absent',
      ['rounds', 1],
      'e',
    ],
  ],
  'a bye for an absent player': [
    [
      'BYE_FOR_ABSENT_PLAYER',
      'rounds[0].byes[0]: "a" has a bye but enters in round 2',
      ['rounds', 0, 'byes', 0],
      'a',
    ],
  ],
  'missing from a round': [
    [
      'PLAYER_MISSING_FROM_ROUND',
      'rounds[0]: "c" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'c',
    ],
  ],
  'unplayed without an absence': [
    [
      'UNPLAYED_WITHOUT_ABSENCE',
      'rounds[0].unplayed[0]: neither "c" nor "d" is absent, so the game should have a result',
      ['rounds', 0, 'unplayed', 0],
      { black: 'c', white: 'd' },
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'rounds[0]: "c" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'c',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'rounds[0]: "d" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'd',
    ],
  ],
  'a bad id and a bad name: the player is named by number': [
    ['NOT_A_STRING', 'players[0].id: 5 is not text', ['players', 0, 'id'], 5],
    ['NOT_A_STRING', 'players[0].name: 7 is not text', ['players', 0, 'name'], 7],
  ],
  'rounds alone not a list': [['NOT_A_LIST', 'rounds: "x" is not a list', ['rounds'], 'x']],
  'unknown ids on the other side': [
    [
      'UNKNOWN_ID',
      `rounds[0].games[0].black: "z" is not a player's id`,
      ['rounds', 0, 'games', 0, 'black'],
      'z',
    ],
    [
      'UNKNOWN_ID',
      `rounds[0].games[1].black: "y" is not a player's id`,
      ['rounds', 0, 'games', 1, 'black'],
      'y',
    ],
    [
      'UNKNOWN_ID',
      `rounds[0].games[1].white: "x" is not a player's id`,
      ['rounds', 0, 'games', 1, 'white'],
      'x',
    ],
    [
      'UNKNOWN_ID',
      `rounds[0].unplayed[0].white: "w" is not a player's id`,
      ['rounds', 0, 'unplayed', 0, 'white'],
      'w',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'rounds[0]: "b" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'b',
    ],
  ],
  'in an unplayed game and in the byes': [
    [
      'PLAYER_TWICE_IN_ROUND',
      'rounds[0].unplayed[0].black: "a" is also in the byes of this round',
      ['rounds', 0, 'unplayed', 0, 'black'],
      'a',
    ],
  ],
  'twice in the absent list, and absent and in a game': [
    [
      'PLAYER_TWICE_IN_ROUND',
      'rounds[0].absent[1]: "a" is also in the absent list of this round',
      ['rounds', 0, 'absent', 1],
      'a',
    ],
    [
      'GAME_WITH_ABSENT_PLAYER',
      'rounds[0].games[0].black: "b" is listed absent in round 1',
      ['rounds', 0, 'games', 0, 'black'],
      'b',
    ],
  ],
  'in the byes and an unplayed game in round 2': [
    [
      'PLAYER_TWICE_IN_ROUND',
      'rounds[1].unplayed[0].black: "b" is also in the byes of this round',
      ['rounds', 1, 'unplayed', 0, 'black'],
      'b',
    ],
  ],
};

describe('tournament index: every problem with its code, message, path and value', () => {
  for (const [name, input] of cases) {
    it(name, () => {
      const result = validateOthelloTournament(input);
      expect(result.ok).toBe(false);
      const problems = result.ok ? [] : result.problems;
      expect(problems.every((problem) => problem instanceof MindsportError)).toBe(true);
      expect(problems.map((problem) => [problem.code, problem.message, problem.path, problem.value])).toEqual(
        expected[name],
      );
    });
  }

  it('othelloStandings throws the first problem and attaches the whole list, counted in the message', () => {
    const [, many] = cases.find(([name]) => name === 'bad fields') as [string, unknown];
    let error: unknown;
    try {
      othelloStandings(many as never, NOF_SWISS);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MindsportError);
    const thrown = error as MindsportError;
    expect(thrown.code).toBe('NOT_A_STRING');
    expect(thrown.message).toBe('players[0].name: 7 is not text (and 7 more problems)');
    expect(thrown.path).toEqual(['players', 0, 'name']);
    expect(thrown.problems?.map((problem) => problem.code)).toEqual(
      expected['bad fields']?.map(([code]) => code),
    );
  });

  it('one more problem is counted in the singular, and a single problem is thrown as it is', () => {
    const [, two] = cases.find(([name]) => name === 'players and rounds not lists') as [string, unknown];
    expect(() => othelloStandings(two as never, NOF_SWISS)).toThrow(
      'players: "x" is not a list (and 1 more problem)',
    );
    const [, one] = cases.find(([name]) => name === 'a repeated id') as [string, unknown];
    let error: unknown;
    try {
      othelloStandings(one as never, NOF_SWISS);
    } catch (caught) {
      error = caught;
    }
    expect((error as MindsportError).message).toBe('players[2].id: "a" is already the id of players[0]');
  });
});
