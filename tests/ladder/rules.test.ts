import { describe, expect, it } from 'vitest';
import {
  assignLadderGroups,
  CLUB_LADDER,
  type LadderSeason,
  ladderFinalRanking,
  ladderPeriods,
  ladderPeriodTables,
  ladderPointsExplanation,
  ladderPrizes,
  ladderStandings,
} from '../../src/ladder/index.js';

const game = (white: string, black: string, result: '1-0' | '1/2-1/2' | '0-1') =>
  ({ rule: 'game', white, black, result }) as const;

describe('configuration variants (another club changes data, not code)', () => {
  it('a take-back over 3 rounds stays exact: thirds (Art. IV.1 with other numbers)', () => {
    const config = { ...CLUB_LADDER, takeBackRounds: 3 };
    const season: LadderSeason = { players: [{ id: 'ann' }, { id: 'bob' }], rounds: [] };
    const withRounds = (count: number): LadderSeason => ({
      ...season,
      rounds: Array.from({ length: count }, () => ({
        present: ['ann', 'bob'],
        entries: [game('ann', 'bob', '0-1')],
      })),
    });
    // ann: 500 start; bob: 495 start. Round 1: bob wins 100 → 495·2/3 + 100 = 430; ann 500·2/3 = 1000/3
    const after1 = ladderStandings(withRounds(1), config).rows;
    expect(after1.map((row) => `${row.playerId}:${row.points.format({ style: 'fraction' })}`)).toEqual([
      'bob:430',
      'ann:1000/3',
    ]);
    const after3 = ladderStandings(withRounds(3), config).rows;
    expect(after3.every((row) => row.startPointsHeld.isZero())).toBe(true);
  });

  it('clubNightSupersedesLeague false: the league game counts and the club game scores 0 for that player', () => {
    const season: LadderSeason = {
      players: [{ id: 'ann' }, { id: 'bob' }],
      rounds: [
        {
          present: ['ann', 'bob'],
          entries: [game('ann', 'bob', '1-0'), { rule: 'league', player: 'ann', result: 'loss' }],
        },
      ],
    };
    const lines = ladderPointsExplanation(
      season,
      {
        ...CLUB_LADDER,
        clubNightSupersedesLeague: false,
      },
      { playerId: 'ann' },
    ).lines;
    expect(
      lines
        .filter((line) => line.rule !== 'startPoints' && line.rule !== 'takeBack')
        .map((line) => `${line.rule}:${line.points}`),
    ).toEqual(['game:0', 'league:60']);
    const bob = ladderPointsExplanation(
      season,
      {
        ...CLUB_LADDER,
        clubNightSupersedesLeague: false,
      },
      { playerId: 'bob' },
    ).lines;
    expect(bob.find((line) => line.rule === 'game')?.points.toString()).toBe('0');
  });

  it('new-member rule can be switched off (Art. IV.3d as data)', () => {
    const season: LadderSeason = {
      players: [{ id: 'ann' }, { id: 'new', newMember: true }],
      rounds: [{ present: ['ann', 'new'], entries: [game('ann', 'new', '1-0')] }],
    };
    const own = ladderPointsExplanation(season, CLUB_LADDER, { playerId: 'ann' }).lines.find(
      (line) => line.rule === 'game',
    )!;
    const normal = ladderPointsExplanation(
      season,
      {
        ...CLUB_LADDER,
        newMemberRule: 'opponentRankNumber',
      },
      { playerId: 'ann' },
    ).lines.find((line) => line.rule === 'game')!;
    expect([own.points.toString(), normal.points.toString()]).toEqual(['100', '99']);
  });
});

describe('periods (Art. I.2, VII; spec decision 10)', () => {
  it('split as equally as possible, earlier periods longer; explicit starts', () => {
    const split = (plannedRounds: number) =>
      ladderPeriods({ players: [], rounds: [], plannedRounds }).periods.map(
        (p) => p.lastRound - p.firstRound + 1,
      );
    expect(split(30)).toEqual([10, 10, 10]);
    expect(split(31)).toEqual([11, 10, 10]);
    expect(split(32)).toEqual([11, 11, 10]);
    expect(
      ladderPeriods({ players: [], rounds: [], plannedRounds: 30, periodStarts: [1, 13, 21] }).periods.map(
        (p) => `${p.firstRound}-${p.lastRound}`,
      ),
    ).toEqual(['1-12', '13-20', '21-30']);
    expect(
      () => ladderPeriods({ players: [], rounds: [], plannedRounds: 30, periodStarts: [2, 13, 21] }).periods,
    ).toThrow(/periodStarts/);
  });

  it('last key: the player who stood lower on the starting ladder wins; late joiners stand lowest', () => {
    // four players draw in pairs: all ½ in 1 game, never met, no points with black for the whites,
    // ½ with black for the blacks
    const season: LadderSeason = {
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'late', joinRound: 1 }],
      rounds: [
        {
          present: ['a', 'b', 'c', 'late'],
          entries: [game('a', 'b', '1/2-1/2'), game('c', 'late', '1/2-1/2')],
        },
      ],
    };
    const [table] = ladderPeriodTables(season, { ...CLUB_LADDER, periodCount: 1 }).periods;
    // blacks b and late first (points with black), then they are split by starting position: late (4) before b (2)
    expect(table?.rows.map((row) => `${row.playerId}:${row.decidedBy}`)).toEqual([
      'late:null',
      'b:lowerStartingPosition',
      'c:morePointsWithBlack',
      'a:lowerStartingPosition',
    ]);
  });
});

describe('prizes with shared places (spec decisions 8, 11)', () => {
  it('a place shared across the top-3 boundary leaves the third prize undecided', () => {
    // nobody has played and there are no start points: all five share places 1–5
    const season: LadderSeason = {
      players: [
        { id: 'a' },
        { id: 'b' },
        { id: 'c', group: 'B' },
        { id: 'd', group: 'B' },
        { id: 'e', group: 'B' },
      ],
      rounds: [],
    };
    const config = { ...CLUB_LADDER, startPointFactor: 0, groupPrizes: ['B' as const], periodPrizes: false };
    const ranking = ladderFinalRanking(season, config).rows;
    expect(ranking.map((row) => row.placeLabel)).toEqual(['1–5', '1–5', '1–5', '1–5', '1–5']);
    const prizes = ladderPrizes(season, config).prizes;
    expect(prizes.map((prize) => [prize.kind, prize.decided, prize.candidates.length])).toEqual([
      ['place', false, 5],
      ['place', false, 5],
      ['place', false, 5],
      ['group', false, 3],
    ]);
  });

  it('a shared place inside the top 3 is decided: both get a top prize', () => {
    // no start points; a beats d (97); b and c are absent (30 each): equal on every key
    const season: LadderSeason = {
      players: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      rounds: [{ present: ['a', 'd'], entries: [game('a', 'd', '1-0')] }],
    };
    const config = { ...CLUB_LADDER, startPointFactor: 0, periodPrizes: false };
    const ranking = ladderFinalRanking(season, config).rows;
    expect(ranking.map((row) => `${row.placeLabel}:${row.playerId}:${row.points}`)).toEqual([
      '1:a:97',
      '2–3:b:30',
      '2–3:c:30',
      '4:d:0',
    ]);
    const prizes = ladderPrizes(season, config).prizes.filter((prize) => prize.kind === 'place');
    expect(prizes.map((prize) => [prize.playerId, prize.decided])).toEqual([
      ['a', true],
      ['b', true],
      ['c', true],
    ]);
  });
});

describe('groups (Art. VI.1)', () => {
  it('from ratings, youth in J', () => {
    expect(
      assignLadderGroups(
        [
          { id: 'a', rating: 2100 },
          { id: 'b', rating: 1900 },
          { id: 'c', rating: 1899 },
          { id: 'd', rating: 1400 },
          { id: 'j', rating: 2200, youth: true },
        ],
        { groupA: 2000, groupB: 1800 },
      ).groups.map((row) => row.group),
    ).toEqual(['A', 'B', 'B', 'C', 'J']);
    expect(() => assignLadderGroups([], { groupA: 1000, groupB: 1800 }).groups).toThrow(/below group B/);
  });
});
