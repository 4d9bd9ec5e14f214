import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/core/index.js';
import {
  type LadderSummerSeason,
  ladderSummerStandings,
  pairLadderSummerRound,
  SUMMER_COMPETITION,
  validateLadderSummerSeason,
} from '../../src/ladder/index.js';

/**
 * Hand-computed summer (seed 002 summer rules 4, 5, 7; spec decision 12): win 2, draw 1,
 * loss 0 per game, two games per evening with swapped colours, absence 1 (max 3), the odd
 * player 2.
 *  E1 S1–S2 1-0, 1-0 (each wins as white): 2 / 2. S3–S4 ½, then S4 white loses: S3 3, S4 1. S5 odd 2.
 *  E2 S4 absent (1). S3–S5 1-0, ½: S3 +3, S5 +1. S1–S2 0-1, 0-1 (each wins as black): +2 / +2.
 *  E3 S3 absent (1), S4 absent (2). S1–S5 1-0, 1-0: +2 / +2. S2 odd +2.
 *  E4 S1–S2 two draws: +2 / +2. S3 absent (2), S4 absent (3), S5 absent (1).
 *  E5 S3–S5 0-1, 0-1: +2 / +2. S1, S2 absent (1 each); S4 absent a 4th time: 0.
 *  Totals S3 10, S1 9 (8 games), S2 9 (6 games), S5 8, S4 4 (1 + three absences).
 */
const SUMMER: LadderSummerSeason = {
  players: [{ id: 'S1' }, { id: 'S2' }, { id: 'S3' }, { id: 'S4' }, { id: 'S5' }],
  rounds: [
    {
      present: ['S1', 'S2', 'S3', 'S4', 'S5'],
      matches: [
        { first: 'S1', second: 'S2', results: ['1-0', '1-0'] },
        { first: 'S3', second: 'S4', results: ['1/2-1/2', '0-1'] },
      ],
      oddPlayer: 'S5',
    },
    {
      present: ['S1', 'S2', 'S3', 'S5'],
      matches: [
        { first: 'S3', second: 'S5', results: ['1-0', '1/2-1/2'] },
        { first: 'S1', second: 'S2', results: ['0-1', '0-1'] },
      ],
    },
    {
      present: ['S1', 'S2', 'S5'],
      matches: [{ first: 'S1', second: 'S5', results: ['1-0', '1-0'] }],
      oddPlayer: 'S2',
    },
    { present: ['S1', 'S2'], matches: [{ first: 'S1', second: 'S2', results: ['1/2-1/2', '1/2-1/2'] }] },
    { present: ['S3', 'S5'], matches: [{ first: 'S3', second: 'S5', results: ['0-1', '0-1'] }] },
  ],
};

describe('summer competition (seed 002 summer rules)', () => {
  it('hand-computed standings: 2/1/0, absence 1 at most 3 times, odd player 2; fewer games first (rule 7)', () => {
    const standings = ladderSummerStandings(SUMMER).rows;
    expect(standings.map((row) => `${row.placeLabel}:${row.playerId}:${row.points}:${row.games}`)).toEqual([
      '1:S3:10:6',
      '2:S2:9:6',
      '3:S1:9:8',
      '4:S5:8:6',
      '5:S4:4:2',
    ]);
    expect(standings[2]?.decidedBy).toBe('fewerGames');
    const s4 = standings.find((row) => row.playerId === 'S4')!;
    expect([s4.absences, s4.points.toString()]).toEqual([4, '4']);
    expect(standings.find((row) => row.playerId === 'S2')?.oddEvenings).toBe(1);
  });

  it('equal points, games, mutual result and wins → shared place (spec decision 8)', () => {
    const standings = ladderSummerStandings({
      players: [{ id: 'X' }, { id: 'Y' }],
      rounds: [{ present: ['X', 'Y'], matches: [{ first: 'X', second: 'Y', results: ['1-0', '1-0'] }] }],
    }).rows;
    expect(standings.map((row) => `${row.placeLabel}:${row.playerId}`)).toEqual(['1–2:X', '1–2:Y']);
  });

  it('mutual results decide when every tied pair met (rule 7, decision 12)', () => {
    // X beats Y 3–1 on the first evening while Z sits out (2); then Y beats Z 3–1 while X sits out.
    const standings = ladderSummerStandings({
      players: [{ id: 'X' }, { id: 'Y' }, { id: 'Z' }],
      rounds: [
        {
          present: ['X', 'Y', 'Z'],
          matches: [{ first: 'X', second: 'Y', results: ['1-0', '1/2-1/2'] }],
          oddPlayer: 'Z',
        },
        {
          present: ['X', 'Y', 'Z'],
          matches: [{ first: 'Y', second: 'Z', results: ['1-0', '1/2-1/2'] }],
          oddPlayer: 'X',
        },
      ],
    }).rows;
    // X: 3 + 2 (odd) = 5 in 2 games; Y: 1 + 3 = 4; Z: 2 + 1 = 3
    expect(standings.map((row) => `${row.playerId}:${row.points}`)).toEqual(['X:5', 'Y:4', 'Z:3']);
    const tied = ladderSummerStandings({
      players: [{ id: 'X' }, { id: 'Y' }, { id: 'Z' }, { id: 'W' }],
      rounds: [
        {
          present: ['X', 'Y', 'Z', 'W'],
          matches: [
            { first: 'X', second: 'Y', results: ['1-0', '1/2-1/2'] },
            { first: 'Z', second: 'W', results: ['1/2-1/2', '1/2-1/2'] },
          ],
        },
        {
          present: ['X', 'Y', 'Z', 'W'],
          matches: [
            { first: 'Y', second: 'Z', results: ['1-0', '0-1'] },
            { first: 'X', second: 'W', results: ['0-1', '0-1'] },
          ],
        },
      ],
    }).rows;
    // X 3 + 2 = 5 (wins: r1 g1, r2 g2 as black) ; Y 1 + 4 = 5 (wins: r2 g1, r2 g2 as black) — X beat Y 3–1
    expect(tied.slice(0, 2).map((row) => `${row.playerId}:${row.points}:${row.decidedBy}`)).toEqual([
      'X:5:null',
      'Y:5:headToHead',
    ]);
  });

  it('bad input names the evening and player', () => {
    const check = validateLadderSummerSeason({
      players: [{ id: 'X' }, { id: 'Y' }],
      rounds: [{ present: ['X'], matches: [{ first: 'X', second: 'Y', results: ['1-0', '1-0'] }] }],
    });
    expect(check.ok).toBe(false);
    expect(check.problems[0]?.code).toBe('PLAYER_NOT_PRESENT');
    expect(check.problems[0]?.message).toBe('rounds[0].matches[0].second: "Y" is not present on evening 1');
    const late = validateLadderSummerSeason({
      players: [{ id: 'X' }, { id: 'Y', joinRound: 2 }],
      rounds: [{ present: ['X', 'Y'], matches: [] }],
    });
    expect(late.problems.map((problem) => problem.code)).toEqual(['PLAYER_NOT_YET_JOINED']);
    // a late entrant is not absent before joining
    const joined = ladderSummerStandings({
      players: [{ id: 'X' }, { id: 'Y', joinRound: 2 }],
      rounds: [
        { present: ['X'], matches: [], oddPlayer: 'X' },
        { present: ['X', 'Y'], matches: [{ first: 'Y', second: 'X', results: ['1-0', '1-0'] }] },
      ],
    }).rows;
    expect(joined.map((row) => `${row.playerId}:${row.points}:${row.absences}`)).toEqual(['X:4:0', 'Y:2:0']);
    expect(
      () =>
        ladderSummerStandings({
          players: [{ id: 'X' }, { id: 'Y' }],
          rounds: [{ present: ['X', 'Y'], matches: [{ first: 'X', second: 'Y', results: ['1-0'] }] }],
        }).rows,
    ).toThrow(MindsportError);
  });

  it('pairing: first evening by lot, then nearest on the standings without repeats; odd player by lot', () => {
    const players = ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id }));
    const first = pairLadderSummerRound({ players, rounds: [] }, SUMMER_COMPETITION, {
      present: ['A', 'B', 'C', 'D', 'E'],
      seed: 7,
    });
    expect(
      pairLadderSummerRound({ players, rounds: [] }, SUMMER_COMPETITION, {
        present: ['A', 'B', 'C', 'D', 'E'],
        seed: 7,
      }),
    ).toEqual(first);
    const everyone = [...first.matches.flatMap((match) => [match.first, match.second]), first.oddPlayer];
    expect(everyone.sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    // after S1 beat S2 twice and S3 beat S4 twice, S5 odd: standings S1 4, S3 4, S5 2, S2 0, S4 0
    const season: LadderSummerSeason = {
      players: ['S1', 'S2', 'S3', 'S4', 'S5'].map((id) => ({ id })),
      rounds: [
        {
          present: ['S1', 'S2', 'S3', 'S4', 'S5'],
          matches: [
            { first: 'S1', second: 'S2', results: ['1-0', '0-1'] },
            { first: 'S3', second: 'S4', results: ['1-0', '0-1'] },
          ],
          oddPlayer: 'S5',
        },
      ],
    };
    const next = pairLadderSummerRound(season, SUMMER_COMPETITION, {
      present: ['S1', 'S2', 'S3', 'S4', 'S5'],
      seed: 1,
    });
    expect(next.oddPlayer).not.toBe('S5');
    expect(next.matches.every((match) => !match.repeat)).toBe(true);
  });
});
