/**
 * The round-robin standings (NOF §20a, KOA II.1, spec §8 decisions 4, 6, 8 and 9): the
 * schedule and its cycles, the 64–0 rule for a player who missed rounds and its corner cases
 * (draws, forfeits, unplayed games, two players who both missed rounds, standings after an
 * intermediate round), head-to-head with 64–0 credits, and the rating-list view. Every
 * expected value is worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import {
  NOF_ROUND_ROBIN,
  NOF_SWISS,
  type OthelloTournament,
  othelloStandings,
} from '../../src/othello/index.js';
import {
  criterionValue,
  g,
  players,
  recordTable,
  roundRobinFive,
  rowOf,
  withCriteria,
} from './tournament-fixtures.js';

describe('round-robin schedule from plannedRounds (KOA II.1, NOF §20a)', () => {
  it('reads the number of cycles from plannedRounds when roundRobinCycles is absent', () => {
    // Five players: five rounds per cycle; plannedRounds 10 → round(10 / 5) = 2 cycles → 10 rounds.
    expect(othelloStandings({ ...roundRobinFive, plannedRounds: 10 }, NOF_ROUND_ROBIN).plannedRounds).toBe(
      10,
    );
    // plannedRounds 12 → round(12 / 5) = 2 cycles → 10 rounds; without plannedRounds, one cycle of 5.
    expect(othelloStandings({ ...roundRobinFive, plannedRounds: 12 }, NOF_ROUND_ROBIN).plannedRounds).toBe(
      10,
    );
    expect(othelloStandings(roundRobinFive, NOF_ROUND_ROBIN).plannedRounds).toBe(5);
  });
});

describe('round-robin 64–0 rule for a withdrawn player (NOF §20a, spec §3, §8 decision 4)', () => {
  /**
   * Five players, 5 rounds planned; Eva withdraws from round 2.
   * R1: A–B 40–24, C–E 20–44, D bye (0 points, 0 discs in a NOF round robin).
   * R2: A–C 33–31, B–D 34–30.
   * After round 2 (decision 4: only games played so far): C's loss to E becomes a 64–0 win.
   *   A 2 pts 73 discs (2 wins); C 1 pt 64+31 = 95 (1 win, 1 loss); B 1 pt 24+34 = 58;
   *   E keeps its game: 1 pt 44; D 0 pts 30.  Ties on 1 point go by discs: C, B, E.
   * Final table (every game of the schedule): A, B and D have not met E, so each gets a 64–0:
   *   A 3 pts 137; B 2 pts 122; C 1 pt 95; D 1 pt 94; E 1 pt 44 → discs order C, D, E.
   */
  const withdrawal: OthelloTournament = {
    name: 'RR withdrawal',
    plannedRounds: 5,
    players: [...players('Ann', 'Bo', 'Cy', 'Dan'), { id: 'E', name: 'Eva', withdrawnFromRound: 2 }],
    rounds: [
      { games: [g('A', 40, 'B', 24), g('C', 20, 'E', 44)], byes: ['D'] },
      { games: [g('A', 33, 'C', 31), g('B', 34, 'D', 30)] },
    ],
  };
  const rowsOf = (finalTable: boolean) =>
    othelloStandings(withdrawal, NOF_ROUND_ROBIN, { finalTable }).rows.map(
      (row) =>
        `${row.place} ${row.playerId} ${row.points} ${row.values.discs} ${row.wins}/${row.draws}/${row.losses}`,
    );

  it('replaces the lost game against the withdrawn player by a 64–0 win', () => {
    expect(rowsOf(false)).toEqual([
      '1 A 2 73 2/0/0',
      '2 C 1 95 1/0/1',
      '3 B 1 58 1/0/1',
      '4 E 1 44 1/0/0',
      '5 D 0 30 0/0/1',
    ]);
  });

  it('credits every unplayed game against the withdrawn player in the final table', () => {
    expect(rowsOf(true)).toEqual([
      '1 A 3 137 3/0/0',
      '2 B 2 122 2/0/1',
      '3 C 1 95 1/0/1',
      '4 D 1 94 1/0/1',
      '5 E 1 44 1/0/0',
    ]);
  });
});

describe('round-robin schedule: n − 1 rounds, each cycle credited in the final table (NOF §20a, KOA II.1)', () => {
  it('plans n − 1 rounds for an even number of players and keeps MBQ out', () => {
    // Four players: 3 rounds per cycle; one round recorded → not the final table.
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo', 'Cy', 'Dan'),
      rounds: [{ games: [g('A', 40, 'B', 24), g('C', 33, 'D', 31)] }],
    };
    const standings = othelloStandings(tournament, NOF_ROUND_ROBIN);
    expect(standings.plannedRounds).toBe(3);
    expect(standings.afterRound).toBe(1);
    expect(standings.finalTable).toBe(false);
    // NOF round robin ranks by points, discs, defeated opponents' points: no MBQ (NOF §20a).
    expect(standings.brightwellConstant).toBeNull();
    expect(standings.mbqPolicy).toBeNull();
  });

  it('credits a double round robin twice in the final table (KOA II.1, spec §8 decisions 4, 9)', () => {
    /**
     * Three players, two cycles (6 rounds), C withdraws from round 2; the final table is asked
     * for after round 2.  R1: A–C 24–40, B sits out.  R2: B–C unplayed, A sits out.
     * A: the lost game becomes 64–0, plus one more 64–0 for the second cycle → 2 pts, 128 discs.
     * B: the unplayed game 64–0, plus one for the second cycle → 2 pts, 128 discs.
     * C keeps his win: 1 pt, 40 discs.
     * Defeated opponents' points (per game, C has 1 point): A 1 + 1 = 2; B 1 + 1 = 2.
     * A and B never met: shared first place.
     */
    const tournament: OthelloTournament = {
      players: [...players('Ann', 'Bo'), { id: 'C', name: 'Cy', withdrawnFromRound: 2 }],
      rounds: [
        { games: [g('A', 24, 'C', 40)], byes: ['B'] },
        { games: [], byes: ['A'], unplayed: [{ black: 'B', white: 'C' }] },
      ],
    };
    const standings = othelloStandings(tournament, NOF_ROUND_ROBIN, {
      roundRobinCycles: 2,
      finalTable: true,
    });
    expect(standings.plannedRounds).toBe(6);
    expect(standings.finalTable).toBe(true);
    expect(recordTable(standings)).toEqual(['1–2 A 2 128 2/0/0', '1–2 B 2 128 2/0/0', '3 C 1 40 1/0/0']);
    expect(criterionValue(standings, 'A', 'defeatedOpponentsPoints')).toBe('2');
    expect(criterionValue(standings, 'B', 'defeatedOpponentsPoints')).toBe('2');
  });
});

describe('64–0 rule corner cases (NOF §20a, spec §8 decision 4)', () => {
  /**
   * Four players, schedule R1 A–B C–D, R2 A–C B–D, R3 A–D B–C; D is absent in round 2.
   * R1: A–B 40–24, C–D 33–31.  R2: A–C 40–24, B–D unplayed.  R3: A–D 30–34, B–C 32–32.
   * As played: A 2 pts 110; B ½ 56; C 1½ 89; D 1 65.
   * 64–0 credits against D: A's lost game (+1 pt, 110 − 30 + 64 = 144 discs); C's won game
   * (discs 89 − 33 + 64 = 120, still one win); B's unplayed game (+1 pt, +64 = 120 discs).
   * A 3 pts 144 (3/0/0); B 1½ 120 (1/1/1); C 1½ 120 (1/1/1); D 1 65 (1/0/1).
   * Defeated opponents' points (A 3, B 1½, C 1½, D 1): B ½·1½ + 1 = 7/4; C 1 + ½·1½ = 7/4;
   * A 1½ + 1½ + 1 = 4; D beat A: 3.  B and C drew each other: shared 2–3.
   */
  const absentOnce: OthelloTournament = {
    players: players('Ann', 'Bo', 'Cy', 'Dan'),
    rounds: [
      { games: [g('A', 40, 'B', 24), g('C', 33, 'D', 31)] },
      { games: [g('A', 40, 'C', 24)], absent: ['D'], unplayed: [{ black: 'B', white: 'D' }] },
      { games: [g('A', 30, 'D', 34), g('B', 32, 'C', 32)] },
    ],
  };

  it('credits an unplayed game and keeps a won game a win', () => {
    const standings = othelloStandings(absentOnce, NOF_ROUND_ROBIN);
    expect(recordTable(standings)).toEqual([
      '1 A 3 144 3/0/0',
      '2–3 B 1.5 120 1/1/1',
      '2–3 C 1.5 120 1/1/1',
      '4 D 1 65 1/0/1',
    ]);
    expect(standings.rows.map((row) => row.values.defeatedOpponentsPoints?.toString())).toEqual([
      '4',
      '1.75',
      '1.75',
      '3',
    ]);
    // Head-to-head of the tied pair: their draw, ½ each.
    expect(criterionValue(standings, 'B', 'headToHead')).toBe('0.5');
    expect(criterionValue(standings, 'C', 'headToHead')).toBe('0.5');
    expect(standings.rows.map((row) => row.decidedBy)).toEqual([null, 'points', null, 'points']);
  });

  it('credits the unplayed game also when the table is not final (decision 4: scheduled up to r)', () => {
    // Not the final table: no top-up, but B's unplayed game of round 2 is still a 64–0 win,
    // so the table is the one above.
    const standings = othelloStandings(absentOnce, NOF_ROUND_ROBIN, { finalTable: false });
    expect(standings.finalTable).toBe(false);
    expect(recordTable(standings)).toEqual([
      '1 A 3 144 3/0/0',
      '2–3 B 1.5 120 1/1/1',
      '2–3 C 1.5 120 1/1/1',
      '4 D 1 65 1/0/1',
    ]);
  });

  it('counts an absence as a missed round, an unplayed game not', () => {
    const standings = othelloStandings(absentOnce, NOF_ROUND_ROBIN);
    expect(standings.rows.map((row) => `${row.playerId} ${row.roundsPlayed}/${row.roundsMissed}`)).toEqual([
      'A 3/0',
      'B 2/0',
      'C 3/0',
      'D 2/1',
    ]);
  });

  /**
   * C is absent in round 2, D in round 3; C and D played each other in round 1.
   * R1: A–B 40–24, C–D 40–24.  R2: B–D 30–34, A–C unplayed.  R3: B–C 33–31, A–D unplayed.
   * Between C and D (both missed rounds) the game stands as played (decision 4).
   * A: 1 win 40 + two unplayed 64–0 → 3 pts, 168.  B: lost to D → 64–0 (+1), beat C → 64–0:
   * 2 pts, 24 + 64 + 64 = 152 (2/0/1).  C: 1 pt, 40 + 31 = 71.  D: 1 pt, 24 + 34 = 58.
   */
  it('leaves a game between two players who both missed rounds as played', () => {
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo', 'Cy', 'Dan'),
      rounds: [
        { games: [g('A', 40, 'B', 24), g('C', 40, 'D', 24)] },
        { games: [g('B', 30, 'D', 34)], absent: ['C'], unplayed: [{ black: 'A', white: 'C' }] },
        { games: [g('B', 33, 'C', 31)], absent: ['D'], unplayed: [{ black: 'A', white: 'D' }] },
      ],
    };
    const standings = othelloStandings(tournament, NOF_ROUND_ROBIN);
    expect(recordTable(standings)).toEqual([
      '1 A 3 168 3/0/0',
      '2 B 2 152 2/0/1',
      '3 C 1 71 1/0/1',
      '4 D 1 58 1/0/1',
    ]);
    expect(standings.rows.map((row) => row.roundsMissed)).toEqual([0, 0, 1, 1]);
  });

  /**
   * C and D are both absent in round 1, where they were to meet: that unplayed game counts
   * nothing (decision 4).  R2: A–C 33–31, B–D 30–34.  R3: A–D 40–24, B–C 31–33.
   * A: wins against C and D become 64–0 → 3 pts, 40 + 64 + 64 = 168.
   * B: losses to D and C become 64–0 → 2 pts, 24 + 64 + 64 = 152 (2/0/1).
   * C: 1 pt, 31 + 33 = 64.  D: 1 pt, 34 + 24 = 58.
   */
  it('credits nothing for an unplayed game between two absent players', () => {
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo', 'Cy', 'Dan'),
      rounds: [
        { games: [g('A', 40, 'B', 24)], absent: ['C', 'D'], unplayed: [{ black: 'C', white: 'D' }] },
        { games: [g('A', 33, 'C', 31), g('B', 30, 'D', 34)] },
        { games: [g('A', 40, 'D', 24), g('B', 31, 'C', 33)] },
      ],
    };
    const standings = othelloStandings(tournament, NOF_ROUND_ROBIN);
    expect(recordTable(standings)).toEqual([
      '1 A 3 168 3/0/0',
      '2 B 2 152 2/0/1',
      '3 C 1 64 1/0/1',
      '4 D 1 58 1/0/1',
    ]);
    expect(standings.rows.map((row) => row.decidedBy)).toEqual([null, 'points', 'points', 'discs']);
  });

  it('credits a game lost by forfeit against a player who missed rounds (decision 8: a forfeit is a game)', () => {
    // D withdraws from round 3 (of 3); in round 1 A did not show up against him: 0–64.
    // The 64–0 rule turns it into A's 64–0 win: 1 pt, 64 discs, 1/0/0.  B–C 40–24.
    const tournament: OthelloTournament = {
      plannedRounds: 3,
      players: [...players('Ann', 'Bo', 'Cy'), { id: 'D', name: 'Dan', withdrawnFromRound: 3 }],
      rounds: [
        {
          games: [{ ...g('A', 0, 'D', 64), forfeit: 'black' as const }, g('B', 40, 'C', 24)],
        },
      ],
    };
    const standings = othelloStandings(tournament, NOF_ROUND_ROBIN);
    // A and D: 1 pt, 64 discs, each beat the other in the table (A's 64–0 credit, D's forfeit
    // win): equal points of the opponent beaten (1) and head-to-head (1–1) → shared 1–2.
    expect(recordTable(standings)).toEqual([
      '1–2 A 1 64 1/0/0',
      '1–2 D 1 64 1/0/0',
      '3 B 1 40 1/0/0',
      '4 C 0 24 0/0/1',
    ]);
  });

  /**
   * D withdraws from round 3 (recorded, so he counts as having missed rounds from the start).
   * R1: A–B 40–24, C–D 33–31.  R2: A–D 30–34, B–C 32–32.  R3: A–C 40–24, B–D unplayed.
   */
  const withdrawsLate: OthelloTournament = {
    players: [...players('Ann', 'Bo', 'Cy'), { id: 'D', name: 'Dan', withdrawnFromRound: 3 }],
    rounds: [
      { games: [g('A', 40, 'B', 24), g('C', 33, 'D', 31)] },
      { games: [g('A', 30, 'D', 34), g('B', 32, 'C', 32)] },
      { games: [g('A', 40, 'C', 24)], unplayed: [{ black: 'B', white: 'D' }] },
    ],
  };

  it('after round 1 credits only round 1 (decision 4)', () => {
    // A 1 pt 40; C beat D → 64–0: 1 pt 64; D 0 31; B 0 24.  C first on discs.
    const standings = othelloStandings(withdrawsLate, NOF_ROUND_ROBIN, { afterRound: 1 });
    expect(standings.finalTable).toBe(false);
    expect(recordTable(standings)).toEqual([
      '1 C 1 64 1/0/0',
      '2 A 1 40 1/0/0',
      '3 D 0 31 0/0/1',
      '4 B 0 24 0/0/1',
    ]);
  });

  it('after round 2 credits rounds 1–2, not the unplayed game of round 3', () => {
    // A: W 40, L 30 → the loss to D becomes 64–0: 2 pts, 104.  C: W 33 → 64, D 32: 1½, 96.
    // D: L 31, W 34: 1 pt, 65.  B: L 24, D 32: ½, 56.
    // Defeated opponents' points (A 2, B ½, C 1½, D 1): A ½ + 1 = 1.5 (B, then D's 64–0);
    // B drew C: ¾; C 1 (D) + ¼ (drew B) = 5/4; D beat A: 2.
    const standings = othelloStandings(withdrawsLate, NOF_ROUND_ROBIN, { afterRound: 2 });
    expect(recordTable(standings)).toEqual([
      '1 A 2 104 2/0/0',
      '2 C 1.5 96 1/1/0',
      '3 D 1 65 1/0/1',
      '4 B 0.5 56 0/1/1',
    ]);
    expect(standings.rows.map((row) => row.values.defeatedOpponentsPoints?.toString())).toEqual([
      '1.5',
      '1.25',
      '2',
      '0.75',
    ]);
  });

  it('flags a recorded withdrawal and counts its rounds as missed', () => {
    const standings = othelloStandings(withdrawsLate, NOF_ROUND_ROBIN);
    expect(rowOf(standings, 'D').withdrawn).toBe(true);
    expect(rowOf(standings, 'D').roundsMissed).toBe(1);
    expect(rowOf(standings, 'A').withdrawn).toBe(false);
  });
});

describe('head-to-head with 64–0 credits (NOF §20a.3, spec §8 decisions 4, 6)', () => {
  const pointsThenHeadToHead = withCriteria(NOF_ROUND_ROBIN, 'points', 'headToHead');

  /**
   * B withdraws from round 3.  R1: A–C 40–24, B–D 40–24.  R2: A–D 24–40, B–C 40–24.
   * R3: A–B unplayed, C–D 32–32.
   * A: W, L, and the unplayed game 64–0 → 2 pts.  B keeps two wins: 2 pts.
   * C: lost to B → 64–0: 1 + ½ = 1½.  D: lost to B → 64–0: 1 + 1 + ½ = 2½.
   * A and B are tied; between them only A's 64–0 credit: A 1, B 0 (they count as having met).
   */
  const creditOnly: OthelloTournament = {
    players: [
      { id: 'A', name: 'Ann' },
      { id: 'B', name: 'Bo', withdrawnFromRound: 3 },
      ...players('Cy', 'Dan'),
    ],
    rounds: [
      { games: [g('A', 40, 'C', 24), g('B', 40, 'D', 24)] },
      { games: [g('A', 24, 'D', 40), g('B', 40, 'C', 24)] },
      { games: [g('C', 32, 'D', 32)], unplayed: [{ black: 'A', white: 'B' }] },
    ],
  };

  it('counts a 64–0 credit for an unplayed game as a meeting', () => {
    const standings = othelloStandings(creditOnly, pointsThenHeadToHead);
    expect(
      standings.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.points} ${row.decidedBy}`),
    ).toEqual(['1 D 2.5 null', '2 A 2 points', '3 B 2 headToHead', '4 C 1.5 points']);
    expect(criterionValue(standings, 'A', 'headToHead')).toBe('1');
    expect(criterionValue(standings, 'B', 'headToHead')).toBe('0');
    expect(rowOf(standings, 'B').roundsMissed).toBe(1);
  });

  /**
   * B withdraws from round 3, D is absent in round 2.  R1: A–C 24–40, B–D 40–24.
   * R2: A–D unplayed, B–C 40–24.  R3: A–B unplayed, C–D 32–32.
   * A: L 24 + two 64–0 credits (D, B) → 2 pts, 152 discs.  B: two wins, 2 pts, 80 discs.
   * C: W 40; lost to B → 64–0; drew D → 64–0: 3 pts, 168, 3/0/0.  D: L, absent, D: ½, 56.
   * A–B head-to-head: only the credit against B counts (A 1, B 0), not the one against D.
   */
  const twoCredits: OthelloTournament = {
    players: [
      { id: 'A', name: 'Ann' },
      { id: 'B', name: 'Bo', withdrawnFromRound: 3 },
      ...players('Cy', 'Dan'),
    ],
    rounds: [
      { games: [g('A', 24, 'C', 40), g('B', 40, 'D', 24)] },
      { games: [g('B', 40, 'C', 24)], absent: ['D'], unplayed: [{ black: 'A', white: 'D' }] },
      { games: [g('C', 32, 'D', 32)], unplayed: [{ black: 'A', white: 'B' }] },
    ],
  };

  it('counts only the credits against the other tied player, and a drawn game against a missing player becomes a win', () => {
    const standings = othelloStandings(twoCredits, pointsThenHeadToHead);
    expect(
      standings.rows.map(
        (row) =>
          `${row.placeLabel} ${row.playerId} ${row.points} ${row.wins}/${row.draws}/${row.losses} ${row.decidedBy}`,
      ),
    ).toEqual(['1 C 3 3/0/0 null', '2 A 2 2/0/1 points', '3 B 2 2/0/0 headToHead', '4 D 0.5 0/1/1 points']);
    expect(criterionValue(standings, 'A', 'headToHead')).toBe('1');
    expect(criterionValue(standings, 'B', 'headToHead')).toBe('0');
  });

  it('replaces the disc difference of every credited game by +64', () => {
    // A: −16 (lost to C 24–40) + 64 + 64 = 112.  C: +16, then −16 and 0 replaced by +64 each = 144.
    // B: +16 +16 = 32.  D: −16 + 0 = −16.
    const standings = othelloStandings(twoCredits, withCriteria(NOF_ROUND_ROBIN, 'points', 'discDifference'));
    expect(standings.rows.map((row) => `${row.playerId} ${row.values.discDifference}`)).toEqual([
      'C 144',
      'A 112',
      'B 32',
      'D -16',
    ]);
  });
});

describe('a Swiss with the 64–0 rule (spec §5: the final-table top-up is a round-robin notion)', () => {
  it('credits only the games actually played against the player who withdrew', () => {
    // D withdraws from round 2.  R1: A–D 20–44, B–C 33–31.  R2: A–B 40–24, C bye.
    // A: the loss to D becomes 64–0, plus the win over B → 2 pts.  B 1, C 0 + bye 1, D keeps 1.
    // B and C never met D: no credit (a Swiss has no schedule to complete).
    const preset = { ...withCriteria(NOF_SWISS, 'points'), absentPlayerRule: true };
    const tournament: OthelloTournament = {
      plannedRounds: 2,
      players: [...players('Ann', 'Bo', 'Cy'), { id: 'D', name: 'Dan', withdrawnFromRound: 2 }],
      rounds: [
        { games: [g('A', 20, 'D', 44), g('B', 33, 'C', 31)] },
        { games: [g('A', 40, 'B', 24)], byes: ['C'] },
      ],
    };
    const standings = othelloStandings(tournament, preset);
    expect(standings.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.points}`)).toEqual([
      '1 A 2',
      '2–4 B 1',
      '2–4 C 1',
      '2–4 D 1',
    ]);
    expect(standings.finalTable).toBe(false);
  });
});

describe('the rating-list view leaves forfeits out of every key (NOF §20a, spec §6)', () => {
  /**
   * R1: A–B 40–24, C–D 40–24.  R2: A–C 32–32, B–D forfeit (D did not come: 64–0).
   * R3: A–D 32–32, B–C 32–32.  Rating list, without the forfeit:
   * A W D D: 2 pts, 104; C W D D: 2, 104; B L D: ½, 56; D L D: ½, 56.
   * Defeated opponents' points: A 1·½ (B) + ½·2 (C) + ½·½ (D) = 7/4; C the same;
   * B ½·2 (drew C) = 1; D ½·2 (drew A) = 1.
   * A–C drew (½ each): shared.  B–D only met by forfeit: no meeting in this view, shared.
   */
  const withForfeit: OthelloTournament = {
    players: players('Ann', 'Bo', 'Cy', 'Dan'),
    rounds: [
      { games: [g('A', 40, 'B', 24), g('C', 40, 'D', 24)] },
      { games: [g('A', 32, 'C', 32), { ...g('B', 64, 'D', 0), forfeit: 'white' as const }] },
      { games: [g('A', 32, 'D', 32), g('B', 32, 'C', 32)] },
    ],
  };

  it('ranks the played games only, head-to-head included', () => {
    const standings = othelloStandings(withForfeit, NOF_ROUND_ROBIN, { view: 'ratingList' });
    expect(
      standings.rows.map(
        (row) =>
          `${row.placeLabel} ${row.playerId} ${row.points} ${row.values.discs} ${row.values.defeatedOpponentsPoints} ${row.values.headToHead}`,
      ),
    ).toEqual([
      '1–2 A 2 104 1.75 0.5',
      '1–2 C 2 104 1.75 0.5',
      '3–4 B 0.5 56 1 undefined',
      '3–4 D 0.5 56 1 undefined',
    ]);
  });
});
