import { describe, expect, it } from 'vitest';
import { Fraction, type MindsportError } from '../../src/core/index.js';
import {
  C_DIPLO_100,
  CENTRE_COUNT,
  type DiplomacyBestPowerAward,
  type DiplomacyBoard,
  type DiplomacyQualificationRow,
  type DiplomacyTeamRow,
  type DiplomacyTournament,
  diplomacyBestPowers,
  diplomacyQualification,
  diplomacyStandings,
  diplomacyTeams,
  NDF_2007,
  parseGameResult,
  powerChoiceOrder,
  qualificationScore,
  scoreMaxonian,
  validateDiplomacyTournament,
} from '../../src/diplomacy/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';
import { board, finalBoardIds, ndfWith, qualificationRows, topBoardOfGame } from './helpers.js';

const codeOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('qualification score (seed §3a: two best + 50 % of the third; decision 7)', () => {
  // diplomacy-systems.md §4 vectors #59–#71 (dipvis test_tscoringsumgames_scores4)
  const vectors: [number[], number][] = [
    [[20, 1, 7000, 90000, 300], 97150],
    [[7000, 10000, 400, 50], 17200],
    [[30000, 50, 400, 5000], 35200],
    [[700, 40000, 7000, 4, 70], 47350],
    [[2000, 70, 400], 2435],
    [[100, 70], 170],
    [[1, 2, 30, 200, 3000, 50000, 5, 9, 7], 53100],
    [[2, 300, 1, 3000, 10000, 5, 10, 8], 13150],
    [[3, 20000, 10, 5000, 2, 1, 7, 200], 25100],
    [[20000, 8, 20, 600, 6, 3000, 7, 2], 23300],
    [[6000, 6, 80000, 300, 6, 3, 60], 86150],
    [[2000, 3, 40000, 2, 40, 300, 4], 42150],
    [[], 0],
  ];
  it.each(vectors)('#59–#71: %j → %d', (scores, expected) => {
    expect(qualificationScore(scores).toString()).toBe(String(expected));
  });
  it('exact halves: 50 + 19.5 + ½ · 4 = 71.5', () => {
    expect(qualificationScore(['19.5', 4, 50]).toString()).toBe('71.5');
  });
});

describe('top board (seed §3b; decision 9)', () => {
  const qualifiers = ['Kari', 'Ola', 'Per', 'Siri', 'Bjørg', 'Bjørn', 'Arne'];
  it('seed example: Kari picks 3, Ola 4, Per 2, Siri 1, … → Siri, Per, Kari, Ola, Bjørg, Arne, Bjørn', () => {
    expect(powerChoiceOrder(qualifiers, [3, 4, 2, 1, 5, 7, 6])).toEqual([
      'Siri',
      'Per',
      'Kari',
      'Ola',
      'Bjørg',
      'Arne',
      'Bjørn',
    ]);
  });
  it('a position out of range or already taken is an error naming the pick', () => {
    expect(codeOf(() => powerChoiceOrder(qualifiers, [3, 3, 2, 1, 5, 7, 6]))).toBe('CHOICE_POSITION_TAKEN');
    expect(codeOf(() => powerChoiceOrder(qualifiers, [3, 4, 2, 1, 5, 7, 8]))).toBe('OUT_OF_RANGE');
  });
  // Powers are drawn in the choice order Siri, Per, Kari, Ola, Bjørg, Arne, Bjørn.
  const order = ['Siri', 'Per', 'Kari', 'Ola', 'Bjørg', 'Arne', 'Bjørn'];
  const top = board(1, 'A12 E12 F4 G3 I2 R1 T0', ['Kari', 'Bjørn', 'Siri', 'Per', 'Ola', 'Bjørg', 'Arne']);
  it('seed example: Bjørn and Kari both have 12 — Bjørn chose later, so Bjørn is champion', () => {
    const places = topBoardOfGame(top.game, order);
    expect(places.map((row) => row.playerId)).toEqual([
      'Bjørn',
      'Kari',
      'Siri',
      'Per',
      'Ola',
      'Bjørg',
      'Arne',
    ]);
    expect(places[0]!.choicePosition).toBe(7);
  });
  it('the rule is symmetric: with the choice order reversed Kari wins', () => {
    expect(topBoardOfGame(top.game, [...order].reverse())[0]!.playerId).toBe('Kari');
  });
  it('a tie without a choice order is an error (decision 9)', () => {
    expect(codeOf(() => topBoardOfGame(top.game))).toBe('CHOICE_ORDER_REQUIRED');
  });
  it('after a solo the six others are ordered by centres (decision 9)', () => {
    const solo = board(1, 'A18 E6 F4 G3 I2 R1 T0', ['Kari', 'Bjørn', 'Siri', 'Per', 'Ola', 'Bjørg', 'Arne']);
    expect(topBoardOfGame(solo.game, order).map((row) => row.playerId)).toEqual([
      'Kari',
      'Bjørn',
      'Siri',
      'Per',
      'Ola',
      'Bjørg',
      'Arne',
    ]);
  });
});

// A game with histories 1901–1908 in which Austria and England end on 11 centres each.
const AE = ['alice', 'bob', 'carl', 'dina', 'eve', 'finn', 'gro'];
const histories = [
  [5, 6, 6, 7, 8, 8, 9, 11], // A: 9 then 11
  [4, 5, 6, 7, 8, 9, 10, 11], // E: 10 then 11
  [5, 5, 5, 5, 5, 5, 5, 5],
  [5, 5, 5, 5, 5, 4, 4, 4],
  [4, 4, 4, 4, 4, 4, 3, 3],
  [4, 4, 3, 2, 1, 1, 1, 0], // R eliminated 1908
  [3, 3, 3, 3, 2, 1, 0, 0], // T eliminated 1907
];
const countbackGame = (swap: boolean): DiplomacyBoard =>
  board(
    1,
    'A11 E11 F5 G4 I3 R0 T0',
    AE,
    swap ? [histories[1]!, histories[0]!, ...histories.slice(2)] : histories,
  );
const oneRound = (boards: DiplomacyBoard[]): DiplomacyTournament => ({
  players: AE.map((id) => ({ id })),
  rounds: [{ round: 1, boards }],
});

describe('reversed count-back (seed §3a; decisions 4 and 5)', () => {
  it('seed pair: A with 9 then 11 beats B with 10 then 11 (A gained more in the last year)', () => {
    const table = qualificationRows(oneRound([countbackGame(false)]));
    expect(table[0]).toMatchObject({ playerId: 'alice', place: 1, shared: false });
    expect(table[1]).toMatchObject({ playerId: 'bob', place: 2, decidedBy: 'count-back game 1' });
    expect(table[0]!.score.equals(table[1]!.score)).toBe(true);
  });
  it('and its reverse: with the histories swapped bob is ahead', () => {
    const table = qualificationRows(oneRound([countbackGame(true)]));
    expect(table.map((row) => row.playerId).slice(0, 2)).toEqual(['bob', 'alice']);
  });
  it('not the Maxonian count-back: Maxonian ranks the one most recently ahead (B) higher', () => {
    const scores = scoreMaxonian(countbackGame(false).game);
    expect(scores.england.gt(scores.austria)).toBe(true);
  });
  it('decision 5: between eliminated players the one who survived more years ranks higher', () => {
    const table = qualificationRows(oneRound([countbackGame(false)]));
    expect(table.slice(5).map((row) => row.playerId)).toEqual(['finn', 'gro']);
    expect(table[6]!.decidedBy).toBe('count-back game 1');
  });
  it('the elimination-year rule works without histories; without them the survivors stay tied', () => {
    const table = qualificationRows(oneRound([board(1, 'A11 E11 F5 G4 I3 R0@1908 T0@1907', AE)]));
    expect(table.slice(0, 2).map((row) => row.placeLabel)).toEqual(['1–2', '1–2']);
    expect(table.slice(5).map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual(['6 finn', '7 gro']);
  });
});

// 14 players, qualifying rounds 1–3 on two boards each, final round on two boards.
const players = Array.from({ length: 14 }, (_, index) => `p${String(index + 1).padStart(2, '0')}`);
const seat = (indices: number[]) => indices.map((index) => players[index]!);
const event: DiplomacyTournament = {
  players: players.map((id) => ({ id })),
  rounds: [
    {
      round: 1,
      boards: [
        board(1, 'A10 E8 F6 G4 I3 R2 T1', seat([0, 1, 2, 3, 4, 5, 6])),
        board(2, 'A9 E7 F7 G5 I3 R2 T1', seat([7, 8, 9, 10, 11, 12, 13])),
      ],
    },
    {
      round: 2,
      boards: [
        board(1, 'A12 E9 F5 G4 I2 R1 T1', seat([13, 12, 11, 10, 0, 1, 2])),
        board(2, 'A8 E8 F6 G5 I4 R2 T1', seat([9, 8, 7, 6, 5, 4, 3])),
      ],
    },
    {
      round: 3,
      boards: [
        board(1, 'A7 E7 F7 G6 I4 R2 T1', seat([3, 5, 7, 9, 11, 13, 1])),
        board(2, 'A11 E6 F6 G5 I3 R2 T1', seat([0, 2, 4, 6, 8, 10, 12])),
      ],
    },
  ],
};

describe('final round and final ranking (seed §3a–c; decisions 6, 10, 11, 12)', () => {
  const qualification = diplomacyQualification(event).rows;
  const boards = finalBoardIds(event);
  it('boards follow the qualification order, the top board first', () => {
    expect(boards.flat()).toEqual(qualification.map((row) => row.playerId));
    expect(boards.map((b) => b.length)).toEqual([7, 7]);
  });
  it('players without a qualifying round play on the lowest board; a non-multiple of 7 is an error', () => {
    const withNewcomers: DiplomacyTournament = {
      ...event,
      players: [...event.players, ...Array.from({ length: 7 }, (_, index) => ({ id: `new${index}` }))],
      lot: Array.from({ length: 7 }, (_, index) => `new${index}`),
    };
    expect(finalBoardIds(withNewcomers)[2]).toEqual(Array.from({ length: 7 }, (_, index) => `new${index}`));
    expect(codeOf(() => finalBoardIds({ ...event, finalRoundEntrants: players.slice(1) }))).toBe(
      'FINAL_ROUND_NOT_FULL_BOARDS',
    );
  });
  it('a shared place across a board cut needs a recorded lot (decision 10)', () => {
    const sevenAndOne: DiplomacyTournament = {
      players: [...players, ...Array.from({ length: 7 }, (_, index) => `x${index}`)].map((id) => ({ id })),
      rounds: [],
    };
    expect(codeOf(() => finalBoardIds(sevenAndOne))).toBe('LOT_REQUIRED');
  });

  const [topIds, secondIds] = boards as [string[], string[]];
  const final: DiplomacyTournament = {
    ...event,
    rounds: [
      ...event.rounds,
      {
        round: 4,
        boards: [
          board(1, 'A9 E9 F6 G4 I3 R2 T1', topIds), // 1st and 2nd qualifier tie on 9
          board(2, 'A17 E5 F4 G3 I2 R2 T1', secondIds),
        ],
      },
    ],
    topBoardChoiceOrder: [topIds[1]!, topIds[0]!, ...topIds.slice(2)],
  };
  const ranking = diplomacyStandings(final).rows;
  it('champion and runner-up are 1st and 2nd on the top board; the later chooser wins the tie', () => {
    // topIds[0] chose second, after topIds[1], so topIds[0] is champion.
    expect(ranking.slice(0, 2).map((row) => row.playerId)).toEqual([topIds[0], topIds[1]]);
    expect(ranking[1]!.decidedBy).toBe('top board');
  });
  it('everybody else by (qualification + round 4) × (1 + 10 % × (N − k)), exact', () => {
    for (const row of ranking) {
      const expectedFactor = row.board === 1 ? Fraction.of(11, 10) : Fraction.ONE;
      expect(row.factor.equals(expectedFactor)).toBe(true);
      expect(row.score.equals(row.qualification.add(row.finalRound!).mul(row.factor))).toBe(true);
    }
    const rest = ranking.slice(2);
    for (let index = 1; index < rest.length; index++) {
      expect(rest[index - 1]!.score.compare(rest[index]!.score)).toBeGreaterThanOrEqual(0);
    }
    expect(rest[0]!.place).toBe(3);
  });
  it('decision 11: the board-B winner (17 centres) finishes above top-board places 3–7', () => {
    const boardBWinner = ranking.find((row) => row.playerId === secondIds[0]);
    expect(boardBWinner!.place).toBe(3);
  });
  it('decision 12: a player who withdrew ranks last whatever the score, and cannot be champion', () => {
    const withdrawn: DiplomacyTournament = {
      ...final,
      players: final.players.map((player) =>
        player.id === topIds[0] ? { ...player, withdrawn: true } : player,
      ),
    };
    const table = diplomacyStandings(withdrawn).rows;
    expect(table[0]!.playerId).toBe(topIds[1]);
    expect(table.at(-1)).toMatchObject({ playerId: topIds[0], withdrawn: true, place: 14 });
    const qualificationTable = diplomacyQualification(withdrawn).rows;
    expect(qualificationTable.at(-1)!.playerId).toBe(topIds[0]);
  });
  it('decision 12: withdrawn players are ordered among themselves by the usual chain', () => {
    const [best, second] = [qualification[0]!.playerId, qualification[1]!.playerId];
    const withdrawn: DiplomacyTournament = {
      ...event,
      players: event.players.map((player) =>
        player.id === best || player.id === second ? { ...player, withdrawn: true } : player,
      ),
    };
    const table = diplomacyQualification(withdrawn).rows;
    expect(table.slice(-2).map((row) => [row.playerId, row.place])).toEqual([
      [best, 13],
      [second, 14],
    ]);
    expect(table[12]!.decidedBy).toBe('withdrawn');
  });
  it('any scoring system plugs in: with centre count the board-B winner scores 17 in round 4', () => {
    const plain = diplomacyStandings(final, ndfWith(CENTRE_COUNT)).rows;
    expect(plain.slice(0, 2).map((row) => row.playerId)).toEqual([topIds[0], topIds[1]]);
    expect(plain.find((row) => row.playerId === secondIds[0])!.finalRound!.toString()).toBe('17');
    expect(ranking.find((row) => row.playerId === secondIds[0])!.finalRound!.toString()).toBe('56');
  });
});

describe('team event (seed §4a; decision 13)', () => {
  const ids = Array.from({ length: 28 }, (_, index) => `t${index}`);
  const round2 = [
    board(1, 'A10 E9 F8 G3 I2 R1 T1', ids.slice(0, 7)), // t0: 38 + 10 + 1 = 49
    board(2, 'A4 E9 F8 G5 I5 R2 T1', ids.slice(7, 14)), // t7: 4 + 1 = 5
    board(3, 'A4 E9 F8 G3 I2 R1 T1', ids.slice(14, 21)), // t14: 7 + 4 + 1 = 12
    board(4, 'A0 E9 F8 G7 I5 R2 T3', ids.slice(21, 28)), // t21: 0 + 0 + 1 = 1
  ];
  const tournament: DiplomacyTournament = {
    players: ids.map((id) => ({ id })),
    rounds: [{ round: 2, boards: round2 }],
    teams: [
      { name: 'Kari & co', members: ['t0', 't7', 't14', 't21'] },
      { name: 'Others', members: ['t1', 't8', 't15', 't22'] },
    ],
    teamRound: 2,
  };
  it('seed example: 49 + 5 + 12 + 1 = 67, unreduced by the 50 % rule', () => {
    const table = diplomacyTeams(tournament).rows;
    const kari = table.find((row) => row.team === 'Kari & co')!;
    expect(kari.score.toString()).toBe('67');
    expect(kari.memberScores.map(String)).toEqual(['49', '12', '5', '1']);
  });
  it('teams of the wrong size are an error', () => {
    expect(
      codeOf(
        () => diplomacyTeams({ ...tournament, teams: [{ name: 'Trio', members: ['t0', 't7', 't14'] }] }).rows,
      ),
    ).toBe('WRONG_TEAM_SIZE');
  });
  it('equal team scores (67 each): the best member score decides (49 > 48)', () => {
    const table = diplomacyTeams({
      ...tournament,
      teams: [...tournament.teams!.slice(0, 1), { name: 'Others', members: ['t8', 't24', 't5', 't6'] }],
    }).rows;
    expect(table.map((row) => [row.team, row.score.toString(), row.place])).toEqual([
      ['Kari & co', '67', 1],
      ['Others', '67', 2],
    ]);
    expect(table[1]!.decidedBy).toBe('member 1');
  });
});

describe('best power (seed §12b; decisions 8 and 14)', () => {
  const ids = Array.from({ length: 14 }, (_, index) => `b${index}`);
  it('equal scores: the larger gap to the largest other power wins, then the next gap', () => {
    // England scores 38 + 10 + 1 = 49 in both games; gaps 10 − 9 = 1 vs 10 − 6 = 4.
    const tournament: DiplomacyTournament = {
      players: ids.map((id) => ({ id })),
      rounds: [
        { round: 1, boards: [board(1, 'A9 E10 F8 G3 I2 R1 T1', ids.slice(0, 7))] },
        { round: 2, boards: [board(1, 'A6 E10 F6 G6 I2 R1 T1', ids.slice(7, 14))] },
      ],
    };
    const england = diplomacyBestPowers(tournament).awards.find((award) => award.power === 'england')!;
    expect(england.score.toString()).toBe('49');
    expect(england.winners).toEqual([{ playerId: 'b8', name: 'b8', round: 2, board: 1 }]);
  });
  it('everything equal: a shared award', () => {
    const tournament: DiplomacyTournament = {
      players: ids.map((id) => ({ id })),
      rounds: [
        { round: 1, boards: [board(1, 'A9 E10 F8 G3 I2 R1 T1', ids.slice(0, 7))] },
        { round: 2, boards: [board(1, 'A9 E10 F8 G3 I2 R1 T1', ids.slice(7, 14))] },
      ],
    };
    expect(
      diplomacyBestPowers(tournament).awards.find((award) => award.power === 'england')!.winners,
    ).toHaveLength(2);
  });
});

describe('bad tournament input (issue 6)', () => {
  it('a player on two boards in a round is an error naming the round, board and power', () => {
    const ids = Array.from({ length: 14 }, (_, index) => `d${index}`);
    const twice = [...ids.slice(7, 13), 'd0'];
    const result = validateDiplomacyTournament({
      players: ids.map((id) => ({ id })),
      rounds: [
        {
          round: 1,
          boards: [
            board(1, 'E11 F8 T8 A3 R3 I1 G0', ids.slice(0, 7)),
            board(2, 'E11 F8 T8 A3 R3 I1 G0', twice),
          ],
        },
      ],
    });
    expect(result.ok).toBe(false);
    const problem = result.problems.find((found) => found.code === 'PLAYER_ON_TWO_BOARDS')!;
    expect(problem.path).toEqual(['rounds', 0, 'boards', 1, 'game', 'powers', 'turkey', 'player']);
    expect(problem.message).toContain('"d0"');
  });
  it('invalid games inside a tournament are reported with their full path', () => {
    const ids = Array.from({ length: 7 }, (_, index) => `d${index}`);
    const result = validateDiplomacyTournament({
      players: ids.map((id) => ({ id })),
      rounds: [{ round: 1, boards: [board(1, 'A5 E5 F5 G5 I5 R5 T5', ids)] }],
    });
    expect(result.problems.map((found) => [found.code, found.path])).toEqual([
      ['SUPPLY_CENTRE_TOTAL_OVER_34', ['rounds', 0, 'boards', 0, 'game', 'powers']],
    ]);
  });
  it('unknown players, duplicate rounds and boards', () => {
    const ids = Array.from({ length: 7 }, (_, index) => `d${index}`);
    const game = board(1, 'E11 F8 T8 A3 R3 I1 G0', ids);
    const result = validateDiplomacyTournament({
      players: ids.slice(1).map((id) => ({ id })),
      rounds: [
        { round: 1, boards: [game] },
        { round: 1, boards: [] },
      ],
    });
    expect(result.problems.map((found) => found.code).sort()).toEqual(['DUPLICATE_ID', 'UNKNOWN_ID']);
  });
  it('parseGameResult names the bad token', () => {
    expect(codeOf(() => parseGameResult('E11 X8'))).toBe('BAD_RESULT_NOTATION');
  });
});

describe('count-back details (decision 4)', () => {
  // Two boards with the same centres, histories of 8 years (to 1908) and 6 years (to 1906, ended by vote).
  const eight = [
    [5, 6, 6, 7, 8, 8, 9, 11],
    [4, 5, 6, 7, 8, 9, 10, 11],
    [5, 5, 5, 5, 5, 5, 5, 5],
    [5, 5, 5, 5, 5, 4, 4, 4],
    [4, 4, 4, 4, 4, 4, 3, 3],
    [4, 4, 3, 2, 1, 1, 1, 0],
    [3, 3, 3, 3, 2, 1, 0, 0],
  ];
  const six = [
    [5, 6, 7, 8, 9, 11],
    [4, 5, 6, 7, 9, 11],
    [5, 5, 5, 5, 5, 5],
    [5, 5, 5, 5, 4, 4],
    [4, 4, 4, 4, 3, 3],
    [4, 3, 2, 1, 1, 0],
    [3, 3, 3, 2, 1, 0],
  ];
  const first = ['alice', 'x1', 'f1', 'g1', 'i1', 'r1', 't1'];
  const second = ['bob', 'y1', 'f2', 'g2', 'i2', 'r2', 't2'];
  const third = ['carl', 'z1', 'f3', 'g3', 'i3', 'r3', 't3'];
  const tournament = (boards: DiplomacyBoard[]): DiplomacyTournament => ({
    players: [...first, ...second, ...third].map((id) => ({ id })),
    rounds: [{ round: 1, boards }],
  });
  const result = 'A11 E11 F5 G4 I3 R0 T0';
  it('games are aligned on their own last year, not on the calendar year', () => {
    const table = qualificationRows(
      tournament([board(1, result, first, eight), board(2, result, second, six)]),
    );
    // All four 11-centre players score 38. Backwards from each game's last year:
    // alice 9, 8, 8 · x1 10 · bob 9, 8, 7 · y1 9, 7 → y1, bob, alice, x1.
    expect(table.slice(0, 4).map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual([
      '1 y1',
      '2 bob',
      '3 alice',
      '4 x1',
    ]);
  });
  it('when the shorter history runs out the game is tied (f1 and f2 share their place)', () => {
    const table = qualificationRows(
      tournament([board(1, result, first, eight), board(2, result, second, six)]),
    );
    const f1 = table.find((row) => row.playerId === 'f1')!;
    const f2 = table.find((row) => row.playerId === 'f2')!;
    expect(f1.shared && f1.place === f2.place).toBe(true);
  });
  it('applied to the whole tied group: one member without a history leaves the group tied for that game', () => {
    const table = qualificationRows(
      tournament([board(1, result, first, eight), board(2, result, second, six), board(3, result, third)]),
    );
    expect(table.slice(0, 6).map((row) => row.placeLabel)).toEqual(Array(6).fill('1–6'));
  });
  it('the chain moves on to the next game when a game cannot separate (no history in round 1)', () => {
    const two: DiplomacyTournament = {
      players: [...first, ...second].map((id) => ({ id })),
      rounds: [
        { round: 1, boards: [board(1, result, first), board(2, result, second)] },
        { round: 2, boards: [board(1, result, first, eight), board(2, result, second, six)] },
      ],
    };
    const table = diplomacyQualification(two).rows;
    expect(table.slice(0, 4).map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual([
      '1 y1',
      '2 bob',
      '3 alice',
      '4 x1',
    ]);
    expect(table[1]!.decidedBy).toBe('count-back game 2');
  });
});

// Whole diplomacyBestPowers, diplomacyTeams and diplomacyQualification results, worked out by
// hand from the rules (seed 003 §3a, §4a, §12b; spec decisions 4, 7, 8, 12, 13, 14). C-Diplo 100:
// 1 for playing + 1 per centre + 38 / 14 / 7 for the 1st / 2nd / 3rd largest, tied powers
// sharing the bonuses of the places they occupy (decision 16). On 'A10 E9 F8 G3 I2 R1 T1':
// A 49, E 24, F 16, G 4, I 3, R 2, T 2.
describe('whole results of the rankings (seed 003 §3a, §4a, §12b)', () => {
  const RESULT = 'A10 E9 F8 G3 I2 R1 T1';
  const names = (prefix: string, count = 7) =>
    Array.from({ length: count }, (_, index) => `${prefix}${index}`);

  /** An award with its score as an exact string, for one deep comparison. */
  const awardRows = (awards: readonly DiplomacyBestPowerAward[]) =>
    awards.map(({ power, score, winners }) => ({ power, score: score.toString(), winners }));

  /**
   * Every power's award when two boards of RESULT tie game for game: C-Diplo 49, 24, 16, 4, 3,
   * 2, 2 in A E F G I R T order, shared by the players of the two boards in the order given.
   */
  const sharedAwards = (
    first: { readonly prefix: string; readonly round: number; readonly board: number },
    second: { readonly prefix: string; readonly round: number; readonly board: number },
  ) => {
    const scores = ['49', '24', '16', '4', '3', '2', '2'];
    return ['austria', 'england', 'france', 'germany', 'italy', 'russia', 'turkey'].map((power, index) => ({
      power,
      score: scores[index],
      winners: [first, second].map(({ prefix, round, board }) => ({
        playerId: `${prefix}${index}`,
        name: `${prefix}${index}`,
        round,
        board,
      })),
    }));
  };

  /** A team row with its scores as exact strings. */
  const teamRows = (rows: readonly DiplomacyTeamRow[]) =>
    rows.map((row) => ({
      ...row,
      score: row.score.toString(),
      memberScores: row.memberScores.map(String),
    }));

  /** A standings row with its scores as exact strings. */
  const standingRows = (rows: readonly DiplomacyQualificationRow[]) =>
    rows.map((row) => ({ ...row, score: row.score.toString(), games: row.games.map(String) }));

  describe('best power (seed §12b; decisions 8 and 14)', () => {
    it('a tournament without games has no award at all', () => {
      expect(diplomacyBestPowers({ players: [], rounds: [] }).awards).toEqual([]);
    });

    it('one board: every power gets its only game, in power order', () => {
      const players = names('p');
      const tournament: DiplomacyTournament = {
        players: players.map((id) => ({ id })),
        rounds: [{ round: 1, boards: [board(1, RESULT, players)] }],
      };
      // Scores 49, 24, 16, 4, 3, 2, 2 (see the header).
      const only = (player: string) => [{ playerId: player, name: player, round: 1, board: 1 }];
      expect(awardRows(diplomacyBestPowers(tournament).awards)).toEqual([
        { power: 'austria', score: '49', winners: only('p0') },
        { power: 'england', score: '24', winners: only('p1') },
        { power: 'france', score: '16', winners: only('p2') },
        { power: 'germany', score: '4', winners: only('p3') },
        { power: 'italy', score: '3', winners: only('p4') },
        { power: 'russia', score: '2', winners: only('p5') },
        { power: 'turkey', score: '2', winners: only('p6') },
      ]);
    });

    it('the score decides before the gaps: England 49 with a gap of 1 beats England 48 with a gap of 6', () => {
      const q = names('q');
      const r = names('r');
      const tournament: DiplomacyTournament = {
        players: [...q, ...r].map((id) => ({ id })),
        rounds: [
          // A 1 + 9 + 14 = 24, E 1 + 10 + 38 = 49, F 1 + 8 + 7 = 16, G 4, I 3, R 2, T 2.
          { round: 1, boards: [board(1, 'A9 E10 F8 G3 I2 R1 T1', q)] },
          // 21 centres owned: E 1 + 9 + 38 = 48 (gap 9 − 3 = 6); A and F share 2nd–3rd:
          // 1 + 3 + (14 + 7) / 2 = 14.5; G and I 1 + 2 = 3; R and T 2.
          { round: 2, boards: [board(1, 'A3 E9 F3 G2 I2 R1 T1', r)] },
        ],
      };
      expect(awardRows(diplomacyBestPowers(tournament).awards)).toEqual([
        { power: 'austria', score: '24', winners: [{ playerId: 'q0', name: 'q0', round: 1, board: 1 }] }, // 24 > 14.5
        { power: 'england', score: '49', winners: [{ playerId: 'q1', name: 'q1', round: 1, board: 1 }] }, // 49 > 48
        { power: 'france', score: '16', winners: [{ playerId: 'q2', name: 'q2', round: 1, board: 1 }] }, // 16 > 14.5
        { power: 'germany', score: '4', winners: [{ playerId: 'q3', name: 'q3', round: 1, board: 1 }] }, // 4 > 3
        // Italy 3 in both: gaps to the others, largest first: round 1 2 − 10 = −8, round 2 2 − 9 = −7.
        { power: 'italy', score: '3', winners: [{ playerId: 'r4', name: 'r4', round: 2, board: 1 }] },
        // Russia and Turkey 2 in both: first gap 1 − 10 = −9 in round 1, 1 − 9 = −8 in round 2.
        { power: 'russia', score: '2', winners: [{ playerId: 'r5', name: 'r5', round: 2, board: 1 }] },
        { power: 'turkey', score: '2', winners: [{ playerId: 'r6', name: 'r6', round: 2, board: 1 }] },
      ]);
    });

    it('a shared award lists its games by round, whatever the order of the players', () => {
      const early = names('s');
      const late = names('t');
      const tournament: DiplomacyTournament = {
        // The round-2 players come first, so the candidates reach the sort latest round first.
        players: [...late, ...early].map((id) => ({ id })),
        rounds: [
          { round: 2, boards: [board(1, RESULT, late)] },
          { round: 1, boards: [board(1, RESULT, early)] },
        ],
      };
      // The same game twice: every score and every gap is equal, so every award is shared.
      expect(awardRows(diplomacyBestPowers(tournament).awards)).toEqual(
        sharedAwards({ prefix: 's', round: 1, board: 1 }, { prefix: 't', round: 2, board: 1 }),
      );
    });

    it('a shared award within one round lists its games by board', () => {
      const top = names('u');
      const second = names('v');
      const tournament: DiplomacyTournament = {
        players: [...second, ...top].map((id) => ({ id })),
        rounds: [{ round: 3, boards: [board(2, RESULT, second), board(1, RESULT, top)] }],
      };
      expect(awardRows(diplomacyBestPowers(tournament).awards)).toEqual(
        sharedAwards({ prefix: 'u', round: 3, board: 1 }, { prefix: 'v', round: 3, board: 2 }),
      );
    });
  });

  describe('team event (seed §4a; decision 13)', () => {
    // Round 2 (the team round): two boards of RESULT, x0–x6 and x7–x13: A 49, E 24, F 16,
    // G 4, I 3, R 2, T 2. Round 1: y0 plays Austria (49) with x0–x5 as England … Turkey.
    const x = names('x', 14);
    const base: DiplomacyTournament = {
      players: [...x, 'y0', 'absent'].map((id) => ({ id })),
      rounds: [
        { round: 1, boards: [board(1, RESULT, ['y0', ...x.slice(0, 6)])] },
        { round: 2, boards: [board(1, RESULT, x.slice(0, 7)), board(2, RESULT, x.slice(7))] },
      ],
      teamRound: 2,
    };

    it('whole table: a leader, a place shared after every tie-break, a member who missed the team round', () => {
      // #567–#576, #577–#581 (padding with zeros), #582–#585, #587 (decidedBy), #537 ('score')
      const tournament: DiplomacyTournament = {
        ...base,
        teams: [
          // x0 49 + x7 49 + x5 2 + x13 2 = 102.
          { name: 'Lead', members: ['x0', 'x7', 'x5', 'x13'] },
          // x1 24 + x9 16 + x3 4 + x11 3 = 47.
          { name: 'North', members: ['x1', 'x9', 'x3', 'x11'] },
          // x8 24 + x2 16 + x10 4 + x4 3 = 47: the same members' scores, and the count-back
          // has no histories and equal final centres (9, 8, 3, 2) → shared 2–3.
          { name: 'South', members: ['x8', 'x2', 'x10', 'x4'] },
          // x6 2 + x12 2 + y0 (round 1 only: 0) + absent 0 = 4.
          { name: 'West', members: ['x6', 'x12', 'y0', 'absent'] },
        ],
      };
      expect(teamRows(diplomacyTeams(tournament).rows)).toEqual([
        {
          team: 'Lead',
          place: 1,
          lastPlace: 1,
          shared: false,
          placeLabel: '1',
          score: '102',
          memberScores: ['49', '49', '2', '2'],
          decidedBy: null,
        },
        {
          team: 'North',
          place: 2,
          lastPlace: 3,
          shared: true,
          placeLabel: '2–3',
          score: '47',
          memberScores: ['24', '16', '4', '3'],
          decidedBy: 'score',
        },
        {
          team: 'South',
          place: 2,
          lastPlace: 3,
          shared: true,
          placeLabel: '2–3',
          score: '47',
          memberScores: ['24', '16', '4', '3'],
          decidedBy: null,
        },
        {
          team: 'West',
          place: 4,
          lastPlace: 4,
          shared: false,
          placeLabel: '4',
          score: '4',
          memberScores: ['2', '2', '0', '0'],
          decidedBy: 'score',
        },
      ]);
    });

    it('equal members split by the count-back: the lower team is decided by it, the upper by score', () => {
      // count-back part), #589 (places after a part)
      // Histories (A E F G I R T): board 1 Austria 9 → 10, board 2 Austria 10 → 10; year 1 totals 34.
      const b = names('b');
      const c = names('c');
      const tournament: DiplomacyTournament = {
        players: [...b, ...c].map((id) => ({ id })),
        rounds: [
          {
            round: 2,
            boards: [
              board(1, RESULT, b, [
                [9, 10],
                [10, 9],
                [8, 8],
                [3, 3],
                [2, 2],
                [1, 1],
                [1, 1],
              ]),
              board(2, RESULT, c, [
                [10, 10],
                [9, 9],
                [8, 8],
                [3, 3],
                [2, 2],
                [1, 1],
                [1, 1],
              ]),
            ],
          },
        ],
        teams: [
          // E 24 + F 16 + E 24 + F 16 = 80.
          { name: 'R', members: ['b1', 'b2', 'c1', 'c2'] },
          // A 49 + G 4 + R 2 + T 2 = 57 on board 1 …
          { name: 'P', members: ['b0', 'b3', 'b5', 'b6'] },
          // … and on board 2: the same 49, 4, 2, 2. Count-back game 1 (the Austrias): 10 = 10,
          // one year back 9 < 10 — fewer wins (decision 4: b0 gained more) → P above Q.
          { name: 'Q', members: ['c0', 'c3', 'c5', 'c6'] },
        ],
        teamRound: 2,
      };
      const row = (
        team: string,
        place: number,
        score: string,
        members: string[],
        decidedBy: string | null,
      ) => ({
        team,
        place,
        lastPlace: place,
        shared: false,
        placeLabel: `${place}`,
        score,
        memberScores: members,
        decidedBy,
      });
      expect(teamRows(diplomacyTeams(tournament).rows)).toEqual([
        row('R', 1, '80', ['24', '24', '16', '16'], null),
        row('P', 2, '57', ['49', '4', '2', '2'], 'score'),
        row('Q', 3, '57', ['49', '4', '2', '2'], 'count-back game 1'),
      ]);
    });

    it('equal totals: the members best first decide, named by their 1-based position', () => {
      const tournament: DiplomacyTournament = {
        ...base,
        teams: [
          { name: 'M2', members: ['x7', 'x4', 'x11', 'x12'] }, // 49 + 3 + 3 + 2 = 57
          { name: 'M1', members: ['x0', 'x3', 'x5', 'x6'] }, // 49 + 4 + 2 + 2 = 57: member 2, 4 > 3
        ],
      };
      const row = (team: string, place: number, members: string[], decidedBy: string | null) => ({
        team,
        place,
        lastPlace: place,
        shared: false,
        placeLabel: `${place}`,
        score: '57',
        memberScores: members,
        decidedBy,
      });
      expect(teamRows(diplomacyTeams(tournament).rows)).toEqual([
        row('M1', 1, ['49', '4', '2', '2'], null),
        row('M2', 2, ['49', '3', '3', '2'], 'member 2'),
      ]);
    });

    it('no team event: no teams, or an empty list, gives an empty table', () => {
      expect(diplomacyTeams(base).rows).toEqual([]);
      expect(diplomacyTeams({ ...base, teams: [] }).rows).toEqual([]);
    });

    it('the team size comes from the rules: teams of 3', () => {
      const rules = { ...NDF_2007, teamEvent: { ...NDF_2007.teamEvent, size: 3 } };
      const tournament: DiplomacyTournament = {
        ...base,
        teams: [
          { name: 'Trio A', members: ['x0', 'x8', 'x2'] }, // 49 + 24 + 16 = 89
          { name: 'Trio B', members: ['x7', 'x1', 'absent'] }, // 49 + 24 + 0 = 73
        ],
      };
      expect(teamRows(diplomacyTeams(tournament, rules).rows)).toEqual([
        {
          team: 'Trio A',
          place: 1,
          lastPlace: 1,
          shared: false,
          placeLabel: '1',
          score: '89',
          memberScores: ['49', '24', '16'],
          decidedBy: null,
        },
        {
          team: 'Trio B',
          place: 2,
          lastPlace: 2,
          shared: false,
          placeLabel: '2',
          score: '73',
          memberScores: ['49', '24', '0'],
          decidedBy: 'score',
        },
      ]);
    });

    it('a team of the wrong size: WRONG_TEAM_SIZE with its index, name, count, path and members', () => {
      const members = ['x0', 'x8', 'x2'];
      const tournament: DiplomacyTournament = {
        ...base,
        teams: [
          { name: 'Four', members: ['x1', 'x9', 'x3', 'x11'] },
          { name: 'Trio', members },
        ],
      };
      expect(errorSummary(errorOf(() => diplomacyTeams(tournament).rows))).toEqual({
        code: 'WRONG_TEAM_SIZE',
        message: 'teams[1].members: team "Trio" has 3 members, not 4',
        path: ['teams', 1, 'members'],
        value: members,
      });
    });
  });

  describe('qualification (seed §3a; decisions 4, 7 and 12)', () => {
    it('qualificationScore sorts the scores and stops at the shorter of scores and weights', () => {
      // 50 + 19.5 + ½ · 10 = 74.5 (4 is the fourth result: ignored).
      expect(qualificationScore([4, 50, '19.5', 10]).toString()).toBe('74.5');
      // Two results, three weights: 16 + ½ · 8 = 20 (the missing third counts 0, decision 7).
      expect(qualificationScore([8, 16], ['1', '1/2', '1/4']).toString()).toBe('20');
    });

    // Centre-count scoring (score = centres). Rounds 1–3 qualify; round 4 does not.
    const p = names('p');
    const tournament: DiplomacyTournament = {
      players: [...p, 'idle', 'quit'].map((id) => ({ id, ...(id === 'quit' ? { withdrawn: true } : {}) })),
      rounds: [
        { round: 4, boards: [board(1, RESULT, ['idle', 'p6', 'p0', 'p1', 'p2', 'p3', 'p4'])] },
        { round: 1, boards: [board(1, RESULT, ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'quit'])] },
        { round: 2, boards: [board(1, RESULT, ['p1', 'p0', 'p6', 'p2', 'p3', 'quit', 'p4'])] },
        { round: 3, boards: [board(1, RESULT, ['p2', 'p3', 'p4', 'p5', 'p6', 'p0', 'p1'])] },
      ],
    };
    const row = (
      player: string,
      place: number,
      lastPlace: number,
      score: string,
      games: string[],
      decidedBy: string | null,
      withdrawn = false,
    ) => ({
      playerId: player,
      name: player,
      place,
      lastPlace,
      shared: lastPlace > place,
      placeLabel: lastPlace > place ? `${place}–${lastPlace}` : `${place}`,
      score,
      games,
      withdrawn,
      decidedBy,
    });

    it('whole table: best + second + ½ third over rounds 1–3 only, ties by games, withdrawn last', () => {
      // (round 4 counted), #493–#496 (withdrawn), tournament.ts #992 (scoring option ignored)
      expect(standingRows(diplomacyQualification(tournament, ndfWith(CENTRE_COUNT)).rows)).toEqual([
        // p0: 10 (r1), 9 (r2), 1 (r3) → 10 + 9 + ½ = 19.5; p1: 9, 10, 1 → the same games.
        // No histories and equal final centres: the count-back cannot split them → shared 1–2.
        row('p0', 1, 2, '19.5', ['10', '9', '1'], null),
        row('p1', 1, 2, '19.5', ['10', '9', '1'], null),
        // p2: 8, 3, 10 → 10 + 8 + 1.5 = 19.5: best game 10 equal, second best 8 < 9.
        row('p2', 3, 3, '19.5', ['10', '8', '3'], 'game 2'),
        row('p3', 4, 4, '13', ['9', '3', '2'], 'score'), // 3, 2, 9 → 9 + 3 + 1
        row('p4', 5, 5, '10.5', ['8', '2', '1'], 'score'), // 2, 1, 8 → 8 + 2 + ½
        row('p6', 6, 6, '10', ['8', '2'], 'score'), // r2 8, r3 2 (round 4's 9 does not count)
        row('p5', 7, 7, '4', ['3', '1'], 'score'), // r1 1, r3 3
        row('idle', 8, 8, '0', [], 'score'), // only round 4 (10 centres): not a qualifying round
        row('quit', 9, 9, '2', ['1', '1'], 'withdrawn', true), // 1 + 1, withdrew: last (decision 12)
      ]);
    });

    it('the rules give the qualifying rounds and weights: round 3 only, weight 1', () => {
      const rules = {
        ...NDF_2007,
        qualification: { ...NDF_2007.qualification, rounds: [3], weights: ['1'] },
      };
      expect(
        standingRows(diplomacyQualification(tournament, { ...rules, scoring: CENTRE_COUNT }).rows),
      ).toEqual([
        row('p2', 1, 1, '10', ['10'], null),
        row('p3', 2, 2, '9', ['9'], 'score'),
        row('p4', 3, 3, '8', ['8'], 'score'),
        row('p5', 4, 4, '3', ['3'], 'score'),
        row('p6', 5, 5, '2', ['2'], 'score'),
        // 1 centre each, no history: shared 6–7.
        row('p0', 6, 7, '1', ['1'], 'score'),
        row('p1', 6, 7, '1', ['1'], null),
        row('idle', 8, 8, '0', [], 'score'),
        row('quit', 9, 9, '0', [], 'withdrawn', true),
      ]);
    });
  });

  describe('tournament helpers', () => {
    it('NDF_2007 is the seed format: C-Diplo 100, rounds 1–3 qualify (1, 1, ½), round 4 final, 10 %, teams of 4, the four power groups', () => {
      expect(NDF_2007).toEqual({
        name: 'NM i Diplomacy 2007 (Norsk Diplomacyforbund)',
        source: 'seed 003',
        scoring: C_DIPLO_100,
        qualification: { rounds: [1, 2, 3], weights: ['1', '1', '1/2'], source: 'seed 003 §1a, §3a' },
        finalRound: { round: 4, boardBonusStep: '1/10', source: 'seed 003 §1a, §3b–c' },
        teamEvent: { size: 4, source: 'seed 003 §4a' },
        powerGroups: {
          groups: [['austria', 'italy'], ['england', 'france'], ['russia', 'turkey'], ['germany']],
          source: 'seed 003 §1d',
        },
      });
    });

    it('every ranking validates its input first (players that is not a list)', () => {
      const bad = { players: 'x', rounds: [] } as unknown as DiplomacyTournament;
      for (const ranking of [diplomacyBestPowers, diplomacyTeams, diplomacyQualification]) {
        const error: MindsportError = errorOf(() => ranking(bad));
        expect([error.code, error.path]).toEqual(['NOT_A_LIST', ['players']]);
      }
    });
  });
});
