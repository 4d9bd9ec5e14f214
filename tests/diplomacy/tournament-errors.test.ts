/**
 * Every problem `validateDiplomacyTournament` reports, with its exact code, message, path and value,
 * and what it accepts, so a changed message, a lost path, a dropped check or a check that
 * stops too early fails a test. Rules: spec
 * diplomacy.md §3 and decisions 9, 10, 12 and 13; seed 003 §1b, §3 and §4a.
 */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import {
  assertDiplomacyTournament,
  type DiplomacyTournament,
  parseGameResult,
  validateDiplomacyTournament,
} from '../../src/diplomacy/index.js';
import { errorOf, errorSummary, failure } from '../helpers/errors.js';
import { deepFreeze } from '../invariants/helpers.js';
import { board } from './helpers.js';

type Problem = ReturnType<typeof errorSummary>;

/** The expected problem, written out in full. */
function problem(code: string, message: string, path: readonly (string | number)[], value: unknown): Problem {
  return { code, message, path, value };
}

/** Validates `input`, which must fail, and returns every problem in the order reported. */
function problemsOf(input: unknown): Problem[] {
  const result = validateDiplomacyTournament(input);
  expect(result.ok).toBe(false);
  return result.problems.map(errorSummary);
}

/** Validates `input`, which must pass, returning the very same object. */
function expectValid(input: unknown): void {
  const result = validateDiplomacyTournament(input);
  expect(result.problems.map(errorSummary)).toEqual([]);
  expect(result.ok).toBe(true);
  expect(result.ok && result.value).toBe(input);
}

const ids = Array.from({ length: 14 }, (_, index) => `p${index}`);
const players = ids.map((id) => ({ id }));
const RESULT = 'E11 F8 T8 A3 R3 I1 G0';
const board1 = board(1, RESULT, ids.slice(0, 7));
const board2 = board(2, RESULT, ids.slice(7, 14));

/** A tournament of 14 players and one round of two boards, with `extra` fields. */
function tournament(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { players, rounds: [{ round: 1, boards: [board1, board2] }], ...extra };
}

// The tournament as a whole: an object with the two lists (spec §3).
describe('the input and its two lists', () => {
  it('a value that is not an object is one NOT_AN_OBJECT at the empty path', () => {
    for (const [input, shown] of [
      [null, 'null'],
      [undefined, 'undefined'],
      [7, '7'],
      ['tournament', '"tournament"'],
      [[], '[]'],
      [[{ players: [], rounds: [] }], '[{"players":[],"rounds":[]}]'],
    ] as const) {
      expect(problemsOf(input)).toEqual([
        problem('NOT_AN_OBJECT', `(input): ${shown} is not an object`, [], input),
      ]);
    }
  });
  it('the smallest tournament, no players and no rounds, is valid', () => {
    expectValid({ players: [], rounds: [] });
  });
  it('players and rounds missing: both reported, players first', () => {
    expect(problemsOf({})).toEqual([
      problem('MISSING_FIELD', 'players: is missing', ['players'], undefined),
      problem('MISSING_FIELD', 'rounds: is missing', ['rounds'], undefined),
    ]);
  });
  it('players or rounds given as an object: the one that is not a list is reported', () => {
    expect(problemsOf({ players: { p0: {} }, rounds: [] })).toEqual([
      problem('NOT_A_LIST', 'players: {"p0":{}} is not a list', ['players'], { p0: {} }),
    ]);
    expect(problemsOf({ players: [], rounds: 'none' })).toEqual([
      problem('NOT_A_LIST', 'rounds: "none" is not a list', ['rounds'], 'none'),
    ]);
  });
});

// Players (seed §1b; decision 12 for `withdrawn`): unique non-empty ids, optional name and flag.
describe('players', () => {
  it('a player that is not an object is a shape code at its index', () => {
    expect(problemsOf({ players: [{ id: 'a' }, 'kari', null, ['b']], rounds: [] })).toEqual([
      problem('NOT_AN_OBJECT', 'players[1]: "kari" is not an object', ['players', 1], 'kari'),
      problem('NOT_AN_OBJECT', 'players[2]: null is not an object', ['players', 2], null),
      problem('NOT_AN_OBJECT', 'players[3]: ["b"] is not an object', ['players', 3], ['b']),
    ]);
  });
  it('an id that is missing, empty or not a string is a shape code at the id', () => {
    expect(problemsOf({ players: [{}, { id: '' }, { id: 7 }, { id: 'a' }], rounds: [] })).toEqual([
      problem('MISSING_FIELD', 'players[0].id: is missing', ['players', 0, 'id'], undefined),
      problem('EMPTY_STRING', 'players[1].id: "" is empty', ['players', 1, 'id'], ''),
      problem('NOT_A_STRING', 'players[2].id: 7 is not text', ['players', 2, 'id'], 7),
    ]);
  });
  it('a one-character id is fine', () => {
    expectValid({ players: [{ id: 'x' }], rounds: [] });
  });
  it('a repeated id is reported at every repetition, never at the first', () => {
    const input = { players: [{ id: 'kari' }, { id: 'ola' }, { id: 'kari' }, { id: 'kari' }], rounds: [] };
    expect(problemsOf(input)).toEqual([
      problem(
        'DUPLICATE_ID',
        'players[2].id: "kari" is the id of players[0] too',
        ['players', 2, 'id'],
        'kari',
      ),
      problem(
        'DUPLICATE_ID',
        'players[3].id: "kari" is the id of players[0] too',
        ['players', 3, 'id'],
        'kari',
      ),
    ]);
  });
  it('a name, when present, must be a string', () => {
    expect(
      problemsOf({
        players: [
          { id: 'a', name: 5 },
          { id: 'b', name: null },
        ],
        rounds: [],
      }),
    ).toEqual([
      problem('NOT_A_STRING', 'players[0].name: 5 is not text', ['players', 0, 'name'], 5),
      problem('NOT_A_STRING', 'players[1].name: null is not text', ['players', 1, 'name'], null),
    ]);
  });
  it('withdrawn, when present, must be true or false', () => {
    expect(
      problemsOf({
        players: [
          { id: 'a', withdrawn: 'yes' },
          { id: 'b', withdrawn: 0 },
        ],
        rounds: [],
      }),
    ).toEqual([
      problem(
        'NOT_A_BOOLEAN',
        'players[0].withdrawn: "yes" is not true or false',
        ['players', 0, 'withdrawn'],
        'yes',
      ),
      problem(
        'NOT_A_BOOLEAN',
        'players[1].withdrawn: 0 is not true or false',
        ['players', 1, 'withdrawn'],
        0,
      ),
    ]);
  });
  it('a bad name and a bad flag on one player are both reported, name first', () => {
    expect(problemsOf({ players: [{ id: 'a', name: [], withdrawn: null }], rounds: [] })).toEqual([
      problem('NOT_A_STRING', 'players[0].name: [] is not text', ['players', 0, 'name'], []),
      problem(
        'NOT_A_BOOLEAN',
        'players[0].withdrawn: null is not true or false',
        ['players', 0, 'withdrawn'],
        null,
      ),
    ]);
  });
  it('a name string (even empty) and withdrawn true or false are accepted; both may be absent', () => {
    expectValid({
      players: [
        { id: 'a', name: 'Kari Nordmann' },
        { id: 'b', name: '' },
        { id: 'c', withdrawn: true },
        { id: 'd', withdrawn: false },
        { id: 'e', name: 'Ola', withdrawn: true },
        { id: 'f' },
      ],
      rounds: [],
    });
  });
  it('a player with a bad name is still a known player for the rounds and lists', () => {
    const named = players.map((player, index) => (index === 0 ? { ...player, name: 1 } : player));
    expect(problemsOf(tournament({ players: named, lot: ['p0'] }))).toEqual([
      problem('NOT_A_STRING', 'players[0].name: 1 is not text', ['players', 0, 'name'], 1),
    ]);
  });
});

// Rounds: objects with a round number 1, 2, … (seed §1a) used once, and a list of boards.
describe('rounds', () => {
  it('a round that is not an object is NOT_AN_OBJECT; the next round is still checked', () => {
    expect(problemsOf({ players, rounds: [null, { round: 0, boards: [] }, 'r3'] })).toEqual([
      problem('NOT_AN_OBJECT', 'rounds[0]: null is not an object', ['rounds', 0], null),
      problem('OUT_OF_RANGE', 'rounds[1].round: 0 is outside 1…∞', ['rounds', 1, 'round'], 0),
      problem('NOT_AN_OBJECT', 'rounds[2]: "r3" is not an object', ['rounds', 2], 'r3'),
    ]);
  });
  it('boards not a list: reported, and the round number is still checked after it', () => {
    expect(problemsOf({ players, rounds: [{ round: '1' }] })).toEqual([
      problem('MISSING_FIELD', 'rounds[0].boards: is missing', ['rounds', 0, 'boards'], undefined),
      problem('NOT_AN_INTEGER', 'rounds[0].round: "1" is not a whole number', ['rounds', 0, 'round'], '1'),
    ]);
  });
  it('a round whose boards are not a list still takes its number', () => {
    expect(
      problemsOf({
        players,
        rounds: [
          { round: 1, boards: {} },
          { round: 1, boards: [] },
        ],
      }),
    ).toEqual([
      problem('NOT_A_LIST', 'rounds[0].boards: {} is not a list', ['rounds', 0, 'boards'], {}),
      problem('DUPLICATE_ID', 'rounds[1].round: round 1 is rounds[0] too', ['rounds', 1, 'round'], 1),
    ]);
  });
  it.each([
    [0, 'OUT_OF_RANGE', '0 is outside 1…∞'],
    [-1, 'OUT_OF_RANGE', '-1 is outside 1…∞'],
    [1.5, 'NOT_AN_INTEGER', '1.5 is not a whole number'],
    ['1', 'NOT_AN_INTEGER', '"1" is not a whole number'],
    [undefined, 'MISSING_FIELD', 'is missing'],
    [null, 'NOT_AN_INTEGER', 'null is not a whole number'],
    [Number.NaN, 'NOT_AN_INTEGER', 'NaN is not a whole number'],
    [2 ** 53, 'NOT_AN_INTEGER', '9007199254740992 is not a whole number'],
  ])('round number %j is a shape problem (%s)', (number, code, text) => {
    expect(problemsOf({ players, rounds: [{ round: number, boards: [] }] })).toEqual([
      problem(code, `rounds[0].round: ${text}`, ['rounds', 0, 'round'], number),
    ]);
  });
  it('round numbers 1 and 2 ** 53 − 1 are accepted, in any order', () => {
    expectValid({
      players,
      rounds: [
        { round: Number.MAX_SAFE_INTEGER, boards: [] },
        { round: 1, boards: [] },
      ],
    });
  });
  it('a repeated round number is reported at each repetition, not at the first', () => {
    const rounds = [
      { round: 2, boards: [] },
      { round: 1, boards: [] },
      { round: 2, boards: [] },
      { round: 2, boards: [] },
    ];
    expect(problemsOf({ players, rounds })).toEqual([
      problem('DUPLICATE_ID', 'rounds[2].round: round 2 is rounds[0] too', ['rounds', 2, 'round'], 2),
      problem('DUPLICATE_ID', 'rounds[3].round: round 2 is rounds[0] too', ['rounds', 3, 'round'], 2),
    ]);
  });
  it('a bad round number does not count as taken', () => {
    expect(
      problemsOf({
        players,
        rounds: [
          { round: 0, boards: [] },
          { round: 0, boards: [] },
        ],
      }),
    ).toEqual([
      problem('OUT_OF_RANGE', 'rounds[0].round: 0 is outside 1…∞', ['rounds', 0, 'round'], 0),
      problem('OUT_OF_RANGE', 'rounds[1].round: 0 is outside 1…∞', ['rounds', 1, 'round'], 0),
    ]);
  });
});

// Boards: objects with a board number 1, 2, … unique in their round (seed §3b: board 1 is the top board).
describe('boards', () => {
  it('a board that is not an object is NOT_AN_OBJECT; the next board is still checked', () => {
    const input = { players, rounds: [{ round: 1, boards: [7, { ...board2, board: 0 }] }] };
    expect(problemsOf(input)).toEqual([
      problem('NOT_AN_OBJECT', 'rounds[0].boards[0]: 7 is not an object', ['rounds', 0, 'boards', 0], 7),
      problem(
        'OUT_OF_RANGE',
        'rounds[0].boards[1].board: 0 is outside 1…∞',
        ['rounds', 0, 'boards', 1, 'board'],
        0,
      ),
    ]);
  });
  it.each([
    [0, 'OUT_OF_RANGE', '0 is outside 1…∞'],
    [-2, 'OUT_OF_RANGE', '-2 is outside 1…∞'],
    [1.5, 'NOT_AN_INTEGER', '1.5 is not a whole number'],
    ['1', 'NOT_AN_INTEGER', '"1" is not a whole number'],
    [null, 'NOT_AN_INTEGER', 'null is not a whole number'],
    [Number.POSITIVE_INFINITY, 'NOT_AN_INTEGER', 'Infinity is not a whole number'],
  ])('board number %j is a shape problem (%s)', (number, code, text) => {
    expect(problemsOf({ players, rounds: [{ round: 1, boards: [{ ...board1, board: number }] }] })).toEqual([
      problem(code, `rounds[0].boards[0].board: ${text}`, ['rounds', 0, 'boards', 0, 'board'], number),
    ]);
  });
  it('a missing board number is a shape problem with the value undefined', () => {
    const { board: _number, ...withoutNumber } = board1;
    expect(problemsOf({ players, rounds: [{ round: 1, boards: [withoutNumber] }] })).toEqual([
      problem(
        'MISSING_FIELD',
        'rounds[0].boards[0].board: is missing',
        ['rounds', 0, 'boards', 0, 'board'],
        undefined,
      ),
    ]);
  });
  it('board numbers 1 and 2 in a round, and the same numbers again in another round, are fine', () => {
    expectValid({
      players,
      rounds: [
        { round: 1, boards: [board2, board1] },
        { round: 2, boards: [board(2, RESULT, ids.slice(0, 7)), board(1, RESULT, ids.slice(7, 14))] },
      ],
    });
  });
  it('a repeated board number in a round is reported at the repetition, naming the round', () => {
    const again = board(1, RESULT, ids.slice(7, 14));
    expect(problemsOf({ players, rounds: [{ round: 3, boards: [board1, again] }] })).toEqual([
      problem(
        'DUPLICATE_ID',
        'rounds[0].boards[1].board: board 1 is boards[0] of this round too',
        ['rounds', 0, 'boards', 1, 'board'],
        1,
      ),
    ]);
  });
  it('a repeated board number in a round with a bad number names that number as given', () => {
    const again = board(1, RESULT, ids.slice(7, 14));
    expect(problemsOf({ players, rounds: [{ round: '2', boards: [board1, again] }] })).toEqual([
      problem('NOT_AN_INTEGER', 'rounds[0].round: "2" is not a whole number', ['rounds', 0, 'round'], '2'),
      problem(
        'DUPLICATE_ID',
        'rounds[0].boards[1].board: board 1 is boards[0] of this round too',
        ['rounds', 0, 'boards', 1, 'board'],
        1,
      ),
    ]);
  });
  it('a bad board number does not count as taken', () => {
    const boards = [
      { ...board1, board: 0 },
      { ...board2, board: 0 },
    ];
    expect(problemsOf({ players, rounds: [{ round: 1, boards }] }).map((found) => found.code)).toEqual([
      'OUT_OF_RANGE',
      'OUT_OF_RANGE',
    ]);
  });
});

// The game on each board (spec §1, decision 15) and the player of each power (seed §1b).
describe('games and their players', () => {
  it('an invalid game reports its own problems below the board path, and its players are not checked', () => {
    const unknownPlayers = board(1, 'A5 E5 F5 G5 I5 R5 T5', ['x0', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6']);
    expect(problemsOf({ players, rounds: [{ round: 1, boards: [unknownPlayers] }] })).toEqual([
      problem(
        'SUPPLY_CENTRE_TOTAL_OVER_34',
        'rounds[0].boards[0].game.powers: supply centres total 35, more than the 34 on the board',
        ['rounds', 0, 'boards', 0, 'game', 'powers'],
        35,
      ),
    ]);
  });
  it('a board without a game is NOT_AN_OBJECT at the game; the next board is still checked', () => {
    const boards = [{ board: 1 }, { ...board2, board: 1 }];
    expect(problemsOf({ players, rounds: [{ round: 1, boards }] })).toEqual([
      problem(
        'MISSING_FIELD',
        'rounds[0].boards[0].game: is missing',
        ['rounds', 0, 'boards', 0, 'game'],
        undefined,
      ),
      problem(
        'DUPLICATE_ID',
        'rounds[0].boards[1].board: board 1 is boards[0] of this round too',
        ['rounds', 0, 'boards', 1, 'board'],
        1,
      ),
    ]);
  });
  it('a game whose powers are not an object is NOT_AN_OBJECT at its powers, and the board is left there', () => {
    const boards = [{ board: 1, game: { powers: 5 } }];
    expect(problemsOf({ players, rounds: [{ round: 1, boards }] })).toEqual([
      problem(
        'NOT_AN_OBJECT',
        'rounds[0].boards[0].game.powers: 5 is not an object',
        ['rounds', 0, 'boards', 0, 'game', 'powers'],
        5,
      ),
    ]);
  });
  it('a valid game without players: MISSING_FIELD for each of the seven powers, in A E F G I R T order', () => {
    const game = parseGameResult(RESULT);
    const powers = ['austria', 'england', 'france', 'germany', 'italy', 'russia', 'turkey'];
    expect(problemsOf({ players, rounds: [{ round: 1, boards: [{ board: 1, game }] }] })).toEqual(
      powers.map((power) =>
        problem(
          'MISSING_FIELD',
          `rounds[0].boards[0].game.powers.${power}.player: ${power} has no player`,
          ['rounds', 0, 'boards', 0, 'game', 'powers', power, 'player'],
          undefined,
        ),
      ),
    );
  });
  it('one power without a player is reported alone', () => {
    const game = board1.game;
    const withoutItaly = { ...game, powers: { ...game.powers, italy: { supplyCentres: 1 } } };
    expect(
      problemsOf({ players, rounds: [{ round: 1, boards: [{ board: 1, game: withoutItaly }] }] }),
    ).toEqual([
      problem(
        'MISSING_FIELD',
        'rounds[0].boards[0].game.powers.italy.player: italy has no player',
        ['rounds', 0, 'boards', 0, 'game', 'powers', 'italy', 'player'],
        undefined,
      ),
    ]);
  });
  it('a player who is not in the players list is UNKNOWN_ID at the power', () => {
    const strangers = board(1, RESULT, ['p0', 'p1', 'zz', 'p3', 'p4', 'p5', 'yy']);
    expect(problemsOf({ players, rounds: [{ round: 1, boards: [strangers] }] })).toEqual([
      problem(
        'UNKNOWN_ID',
        'rounds[0].boards[0].game.powers.france.player: "zz" is not a player of the tournament',
        ['rounds', 0, 'boards', 0, 'game', 'powers', 'france', 'player'],
        'zz',
      ),
      problem(
        'UNKNOWN_ID',
        'rounds[0].boards[0].game.powers.turkey.player: "yy" is not a player of the tournament',
        ['rounds', 0, 'boards', 0, 'game', 'powers', 'turkey', 'player'],
        'yy',
      ),
    ]);
  });
  it('an id that failed as a player (a duplicate counts once) does not make the game unknown', () => {
    expect(problemsOf(tournament({ players: [...players, { id: 'p0' }] }))).toEqual([
      problem(
        'DUPLICATE_ID',
        'players[14].id: "p0" is the id of players[0] too',
        ['players', 14, 'id'],
        'p0',
      ),
    ]);
  });
  it('a player on two boards of one round: reported at the second seat, naming both boards and the round', () => {
    const twice = board(2, RESULT, ['p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'p0']);
    expect(problemsOf({ players, rounds: [{ round: 1, boards: [board1, twice] }] })).toEqual([
      problem(
        'PLAYER_ON_TWO_BOARDS',
        'rounds[0].boards[1].game.powers.turkey.player: "p0" plays turkey here and also on board 1 of this round',
        ['rounds', 0, 'boards', 1, 'game', 'powers', 'turkey', 'player'],
        'p0',
      ),
    ]);
  });
  it('on three boards: both later seats name the first board', () => {
    const second = board(2, RESULT, ['p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'p0']);
    const third = board(5, RESULT, ['p0', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6']);
    const many = [...players, ...['x1', 'x2', 'x3', 'x4', 'x5', 'x6'].map((id) => ({ id }))];
    expect(problemsOf({ players: many, rounds: [{ round: 4, boards: [board1, second, third] }] })).toEqual([
      problem(
        'PLAYER_ON_TWO_BOARDS',
        'rounds[0].boards[1].game.powers.turkey.player: "p0" plays turkey here and also on board 1 of this round',
        ['rounds', 0, 'boards', 1, 'game', 'powers', 'turkey', 'player'],
        'p0',
      ),
      problem(
        'PLAYER_ON_TWO_BOARDS',
        'rounds[0].boards[2].game.powers.austria.player: "p0" plays austria here and also on board 1 of this round',
        ['rounds', 0, 'boards', 2, 'game', 'powers', 'austria', 'player'],
        'p0',
      ),
    ]);
  });
  it('the same players in every round is fine (seed §1b: a player may play every round)', () => {
    expectValid({
      players,
      rounds: [
        { round: 1, boards: [board1, board2] },
        { round: 2, boards: [board(1, RESULT, ids.slice(7, 14)), board(2, RESULT, ids.slice(0, 7))] },
        { round: 3, boards: [board(1, RESULT, ids.slice(0, 7))] },
      ],
    });
  });
  it('a player seated in an earlier round and twice in a later one is reported once, in the later one', () => {
    const twice = board(2, RESULT, ['p7', 'p8', 'p9', 'p10', 'p11', 'p0', 'p13']);
    const rounds = [
      { round: 1, boards: [board1, board2] },
      { round: 2, boards: [board(1, RESULT, ids.slice(0, 7)), twice] },
    ];
    expect(problemsOf({ players, rounds })).toEqual([
      problem(
        'PLAYER_ON_TWO_BOARDS',
        'rounds[1].boards[1].game.powers.russia.player: "p0" plays russia here and also on board 1 of this round',
        ['rounds', 1, 'boards', 1, 'game', 'powers', 'russia', 'player'],
        'p0',
      ),
    ]);
  });
});

// The id lists: final-round entrants (decision 10), top-board choice order (seed §3b, decision 9)
// and the recorded lot (decision 10) — each optional, a list of known ids, each once.
describe.each([
  ['finalRoundEntrants', 'final-round entrants'],
  ['topBoardChoiceOrder', 'top-board choice order'],
  ['lot', 'lot'],
])('%s', (field, what) => {
  it('absent is fine; a list of known ids is fine, in any order', () => {
    expectValid(tournament());
    expectValid(tournament({ [field]: ['p13', 'p0', 'p7'] }));
    expectValid(tournament({ [field]: [] }));
  });
  it('not a list (an object, a string, null) is NOT_A_LIST', () => {
    for (const [value, shown] of [
      [{ 0: 'p0' }, '{"0":"p0"}'],
      ['p0', '"p0"'],
      [null, 'null'],
    ] as const) {
      expect(problemsOf(tournament({ [field]: value }))).toEqual([
        problem('NOT_A_LIST', `${field}: ${shown} is not a list`, [field], value),
      ]);
    }
  });
  it('an unknown id is UNKNOWN_ID, a non-string NOT_A_STRING, an empty one EMPTY_STRING, at its index', () => {
    expect(problemsOf(tournament({ [field]: ['p0', 'zz', 5, ''] }))).toEqual([
      problem('UNKNOWN_ID', `${field}[1]: "zz" in the ${what} is not a player`, [field, 1], 'zz'),
      problem('NOT_A_STRING', `${field}[2]: 5 is not text`, [field, 2], 5),
      problem('EMPTY_STRING', `${field}[3]: "" is empty`, [field, 3], ''),
    ]);
  });
  it('a repeated id is DUPLICATE_ID at each repetition, not at the first', () => {
    expect(problemsOf(tournament({ [field]: ['p3', 'p1', 'p3', 'p3'] }))).toEqual([
      problem('DUPLICATE_ID', `${field}[2]: "p3" is listed at [0] of the ${what} too`, [field, 2], 'p3'),
      problem('DUPLICATE_ID', `${field}[3]: "p3" is listed at [0] of the ${what} too`, [field, 3], 'p3'),
    ]);
  });
});

describe('the id lists, literal messages', () => {
  // The table above builds messages from the field's wording; these pin each wording literally.
  it('each list has its own wording and path', () => {
    expect(
      problemsOf(tournament({ finalRoundEntrants: 'all', topBoardChoiceOrder: ['q'], lot: ['p1', 'p1'] })),
    ).toEqual([
      problem('NOT_A_LIST', 'finalRoundEntrants: "all" is not a list', ['finalRoundEntrants'], 'all'),
      problem(
        'UNKNOWN_ID',
        'topBoardChoiceOrder[0]: "q" in the top-board choice order is not a player',
        ['topBoardChoiceOrder', 0],
        'q',
      ),
      problem('DUPLICATE_ID', 'lot[1]: "p1" is listed at [0] of the lot too', ['lot', 1], 'p1'),
    ]);
  });
  it('an id of a withdrawn player is still a player', () => {
    const withWithdrawn = players.map((player, index) =>
      index === 3 ? { ...player, withdrawn: true } : player,
    );
    expectValid(tournament({ players: withWithdrawn, finalRoundEntrants: ['p3'], lot: ['p3'] }));
  });
});

// Teams (seed §4a; decision 13): a list of { name, members }, names unique, each player in one team,
// and then the team round is required input.
describe('teams', () => {
  const kari = { name: 'Kari & co', members: ['p0', 'p7', 'p1', 'p8'] };
  const others = { name: 'Others', members: ['p2', 'p9', 'p3', 'p10'] };
  it('teams with a team round are fine; so is a team round without teams', () => {
    expectValid(tournament({ teams: [kari, others], teamRound: 1 }));
    expectValid(tournament({ teamRound: 2 }));
  });
  it('a team of three is accepted here: the size is a rule of the format, checked by rankTeams (seed §4b)', () => {
    expectValid(tournament({ teams: [{ name: 'Trio', members: ['p0', 'p1', 'p2'] }], teamRound: 1 }));
  });
  it('teams not a list: NOT_A_LIST alone (no team event to need a team round)', () => {
    expect(problemsOf(tournament({ teams: { kari } }))).toEqual([
      problem(
        'NOT_A_LIST',
        'teams: {"kari":{"name":"Kari & co","members":["p0","p7","p1","p8"]}} is not a list',
        ['teams'],
        { kari: { name: 'Kari & co', members: ['p0', 'p7', 'p1', 'p8'] } },
      ),
    ]);
  });
  it('an empty team list is no team event: it needs no team round (decision in docs/diplomacy.md)', () => {
    expectValid(tournament({ teams: [] }));
  });
  it('teams without the team round: TEAM_ROUND_REQUIRED', () => {
    expect(problemsOf(tournament({ teams: [kari] }))).toEqual([
      problem(
        'TEAM_ROUND_REQUIRED',
        'teamRound: teams need the team round (seed §4a)',
        ['teamRound'],
        undefined,
      ),
    ]);
  });
  it('a team that is not an object is NOT_AN_OBJECT; the next team is still checked', () => {
    expect(
      problemsOf(tournament({ teams: ['Kari & co', null, { ...others, name: 3 }], teamRound: 1 })),
    ).toEqual([
      problem('NOT_AN_OBJECT', 'teams[0]: "Kari & co" is not an object', ['teams', 0], 'Kari & co'),
      problem('NOT_AN_OBJECT', 'teams[1]: null is not an object', ['teams', 1], null),
      problem('NOT_A_STRING', 'teams[2].name: 3 is not text', ['teams', 2, 'name'], 3),
    ]);
  });
  it('a team without a name or members: both reported, name first', () => {
    expect(problemsOf(tournament({ teams: [{}], teamRound: 1 }))).toEqual([
      problem('MISSING_FIELD', 'teams[0].name: is missing', ['teams', 0, 'name'], undefined),
      problem('MISSING_FIELD', 'teams[0].members: is missing', ['teams', 0, 'members'], undefined),
    ]);
  });
  it('members not a list is NOT_A_LIST at the members, and nothing else', () => {
    expect(problemsOf(tournament({ teams: [{ name: 'Solo', members: 'p0' }], teamRound: 1 }))).toEqual([
      problem('NOT_A_LIST', 'teams[0].members: "p0" is not a list', ['teams', 0, 'members'], 'p0'),
    ]);
  });
  it('a repeated team name is DUPLICATE_ID at each repetition, not at the first', () => {
    const teams = [kari, others, { name: 'Kari & co', members: [] }, { name: 'Kari & co', members: [] }];
    expect(problemsOf(tournament({ teams, teamRound: 1 }))).toEqual([
      problem(
        'DUPLICATE_ID',
        'teams[2].name: "Kari & co" is the name of teams[0] too',
        ['teams', 2, 'name'],
        'Kari & co',
      ),
      problem(
        'DUPLICATE_ID',
        'teams[3].name: "Kari & co" is the name of teams[0] too',
        ['teams', 3, 'name'],
        'Kari & co',
      ),
    ]);
  });
  it('members must be known players, each once in the team', () => {
    const team = { name: 'Oslo', members: ['p0', 'zz', 'p0', 4] };
    expect(problemsOf(tournament({ teams: [team], teamRound: 1 }))).toEqual([
      problem(
        'UNKNOWN_ID',
        'teams[0].members[1]: "zz" in the team "Oslo" is not a player',
        ['teams', 0, 'members', 1],
        'zz',
      ),
      problem(
        'DUPLICATE_ID',
        'teams[0].members[2]: "p0" is listed at [0] of the team "Oslo" too',
        ['teams', 0, 'members', 2],
        'p0',
      ),
      problem('NOT_A_STRING', 'teams[0].members[3]: 4 is not text', ['teams', 0, 'members', 3], 4),
    ]);
  });
  it('a player in two teams is reported in each later team, naming the first team that lists the player', () => {
    const third = { name: 'Third', members: ['p4', 'p0'] };
    const second = { ...others, members: ['p2', 'p9', 'p0', 'p10'] };
    expect(problemsOf(tournament({ teams: [kari, second, third], teamRound: 1 }))).toEqual([
      problem(
        'PLAYER_IN_TWO_TEAMS',
        'teams[1].members[2]: "p0" is also in team "Kari & co"',
        ['teams', 1, 'members', 2],
        'p0',
      ),
      problem(
        'PLAYER_IN_TWO_TEAMS',
        'teams[2].members[1]: "p0" is also in team "Kari & co"',
        ['teams', 2, 'members', 1],
        'p0',
      ),
    ]);
  });
  it('an unknown player in two teams: unknown in each, and in two teams', () => {
    const teams = [
      { name: 'A', members: ['zz'] },
      { name: 'B', members: ['zz'] },
    ];
    expect(problemsOf(tournament({ teams, teamRound: 1 }))).toEqual([
      problem(
        'UNKNOWN_ID',
        'teams[0].members[0]: "zz" in the team "A" is not a player',
        ['teams', 0, 'members', 0],
        'zz',
      ),
      problem(
        'UNKNOWN_ID',
        'teams[1].members[0]: "zz" in the team "B" is not a player',
        ['teams', 1, 'members', 0],
        'zz',
      ),
      problem(
        'PLAYER_IN_TWO_TEAMS',
        'teams[1].members[0]: "zz" is also in team "A"',
        ['teams', 1, 'members', 0],
        'zz',
      ),
    ]);
  });
  it('a non-string member in two teams is unknown in each, never in two teams', () => {
    const teams = [
      { name: 'A', members: [4] },
      { name: 'B', members: [4] },
    ];
    expect(problemsOf(tournament({ teams, teamRound: 1 }))).toEqual([
      problem('NOT_A_STRING', 'teams[0].members[0]: 4 is not text', ['teams', 0, 'members', 0], 4),
      problem('NOT_A_STRING', 'teams[1].members[0]: 4 is not text', ['teams', 1, 'members', 0], 4),
    ]);
  });
  it('a known player in two teams is the only problem', () => {
    const teams = [
      { name: 'A', members: ['p0', 'p1'] },
      { name: 'B', members: ['p1', 'p2'] },
    ];
    expect(problemsOf(tournament({ teams, teamRound: 2 }))).toEqual([
      problem(
        'PLAYER_IN_TWO_TEAMS',
        'teams[1].members[0]: "p1" is also in team "A"',
        ['teams', 1, 'members', 0],
        'p1',
      ),
    ]);
  });
});

// The team round (decision 13): a round number 1, 2, …, required with teams, allowed without.
describe('team round', () => {
  it.each([
    [0, 'OUT_OF_RANGE', '0 is outside 1…∞'],
    [-2, 'OUT_OF_RANGE', '-2 is outside 1…∞'],
    [1.5, 'NOT_AN_INTEGER', '1.5 is not a whole number'],
    ['2', 'NOT_AN_INTEGER', '"2" is not a whole number'],
    [null, 'NOT_AN_INTEGER', 'null is not a whole number'],
    [Number.NaN, 'NOT_AN_INTEGER', 'NaN is not a whole number'],
  ])('team round %j is a shape problem (%s), with or without teams', (teamRound, code, text) => {
    const expected = [problem(code, `teamRound: ${text}`, ['teamRound'], teamRound)];
    expect(problemsOf(tournament({ teamRound }))).toEqual(expected);
    expect(problemsOf(tournament({ teams: [], teamRound }))).toEqual(expected);
  });
  it('team round 1 and 2 ** 53 − 1 are accepted', () => {
    expectValid(tournament({ teamRound: 1 }));
    expectValid(tournament({ teamRound: Number.MAX_SAFE_INTEGER }));
  });
});

// Keep going after a problem: every part is checked and every problem reported, in input order.
describe('every problem at once, in order', () => {
  it('players, rounds, boards, games, lists, teams and the team round in one input', () => {
    const input = {
      players: [{ id: 'p0' }, { id: 'p0' }, { id: 'p1', withdrawn: 1 }, ...players.slice(2)],
      rounds: [
        {
          round: 1,
          boards: [board1, { ...board(1, RESULT, ['p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'zz']) }],
        },
        { round: 1, boards: 'none' },
      ],
      finalRoundEntrants: ['p0', 'p0'],
      topBoardChoiceOrder: 'p0',
      lot: ['nobody'],
      teams: [{ name: 'A', members: ['p0'] }, 'B'],
      teamRound: 0,
    };
    expect(problemsOf(input)).toEqual([
      problem('DUPLICATE_ID', 'players[1].id: "p0" is the id of players[0] too', ['players', 1, 'id'], 'p0'),
      problem(
        'NOT_A_BOOLEAN',
        'players[2].withdrawn: 1 is not true or false',
        ['players', 2, 'withdrawn'],
        1,
      ),
      problem(
        'DUPLICATE_ID',
        'rounds[0].boards[1].board: board 1 is boards[0] of this round too',
        ['rounds', 0, 'boards', 1, 'board'],
        1,
      ),
      problem(
        'UNKNOWN_ID',
        'rounds[0].boards[1].game.powers.turkey.player: "zz" is not a player of the tournament',
        ['rounds', 0, 'boards', 1, 'game', 'powers', 'turkey', 'player'],
        'zz',
      ),
      problem('DUPLICATE_ID', 'rounds[1].round: round 1 is rounds[0] too', ['rounds', 1, 'round'], 1),
      problem('NOT_A_LIST', 'rounds[1].boards: "none" is not a list', ['rounds', 1, 'boards'], 'none'),
      problem(
        'DUPLICATE_ID',
        'finalRoundEntrants[1]: "p0" is listed at [0] of the final-round entrants too',
        ['finalRoundEntrants', 1],
        'p0',
      ),
      problem('NOT_A_LIST', 'topBoardChoiceOrder: "p0" is not a list', ['topBoardChoiceOrder'], 'p0'),
      problem('UNKNOWN_ID', 'lot[0]: "nobody" in the lot is not a player', ['lot', 0], 'nobody'),
      problem('NOT_AN_OBJECT', 'teams[1]: "B" is not an object', ['teams', 1], 'B'),
      problem('OUT_OF_RANGE', 'teamRound: 0 is outside 1…∞', ['teamRound'], 0),
    ]);
  });
});

// assertDiplomacyTournament: the value itself, or the first problem thrown with every problem attached.
describe('assertDiplomacyTournament', () => {
  it('returns the very same tournament when valid', () => {
    const input = tournament({
      teams: [{ name: 'A', members: ['p0'] }],
      teamRound: 1,
    }) as unknown as DiplomacyTournament;
    expect(assertDiplomacyTournament(input)).toBe(input);
  });
  it('one problem: throws exactly that problem', () => {
    expect(failure(() => assertDiplomacyTournament({ players: [], rounds: [], lot: ['x'] }))).toEqual([
      'UNKNOWN_ID',
      'lot[0]: "x" in the lot is not a player',
      ['lot', 0],
      'x',
    ]);
    const error = errorOf(() => assertDiplomacyTournament({ players: [], rounds: [], lot: ['x'] }));
    expect(error.problems).toEqual([error]);
  });
  it('two problems: the first, "(and 1 more problem)", with both attached', () => {
    const input = { players: [{ id: '' }], rounds: [], teams: [{ name: 'A', members: [] }] };
    const error = errorOf(() => assertDiplomacyTournament(input));
    expect(errorSummary(error)).toEqual(
      problem('EMPTY_STRING', 'players[0].id: "" is empty (and 1 more problem)', ['players', 0, 'id'], ''),
    );
    expect(error.problems.map(errorSummary)).toEqual(
      validateDiplomacyTournament(input).problems.map(errorSummary),
    );
    expect(error.problems.map((found) => found.code)).toEqual(['EMPTY_STRING', 'TEAM_ROUND_REQUIRED']);
  });
  it('three problems: "(and 2 more problems)", all attached in order', () => {
    const error = errorOf(() => assertDiplomacyTournament({}));
    expect(error).toBeInstanceOf(MindsportError);
    expect(failure(() => assertDiplomacyTournament(7))).toEqual([
      'NOT_AN_OBJECT',
      '(input): 7 is not an object',
      [],
      7,
    ]);
    const three = errorOf(() => assertDiplomacyTournament({ players: 'x', rounds: 'y', lot: 'z' }));
    expect(errorSummary(three)).toEqual(
      problem('NOT_A_LIST', 'players: "x" is not a list (and 2 more problems)', ['players'], 'x'),
    );
    expect(three.problems.map(errorSummary)).toEqual([
      problem('NOT_A_LIST', 'players: "x" is not a list', ['players'], 'x'),
      problem('NOT_A_LIST', 'rounds: "y" is not a list', ['rounds'], 'y'),
      problem('NOT_A_LIST', 'lot: "z" is not a list', ['lot'], 'z'),
    ]);
  });
});

// Functions never mutate their arguments (STYLE.md "Plain data in, plain data out").
describe('inputs are not mutated', () => {
  it('a frozen valid tournament with every optional field validates and is returned as is', () => {
    const input = deepFreeze(
      tournament({
        players: players.map((player, index) =>
          index === 0 ? { ...player, name: 'Kari', withdrawn: true } : player,
        ),
        finalRoundEntrants: ['p1', 'p2'],
        topBoardChoiceOrder: ['p2', 'p1'],
        lot: ['p5'],
        teams: [{ name: 'A', members: ['p0', 'p1', 'p2', 'p3'] }],
        teamRound: 1,
      }),
    );
    const copy = structuredClone(input);
    expectValid(input);
    expect(assertDiplomacyTournament(input)).toBe(input);
    expect(input).toEqual(copy);
  });
  it('a frozen invalid tournament is reported without being changed', () => {
    const twice = board(2, RESULT, ['p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'p0']);
    const input = deepFreeze({
      players: [...players, { id: 'p0' }],
      rounds: [{ round: 1, boards: [board1, twice] }, { round: 1 }],
      lot: ['p0', 'p0'],
      teams: [
        { name: 'A', members: ['p0'] },
        { name: 'A', members: ['p0', 'zz'] },
      ],
    });
    const copy = structuredClone(input);
    expect(problemsOf(input).map((found) => [found.code, found.path])).toEqual([
      ['DUPLICATE_ID', ['players', 14, 'id']],
      ['PLAYER_ON_TWO_BOARDS', ['rounds', 0, 'boards', 1, 'game', 'powers', 'turkey', 'player']],
      ['MISSING_FIELD', ['rounds', 1, 'boards']],
      ['DUPLICATE_ID', ['rounds', 1, 'round']],
      ['DUPLICATE_ID', ['lot', 1]],
      ['DUPLICATE_ID', ['teams', 1, 'name']],
      ['UNKNOWN_ID', ['teams', 1, 'members', 1]],
      ['PLAYER_IN_TWO_TEAMS', ['teams', 1, 'members', 0]],
      ['TEAM_ROUND_REQUIRED', ['teamRound']],
    ]);
    expect(input).toEqual(copy);
  });
});

// Defects found while writing this file (2026-11-30), each fixed: one problem never hides another.
describe('one problem hides no other (regressions)', () => {
  it('a repeated id with a bad name and withdrawn flag: all three are reported', () => {
    const input = { players: [{ id: 'a' }, { id: 'a', name: 5, withdrawn: 'yes' }], rounds: [] };
    expect(problemsOf(input)).toEqual([
      problem('DUPLICATE_ID', 'players[1].id: "a" is the id of players[0] too', ['players', 1, 'id'], 'a'),
      problem('NOT_A_STRING', 'players[1].name: 5 is not text', ['players', 1, 'name'], 5),
      problem(
        'NOT_A_BOOLEAN',
        'players[1].withdrawn: "yes" is not true or false',
        ['players', 1, 'withdrawn'],
        'yes',
      ),
    ]);
  });
  it('an empty id with a bad name: both reported', () => {
    expect(problemsOf({ players: [{ id: '', name: false }], rounds: [] })).toEqual([
      problem('EMPTY_STRING', 'players[0].id: "" is empty', ['players', 0, 'id'], ''),
      problem('NOT_A_STRING', 'players[0].name: false is not text', ['players', 0, 'name'], false),
    ]);
  });
  it('a player on a board without a number and on board 2 of the same round: both problems', () => {
    const { board: _, ...noNumber } = board1;
    const twice = board(2, RESULT, ['p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'p0']);
    expect(problemsOf({ players, rounds: [{ round: 1, boards: [noNumber, twice] }] })).toEqual([
      problem(
        'MISSING_FIELD',
        'rounds[0].boards[0].board: is missing',
        ['rounds', 0, 'boards', 0, 'board'],
        undefined,
      ),
      problem(
        'PLAYER_ON_TWO_BOARDS',
        'rounds[0].boards[1].game.powers.turkey.player: "p0" plays turkey here and also on board undefined of this round',
        ['rounds', 0, 'boards', 1, 'game', 'powers', 'turkey', 'player'],
        'p0',
      ),
    ]);
  });
  it('the earlier board of a double seat is named as given: a text board number is quoted', () => {
    const textNumber = { ...board1, board: '1' };
    const twice = board(2, RESULT, ['p7', 'p8', 'p9', 'p10', 'p11', 'p12', 'p0']);
    expect(problemsOf({ players, rounds: [{ round: 1, boards: [textNumber, twice] }] })).toEqual([
      problem(
        'NOT_AN_INTEGER',
        'rounds[0].boards[0].board: "1" is not a whole number',
        ['rounds', 0, 'boards', 0, 'board'],
        '1',
      ),
      problem(
        'PLAYER_ON_TWO_BOARDS',
        'rounds[0].boards[1].game.powers.turkey.player: "p0" plays turkey here and also on board "1" of this round',
        ['rounds', 0, 'boards', 1, 'game', 'powers', 'turkey', 'player'],
        'p0',
      ),
    ]);
  });
  it('a team with a bad name still has its members checked, and they count for the two-teams check', () => {
    const teams = [
      { name: 7, members: ['zz', 'p0'] },
      { name: 'B', members: ['p0'] },
    ];
    expect(problemsOf(tournament({ teams, teamRound: 1 }))).toEqual([
      problem('NOT_A_STRING', 'teams[0].name: 7 is not text', ['teams', 0, 'name'], 7),
      problem(
        'UNKNOWN_ID',
        'teams[0].members[0]: "zz" in the team 7 is not a player',
        ['teams', 0, 'members', 0],
        'zz',
      ),
      problem(
        'PLAYER_IN_TWO_TEAMS',
        'teams[1].members[0]: "p0" is also in team 7',
        ['teams', 1, 'members', 0],
        'p0',
      ),
    ]);
  });
  it('a member of two teams that share a name is reported too (two entries, one player)', () => {
    const teams = [
      { name: 'A', members: ['p0'] },
      { name: 'A', members: ['p0'] },
    ];
    expect(problemsOf(tournament({ teams, teamRound: 1 }))).toEqual([
      problem('DUPLICATE_ID', 'teams[1].name: "A" is the name of teams[0] too', ['teams', 1, 'name'], 'A'),
      problem(
        'PLAYER_IN_TWO_TEAMS',
        'teams[1].members[0]: "p0" is also in team "A"',
        ['teams', 1, 'members', 0],
        'p0',
      ),
    ]);
  });
});
