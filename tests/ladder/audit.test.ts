/**
 * Audit of `mindsport/ladder` against seed 002 (Articles I–VIII, summer rules) and the
 * spec's §4 decisions: one hand-computed tricky case per rule. Every expected number is
 * worked out in the comment above its assertion, from the rules, not from the code.
 */
import { describe, expect, it } from 'vitest';
import {
  CLUB_LADDER,
  explainLadderPoints,
  finalLadderRanking,
  type GameResult,
  type LadderConfig,
  type LadderEntry,
  type LadderRound,
  type LadderSeason,
  ladderPeriods,
  ladderPeriodTables,
  ladderPrizes,
  pairLadderRound,
  replayLadder,
  summerStandings,
} from '../../src/ladder/index.js';

const game = (white: string, black: string, result: GameResult): LadderEntry => ({
  rule: 'game',
  white,
  black,
  result,
});
/** A round where everyone who has an own club-night entry is present. */
const round = (present: readonly string[], entries: readonly LadderEntry[]): LadderRound => ({
  present,
  entries,
});
const totals = (season: LadderSeason, config: LadderConfig = CLUB_LADDER, throughRound?: number) =>
  Object.fromEntries(
    replayLadder(season, config, throughRound === undefined ? {} : { throughRound }).standings.map((row) => [
      row.playerId,
      row.points.toString(),
    ]),
  );
const ladder = (season: LadderSeason, config: LadderConfig = CLUB_LADDER) =>
  replayLadder(season, config)
    .standings.map((row) => `${row.playerId}${row.rankNumber}`)
    .join(' ');
const NO_START: LadderConfig = { ...CLUB_LADDER, startPointFactor: 0 };

describe('Art. IV.1 and decision 2: start points and their take-back', () => {
  it('a player absent all season: 500 taken back 50 a round, 3 × 30 for absences, nothing after round 10', () => {
    // A alone, rank 100: start 500. Each round −50; absences 1–3 score 30 (IV.5), later 0.
    // After r1: 450 + 30 = 480; r3: 350 + 90 = 440; r5: 250 + 90 = 340; r10: 0 + 90 = 90; r12: 90.
    const season: LadderSeason = {
      players: [{ id: 'A' }],
      rounds: Array.from({ length: 12 }, () => round([], [])),
    };
    expect(totals(season, CLUB_LADDER, 1)).toEqual({ A: '480' });
    expect(totals(season, CLUB_LADDER, 3)).toEqual({ A: '440' });
    expect(totals(season, CLUB_LADDER, 5)).toEqual({ A: '340' });
    expect(
      replayLadder(season, CLUB_LADDER, { throughRound: 5 }).standings[0]?.startPointsHeld.toString(),
    ).toBe('250');
    expect(totals(season, CLUB_LADDER, 10)).toEqual({ A: '90' });
    expect(totals(season)).toEqual({ A: '90' });
  });

  it('an odd start (rank 99 → 495) is taken back in exact halves, by the initial rank even after a climb', () => {
    // r1 ranks A100 B99. B beats A: B +100. Held: A 450, B 445.5 → A 450, B 545.5; B climbs to 100.
    // r2 ranks B100 A99. A beats B: A +100. Held: A 400, B 396 → A 500, B 496.
    // The take-back stays 49.5 for B although B's rank number became 100 (decision 2).
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }],
      rounds: [round(['A', 'B'], [game('A', 'B', '0-1')]), round(['A', 'B'], [game('B', 'A', '0-1')])],
    };
    expect(totals(season, CLUB_LADDER, 1)).toEqual({ A: '450', B: '545.5' });
    expect(ladder({ ...season, rounds: season.rounds.slice(0, 1) })).toBe('B100 A99');
    expect(totals(season)).toEqual({ A: '500', B: '496' });
    const held = replayLadder(season).standings.map((row) => row.startPointsHeld.toString());
    expect(held).toEqual(['400', '396']);
  });
});

describe('Art. IV.3 and decisions 1, 5: game values from the rank numbers before the round', () => {
  it('win = opponent number before the round; the past is not revalued', () => {
    // r1 ranks A100 B99 C98 D97. D beats A: D +100; C beats B: C +99.
    //   A 450, B 445.5, C 441 + 99 = 540, D 436.5 + 100 = 536.5 → C100 D99 A98 B97.
    // r2: A beats C: A + 100 (C's number now). D beats B: D + 97 (B's number now).
    //   A 400 + 100 = 500, B 396, C 392 + 99 = 491, D 388 + 100 + 97 = 585 → D A C B.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }],
      rounds: [
        round(['A', 'B', 'C', 'D'], [game('A', 'D', '0-1'), game('B', 'C', '0-1')]),
        round(['A', 'B', 'C', 'D'], [game('C', 'A', '0-1'), game('B', 'D', '0-1')]),
      ],
    };
    expect(ladder({ ...season, rounds: season.rounds.slice(0, 1) })).toBe('C100 D99 A98 B97');
    expect(totals(season)).toEqual({ A: '500', B: '396', C: '491', D: '585' });
    expect(ladder(season)).toBe('D100 A99 C98 B97');
    const d = explainLadderPoints(season, 'D').lines.filter((line) => line.rule === 'game');
    expect(d.map((line) => [line.round, line.rankNumberUsed, line.points.toString()])).toEqual([
      [1, 100, '100'],
      [2, 97, '97'],
    ]);
  });

  it('a draw is half the number, a loss nothing; equal totals keep the previous ladder order (decision 1)', () => {
    // No start points. r1 ranks A100 B99: B (black) beats A: B +100 → B100 A99.
    // r2: A (black) beats B: A + 100 → both 100; B stood higher before the round, stays on top.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }],
      rounds: [round(['A', 'B'], [game('A', 'B', '0-1')]), round(['A', 'B'], [game('B', 'A', '0-1')])],
    };
    expect(totals(season, NO_START)).toEqual({ A: '100', B: '100' });
    expect(ladder(season, NO_START)).toBe('B100 A99');
    // Art. V.2: equal games (1), 1–1 mutually, 1 win each, 1 win with black each → shared.
    expect(finalLadderRanking(season, NO_START).map((row) => `${row.playerId}:${row.placeLabel}`)).toEqual([
      'A:1–2',
      'B:1–2',
    ]);
    // Both are inside the top 3, so both prizes are decided (decision 8).
    const prizes = ladderPrizes(season, NO_START).filter((prize) => prize.kind === 'place');
    expect(prizes.map((prize) => [prize.playerId, prize.decided])).toEqual([
      ['A', true],
      ['B', true],
      [null, true],
    ]);
    // A draw against rank 97: 48.5; a loss: 0.
    const draw: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }],
      rounds: [round(['A', 'B', 'C', 'D'], [game('A', 'D', '1/2-1/2'), game('B', 'C', '1-0')])],
    };
    expect(totals(draw, NO_START)).toEqual({ A: '48.5', B: '98', C: '0', D: '50' });
  });
});

describe('Art. IV.3d and decision 4: guests and new members', () => {
  it('guest: own number for a win, half for a draw, 0 for a loss; the guest game is a game (decision 7)', () => {
    // No start. Ranks A100 B99 C98. A beats guest G: 100. B draws G2: 99/2. C loses to G3: 0.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      guests: [{ id: 'G' }, { id: 'G2' }, { id: 'G3' }],
      rounds: [
        round(
          ['A', 'B', 'C', 'G', 'G2', 'G3'],
          [game('G', 'A', '0-1'), game('B', 'G2', '1/2-1/2'), game('C', 'G3', '0-1')],
        ),
      ],
    };
    expect(totals(season, NO_START)).toEqual({ A: '100', B: '49.5', C: '0' });
    expect(replayLadder(season, NO_START).standings.map((row) => row.games)).toEqual([1, 1, 1]);
    expect(replayLadder(season, NO_START).standings.map((row) => row.absences)).toEqual([0, 0, 0]);
  });

  it('new member: own number only when theirs is strictly lower; both new members use the rule', () => {
    // No start. Ranks A100 N99 M98 (N and M new members).
    // r1: N beats M (M new, 98 < 99): N gets own 99. A absent 30.
    //   → N 99, A 30, M 0: N100 A99 M98.
    // r2: M beats A (A is not new): M + 99 (A's number). A lost: a game, no absence. N absent: + 30.
    //   → N 129, M 99, A 30: N100 M99 A98.
    // r3: A beats N (N is new but 100 > 98): A + 100 → 130. M absent: 99 + 30 = 129.
    //   N 129. Order: A 130, then N and M tie on 129: N stood above M before → A N M.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'N', newMember: true }, { id: 'M', newMember: true }],
      rounds: [
        round(['N', 'M'], [game('N', 'M', '1-0')]),
        round(['A', 'M'], [game('A', 'M', '0-1')]),
        round(['A', 'N'], [game('N', 'A', '0-1')]),
      ],
    };
    expect(totals(season, NO_START, 1)).toEqual({ A: '30', N: '99', M: '0' });
    expect(totals(season, NO_START, 2)).toEqual({ A: '30', N: '129', M: '99' });
    expect(totals(season, NO_START)).toEqual({ A: '130', N: '129', M: '129' });
    expect(ladder(season, NO_START)).toBe('A100 N99 M98');
  });
});

describe('Art. I.2, VII and decision 10: periods', () => {
  it('rounds played beyond plannedRounds still belong to a period (bug: round 4 of 3 planned was lost)', () => {
    // 3 planned, 4 played: split the 4 rounds 2 + 1 + 1 (earlier periods take the extra).
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }],
      plannedRounds: 3,
      rounds: Array.from({ length: 4 }, () => round(['A', 'B'], [game('A', 'B', '1-0')])),
    };
    expect(ladderPeriods(season).map((period) => [period.firstRound, period.lastRound])).toEqual([
      [1, 2],
      [3, 3],
      [4, 4],
    ]);
    // Every game is in exactly one period table: A's board points 2 + 1 + 1 = 4 = rounds played.
    const points = ladderPeriodTables(season).map((table) => table.table[0]?.boardPoints.toString());
    expect(points).toEqual(['2', '1', '1']);
    // More planned than played keeps the plan (periods can be split before the season ends).
    expect(ladderPeriods({ ...season, plannedRounds: 30 }).map((period) => period.lastRound)).toEqual([
      10, 20, 30,
    ]);
    expect(() => ladderPeriods({ ...season, plannedRounds: 2.5 })).toThrow(/plannedRounds/);
  });
});
