/**
 * The hand-computed season of `fixtures.ts` (seed 002, default CLUB_LADDER). Totals are
 * "start points still held + results"; held start = start × (10 − r)/10 (Art. IV.1, spec
 * decision 2), start = rank × 5: A 500, B 495, C 490, D 485, E 480, F 475.
 *
 * Round by round (rank numbers before the round; W = value of a win):
 *  r1  ranks A100 B99 C98 D97 E96 F95. B beats A (+100), C–D draw (C +48.5, D +49),
 *      F beats E (+96). Results A0 B100 C48.5 D49 E0 F96; held ×0.9.
 *  r2  ranks B100 F99 C98 D97 A96 E95. A absent (+30, 1st). F (new, 99 < 100) draws B:
 *      B own 100/2 = 50, F gets 100/2 = 50. C beats guest G: own 98. E beats D: +97.
 *  r3  ranks B100 C99 F98 E97 D96 A95. C beats B +100; A beats F (98 > 95: normal) +98;
 *      E league +60; D drawn out +60.
 *  r4  ranks C100 B99 E98 F97 A96 D95. B's league game does not count (club night does,
 *      Art. IV.2b). B–C draw: B +50, C +49.5. E beats new member F (97 < 98): own 98.
 *      D beats A +96.
 *  r5  ranks C100 E99 B98 D97 F96 A95. E beats C +100, B beats D +97, A absent +30 (2nd),
 *      F represents +60.
 *  r6  ranks E100 B99 C98 D97 F96 A95. E–B draw: E +49.5, B +50. F beats C +98. D league
 *      +60 (club duty 0, Art. IV.7). A absent +30 (3rd, cap reached).
 *  r7  ranks E100 B99 F98 C97 D96 A95. B beats E +100. C–F draw: F +48.5, C +49 (F's 98 is
 *      higher, so the normal rule). D drawn out again: 0. A absent 4th: 0.
 *  r8  ranks B100 E99 F98 C97 D96 A95. E beats B +100, C beats F +98, D forfeit win +60,
 *      A absent 5th: 0.
 *  r9  ranks E100 B99 C98 F97 D96 A95. E–B draw: E +49.5, B +50. C beats F (97 < 98): own 98.
 *      A beats D +96.
 *  r10 ranks E100 C99 B98 F97 D96 A95. E draws guest: own 100/2 = 50. B beats C +99.
 *      D–F draw: F +48, D +48.5. A drawn out +60. All start points now taken back.
 *  r11 ranks E100 B99 C98 F97 D96 A95. C beats E +100, F beats B +99, A–D draw: D +47.5, A +48.
 *  r12 ranks C100 E99 B98 F97 D96 A95. C–F draw: C own 100/2 = 50 (F 97 < 100), F +50.
 *      E beats D +96. B beats A +95.
 */
import { describe, expect, it } from 'vitest';
import {
  CLUB_LADDER,
  formatLadderPointsExplanation,
  ladderFinalRanking,
  ladderPeriodTables,
  ladderPointsExplanation,
  ladderPrizes,
  ladderStandings,
} from '../../src/ladder/index.js';
import { HAND_SEASON } from './fixtures.js';

// Totals after each round and the ladder order (ties keep the previous order, decision 1).
const EXPECTED: readonly { order: string; totals: Record<string, string> }[] = [
  { order: 'BFCDAE', totals: { A: '450', B: '545.5', C: '489.5', D: '485.5', E: '432', F: '523.5' } },
  { order: 'BCFEDA', totals: { A: '430', B: '546', C: '538.5', D: '437', E: '481', F: '526' } },
  { order: 'CBEFAD', totals: { A: '478', B: '496.5', C: '589.5', D: '448.5', E: '493', F: '478.5' } },
  { order: 'CEBDFA', totals: { A: '428', B: '497', C: '590', D: '496', E: '543', F: '431' } },
  { order: 'EBCDFA', totals: { A: '408', B: '544.5', C: '541', D: '447.5', E: '595', F: '443.5' } },
  { order: 'EBFCDA', totals: { A: '388', B: '545', C: '492', D: '459', E: '596.5', F: '494' } },
  { order: 'BEFCDA', totals: { A: '338', B: '595.5', C: '492', D: '410.5', E: '548.5', F: '495' } },
  { order: 'EBCFDA', totals: { A: '288', B: '546', C: '541', D: '422', E: '600.5', F: '447.5' } },
  { order: 'ECBFDA', totals: { A: '334', B: '546.5', C: '590', D: '373.5', E: '602', F: '400' } },
  { order: 'EBCFDA', totals: { A: '344', B: '596', C: '541', D: '373.5', E: '604', F: '400.5' } },
  { order: 'CEBFDA', totals: { A: '392', B: '596', C: '641', D: '421', E: '604', F: '499.5' } },
  // B and C tie on 691; C stays above B on the ladder because it stood higher before.
  { order: 'ECBFDA', totals: { A: '392', B: '691', C: '691', D: '421', E: '700', F: '549.5' } },
];

describe('hand-computed season (seed 002 Art. III.2, IV.1–7; spec decisions 1–9)', () => {
  for (const [index, expected] of EXPECTED.entries()) {
    it(`round ${index + 1}: totals and ladder`, () => {
      const { rows: standings } = ladderStandings(HAND_SEASON, undefined, { afterRound: index + 1 });
      expect(standings.map((row) => row.playerId).join('')).toBe(expected.order);
      const totals = Object.fromEntries(standings.map((row) => [row.playerId, row.points.toString()]));
      expect(totals).toEqual(expected.totals);
      // rank numbers for the next round: 100 at the top, one less per place (Art. III.2a)
      expect(standings.map((row) => row.rankNumber)).toEqual([100, 99, 98, 97, 96, 95]);
    });
  }

  it('the starting ladder (round 0) holds the full start points (Art. IV.1)', () => {
    const { rows: standings } = ladderStandings(HAND_SEASON, undefined, { afterRound: 0 });
    expect(standings.map((row) => `${row.playerId}${row.points}`).join(' ')).toBe(
      'A500 B495 C490 D485 E480 F475',
    );
  });

  it('start points are fully taken back after round 10 (Art. IV.1) and stay so', () => {
    for (const round of [9, 10, 12]) {
      const { rows: standings } = ladderStandings(HAND_SEASON, undefined, { afterRound: round });
      for (const row of standings) {
        expect(row.startPointsHeld.isZero()).toBe(round >= 10);
      }
    }
    const afterNine = ladderStandings(HAND_SEASON, undefined, { afterRound: 9 }).rows;
    expect(afterNine.find((row) => row.playerId === 'F')?.startPointsHeld.toString()).toBe('47.5');
  });

  it('caps: A scores 3 of 5 absences, D 1 of 2 draw-outs (Art. IV.5, III.4)', () => {
    const { rows: standings } = ladderStandings(HAND_SEASON);
    const a = standings.find((row) => row.playerId === 'A')!;
    const d = standings.find((row) => row.playerId === 'D')!;
    expect([a.absences, a.absencesScored, a.drawnOut]).toEqual([5, 3, 1]);
    expect(d.drawnOut).toBe(2);
  });

  it('games, wins and wins with black (spec decision 7)', () => {
    const { rows: standings } = ladderStandings(HAND_SEASON);
    const byId = Object.fromEntries(
      standings.map((row) => [row.playerId, [row.games, row.wins, row.winsWithBlack]]),
    );
    // E: club games except r3 (league, counts) → 12; wins r2, r3 league (black), r4, r5 (black), r8 (black), r12
    expect(byId.E).toEqual([12, 6, 3]);
    // B: 12 games (r4 league superseded); wins r1, r5 b, r7 b, r10 b, r12 b
    expect(byId.B).toEqual([12, 5, 4]);
    // C: 12 games incl. the guest game; wins r2 (guest), r3, r8 b, r9, r11 b
    expect(byId.C).toEqual([12, 5, 2]);
    // D: draw-outs, the forfeit and club duty are not games; the r6 league game is
    expect(byId.D).toEqual([9, 1, 1]);
    // F: r5 club duty is not a game; wins r1 b, r6, r11 b
    expect(byId.F).toEqual([11, 3, 2]);
    // A: r1, r3, r4, r9, r11, r12; wins r3, r9 b
    expect(byId.A).toEqual([6, 2, 1]);
  });

  it('final ranking: B and C tie on 691 — equal games, equal mutual score 1½–1½, equal wins; B has more wins with black (Art. V.2)', () => {
    const ranking = ladderFinalRanking(HAND_SEASON).rows;
    expect(ranking.map((row) => `${row.placeLabel}:${row.playerId}`)).toEqual([
      '1:E',
      '2:B',
      '3:C',
      '4:F',
      '5:D',
      '6:A',
    ]);
    expect(ranking[2]?.decidedBy).toBe('moreWinsWithBlack');
    // the final ranking differs from the last ladder (C above B there): decision 1
    expect(ranking.find((row) => row.playerId === 'C')?.ladderPosition).toBe(2);
  });

  it('explain: D’s account adds up and names every rule (Art. IV.3–7)', () => {
    const account = ladderPointsExplanation(HAND_SEASON, CLUB_LADDER, { playerId: 'D' });
    expect(account.total.toString()).toBe('421');
    const summary = account.lines
      .filter((line) => line.rule !== 'takeBack')
      .map((line) => `${line.round}:${line.rule}:${line.points}${line.opponent ? `:${line.opponent}` : ''}`);
    expect(summary).toEqual([
      '0:startPoints:485',
      '1:game:49:C',
      '2:game:0:E',
      '3:drawnOut:60',
      '4:game:96:A',
      '5:game:0:B',
      '6:representing:0',
      '6:league:60',
      '7:drawnOut:0',
      '8:forfeitWin:60:A',
      '9:game:0:A',
      '10:game:48.5:F',
      '11:game:47.5:A',
      '12:game:0:E',
    ]);
    const takeBack = account.lines.filter((line) => line.rule === 'takeBack');
    expect(takeBack.map((line) => line.points.toString())).toEqual(Array(10).fill('-48.5'));
    expect(account.lines.find((line) => line.round === 7)?.note).toMatch(/at most 1/);
    expect(account.lines.find((line) => line.round === 6 && line.rule === 'representing')?.note).toMatch(
      /league/,
    );
  });

  it('explain as text: one line per rule and the total', () => {
    const text = formatLadderPointsExplanation(
      ladderPointsExplanation(HAND_SEASON, CLUB_LADDER, { playerId: 'D', afterRound: 3 }),
    );
    expect(text.split('\n')).toEqual([
      'D after round 3:',
      'start: start points: +485 (Art. IV.1)',
      'round 1: game, draw with white vs C (rank number 98): +49 (Art. IV.3)',
      'round 1: start points taken back: -48.5 (Art. IV.1)',
      'round 2: game, loss with black vs E (rank number 95): +0 (Art. IV.3)',
      'round 2: start points taken back: -48.5 (Art. IV.1)',
      'round 3: drawn out: +60 (Art. IV.6)',
      'round 3: start points taken back: -48.5 (Art. IV.1)',
      'total: 448.5',
    ]);
  });

  it('explain: guest and new-member rules show the rank number used (Art. IV.3d)', () => {
    const e = ladderPointsExplanation(HAND_SEASON, CLUB_LADDER, { playerId: 'E' }).lines;
    const guest = e.find((line) => line.round === 10 && line.rule === 'game')!;
    expect([guest.rankNumberUsed, guest.points.toString(), guest.opponent]).toEqual([100, '50', 'G']);
    const newMember = e.find((line) => line.round === 4 && line.rule === 'game')!;
    expect([newMember.rankNumberUsed, newMember.points.toString()]).toEqual([98, '98']);
    const a = ladderPointsExplanation(HAND_SEASON, CLUB_LADDER, { playerId: 'A' }).lines;
    const absences = a
      .filter((line) => line.rule === 'absence')
      .map((line) => `${line.round}:${line.points}`);
    expect(absences).toEqual(['2:30', '5:30', '6:30', '7:0', '8:0']);
    const b = ladderPointsExplanation(HAND_SEASON, CLUB_LADDER, { playerId: 'B' }).lines;
    const league = b.find((line) => line.rule === 'league')!;
    expect([league.round, league.points.toString()]).toEqual([4, '0']);
    expect(league.note).toMatch(/club-night/);
  });

  it('period tables with their tie-breaks (Art. VII.1–3, spec decision 10)', () => {
    const tables = ladderPeriodTables(HAND_SEASON).periods;
    expect(tables.map((table) => `${table.firstRound}-${table.lastRound}`)).toEqual(['1-4', '5-8', '9-12']);
    const show = (index: number) =>
      tables[index]!.rows.map((row) => `${row.playerId}${row.boardPoints}/${row.games}:${row.decidedBy}`);
    // P1: C and E 3/4, never met, black ½+½ vs 1 (league) → equal; E more wins (3 vs 2)
    // B 2; D 1.5 in 3 games before F 1.5 in 4; A 1
    expect(show(0)).toEqual([
      'E3/4:null',
      'C3/4:moreWins',
      'B2/4:boardPoints',
      'D1.5/3:boardPoints',
      'F1.5/4:fewerGames',
      'A1/3:boardPoints',
    ]);
    // P2: B and E 2.5/4, mutual 1½–1½, B 2½ with black vs E 2; F 1.5/3 before C 1.5/4; D 0/2 (league loss); A no game
    expect(show(1)).toEqual([
      'B2.5/4:null',
      'E2.5/4:morePointsWithBlack',
      'F1.5/3:boardPoints',
      'C1.5/4:fewerGames',
      'D0/2:boardPoints',
    ]);
    // P3: B and C 2.5/4, B beat C in r10; E and F 2/4 never met, F 2 with black vs E ½
    expect(show(2)).toEqual([
      'B2.5/4:null',
      'C2.5/4:headToHead',
      'F2/4:boardPoints',
      'E2/4:morePointsWithBlack',
      'A1.5/3:boardPoints',
      'D1/4:boardPoints',
    ]);
  });

  it('prize list: top 3, group prizes passing past the top 3, one prize per player (Art. V.1, VI.2, VII.4–5)', () => {
    const prizes = ladderPrizes(HAND_SEASON).prizes.map(
      (prize) =>
        `${prize.kind}${prize.place ?? prize.group ?? prize.period}:${prize.playerId}${prize.passedOver.length ? `(past ${prize.passedOver.join('')})` : ''}`,
    );
    expect(prizes).toEqual([
      'place1:E',
      'place2:B',
      'place3:C',
      'groupB:F(past C)',
      'groupC:D',
      'groupJ:null',
      'period1:A(past ECBDF)',
      'period2:null(past BEFCD)',
      'period3:null(past BCFEAD)',
    ]);
  });
});
