/**
 * Hand-computed small tournaments for every preset (spec §4–§5, NOF §20, KOA II–III).
 * Every expected number below is worked out in the comment next to it.
 */
import { describe, expect, it } from 'vitest';
import {
  JOA,
  KOA,
  mixedBrightwellQuotients,
  NOF_ROUND_ROBIN,
  NOF_SWISS,
  type OthelloStandings,
  type OthelloTournament,
  othelloPlayedGames,
  othelloStandings,
  PAPP,
  WOC,
} from '../../src/othello/index.js';
import { errorOf, errorSummary, failure } from '../helpers/errors.js';
import {
  criterionValue,
  g,
  players,
  recordTable,
  rowOf,
  swissFive,
  withCriteria,
} from './tournament-fixtures.js';

const table = (standings: OthelloStandings) =>
  standings.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.points}`);
const value = (standings: OthelloStandings, id: string, criterion: string) =>
  standings.rows.find((row) => row.playerId === id)?.values[criterion]?.toString();

/**
 * Example A: five players, three rounds recorded of a 7-round Swiss; Eva enters late (round 2).
 * R1: A–B 40–24, C–D 32–32 (draw), E not yet entered.
 * R2: A–C 20–44, B–E 33–31, D bye.
 * R3: A–E 50–14, B–D 34–30, C bye.
 * Points: A 2, B 2, C 2½, D 1½, E 0.
 */
const exampleA: OthelloTournament = {
  name: 'Example A',
  plannedRounds: 7,
  players: [...players('Ann', 'Bo', 'Cy', 'Dan'), { id: 'E', name: 'Eva', enteredRound: 2 }],
  rounds: [
    { games: [g('A', 40, 'B', 24), g('C', 32, 'D', 32)] },
    { games: [g('A', 20, 'C', 44), g('B', 33, 'E', 31)], byes: ['D'] },
    { games: [g('A', 50, 'E', 14), g('B', 34, 'D', 30)], byes: ['C'] },
  ],
};

/** NOF Swiss with C = 10 and the papp policy, to compare the two MBQ policies on one constant. */
const PAPP_POLICY_C10 = { ...NOF_SWISS, brightwellConstant: 10, mbqPolicy: 'papp' as const };

describe('MBQ policies on a late entrant (spec §4, NOF §20b, decision 1)', () => {
  it("policy 'nof': games against Eva, who missed round 1, count 32 + C × own points", () => {
    // C = 10 (NOF, 7 planned rounds).
    // A: 40 + 10×2 (B) = 60; 20 + 10×2.5 (C) = 45; vs E → 32 + 10×2 = 52 → 157
    // B: 24 + 10×2 = 44; vs E → 32 + 10×2 = 52; 34 + 10×1.5 = 49 → 145
    // C: 32 + 10×1.5 = 47; 44 + 10×2 = 64; bye 32 + 10×2.5 = 57 → 168
    // D: 32 + 10×2.5 = 57; bye 32 + 10×1.5 = 47; 30 + 10×2 = 50 → 154
    // E: own missed round 32 + 0; 31 + 10×2 = 51; 14 + 10×2 = 34 → 117
    const { rows } = mixedBrightwellQuotients(exampleA, NOF_SWISS);
    expect(rows.map((row) => `${row.playerId} ${row.mbq}`)).toEqual([
      'A 157',
      'B 145',
      'C 168',
      'D 154',
      'E 117',
    ]);
    expect(rows[0]?.terms.map(String)).toEqual(['60', '45', '52']);
  });
  it("policy 'papp': Eva is present at the end, so her games count normally", () => {
    // A: 60 + 45 + (50 + 10×0) = 155; B: 44 + (33 + 0) + 49 = 126; C, D, E unchanged.
    const { rows } = mixedBrightwellQuotients(exampleA, PAPP_POLICY_C10);
    expect(rows.map((row) => `${row.playerId} ${row.mbq}`)).toEqual([
      'A 155',
      'B 126',
      'C 168',
      'D 154',
      'E 117',
    ]);
  });
  it("policy 'papp': a player absent in the last evaluated round after playing counts as withdrawn (decision 2)", () => {
    const absentBo: OthelloTournament = {
      ...exampleA,
      rounds: [
        exampleA.rounds[0]!,
        exampleA.rounds[1]!,
        { games: [g('A', 50, 'E', 14)], byes: ['C'], absent: ['B', 'D'] },
      ],
    };
    // Points: A 2, B 1, C 2½, D 1½, E 0. Bo withdrawn → A's round 1 counts 32 + 10×2 = 52.
    // A: 52 + (20 + 25) + (50 + 0) = 147. D is withdrawn too: C's round 1 → 32 + 25 = 57.
    const { rows } = mixedBrightwellQuotients(absentBo, PAPP_POLICY_C10);
    expect(rows.find((row) => row.playerId === 'A')?.mbq.toString()).toBe('147');
    // An explicit list overrides the rule: nobody withdrawn → A: 40 + 10×1 + 45 + 50 = 145.
    const explicit = mixedBrightwellQuotients(absentBo, PAPP_POLICY_C10, { withdrawn: [] }).rows;
    expect(explicit.find((row) => row.playerId === 'A')?.mbq.toString()).toBe('145');
  });
  it('standings after an intermediate round use the points at that round', () => {
    // After round 1: points A 1, B 0, C ½, D ½; E missed (32). C = 10.
    // A: 40 + 0 = 40; B: 24 + 10 = 34; C: 32 + 5 = 37; D: 37; E: 32.
    const { rows } = mixedBrightwellQuotients(
      exampleA,
      { ...NOF_SWISS, brightwellConstant: 10 },
      { afterRound: 1 },
    );
    expect(rows.map((row) => `${row.playerId} ${row.mbq}`)).toEqual(['A 40', 'B 34', 'C 37', 'D 37', 'E 32']);
  });
});

describe('NOF Swiss (NOF §20b)', () => {
  it('standings are plain data: JSON gives exact strings', () => {
    const json = JSON.parse(
      JSON.stringify(
        othelloStandings(exampleA, { ...NOF_SWISS, mbqPolicy: 'papp', brightwellConstant: '7/2' }),
      ),
    );
    // C = 7/2: Bo's MBQ = 24 + 7 + (33 + 0) + 34 + 5.25 = 103.25.
    expect(json.rows.find((row: { playerId: string }) => row.playerId === 'B').values.mbq).toBe('103.25');
    expect(json.brightwellConstant).toBe('3.5');
  });
  it('example A: points, then MBQ; a bye is 1 point; late entrant listed', () => {
    const standings = othelloStandings(exampleA, NOF_SWISS);
    expect(standings.brightwellConstant?.toString()).toBe('10');
    expect(table(standings)).toEqual(['1 C 2.5', '2 A 2', '3 B 2', '4 D 1.5', '5 E 0']);
    expect(standings.rows[2]?.decidedBy).toBe('mbq');
    expect(value(standings, 'A', 'mbq')).toBe('157');
    expect(standings.rows.find((row) => row.playerId === 'E')?.roundsMissed).toBe(1);
    expect(standings.rows.find((row) => row.playerId === 'E')?.roundsPlayed).toBe(2);
    expect(standings.rows.find((row) => row.playerId === 'C')?.roundsPlayed).toBe(3);
    expect(standings.rows.find((row) => row.playerId === 'D')?.byes).toBe(1);
  });

  /**
   * Example B: six players, 4 rounds (C = 16), built so that Ann, Bo and Cy tie on points
   * and MBQ and are separated by their mutual games (Ann beat both, Bo beat Cy).
   * R1: A–B 33–31, C–D 34–30, E–F 40–24
   * R2: A–C 33–31, B–E 40–24, D–F 35–29
   * R3: A–F 20–44, B–C 40–24, D–E 40–24
   * R4: A–D 20–44, B–F 27–37, C–E 33–31
   * Points: D 3, A 2, B 2, C 2, F 2, E 1.
   * MBQ: A 106 + 16×(2+2+2+3) = 250; B 138 + 16×7 = 250; C 122 + 16×8 = 250;
   *      F 134 + 16×8 = 262; D 149 + 16×7 = 261; E 119 + 16×9 = 263.
   */
  const exampleB: OthelloTournament = {
    plannedRounds: 4,
    players: players('Ann', 'Bo', 'Cy', 'Dan', 'Eva', 'Fay'),
    rounds: [
      { games: [g('A', 33, 'B', 31), g('C', 34, 'D', 30), g('E', 40, 'F', 24)] },
      { games: [g('A', 33, 'C', 31), g('B', 40, 'E', 24), g('D', 35, 'F', 29)] },
      { games: [g('A', 20, 'F', 44), g('B', 40, 'C', 24), g('D', 40, 'E', 24)] },
      { games: [g('A', 20, 'D', 44), g('B', 27, 'F', 37), g('C', 33, 'E', 31)] },
    ],
  };
  it('example B: a three-way tie on points and MBQ resolved by head-to-head (NOF §20b.2, decision 6)', () => {
    const standings = othelloStandings(exampleB, NOF_SWISS);
    expect(standings.brightwellConstant?.toString()).toBe('16');
    expect(table(standings)).toEqual(['1 D 3', '2 F 2', '3 A 2', '4 B 2', '5 C 2', '6 E 1']);
    expect(standings.rows.map((row) => row.values.mbq?.toString())).toEqual([
      '261',
      '262',
      '250',
      '250',
      '250',
      '263',
    ]);
    expect(standings.rows.map((row) => row.decidedBy)).toEqual([
      null,
      'points',
      'mbq',
      'headToHead',
      'headToHead',
      'points',
    ]);
    expect(standings.rows.map((row) => row.values.headToHead?.toString())).toEqual([
      undefined,
      undefined,
      '2',
      '1',
      '0',
      undefined,
    ]);
  });
});

describe('NOF round robin (NOF §20a)', () => {
  /**
   * Example C: five players, single round robin (a sit-out each round, no points for it);
   * Eva withdraws from round 5, so D–E in round 5 is never played.
   * R1: B–E 40–24, C–D 20–44, A sits out
   * R2: A–E 30–34 (Eva wins!), B–C 32–32, D sits out
   * R3: A–D 40–24, C–E 36–28, B sits out
   * R4: A–C 33–31, B–D 64–0 (Dan did not show), E sits out
   * R5: A–B 24–40, D–E not played, C sits out
   */
  const exampleC: OthelloTournament = {
    players: [...players('Ann', 'Bo', 'Cy', 'Dan'), { id: 'E', name: 'Eva', withdrawnFromRound: 5 }],
    rounds: [
      { games: [g('B', 40, 'E', 24), g('C', 20, 'D', 44)], byes: ['A'] },
      { games: [g('A', 30, 'E', 34), g('B', 32, 'C', 32)], byes: ['D'] },
      { games: [g('A', 40, 'D', 24), g('C', 36, 'E', 28)], byes: ['B'] },
      { games: [g('A', 33, 'C', 31), { ...g('B', 64, 'D', 0), forfeit: 'white' as const }], byes: ['E'] },
      { games: [g('A', 24, 'B', 40)], byes: ['C'], unplayed: [{ black: 'D', white: 'E' }] },
    ],
  };
  it('final table: everyone is credited 64–0 against the player who missed rounds, even a game he won (decision 4)', () => {
    // Played: A 2 pts/127 discs, B 3½/176, C 1½/119, D 1/68, E 1/86.
    // 64–0 credits against Eva: A's loss 30–34 → win 64 (3 pts, 161 discs); B 40 → 64 (3½, 200);
    // C 36 → 64 (1½, 147); D's unplayed game → +1 and +64 (2, 132). Eva keeps her own results.
    const standings = othelloStandings(exampleC, NOF_ROUND_ROBIN);
    expect(standings.finalTable).toBe(true);
    expect(table(standings)).toEqual(['1 B 3.5', '2 A 3', '3 D 2', '4 C 1.5', '5 E 1']);
    expect(standings.rows.map((row) => row.values.discs?.toString())).toEqual([
      '200',
      '161',
      '132',
      '147',
      '86',
    ]);
    // Points of opponents beaten (+½ of drawn), per game, with the table's points:
    // A: E 1 + D 2 + C 1½ = 4½; B: E 1 + C ½×1½ + D 2 + A 3 = 6¾; C: B ½×3½ + E 1 = 2¾;
    // D: C 1½ + E 1 = 2½; E: A 3 = 3.
    expect(standings.rows.map((row) => row.values.defeatedOpponentsPoints?.toString())).toEqual([
      '6.75',
      '4.5',
      '2.5',
      '2.75',
      '3',
    ]);
    const eva = standings.rows.find((row) => row.playerId === 'E');
    expect(eva?.withdrawn).toBe(true);
    expect(eva?.wins).toBe(1);
  });
  it('rating-list view: only games actually played count (no credits, no forfeit)', () => {
    // A 2/127; B 2½/112 (forfeit left out); C 1½/119; D 1/68; E 1/86 → E before D on discs.
    const standings = othelloStandings(exampleC, NOF_ROUND_ROBIN, { view: 'ratingList' });
    expect(table(standings)).toEqual(['1 B 2.5', '2 A 2', '3 C 1.5', '4 E 1', '5 D 1']);
    expect(standings.rows[4]?.decidedBy).toBe('discs');
    expect(othelloPlayedGames(exampleC).games).toHaveLength(8);
  });
  it('standings after round 3 credit only games played or scheduled up to round 3 (decision 4)', () => {
    // A: credited vs E (64) + 40 = 2 pts/104; B: 64 + 32 = 1½/96; C: 20 + 32 + 64 = 1½/116;
    // D: 44 + 24 = 1/68; E: 1/86.
    const standings = othelloStandings(exampleC, NOF_ROUND_ROBIN, { afterRound: 3 });
    expect(standings.finalTable).toBe(false);
    expect(table(standings)).toEqual(['1 A 2', '2 C 1.5', '3 B 1.5', '4 E 1', '5 D 1']);
    expect(standings.rows.map((row) => row.values.discs?.toString())).toEqual([
      '104',
      '116',
      '96',
      '86',
      '68',
    ]);
  });

  /** Example D: a cycle A > B > C > A, all 40–24, everyone beats Dan: a tie left shared (NOF §20a.3). */
  const exampleD: OthelloTournament = {
    players: players('Ann', 'Bo', 'Cy', 'Dan'),
    rounds: [
      { games: [g('A', 40, 'B', 24), g('C', 40, 'D', 24)] },
      { games: [g('B', 40, 'C', 24), g('A', 40, 'D', 24)] },
      { games: [g('C', 40, 'A', 24), g('B', 40, 'D', 24)] },
    ],
  };
  it('a three-way tie equal on every key stays shared, listed by name (decision 16)', () => {
    // A, B, C: 2 points, 104 discs, beaten opponents' points 2 + 0, mutual games 1 each.
    const standings = othelloStandings(exampleD, NOF_ROUND_ROBIN);
    expect(standings.rows.map((row) => `${row.placeLabel} ${row.name}`)).toEqual([
      '1–3 Ann',
      '1–3 Bo',
      '1–3 Cy',
      '4 Dan',
    ]);
    expect(
      standings.rows.slice(0, 3).every((row) => row.shared && row.values.headToHead?.toString() === '1'),
    ).toBe(true);
  });
  it('a double round robin counts both games per pair (decision 9)', () => {
    const double: OthelloTournament = {
      players: players('Ann', 'Bo'),
      rounds: [{ games: [g('A', 40, 'B', 24)] }, { games: [g('B', 32, 'A', 32)] }],
    };
    const standings = othelloStandings(double, NOF_ROUND_ROBIN, { roundRobinCycles: 2 });
    // A: 1½ points, beaten B (½) + ½ × drawn B (½) = ¾.
    expect(value(standings, 'A', 'defeatedOpponentsPoints')).toBe('0.75');
    expect(standings.finalTable).toBe(true);
  });
});

describe('KOA (KOA II.3, III.6, III.8; decisions 5 and 13)', () => {
  /** Four players, one round of a 5-round Swiss (C = 12): two pairs equal on every key. */
  const tied: OthelloTournament = {
    plannedRounds: 5,
    players: players('Ann', 'Bo', 'Cy', 'Dan'),
    rounds: [{ games: [g('A', 40, 'B', 24), g('C', 40, 'D', 24)] }],
  };
  it('ties left after MBS and discs need a coin toss: shared and flagged tossRequired', () => {
    // A, C: 1 point, MBS 40 + 12×0 = 40, discs 40. B, D: 0 points, 24 + 12×1 = 36, discs 24.
    const standings = othelloStandings(tied, KOA);
    expect(standings.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.tossRequired}`)).toEqual([
      '1–2 A true',
      '1–2 C true',
      '3–4 B true',
      '3–4 D true',
    ]);
    expect(value(standings, 'A', 'mbs')).toBe('40');
  });
  it('the toss outcome is an input (KOA II.3)', () => {
    const standings = othelloStandings(tied, KOA, { coinToss: { orders: [['C', 'A']] } });
    expect(standings.rows.map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual([
      '1 C',
      '2 A',
      '3–4 B',
      '3–4 D',
    ]);
    expect(standings.rows[1]?.decidedBy).toBe('coinToss');
    expect(standings.coinTosses).toEqual([{ order: ['C', 'A'], drawn: false }]);
  });
  it('three tied players need the complete toss order (decision 13)', () => {
    // A, C, E: 1 point, MBS 40, discs 40 each; B, D, F: 0 points, 24 + 12 = 36, discs 24.
    const three: OthelloTournament = {
      plannedRounds: 5,
      players: players('Ann', 'Bo', 'Cy', 'Dan', 'Eva', 'Fay'),
      rounds: [{ games: [g('A', 40, 'B', 24), g('C', 40, 'D', 24), g('E', 40, 'F', 24)] }],
    };
    const complete = othelloStandings(three, KOA, { coinToss: { orders: [['E', 'A', 'C']] } });
    expect(complete.rows.slice(0, 3).map((row) => `${row.placeLabel} ${row.playerId}`)).toEqual([
      '1 E',
      '2 A',
      '3 C',
    ]);
    const partial = othelloStandings(three, KOA, { coinToss: { orders: [['E', 'A']] } });
    expect(
      partial.rows.slice(0, 3).map((row) => `${row.placeLabel} ${row.playerId} ${row.tossRequired}`),
    ).toEqual(['1–3 A true', '1–3 C true', '1–3 E true']);
  });
  it('a seeded source draws the toss, reproducibly, and reports it as drawn', () => {
    const first = othelloStandings(tied, KOA, { coinToss: { seed: 'KOA open 2026' } });
    const again = othelloStandings(tied, KOA, { coinToss: { seed: 'KOA open 2026' } });
    expect(first.rows.map((row) => row.playerId)).toEqual(again.rows.map((row) => row.playerId));
    expect(first.rows.every((row) => !row.shared && !row.tossRequired)).toBe(true);
    expect(first.coinTosses).toHaveLength(2);
    expect(first.coinTosses.every((toss) => toss.drawn)).toBe(true);
    expect(new Set(first.rows.slice(0, 2).map((row) => row.playerId))).toEqual(new Set(['A', 'C']));
  });
  /**
   * Six players, 2 of 5 rounds (C = 12). Fay withdraws after round 1; Bo, paired with her
   * empty slot, wins by walkover: 1 point, 33 discs, 32 + C × own in MBS.
   * R1: A–B 40–24, C–D 33–31, E–F 44–20. R2: A–C 30–34, D–E 34–30, B walkover.
   */
  const withdrawal: OthelloTournament = {
    plannedRounds: 5,
    players: [...players('Ann', 'Bo', 'Cy', 'Dan', 'Eva'), { id: 'F', name: 'Fay', withdrawnFromRound: 2 }],
    rounds: [
      { games: [g('A', 40, 'B', 24), g('C', 33, 'D', 31), g('E', 44, 'F', 20)] },
      { games: [g('A', 30, 'C', 34), g('D', 34, 'E', 30)], byes: ['B'] },
    ],
  };
  it('a withdrawn player keeps his score; the walkover counts 33 discs (KOA III.6, decision 5)', () => {
    // Points A 1, B 1, C 2, D 1, E 1, F 0.
    // MBS: A 40+12 + 30+24 = 106; B 24+12 + (32+12) = 80; C 33+12 + 34+12 = 91;
    //      D 31+24 + 34+12 = 101; E (F withdrawn) 32+12 + 30+12 = 86; F 20+12 + 32 = 64.
    const standings = othelloStandings(withdrawal, KOA);
    expect(table(standings)).toEqual(['1 C 2', '2 A 1', '3 D 1', '4 E 1', '5 B 1', '6 F 0']);
    expect(standings.rows.map((row) => row.values.mbs?.toString())).toEqual([
      '91',
      '106',
      '101',
      '86',
      '80',
      '64',
    ]);
    expect(value(standings, 'B', 'discs')).toBe('57');
    expect(standings.rows.find((row) => row.playerId === 'F')?.withdrawn).toBe(true);
  });
  it('KOA needs a round count its table covers', () => {
    expect(() => othelloStandings({ ...tied, plannedRounds: 4 }, KOA)).toThrowError(
      /5–13 rounds \(seed 001 III\.8\), not 4/,
    );
  });
});

describe('PAPP and WOC (spec §5, decisions 3 and 7)', () => {
  it('PAPP with C = 0 (7 rounds) ranks by the raw disc total, a bye counting 40', () => {
    // Discs: A 40+20+50 = 110; B 24+33+34 = 91; C 32+44+40 = 116; D 32+40+30 = 102; E 0+31+14 = 45.
    const standings = othelloStandings(exampleA, PAPP);
    expect(standings.brightwellConstant?.toString()).toBe('0');
    expect(standings.mbqPolicy).toBeNull();
    expect(table(standings)).toEqual(['1 C 2.5', '2 A 2', '3 B 2', '4 D 1.5', '5 E 0']);
    expect(standings.rows.map((row) => row.values.discs?.toString())).toEqual([
      '116',
      '110',
      '91',
      '102',
      '45',
    ]);
    expect(standings.rows[2]?.decidedBy).toBe('discs');
  });
  it('WOC (C = 6): Brightwell with the papp policy, then discs', () => {
    // A: 40+12 + 20+15 + 50+0 = 137; B: 24+12 + 33+0 + 34+9 = 112; C: 32+9 + 44+12 + 32+15 = 144;
    // D: 32+15 + 32+9 + 30+12 = 130; E: 32 + 31+12 + 14+12 = 101.
    const standings = othelloStandings(exampleA, WOC);
    expect(standings.rows.map((row) => `${row.playerId} ${row.values.brightwell}`)).toEqual([
      'C 144',
      'A 137',
      'B 112',
      'D 130',
      'E 101',
    ]);
    expect(standings.mbqPolicy).toBe('papp');
  });
});

describe('JOA (spec §5)', () => {
  /** R1: A–B 32–32 (white holds the draw-win right), C–D 40–24, E bye. R2: A–C 44–20, B–E 30–34, D bye. */
  const joa: OthelloTournament = {
    players: players('Ann', 'Bo', 'Cy', 'Dan', 'Eva'),
    rounds: [
      {
        games: [{ ...g('A', 32, 'B', 32), drawWinRight: 'white' as const }, g('C', 40, 'D', 24)],
        byes: ['E'],
      },
      { games: [g('A', 44, 'C', 20), g('B', 30, 'E', 34)], byes: ['D'] },
    ],
  };
  it('wins (the draw-win right decides 32–32), then the sum of disc differences', () => {
    // Wins: A 1, B 1, C 1, D 1 (bye), E 2 (bye + win). Differences: A 0+24, B 0−4, C 16−24, D −16, E 4.
    const standings = othelloStandings(joa, JOA);
    expect(table(standings)).toEqual(['1 E 2', '2 A 1', '3 B 1', '4 C 1', '5 D 1']);
    expect(standings.rows.map((row) => row.values.discDifference?.toString())).toEqual([
      '4',
      '24',
      '-4',
      '-8',
      '-16',
    ]);
    expect(standings.rows.find((row) => row.playerId === 'B')?.draws).toBe(0);
  });
  it('the bye disc value is a field of the rules, changed in a copy (decision 7)', () => {
    const standings = othelloStandings(joa, { ...JOA, byeDiscValue: 10 });
    expect(standings.rows.map((row) => row.playerId)).toEqual(['E', 'A', 'B', 'D', 'C']);
  });
  it('a 32–32 game without the draw-win right is an error naming the game', () => {
    const missing: OthelloTournament = {
      ...joa,
      rounds: [{ ...joa.rounds[0]!, games: [g('A', 32, 'B', 32), g('C', 40, 'D', 24)] }],
    };
    try {
      othelloStandings(missing, JOA);
      expect.unreachable();
    } catch (error) {
      expect((error as { code: string }).code).toBe('DRAW_WIN_RIGHT_MISSING');
      expect((error as { path: unknown }).path).toEqual(['rounds', 0, 'games', 0, 'drawWinRight']);
    }
  });
});

describe('empty squares (NOF §15: empty squares go to the winner; emptySquares "none" keeps the raw count)', () => {
  it('gives the winner the empty squares unless emptySquares is "none"', () => {
    // R1 A–B ended 40–20 with 4 empty squares: officially 44–20.  R2 A–C 30–34.
    // KOA discs of A: 44 + 30 = 74 officially, 40 + 30 = 70 raw.
    const early: OthelloTournament = {
      ...swissFive,
      rounds: [
        { games: [g('A', 40, 'B', 20), g('C', 33, 'D', 31)], byes: ['E'] },
        ...swissFive.rounds.slice(1),
      ],
    };
    const discsOfA = (standings: ReturnType<typeof othelloStandings>) =>
      standings.rows.find((row) => row.playerId === 'A')?.values.discs?.toString();
    expect(discsOfA(othelloStandings(early, KOA))).toBe('74');
    expect(discsOfA(othelloStandings(early, KOA, { emptySquares: 'none' }))).toBe('70');
  });
});

describe('the games played for the rating list: forfeits are not rated (spec §6)', () => {
  it('lists played games with 1-based rounds, skips forfeits, stops at afterRound', () => {
    const withForfeit: OthelloTournament = {
      ...swissFive,
      rounds: [
        ...swissFive.rounds,
        { games: [{ ...g('B', 64, 'D', 0), forfeit: 'white' }, g('C', 35, 'E', 29)], byes: ['A'] },
      ],
    };
    expect(othelloPlayedGames(withForfeit).games).toEqual([
      { round: 1, black: 'A', blackDiscs: 40, white: 'B', whiteDiscs: 24 },
      { round: 1, black: 'C', blackDiscs: 33, white: 'D', whiteDiscs: 31 },
      { round: 2, black: 'A', blackDiscs: 30, white: 'C', whiteDiscs: 34 },
      { round: 2, black: 'E', blackDiscs: 36, white: 'B', whiteDiscs: 28 },
      { round: 3, black: 'C', blackDiscs: 35, white: 'E', whiteDiscs: 29 },
    ]);
    expect(othelloPlayedGames(withForfeit, { afterRound: 1 }).games).toHaveLength(2);
  });
});

describe('row fields (spec §5, §8 decision 16)', () => {
  /**
   * JOA, one round, ids and names in opposite orders: a–b 40–24, c–d 40–24.
   * Wins: a 1, c 1, b 0, d 0; disc difference a +16, c +16, b −16, d −16 → two shared places.
   * Inside a shared place rows go by name, then id (decision 16): 1–2 Amy (c), Zoe (a);
   * 3–4 Bo (b), Bo (d) — the same name, so by id.
   */
  const joaPairs: OthelloTournament = {
    players: [
      { id: 'a', name: 'Zoe', flags: ['junior'] },
      { id: 'b', name: 'Bo' },
      { id: 'c', name: 'Amy' },
      { id: 'd', name: 'Bo' },
    ],
    rounds: [{ games: [g('a', 40, 'b', 24), g('c', 40, 'd', 24)] }],
  };

  it('lists a shared place by name, then id, and flags no toss outside KOA', () => {
    const standings = othelloStandings(joaPairs, JOA);
    expect(standings.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.name}`)).toEqual([
      '1–2 c Amy',
      '1–2 a Zoe',
      '3–4 b Bo',
      '3–4 d Bo',
    ]);
    // decidedBy: only the first row of each place says why it is below the row above.
    expect(standings.rows.map((row) => row.decidedBy)).toEqual([null, null, 'wins', null]);
    // JOA has no coin toss: a shared place needs no toss.
    expect(standings.rows.map((row) => row.tossRequired)).toEqual([false, false, false, false]);
    // JOA's key is wins: one win is shown as 1 (not 2 half-points); the difference as is.
    expect(criterionValue(standings, 'a', 'wins')).toBe('1');
    expect(criterionValue(standings, 'a', 'discDifference')).toBe('16');
    expect(criterionValue(standings, 'b', 'discDifference')).toBe('-16');
    // No criterion uses MBQ: no Brightwell constant, no policy.
    expect(standings.brightwellConstant).toBeNull();
    expect(standings.mbqPolicy).toBeNull();
  });

  it('carries the flags through, an empty list without flags; nobody is withdrawn', () => {
    const standings = othelloStandings(joaPairs, JOA);
    expect(rowOf(standings, 'a').flags).toEqual(['junior']);
    expect(rowOf(standings, 'b').flags).toEqual([]);
    expect(standings.rows.map((row) => row.withdrawn)).toEqual([false, false, false, false]);
    expect(standings.rows.map((row) => row.gamesPlayed)).toEqual([1, 1, 1, 1]);
  });

  it('counts wins, draws and losses of a Swiss (NOF §14: win 1, draw ½)', () => {
    // R1: A–B 40–24, C–D 32–32.  R2: A–C 30–34, B–D 33–31.
    // A W L: 1 pt, 70 discs; B L W: 1, 57; C D W: 1½, 66; D D L: ½, 63.
    const swiss: OthelloTournament = {
      players: players('Ann', 'Bo', 'Cy', 'Dan'),
      rounds: [
        { games: [g('A', 40, 'B', 24), g('C', 32, 'D', 32)] },
        { games: [g('A', 30, 'C', 34), g('B', 33, 'D', 31)] },
      ],
    };
    const standings = othelloStandings(swiss, withCriteria(KOA, 'points', 'discs'));
    expect(recordTable(standings)).toEqual([
      '1 C 1.5 66 1/1/0',
      '2 A 1 70 1/0/1',
      '3 B 1 57 1/0/1',
      '4 D 0.5 63 0/1/1',
    ]);
    expect(standings.rows.map((row) => row.gamesPlayed)).toEqual([2, 2, 2, 2]);
  });
});

describe('the MBQ policy of the rules (spec §4)', () => {
  it('rejects an unknown policy naming the known ones', () => {
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo'),
      rounds: [{ games: [g('A', 40, 'B', 24)] }],
    };
    expect(
      failure(() => othelloStandings(tournament, { ...NOF_SWISS, mbqPolicy: 'fide' as unknown as 'nof' })),
    ).toEqual([
      'NOT_ONE_OF',
      'rules.mbqPolicy: "fide" is not one of nof, papp',
      ['rules', 'mbqPolicy'],
      'fide',
    ]);
  });

  it('gives exact MBQ values also when they lie far apart (C = 1000)', () => {
    // One round A–B 40–24, C = 1000: MBQ A = 40 + 1000 × 0 = 40; B = 24 + 1000 × 1 = 1024.
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo'),
      rounds: [{ games: [g('A', 40, 'B', 24)] }],
    };
    const standings = othelloStandings(tournament, { ...NOF_SWISS, brightwellConstant: 1000 });
    expect(standings.rows.map((row) => `${row.playerId} ${row.values.mbq}`)).toEqual(['A 40', 'B 1024']);
  });
});

describe('JOA draw-win rights (spec §5 JOA)', () => {
  it('reports the first missing draw-win right in player order, then round order', () => {
    // R1: A–B 40–24, C–D 32–32 (no right).  R2: A–C 32–32 (no right), B–D 30–34.
    // Player A comes first: his game 1 of round 2 is named, not C–D of round 1.
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo', 'Cy', 'Dan'),
      rounds: [
        { games: [g('A', 40, 'B', 24), g('C', 32, 'D', 32)] },
        { games: [g('A', 32, 'C', 32), g('B', 30, 'D', 34)] },
      ],
    };
    expect(failure(() => othelloStandings(tournament, JOA))).toEqual([
      'DRAW_WIN_RIGHT_MISSING',
      'rounds[1].games[0].drawWinRight: a 32–32 draw needs drawWinRight (JOA has no draws)',
      ['rounds', 1, 'games', 0, 'drawWinRight'],
      undefined,
    ]);
  });

  it('reads nothing of the rounds after afterRound (a later draw without a right is no error yet)', () => {
    // R1: A–B 40–24.  R2: A–B 32–32 without a right.  After round 1: A 1 win +16, B 0 −16;
    // the points of the opponents beaten: A beat B (0 points) → 0.
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo'),
      rounds: [{ games: [g('A', 40, 'B', 24)] }, { games: [g('A', 32, 'B', 32)] }],
    };
    const joa = othelloStandings(tournament, JOA, { afterRound: 1 });
    expect(joa.rows.map((row) => `${row.playerId} ${row.values.wins} ${row.values.discDifference}`)).toEqual([
      'A 1 16',
      'B 0 -16',
    ]);
    const defeated = othelloStandings(tournament, withCriteria(JOA, 'wins', 'defeatedOpponentsPoints'), {
      afterRound: 1,
    });
    expect(defeated.rows.map((row) => `${row.playerId} ${row.values.defeatedOpponentsPoints}`)).toEqual([
      'A 0',
      'B 0',
    ]);
  });
});

describe('KOA coin toss (KOA II.3, spec §8 decision 13)', () => {
  /**
   * KOA, 5 planned rounds (C = 12), one round: A–B 40–24, C–D 40–24, E bye, F absent.
   * Points: E 1, A 1, C 1; B, D, F 0.  MBS: E 32 + 12 = 44; A, C 40 + 0 = 40; B, D 24 + 12 = 36;
   * F 32 + 0 = 32.  Discs: A, C 40; B, D 24.  Ties left: {A, C} and {B, D}.
   */
  const six: OthelloTournament = {
    plannedRounds: 5,
    players: players('Ann', 'Bo', 'Cy', 'Dan', 'Eva', 'Fay'),
    rounds: [{ games: [g('A', 40, 'B', 24), g('C', 40, 'D', 24)], byes: ['E'], absent: ['F'] }],
  };

  it('draws only the tied groups without a given order', () => {
    const standings = othelloStandings(six, KOA, { coinToss: { orders: [['C', 'A']], seed: 7 } });
    expect(standings.coinTosses).toHaveLength(2);
    expect(standings.coinTosses[0]).toEqual({ order: ['C', 'A'], drawn: false });
    expect(standings.coinTosses[1]?.drawn).toBe(true);
    expect([...(standings.coinTosses[1]?.order ?? [])].sort()).toEqual(['B', 'D']);
    expect(
      standings.rows.slice(0, 3).map((row) => `${row.placeLabel} ${row.playerId} ${row.decidedBy}`),
    ).toEqual(['1 E null', '2 C mbs', '3 A coinToss']);
    expect(standings.rows.map((row) => row.tossRequired)).toEqual([false, false, false, false, false, false]);
    expect(rowOf(standings, 'F').place).toBe(6);
  });

  it('ignores a given order that does not match the tie', () => {
    // Orders name A with B and D with C, but the ties are {A, C} and {B, D}: both stay shared.
    const standings = othelloStandings(six, KOA, {
      coinToss: {
        orders: [
          ['A', 'B'],
          ['D', 'C'],
        ],
      },
    });
    expect(standings.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.tossRequired}`)).toEqual([
      '1 E false',
      '2–3 A true',
      '2–3 C true',
      '4–5 B true',
      '4–5 D true',
      '6 F false',
    ]);
  });

  it('does not draw a group that a given order only partly covers', () => {
    // Six players, A–B, C–D, E–F all 40–24: {A, C, E} and {B, D, F} tied on points, MBS, discs.
    // The order [A, C] does not cover E: the group stays shared (a toss needs every pair).
    const threes: OthelloTournament = {
      plannedRounds: 5,
      players: players('Ann', 'Bo', 'Cy', 'Dan', 'Eva', 'Fay'),
      rounds: [{ games: [g('A', 40, 'B', 24), g('C', 40, 'D', 24), g('E', 40, 'F', 24)] }],
    };
    const standings = othelloStandings(threes, KOA, { coinToss: { orders: [['A', 'C']], seed: 3 } });
    expect(standings.coinTosses).toHaveLength(2);
    expect(standings.coinTosses[0]).toEqual({ order: ['A', 'C'], drawn: false });
    expect(
      standings.rows.slice(0, 3).map((row) => `${row.placeLabel} ${row.playerId} ${row.tossRequired}`),
    ).toEqual(['1–3 A true', '1–3 C true', '1–3 E true']);
    expect(standings.rows.slice(3).map((row) => row.place)).toEqual([4, 5, 6]);
  });
});

describe('NOF Swiss head-to-head after an intermediate round (NOF §20b.2)', () => {
  it('uses only the games up to afterRound, and a shared place needs no toss', () => {
    // R1: A–B 40–24, C–D 40–24.  R2: A–C 40–24, B–D 24–40.  plannedRounds 2 → C = 32.
    // After round 1: A and C 1 pt, MBQ 40 + 32·0 = 40 each, not met yet → shared 1–2;
    // B and D 0 pts, MBQ 24 + 32·1 = 56 each → shared 3–4.
    const tournament: OthelloTournament = {
      plannedRounds: 2,
      players: players('Ann', 'Bo', 'Cy', 'Dan'),
      rounds: [
        { games: [g('A', 40, 'B', 24), g('C', 40, 'D', 24)] },
        { games: [g('A', 40, 'C', 24), g('B', 24, 'D', 40)] },
      ],
    };
    const standings = othelloStandings(tournament, NOF_SWISS, { afterRound: 1 });
    expect(
      standings.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.values.mbq} ${row.tossRequired}`),
    ).toEqual(['1–2 A 40 false', '1–2 C 40 false', '3–4 B 56 false', '3–4 D 56 false']);
  });
});

describe('withdrawn flags (spec §8 decision 2, §5 KOA withdrawals)', () => {
  it('flags a player absent in the last round after playing (papp rule), not a withdrawal after the plan', () => {
    // KOA, 5 planned rounds.  R1: A–B 40–24, C–D 40–24, E bye.  R2: A–C 40–24, B–E 40–24, D absent.
    // D played round 1 and is absent in round 2, the last one evaluated: withdrawn (decision 2).
    // E's withdrawal from round 6 lies after the 5 planned rounds: not withdrawn.
    const tournament: OthelloTournament = {
      plannedRounds: 5,
      players: [...players('Ann', 'Bo', 'Cy', 'Dan'), { id: 'E', name: 'Eva', withdrawnFromRound: 6 }],
      rounds: [
        { games: [g('A', 40, 'B', 24), g('C', 40, 'D', 24)], byes: ['E'] },
        { games: [g('A', 40, 'C', 24), g('B', 40, 'E', 24)], absent: ['D'] },
      ],
    };
    const standings = othelloStandings(tournament, KOA);
    expect(standings.rows.filter((row) => row.withdrawn).map((row) => row.playerId)).toEqual(['D']);
  });
});

describe('criteria that separate a tie on points: discs, disc difference, head-to-head (spec §5, §8 decision 6)', () => {
  /**
   * Three players, three rounds, each sits out once (a bye: 1 point, 0 discs in NOF Swiss);
   * a cycle A beats B, B beats C, C beats A.  Raw disc counts (emptySquares "none"):
   * A–B 36–20, B–C 40–24, C–A 36–24.  Everyone: 2 pts and 60 discs; the disc differences
   * differ (A +4, B 0, C −4) but are no criterion here; head-to-head is one win each → shared.
   */
  const rawCycle: OthelloTournament = {
    players: players('Ann', 'Bo', 'Cy'),
    rounds: [
      { games: [g('A', 36, 'B', 20)], byes: ['C'] },
      { games: [g('B', 40, 'C', 24)], byes: ['A'] },
      { games: [g('C', 36, 'A', 24)], byes: ['B'] },
    ],
  };

  it('compares discs by discs, not by disc difference', () => {
    const standings = othelloStandings(rawCycle, withCriteria(NOF_SWISS, 'points', 'discs', 'headToHead'), {
      emptySquares: 'none',
    });
    expect(
      standings.rows.map(
        (row) => `${row.placeLabel} ${row.playerId} ${row.values.discs} ${row.values.headToHead}`,
      ),
    ).toEqual(['1–3 A 60 1', '1–3 B 60 1', '1–3 C 60 1']);
  });

  it('compares the disc difference in a tie that reaches head-to-head', () => {
    // The same cycle, every game 40–24 (JOA: a bye is a win): 2 wins and difference 0 each.
    const cycle: OthelloTournament = {
      players: players('Ann', 'Bo', 'Cy'),
      rounds: [
        { games: [g('A', 40, 'B', 24)], byes: ['C'] },
        { games: [g('B', 40, 'C', 24)], byes: ['A'] },
        { games: [g('C', 40, 'A', 24)], byes: ['B'] },
      ],
    };
    const standings = othelloStandings(cycle, withCriteria(JOA, 'wins', 'discDifference', 'headToHead'));
    expect(
      standings.rows.map(
        (row) =>
          `${row.placeLabel} ${row.playerId} ${row.values.wins} ${row.values.discDifference} ${row.values.headToHead}`,
      ),
    ).toEqual(['1–3 A 2 0 1', '1–3 B 2 0 1', '1–3 C 2 0 1']);
  });

  it('separates a tie on points, discs and defeated opponents by head-to-head (NOF §20a.3)', () => {
    /**
     * R1: A–B 40–24, C–D 40–24.  R2: A–C 30–34, B–D 45–19.  R3: A–D 30–34, B–C 31–33.
     * C 3 pts 107.  A 1 pt 100, beat B (1 pt) → 1.  B 1 pt 100, beat D (1 pt) → 1.
     * D 1 pt 77.  A and B: equal on points, discs and defeated opponents; A beat B.
     */
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo', 'Cy', 'Dan'),
      rounds: [
        { games: [g('A', 40, 'B', 24), g('C', 40, 'D', 24)] },
        { games: [g('A', 30, 'C', 34), g('B', 45, 'D', 19)] },
        { games: [g('A', 30, 'D', 34), g('B', 31, 'C', 33)] },
      ],
    };
    const standings = othelloStandings(tournament, NOF_ROUND_ROBIN);
    expect(
      standings.rows.map(
        (row) =>
          `${row.place} ${row.playerId} ${row.points} ${row.values.discs} ${row.values.defeatedOpponentsPoints} ${row.decidedBy}`,
      ),
    ).toEqual(['1 C 3 107 3 null', '2 A 1 100 1 points', '3 B 1 100 1 headToHead', '4 D 1 77 1 discs']);
  });

  it('accepts head-to-head as the first criterion', () => {
    // A beat B: head-to-head alone ranks A first.
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo'),
      rounds: [{ games: [g('A', 40, 'B', 24)] }],
    };
    const standings = othelloStandings(tournament, withCriteria(NOF_SWISS, 'headToHead', 'points'));
    expect(standings.rows.map((row) => `${row.place} ${row.playerId} ${row.decidedBy}`)).toEqual([
      '1 A null',
      '2 B headToHead',
    ]);
  });
});

describe('a preset whose only criterion is the defeated opponents’ points (spec §5: a preset is data)', () => {
  /**
   * NOF round robin, three players, each sits out once: R1 A–B 40–24 (C sits out), R2 C–A
   * 40–24 (B sits out).  Points: A 1, B 0, C 1.  Defeated opponents' points (NOF §20a.2): A
   * beat B (0) → 0; C beat A (1) → 1; B → 0.  Ranked on that key alone: C, then A and B shared.
   * (Computing the key only when some other criterion needs it once made such a preset throw
   * a TypeError.)
   */
  it('computes the key and ranks on it alone', () => {
    const tournament: OthelloTournament = {
      players: players('Ann', 'Bo', 'Cy'),
      rounds: [
        { games: [g('A', 40, 'B', 24)], byes: ['C'] },
        { games: [g('C', 40, 'A', 24)], byes: ['B'] },
      ],
    };
    const standings = othelloStandings(tournament, withCriteria(NOF_ROUND_ROBIN, 'defeatedOpponentsPoints'));
    expect(
      standings.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.values.defeatedOpponentsPoints}`),
    ).toEqual(['1 C 1', '2–3 A 0', '2–3 B 0']);
  });
});

// One game, 40–20 with 4 empty squares. With C = 0 the MBQ is the player's own discs.
const tournament: OthelloTournament = {
  players: [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bo' },
  ],
  rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 20 }], byes: [] }],
};

describe('MBQ: the empty squares go to the winner unless raw counts are asked for; the policy is known (spec §4, §8 decision 10)', () => {
  it('the empty squares go to the winner by default (NOF §13): 44–20', () => {
    const { rows } = mixedBrightwellQuotients(tournament, { ...NOF_SWISS, brightwellConstant: 0 });
    expect(rows.map((row) => [row.playerId, row.mbq.toString()])).toEqual([
      ['a', '44'],
      ['b', '20'],
    ]);
  });

  it("emptySquares 'none' keeps the recorded discs: 40–20", () => {
    // mbq.ts `options.emptySquares === 'none'` → false, and 'none' → "".
    const { rows } = mixedBrightwellQuotients(
      tournament,
      { ...NOF_SWISS, brightwellConstant: 0 },
      { emptySquares: 'none' },
    );
    expect(rows.map((row) => [row.playerId, row.mbq.toString()])).toEqual([
      ['a', '40'],
      ['b', '20'],
    ]);
  });

  it('an unknown policy is NOT_ONE_OF at ["rules", "mbqPolicy"] with the value', () => {
    // The policy is a rule: checked with the rules, its code, message and path.
    const error = errorOf(() =>
      mixedBrightwellQuotients(tournament, {
        ...NOF_SWISS,
        brightwellConstant: 0,
        mbqPolicy: 'fide' as never,
      }),
    );
    expect(errorSummary(error)).toEqual({
      code: 'NOT_ONE_OF',
      message: 'rules.mbqPolicy: "fide" is not one of nof, papp',
      path: ['rules', 'mbqPolicy'],
      value: 'fide',
    });
  });
});
