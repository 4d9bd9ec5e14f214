/**
 * Bad input to the Othello tournament index (spec §2, §5; the "bad input" list): every
 * problem `validateTournament` reports, with its code, message, path and value, all of them in
 * order. Written after a StrykerJS run of `src/othello/tournament-index.ts` showed that the
 * messages and paths of many problems were checked by no test.
 */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/errors.js';
import { computeStandings, NOF_SWISS, validateTournament } from '../../src/othello/index.js';

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
  'not an object': [['BAD_TOURNAMENT', 'a tournament must be an object, not null', [], null]],
  'a list': [['BAD_TOURNAMENT', 'a tournament must be an object, not []', [], []]],
  'players and rounds not lists': [
    ['BAD_PLAYERS', 'players must be a list, not "x"', ['players'], 'x'],
    ['BAD_ROUNDS', 'rounds must be a list, not 3', ['rounds'], 3],
  ],
  'plannedRounds below the rounds recorded': [
    [
      'BAD_PLANNED_ROUNDS',
      'plannedRounds 1 must be a whole number ≥ the 2 rounds recorded',
      ['plannedRounds'],
      1,
    ],
  ],
  'plannedRounds not whole': [
    [
      'BAD_PLANNED_ROUNDS',
      'plannedRounds 1.5 must be a whole number ≥ the 0 rounds recorded',
      ['plannedRounds'],
      1.5,
    ],
  ],
  'a player that is no object': [
    ['BAD_PLAYER', 'player 2 must be an object, not null', ['players', 1], null],
  ],
  'bad ids': [
    ['BAD_PLAYER_ID', 'player 1: id "" must be a non-empty string', ['players', 0, 'id'], ''],
    ['BAD_PLAYER_ID', 'player 2: id 5 must be a non-empty string', ['players', 1, 'id'], 5],
  ],
  'a repeated id': [
    ['DUPLICATE_PLAYER_ID', 'player 3: id "a" is already used by player 1', ['players', 2, 'id'], 'a'],
  ],
  'bad fields': [
    ['BAD_PLAYER_NAME', 'player "a": name 7 must be a string', ['players', 0, 'name'], 7],
    ['BAD_RATING', 'player "a": rating NaN must be a finite number', ['players', 0, 'rating'], Number.NaN],
    [
      'BAD_ROUND_NUMBER',
      'player "a": ratingListPosition 0 must be a whole number ≥ 1',
      ['players', 0, 'ratingListPosition'],
      0,
    ],
    [
      'BAD_ROUND_NUMBER',
      'player "a": enteredRound "x" must be a whole number ≥ 1',
      ['players', 0, 'enteredRound'],
      'x',
    ],
    [
      'BAD_ROUND_NUMBER',
      'player "a": withdrawnFromRound 1.5 must be a whole number ≥ 1',
      ['players', 0, 'withdrawnFromRound'],
      1.5,
    ],
    ['BAD_COUNTRY', 'player "a": country 1 must be a string', ['players', 0, 'country'], 1],
    ['BAD_FLAGS', 'player "a": flags "x" must be a list of strings', ['players', 0, 'flags'], 'x'],
    ['BAD_FLAGS', 'player "b": flags ["ok",3] must be a list of strings', ['players', 1, 'flags', 1], 3],
  ],
  'withdrawn before entry': [
    [
      'WITHDRAWN_BEFORE_ENTRY',
      'player "a": withdrawn from round 2 but enters in round 3',
      ['players', 0, 'withdrawnFromRound'],
      2,
    ],
  ],
  'rounds of the wrong shape': [
    ['BAD_ROUND', 'round 1 must be an object with a list of games, not null', ['rounds', 0], null],
    ['BAD_ROUND', 'round 2: games "x" is not a list', ['rounds', 1, 'games'], 'x'],
    ['BAD_ROUND', 'round 3: byes must be a list of player ids, not "a"', ['rounds', 2, 'byes'], 'a'],
    ['BAD_ROUND', 'round 3: absent must be a list of player ids, not 3', ['rounds', 2, 'absent'], 3],
    ['BAD_ROUND', 'round 3: unplayed must be a list of games, not "x"', ['rounds', 2, 'unplayed'], 'x'],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'round 3: player "a" has no game, no bye and is not listed absent',
      ['rounds', 2],
      'a',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'round 3: player "b" has no game, no bye and is not listed absent',
      ['rounds', 2],
      'b',
    ],
  ],
  'unknown ids everywhere': [
    ['UNKNOWN_PLAYER', 'round 1 absent list: unknown player id "x"', ['rounds', 0, 'absent', 0], 'x'],
    ['UNKNOWN_PLAYER', 'game 1 of round 1: unknown player id "z"', ['rounds', 0, 'games', 0, 'white'], 'z'],
    ['UNKNOWN_PLAYER', 'round 1 byes: unknown player id "y"', ['rounds', 0, 'byes', 0], 'y'],
    [
      'UNKNOWN_PLAYER',
      'unplayed game 1 of round 1: unknown player id "w"',
      ['rounds', 0, 'unplayed', 0, 'black'],
      'w',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'round 1: player "b" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'b',
    ],
  ],
  'twice in a round': [
    [
      'PLAYER_TWICE_IN_ROUND',
      'round 1: player "a" is in game 1 and in game 2',
      ['rounds', 0, 'games', 1, 'black'],
      'a',
    ],
    [
      'PLAYER_TWICE_IN_ROUND',
      'round 1: player "b" is in game 1 and in the byes',
      ['rounds', 0, 'byes', 0],
      'b',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'round 1: player "d" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'd',
    ],
  ],
  'bad games': [
    ['BAD_GAME', 'game 1 of round 1 must be an object, not null', ['rounds', 0, 'games', 0], null],
    [
      'BAD_COLOUR',
      "game 2 of round 1: drawWinRight \"red\" is not 'black' or 'white'",
      ['rounds', 0, 'games', 1, 'drawWinRight'],
      'red',
    ],
    ['BAD_GAME', 'unplayed game 1 of round 1 must be an object, not 7', ['rounds', 0, 'unplayed', 0], 7],
  ],
  'plays itself': [
    [
      'PLAYER_PLAYS_ITSELF',
      'game 1 of round 1: player "a" cannot play both colours',
      ['rounds', 0, 'games', 0, 'white'],
      'a',
    ],
    [
      'PLAYER_PLAYS_ITSELF',
      'unplayed game 1 of round 1: player "b" cannot play both colours',
      ['rounds', 0, 'unplayed', 0, 'white'],
      'b',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'round 1: player "b" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'b',
    ],
  ],
  'games with absent players': [
    [
      'GAME_WITH_ABSENT_PLAYER',
      'game 1 of round 1: player "a" enters in round 2',
      ['rounds', 0, 'games', 0, 'black'],
      'a',
    ],
    [
      'GAME_WITH_ABSENT_PLAYER',
      'game 1 of round 2: player "c" withdrew from round 2',
      ['rounds', 1, 'games', 0, 'black'],
      'c',
    ],
    [
      'GAME_WITH_ABSENT_PLAYER',
      'game 2 of round 2: player "f" is listed absent in round 2',
      ['rounds', 1, 'games', 1, 'black'],
      'f',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'round 2: player "e" has no game, no bye and is not listed absent',
      ['rounds', 1],
      'e',
    ],
  ],
  'a bye for an absent player': [
    [
      'BYE_FOR_ABSENT_PLAYER',
      'round 1: bye for player "a", who enters in round 2',
      ['rounds', 0, 'byes', 0],
      'a',
    ],
  ],
  'missing from a round': [
    [
      'PLAYER_MISSING_FROM_ROUND',
      'round 1: player "c" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'c',
    ],
  ],
  'unplayed without an absence': [
    [
      'UNPLAYED_WITHOUT_ABSENCE',
      'unplayed game 1 of round 1: neither "c" nor "d" is absent, so the game should have a result',
      ['rounds', 0, 'unplayed', 0],
      { black: 'c', white: 'd' },
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'round 1: player "c" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'c',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'round 1: player "d" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'd',
    ],
  ],
  'a bad id and a bad name: the player is named by number': [
    ['BAD_PLAYER_ID', 'player 1: id 5 must be a non-empty string', ['players', 0, 'id'], 5],
    ['BAD_PLAYER_NAME', 'player 1: name 7 must be a string', ['players', 0, 'name'], 7],
  ],
  'rounds alone not a list': [['BAD_ROUNDS', 'rounds must be a list, not "x"', ['rounds'], 'x']],
  'unknown ids on the other side': [
    ['UNKNOWN_PLAYER', 'game 1 of round 1: unknown player id "z"', ['rounds', 0, 'games', 0, 'black'], 'z'],
    ['UNKNOWN_PLAYER', 'game 2 of round 1: unknown player id "y"', ['rounds', 0, 'games', 1, 'black'], 'y'],
    ['UNKNOWN_PLAYER', 'game 2 of round 1: unknown player id "x"', ['rounds', 0, 'games', 1, 'white'], 'x'],
    [
      'UNKNOWN_PLAYER',
      'unplayed game 1 of round 1: unknown player id "w"',
      ['rounds', 0, 'unplayed', 0, 'white'],
      'w',
    ],
    [
      'PLAYER_MISSING_FROM_ROUND',
      'round 1: player "b" has no game, no bye and is not listed absent',
      ['rounds', 0],
      'b',
    ],
  ],
  'in an unplayed game and in the byes': [
    [
      'PLAYER_TWICE_IN_ROUND',
      'round 1: player "a" is in the byes and in unplayed game 1',
      ['rounds', 0, 'unplayed', 0, 'black'],
      'a',
    ],
  ],
  'twice in the absent list, and absent and in a game': [
    [
      'PLAYER_TWICE_IN_ROUND',
      'round 1: player "a" is in the absent list and in the absent list',
      ['rounds', 0, 'absent', 1],
      'a',
    ],
    [
      'GAME_WITH_ABSENT_PLAYER',
      'game 1 of round 1: player "b" is listed absent in round 1',
      ['rounds', 0, 'games', 0, 'black'],
      'b',
    ],
  ],
  'in the byes and an unplayed game in round 2': [
    [
      'PLAYER_TWICE_IN_ROUND',
      'round 2: player "b" is in the byes and in unplayed game 1',
      ['rounds', 1, 'unplayed', 0, 'black'],
      'b',
    ],
  ],
};

describe('tournament index: every problem with its code, message, path and value', () => {
  for (const [name, input] of cases) {
    it(name, () => {
      const result = validateTournament(input);
      expect(result.ok).toBe(false);
      const problems = result.ok ? [] : result.problems;
      expect(problems.every((problem) => problem instanceof MindsportError)).toBe(true);
      expect(problems.map((problem) => [problem.code, problem.message, problem.path, problem.value])).toEqual(
        expected[name],
      );
    });
  }

  it('computeStandings throws the first problem and attaches the whole list, counted in the message', () => {
    const [, many] = cases.find(([name]) => name === 'bad fields') as [string, unknown];
    let error: unknown;
    try {
      computeStandings(many as never, NOF_SWISS);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MindsportError);
    const thrown = error as MindsportError;
    expect(thrown.code).toBe('BAD_PLAYER_NAME');
    expect(thrown.message).toBe('player "a": name 7 must be a string (and 7 more problems)');
    expect(thrown.path).toEqual(['players', 0, 'name']);
    expect(thrown.problems?.map((problem) => problem.code)).toEqual(
      expected['bad fields']?.map(([code]) => code),
    );
  });

  it('one more problem is counted in the singular, and a single problem is thrown as it is', () => {
    const [, two] = cases.find(([name]) => name === 'players and rounds not lists') as [string, unknown];
    expect(() => computeStandings(two as never, NOF_SWISS)).toThrow(
      'players must be a list, not "x" (and 1 more problem)',
    );
    const [, one] = cases.find(([name]) => name === 'a repeated id') as [string, unknown];
    let error: unknown;
    try {
      computeStandings(one as never, NOF_SWISS);
    } catch (caught) {
      error = caught;
    }
    expect((error as MindsportError).message).toBe('player 3: id "a" is already used by player 1');
  });
});
