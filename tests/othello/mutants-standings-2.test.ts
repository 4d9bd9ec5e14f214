/**
 * Mutation-driven tests for `src/othello/tournament/standings.ts`, second pass: the 64–0 rule's corner
 * cases (draws, forfeits, unplayed games, two players who both missed rounds, double round
 * robins, standings after an intermediate round), head-to-head with 64–0 credits, the
 * rating-list view, the KOA coin toss, the row fields and the ranking's fall-back to core
 * `rank` for every criterion kind. Every expected value is worked out by hand in the comments
 * (spec §4–§5, §8; NOF §20a–§20b; KOA II.3).
 * See docs/mutation/othello-standings.md for the mutant ids each test kills.
 */
import { describe, expect, it } from 'vitest';
import {
  JOA,
  KOA,
  NOF_ROUND_ROBIN,
  NOF_SWISS,
  type OthelloRules,
  type OthelloStandings,
  type OthelloTournament,
  othelloStandings,
} from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';
import { g, players } from './tournament-fixtures.js';

/** `place id points discs wins/draws/losses` per row, best first. */
const table = (standings: OthelloStandings) =>
  standings.rows.map(
    (row) =>
      `${row.placeLabel} ${row.playerId} ${row.points} ${row.values.discs} ${row.wins}/${row.draws}/${row.losses}`,
  );
const rowOf = (standings: OthelloStandings, id: string) => {
  const row = standings.rows.find((candidate) => candidate.playerId === id);
  if (row === undefined) throw new Error(`no row ${id}`);
  return row;
};
const criterionValue = (standings: OthelloStandings, id: string, name: string) =>
  rowOf(standings, id).values[name]?.toString();

/** A preset with other criteria (a preset is data, spec §5). */
const withCriteria = (base: OthelloRules, ...kinds: OthelloRules['criteria'][number]['kind'][]) =>
  ({
    ...base,
    name: `${base.name} (${kinds.join(', ')})`,
    criteria: kinds.map((kind) => ({ kind, source: 'test' })),
  }) as OthelloRules;

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
    expect(table(standings)).toEqual([
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

describe('round-robin schedule (NOF §20a)', () => {
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
    expect(table(standings)).toEqual(['1–2 A 2 128 2/0/0', '1–2 B 2 128 2/0/0', '3 C 1 40 1/0/0']);
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
    expect(table(standings)).toEqual([
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
    expect(table(standings)).toEqual([
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
    expect(table(standings)).toEqual([
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
    expect(table(standings)).toEqual([
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
    expect(table(standings)).toEqual([
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
    expect(table(standings)).toEqual([
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
    expect(table(standings)).toEqual([
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

describe('criteria ranked inside tied groups by core rank (spec §5, §8 decision 6)', () => {
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
   * (A StrykerJS survivor: the key computed only when some criterion is *not* this one made
   * such a preset throw a TypeError.)
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
