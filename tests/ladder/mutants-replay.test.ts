/**
 * Every line of the ladder carries its position (1 = top) and its rank number, the top rank
 * number counting down by one per position (seed 002 Art. III.1) — checked on the hand-computed
 * season of `fixtures.ts` before round 1 and after the last round (mutation testing, issue 13).
 */
import { describe, expect, it } from 'vitest';
import { CLUB_LADDER, ladderFinalRanking, ladderStandings } from '../../src/ladder/index.js';
import { HAND_SEASON } from './fixtures.js';

describe('ladder positions and rank numbers (Art. III.1)', () => {
  it('before round 1: the starting ladder A…F, positions 1…6, rank numbers 100…95', () => {
    const { afterRound: round, rows: standings } = ladderStandings(HAND_SEASON, undefined, { afterRound: 0 });
    expect(round).toBe(0);
    expect(standings.map((line) => [line.playerId, line.place, line.rankNumber])).toEqual([
      ['A', 1, 100],
      ['B', 2, 99],
      ['C', 3, 98],
      ['D', 4, 97],
      ['E', 5, 96],
      ['F', 6, 95],
    ]);
  });

  it('after the last round: positions count from 1 and rank numbers from the top rank number down', () => {
    const { afterRound: round, rows: standings } = ladderStandings(HAND_SEASON);
    expect(round).toBe(12);
    expect(standings.map((line) => line.place)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(standings.map((line) => line.rankNumber)).toEqual(
      standings.map((_, index) => CLUB_LADDER.topRankNumber - index),
    );
  });
});

describe('final ranking: which key separated each row (Art. V.1–2)', () => {
  it('fewer points than the row above is decided by points; equal points by a tie-break key', () => {
    const rows = ladderFinalRanking(HAND_SEASON).rows;
    expect(rows[0]!.decidedBy).toBeNull();
    for (let index = 1; index < rows.length; index++) {
      const above = rows[index - 1]!;
      const row = rows[index]!;
      if (row.points.equals(above.points)) expect(row.decidedBy).not.toBe('points');
      else expect(row.decidedBy).toBe('points');
    }
    // B and C end level on 691 (scenario.test.ts): a tie-break key, not points, separates them.
    expect(rows.filter((row) => row.decidedBy !== 'points' && row.decidedBy !== null)).toHaveLength(1);
  });
});
