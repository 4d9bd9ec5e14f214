import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import {
  CENTRE_COUNT,
  type DiplomacyBoard,
  type DiplomacyTournament,
  diplomacyBestPowers,
  diplomacyQualification,
  diplomacyStandings,
  diplomacyTeams,
  parseGameResult,
  powerChoiceOrder,
  qualificationScore,
  scoreMaxonian,
  validateDiplomacyTournament,
} from '../../src/diplomacy/index.js';
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
