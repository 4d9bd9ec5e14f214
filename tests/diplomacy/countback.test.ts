/**
 * The reversed count-back and the tie chain of the tournament tables (seed 003 §3a), through
 * the public functions: the reversed count-back of decision 4
 * (final centres, then the centres of the earlier years from the last backwards, fewer
 * wins; a step some member cannot supply leaves the group tied for that game; a missing game
 * ties its step), years survived of decision 5, the labels of the rows it separates, and the
 * table order of long runs of equal scores.
 * Every expected table is worked out by hand in the comment above it.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';
// Internal on purpose: the order of a player's games is the spine of the tie chain, and no
// public function hands it a list it could see changed.
import { orderGames } from '../../src/diplomacy/countback.js';
import {
  C_DIPLO_100,
  CENTRE_COUNT,
  type DiplomacyBoard,
  type DiplomacyGameResult,
  type DiplomacyQualificationRow,
  type DiplomacyTournament,
  diplomacyQualification,
  diplomacyTeams,
  parseGameResult,
} from '../../src/diplomacy/index.js';
import { board, ndfWith, qualificationRows } from './helpers.js';

/** One line per row: place label, player, what separated the row from the one above. */
const view = (table: readonly DiplomacyQualificationRow[]): string[] =>
  table.map((row) => `${row.placeLabel} ${row.playerId} ${row.decidedBy}`);

/** A tournament of the given players (in this order) and rounds. */
const tournament = (
  players: readonly string[],
  rounds: readonly (readonly DiplomacyBoard[])[],
  roundNumbers: readonly number[] = rounds.map((_, index) => index + 1),
): DiplomacyTournament => ({
  players: players.map((id) => ({ id })),
  rounds: rounds.map((boards, index) => ({ round: roundNumbers[index]!, boards })),
});

/** The compact notation of seven centre counts in A E F G I R T order. */
const notation = (centres: readonly number[]): string =>
  ['A', 'E', 'F', 'G', 'I', 'R', 'T'].map((letter, index) => `${letter}${centres[index]}`).join(' ');

/** p01 … p21. */
const ids = Array.from({ length: 21 }, (_, index) => `p${String(index + 1).padStart(2, '0')}`);

describe('count-back labels (decision 4)', () => {
  // Centre-count scoring (score = final centres). a, b and c score 6 in round 1 and 4 in
  // round 2: qualification 6 + 4 = 10 each, games [6, 4] each, so only the count-back can
  // part them. Game 1 (round 1, histories 1901–1902): final 6, 6, 6; 1901 counts a 5, b 6,
  // c 6 → a had fewer, gained more: a first; b and c equal and their histories end → tied.
  // Game 2 (round 2): final 4, 4; 1901 b 3, c 4 → b first. So b is separated from a by
  // game 1 and c from b by game 2. The others score their centres once: s1 8, s2 7, s3 6,
  // r1 5, r2 3, r3 2, r4 1, s4 0 (eliminated 1902).
  const round1 = board(
    1,
    'A6 E6 F6 G5 I3 R2 T1',
    ['a', 'b', 'c', 'r1', 'r2', 'r3', 'r4'],
    [
      [5, 6],
      [6, 6],
      [6, 6],
      [5, 5],
      [4, 3],
      [3, 2],
      [2, 1],
    ], // 1901 total 31
  );
  const round2 = board(
    1,
    'A4 E4 F4 G8 I7 R6 T0',
    ['a', 'b', 'c', 's1', 's2', 's3', 's4'],
    [
      [4, 4],
      [3, 4],
      [4, 4],
      [7, 8],
      [7, 7],
      [6, 6],
      [1, 0],
    ], // 1901 total 32
  );
  const players = ['a', 'b', 'c', 'r1', 'r2', 'r3', 'r4', 's1', 's2', 's3', 's4'];

  it('a sub-group split off by game 1 keeps that label on its first row when game 2 splits it again', () => {
    const table = diplomacyQualification(
      tournament(players, [[round1], [round2]]),
      ndfWith(CENTRE_COUNT),
    ).rows;
    expect(view(table)).toEqual([
      '1 a null',
      '2 b count-back game 1',
      '3 c count-back game 2',
      '4 s1 score',
      '5 s2 score',
      '6 s3 score',
      '7 r1 score',
      '8 r2 score',
      '9 r3 score',
      '10 r4 score',
      '11 s4 score',
    ]);
  });
});

describe('years survived and unknown elimination years (decision 5; decision 4 "whole group")', () => {
  // After a solo the six others all score 0 (C-Diplo, seed §2): one tied group of six whose
  // only game is this one. ann scores 100 alone.
  const names = ['ann', 'eli', 'fay', 'gus', 'ida', 'rob', 'tia'];
  const oneBoard = (result: string) => qualificationRows(tournament(names, [[board(1, result, names)]]));

  it('the two eliminated players, tied on 0 final centres, are then parted by the years survived', () => {
    // Final centres 5, 4, 3, 2, 0, 0 part everyone but rob and tia; rob survived
    // 1903 − 1901 = 2 years, tia 1905 − 1901 = 4 → tia ahead. No histories are needed.
    expect(view(oneBoard('A18 E5 F4 G3 I2 R0@1903 T0@1905'))).toEqual([
      '1 ann null',
      '2 eli score',
      '3 fay count-back game 1',
      '4 gus count-back game 1',
      '5 ida count-back game 1',
      '6 tia count-back game 1',
      '7 rob count-back game 1',
    ]);
  });

  it('an unknown elimination year leaves both eliminated players tied, whichever of them it is', () => {
    const tied = [
      '1 ann null',
      '2 eli score',
      '3 fay count-back game 1',
      '4 gus count-back game 1',
      '5 ida count-back game 1',
      '6–7 rob count-back game 1',
      '6–7 tia null',
    ];
    // rob's year is unknown (no eliminatedIn, no history): the step cannot be evaluated for
    // every member of {rob, tia}, so the pair stays tied although tia's year is known.
    expect(view(oneBoard('A18 E5 F4 G3 I2 R0 T0@1905'))).toEqual(tied);
    expect(view(oneBoard('A18 E5 F4 G3 I2 R0@1905 T0'))).toEqual(tied);
  });
});

describe('a shorter history runs out (decision 4: games aligned on their own last year)', () => {
  // Two solo boards of one round, same final centres: board 1 played 1901–1902, board 2
  // 1901–1903. Each board-2 history ends like its board-1 twin: the year before the last is
  // 1901 on board 1 and 1902 on board 2 and holds the same count (A 9, E 6, F 5, G 4, I 3,
  // R 3, T 1). So every pair x1/x2 ties on the final count and on the year before; then
  // x1's history has run out → the pair stays tied (x1 comes first: ids sort x1 < x2).
  const first = ['a1', 'e1', 'f1', 'g1', 'i1', 'r1', 't1'];
  const second = ['a2', 'e2', 'f2', 'g2', 'i2', 'r2', 't2'];
  const result = 'A18 E5 F4 G3 I2 R1 T1';
  const short = board(1, result, first, [
    [9, 18],
    [6, 5],
    [5, 4],
    [4, 3],
    [3, 2],
    [3, 1],
    [1, 1],
  ]); // 1901: 31
  const long = board(
    2,
    result,
    second,
    // 1901 total 26, 1902 total 31
    [
      [5, 9, 18],
      [5, 6, 5],
      [5, 5, 4],
      [4, 4, 3],
      [3, 3, 2],
      [3, 3, 1],
      [1, 1, 1],
    ],
  );

  it.each([
    ['board 1 players listed first', [...first, ...second]],
    ['board 2 players listed first', [...second, ...first]],
  ])('every pair whose shorter history runs out first shares its place (%s)', (_, players) => {
    const table = diplomacyQualification(tournament(players, [[short, long]])).rows;
    // a1, a2 score 100 each; the other twelve 0 and form one group: final 5 (e), 4 (f), 3 (g),
    // 2 (i), 1 (r and t); among the four on 1, the year before the last holds t 1 < r 3 → t
    // gained more and goes first. All pairs then run out of history → shared places, listed
    // in id order whatever the order of the players in the input.
    expect(view(table)).toEqual([
      '1–2 a1 null',
      '1–2 a2 null',
      '3–4 e1 score',
      '3–4 e2 null',
      '5–6 f1 count-back game 1',
      '5–6 f2 null',
      '7–8 g1 count-back game 1',
      '7–8 g2 null',
      '9–10 i1 count-back game 1',
      '9–10 i2 null',
      '11–12 t1 count-back game 1',
      '11–12 t2 null',
      '13–14 r1 count-back game 1',
      '13–14 r2 null',
    ]);
  });
});

describe('a missing game ties its step (decisions 4 and 7)', () => {
  // Centre-count scoring. Round 1 (no histories): pia and quin both end on 8. Round 2: pia is
  // eliminated (0, no year), quin does not play. Qualification pia 8 + 0 = 8, quin 8; games
  // pia [8, 0], quin [8] — the missing second game counts 0, so the game chain ties too.
  // Count-back game 1: no histories → tied; game 2: quin has none → tied; no game left →
  // shared place. tor (round 1) and zed6 (round 2) both end on 0 with no year: tied as well.
  // Everyone else scores their centres once: ari 10, zed1 9, zed2 7, zed3 6, zed4 5, gro 4,
  // ivar 3, zed5 2, rut 1.
  const round1 = board(1, 'A10 E8 F8 G4 I3 R1 T0', ['ari', 'pia', 'quin', 'gro', 'ivar', 'rut', 'tor']);
  const round2 = board(1, 'A9 E0 F7 G6 I5 R2 T0', ['zed1', 'pia', 'zed2', 'zed3', 'zed4', 'zed5', 'zed6']);
  const players = [
    'ari',
    'pia',
    'quin',
    'gro',
    'ivar',
    'rut',
    'tor',
    'zed1',
    'zed2',
    'zed3',
    'zed4',
    'zed5',
    'zed6',
  ];

  it('a player with one game fewer stays tied with one whose extra game scored 0', () => {
    const table = diplomacyQualification(
      tournament(players, [[round1], [round2]]),
      ndfWith(CENTRE_COUNT),
    ).rows;
    expect(view(table)).toEqual([
      '1 ari null',
      '2 zed1 score',
      '3–4 pia score',
      '3–4 quin null',
      '5 zed2 score',
      '6 zed3 score',
      '7 zed4 score',
      '8 gro score',
      '9 ivar score',
      '10 zed5 score',
      '11 rut score',
      '12–13 tor score',
      '12–13 zed6 null',
    ]);
  });
});

describe('team event: members games of one round in the count-back (decision 13)', () => {
  // Round 2 is the team round. x1 and y1 play board 1, x2 and y2 board 2, all ending on 5;
  // x3, x4, y3, y4 do not play (count 0). Centre-count scoring: X = 5 + 5 = 10 = Y, members
  // [5, 5, 0, 0] each. Each team's two games tie on score, centres and round; they are taken
  // in board order (board 1 first), whatever order the team lists its members in.
  // Count-back game 1 = the board-1 games: final 5, 5; 1901 x1 3 < y1 4 → X ahead.
  // (Board 2 would give the opposite: x2 4 > y2 3.)
  const fillers = (prefix: string) => [1, 2, 3, 4, 5].map((index) => `${prefix}${index}`);
  const rest = [
    [5, 5],
    [5, 5],
    [4, 4],
    [4, 4],
    [4, 4],
  ];
  const board1 = board(1, 'A5 E5 F5 G5 I4 R4 T4', ['x1', 'y1', ...fillers('f')], [[3, 5], [4, 5], ...rest]);
  const board2 = board(2, 'A5 E5 F5 G5 I4 R4 T4', ['x2', 'y2', ...fillers('g')], [[4, 5], [3, 5], ...rest]);
  const members = ['x1', 'x2', 'x3', 'x4', 'y1', 'y2', 'y3', 'y4'];
  const teams = (x: readonly string[], y: readonly string[]): DiplomacyTournament => ({
    ...tournament([...members, ...fillers('f'), ...fillers('g')], [[board1, board2]], [2]),
    teams: [
      { name: 'X', members: x },
      { name: 'Y', members: y },
    ],
    teamRound: 2,
  });
  const rows = (input: DiplomacyTournament) =>
    diplomacyTeams(input, ndfWith(CENTRE_COUNT)).rows.map(
      (row) => `${row.placeLabel} ${row.team} ${row.score} [${row.memberScores.join(' ')}] ${row.decidedBy}`,
    );
  const expected = ['1 X 10 [5 5 0 0] null', '2 Y 10 [5 5 0 0] count-back game 1'];

  it('the board-1 games are compared first, whatever order the members are listed in', () => {
    expect(rows(teams(['x1', 'x2', 'x3', 'x4'], ['y1', 'y2', 'y3', 'y4']))).toEqual(expected);
    expect(rows(teams(['x2', 'x1', 'x4', 'x3'], ['y2', 'y1', 'y4', 'y3']))).toEqual(expected);
  });
});

describe('team event: two members on one board (defect of 2026-11-30: the member order decided)', () => {
  // Team round 1, centre-count scoring. Board 1 holds all of X: x1 A 5 (1901: 3), x2 E 5
  // (1901: 4), x3 F 8, x4 G 6; board 2 holds all of Y the same way, but y1 A 5 (1901: 4),
  // y2 E 5 (1901: 3). Both teams score 8 + 6 + 5 + 5 = 24, members [8 6 5 5]. Each team's
  // two 5-centre games tie on score, centres, round and board, so they are taken best
  // count-back key first: X (x1 −3, x2 −4) and Y (y2 −3, y1 −4) then hold the very same keys
  // game by game: 8/−5, 6/−5, 5/−3, 5/−4 → X and Y share 1–2. Before the fix the games kept
  // the members' order, and listing x1 before x2 but y1 before y2 put X first on game 3.
  const histories = (first: number, second: number) => [
    [first, 5],
    [second, 5],
    [5, 8],
    [5, 6],
    [4, 4],
    [4, 4],
    [3, 2],
  ];
  const board1 = board(
    1,
    'A5 E5 F8 G6 I4 R4 T2',
    ['x1', 'x2', 'x3', 'x4', 'f1', 'f2', 'f3'],
    histories(3, 4),
  );
  const board2 = board(
    2,
    'A5 E5 F8 G6 I4 R4 T2',
    ['y1', 'y2', 'y3', 'y4', 'g1', 'g2', 'g3'],
    histories(4, 3),
  );
  const everyone = ['x1', 'x2', 'x3', 'x4', 'y1', 'y2', 'y3', 'y4', 'f1', 'f2', 'f3', 'g1', 'g2', 'g3'];
  const rows = (x: readonly string[], y: readonly string[]) =>
    diplomacyTeams(
      {
        ...tournament(everyone, [[board1, board2]]),
        teams: [
          { name: 'X', members: x },
          { name: 'Y', members: y },
        ],
        teamRound: 1,
      },
      ndfWith(CENTRE_COUNT),
    ).rows.map(
      (row) => `${row.placeLabel} ${row.team} ${row.score} [${row.memberScores.join(' ')}] ${row.decidedBy}`,
    );
  const shared = ['1–2 X 24 [8 6 5 5] null', '1–2 Y 24 [8 6 5 5] null'];

  it.each([
    [
      ['x1', 'x2', 'x3', 'x4'],
      ['y1', 'y2', 'y3', 'y4'],
    ],
    [
      ['x2', 'x1', 'x3', 'x4'],
      ['y1', 'y2', 'y3', 'y4'],
    ],
    [
      ['x1', 'x2', 'x3', 'x4'],
      ['y2', 'y1', 'y3', 'y4'],
    ],
    [
      ['x4', 'x3', 'x2', 'x1'],
      ['y4', 'y2', 'y3', 'y1'],
    ],
  ])('X %j and Y %j share 1–2', (x, y) => {
    expect(rows(x, y)).toEqual(shared);
  });
  it('a better count-back key on the shared board still decides: x2 with 1901 = 2 puts X first', () => {
    // X's 5-centre games are now x2 (−2) then x1 (−3); Y's y2 (−3), y1 (−4): game 3 compares
    // x2 −2 with y2 −3 → X ahead ("count-back game 3"), in either member order.
    const better = board(
      1,
      'A5 E5 F8 G6 I4 R4 T2',
      ['x1', 'x2', 'x3', 'x4', 'f1', 'f2', 'f3'],
      histories(3, 2),
    );
    for (const x of [
      ['x1', 'x2', 'x3', 'x4'],
      ['x2', 'x1', 'x3', 'x4'],
    ]) {
      const table = diplomacyTeams(
        {
          ...tournament(everyone, [[better, board2]]),
          teams: [
            { name: 'X', members: x },
            { name: 'Y', members: ['y1', 'y2', 'y3', 'y4'] },
          ],
          teamRound: 1,
        },
        ndfWith(CENTRE_COUNT),
      ).rows;
      expect(table.map((row) => `${row.placeLabel} ${row.team} ${row.decidedBy}`)).toEqual([
        '1 X null',
        '2 Y count-back game 3',
      ]);
    }
  });
});

describe('orderGames (internal: no public function passes it a list it reuses)', () => {
  const game: DiplomacyGameResult = parseGameResult('A5 E9 F4 G4 I4 R4 T4');
  const played = (round: number, score: number, centres: number) => ({
    round,
    board: 1,
    power: 'austria' as const,
    score: Fraction.from(score),
    result: { supplyCentres: centres },
    game,
  });

  it('returns the games best first (score, then final centres, then round) and leaves its argument as it was', () => {
    const list = [played(1, 7, 6), played(2, 9, 3), played(3, 7, 5), played(4, 7, 5)];
    const copy = [...list];
    // Score more first: 9 (round 2); then the three 7s by final centres, more first: 6
    // (round 1), then the two on 5 by round, earlier first: round 3, round 4.
    expect(orderGames(list).map((entry) => entry.round)).toEqual([2, 1, 3, 4]);
    expect(list).toEqual(copy);
    expect(list.map((entry) => entry.round)).toEqual([1, 2, 3, 4]);
  });
});

describe('runs of more than 16 equal scores (sorted natively, not by insertion)', () => {
  // Centre-count scoring, one round of three boards. p21 ends on 5, the other twenty on 4:
  // no histories, so the twenty stay tied after every step and share places 2–21. A shared
  // place lists its players in id order (the players are given in reverse id order here).
  const seven = (from: number) => ids.slice(from, from + 7).reverse();
  const event = tournament([...ids].reverse(), [
    [
      board(1, notation([5, 4, 4, 4, 4, 4, 4]), seven(14)), // p21 … p15: 29 centres
      board(2, notation([4, 4, 4, 4, 4, 4, 4]), seven(7)), // p14 … p08: 28
      board(3, notation([4, 4, 4, 4, 4, 4, 4]), seven(0)), // p07 … p01: 28
    ],
  ]);

  it('twenty players on one score below the leader are listed in id order', () => {
    const table = diplomacyQualification(event, ndfWith(CENTRE_COUNT)).rows;
    expect(view(table)).toEqual([
      '1 p21 null',
      ...ids.slice(0, 20).map((id, index) => `2–21 ${id} ${index === 0 ? 'score' : null}`),
    ]);
  });

  // Two rounds, the same seating. Odd-numbered players end on 3 then 1, even-numbered on 2
  // then 2: all 21 qualify with 4 (3 + 1, 2 + 2; no third game). Best game 3 beats 2, so the
  // eleven odd players come first (shared 1–11: second games 1 = 1, no histories), then the
  // ten even ones (shared 12–21), separated by game 1.
  const centres = (round: number) => (id: string) => {
    const odd = Number(id.slice(1)) % 2 === 1;
    return round === 1 ? (odd ? 3 : 2) : odd ? 1 : 2;
  };
  const seating = [0, 7, 14].map((from) => ids.slice(from, from + 7));
  const twoRounds = tournament(
    ids,
    [1, 2].map((round) =>
      seating.map((seated, index) => board(index + 1, notation(seated.map(centres(round))), seated)),
    ),
  );

  it('twenty-one players on one score are ordered by their best game', () => {
    const odd = ids.filter((_, index) => index % 2 === 0);
    const even = ids.filter((_, index) => index % 2 === 1);
    expect(view(diplomacyQualification(twoRounds, ndfWith(CENTRE_COUNT)).rows)).toEqual([
      ...odd.map((id) => `1–11 ${id} null`),
      ...even.map((id, index) => `12–21 ${id} ${index === 0 ? 'game 1' : null}`),
    ]);
  });
});

describe('scores beyond 2^53 (exact order without doubles)', () => {
  // A scoring system giving 2^53 + centres (C-Diplo without bonuses, 2^53 for 0 centres and
  // 1 per centre more): every qualification score is a BigInt fraction, which has no exact
  // double, so the table is sorted by exact comparison. Players are given in reverse order;
  // the table follows the centres 10, 8, 6, 4, 3, 2, 1.
  const huge = ndfWith({ ...C_DIPLO_100, rankBonuses: [], centrePoints: [2 ** 53], participation: 0 });
  const names = ['ann', 'eli', 'fay', 'gus', 'ida', 'rob', 'tia'];

  it('are ranked by their exact value', () => {
    const event = tournament([...names].reverse(), [[board(1, 'A10 E8 F6 G4 I3 R2 T1', names)]]);
    const table = diplomacyQualification(event, huge).rows;
    expect(table.map((row) => `${row.place} ${row.playerId} ${row.score}`)).toEqual([
      '1 ann 9007199254741002', // 2^53 = 9007199254740992, + 10
      '2 eli 9007199254741000',
      '3 fay 9007199254740998',
      '4 gus 9007199254740996',
      '5 ida 9007199254740995',
      '6 rob 9007199254740994',
      '7 tia 9007199254740993',
    ]);
  });

  it('mixed with ordinary scores, are ranked by their exact value', () => {
    // 2^53 + centres from 6 centres up, the plain centres below: the BigInt scores come first.
    const mixed = ndfWith({
      ...C_DIPLO_100,
      rankBonuses: [],
      centrePoints: [0, 1, 2, 3, 4, 5, 2 ** 53 + 6],
      participation: 0,
    });
    const event = tournament([...names].reverse(), [[board(1, 'A10 E8 F6 G4 I3 R2 T1', names)]]);
    const table = diplomacyQualification(event, mixed).rows;
    expect(table.map((row) => `${row.place} ${row.playerId} ${row.score} ${row.decidedBy}`)).toEqual([
      '1 ann 9007199254741002 null',
      '2 eli 9007199254741000 score',
      '3 fay 9007199254740998 score',
      '4 gus 4 score',
      '5 ida 3 score',
      '6 rob 2 score',
      '7 tia 1 score',
    ]);
  });
});

describe('withdrawn players (seed §11; decision 12)', () => {
  it('when every player withdrew, the first row has nothing above it (decidedBy null)', () => {
    // Centre-count scoring: 10, 8, 6, 4, 3, 2, 1 — all different, so places 1–7 by score.
    // Nobody is left above the withdrawn table, so its first row is not "withdrawn".
    const names = ['ann', 'eli', 'fay', 'gus', 'ida', 'rob', 'tia'];
    const event: DiplomacyTournament = {
      players: names.map((id) => ({ id, withdrawn: true })),
      rounds: [{ round: 1, boards: [board(1, 'A10 E8 F6 G4 I3 R2 T1', names)] }],
    };
    const table = diplomacyQualification(event, ndfWith(CENTRE_COUNT)).rows;
    expect(table.map((row) => `${row.placeLabel} ${row.playerId} ${row.decidedBy} ${row.withdrawn}`)).toEqual(
      [
        '1 ann null true',
        '2 eli score true',
        '3 fay score true',
        '4 gus score true',
        '5 ida score true',
        '6 rob score true',
        '7 tia score true',
      ],
    );
  });
});
