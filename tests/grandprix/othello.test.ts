/** Othello standings as a Grand Prix input (the one cross-module import, STYLE.md). */
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import { tournamentFromOthelloStandings } from '../../src/grandprix/index.js';
import { NOF_SWISS, othelloStandings } from '../../src/othello/index.js';
import { tournamentPoints } from './helpers.js';

const othello = {
  plannedRounds: 3,
  players: [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bo' },
    { id: 'c', name: 'Cy' },
    { id: 'd', name: 'Di' },
  ],
  rounds: [
    {
      games: [
        { black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 },
        { black: 'c', blackDiscs: 33, white: 'd', whiteDiscs: 31 },
      ],
    },
    { games: [{ black: 'a', blackDiscs: 36, white: 'c', whiteDiscs: 28 }], byes: ['b'], absent: ['d'] },
    { games: [{ black: 'b', blackDiscs: 34, white: 'c', whiteDiscs: 30 }], byes: ['a'], absent: ['d'] },
  ],
};

describe('tournamentFromOthelloStandings', () => {
  const standings = othelloStandings(othello as never, NOF_SWISS);
  const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });

  it('keeps the places and derives rounds played = rounds − rounds missed (§30 2/3 rule, decision 5)', () => {
    const tournament = tournamentFromOthelloStandings(standings, {
      id: 'x',
      kind: 'regular',
      startDate: '2025-01-11',
    });
    expect(tournament.rounds).toBe(3);
    const byPlayer = Object.fromEntries((tournament.standings ?? []).map((line) => [line.player, line]));
    expect(byPlayer.d?.roundsPlayed).toBe(1); // missed rounds 2 and 3
    expect(byPlayer.b?.roundsPlayed).toBe(3); // the bye counts as played
    for (const row of standings.rows) expect(byPlayer[row.playerId]?.place).toBe(row.place);
    // d played 1 of 3 (3 × 1 < 2 × 3): no points; the others share the scale among themselves.
    const scored = tournamentPoints(tournament, ['a', 'b', 'c', 'd'].map(member));
    expect(scored.rows.find((r) => r.playerId === 'd')?.eligible).toBe(false);
    expect(scored.rows.find((r) => r.playerId === 'a')?.points.toString()).toBe('12');
  });

  it('maps ids and reports an unmapped player', () => {
    const mapped = tournamentFromOthelloStandings(standings, {
      id: 'x',
      kind: 'lightning',
      startDate: '2025-01-11',
      playerIds: { a: 'anne', b: 'bjorn', c: 'cato', d: null },
    });
    expect(mapped.standings?.map((line) => line.player).sort()).toEqual(['anne', 'bjorn', 'cato']);
    expect(() =>
      tournamentFromOthelloStandings(standings, {
        id: 'x',
        kind: 'regular',
        startDate: '2025-01-11',
        playerIds: { a: 'anne' },
      }),
    ).toThrow(MindsportError);
  });
});
