/**
 * The standings order of seed 004 "Eindstand" 1: points, then saldo (plus-remises minus
 * minus-remises); players still equal share the place and keep their input order. Exact
 * rows and groups, so a flipped comparison or a lost tie fails a test (mutation testing, issue 13).
 */
import { describe, expect, it } from 'vitest';
import { type PlayerScore, placeGroups, rankScores, tieGroups } from '../../src/draughts/index.js';

function score(player: string, points: number, saldo: number): PlayerScore {
  const plus = Math.max(saldo, 0);
  const minus = Math.max(-saldo, 0);
  return { player, games: 4, points, plus, minus, saldo, wins: 0, draws: 0, losses: 0, doubleForfeits: 0 };
}

describe('rankScores (seed 004 "Eindstand" 1)', () => {
  it('points first, saldo second; equal on both share, in input order (not by name)', () => {
    const rows = rankScores([
      score('zoe', 4, 0),
      score('bob', 6, -1),
      score('yan', 4, 0),
      score('amy', 6, 1),
      score('kim', 4, 1),
      score('eve', 2, 0),
    ]);
    expect(rows.map((row) => [row.player, row.place, row.places, row.shared, row.placeLabel])).toEqual([
      ['amy', 1, [1, 1], false, '1'],
      ['bob', 2, [2, 2], false, '2'],
      ['kim', 3, [3, 3], false, '3'],
      ['zoe', 4, [4, 5], true, '4–5'],
      ['yan', 4, [4, 5], true, '4–5'],
      ['eve', 6, [6, 6], false, '6'],
    ]);
    expect(rows[0]).toMatchObject({ points: 6, saldo: 1, plus: 1, minus: 0, games: 4 });
    expect(Object.isFrozen(rows[0])).toBe(true);
    expect(Object.isFrozen(rows[0]!.places)).toBe(true);
  });

  it('a three-way tie keeps input order whatever the names', () => {
    const rows = rankScores([score('c', 3, 0), score('a', 3, 0), score('b', 3, 0)]);
    expect(rows.map((row) => row.player)).toEqual(['c', 'a', 'b']);
    expect(rows.every((row) => row.placeLabel === '1–3' && row.shared)).toBe(true);
  });

  it('place groups list every place; tie groups only the shared ones', () => {
    const rows = rankScores([
      score('d', 1, 0),
      score('c', 5, 0),
      score('b', 5, 0),
      score('a', 3, 0),
      score('e', 1, 0),
      score('f', 1, 0),
    ]);
    expect(placeGroups(rows)).toEqual([
      { players: ['c', 'b'], places: [1, 2] },
      { players: ['a'], places: [3, 3] },
      { players: ['d', 'e', 'f'], places: [4, 6] },
    ]);
    expect(tieGroups(rows)).toEqual([
      { players: ['c', 'b'], places: [1, 2] },
      { players: ['d', 'e', 'f'], places: [4, 6] },
    ]);
    expect(placeGroups([])).toEqual([]);
    expect(tieGroups(rankScores([score('solo', 2, 0)]))).toEqual([]);
  });
});
