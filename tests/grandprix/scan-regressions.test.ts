/**
 * Two defects found while testing the season check: holes in a membership list made the
 * totals throw a `TypeError`, and a list with player fields passed for a player. A hole in
 * a list is `undefined` where an object is expected, and a list is not an object: both are
 * `NOT_AN_OBJECT` problems now, never a `TypeError`.
 */
import { describe, expect, it } from 'vitest';
import {
  type GrandPrixSeason,
  grandPrixStandings,
  validateGrandPrixSeason,
} from '../../src/grandprix/index.js';

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
