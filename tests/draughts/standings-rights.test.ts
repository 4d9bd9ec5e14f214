import { describe, expect, it } from 'vitest';
import { barrageRequirement, barrageStatus } from '../../src/draughts/barrage.js';
import { awardRights, finalOrder, KNDB_2009_RIGHTS } from '../../src/draughts/rights.js';
import { standings } from '../../src/draughts/standings.js';
import type { DraughtsGame } from '../../src/draughts/tournament.js';
import { errorOf } from '../helpers/errors.js';

/** A round robin where the higher `strength` wins and equal strengths draw. */
function tournament(strength: Record<string, number>) {
  const players = Object.keys(strength);
  const games: DraughtsGame[] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) {
      const a = strength[players[i] as string] as number;
      const b = strength[players[j] as string] as number;
      games.push({
        white: players[i] as string,
        black: players[j] as string,
        result: a > b ? '2-0' : a < b ? '0-2' : '1-1',
      });
    }
  }
  return { players, games };
}

describe('seed 004 "Rechten" as data', () => {
  it('title to number one, WK to the best not yet qualified, top three to the next final', () => {
    const table = standings(tournament({ A: 6, B: 5, C: 4, D: 3, E: 2 }));
    const outcomes = awardRights(table, KNDB_2009_RIGHTS, { qualified: ['A', 'B'] });
    expect(outcomes).toEqual([
      { key: 'title', awarded: ['A'], pending: null },
      { key: 'worldChampionship', awarded: ['C'], pending: null },
      { key: 'nextFinal', awarded: ['A', 'B', 'C'], pending: null },
    ]);
  });

  it('a tie across a cut is pending until a barrage decides it', () => {
    const table = standings(tournament({ A: 6, B: 6, C: 4, D: 4, E: 2 }));
    let outcomes = awardRights(table);
    expect(outcomes[0]).toEqual({ key: 'title', awarded: [], pending: { players: ['A', 'B'], spots: 1 } });
    expect(outcomes[2]).toEqual({
      key: 'nextFinal',
      awarded: ['A', 'B'],
      pending: { players: ['C', 'D'], spots: 1 },
    });
    expect(table.barrages.map((barrage) => [barrage.players, barrage.place])).toEqual([
      [['A', 'B'], 1],
      [['C', 'D'], 3],
    ]);
    const title = barrageStatus(table.barrages[0]!, [
      { white: 'A', black: 'B', result: '1-1' },
      { white: 'B', black: 'A', result: '1+-1-' },
    ]);
    const final = barrageStatus(table.barrages[1]!, [
      { white: 'C', black: 'D', result: '0-2' },
      { white: 'D', black: 'C', result: '1-1' },
    ]);
    expect(finalOrder(table, [title, final])).toEqual([['B'], ['A'], ['D'], ['C'], ['E']]);
    outcomes = awardRights(table, KNDB_2009_RIGHTS, { barrages: [title, final] });
    expect(outcomes.map((outcome) => [outcome.awarded, outcome.pending])).toEqual([
      [['B'], null],
      [['B'], null],
      [['B', 'A', 'D'], null],
    ]);
  });

  it('after the place-1 barrage the rest of the group is re-evaluated (places 2–3 for the WK)', () => {
    const table = standings(tournament({ A: 6, B: 6, C: 6, D: 2 }), { qualified: ['A'] });
    expect(table.barrages[0]).toMatchObject({ players: ['A', 'B', 'C'], forPlaces: [1, 2], place: 1 });
    const title = barrageStatus(table.barrages[0]!, [
      { white: 'A', black: 'B', result: '2-0' },
      { white: 'A', black: 'C', result: '2-0' },
      { white: 'B', black: 'C', result: '1-1' },
    ]);
    expect(title.ahead).toEqual(['A']);
    // the qualified winner is above; B and C are both unqualified: the WK place is at stake
    const next = barrageRequirement(
      { players: title.behind, places: [2, 3] },
      { playersAbove: title.ahead, qualified: ['A'] },
    );
    expect(next).toMatchObject({ place: 2, section: '2b', worldChampionshipAtStake: true });
    expect(awardRights(table, KNDB_2009_RIGHTS, { qualified: ['A'], barrages: [title] })[1]).toEqual({
      key: 'worldChampionship',
      awarded: [],
      pending: { players: ['B', 'C'], spots: 1 },
    });
  });

  it('WK candidates below place 3 are reported, no barrage (spec §6 Decision 4)', () => {
    const table = standings(tournament({ A: 6, B: 5, C: 4, D: 3, E: 3 }), { qualified: ['A', 'B', 'C'] });
    expect(table.barrages).toEqual([]);
    expect(awardRights(table, KNDB_2009_RIGHTS, { qualified: ['A', 'B', 'C'] })[1]?.pending).toEqual({
      players: ['D', 'E'],
      spots: 1,
    });
  });

  it('rejects unknown qualified players and a barrage that is not a tie', () => {
    const table = standings(tournament({ A: 2, B: 1 }));
    expect(errorOf(() => awardRights(table, KNDB_2009_RIGHTS, { qualified: ['Z'] })).path).toEqual([
      'qualified',
      0,
    ]);
    const error = errorOf(() => finalOrder(table, [{ decided: true, ahead: ['A'], behind: ['B'] }]));
    expect([error.code, error.path]).toEqual(['BARRAGE_NOT_A_TIE', ['barrages', 0]]);
  });
});
