/**
 * Points are exact or refused (spec ladder.md, decision on exact arithmetic; Art. IV.3): rank
 * numbers of any size the configuration allows, and a coded error instead of a rounded total.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import { CLUB_LADDER, type LadderRules, ladderStandings } from '../../src/ladder/index.js';
import { failure } from '../helpers/errors.js';

/** B (second on the ladder) beats A with white in round 1. */
const season = {
  players: [{ id: 'A' }, { id: 'B' }],
  rounds: [{ present: ['A', 'B'], entries: [{ rule: 'game', white: 'B', black: 'A', result: '1-0' }] }],
} as const;

const pointsOf = (config: LadderRules) =>
  ladderStandings(season as never, config).rows.map((row) => [
    row.playerId,
    row.rankNumber,
    row.points.toString(),
  ]);

describe('ladder points stay exact', () => {
  it('rank numbers from 2^31 on are not wrapped (found by mutation testing: they were 32-bit)', () => {
    // No start points; B's win is worth A's rank number before the round: top (A is first).
    for (const top of [2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 40]) {
      expect(pointsOf({ ...CLUB_LADDER, topRankNumber: top, startPointFactor: 0 })).toEqual([
        ['B', top, String(top)],
        ['A', top - 1, '0'],
      ]);
    }
  });

  it('start points beyond 2^53 are refused with POINTS_TOO_LARGE, not rounded', () => {
    // A's start points: 2 × 2^52 = 2^53, held in units of 1/10 (take-back over 10 rounds).
    expect(
      failure(() =>
        ladderStandings(season as never, { ...CLUB_LADDER, topRankNumber: 2, startPointFactor: 2 ** 52 }),
      ),
    ).toEqual([
      'POINTS_TOO_LARGE',
      'players: the start points of "A" (about 9007199254740992) are too large to add up exactly; lower topRankNumber or startPointFactor',
      ['players'],
      'A',
    ]);
  });

  it('a round that would take a total beyond 2^53 units is refused, naming the round and the player', () => {
    // B's win is worth 2^51 points = 2^51 × 10 units (take-back over 10 rounds) > 2^53.
    expect(failure(() => pointsOf({ ...CLUB_LADDER, topRankNumber: 2 ** 51, startPointFactor: 0 }))).toEqual([
      'POINTS_TOO_LARGE',
      'rounds[0]: the points after round 1 of "B" (about 2251799813685248) are too large to add up exactly; lower topRankNumber or startPointFactor',
      ['rounds', 0],
      'B',
    ]);
    // Without take-back the unit is 1/2 point: 2^51 points = 2^52 units, still exact.
    expect(
      pointsOf({ ...CLUB_LADDER, topRankNumber: 2 ** 51, startPointFactor: 0, takeBackRounds: 0 }),
    ).toEqual([
      ['B', 2 ** 51, String(2 ** 51)],
      ['A', 2 ** 51 - 1, '0'],
    ]);
  });

  it('a total of exactly 2^53 − 1 units is still exact, so it is kept', () => {
    // Halves as the unit (no take-back); B draws with A: B gains A's rank number 2^53 − 1 in
    // half points, A gains B's, 2^53 − 2 (Art. IV.3: a draw is worth half the rank number).
    const drawn = {
      players: [{ id: 'A' }, { id: 'B' }],
      rounds: [
        { present: ['A', 'B'], entries: [{ rule: 'game', white: 'B', black: 'A', result: '1/2-1/2' }] },
      ],
    };
    const top = Number.MAX_SAFE_INTEGER;
    const { rows: standings } = ladderStandings(drawn as never, {
      ...CLUB_LADDER,
      topRankNumber: top,
      startPointFactor: 0,
      takeBackRounds: 0,
    });
    expect(standings.map((row) => [row.playerId, row.points.toString()])).toEqual([
      ['B', Fraction.of(top, 2).toString()],
      ['A', Fraction.of(top - 1, 2).toString()],
    ]);
  });
});
