/**
 * The final ranking of the winter competition (seed 002 Art. V.1–2, spec decisions 7–9): a
 * three-way tie that head-to-head splits only partly, guest games and club-night games that
 * count for nobody next to a head-to-head tie, the key in `decidedBy`, and rows without a
 * group. Every expected ranking is worked out by hand in the comment above it, from the
 * rules, not from the code.
 */
import { describe, expect, it } from 'vitest';
import {
  CLUB_LADDER,
  type LadderEntry,
  type LadderGameResult,
  type LadderRules,
  type LadderSeason,
  ladderFinalRanking,
} from '../../src/ladder/index.js';
// The mutual results are internal: two tests check directly which games enter them.
import { mutualHalves } from '../../src/ladder/mutual.js';
import { readSeason } from '../../src/ladder/read.js';
import { HAND_SEASON } from './fixtures.js';

const compiledOf = (season: LadderSeason, rules: LadderRules) => readSeason(season, rules).compiled;

const game = (white: string, black: string, result: LadderGameResult): LadderEntry => ({
  rule: 'game',
  white,
  black,
  result,
});
const leagueLoss = (player: string): LadderEntry => ({ rule: 'league', player, result: 'loss' });
const summary = (season: LadderSeason, config: LadderRules) =>
  ladderFinalRanking(season, config).rows.map((row) => [
    row.playerId,
    row.placeLabel,
    row.points.toString(),
    row.games,
    row.wins,
    row.decidedBy,
  ]);

describe('Art. V.2 and decision 8: head-to-head is applied once per tied group', () => {
  // Kills final-ranking.ts `reapply: false` → `true`.
  it('three tied, all met: the mini-table puts A first; B and C, level in it, go to more wins, not to their own game', () => {
    // No start points, top rank number 3 (A3 B2 C1), absences 0, club duty 2, league game 1.
    // r1 A beats B: A + 2 → A 2 (A3 B2 C1). r2 A beats B again (colours swapped, III.5d): A + 2 → 4.
    // r3 C beats A: C + 3 → 3 (A3 C2 B1). r4 B beats C: B + 2 → 2 (A3 C2 B1).
    // r5 C wins a league game (+1, a game, decision 7) → 4; B represents the club (+2) → 4.
    // All on 4 points with 3 games; every pair met. Mini-table: A 2 + 0 = 2, B 0 + 1 = 1,
    // C 1 + 0 = 1 → A first. B and C stay level: decision 8 applies head-to-head once per
    // group, so the next key decides, more wins: C 2 (r3, league), B 1 (r4) → A, C, B.
    // (B beat C, so a second mini-table of B and C alone would put B before C.)
    const config: LadderRules = {
      ...CLUB_LADDER,
      startPointFactor: 0,
      topRankNumber: 3,
      absencePoints: 0,
      representingPoints: 2,
      leagueGamePoints: 1,
    };
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      rounds: [
        { present: ['A', 'B'], entries: [game('A', 'B', '1-0')] },
        { present: ['A', 'B'], entries: [game('B', 'A', '0-1')] },
        { present: ['A', 'C'], entries: [game('C', 'A', '1-0')] },
        { present: ['B', 'C'], entries: [game('B', 'C', '1-0')] },
        {
          present: [],
          entries: [
            { rule: 'league', player: 'C', result: 'win', colour: 'white' },
            { rule: 'representing', player: 'B' },
          ],
        },
      ],
    };
    expect(summary(season, config)).toEqual([
      ['A', '1', '4', 3, 2, null],
      ['C', '2', '4', 3, 2, 'headToHead'],
      ['B', '3', '4', 3, 1, 'moreWins'],
    ]);
  });
});

describe('Art. IV.3d, V.2 and decision 7: a guest game is a game but no mutual result between members', () => {
  // No start points, top rank number 2 (A2 B1), absences 0. A is the first player (index 0),
  // B the second; the guest G comes after the members. In both cases:
  // r1 A–B draw: A + 1/2 = ½, B + 2/2 = 1 (B2 A1). r2 A draws G: own rank number 1, half of
  // it (IV.3d) → A 1; B absent (0) → 1. r3 B loses to G: 0 → B 1; A absent.
  // Both on 1 point with 2 games (guest games count, decision 7) and no win. Head-to-head is
  // over the members' mutual games only: A ½, B ½. No wins, no wins with black → shared 1–2.
  // A's half point against G is not a result against B.
  const config: LadderRules = { ...CLUB_LADDER, startPointFactor: 0, topRankNumber: 2, absencePoints: 0 };
  const players = [{ id: 'A' }, { id: 'B' }];
  const shared = [
    ['A', '1–2', '1', 2, 0, null],
    ['B', '1–2', '1', 2, 0, null],
  ];

  // Kills mutual.ts `white >= count || black >= count` → `false`, `||` → `&&`,
  // `black >= count` → `false` and `black >= count` → `black > count`.
  it('the guest has black against A', () => {
    const season: LadderSeason = {
      players,
      guests: [{ id: 'G' }],
      rounds: [
        { present: ['A', 'B'], entries: [game('A', 'B', '1/2-1/2')] },
        { present: ['A', 'G'], entries: [game('A', 'G', '1/2-1/2')] },
        { present: ['B', 'G'], entries: [game('G', 'B', '1-0')] },
      ],
    };
    expect(summary(season, config)).toEqual(shared);
  });

  // Kills mutual.ts `white >= count || black >= count` → `false`, `||` → `&&`,
  // `white >= count` → `false` and `white >= count` → `white > count`.
  it('the guest has white against A', () => {
    const season: LadderSeason = {
      players,
      guests: [{ id: 'G' }],
      rounds: [
        { present: ['A', 'B'], entries: [game('A', 'B', '1/2-1/2')] },
        { present: ['A', 'G'], entries: [game('G', 'A', '1/2-1/2')] },
        { present: ['B', 'G'], entries: [game('B', 'G', '0-1')] },
      ],
    };
    expect(summary(season, config)).toEqual(shared);
  });
});

describe('Art. IV.2b, V.2 and decision 9: a club-night game that counts for nobody is no mutual result', () => {
  // Kills mutual.ts both superseded-entry checks → `true` (line 22 white, line 26 black).
  it('two draws decide nothing; the games both players replaced by league games do not enter the head-to-head', () => {
    // No start points; the club lets a league game count over the club night
    // (clubNightSupersedesLeague false): that club-night game scores 0 and is not a game for
    // the player. Ranks A100 B99.
    // r1 A–B draw: A + 99/2 = 49.5, B + 100/2 = 50 (B100 A99).
    // r2 B–A draw: B + 99/2 → 99.5, A + 100/2 → 99.5 (tie: B stays above, decision 1).
    // r3 A beats B and r4 B beats A, but both also lose a league game in each of those
    // weeks: + 60 each time, and the club-night games count for neither → 219.5 each,
    // 4 games each (2 club, 2 league), no wins. Head-to-head over the counted games: ½ + ½
    // each → level; no wins, no wins with black → shared 1–2. (Counting r3 and r4 for white
    // would give A 2 – B 1; for black, B 2 – A 1.)
    const config: LadderRules = { ...CLUB_LADDER, startPointFactor: 0, clubNightSupersedesLeague: false };
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }],
      rounds: [
        { present: ['A', 'B'], entries: [game('A', 'B', '1/2-1/2')] },
        { present: ['A', 'B'], entries: [game('B', 'A', '1/2-1/2')] },
        { present: ['A', 'B'], entries: [game('A', 'B', '1-0'), leagueLoss('A'), leagueLoss('B')] },
        { present: ['A', 'B'], entries: [game('A', 'B', '0-1'), leagueLoss('A'), leagueLoss('B')] },
      ],
    };
    expect(summary(season, config)).toEqual([
      ['A', '1–2', '219.5', 4, 0, null],
      ['B', '1–2', '219.5', 4, 0, null],
    ]);
  });
});

describe('Art. V.1: the final ranking rows', () => {
  // Kills final-ranking.ts criterion name `'points'` → `""`.
  it('a row below a player with more points is decided by points', () => {
    // No start points, ranks A100 B99: A beats B → A 99, B 0. B is second on points.
    const config: LadderRules = { ...CLUB_LADDER, startPointFactor: 0 };
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }],
      rounds: [{ present: ['A', 'B'], entries: [game('A', 'B', '1-0')] }],
    };
    expect(summary(season, config)).toEqual([
      ['A', '1', '99', 1, 1, null],
      ['B', '2', '0', 1, 0, 'points'],
    ]);
  });

  // Kills final-ranking.ts `group === undefined` → `false`.
  it('a player without a group code (Art. VI.1) has no group key; one with a code has it', () => {
    const season: LadderSeason = { players: [{ id: 'A', group: 'B' }, { id: 'B' }], rounds: [] };
    const rows = ladderFinalRanking(season).rows;
    const byId = new Map(rows.map((row) => [row.playerId, row]));
    expect(byId.get('A')?.group).toBe('B');
    expect(Object.hasOwn(byId.get('B')!, 'group')).toBe(false);
    expect(Object.keys(byId.get('B')!)).not.toContain('group');
  });
});

describe('head-to-head: a mutual game counts for both players or for neither (docs/ladder.md)', () => {
  it('a club-night game superseded for one player only is left out for both', () => {
    // clubNightSupersedesLeague false: A's league game counts that week, so A's club-night win
    // over B scores nothing for A, while B's loss counts for B. Counting it for B alone would
    // give B 0 – A nothing: scores that no longer add up to one game. It is left out.
    const config: LadderRules = { ...CLUB_LADDER, startPointFactor: 0, clubNightSupersedesLeague: false };
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }],
      rounds: [{ present: ['A', 'B'], entries: [game('A', 'B', '1-0'), leagueLoss('A')] }],
    };
    expect([...mutualHalves(compiledOf(season, config), 1, 1)]).toEqual([]);
    // Without the league game the same win is a mutual game: A 2 half-points, B 0.
    const counted: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }],
      rounds: [{ present: ['A', 'B'], entries: [game('A', 'B', '1-0')] }],
    };
    expect([...mutualHalves(compiledOf(counted, config), 1, 1)].sort()).toEqual([
      [0 * 2 + 1, 2],
      [1 * 2 + 0, 0],
    ]);
  });
});

describe('final ranking: which key separated each row (Art. V.1–2)', () => {
  it('fewer points than the row above is decided by points; equal points by a tie-break key', () => {
    const rows = ladderFinalRanking(HAND_SEASON).rows;
    expect(rows[0]!.decidedBy).toBeNull();
    for (let index = 1; index < rows.length; index++) {
      const above = rows[index - 1]!;
      const row = rows[index]!;
      if (row.points.equals(above.points)) expect(row.decidedBy).not.toBe('points');
      else expect(row.decidedBy).toBe('points');
    }
    // B and C end level on 691 (scenario.test.ts): a tie-break key, not points, separates them.
    expect(rows.filter((row) => row.decidedBy !== 'points' && row.decidedBy !== null)).toHaveLength(1);
  });
});
