/**
 * The standings order of seed 004 "Eindstand" 1: points, then saldo (plus-remises minus
 * minus-remises); players still equal share the place and keep their input order. Exact
 * rows and groups, so a flipped comparison or a lost tie fails a test (mutation testing, issue 13).
 * Standings are written as `[id, points, saldo]` (see `scoredEvent`: every player has one
 * point more than written, which keeps the order and the ties).
 */
import { describe, expect, it } from 'vitest';
import { draughtsStandings } from '../../src/draughts/index.js';
import { POINTS_APART, SINK, scoredEvent } from './events.js';

/** The standings rows of the entries, the sink left out. */
function rankScores(entries: readonly (readonly [string, number, number])[]) {
  const standings = draughtsStandings(scoredEvent(entries), POINTS_APART);
  return { rows: standings.rows.filter((row) => row.playerId !== SINK), ties: standings.ties };
}

describe('the standings order (seed 004 "Eindstand" 1)', () => {
  it('points first, saldo second; equal on both share, in input order (not by name)', () => {
    const { rows } = rankScores([
      ['zoe', 4, 0],
      ['bob', 6, -1],
      ['yan', 4, 0],
      ['amy', 6, 1],
      ['kim', 4, 1],
      ['eve', 2, 0],
    ]);
    expect(
      rows.map((row) => [row.playerId, row.place, [row.place, row.lastPlace], row.shared, row.placeLabel]),
    ).toEqual([
      ['amy', 1, [1, 1], false, '1'],
      ['bob', 2, [2, 2], false, '2'],
      ['kim', 3, [3, 3], false, '3'],
      ['zoe', 4, [4, 5], true, '4–5'],
      ['yan', 4, [4, 5], true, '4–5'],
      ['eve', 6, [6, 6], false, '6'],
    ]);
    expect(rows.map((row) => row.decidedBy)).toEqual([null, 'saldo', 'points', 'saldo', null, 'points']);
    expect(rows[0]).toMatchObject({ points: 7, saldo: 1, plus: 1, minus: 0, games: 8 });
    expect(Object.isFrozen(rows[0])).toBe(true);
  });

  it('a three-way tie keeps input order whatever the names', () => {
    const { rows } = rankScores([
      ['c', 3, 0],
      ['a', 3, 0],
      ['b', 3, 0],
    ]);
    expect(rows.map((row) => row.playerId)).toEqual(['c', 'a', 'b']);
    expect(rows.every((row) => row.placeLabel === '1–3' && row.shared)).toBe(true);
  });

  it('the ties list only the shared places', () => {
    const { rows, ties } = rankScores([
      ['d', 1, 0],
      ['c', 5, 0],
      ['b', 5, 0],
      ['a', 3, 0],
      ['e', 1, 0],
      ['f', 1, 0],
    ]);
    expect(rows.map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual([
      '1–2 c',
      '1–2 b',
      '3 a',
      '4–6 d',
      '4–6 e',
      '4–6 f',
    ]);
    expect(ties).toEqual([
      { players: ['c', 'b'], place: 1, lastPlace: 2 },
      { players: ['d', 'e', 'f'], place: 4, lastPlace: 6 },
    ]);
    expect(rankScores([]).rows).toEqual([]);
    expect(rankScores([['solo', 2, 0]]).ties).toEqual([]);
  });
});
