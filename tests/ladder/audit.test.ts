/**
 * Audit of `mindsport/ladder` against seed 002 (Articles I–VIII, summer rules) and the
 * spec's §4 decisions: one hand-computed tricky case per rule. Every expected number is
 * worked out in the comment above its assertion, from the rules, not from the code.
 */
import { describe, expect, it } from 'vitest';
import {
  CLUB_LADDER,
  type LadderEntry,
  type LadderGameResult,
  type LadderRound,
  type LadderRules,
  type LadderSeason,
  type LadderSummerMatch,
  type LadderSummerPlayer,
  type LadderSummerRound,
  type LadderSummerSeason,
  ladderFinalRanking,
  ladderPeriods,
  ladderPeriodTables,
  ladderPointsExplanation,
  ladderPrizes,
  ladderStandings,
  ladderSummerStandings,
  pairLadderRound,
  pairLadderSummerRound,
  SUMMER_COMPETITION,
} from '../../src/ladder/index.js';

const game = (white: string, black: string, result: LadderGameResult): LadderEntry => ({
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
const totals = (season: LadderSeason, config: LadderRules = CLUB_LADDER, afterRound?: number) =>
  Object.fromEntries(
    ladderStandings(season, config, afterRound === undefined ? {} : { afterRound }).rows.map((row) => [
      row.playerId,
      row.points.toString(),
    ]),
  );
const ladder = (season: LadderSeason, config: LadderRules = CLUB_LADDER) =>
  ladderStandings(season, config)
    .rows.map((row) => `${row.playerId}${row.rankNumber}`)
    .join(' ');
const NO_START: LadderRules = { ...CLUB_LADDER, startPointFactor: 0 };

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
    expect(ladderStandings(season, CLUB_LADDER, { afterRound: 5 }).rows[0]?.startPointsHeld.toString()).toBe(
      '250',
    );
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
    const held = ladderStandings(season).rows.map((row) => row.startPointsHeld.toString());
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
    const d = ladderPointsExplanation(season, CLUB_LADDER, { playerId: 'D' }).lines.filter(
      (line) => line.rule === 'game',
    );
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
    expect(
      ladderFinalRanking(season, NO_START).rows.map((row) => `${row.playerId}:${row.placeLabel}`),
    ).toEqual(['A:1–2', 'B:1–2']);
    // Both are inside the top 3, so both prizes are decided (decision 8).
    const prizes = ladderPrizes(season, NO_START).prizes.filter((prize) => prize.kind === 'place');
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
    expect(ladderStandings(season, NO_START).rows.map((row) => row.games)).toEqual([1, 1, 1]);
    expect(ladderStandings(season, NO_START).rows.map((row) => row.absences)).toEqual([0, 0, 0]);
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
    expect(ladderPeriods(season).periods.map((period) => [period.firstRound, period.lastRound])).toEqual([
      [1, 2],
      [3, 3],
      [4, 4],
    ]);
    // Every game is in exactly one period table: A's board points 2 + 1 + 1 = 4 = rounds played.
    const points = ladderPeriodTables(season).periods.map((table) => table.rows[0]?.boardPoints.toString());
    expect(points).toEqual(['2', '1', '1']);
    // More planned than played keeps the plan (periods can be split before the season ends).
    expect(ladderPeriods({ ...season, plannedRounds: 30 }).periods.map((period) => period.lastRound)).toEqual(
      [10, 20, 30],
    );
    expect(() => ladderPeriods({ ...season, plannedRounds: 2.5 }).periods).toThrow(/plannedRounds/);
  });
});

describe('Art. V.2 and decisions 7, 8: final tie-breaks', () => {
  // Small numbers make three-way ties easy to build: top rank number 3, no start points.
  const SMALL: LadderRules = {
    ...CLUB_LADDER,
    startPointFactor: 0,
    topRankNumber: 3,
    absencePoints: 1,
    representingPoints: 3,
    leagueGamePoints: 1,
  };

  it('three tied who all met: head-to-head over their mutual games decides', () => {
    // r1 ranks A3 B2 C1: A beats B: A + 2; C represents + 3 → C 3, A 2, B 0 (C3 A2 B1).
    // r2: A–C draw: A + 3/2 → 3.5, C + 2/2 → 4; B represents + 3 → C 4, A 3.5, B 3 (C3 A2 B1).
    // r3: B–C draw: B + 3/2 → 4.5, C + 1/2 → 4.5; A absent + 1 → 4.5. Three tied, 2 games each.
    // Mutual: A 1 + ½ = 1½, C ½ + ½ = 1, B 0 + ½ = ½ → A, C, B.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      rounds: [
        round(['A', 'B'], [game('A', 'B', '1-0'), { rule: 'representing', player: 'C' }]),
        round(['A', 'C'], [game('A', 'C', '1/2-1/2'), { rule: 'representing', player: 'B' }]),
        round(['B', 'C'], [game('B', 'C', '1/2-1/2')]),
      ],
    };
    const ranking = ladderFinalRanking(season, SMALL).rows;
    expect(ranking.map((row) => [row.playerId, row.points.toString(), row.games, row.decidedBy])).toEqual([
      ['A', '4.5', 2, null],
      ['C', '4.5', 2, 'headToHead'],
      ['B', '4.5', 2, 'headToHead'],
    ]);
  });

  it('three tied where one pair never met: head-to-head is skipped for the group, more wins decides (decision 8)', () => {
    // r1 ranks A3 B2 C1: A beats B: A + 2; C league win + 1 → A 2, C 1, B 0 (A3 C2 B1).
    // r2: A–B draw: A + 1/2 → 2.5, B + 3/2 → 1.5; C league + 1 → 2 (A3 C2 B1).
    // r3: A–B draw: A → 3, B → 3; C league + 1 → 3. Tied on 3 with 3 games each (league
    // games are games, decision 7). C never met A or B, so no head-to-head (a partial table
    // would put A first with 2 of 3). More wins: C 3, A 1, B 0.
    const league = { rule: 'league', player: 'C', result: 'win', colour: 'black' } as const;
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      rounds: [
        round(['A', 'B'], [game('A', 'B', '1-0'), league]),
        round(['A', 'B'], [game('A', 'B', '1/2-1/2'), league]),
        round(['A', 'B'], [game('A', 'B', '1/2-1/2'), league]),
      ],
    };
    const ranking = ladderFinalRanking(season, SMALL).rows;
    expect(
      ranking.map((row) => [row.playerId, row.points.toString(), row.games, row.wins, row.decidedBy]),
    ).toEqual([
      ['C', '3', 3, 3, null],
      ['A', '3', 3, 1, 'moreWins'],
      ['B', '3', 3, 0, 'moreWins'],
    ]);
  });

  it('a draw-out, a forfeit win and club duty score but are not games (decision 7, Art. IV.6–7)', () => {
    // No start. r1 ranks A100 B99 C98: B beats C: B + 98; A drawn out + 60 → B 98, A 60, C 0.
    // r2 (B100 A99 C98): A wins by forfeit over C: A + 60 → 120, C (no-show) absent + 30;
    //   B represents the club + 60 → 158.
    // r3: C beats B: C + 100 → 130; A absent + 30 → 150. Games: A 0, B 2, C 2.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      rounds: [
        round(['A', 'B', 'C'], [game('B', 'C', '1-0'), { rule: 'drawnOut', player: 'A' }]),
        round(
          ['A'],
          [
            { rule: 'forfeit', winner: 'A', absent: 'C' },
            { rule: 'representing', player: 'B' },
          ],
        ),
        round(['B', 'C'], [game('B', 'C', '0-1')]),
      ],
    };
    expect(totals(season, NO_START)).toEqual({ A: '150', B: '158', C: '130' });
    expect(ladderStandings(season, NO_START).rows.map((row) => [row.playerId, row.games])).toEqual([
      ['B', 2],
      ['A', 0],
      ['C', 2],
    ]);
  });
});

describe('Art. VII.3 and decision 10: period table keys', () => {
  const ONE_PERIOD: LadderRules = { ...CLUB_LADDER, periodCount: 1 };

  it('equal board points: fewer games in the period first', () => {
    // r1: A–B 0-1 (B wins with black), C–D draw. r2: A beats C; B and D absent.
    // Board points A 1 (2 games), B 1 (1 game), C ½ (2 games), D ½ (1 game) → B A D C.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }],
      rounds: [
        round(['A', 'B', 'C', 'D'], [game('A', 'B', '0-1'), game('C', 'D', '1/2-1/2')]),
        round(['A', 'C'], [game('A', 'C', '1-0')]),
      ],
    };
    const [table] = ladderPeriodTables(season, ONE_PERIOD).periods;
    expect(
      table?.rows.map((row) => [row.playerId, row.boardPoints.toString(), row.games, row.decidedBy]),
    ).toEqual([
      ['B', '1', 1, null],
      ['A', '1', 2, 'fewerGames'],
      ['D', '0.5', 1, 'boardPoints'],
      ['C', '0.5', 2, 'fewerGames'],
    ]);
  });

  it('points with black, then the lower starting position wins ("laagste positie")', () => {
    // r1: A–B draw, C–D draw: all ½ in 1 game, not all pairs met (no head-to-head).
    // Points with black: B ½, D ½, A 0, C 0. Wins 0 each. Lower on the starting ladder wins:
    // D (4th) before B (2nd); C (3rd) before A (1st) → D B C A.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }],
      rounds: [round(['A', 'B', 'C', 'D'], [game('A', 'B', '1/2-1/2'), game('C', 'D', '1/2-1/2')])],
    };
    const [table] = ladderPeriodTables(season, ONE_PERIOD).periods;
    expect(table?.rows.map((row) => [row.playerId, row.decidedBy])).toEqual([
      ['D', null],
      ['B', 'lowerStartingPosition'],
      ['C', 'morePointsWithBlack'],
      ['A', 'lowerStartingPosition'],
    ]);
  });
});

describe('Art. IV.5–7 and decision 9: awards and caps', () => {
  it('the forfeit no-show is absent and uses up the absence cap; club duty has no cap', () => {
    // No start. A absent r1–r3 (3 × 30 = 90, cap reached). r4: B wins by forfeit over A:
    // B + 60, A's 4th absence scores 0. C represents the club in r1–r4: 4 × 60 = 240, no cap.
    // B: absent r1–r3 (90) + 60 = 150.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      rounds: [
        round([], [{ rule: 'representing', player: 'C' }]),
        round([], [{ rule: 'representing', player: 'C' }]),
        round([], [{ rule: 'representing', player: 'C' }]),
        round(
          ['B'],
          [
            { rule: 'forfeit', winner: 'B', absent: 'A' },
            { rule: 'representing', player: 'C' },
          ],
        ),
      ],
    };
    expect(totals(season, NO_START)).toEqual({ A: '90', B: '150', C: '240' });
    const a = ladderStandings(season, NO_START).rows.find((row) => row.playerId === 'A');
    expect([a?.absences, a?.absencesScored, a?.games]).toEqual([4, 3, 0]);
    const note = ladderPointsExplanation(season, NO_START, { playerId: 'A' }).lines.at(-1);
    expect([note?.round, note?.rule, note?.points.toString()]).toEqual([4, 'absence', '0']);
  });

  it('a league game scores 60 whatever its result; with a club-night game the same week only the club game counts', () => {
    // No start. r1: A loses a league game: + 60 (IV.4), a game. B beats C on the club night
    // (B + 98) and also lost a league game that week: the league game scores 0 (IV.2b).
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      rounds: [
        round(
          ['B', 'C'],
          [
            { rule: 'league', player: 'A', result: 'loss' },
            game('C', 'B', '0-1'),
            { rule: 'league', player: 'B', result: 'loss' },
          ],
        ),
      ],
    };
    expect(totals(season, NO_START)).toEqual({ A: '60', B: '98', C: '0' });
    expect(ladderStandings(season, NO_START).rows.map((row) => [row.playerId, row.games])).toEqual([
      ['B', 1],
      ['A', 1],
      ['C', 1],
    ]);
  });
});

describe('decision 3: late joiners', () => {
  it('two joiners enter at the bottom in input order, without start points, and are not absent before joining', () => {
    // r1 ranks A100 B99: A beats B: A 450 + 99 = 549, B 445.5.
    // r2: Y (first in the players list) 98, X 97. Y beats A: Y + 100. X–B draw: X + 99/2,
    //   B + 97/2. A 400 + 99 = 499, B 396 + 48.5 = 444.5, Y 100, X 49.5.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'Y', joinRound: 2 }, { id: 'X', joinRound: 2 }],
      rounds: [
        round(['A', 'B'], [game('A', 'B', '1-0')]),
        round(['A', 'B', 'X', 'Y'], [game('A', 'Y', '0-1'), game('B', 'X', '1/2-1/2')]),
      ],
    };
    expect(ladder({ ...season, rounds: season.rounds.slice(0, 1) })).toBe('A100 B99');
    const y = ladderPointsExplanation(season, CLUB_LADDER, { playerId: 'Y' }).lines.find(
      (line) => line.rule === 'game',
    );
    expect(y?.ownRankNumber).toBe(98);
    const x = ladderPointsExplanation(season, CLUB_LADDER, { playerId: 'X' }).lines.find(
      (line) => line.rule === 'game',
    );
    expect([x?.ownRankNumber, x?.rankNumberUsed, x?.points.toString()]).toEqual([97, 99, '49.5']);
    expect(totals(season)).toEqual({ A: '499', B: '444.5', Y: '100', X: '49.5' });
    const standings = ladderStandings(season).rows;
    expect(standings.map((row) => [row.playerId, row.absences, row.startPointsHeld.toString()])).toEqual([
      ['A', 0, '400'],
      ['B', 0, '396'],
      ['Y', 0, '0'],
      ['X', 0, '0'],
    ]);
  });
});

describe('Art. V.1, VI.2, VII.4–5 and decisions 8, 11: prizes, one per player', () => {
  it('shared 2–3 inside the top both prized; group prizes pass over them; period 1 passes down to the last; period 2 finds nobody', () => {
    // No start, two periods of one round. Groups P1 A, P2 P3 B, P4 P5 P6 C; no J player.
    // r1 ranks P1 100 … P6 95: P2 beats P1 (+100, black), P3 beats P4 (+97, black),
    //   P6 beats P5 (+96, black) → P2 100, P3 97, P6 96, P1 0, P4 0, P5 0 (P2 P3 P6 P1 P4 P5).
    // r2: P1 beats P2 (+100, black); P4 beats P3 (+99, black); P5–P6 draw: P5 + 98/2 = 49,
    //   P6 + 95/2 = 47.5. Final: P6 143.5, P1 = P2 = 100 (2 games, 1–1, 1 win, 1 with black:
    //   shared 2–3), P4 99, P3 97, P5 49.
    // Top 3: P6, P1, P2. Group B: P2 passed → P3. Group C: P6 passed → P4. J: nobody.
    // Period 1 table: P6 P3 P2 (1 point each; never met; 1 with black; 1 win; lower start wins),
    //   then P5 P4 P1 → prize to P5 past P6, P3, P2. Period 2: everyone has a prize.
    const season: LadderSeason = {
      players: [
        { id: 'P1', group: 'A' },
        { id: 'P2', group: 'B' },
        { id: 'P3', group: 'B' },
        { id: 'P4', group: 'C' },
        { id: 'P5', group: 'C' },
        { id: 'P6', group: 'C' },
      ],
      rounds: [
        round(
          ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'],
          [game('P1', 'P2', '0-1'), game('P4', 'P3', '0-1'), game('P5', 'P6', '0-1')],
        ),
        round(
          ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'],
          [game('P2', 'P1', '0-1'), game('P3', 'P4', '0-1'), game('P5', 'P6', '1/2-1/2')],
        ),
      ],
    };
    const config: LadderRules = { ...NO_START, periodCount: 2 };
    expect(
      ladderFinalRanking(season, config).rows.map((row) => `${row.playerId}:${row.placeLabel}:${row.points}`),
    ).toEqual(['P6:1:143.5', 'P1:2–3:100', 'P2:2–3:100', 'P4:4:99', 'P3:5:97', 'P5:6:49']);
    expect(ladderPeriodTables(season, config).periods[0]?.rows.map((row) => row.playerId)).toEqual([
      'P6',
      'P3',
      'P2',
      'P5',
      'P4',
      'P1',
    ]);
    const prizes = ladderPrizes(season, config).prizes.map((prize) => [
      prize.kind,
      prize.place ?? prize.group ?? prize.period,
      prize.playerId,
      prize.decided,
      prize.passedOver.join(','),
    ]);
    expect(prizes).toEqual([
      ['place', 1, 'P6', true, ''],
      ['place', 2, 'P1', true, ''],
      ['place', 3, 'P2', true, ''],
      ['group', 'B', 'P3', true, 'P2'],
      ['group', 'C', 'P4', true, 'P6'],
      ['group', 'J', null, true, ''],
      ['period', 1, 'P5', true, 'P6,P3,P2'],
      ['period', 2, null, true, 'P4,P1,P6,P5,P3,P2'],
    ]);
  });
});

describe('summer rules 3–7 and decision 12', () => {
  it('2/1/0 per game, absence 1 at most 3 times, odd player 2 and not a game; equal after every key → shared', () => {
    // e1: P–Q: P wins game 1 (white), Q wins game 2 (white): P 2, Q 2. R–S: draw, then R wins
    //   game 2 with black: R 3, S 1. T is the odd player: 2 (not a game).
    // e2: R–S: each wins with white: R 5, S 3. P, Q, T absent: 1 each → P 3, Q 3, T 3.
    // e3–e5: everyone absent; the 2nd–4th absence of P, Q, T: e3, e4 score, e5 does not
    //   (cap 3): P 5, Q 5, T 5. R and S: e3–e5 all score: R 8, S 6.
    // P, Q, T on 5: games P 2, Q 2, T 0 → T first (fewer games); P–Q 2–2, wins 1–1 → shared.
    const players = ['P', 'Q', 'R', 'S', 'T'].map((id) => ({ id }));
    const standings = ladderSummerStandings({
      players,
      rounds: [
        {
          present: ['P', 'Q', 'R', 'S', 'T'],
          matches: [
            { first: 'P', second: 'Q', results: ['1-0', '1-0'] },
            { first: 'R', second: 'S', results: ['1/2-1/2', '0-1'] },
          ],
          oddPlayer: 'T',
        },
        { present: ['R', 'S'], matches: [{ first: 'R', second: 'S', results: ['1-0', '1-0'] }] },
        { present: [], matches: [] },
        { present: [], matches: [] },
        { present: [], matches: [] },
      ],
    }).rows;
    expect(
      standings.map((row) => [row.playerId, row.placeLabel, row.points.toString(), row.games, row.absences]),
    ).toEqual([
      ['R', '1', '8', 4, 3],
      ['S', '2', '6', 4, 3],
      ['T', '3', '5', 0, 4],
      ['P', '4–5', '5', 2, 4],
      ['Q', '4–5', '5', 2, 4],
    ]);
  });
});

describe('Art. VII.1 and decision 9: a counting league game needs a result for the period table', () => {
  it('a missing result is an error naming round and player; a superseded one is not needed', () => {
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      rounds: [
        round(['A', 'B'], [game('A', 'B', '1-0'), { rule: 'league', player: 'C' }]),
        // B's league game is superseded by the club-night game: its result is not needed.
        round(['A', 'B'], [game('A', 'B', '1-0'), { rule: 'league', player: 'B' }]),
      ],
    };
    // The replay needs no result: the league game scores 60 (Art. IV.4).
    expect(totals(season, NO_START, 1)).toEqual({ A: '99', C: '60', B: '0' });
    expect(() => ladderPeriodTables(season).periods).toThrow(
      'rounds[0].entries[1].result: the league game of "C" counts for period 1 but has no result (spec decision 9)',
    );
    expect(() => ladderPrizes(season).prizes).toThrow(
      expect.objectContaining({ code: 'LEAGUE_RESULT_MISSING' }),
    );
    const fixed: LadderSeason = {
      ...season,
      rounds: [
        round(['A', 'B'], [game('A', 'B', '1-0'), { rule: 'league', player: 'C', result: 'draw' }]),
        ...season.rounds.slice(1),
      ],
    };
    const tables = ladderPeriodTables(fixed, { ...CLUB_LADDER, periodCount: 1 }).periods;
    expect(tables[0]?.rows.map((row) => [row.playerId, row.boardPoints.toString(), row.games])).toEqual([
      ['A', '2', 2],
      ['C', '0.5', 1],
      ['B', '0', 2],
    ]);
  });

  it('the prize list names every league game without a result at once, not only the first (issue 26)', () => {
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }],
      rounds: [
        round(['A', 'B'], [game('A', 'B', '1-0'), { rule: 'league', player: 'C' }]),
        round(
          ['A', 'B'],
          [game('B', 'A', '1-0'), { rule: 'league', player: 'D' }, { rule: 'league', player: 'C' }],
        ),
      ],
    };
    let error: unknown;
    try {
      ladderPrizes(season, { ...CLUB_LADDER, periodCount: 2 });
    } catch (thrown) {
      error = thrown;
    }
    const problems = (error as { problems: readonly { code: string; path: readonly unknown[] }[] }).problems;
    expect((error as { code: string }).code).toBe('LEAGUE_RESULT_MISSING');
    expect(problems.map((problem) => [problem.code, problem.path.join('.')])).toEqual([
      ['LEAGUE_RESULT_MISSING', 'rounds.0.entries.1.result'],
      ['LEAGUE_RESULT_MISSING', 'rounds.1.entries.1.result'],
      ['LEAGUE_RESULT_MISSING', 'rounds.1.entries.2.result'],
    ]);
    expect((error as Error).message).toBe(
      'rounds[0].entries[1].result: the league game of "C" counts for period 1 but has no result (spec decision 9) (and 2 more problems)',
    );
  });
});

describe('Art. III.3–5 and decision 13: pairing the next round', () => {
  it('draw-out only among those never drawn out; optimal no-repeat pairing with squared-distance tie; colours', () => {
    // r1: A beats B (A white), C–D draw (C white), E drawn out.
    //   A 450 + 99 = 549, B 445.5, C 441 + 48.5 = 489.5, D 436.5 + 49 = 485.5, E 432 + 60 = 492
    //   → ladder A E C D B. Saldo A +1, C +1, B −1, D −1, E 0.
    // r2, all five present: E may not be drawn out again (III.4). For each possible draw-out,
    // by hand (white first, pairs in ladder order of the higher-ranked):
    //   A out: E C D B → E–C, D–B. E 0 < C +1: C black; D, B equal −1: higher D black.
    //   B out: A E C D → A–E + C–D repeats C–D (period 1); A–C + E–D and A–D + E–C both cost 4,
    //          squares 8 < 10 → A–C (equal +1: higher A black), E–D (E 0 > D −1: E black).
    //   C out: A E D B → A–E (A black), D–B (D black).   D out: A E C B → A–E, C–B (C black).
    const season: LadderSeason = {
      players: ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id })),
      rounds: [
        round(
          ['A', 'B', 'C', 'D', 'E'],
          [game('A', 'B', '1-0'), game('C', 'D', '1/2-1/2'), { rule: 'drawnOut', player: 'E' }],
        ),
      ],
    };
    expect(ladder(season)).toBe('A100 E99 C98 D97 B96');
    const expected: Record<string, string> = {
      A: 'E-C B-D',
      B: 'C-A D-E',
      C: 'E-A B-D',
      D: 'E-A B-C',
    };
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const proposal = pairLadderRound(season, CLUB_LADDER, { present: ['A', 'B', 'C', 'D', 'E'], seed });
      const out = proposal.drawnOut ?? '';
      expect(out).not.toBe('E');
      seen.add(out);
      expect(proposal.pairs.map((pair) => `${pair.white}-${pair.black}`).join(' ')).toBe(expected[out]);
      expect(proposal.pairs.every((pair) => !pair.repeatInPeriod)).toBe(true);
    }
    // The lot reaches the tricky case (B out) for some seed.
    expect(seen.has('B')).toBe(true);
  });
});

describe('configuration is checked wherever it is used (another club changes data)', () => {
  it('an unknown tie-break key or a negative cap is a MindsportError, not odd standings', () => {
    const season: LadderSeason = { players: [{ id: 'A' }], rounds: [round([], [])] };
    const unknownKey = {
      ...CLUB_LADDER,
      finalTieBreaks: [{ kind: 'moreDraws', source: 'ours' }],
    } as unknown as LadderRules;
    expect(() => ladderFinalRanking(season, unknownKey).rows).toThrow(
      expect.objectContaining({ code: 'NOT_ONE_OF', path: ['rules', 'finalTieBreaks', 0, 'kind'] }),
    );
    expect(() => ladderStandings(season, { ...CLUB_LADDER, absenceCap: -1 })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', path: ['rules', 'absenceCap'] }),
    );
  });
});

describe('summer log: bad input is a MindsportError naming evening and player (never a TypeError)', () => {
  it('missing lists, a null match, a player listed twice, pairing a player before their first evening', () => {
    const players = [{ id: 'a' }, { id: 'b' }];
    const code = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as { code?: string }).code;
      }
      return 'no error';
    };
    expect(code(() => ladderSummerStandings({ players } as unknown as LadderSummerSeason).rows)).toBe(
      'MISSING_FIELD',
    );
    expect(
      code(
        () =>
          ladderSummerStandings({ players, rounds: [{ present: ['a'] } as unknown as LadderSummerRound] })
            .rows,
      ),
    ).toBe('MISSING_FIELD');
    expect(
      code(
        () =>
          ladderSummerStandings({
            players,
            rounds: [{ present: [], matches: [null as unknown as LadderSummerMatch] }],
          }).rows,
      ),
    ).toBe('NOT_AN_OBJECT');
    expect(
      code(
        () => ladderSummerStandings({ players: [null as unknown as LadderSummerPlayer], rounds: [] }).rows,
      ),
    ).toBe('NOT_AN_OBJECT');
    expect(
      code(() => ladderSummerStandings({ players, rounds: [{ present: ['a', 'a'], matches: [] }] }).rows),
    ).toBe('DUPLICATE_PRESENT');
    expect(
      code(() =>
        pairLadderSummerRound(
          { players: [{ id: 'a' }, { id: 'b', joinRound: 3 }], rounds: [] },
          SUMMER_COMPETITION,
          { present: ['a', 'b'], seed: 1 },
        ),
      ),
    ).toBe('PLAYER_NOT_YET_JOINED');
  });
});

describe('Art. IV.2b (Friday rule) and VII.1: several league games in one week', () => {
  it('only the Friday game counts: 60 once, one game, its result and colour in the period table', () => {
    // A: Tuesday 2026-09-15 loss with white, Friday 2026-09-18 win with black; no club night.
    // A + 60 (once), 1 game, 1 win, 1 with black; the period table has A on 1 point with black.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }],
      rounds: [
        round(
          ['B', 'C'],
          [
            { rule: 'league', player: 'A', result: 'loss', colour: 'white', date: '2026-09-15' },
            game('B', 'C', '1/2-1/2'),
            { rule: 'league', player: 'A', result: 'win', colour: 'black', date: '2026-09-18' },
          ],
        ),
      ],
    };
    const a = ladderStandings(season, NO_START).rows.find((row) => row.playerId === 'A');
    expect([a?.points.toString(), a?.games, a?.wins, a?.winsWithBlack, a?.absences]).toEqual([
      '60',
      1,
      1,
      1,
      0,
    ]);
    const lines = ladderPointsExplanation(season, NO_START, { playerId: 'A' }).lines.filter(
      (line) => line.rule === 'league',
    );
    expect(lines.map((line) => line.points.toString())).toEqual(['0', '60']);
    expect(lines[0]?.note).toMatch(/Friday/);
    const row = ladderPeriodTables(season, { ...CLUB_LADDER, periodCount: 1 }).periods[0]?.rows.find(
      (entry) => entry.playerId === 'A',
    );
    expect([row?.boardPoints.toString(), row?.games, row?.pointsWithBlack.toString()]).toEqual(['1', 1, '1']);
  });
});

describe('Art. III.5 and decision 13: colour saldo and meetings', () => {
  it('league colours stay out of the saldo; the third meeting goes by saldo (equal → higher ranked black)', () => {
    // r1 A(w) beats B: A 450 + 99 = 549, B 445.5. Saldo A +1, B −1.
    // r2 second meeting, swapped: B(w)–A(b) draw: A + 99/2 → 548.5, B + 100/2 → 446. Saldo 0, 0.
    // r3 league games: A with black, B with white (+60 each): A 558.5, B 456.5; saldo stays 0, 0
    //   (counting them would give A −1, B +1 and so B black).
    // r4 third meeting: equal saldo → the higher-ranked A plays black.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }],
      rounds: [
        round(['A', 'B'], [game('A', 'B', '1-0')]),
        round(['A', 'B'], [game('B', 'A', '1/2-1/2')]),
        round(
          [],
          [
            { rule: 'league', player: 'A', result: 'win', colour: 'black' },
            { rule: 'league', player: 'B', result: 'loss', colour: 'white' },
          ],
        ),
      ],
    };
    expect(totals(season)).toEqual({ A: '558.5', B: '456.5' });
    expect(ladderStandings(season).rows.map((row) => row.colourSaldo)).toEqual([0, 0]);
    const proposal = pairLadderRound(season, CLUB_LADDER, { present: ['A', 'B'], seed: 1 });
    expect(proposal.pairs).toEqual([
      {
        white: 'B',
        black: 'A',
        colourReason: 'equalSaldo',
        meeting: 3,
        repeatInPeriod: true,
        beyondSaldoLimit: null,
      },
    ]);
  });
});
