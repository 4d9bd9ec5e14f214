/**
 * The rights of the final standings and the final order after the barrages (seed 004
 * "Rechten", "Eindstand" 2; spec §3, §6 Decision 4).
 */
import { describe, expect, it } from 'vitest';
import {
  type DraughtsBarrage,
  type DraughtsGame,
  draughtsBarrages,
  draughtsFinalOrder,
  draughtsRights,
  draughtsStandings,
  KNDB,
} from '../../src/draughts/index.js';
import { errorOf } from '../helpers/errors.js';
import { tournament as event } from './events.js';

/**
 * A round robin where the higher `strength` wins and equal strengths draw; `qualified` hold
 * a WK place; `barrages` are the barrages played.
 */
function tournament(
  strength: Record<string, number>,
  qualified: readonly string[] = [],
  barrages?: readonly DraughtsBarrage[],
) {
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
  return event(players, games, { qualified, ...(barrages === undefined ? {} : { barrages }) });
}

/** The rights without their rule fields: key, awarded, pending. */
const outcomes = (document: ReturnType<typeof tournament>) =>
  draughtsRights(document).rights.map(({ key, awarded, pending }) => ({ key, awarded, pending }));

/** The final order as groups of ids. */
const finalOrder = (document: ReturnType<typeof tournament>) => {
  const groups: string[][] = [];
  for (const row of draughtsFinalOrder(document).rows) {
    if (
      row.shared &&
      groups.length > 0 &&
      groups[groups.length - 1]!.length < row.lastPlace - row.place + 1
    ) {
      groups[groups.length - 1]!.push(row.playerId);
    } else groups.push([row.playerId]);
  }
  return groups;
};

describe('seed 004 "Rechten" as data', () => {
  it('the KNDB rights: title to number one, WK to the best not yet qualified, top three to the next final', () => {
    expect(KNDB.rights.map((right) => [right.key, right.kind, right.count])).toEqual([
      ['title', 'topPlaces', 1],
      ['worldChampionship', 'bestNotQualified', 1],
      ['nextFinal', 'topPlaces', 3],
    ]);
  });

  it('title to number one, WK to the best not yet qualified, top three to the next final', () => {
    expect(outcomes(tournament({ A: 6, B: 5, C: 4, D: 3, E: 2 }, ['A', 'B']))).toEqual([
      { key: 'title', awarded: ['A'], pending: null },
      { key: 'worldChampionship', awarded: ['C'], pending: null },
      { key: 'nextFinal', awarded: ['A', 'B', 'C'], pending: null },
    ]);
  });

  it('a tie across a cut is pending until a barrage decides it', () => {
    const strength = { A: 6, B: 6, C: 4, D: 4, E: 2 };
    const before = outcomes(tournament(strength));
    expect(before[0]).toEqual({ key: 'title', awarded: [], pending: { players: ['A', 'B'], spots: 1 } });
    expect(before[2]).toEqual({
      key: 'nextFinal',
      awarded: ['A', 'B'],
      pending: { players: ['C', 'D'], spots: 1 },
    });
    expect(
      draughtsStandings(tournament(strength)).barrages.map((barrage) => [barrage.players, barrage.forPlace]),
    ).toEqual([
      [['A', 'B'], 1],
      [['C', 'D'], 3],
    ]);
    const played = tournament(
      strength,
      [],
      [
        {
          players: ['A', 'B'],
          games: [
            { white: 'A', black: 'B', result: '1-1' },
            { white: 'B', black: 'A', result: '1+-1-' },
          ],
        },
        {
          players: ['C', 'D'],
          games: [
            { white: 'C', black: 'D', result: '0-2' },
            { white: 'D', black: 'C', result: '1-1' },
          ],
        },
      ],
    );
    expect(finalOrder(played)).toEqual([['B'], ['A'], ['D'], ['C'], ['E']]);
    expect(outcomes(played).map((outcome) => [outcome.awarded, outcome.pending])).toEqual([
      [['B'], null],
      [['B'], null],
      [['B', 'A', 'D'], null],
    ]);
    expect(draughtsFinalOrder(played).rows.map((row) => row.decidedBy)).toEqual([
      null,
      'barrage',
      'points',
      'barrage',
      'points',
    ]);
  });

  it('after the place-1 barrage the rest of the group is re-evaluated (places 2–3 for the WK)', () => {
    const strength = { A: 6, B: 6, C: 6, D: 2 };
    expect(draughtsStandings(tournament(strength, ['A'])).barrages[0]).toMatchObject({
      players: ['A', 'B', 'C'],
      forPlaces: [1, 2],
      forPlace: 1,
    });
    const played = tournament(
      strength,
      ['A'],
      [
        {
          players: ['A', 'B', 'C'],
          games: [
            { white: 'A', black: 'B', result: '2-0' },
            { white: 'A', black: 'C', result: '2-0' },
            { white: 'B', black: 'C', result: '1-1' },
          ],
        },
      ],
    );
    const [title, next] = draughtsBarrages(played).barrages;
    expect(title?.ahead).toEqual(['A']);
    // the qualified winner is above; B and C are both unqualified: the WK place is at stake
    expect(next).toMatchObject({
      players: ['B', 'C'],
      place: 2,
      forPlace: 2,
      source: expect.stringContaining('2b'),
      worldChampionshipAtStake: true,
      recorded: false,
      decided: false,
    });
    expect(outcomes(played)[1]).toEqual({
      key: 'worldChampionship',
      awarded: [],
      pending: { players: ['B', 'C'], spots: 1 },
    });
    expect(draughtsFinalOrder(played).pendingBarrages.map((barrage) => barrage.players)).toEqual([
      ['B', 'C'],
    ]);
  });

  it('WK candidates below place 3 are reported, no barrage (spec §6 Decision 4)', () => {
    const document = tournament({ A: 6, B: 5, C: 4, D: 3, E: 3 }, ['A', 'B', 'C']);
    expect(draughtsStandings(document).barrages).toEqual([]);
    expect(outcomes(document)[1]?.pending).toEqual({
      players: ['D', 'E'],
      spots: 1,
    });
  });

  it('rejects a qualified flag that is not a flag and a barrage that is not a tie', () => {
    const flagged = {
      ...tournament({ A: 2, B: 1 }),
      players: [{ id: 'A', alreadyQualified: 1 }, { id: 'B' }],
    };
    expect(errorOf(() => draughtsRights(flagged)).path).toEqual(['players', 0, 'alreadyQualified']);
    const error = errorOf(() =>
      draughtsFinalOrder(tournament({ A: 2, B: 1 }, [], [{ players: ['A', 'B'], games: [] }])),
    );
    expect([error.code, error.path]).toEqual(['NOT_A_TIE', ['barrages', 0, 'players']]);
  });

  it('barrages recorded after the last round are not applied to the standings after an earlier round', () => {
    const played = {
      ...tournament(
        { A: 6, B: 6, C: 2 },
        [],
        [
          {
            players: ['A', 'B'],
            games: [
              { white: 'A', black: 'B', result: '2-0' },
              { white: 'B', black: 'A', result: '1-1' },
            ],
          },
        ],
      ),
    };
    const rounds = { ...played, games: played.games.map((game, index) => ({ ...game, round: index + 1 })) };
    expect(draughtsFinalOrder(rounds).rows.map((row) => row.placeLabel)).toEqual(['1', '2', '3']);
    // After round 1 (A–B drawn) A and B share place 1; the barrage played later is not applied.
    expect(draughtsFinalOrder(rounds, KNDB, { afterRound: 1 }).rows.map((row) => row.placeLabel)).toEqual([
      '1–2',
      '1–2',
      '3',
    ]);
    expect(
      draughtsBarrages(rounds, KNDB, { afterRound: 1 }).barrages.map((barrage) => [
        barrage.players,
        barrage.recorded,
        barrage.decided,
      ]),
    ).toEqual([[['A', 'B'], false, false]]);
  });
});
