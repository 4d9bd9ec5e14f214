/**
 * Mutation survivors of `src/grandprix/scan.ts` (StrykerJS run of 2026-11-30, see
 * docs/mutation/grandprix-scan.md). The one-pass scan must accept exactly the seasons
 * `validateSeason` accepts (seed 000 §29 and the season shape of spec §1): when it rejects a
 * valid season, `requireSeason` throws INTERNAL, and when it accepts an invalid one the totals
 * are computed from bad data. Its `lineOrders` give each standings list best place first,
 * ties in id order, `undefined` when the input already is in that order (the scan's contract;
 * the totals read the lines through it). Expected values are worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import {
  type GrandPrixPlayer,
  type GrandPrixSeason,
  type GrandPrixTournament,
  seasonTotals,
  validateSeason,
} from '../../src/grandprix/index.js';
import { scanSeason } from '../../src/grandprix/scan.js';

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

/** Valid: validateSeason accepts, the scan accepts, the totals are computed. */
function expectValid(season: GrandPrixSeason): void {
  expect(validateSeason(season).ok).toBe(true);
  expect(scanSeason(season)).toBeDefined();
  expect(() => seasonTotals(season)).not.toThrow();
}

/** Invalid: validateSeason reports `code`, the scan rejects, the totals throw that problem. */
function expectInvalid(season: GrandPrixSeason, code: string): void {
  const validation = validateSeason(season);
  expect(validation.ok).toBe(false);
  expect(validation.problems.map((problem) => problem.code)).toContain(code);
  expect(scanSeason(season)).toBeUndefined();
  expect(thrown(() => seasonTotals(season)).code).toBe(code);
}

/** The scan's line order of the first tournament, as a plain list. */
function lineOrder(lines: readonly Line[]): number[] | undefined {
  const scan = scanSeason(standingsSeason(lines));
  expect(scan).toBeDefined();
  const order = scan?.lineOrders[0];
  return order === undefined ? undefined : [...order];
}

const line = (player: string, place: number): Line => ({ player, place });

describe('scanSeason: the season object (seed 000 §29, spec §1)', () => {
  it('rejects null, a number and a function as the season with BAD_SEASON', () => {
    expectInvalid(null as unknown as GrandPrixSeason, 'BAD_SEASON');
    expectInvalid(7 as unknown as GrandPrixSeason, 'BAD_SEASON');
    // A function is not a JSON object, even with the right fields (validateSeason: isRecord).
    expectInvalid(
      Object.assign(() => 0, { players: [], tournaments: [] }) as unknown as GrandPrixSeason,
      'BAD_SEASON',
    );
  });

  it('rejects players and tournaments that are not lists', () => {
    expectInvalid(seasonOf({}, []), 'BAD_SEASON');
    expectInvalid(seasonOf([member('a')], {}), 'BAD_SEASON');
  });
});

describe('scanSeason: players (seed 000 §30, spec decision 5)', () => {
  it('skips the holes of a sparse player list, as validateSeason does', () => {
    const season = seasonOf(sparse(3, { 0: member('a'), 2: member('b') }), [
      event('oslo', [line('a', 1), line('b', 2)]),
    ]);
    expectValid(season);
    const scan = scanSeason(season);
    expect(scan?.playerIndex.a).toBe(0);
    expect(scan?.playerIndex.b).toBe(2);
    // Both placed and eligible: 12 and 10 points (§31 scale).
    const totals = seasonTotals(season).totals;
    expect(totals.map((total) => [total.player, total.total.toString()])).toEqual([
      ['a', '12'],
      ['b', '10'],
    ]);
  });

  it('rejects an explicit undefined, null, a number and a function as a player (BAD_PLAYER)', () => {
    expectInvalid(seasonOf([member('a'), undefined], []), 'BAD_PLAYER');
    expectInvalid(seasonOf([member('a'), null], []), 'BAD_PLAYER');
    expectInvalid(seasonOf([null, member('a')], []), 'BAD_PLAYER');
    expectInvalid(seasonOf([5], []), 'BAD_PLAYER');
    const functionPlayer = Object.assign(() => 0, { id: 'f', citizenOrResident: true, memberships: [] });
    expectInvalid(seasonOf([functionPlayer], []), 'BAD_PLAYER');
  });

  it('rejects an empty and a non-string player id (BAD_PLAYER_ID)', () => {
    expectInvalid(seasonOf([{ id: '', citizenOrResident: true, memberships: [] }], []), 'BAD_PLAYER_ID');
    expectInvalid(seasonOf([{ id: 5, citizenOrResident: true, memberships: [] }], []), 'BAD_PLAYER_ID');
  });

  it('rejects a citizenOrResident flag that is not a boolean, also on the last player', () => {
    expectInvalid(seasonOf([{ id: 'a', citizenOrResident: 'yes', memberships: [] }], []), 'BAD_PLAYER');
  });

  it('rejects memberships that are not a list (BAD_PLAYER)', () => {
    expectInvalid(seasonOf([{ id: 'a', citizenOrResident: true, memberships: {} }], []), 'BAD_PLAYER');
  });

  it('skips the holes of a sparse membership list', () => {
    const player = {
      id: 'a',
      citizenOrResident: true,
      memberships: sparse(2, { 1: { from: '2020-01-01' } }),
    };
    const season = seasonOf([player], [event('oslo', [line('a', 1)])]);
    // validateSeason walks the list with forEach (holes skipped): the scan must accept it too.
    // (The totals of such a season throw a TypeError: tests/grandprix/scan-defects.test.ts.)
    expect(validateSeason(season).ok).toBe(true);
    expect(scanSeason(season)).toBeDefined();
  });

  it('rejects an explicit undefined or null membership period (BAD_MEMBERSHIP)', () => {
    expectInvalid(
      seasonOf([{ id: 'a', citizenOrResident: true, memberships: [undefined] }], []),
      'BAD_MEMBERSHIP',
    );
    expectInvalid(
      seasonOf([{ id: 'a', citizenOrResident: true, memberships: [null] }], []),
      'BAD_MEMBERSHIP',
    );
  });

  it('rejects a membership start that is not a calendar date (BAD_DATE)', () => {
    expectInvalid(
      seasonOf([{ id: 'a', citizenOrResident: true, memberships: [{ from: '2020-02-30' }] }], []),
      'BAD_DATE',
    );
  });
});

describe('scanSeason: the rating list (§34 last tie-break)', () => {
  it('rejects a rating list that is not a list', () => {
    expectInvalid(seasonOf([member('a')], [], {}), 'BAD_SEASON');
  });

  it('skips holes of a sparse rating list (two holes are no duplicate)', () => {
    expectValid(seasonOf([member('a'), member('b')], [], sparse(4, { 0: 'a', 3: 'b' })));
  });
});

describe('scanSeason: tournaments (seed 000 §29)', () => {
  it('skips the holes of a sparse tournament list', () => {
    const season = seasonOf([member('a')], sparse(3, { 1: event('oslo', [line('a', 1)]) }));
    expectValid(season);
    expect(scanSeason(season)?.ordered.map((tournament) => tournament.id)).toEqual(['oslo']);
  });

  it('rejects an explicit undefined, null, a number and a function as a tournament', () => {
    expectInvalid(seasonOf([member('a')], [undefined]), 'BAD_TOURNAMENT');
    expectInvalid(seasonOf([member('a')], [null]), 'BAD_TOURNAMENT');
    expectInvalid(seasonOf([member('a')], [3]), 'BAD_TOURNAMENT');
    const functionEvent = Object.assign(() => 0, {
      id: 'f',
      kind: 'regular',
      startDate: '2025-01-11',
      rounds: 7,
    });
    expectInvalid(seasonOf([member('a')], [functionEvent]), 'BAD_TOURNAMENT');
  });

  it('rejects an empty and a non-string tournament id (BAD_TOURNAMENT_ID)', () => {
    expectInvalid(seasonOf([member('a')], [event('')]), 'BAD_TOURNAMENT_ID');
    expectInvalid(seasonOf([member('a')], [event(5)]), 'BAD_TOURNAMENT_ID');
  });

  it('rejects rounds 0 and 1.5 (NO_ROUNDS: a whole number of at least 1)', () => {
    expectInvalid(seasonOf([member('a')], [{ ...event('oslo'), rounds: 0 }]), 'NO_ROUNDS');
    expectInvalid(seasonOf([member('a')], [{ ...event('oslo'), rounds: 1.5 }]), 'NO_ROUNDS');
  });

  it('rejects standings that are not a list (BAD_STANDINGS)', () => {
    expectInvalid(seasonOf([member('a')], [event('oslo', {})]), 'BAD_STANDINGS');
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
    expect(scanSeason(season)?.ordered.map((tournament) => tournament.id)).toEqual(['t0', 't1', 't2', 't3']);
  });
});

describe('scanSeason: standings lines (seed 000 §29–§31)', () => {
  it('rejects null and a number as a standings line (BAD_STANDINGS_LINE)', () => {
    expectInvalid(standingsSeason([null as unknown as Line]), 'BAD_STANDINGS_LINE');
    expectInvalid(standingsSeason([line('a', 1), 4 as unknown as Line]), 'BAD_STANDINGS_LINE');
  });

  it('rejects a function with line fields as a standings line (not a JSON object)', () => {
    const functionLine = Object.assign(() => 0, { player: 'a', place: 1 });
    expectInvalid(standingsSeason([functionLine as unknown as Line]), 'BAD_STANDINGS_LINE');
  });

  it('rejects a player id that is a number even when a player has its string form', () => {
    const season = seasonOf([member('5')], [event('oslo', [{ player: 5, place: 1 }])]);
    expectInvalid(season, 'UNKNOWN_PLAYER');
  });

  it('rejects rounds played below 0 and fractional (BAD_ROUNDS_PLAYED)', () => {
    expectInvalid(standingsSeason([{ player: 'a', place: 1, roundsPlayed: -1 }]), 'BAD_ROUNDS_PLAYED');
    expectInvalid(standingsSeason([{ player: 'a', place: 1, roundsPlayed: 1.5 }]), 'BAD_ROUNDS_PLAYED');
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

describe('scanSeason: line order, best place first, ties by id (the SeasonScan.lineOrders contract; spec §1 standings)', () => {
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
