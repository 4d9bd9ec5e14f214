/**
 * Exact results of the tournament rankings that the mutation run of 2026-11-30 left
 * unchecked: whole `bestPowerAwards`, `rankTeams` and `rankQualification` results, worked
 * out by hand from the rules (seed 003 §3a, §4a, §12b; spec diplomacy.md decisions 4, 7, 8,
 * 12, 13 and 14). Each test names the mutant ids it kills (report of
 * docs/mutation/diplomacy-tournament.md).
 *
 * C-Diplo 100 (the default): 1 for playing + 1 per centre + 38 / 14 / 7 for the 1st / 2nd /
 * 3rd largest, tied powers sharing the bonuses of the places they occupy (decision 16). On
 * 'A10 E9 F8 G3 I2 R1 T1': A 1 + 10 + 38 = 49, E 1 + 9 + 14 = 24, F 1 + 8 + 7 = 16,
 * G 1 + 3 = 4, I 1 + 2 = 3, R 1 + 1 = 2, T 1 + 1 = 2.
 */
import { describe, expect, it } from 'vitest';
import type { MindsportError } from '../../src/core/index.js';
import {
  C_DIPLO_100,
  CENTRE_COUNT,
  type DiplomacyBestPowerAward,
  type DiplomacyQualificationRow,
  type DiplomacyTeamRow,
  type DiplomacyTournament,
  diplomacyBestPowers,
  diplomacyQualification,
  diplomacyTeams,
  NDF_2007,
  qualificationScore,
} from '../../src/diplomacy/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';
import { board, ndfWith } from './helpers.js';

const RESULT = 'A10 E9 F8 G3 I2 R1 T1';
const names = (prefix: string, count = 7) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

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
    // kills best-power.ts #24 (a power nobody played is not skipped: TypeError), #1
    expect(diplomacyBestPowers({ players: [], rounds: [] }).awards).toEqual([]);
  });

  it('one board: every power gets its only game, in power order', () => {
    // kills best-power.ts #1 (a junk first award); tournament.ts #982–#988 (a power name blanked)
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
    // kills best-power.ts #28 (the score comparison skipped)
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
    // kills best-power.ts #49 (rounds added instead of compared)
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
    // kills best-power.ts #50 (boards added instead of compared; NoCoverage)
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
    // kills team.ts #517–#519 (the team-round filter), #552, #553, #559 (the shared group),
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
    // kills team.ts #556, #558 (count-back skipped / misapplied), #586, #588 (decidedBy of a
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
    // kills team.ts #525 (no member criteria), #529 ('member 1' for the second member)
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
    // kills team.ts #500, #501 (NoCoverage), #541
    expect(diplomacyTeams(base).rows).toEqual([]);
    expect(diplomacyTeams({ ...base, teams: [] }).rows).toEqual([]);
  });

  it('the team size comes from the rules: teams of 3', () => {
    // kills team.ts #499 (the given rules replaced by NDF_2007: TEAM_SIZE)
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
    // kills team.ts #507–#512 (code, message, options, path blanked)
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
    // kills qualification.ts #456, #458, #459, #461 (sorting and the loop bound)
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
    // kills qualification.ts #467–#477 (row fields), #479, #481 (weightedSum bound), #488, #491
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
    // kills qualification.ts #485 (the given rules replaced by NDF_2007)
    const rules = { ...NDF_2007, qualification: { ...NDF_2007.qualification, rounds: [3], weights: ['1'] } };
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
    // kills tournament.ts #590–#597 (the preset's fields blanked)
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
    // kills tournament.ts #977 (assertDiplomacyTournament checks nothing)
    const bad = { players: 'x', rounds: [] } as unknown as DiplomacyTournament;
    for (const ranking of [diplomacyBestPowers, diplomacyTeams, diplomacyQualification]) {
      const error: MindsportError = errorOf(() => ranking(bad));
      expect([error.code, error.path]).toEqual(['NOT_A_LIST', ['players']]);
    }
  });
});
