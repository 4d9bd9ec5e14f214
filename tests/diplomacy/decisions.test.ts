// Audit of the seed's rules and the spec's decisions (shared/spec/diplomacy.md §6): one
// hand-worked tricky case per rule. Each expected value is worked out in the comment beside it.
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  allocateDiplomacyRound,
  CARNAGE_DEAD_EQUAL,
  type DiplomacyAllocationOptions,
  type DiplomacyAllocationRequest,
  type DiplomacyBoard,
  type DiplomacyQualificationRow,
  type DiplomacyTournament,
  diplomacyBestPowers,
  diplomacyQualification,
  diplomacyStandings,
  diplomacyTeams,
  NDF_2007,
  POWERS,
  parseGameResult,
  qualificationScore,
  scoreCarnage,
  scoreCDiplo,
  scoreDrawSize,
  scoreOpenTribute,
  scoreTribute,
  validateDiplomacyGameResult,
} from '../../src/diplomacy/index.js';
import { tournamentArbitrary } from './arbitraries.js';
import { board, expectScores, finalBoardIds, qualificationRows, topBoardOfGame, total } from './helpers.js';

/**
 * `allocateDiplomacyRound` with NDF 2007 rules, the round's players, history, relatives and
 * qualification order taken apart from the call's options (the tests read better so).
 */
function allocate(
  players: DiplomacyAllocationRequest['players'],
  history: NonNullable<DiplomacyAllocationRequest['history']>,
  {
    relatives,
    qualificationOrder,
    ...options
  }: DiplomacyAllocationOptions & Pick<DiplomacyAllocationRequest, 'relatives' | 'qualificationOrder'>,
) {
  const request = {
    players,
    history,
    ...(relatives === undefined ? {} : { relatives }),
    ...(qualificationOrder === undefined ? {} : { qualificationOrder }),
  };
  return allocateDiplomacyRound(request, NDF_2007, options);
}

const codeOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

const fillers = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);

/** A one-round event of the given boards; players taken from the boards. */
const eventOf = (rounds: { round: number; boards: DiplomacyBoard[] }[]): DiplomacyTournament => {
  const ids = new Set<string>();
  for (const round of rounds)
    for (const entry of round.boards)
      for (const result of Object.values(entry.game.powers)) ids.add(result.player!);
  return { players: [...ids].map((id) => ({ id })), rounds };
};

describe('decisions 2 and 16: sharing at 0 SC and with neutral centres (seed §2a)', () => {
  it('three survivors 12 12 10: the four eliminated share place 4–7 (no bonus), total 100', () => {
    // E, F: (38 + 14) / 2 + 12 + 1 = 39; G: 7 + 10 + 1 = 18; A I R T: 0 + 0 + 1 = 1.
    const scores = scoreCDiplo(parseGameResult('A0 E12 F12 G10 I0 R0 T0'));
    expectScores(scores, [1, 39, 39, 18, 1, 1, 1]);
    expect(total(scores).toString()).toBe('100');
  });
  it('two tied survivors with two neutrals: the five eliminated share 7/5; total 66 + 32 = 98', () => {
    // E, F: (38 + 14) / 2 + 16 + 1 = 43; others 7/5 + 1 = 12/5.
    const scores = scoreCDiplo(parseGameResult('A0 E16 F16 G0 I0 R0 T0'));
    expectScores(scores, ['12/5', 43, 43, '12/5', '12/5', '12/5', '12/5']);
    expect(total(scores).toString()).toBe('98');
  });
  it('two survivors on 17 each (not a solo): the five eliminated share places 3–7, 7/5 each', () => {
    // 17 and 17 are not a solo (decision 3: 18 or more); E, F: 26 + 18 = 44; five at 0: 7/5 + 1.
    const scores = scoreCDiplo(parseGameResult('A0 E17 F17 G0 I0 R0 T0'));
    expectScores(scores, ['12/5', 44, 44, '12/5', '12/5', '12/5', '12/5']);
    expect(total(scores).toString()).toBe('100');
  });
});

describe('decision 3: solo = 18 or more at the end; a history reaching 18 earlier is invalid (decision 15)', () => {
  const withHistory = (england: number[]) => ({
    powers: {
      austria: { supplyCentres: 4, history: [4, 4, 4] },
      england: { supplyCentres: england[2]!, history: england },
      france: { supplyCentres: 4, history: [4, 4, 4] },
      germany: { supplyCentres: 3, history: [3, 3, 3] },
      italy: { supplyCentres: 3, history: [3, 3, 3] },
      russia: { supplyCentres: 2, history: [2, 2, 2] },
      turkey: { supplyCentres: 0, history: [1, 0, 0] },
    },
  });
  it('18 in the last year (1903) is a solo: 100 for England, 0 for the rest', () => {
    const scores = scoreCDiplo(withHistory([10, 15, 18]));
    expectScores(scores, [0, 100, 0, 0, 0, 0, 0]);
  });
  it('18 in 1902 and 17 in 1903 is invalid input', () => {
    const result = validateDiplomacyGameResult(withHistory([10, 18, 17]));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems.map((problem) => problem.code)).toContain('HISTORY_SOLO_BEFORE_END');
  });
});

// Three boards with the same final counts 'A3 E11 F8 G0 I1 R3 T8' (C-Diplo E = 50) and
// different English histories; every other power keeps its count from 1901.
const histories = (england: number[]): number[][] => {
  const years = england.length;
  const flat = (count: number) => Array<number>(years).fill(count);
  return [flat(3), england, flat(8), flat(0), flat(1), flat(3), flat(8)];
};
const countbackBoard = (number: number, englishPlayer: string, england: number[]) =>
  board(
    number,
    'A3 E11 F8 G0 I1 R3 T8',
    [`a${number}`, englishPlayer, `f${number}`, `g${number}`, `i${number}`, `r${number}`, `t${number}`],
    histories(england),
  );

describe('decision 4: reversed count-back (seed §3a)', () => {
  it('a three-way group: c (8 → 11) before a (9 → 11) before b (10 → 11) — the largest last-year gain first', () => {
    const table = qualificationRows(
      eventOf([
        {
          round: 1,
          boards: [
            countbackBoard(1, 'a', [5, 9, 11]),
            countbackBoard(2, 'b', [5, 10, 11]),
            countbackBoard(3, 'c', [5, 8, 11]),
          ],
        },
      ]),
    );
    expect(table.slice(0, 3).map((row) => [row.playerId, row.place, row.score.toString()])).toEqual([
      ['c', 1, '50'],
      ['a', 2, '50'],
      ['b', 3, '50'],
    ]);
    expect(table[1]!.decidedBy).toBe('count-back game 1');
  });
  it('equal last two years: the first year that differs going back decides, fewer wins (7 … vs 6 …)', () => {
    // a: 7, 10, 11; b: 6, 10, 11 → in 1901 a had more, so b gained more since → b first.
    const table = qualificationRows(
      eventOf([
        { round: 1, boards: [countbackBoard(1, 'a', [7, 10, 11]), countbackBoard(2, 'b', [6, 10, 11])] },
      ]),
    );
    expect(table.slice(0, 2).map((row) => row.playerId)).toEqual(['b', 'a']);
  });
  it('alignment on the last year: a game ended in 1902 (10, 11) against one ended in 1903 (5, 9, 11) → the latter', () => {
    // Aligned backwards: 11 = 11, then 10 (a) vs 9 (b): b had fewer → b first.
    const table = qualificationRows(
      eventOf([{ round: 1, boards: [countbackBoard(1, 'a', [10, 11]), countbackBoard(2, 'b', [5, 9, 11])] }]),
    );
    expect(table.slice(0, 2).map((row) => row.playerId)).toEqual(['b', 'a']);
  });
  it('the chain goes on to the second-best game when the best games are identical', () => {
    // Round 1: identical histories (tied); round 2: a 9 → 11 beats b 10 → 11.
    const table = qualificationRows(
      eventOf([
        { round: 1, boards: [countbackBoard(1, 'a', [5, 9, 11]), countbackBoard(2, 'b', [5, 9, 11])] },
        { round: 2, boards: [countbackBoard(3, 'b', [5, 10, 11]), countbackBoard(4, 'a', [5, 9, 11])] },
      ]),
    );
    expect(table.slice(0, 2).map((row) => [row.playerId, row.decidedBy])).toEqual([
      ['a', null],
      ['b', 'count-back game 2'],
    ]);
  });
});

describe('decision 5: years survived = elimination year − 1901', () => {
  it('six eliminated players (1 point each) on two boards: 1906, 1905, then the two 1903s, then the 1902s', () => {
    const table = qualificationRows(
      eventOf([
        {
          round: 1,
          boards: [
            board(1, 'A10 E9 F8 G7 I0@1905 R0@1903 T0@1902', ['x0', 'x1', 'x2', 'x3', 'early', 'x5', 'x6']),
            board(2, 'A10 E9 F8 G7 I0@1906 R0@1903 T0@1902', ['y0', 'y1', 'y2', 'y3', 'late', 'y5', 'y6']),
          ],
        },
      ]),
    );
    expect(table.slice(8).map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual([
      '9 late',
      '10 early',
      '11–12 x5',
      '11–12 y5',
      '13–14 x6',
      '13–14 y6',
    ]);
  });
});

describe('decisions 6 and 11: board bonus factor, exact (seed §3c)', () => {
  // Round 1: x scores 2 (I1, no bonus), y scores 3 (I2). Round 4 on two boards: x plays
  // Germany on the top board (G7 → 8), y Germany on board B (G7 → 8).
  // x: (2 + 8) × 1.1 = 11 exactly; y: (3 + 8) × 1 = 11 → tied on total; the tie chain
  // (best game 8 = 8, second 2 < 3) puts y ahead. A float 1.1 would give x 11.000000000000002.
  const top = ['t0', 't1', 't2', 'x', 't4', 't5', 't6'];
  const second = ['u0', 'u1', 'u2', 'y', 'u4', 'u5', 'u6'];
  const tournament: DiplomacyTournament = {
    ...eventOf([
      {
        round: 1,
        boards: [
          board(1, 'A10 E9 F7 G6 I1 R1 T0', ['t0', 't1', 't2', 't4', 'x', 't5', 't6']),
          board(2, 'A10 E9 F7 G5 I2 R1 T0', ['u0', 'u1', 'u2', 'u4', 'y', 'u5', 'u6']),
        ],
      },
      {
        round: 4,
        boards: [board(1, 'A10 E9 F8 G7 I0 R0 T0', top), board(2, 'A10 E9 F8 G7 I0 R0 T0', second)],
      },
    ]),
    topBoardChoiceOrder: top,
  };
  it('x on the top board: factor 11/10, total exactly 11; y on board B: factor 1, total 11', () => {
    const table = diplomacyStandings(tournament).rows;
    const x = table.find((row) => row.playerId === 'x')!;
    const y = table.find((row) => row.playerId === 'y')!;
    expect(x.factor.equals(Fraction.of(11, 10))).toBe(true);
    expect(x.score.equals(Fraction.of(11))).toBe(true);
    expect(y.factor.equals(Fraction.ONE)).toBe(true);
    expect(y.score.equals(Fraction.of(11))).toBe(true);
    expect(y.place).toBe(x.place - 1);
    expect(x.decidedBy).toBe('game 2');
  });
  it('three boards: factors 6/5, 11/10, 1 (N − k steps of 10 %)', () => {
    const third = ['v0', 'v1', 'v2', 'v3', 'v4', 'v5', 'v6'];
    const three: DiplomacyTournament = {
      ...tournament,
      players: [...tournament.players, ...third.map((id) => ({ id }))],
      rounds: [
        tournament.rounds[0]!,
        {
          round: 4,
          boards: [...tournament.rounds[1]!.boards, board(3, 'A10 E9 F8 G7 I0 R0 T0', third)],
        },
      ],
    };
    const factor = (id: string) => diplomacyStandings(three).rows.find((row) => row.playerId === id)!.factor;
    expect(factor('t4').equals(Fraction.of(6, 5))).toBe(true);
    expect(factor('u4').equals(Fraction.of(11, 10))).toBe(true);
    expect(factor('v4').equals(Fraction.ONE)).toBe(true);
  });
  it('decision 11: a player who skipped round 4 is ranked by qualification with factor 1', () => {
    const complete: DiplomacyTournament = {
      ...eventOf([
        {
          round: 1,
          boards: [
            ...tournament.rounds[0]!.boards,
            board(3, 'A10 E9 F7 G6 I1 R1 T0', ['absent', ...fillers('w', 6)]),
          ],
        },
        { round: 4, boards: [...tournament.rounds[1]!.boards] },
      ]),
      topBoardChoiceOrder: top,
    };
    const absent = diplomacyStandings(complete).rows.find((row) => row.playerId === 'absent')!;
    // Austria 10 in round 1: 38 + 10 + 1 = 49.
    expect([absent.score.toString(), absent.factor.toString(), absent.finalRound]).toEqual(['49', '1', null]);
    expect(absent.place).toBeGreaterThan(2);
  });
});

describe('decision 7: missing qualifying games count 0', () => {
  it('one game of 50 equals three of 20, 20, 20 (20 + 20 + 10 = 50); the best game (50 > 20) decides', () => {
    expect(qualificationScore([50]).toString()).toBe('50');
    expect(qualificationScore([20, 20, 20]).toString()).toBe('50');
  });
});

describe('decisions 8 and 14: best power (seed §12b)', () => {
  it('negative gaps: France 2nd with 9 behind 10 (gap −1) beats France 2nd with 9 behind 12 (gap −3)', () => {
    // Both France scores 14 + 9 + 1 = 24.
    const tournament = eventOf([
      { round: 1, boards: [board(1, 'A7 E10 F9 G3 I2 R2 T1', fillers('p', 7))] },
      { round: 2, boards: [board(1, 'A5 E12 F9 G3 I2 R2 T1', fillers('q', 7))] },
    ]);
    const france = diplomacyBestPowers(tournament).awards.find((award) => award.power === 'france')!;
    expect(france.score.toString()).toBe('24');
    expect(france.winners).toEqual([{ playerId: 'p2', name: 'p2', round: 1, board: 1 }]);
  });
  it('the first gap equal, the second decides (gap to the second-largest other power)', () => {
    // England 10 in both (49); largest other 8 in both; second-largest 7 vs 5.
    const tournament = eventOf([
      { round: 1, boards: [board(1, 'A8 E10 F7 G4 I2 R2 T1', fillers('p', 7))] },
      { round: 3, boards: [board(2, 'A8 E10 F5 G5 I3 R2 T1', fillers('q', 7))] },
    ]);
    const england = diplomacyBestPowers(tournament).awards.find((award) => award.power === 'england')!;
    expect(england.winners).toEqual([{ playerId: 'q1', name: 'q1', round: 3, board: 2 }]);
  });
});

describe('decisions 9–12: top board, final boards, withdrawn players', () => {
  it('decision 9: after a solo the others rank by centres even though they all score 0 (unnamed players go by power name)', () => {
    // Without players the power names stand for them; Russia chose after Italy.
    const order = topBoardOfGame(parseGameResult('A18 E7 F5 G2 I1 R1 T0'), [...POWERS]);
    expect(order.map((row) => row.power)).toEqual([
      'austria',
      'england',
      'france',
      'germany',
      'russia',
      'italy',
      'turkey',
    ]);
  });
  it('decision 10: a player without qualifying rounds sits below one whose only game scored 0', () => {
    // Round 1: 'A18 …' a solo; the six losers score 0 but have qualified.
    const qualifiers = fillers('q', 7);
    const later = fillers('n', 7);
    const tournament: DiplomacyTournament = {
      players: [...qualifiers, ...later, 'newcomer'].map((id) => ({ id })),
      rounds: [
        { round: 1, boards: [board(1, 'A18 E7 F5 G2 I1 R1 T0', qualifiers)] },
        { round: 2, boards: [board(1, 'A10 E9 F8 G3 I2 R1 T1', later)] },
      ],
      finalRoundEntrants: [...qualifiers, ...later.slice(0, 6), 'newcomer'],
    };
    const boards = finalBoardIds(tournament);
    expect(boards[1]!.at(-1)).toBe('newcomer');
    expect(boards[0]).toContain('q0');
  });
  it('decision 12: a withdrawn player ranks last in qualification whatever the score', () => {
    const tournament = eventOf([{ round: 1, boards: [board(1, 'A10 E9 F8 G3 I2 R1 T1', fillers('p', 7))] }]);
    const table = qualificationRows({
      ...tournament,
      players: tournament.players.map((player) =>
        player.id === 'p0' ? { ...player, withdrawn: true } : player,
      ),
    });
    expect(table.at(-1)).toMatchObject({ playerId: 'p0', place: 7, withdrawn: true });
    expect(table[0]!.playerId).toBe('p1');
  });
  it('decision 12: the top board winner withdrew — the 2nd becomes champion, the 3rd runner-up', () => {
    const top = fillers('t', 7);
    const tournament: DiplomacyTournament = {
      players: top.map((id) => ({ id, ...(id === 't0' ? { withdrawn: true } : {}) })),
      rounds: [{ round: 4, boards: [board(1, 'A10 E9 F8 G3 I2 R1 T1', top)] }],
      topBoardChoiceOrder: top,
    };
    const table = diplomacyStandings(tournament).rows;
    expect(table.slice(0, 2).map((row) => [row.playerId, row.place])).toEqual([
      ['t1', 1],
      ['t2', 2],
    ]);
    expect(table.at(-1)!.playerId).toBe('t0');
  });
});

describe('decision 13: teams', () => {
  it('a missing member counts 0; equal totals split by the members best first (30 20 10 0 > 30 20 5 5)', () => {
    // Round 2 scores: board 1 'A10 E9 F8 G3 I2 R1 T1' → A 49, E 24, F 16, G 4, I 3, R 2, T 2.
    const ids = fillers('m', 14);
    const tournament: DiplomacyTournament = {
      players: [...ids, 'absent'].map((id) => ({ id })),
      rounds: [
        {
          round: 2,
          boards: [
            board(1, 'A10 E9 F8 G3 I2 R1 T1', ids.slice(0, 7)),
            board(2, 'A10 E9 F8 G3 I2 R1 T1', ids.slice(7)),
          ],
        },
      ],
      // Team One: 24 + 16 + 4 + absent 0 = 44; Team Two: 24 + 16 + 2 + 2 = 44 → member 3: 4 > 2.
      teams: [
        { name: 'Two', members: ['m8', 'm9', 'm12', 'm13'] },
        { name: 'One', members: ['m1', 'm2', 'm3', 'absent'] },
      ],
      teamRound: 2,
    };
    const table = diplomacyTeams(tournament).rows;
    expect(table.map((row) => [row.team, row.score.toString(), row.place])).toEqual([
      ['One', '44', 1],
      ['Two', '44', 2],
    ]);
    expect(table[0]!.memberScores.map(String)).toEqual(['24', '16', '4', '0']);
    expect(table[1]!.decidedBy).toBe('member 3');
  });
});

describe('decision 15: input consistency', () => {
  const base = {
    austria: { supplyCentres: 5, history: [5, 5] },
    england: { supplyCentres: 5, history: [5, 5] },
    france: { supplyCentres: 5, history: [5, 5] },
    germany: { supplyCentres: 5, history: [5, 5] },
    italy: { supplyCentres: 5, history: [5, 5] },
    russia: { supplyCentres: 5, history: [5, 5] },
    turkey: { supplyCentres: 4, history: [4, 4] },
  };
  const codes = (powers: object) => {
    const result = validateDiplomacyGameResult({ powers: { ...base, ...powers } });
    return result.ok ? [] : result.problems.map((problem) => problem.code);
  };
  it('the consistent base is valid', () => {
    expect(codes({})).toEqual([]);
  });
  it('a power returning from 0 SC', () => {
    expect(codes({ turkey: { supplyCentres: 4, history: [0, 4] } })).toContain(
      'HISTORY_RETURN_FROM_ELIMINATION',
    );
  });
  it('an elimination year disagreeing with the history', () => {
    expect(codes({ turkey: { supplyCentres: 0, history: [4, 0], eliminatedIn: 1901 } })).toContain(
      'ELIMINATION_YEAR_MISMATCH',
    );
  });
  it('a year total above 34 (1901: 5 × 6 + 9 = 39)', () => {
    expect(codes({ turkey: { supplyCentres: 4, history: [9, 4] } })).toContain('HISTORY_YEAR_TOTAL_OVER_34');
  });
  it('a missing year (histories of different lengths)', () => {
    expect(codes({ turkey: { supplyCentres: 4, history: [4] } })).toContain('HISTORY_LENGTH_MISMATCH');
  });
});

describe('decision 17: other systems edge rules', () => {
  it('Tribute: the payment is clamped at 0 when the topper has 6 or fewer (5 5 5 5 5 5 4)', () => {
    // No tribute: each survivor SC + 66/7.
    const scores = scoreTribute(parseGameResult('A5 E5 F5 G5 I5 R5 T4'));
    expect(scores.turkey.equals(Fraction.of(4).add(Fraction.of(66, 7)))).toBe(true);
    expect(scores.austria.equals(Fraction.of(5).add(Fraction.of(66, 7)))).toBe(true);
  });
  it('Tribute: the payment is capped at the survival points (topper 17, 7 survivors: 66/7 < 11)', () => {
    const scores = scoreTribute(parseGameResult('A17 E3 F3 G3 I3 R3 T2'));
    // Every payer pays 66/7 and keeps only his centres; the topper gets 17 + 66/7 + 6 × 66/7 = 17 + 66.
    expect(scores.england.toString()).toBe('3');
    expect(scores.austria.toString()).toBe('83');
  });
  it('Carnage without elimination years is an error; "dead equal" needs none', () => {
    const game = parseGameResult('A10 E9 F8 G7 I0 R0 T0');
    expect(codeOf(() => scoreCarnage(game))).toBe('ELIMINATION_YEAR_REQUIRED');
    const scores = scoreCarnage(game, CARNAGE_DEAD_EQUAL);
    // Places 5–7 share 3000 + 2000 + 1000 = 6000 → 2000 each.
    expect(scores.italy.toString()).toBe('2000');
    expect(scores.russia.toString()).toBe('2000');
  });
  it('Draw Size defaults to all survivors (DIAS): 4 survivors → 25 each', () => {
    expectScores(scoreDrawSize(parseGameResult('A10 E9 F8 G7 I0 R0 T0')), [25, 25, 25, 25, 0, 0, 0]);
  });
  it('OpenTribute: two tied toppers split ⌊T / 4⌋ each', () => {
    // Toppers A, E on 10; tribute F 2 + G 4 + I, R, T 10 each = 36 → ⌊36 / 2²⌋ = 9 each:
    // 34 + 3 × 10 + 9 = 73; France 34 + 24 − 2 = 56; the eliminated pay and keep 0.
    const scores = scoreOpenTribute(parseGameResult('A10 E10 F8 G6 I0 R0 T0'));
    expect(scores.austria.toString()).toBe('73');
    expect(scores.england.toString()).toBe('73');
    expect(scores.france.toString()).toBe(String(34 + 24 - 2));
    expect(scores.italy.toString()).toBe('0');
  });
});

describe('allocation (seed §1d–e, spec §4)', () => {
  it('§1d: each of seven players has one power left — the only valid assignment is found', () => {
    const players = POWERS.map((power) => ({ id: `only-${power}` }));
    const history = POWERS.flatMap((power) =>
      POWERS.filter((other) => other !== power).map((other, index) => ({
        player: `only-${power}`,
        power: other,
        round: index + 1,
        board: 1,
      })),
    );
    const round = allocate(players, history, { seed: 'audit' });
    expect(round.violations).toEqual([]);
    const seats = round.boards[0]!.seats.map((seat) => [seat.playerId, seat.power]);
    expect(seats).toEqual(POWERS.map((power) => [`only-${power}`, power]));
  });
  it('§1e: the priorities are applied in order — a traveller from abroad who paid last still plays', () => {
    // Eight players: one must sit out. The abroad player paid last, but priority 1 (abroad)
    // comes before priority 3 (payment time): the latest-paying local sits out.
    const players = [
      { id: 'abroad', travel: 'abroad' as const, paidAt: 9000 },
      ...Array.from({ length: 7 }, (_, index) => ({ id: `local${index}`, paidAt: 1000 + index })),
    ];
    const round = allocate(players, [], { seed: 'audit' });
    expect(round.sittingOut).toEqual([{ playerId: 'local6', name: 'local6', reason: 'paidAt' }]);
  });
});

describe('seed §3a tie chain as a property (score, then best game, second best, …)', () => {
  test.prop([tournamentArbitrary()], { numRuns: 25 })(
    'qualification and final ranking: consecutive rows never rise in (score, games); shared rows are equal; "game k" is the first difference',
    (tournament) => {
      const check = (table: readonly DiplomacyQualificationRow[]) => {
        const key = (row: DiplomacyQualificationRow, length: number) =>
          [
            row.score,
            ...Array.from({ length }, (_, index) => row.games[index] ?? Fraction.ZERO),
          ] as Fraction[];
        const present = table.filter((row) => !row.withdrawn);
        for (let index = 1; index < present.length; index++) {
          const above = present[index - 1]!;
          const below = present[index]!;
          const length = Math.max(above.games.length, below.games.length);
          const a = key(above, length);
          const b = key(below, length);
          const first = a.findIndex((value, at) => !value.equals(b[at]!));
          if (below.place === above.place) expect(first).toBe(-1);
          else if (first >= 0) expect(a[first]!.gt(b[first]!)).toBe(true);
          if (below.decidedBy?.startsWith('game ')) expect(below.decidedBy).toBe(`game ${first}`);
          if (below.decidedBy === 'score') expect(first).toBe(0);
        }
      };
      check(diplomacyQualification(tournament).rows);
      check(diplomacyStandings(tournament).rows.slice(2));
    },
  );
});
