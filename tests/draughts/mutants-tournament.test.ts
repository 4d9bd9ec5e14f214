/**
 * `validateTournament` and `scoreGames` cases StrykerJS found untested (issue 13): every
 * problem is pinned by code, message, path and value, invalid games never count towards a
 * pair or a round, and each result kind adds to exactly one of wins, draws, losses or
 * double forfeits (seed 004 "Algemeen").
 */
import { describe, expect, it } from 'vitest';
import { checkTournament, scoreGames, validateTournament } from '../../src/draughts/index.js';
import { errorSummary, failure } from '../helpers/errors.js';

/** Every problem of a validation as [code, message, path, value]. */
function problems(tournament: unknown, options?: { meetingsPerPair?: number }) {
  const check = validateTournament(tournament as never, options);
  return check.problems.map((problem) => {
    const { code, message, path, value } = errorSummary(problem);
    return [code, message, path, value];
  });
}

const players = ['Ann', 'Bo', 'Cy', 'Di'];

describe('validateTournament: the options and the outer shape', () => {
  it('meetingsPerPair must be a whole number ≥ 1', () => {
    // 0 is a safe integer but < 1.
    expect(problems({ players, games: [] }, { meetingsPerPair: 0 })).toEqual([
      ['OUT_OF_RANGE', 'meetingsPerPair: 0 is not a whole number ≥ 1', ['meetingsPerPair'], 0],
    ]);
    // 1.5 is ≥ 1 but not whole.
    expect(problems({ players, games: [] }, { meetingsPerPair: 1.5 })).toEqual([
      ['OUT_OF_RANGE', 'meetingsPerPair: 1.5 is not a whole number ≥ 1', ['meetingsPerPair'], 1.5],
    ]);
  });

  it('anything but a plain object is TOURNAMENT_INVALID at the root, and nothing more', () => {
    expect(problems(null)).toEqual([['TOURNAMENT_INVALID', 'null is not a tournament object', [], null]]);
    expect(problems('x')).toEqual([['TOURNAMENT_INVALID', '"x" is not a tournament object', [], 'x']]);
    expect(problems([])).toEqual([['TOURNAMENT_INVALID', '[] is not a tournament object', [], []]]);
  });

  it('players that is not a list is PLAYERS_NOT_A_LIST', () => {
    expect(problems({ players: 'Ann', games: [] })).toEqual([
      ['PLAYERS_NOT_A_LIST', 'players: "Ann" is not a list', ['players'], 'Ann'],
    ]);
  });

  it('a name that is not a non-blank text is PLAYER_NAME_INVALID at its index', () => {
    // '  ' is blank once trimmed; 7 is not a text.
    expect(problems({ players: ['Ann', '  ', 7], games: [] })).toEqual([
      ['PLAYER_NAME_INVALID', 'players[1]: "  " is not a player name', ['players', 1], '  '],
      ['PLAYER_NAME_INVALID', 'players[2]: 7 is not a player name', ['players', 2], 7],
    ]);
  });

  it('a name listed twice is PLAYER_DUPLICATE naming the first place', () => {
    expect(problems({ players: ['Ann', 'Bo', 'Ann'], games: [] })).toEqual([
      ['PLAYER_DUPLICATE', 'players[2]: "Ann" is already listed as players[0]', ['players', 2], 'Ann'],
    ]);
  });

  it('games that is not a list is GAMES_NOT_A_LIST', () => {
    expect(problems({ players, games: {} })).toEqual([
      ['GAMES_NOT_A_LIST', 'games: {} is not a list', ['games'], {}],
    ]);
  });

  it('a game that is not a plain object is GAME_INVALID at its index', () => {
    expect(problems({ players, games: [null, []] })).toEqual([
      ['GAME_INVALID', 'game 0: null is not a game', ['games', 0], null],
      ['GAME_INVALID', 'game 1: [] is not a game', ['games', 1], []],
    ]);
  });
});

describe('validateTournament: one game', () => {
  it('a player not in the list (or not a text) is PLAYER_UNKNOWN, and the game is not checked further', () => {
    // Both sides unknown: no GAME_AGAINST_SELF on top, although the names are equal.
    expect(problems({ players, games: [{ white: 'Zed', black: 'Zed', result: '2-0' }] })).toEqual([
      ['PLAYER_UNKNOWN', 'game 0: white "Zed" is not in the players list', ['games', 0, 'white'], 'Zed'],
      ['PLAYER_UNKNOWN', 'game 0: black "Zed" is not in the players list', ['games', 0, 'black'], 'Zed'],
    ]);
    expect(problems({ players, games: [{ white: 'Ann', black: 5, result: '2-0' }] })).toEqual([
      ['PLAYER_UNKNOWN', 'game 0: black 5 is not in the players list', ['games', 0, 'black'], 5],
    ]);
  });

  it('a player against themself is GAME_AGAINST_SELF at black; such games never count as a meeting', () => {
    const self = { white: 'Ann', black: 'Ann', result: '2-0' };
    const expected = (index: number) => [
      'GAME_AGAINST_SELF',
      `game ${index}: "Ann" cannot play against themself`,
      ['games', index, 'black'],
      'Ann',
    ];
    // The second copy is not GAME_LISTED_TWICE: the first never counted.
    expect(problems({ players, games: [self, self] })).toEqual([expected(0), expected(1)]);
  });

  it('an unknown result is the RESULT_UNKNOWN of parseResult at games[i].result', () => {
    const [code, , path, value] = failure(() =>
      checkTournament({ players, games: [{ white: 'Ann', black: 'Bo', result: '3-0' }] }),
    );
    expect([code, path, value]).toEqual(['RESULT_UNKNOWN', ['games', 0, 'result'], '3-0']);
  });

  it('a round that is not a whole number ≥ 1 is ROUND_INVALID; such games never count', () => {
    const games = [
      { white: 'Ann', black: 'Bo', result: '2-0', round: 0 },
      { white: 'Ann', black: 'Bo', result: '2-0', round: 1.5 },
    ];
    expect(problems({ players, games })).toEqual([
      ['ROUND_INVALID', 'game 0: round 0 is not a whole number ≥ 1', ['games', 0, 'round'], 0],
      ['ROUND_INVALID', 'game 1: round 1.5 is not a whole number ≥ 1', ['games', 1, 'round'], 1.5],
    ]);
    expect(problems({ players, games: [{ white: 'Ann', black: 'Bo', result: '2-0', round: '2' }] })).toEqual([
      ['ROUND_INVALID', 'game 0: round "2" is not a whole number ≥ 1', ['games', 0, 'round'], '2'],
    ]);
  });

  it('a reason that is not a text is REASON_INVALID; such games never count', () => {
    const game = { white: 'Ann', black: 'Bo', result: '2-0', reason: 5 };
    expect(problems({ players, games: [game, game] })).toEqual([
      ['REASON_INVALID', 'game 0: reason 5 is not a text', ['games', 0, 'reason'], 5],
      ['REASON_INVALID', 'game 1: reason 5 is not a text', ['games', 1, 'reason'], 5],
    ]);
  });
});

describe('validateTournament: pairs and rounds', () => {
  it('a pair meeting more often than allowed is GAME_LISTED_TWICE naming the last earlier game', () => {
    const ab = { white: 'Ann', black: 'Bo', result: '2-0' };
    const game = { white: 'Bo', black: 'Ann', result: '1-1' };
    expect(problems({ players, games: [ab, game] })).toEqual([
      ['GAME_LISTED_TWICE', 'game 1: "Bo" – "Ann" is listed twice (also game 0)', ['games', 1], game],
    ]);
    // Double round robin: a third meeting names the second.
    expect(problems({ players, games: [ab, ab, game] }, { meetingsPerPair: 2 })).toEqual([
      ['GAME_LISTED_TWICE', 'game 2: "Bo" – "Ann" is listed twice (also game 1)', ['games', 2], game],
    ]);
  });

  it('a double round robin accepts the pair once in each of two rounds', () => {
    const games = [
      { white: 'Ann', black: 'Bo', result: '2-0', round: 1 },
      { white: 'Bo', black: 'Ann', result: '0-2', round: 2 },
    ];
    expect(problems({ players, games }, { meetingsPerPair: 2 })).toEqual([]);
  });

  it('a player in two games of one round is PLAYER_TWICE_IN_ROUND; the second game then takes no place', () => {
    const second = { white: 'Ann', black: 'Cy', result: '2-0', round: 1 };
    const games = [
      { white: 'Ann', black: 'Bo', result: '2-0', round: 1 },
      second,
      // Cy's only valid game of round 1: game 1 was refused.
      { white: 'Cy', black: 'Di', result: '2-0', round: 1 },
    ];
    expect(problems({ players, games })).toEqual([
      ['PLAYER_TWICE_IN_ROUND', 'game 1: "Ann" already plays game 0 in round 1', ['games', 1], second],
    ]);
  });

  it('a checked game has a round key only when a round was given', () => {
    const checked = checkTournament({
      players,
      games: [
        { white: 'Ann', black: 'Bo', result: '1+ - 1-' },
        { white: 'Cy', black: 'Di', result: '2-0', round: 3 },
      ],
    });
    expect(checked).toStrictEqual({
      players,
      games: [
        { white: 'Ann', black: 'Bo', result: '1+-1-', index: 0 },
        { white: 'Cy', black: 'Di', result: '2-0', round: 3, index: 1 },
      ],
    });
  });
});

describe('scoreGames', () => {
  const score = (player: string, fields: Partial<Record<string, number>>) => ({
    player,
    games: 0,
    points: 0,
    plus: 0,
    minus: 0,
    saldo: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    doubleForfeits: 0,
    ...fields,
  });

  it('each result adds to exactly one of wins, draws, losses and double forfeits', () => {
    // Seed 004 "Algemeen": win 2, remise 1 each; a plus-remise is 1 point and a voordeelpunt,
    // a min-remise 1 point and a nadeelpunt; 0-0 is lost for both, not a loss.
    const games = [
      { white: 'Ann', black: 'Bo', result: '2-0' },
      { white: 'Ann', black: 'Cy', result: '1-1' },
      { white: 'Ann', black: 'Di', result: '1+-1-' },
      { white: 'Bo', black: 'Cy', result: '1--1+' },
      { white: 'Bo', black: 'Di', result: '0-0' },
      { white: 'Cy', black: 'Di', result: '0-2' },
    ] as const;
    expect(scoreGames(players, games)).toEqual([
      score('Ann', { games: 3, points: 4, plus: 1, saldo: 1, wins: 1, draws: 1 }),
      score('Bo', { games: 3, points: 1, minus: 1, saldo: -1, losses: 1, doubleForfeits: 1 }),
      score('Cy', { games: 3, points: 2, plus: 1, saldo: 1, draws: 1, losses: 1 }),
      score('Di', { games: 3, points: 3, minus: 1, saldo: -1, wins: 1, doubleForfeits: 1 }),
    ]);
  });

  it('a plain remise is a draw for both; a plus-remise is a draw for neither', () => {
    // 1-1: one point each, no marks, so both count a draw; 1+-1- only moves the marks.
    expect(scoreGames(['Ann', 'Bo'], [{ white: 'Ann', black: 'Bo', result: '1-1' }])).toEqual([
      score('Ann', { games: 1, points: 1, draws: 1 }),
      score('Bo', { games: 1, points: 1, draws: 1 }),
    ]);
    expect(scoreGames(['Ann', 'Bo'], [{ white: 'Ann', black: 'Bo', result: '1+-1-' }])).toEqual([
      score('Ann', { games: 1, points: 1, plus: 1, saldo: 1 }),
      score('Bo', { games: 1, points: 1, minus: 1, saldo: -1 }),
    ]);
  });

  it('a side not in players is skipped', () => {
    expect(scoreGames(['Ann'], [{ white: 'Ann', black: 'Zed', result: '2-0' }])).toEqual([
      score('Ann', { games: 1, points: 2, wins: 1 }),
    ]);
  });
});
