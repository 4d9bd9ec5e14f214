/**
 * The season check (seed 000 §29 and the season shape of spec §1): what
 * `validateGrandPrixSeason` accepts the standings compute, and what it refuses the
 * standings throw as their first problem. A scored tournament lists its standings best
 * place first, ties in id order, whatever order the input has (spec §1 standings). Expected
 * values are worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import {
  type GrandPrixPlayer,
  type GrandPrixSeason,
  type GrandPrixTournament,
  grandPrixStandings,
  validateGrandPrixSeason,
} from '../../src/grandprix/index.js';
import { seasonTotals, tournamentPoints } from './helpers.js';

const member = (id: string): GrandPrixPlayer => ({
  id,
  citizenOrResident: true,
  memberships: [{ from: '2020-01-01' }],
});

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

function thrown(run: () => unknown): MindsportError {
  try {
    run();
  } catch (error) {
    if (error instanceof MindsportError) return error;
    throw error;
  }
  throw new Error('expected a MindsportError');
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
