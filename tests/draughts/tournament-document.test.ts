/**
 * The tournament document (`validateDraughtsTournament`) and the players' totals: every
 * problem is pinned by code, message, path and value, invalid games never count towards a
 * pair or a round, and each result kind adds to exactly one of wins, draws, losses or double
 * forfeits (seed 004 "Algemeen").
 */
import { describe, expect, it } from 'vitest';
import {
  draughtsCrosstable,
  draughtsStandings,
  validateDraughtsTournament,
} from '../../src/draughts/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';
import { tournament } from './events.js';

/** Every problem of a validation as [code, message, path, value]. */
function problems(document: unknown) {
  const check = validateDraughtsTournament(document);
  return check.problems.map((problem) => {
    const { code, message, path, value } = errorSummary(problem);
    return [code, message, path, value];
  });
}

const ids = ['Ann', 'Bo', 'Cy', 'Di'];
const players = ids.map((id) => ({ id }));

describe('validateDraughtsTournament: meetingsPerPair and the outer shape', () => {
  it('meetingsPerPair must be a whole number ≥ 1', () => {
    // 0 is a safe integer but < 1.
    expect(problems({ players, games: [], meetingsPerPair: 0 })).toEqual([
      ['OUT_OF_RANGE', 'meetingsPerPair: 0 is outside 1…∞', ['meetingsPerPair'], 0],
    ]);
    // 1.5 is ≥ 1 but not whole.
    expect(problems({ players, games: [], meetingsPerPair: 1.5 })).toEqual([
      ['NOT_AN_INTEGER', 'meetingsPerPair: 1.5 is not a whole number', ['meetingsPerPair'], 1.5],
    ]);
  });

  it('anything but a plain object is NOT_AN_OBJECT at the root, and nothing more', () => {
    expect(problems(null)).toEqual([['NOT_AN_OBJECT', '(input): null is not an object', [], null]]);
    expect(problems('x')).toEqual([['NOT_AN_OBJECT', '(input): "x" is not an object', [], 'x']]);
    expect(problems([])).toEqual([['NOT_AN_OBJECT', '(input): [] is not an object', [], []]]);
  });

  it('players that is not a list is NOT_A_LIST; a missing list is MISSING_FIELD', () => {
    expect(problems({ players: 'Ann', games: [] })).toEqual([
      ['NOT_A_LIST', 'players: "Ann" is not a list', ['players'], 'Ann'],
    ]);
    expect(problems({ games: [] })).toEqual([
      ['MISSING_FIELD', 'players: is missing', ['players'], undefined],
    ]);
  });

  it('a player that is not an object, or an id that is not a non-blank text, is refused at its place', () => {
    // '  ' is blank once trimmed; 7 is not a text; a bare name is not a player object.
    expect(problems({ players: [{ id: 'Ann' }, { id: '  ' }, { id: 7 }, 'Cy'], games: [] })).toEqual([
      ['EMPTY_STRING', 'players[1].id: "  " is empty', ['players', 1, 'id'], '  '],
      ['NOT_A_STRING', 'players[2].id: 7 is not text', ['players', 2, 'id'], 7],
      ['NOT_AN_OBJECT', 'players[3]: "Cy" is not an object', ['players', 3], 'Cy'],
    ]);
  });

  it('an id listed twice is DUPLICATE_ID naming the first place', () => {
    expect(problems({ players: [{ id: 'Ann' }, { id: 'Bo' }, { id: 'Ann' }], games: [] })).toEqual([
      ['DUPLICATE_ID', 'players[2].id: "Ann" is already the id of players[0]', ['players', 2, 'id'], 'Ann'],
    ]);
  });

  it('games that is not a list is NOT_A_LIST', () => {
    expect(problems({ players, games: {} })).toEqual([
      ['NOT_A_LIST', 'games: {} is not a list', ['games'], {}],
    ]);
  });

  it('a game that is not a plain object is NOT_AN_OBJECT at its index', () => {
    expect(problems({ players, games: [null, []] })).toEqual([
      ['NOT_AN_OBJECT', 'games[0]: null is not an object', ['games', 0], null],
      ['NOT_AN_OBJECT', 'games[1]: [] is not an object', ['games', 1], []],
    ]);
  });
});

describe('validateDraughtsTournament: one game', () => {
  it('a player not in the list (or not a text) is UNKNOWN_ID, and the game is not checked further', () => {
    // Both sides unknown: no SELF_PAIRING on top, although the ids are equal.
    expect(problems({ players, games: [{ white: 'Zed', black: 'Zed', result: '2-0' }] })).toEqual([
      ['UNKNOWN_ID', 'games[0].white: "Zed" is not a player\'s id', ['games', 0, 'white'], 'Zed'],
      ['UNKNOWN_ID', 'games[0].black: "Zed" is not a player\'s id', ['games', 0, 'black'], 'Zed'],
    ]);
    expect(problems({ players, games: [{ white: 'Ann', black: 5, result: '2-0' }] })).toEqual([
      ['NOT_A_STRING', 'games[0].black: 5 is not text', ['games', 0, 'black'], 5],
    ]);
  });

  it('a player against themself is SELF_PAIRING at black; such games never count as a meeting', () => {
    const self = { white: 'Ann', black: 'Ann', result: '2-0' };
    const expected = (index: number) => [
      'SELF_PAIRING',
      `games[${index}].black: "Ann" cannot play against themself`,
      ['games', index, 'black'],
      'Ann',
    ];
    // The second copy is not DUPLICATE_GAME: the first never counted.
    expect(problems({ players, games: [self, self] })).toEqual([expected(0), expected(1)]);
  });

  it('an unknown result is the BAD_RESULT of parseResult at games[i].result', () => {
    const { code, path, value } = errorSummary(
      errorOf(() => draughtsStandings({ players, games: [{ white: 'Ann', black: 'Bo', result: '3-0' }] })),
    );
    expect([code, path, value]).toEqual(['BAD_RESULT', ['games', 0, 'result'], '3-0']);
  });

  it('a round that is not a whole number ≥ 1 is refused; such games never count', () => {
    const games = [
      { white: 'Ann', black: 'Bo', result: '2-0', round: 0 },
      { white: 'Ann', black: 'Bo', result: '2-0', round: 1.5 },
    ];
    expect(problems({ players, games })).toEqual([
      ['OUT_OF_RANGE', 'games[0].round: 0 is outside 1…∞', ['games', 0, 'round'], 0],
      ['NOT_AN_INTEGER', 'games[1].round: 1.5 is not a whole number', ['games', 1, 'round'], 1.5],
    ]);
    expect(problems({ players, games: [{ white: 'Ann', black: 'Bo', result: '2-0', round: '2' }] })).toEqual([
      ['NOT_AN_INTEGER', 'games[0].round: "2" is not a whole number', ['games', 0, 'round'], '2'],
    ]);
  });

  it('a reason that is not a text is NOT_A_STRING; such games never count', () => {
    const game = { white: 'Ann', black: 'Bo', result: '2-0', reason: 5 };
    expect(problems({ players, games: [game, game] })).toEqual([
      ['NOT_A_STRING', 'games[0].reason: 5 is not text', ['games', 0, 'reason'], 5],
      ['NOT_A_STRING', 'games[1].reason: 5 is not text', ['games', 1, 'reason'], 5],
    ]);
  });
});

describe('validateDraughtsTournament: pairs and rounds', () => {
  it('a pair meeting more often than allowed is DUPLICATE_GAME naming the last earlier game', () => {
    const ab = { white: 'Ann', black: 'Bo', result: '2-0' };
    const game = { white: 'Bo', black: 'Ann', result: '1-1' };
    expect(problems({ players, games: [ab, game] })).toEqual([
      ['DUPLICATE_GAME', 'games[1]: "Bo" – "Ann" is listed twice (also games[0])', ['games', 1], game],
    ]);
    // Double round robin: a third meeting names the second.
    expect(problems({ players, games: [ab, ab, game], meetingsPerPair: 2 })).toEqual([
      ['DUPLICATE_GAME', 'games[2]: "Bo" – "Ann" is listed twice (also games[1])', ['games', 2], game],
    ]);
  });

  it('a double round robin accepts the pair once in each of two rounds', () => {
    const games = [
      { white: 'Ann', black: 'Bo', result: '2-0', round: 1 },
      { white: 'Bo', black: 'Ann', result: '0-2', round: 2 },
    ];
    expect(problems({ players, games, meetingsPerPair: 2 })).toEqual([]);
  });

  it('a player in two games of one round is PLAYER_TWICE_IN_ROUND; the second game then takes no place', () => {
    const second = { white: 'Ann', black: 'Cy', result: '2-0', round: 1 };
    const games = [
      { white: 'Ann', black: 'Bo', result: '2-0', round: 1 },
      second,
      // Cy's only valid game of round 1: games[1] was refused.
      { white: 'Cy', black: 'Di', result: '2-0', round: 1 },
    ];
    expect(problems({ players, games })).toEqual([
      ['PLAYER_TWICE_IN_ROUND', 'games[1]: "Ann" already plays games[0] in round 1', ['games', 1], second],
    ]);
  });

  it('a game carries its round only when a round was given (crosstable cells)', () => {
    const table = draughtsCrosstable(
      tournament(ids, [
        { white: 'Ann', black: 'Bo', result: '1+ - 1-' },
        { white: 'Cy', black: 'Di', result: '2-0', round: 3 },
      ]),
    );
    const cell = (row: string, column: string) =>
      table.rows.find((each) => each.playerId === row)?.cells[table.players.indexOf(column)]?.[0];
    expect(cell('Ann', 'Bo')).toStrictEqual({ score: '1+', points: 1, colour: 'white', result: '1+-1-' });
    expect(cell('Cy', 'Di')).toStrictEqual({
      score: '2',
      points: 2,
      colour: 'white',
      result: '2-0',
      round: 3,
    });
  });
});

describe("the players' totals", () => {
  const totals = (players: readonly string[], games: Parameters<typeof tournament>[1]) => {
    const rows = draughtsStandings(tournament(players, games)).rows;
    return players.map((id) => {
      const {
        playerId,
        games: played,
        points,
        plus,
        minus,
        saldo,
        wins,
        draws,
        losses,
        doubleForfeits,
      } = rows.find((row) => row.playerId === id)!;
      return {
        player: playerId,
        games: played,
        points,
        plus,
        minus,
        saldo,
        wins,
        draws,
        losses,
        doubleForfeits,
      };
    });
  };
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
    ];
    expect(totals(ids, games)).toEqual([
      score('Ann', { games: 3, points: 4, plus: 1, saldo: 1, wins: 1, draws: 1 }),
      score('Bo', { games: 3, points: 1, minus: 1, saldo: -1, losses: 1, doubleForfeits: 1 }),
      score('Cy', { games: 3, points: 2, plus: 1, saldo: 1, draws: 1, losses: 1 }),
      score('Di', { games: 3, points: 3, minus: 1, saldo: -1, wins: 1, doubleForfeits: 1 }),
    ]);
  });

  it('a plain remise is a draw for both; a plus-remise is a draw for neither', () => {
    // 1-1: one point each, no marks, so both count a draw; 1+-1- only moves the marks.
    expect(totals(['Ann', 'Bo'], [{ white: 'Ann', black: 'Bo', result: '1-1' }])).toEqual([
      score('Ann', { games: 1, points: 1, draws: 1 }),
      score('Bo', { games: 1, points: 1, draws: 1 }),
    ]);
    expect(totals(['Ann', 'Bo'], [{ white: 'Ann', black: 'Bo', result: '1+-1-' }])).toEqual([
      score('Ann', { games: 1, points: 1, plus: 1, saldo: 1 }),
      score('Bo', { games: 1, points: 1, minus: 1, saldo: -1 }),
    ]);
  });

  it('a player without games is listed with nothing', () => {
    expect(totals(['Ann', 'Bo', 'Cy'], [{ white: 'Ann', black: 'Bo', result: '2-0' }])).toEqual([
      score('Ann', { games: 1, points: 2, wins: 1 }),
      score('Bo', { games: 1, losses: 1 }),
      score('Cy', {}),
    ]);
  });
});
