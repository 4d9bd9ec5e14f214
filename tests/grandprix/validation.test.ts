/**
 * The season check and bad input (seed 000 §29 and the season shape of spec §1): every
 * problem is a MindsportError with a stable code and the path to the bad field; what
 * `validateGrandPrixSeason` accepts the standings compute, and what it refuses the
 * standings throw as their first problem. A scored tournament lists its standings best
 * place first, ties in id order, whatever order the input has. Expected values are worked
 * out by hand.
 */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import {
  type GrandPrixSeason,
  type GrandPrixTournament,
  grandPrixNordicTeams,
  grandPrixOutlook,
  grandPrixSelection,
  grandPrixStandings,
  NGP,
  placePoints,
  validateGrandPrixRules,
  validateGrandPrixSeason,
} from '../../src/grandprix/index.js';
import { season } from './fixture.js';
import { seasonTotals, tournamentPoints } from './helpers.js';

const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });

function thrown(run: () => unknown): MindsportError {
  try {
    run();
  } catch (error) {
    if (error instanceof MindsportError) return error;
    throw error;
  }
  throw new Error('expected a MindsportError');
}

const LETTERS = 'abcdefghijklmnopq'.split('');
const PLAYERS = LETTERS.map(member);

type Line = { player: unknown; place: unknown; roundsPlayed?: unknown };

function event(id: unknown, standings?: unknown, startDate = '2025-01-11'): GrandPrixTournament {
  return {
    id,
    kind: 'regular',
    startDate,
    rounds: 7,
    ...(standings === undefined ? {} : { standings }),
  } as unknown as GrandPrixTournament;
}

function seasonOf(players: unknown, tournaments: unknown, ratingList?: unknown): GrandPrixSeason {
  return {
    players,
    tournaments,
    ...(ratingList === undefined ? {} : { ratingList }),
  } as unknown as GrandPrixSeason;
}

/** One tournament over players a…q with the given standings lines. */
function standingsSeason(lines: readonly Line[]): GrandPrixSeason {
  return seasonOf(PLAYERS, [event('oslo', lines)]);
}

/** A list of `length` slots with only the given indices present (holes elsewhere). */
function sparse<T>(length: number, entries: Record<number, T>): T[] {
  const list = new Array<T>(length);
  for (const [index, value] of Object.entries(entries)) list[Number(index)] = value;
  return list;
}

/** Valid: validateGrandPrixSeason accepts, the standings are computed. */
function expectValid(season: GrandPrixSeason): void {
  expect(validateGrandPrixSeason(season).ok).toBe(true);
  expect(() => grandPrixStandings(season)).not.toThrow();
}

/** Invalid: validateGrandPrixSeason reports `code`, the standings throw that problem first. */
function expectInvalid(season: GrandPrixSeason, code: string): void {
  const validation = validateGrandPrixSeason(season);
  expect(validation.ok).toBe(false);
  expect(validation.problems.map((problem) => problem.code)).toContain(code);
  expect(thrown(() => grandPrixStandings(season)).code).toBe(code);
}

/**
 * The input line numbers of a scored tournament's rows, best place first, ties in id order;
 * `undefined` when that is the input order already.
 */
function lineOrder(lines: readonly Line[]): number[] | undefined {
  const season = standingsSeason(lines);
  expect(validateGrandPrixSeason(season).ok).toBe(true);
  const rows = tournamentPoints(season.tournaments[0] as GrandPrixTournament, season.players).rows;
  const order = rows.map((row) => lines.findIndex((line) => line.player === row.playerId));
  return order.every((line, index) => line === index) ? undefined : order;
}

const line = (player: string, place: number): Line => ({ player, place });

describe('grandprix bad input', () => {
  it('a player placed twice in one event', () => {
    const bad: GrandPrixSeason = {
      players: [member('anne'), member('bjorn')],
      tournaments: [
        {
          id: 'oslo',
          kind: 'regular',
          startDate: '2025-01-11',
          rounds: 7,
          standings: [
            { player: 'anne', place: 1 },
            { player: 'bjorn', place: 2 },
            { player: 'anne', place: 3 },
          ],
        },
      ],
    };
    const error = thrown(() => grandPrixStandings(bad));
    expect(error.code).toBe('PLAYER_PLACED_TWICE');
    expect(error.path).toEqual(['tournaments', 0, 'standings', 2, 'player']);
    expect(error.message).toBe(
      'tournaments[0].standings[2].player: "anne" is placed twice in "oslo" (lines 0 and 2)',
    );
  });

  it('an event with no rounds', () => {
    const error = thrown(() =>
      grandPrixStandings({
        players: [member('anne')],
        tournaments: [{ id: 'x', kind: 'regular', startDate: '2025-01-11', rounds: 0, standings: [] }],
      }),
    );
    expect(error.code).toBe('OUT_OF_RANGE');
    expect(error.path).toEqual(['tournaments', 0, 'rounds']);
    expect(error.value).toBe(0);
  });

  it('an unknown kind', () => {
    const error = thrown(() =>
      seasonTotals({
        players: [member('anne')],
        tournaments: [{ id: 'x', kind: 'blitz' as never, startDate: '2025-01-11', rounds: 5 }],
      }),
    );
    expect(error.code).toBe('NOT_ONE_OF');
    expect(error.path).toEqual(['tournaments', 0, 'kind']);
    expect(error.value).toBe('blitz');
  });

  it('validateGrandPrixSeason reports every problem at once, each with its path', () => {
    const result = validateGrandPrixSeason({
      players: [
        member('anne'),
        member('anne'),
        { id: 'x', citizenOrResident: 'yes', memberships: [{ from: '2025-02-30' }] },
      ],
      tournaments: [
        {
          id: 't',
          kind: 'regular',
          startDate: '2025-13-01',
          rounds: 5,
          standings: [
            { player: 'nobody', place: 1 },
            { player: 'anne', place: 0 },
            { player: 'x', place: 2, roundsPlayed: 6 },
          ],
        },
        { id: 't', kind: 'lightning', startDate: '2025-01-01', rounds: 1.5 },
      ],
      ratingList: ['anne', 'anne'],
    } as never);
    expect(result.ok).toBe(false);
    expect(result.problems.map((problem) => [problem.code, problem.pointer])).toEqual([
      ['DUPLICATE_ID', '/players/1/id'],
      ['NOT_A_DATE', '/players/2/memberships/0/from'],
      ['NOT_A_BOOLEAN', '/players/2/citizenOrResident'],
      ['DUPLICATE_ID', '/ratingList/1'],
      ['NOT_A_DATE', '/tournaments/0/startDate'],
      ['UNKNOWN_ID', '/tournaments/0/standings/0/player'],
      ['OUT_OF_RANGE', '/tournaments/0/standings/1/place'],
      ['OUT_OF_RANGE', '/tournaments/0/standings/2/roundsPlayed'],
      ['NOT_AN_INTEGER', '/tournaments/1/rounds'],
      ['DUPLICATE_ID', '/tournaments/1/id'],
    ]);
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'players[1].id: "anne" is already the id of players[0]',
      'players[2].memberships[0].from: "2025-02-30" is not a date (YYYY-MM-DD)',
      'players[2].citizenOrResident: "yes" is not true or false',
      'ratingList[1]: "anne" is already on the rating list at 0',
      'tournaments[0].startDate: "2025-13-01" is not a date (YYYY-MM-DD)',
      `tournaments[0].standings[0].player: "nobody" is not a player's id`,
      'tournaments[0].standings[1].place: 0 is outside 1…∞',
      'tournaments[0].standings[2].roundsPlayed: 6 is outside 0…5',
      'tournaments[1].rounds: 1.5 is not a whole number',
      'tournaments[1].id: "t" is already the id of tournaments[0]',
    ]);
  });

  it('a place inside a range of shared places (1, 2, 2, 3)', () => {
    const result = validateGrandPrixSeason({
      players: ['a', 'b', 'c', 'd'].map(member),
      tournaments: [
        {
          id: 't',
          kind: 'regular',
          startDate: '2025-01-11',
          rounds: 5,
          standings: [
            { player: 'a', place: 1 },
            { player: 'b', place: 2 },
            { player: 'c', place: 2 },
            { player: 'd', place: 3 },
          ],
        },
      ],
    });
    expect(result.problems.map((problem) => [problem.code, problem.pointer])).toEqual([
      ['PLACE_INSIDE_SHARED_RANGE', '/tournaments/0/standings/3/place'],
    ]);
  });

  it('a membership that ends before it starts, an unknown live-table event, bad seats and rules', () => {
    const ends = validateGrandPrixSeason({
      players: [
        { id: 'a', citizenOrResident: true, memberships: [{ from: '2025-02-01', to: '2025-01-01' }] },
      ],
      tournaments: [],
    }).problems[0];
    expect([ends?.code, ends?.pointer, ends?.message]).toEqual([
      'MEMBERSHIP_ENDS_BEFORE_START',
      '/players/0/memberships/0/to',
      'players[0].memberships[0].to: "2025-01-01" is before the start "2025-02-01"',
    ]);
    const after = thrown(() => grandPrixStandings(season, NGP, { afterTournament: 'nope' }));
    expect([after.code, after.path, after.message]).toEqual([
      'UNKNOWN_ID',
      ['options', 'afterTournament'],
      `options.afterTournament: "nope" is not a tournament's id`,
    ]);
    expect(thrown(() => grandPrixSelection(season, NGP, { teamSize: -1 })).path).toEqual([
      'options',
      'teamSize',
    ]);
    expect(thrown(() => grandPrixSelection(season, NGP, { teamSize: 2, champion: 'zed' })).code).toBe(
      'UNKNOWN_ID',
    );
    expect(thrown(() => grandPrixOutlook(season, NGP, { playerId: 'zed' })).code).toBe('UNKNOWN_ID');
    expect(
      thrown(() => grandPrixNordicTeams({ players: [], tournaments: [], ratingList: ['a', 'b', 'a'] })).code,
    ).toBe('DUPLICATE_ID');
    const noTeams = thrown(() => grandPrixNordicTeams(season, { ...NGP, nordicTeamSize: 0 }));
    expect([noTeams.code, noTeams.path]).toEqual(['OUT_OF_RANGE', ['rules', 'nordicTeamSize']]);
    expect(thrown(() => placePoints('participationOnly' as never, 1, 1)).code).toBe('NOT_ONE_OF');
    const badRules = validateGrandPrixRules({
      ...NGP,
      multipliers: { ...NGP.multipliers, lightning: 'half' },
    });
    expect(badRules.problems[0]?.path).toEqual(['rules', 'multipliers', 'lightning']);
    expect(validateGrandPrixRules({ ...NGP, placePoints: [12, -1] }).problems[0]?.path).toEqual([
      'rules',
      'placePoints',
      1,
    ]);
  });

  it('never mutates its input', () => {
    const copy = structuredClone(season);
    grandPrixStandings(season);
    grandPrixSelection(season, NGP, { teamSize: 3 });
    grandPrixOutlook(season, NGP, { playerId: 'anne', afterTournament: 'lyn' });
    expect(season).toEqual(copy);
  });
});

describe('the season object (seed 000 §29, spec §1)', () => {
  it('rejects null, a number and a function as the season with NOT_AN_OBJECT', () => {
    expectInvalid(null as unknown as GrandPrixSeason, 'NOT_AN_OBJECT');
    expectInvalid(7 as unknown as GrandPrixSeason, 'NOT_AN_OBJECT');
    // A function is not a JSON object, even with the right fields (isRecord).
    expectInvalid(
      Object.assign(() => 0, { players: [], tournaments: [] }) as unknown as GrandPrixSeason,
      'NOT_AN_OBJECT',
    );
  });

  it('rejects players and tournaments that are not lists', () => {
    expectInvalid(seasonOf({}, []), 'NOT_A_LIST');
    expectInvalid(seasonOf([member('a')], {}), 'NOT_A_LIST');
  });
});

describe('players (seed 000 §30, spec decision 5)', () => {
  it('refuses the hole of a sparse player list (undefined is not a player); players anywhere in the list are scored', () => {
    const season = seasonOf(sparse(3, { 0: member('a'), 2: member('b') }), [
      event('oslo', [line('a', 1), line('b', 2)]),
    ]);
    expectInvalid(season, 'NOT_AN_OBJECT');
    expect(validateGrandPrixSeason(season).problems.map((problem) => problem.pointer)).toEqual([
      '/players/1',
    ]);
    const whole = seasonOf(
      [member('a'), member('c'), member('b')],
      [event('oslo', [line('a', 1), line('b', 2)])],
    );
    // Both placed and eligible: 12 and 10 points (§31 scale).
    const totals = seasonTotals(whole).totals;
    expect(totals.map((total) => [total.playerId, total.total.toString()])).toEqual([
      ['a', '12'],
      ['b', '10'],
    ]);
  });

  it('rejects an explicit undefined, null, a number and a function as a player', () => {
    expectInvalid(seasonOf([member('a'), undefined], []), 'NOT_AN_OBJECT');
    expectInvalid(seasonOf([member('a'), null], []), 'NOT_AN_OBJECT');
    expectInvalid(seasonOf([null, member('a')], []), 'NOT_AN_OBJECT');
    expectInvalid(seasonOf([5], []), 'NOT_AN_OBJECT');
    const functionPlayer = Object.assign(() => 0, { id: 'f', citizenOrResident: true, memberships: [] });
    expectInvalid(seasonOf([functionPlayer], []), 'NOT_AN_OBJECT');
  });

  it('rejects an empty and a non-string player id', () => {
    expectInvalid(seasonOf([{ id: '', citizenOrResident: true, memberships: [] }], []), 'EMPTY_STRING');
    expectInvalid(seasonOf([{ id: 5, citizenOrResident: true, memberships: [] }], []), 'NOT_A_STRING');
  });

  it('rejects a citizenOrResident flag that is not a boolean (NOT_A_BOOLEAN), also on the last player', () => {
    expectInvalid(seasonOf([{ id: 'a', citizenOrResident: 'yes', memberships: [] }], []), 'NOT_A_BOOLEAN');
  });

  it('rejects memberships that are not a list', () => {
    expectInvalid(seasonOf([{ id: 'a', citizenOrResident: true, memberships: {} }], []), 'NOT_A_LIST');
  });

  it('refuses the hole of a sparse membership list', () => {
    const player = {
      id: 'a',
      citizenOrResident: true,
      memberships: sparse(2, { 1: { from: '2020-01-01' } }),
    };
    const season = seasonOf([player], [event('oslo', [line('a', 1)])]);
    expectInvalid(season, 'NOT_AN_OBJECT');
  });

  it('rejects an explicit undefined or null membership period', () => {
    expectInvalid(
      seasonOf([{ id: 'a', citizenOrResident: true, memberships: [undefined] }], []),
      'NOT_AN_OBJECT',
    );
    expectInvalid(seasonOf([{ id: 'a', citizenOrResident: true, memberships: [null] }], []), 'NOT_AN_OBJECT');
  });

  it('rejects a membership start that is not a calendar date (NOT_A_DATE)', () => {
    expectInvalid(
      seasonOf([{ id: 'a', citizenOrResident: true, memberships: [{ from: '2020-02-30' }] }], []),
      'NOT_A_DATE',
    );
  });
});

describe('the rating list (§34 last tie-break)', () => {
  it('rejects a rating list that is not a list', () => {
    expectInvalid(seasonOf([member('a')], [], {}), 'NOT_A_LIST');
  });

  it('refuses the holes of a sparse rating list (not ids; two holes are not one id twice)', () => {
    const season = seasonOf([member('a'), member('b')], [], sparse(4, { 0: 'a', 3: 'b' }));
    expect(
      validateGrandPrixSeason(season).problems.map((problem) => [problem.code, problem.pointer]),
    ).toEqual([
      ['NOT_A_STRING', '/ratingList/1'],
      ['NOT_A_STRING', '/ratingList/2'],
    ]);
  });
});

describe('tournaments (seed 000 §29)', () => {
  it('refuses the holes of a sparse tournament list', () => {
    const season = seasonOf([member('a')], sparse(3, { 1: event('oslo', [line('a', 1)]) }));
    expectInvalid(season, 'NOT_AN_OBJECT');
    expect(validateGrandPrixSeason(season).problems.map((problem) => problem.pointer)).toEqual([
      '/tournaments/0',
      '/tournaments/2',
    ]);
  });

  it('rejects an explicit undefined, null, a number and a function as a tournament', () => {
    expectInvalid(seasonOf([member('a')], [undefined]), 'NOT_AN_OBJECT');
    expectInvalid(seasonOf([member('a')], [null]), 'NOT_AN_OBJECT');
    expectInvalid(seasonOf([member('a')], [3]), 'NOT_AN_OBJECT');
    const functionEvent = Object.assign(() => 0, {
      id: 'f',
      kind: 'regular',
      startDate: '2025-01-11',
      rounds: 7,
    });
    expectInvalid(seasonOf([member('a')], [functionEvent]), 'NOT_AN_OBJECT');
  });

  it('rejects an empty and a non-string tournament id', () => {
    expectInvalid(seasonOf([member('a')], [event('')]), 'EMPTY_STRING');
    expectInvalid(seasonOf([member('a')], [event(5)]), 'NOT_A_STRING');
  });

  it('rejects rounds 0 and 1.5 (a whole number of at least 1)', () => {
    expectInvalid(seasonOf([member('a')], [{ ...event('oslo'), rounds: 0 }]), 'OUT_OF_RANGE');
    expectInvalid(seasonOf([member('a')], [{ ...event('oslo'), rounds: 1.5 }]), 'NOT_AN_INTEGER');
  });

  it('rejects standings that are not a list', () => {
    expectInvalid(seasonOf([member('a')], [event('oslo', {})]), 'NOT_A_LIST');
  });

  it('orders tournaments of one start date by id (season order)', () => {
    const season = seasonOf(
      [member('a')],
      [
        event('t3', [line('a', 1)]),
        event('t1', [line('a', 1)]),
        event('t2', [line('a', 1)]),
        event('t0', undefined, '2024-12-01'),
      ],
    );
    expect(grandPrixStandings(season).playedTournaments).toEqual(['t1', 't2', 't3']);
    expect(grandPrixStandings(season).remainingTournaments).toEqual(['t0']);
    expect(seasonTotals(season).totals[0]?.results.map((result) => result.tournamentId)).toEqual([
      't1',
      't2',
      't3',
    ]);
  });
});

describe('standings lines (seed 000 §29–§31)', () => {
  it('rejects null and a number as a standings line', () => {
    expectInvalid(standingsSeason([null as unknown as Line]), 'NOT_AN_OBJECT');
    expectInvalid(standingsSeason([line('a', 1), 4 as unknown as Line]), 'NOT_AN_OBJECT');
  });

  it('rejects a function with line fields as a standings line (not a JSON object)', () => {
    const functionLine = Object.assign(() => 0, { player: 'a', place: 1 });
    expectInvalid(standingsSeason([functionLine as unknown as Line]), 'NOT_AN_OBJECT');
  });

  it('rejects a player id that is a number even when a player has its string form', () => {
    const season = seasonOf([member('5')], [event('oslo', [{ player: 5, place: 1 }])]);
    expectInvalid(season, 'NOT_A_STRING');
  });

  it('rejects rounds played below 0 and fractional', () => {
    expectInvalid(standingsSeason([{ player: 'a', place: 1, roundsPlayed: -1 }]), 'OUT_OF_RANGE');
    expectInvalid(standingsSeason([{ player: 'a', place: 1, roundsPlayed: 1.5 }]), 'NOT_AN_INTEGER');
    expectValid(standingsSeason([{ player: 'a', place: 1, roundsPlayed: 7 }]));
  });

  it('rejects unsorted standings with a place inside a shared range (1, 1 then 2)', () => {
    // Two players on place 1 occupy places 1–2: place 2 lies inside (spec §3 shared places).
    expectInvalid(standingsSeason([line('c', 2), line('a', 1), line('b', 1)]), 'PLACE_INSIDE_SHARED_RANGE');
    expectInvalid(standingsSeason([line('a', 1), line('b', 1), line('c', 2)]), 'PLACE_INSIDE_SHARED_RANGE');
  });

  it('accepts valid unsorted standings with shared places', () => {
    expectValid(standingsSeason([line('d', 3), line('b', 1), line('a', 1), line('c', 3)]));
  });
});

describe('a scored tournament lists its lines best place first, ties by id (spec §1 standings)', () => {
  it('is undefined for standings already in place order with distinct places', () => {
    expect(lineOrder([line('a', 1), line('b', 2), line('c', 3)])).toBeUndefined();
  });

  it('is undefined for sorted standings whose ties are in id order', () => {
    expect(lineOrder([line('a', 1), line('b', 1), line('c', 3)])).toBeUndefined();
  });

  it('puts a tie listed out of id order into id order', () => {
    expect(lineOrder([line('b', 1), line('a', 1)])).toEqual([1, 0]);
    expect(lineOrder([line('c', 1), line('b', 2), line('a', 2)])).toEqual([0, 2, 1]);
  });

  it('fixes every tie group out of id order, not only the last', () => {
    expect(lineOrder([line('b', 1), line('a', 1), line('d', 3), line('c', 3)])).toEqual([1, 0, 3, 2]);
  });

  it('inserts into the middle of a tie group', () => {
    expect(lineOrder([line('a', 1), line('c', 1), line('b', 1)])).toEqual([0, 2, 1]);
    expect(lineOrder([line('b', 1), line('c', 1), line('a', 1)])).toEqual([2, 0, 1]);
  });

  it('sorts unsorted standings by place, then id', () => {
    // a, b on 1 (lines 2, 1), c, d on 3 (lines 3, 0).
    expect(lineOrder([line('d', 3), line('b', 1), line('a', 1), line('c', 3)])).toEqual([2, 1, 3, 0]);
    expect(lineOrder([line('b', 2), line('a', 2), line('c', 1)])).toEqual([2, 1, 0]);
    expect(lineOrder([line('e', 5), line('d', 4), line('c', 3), line('b', 1), line('a', 1)])).toEqual([
      4, 3, 2, 1, 0,
    ]);
    expect(lineOrder([line('c', 3), line('a', 1), line('b', 2)])).toEqual([1, 2, 0]);
  });

  it('sorts a tie group of 17 listed in reverse id order', () => {
    const reversed = [...LETTERS].reverse().map((player) => line(player, 1));
    expect(lineOrder(reversed)).toEqual([16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('sorts a tie group of 17 listed out of id order after a first place', () => {
    // q wins; a…p share 2nd, listed p, a, b, …, o (lines 1…16).
    const lines = [line('q', 1), line('p', 2), ...LETTERS.slice(0, 15).map((player) => line(player, 2))];
    expect(lineOrder(lines)).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 1]);
  });
});

describe('season check defects', () => {
  it('a sparse membership list is refused at the hole, never a TypeError (seed 000 §30)', () => {
    const memberships = new Array<{ from: string }>(2);
    memberships[1] = { from: '2020-01-01' };
    const season: GrandPrixSeason = {
      players: [{ id: 'a', citizenOrResident: true, memberships }],
      tournaments: [
        {
          id: 'oslo',
          kind: 'regular',
          startDate: '2025-01-11',
          rounds: 7,
          standings: [{ player: 'a', place: 1 }],
        },
      ],
    };
    expect(
      validateGrandPrixSeason(season).problems.map((problem) => [problem.code, problem.pointer]),
    ).toEqual([['NOT_AN_OBJECT', '/players/0/memberships/0']]);
    expect(() => grandPrixStandings(season)).toThrow(
      /players\[0\]\.memberships\[0\]: undefined is not an object/,
    );
    // Without the hole: a member since 2020-01-01, sole player, place 1 of a regular event: 12 points (§31).
    const whole = { ...season, players: [{ ...season.players[0]!, memberships: [{ from: '2020-01-01' }] }] };
    expect(grandPrixStandings(whole).rows[0]?.total.toString()).toBe('12');
  });

  it('an array with player fields is not a player', () => {
    const player = Object.assign([], { id: 'a', citizenOrResident: true, memberships: [] });
    const season = { players: [player], tournaments: [] } as unknown as GrandPrixSeason;
    expect(validateGrandPrixSeason(season).ok).toBe(false);
    expect(() => grandPrixStandings(season)).toThrow(/players\[0\]: \[\] is not an object/);
  });
});

describe('issue 24: problems of the rules and the options, each with its code and path', () => {
  const problemOf = (run: () => unknown) => {
    const error = thrown(run);
    return [error.code, error.path];
  };
  it('rules: a negative share, a tie-break listed twice', () => {
    expect(problemOf(() => grandPrixStandings(season, { ...NGP, countedShare: '-1/3' }))).toEqual([
      'OUT_OF_RANGE',
      ['rules', 'countedShare'],
    ]);
    const twice = { ...NGP, tableTieBreaks: [...NGP.tableTieBreaks, ...NGP.tableTieBreaks] };
    expect(problemOf(() => grandPrixStandings(season, twice))).toEqual([
      'DUPLICATE_ID',
      ['rules', 'tableTieBreaks', 1, 'kind'],
    ]);
  });
  it('options: required ones missing, a quota name, an entrant or a field member given twice', () => {
    expect(problemOf(() => grandPrixSelection(season, NGP, {} as never))).toEqual([
      'MISSING_FIELD',
      ['options', 'teamSize'],
    ]);
    expect(problemOf(() => grandPrixOutlook(season, NGP, {} as never))).toEqual([
      'MISSING_FIELD',
      ['options', 'playerId'],
    ]);
    const women = { name: 'women', category: 'women', size: 1 };
    expect(problemOf(() => grandPrixSelection(season, NGP, { teamSize: 2, quotas: [women, women] }))).toEqual(
      ['DUPLICATE_ID', ['options', 'quotas', 1, 'name']],
    );
    expect(problemOf(() => grandPrixNordicTeams(season, NGP, { entrants: ['anne', 'anne'] }))).toEqual([
      'DUPLICATE_ID',
      ['options', 'entrants', 1],
    ]);
    expect(
      problemOf(() => grandPrixOutlook(season, NGP, { playerId: 'anne', field: ['cato', 'cato'] })),
    ).toEqual(['DUPLICATE_ID', ['options', 'field', 1]]);
  });
});
