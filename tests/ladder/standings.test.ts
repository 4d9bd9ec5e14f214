/**
 * The running ladder of the winter competition (seed 002 Art. III.2, IV.1–7; spec decisions
 * 1–6, 9): a win worth the opponent's rank number, the take-back, the re-ranking after every
 * round (short and long ladders), the scale of the exact arithmetic, the ladder length, the
 * notes in a player's account (superseded entries, guests, new members, capped absences),
 * league games, the colour saldo with guests, starting positions of late joiners, and the
 * positions and rank numbers of the ladder. Every expected value is worked out by hand from
 * the rule quoted above it (spec = `shared/spec/ladder.md`, seed 002), not from the code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
// The replay loop is internal: two tests replay a compiled season with other rules than the
// ones it was checked against, which the public API cannot do (the loop's own length guard).
import { runLadder } from '../../src/ladder/engine.js';
import {
  CLUB_LADDER,
  type LadderEntry,
  type LadderExplanationLine,
  type LadderGameResult,
  type LadderRound,
  type LadderRules,
  type LadderSeason,
  ladderPeriodTables,
  ladderPointsExplanation,
  ladderStandings,
  ladderStandingsTable,
} from '../../src/ladder/index.js';
import { readSeason } from '../../src/ladder/read.js';
import { failure } from '../helpers/errors.js';
import { HAND_SEASON } from './fixtures.js';

const compiledOf = (season: LadderSeason, rules: LadderRules) => readSeason(season, rules).compiled;

describe('replay basics (Art. IV.1, IV.3)', () => {
  it('a win is worth the opponent rank number before the round; take-back is rank/2 per round', () => {
    const { rows: standings } = ladderStandings({
      players: [{ id: 'ann' }, { id: 'bob' }],
      rounds: [
        { present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '1-0' }] },
      ],
    });
    // bob: 99 × 5 = 495, − 99/2, + 100 = 545.5; ann: 500 − 50 = 450
    expect(standings.map((row) => [row.playerId, row.points.toString()])).toEqual([
      ['bob', '545.5'],
      ['ann', '450'],
    ]);
    const account = ladderPointsExplanation(
      {
        players: [{ id: 'ann' }, { id: 'bob' }],
        rounds: [
          { present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '1-0' }] },
        ],
      },
      CLUB_LADDER,
      { playerId: 'bob' },
    );
    expect(account.total.toString()).toBe('545.5');
  });
});

describe('re-ranking after every round (Art. III.2a, spec decision 1)', () => {
  // Short ladders are re-ranked by insertion sort, long ones (over 128) by a key sort:
  // both must give the ladder by total points, equal totals in the order before the round.
  it('orders by points, ties kept from the ladder before the round, for short and long ladders', () => {
    const RESULTS: readonly LadderGameResult[] = ['1-0', '1/2-1/2', '0-1'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean(), (seed, long) => {
        const random = createRandom(seed);
        const count = long ? 129 + random.int(60) : 4 + random.int(30);
        const players = Array.from({ length: count }, (_, index) => ({ id: `p${index}` }));
        const rounds: LadderRound[] = [];
        for (let r = 0; r < 5; r++) {
          // Few present, so many absent members share their 30 points: lots of equal totals.
          const present = random.shuffle(players.map((player) => player.id)).slice(0, random.int(count));
          const entries: LadderEntry[] = [];
          for (let index = 0; index + 1 < present.length; index += 2) {
            entries.push({
              rule: 'game',
              white: present[index]!,
              black: present[index + 1]!,
              result: random.pick(RESULTS),
            });
          }
          if (present.length % 2 === 1) entries.push({ rule: 'drawnOut', player: present.at(-1)! });
          rounds.push({ present, entries });
        }
        // No start points: everyone starts level, so ties run all the way down the ladder.
        const config = { ...CLUB_LADDER, topRankNumber: 200, startPointFactor: 0 };
        const season = { players, rounds };
        let before = ladderStandings(season, config, { afterRound: 0 }).rows.map((row) => row.playerId);
        for (let r = 1; r <= rounds.length; r++) {
          const after = ladderStandings(season, config, { afterRound: r }).rows;
          const position = new Map(before.map((id, index) => [id, index]));
          const expected = [...after].sort(
            (a, b) => b.points.compare(a.points) || position.get(a.playerId)! - position.get(b.playerId)!,
          );
          expect(after.map((row) => row.playerId)).toEqual(expected.map((row) => row.playerId));
          before = after.map((row) => row.playerId);
        }
      }),
      { numRuns: 20 },
    );
  });
});

/** An account as [round, rule, points, note] rows (note undefined when the line has none). */
const account = (lines: readonly LadderExplanationLine[]) =>
  lines.map((line) => [line.round, line.rule, `${line.points}`, line.note]);

describe('the scale of the exact arithmetic (engine header: lcm(2, take-back rounds))', () => {
  it('no take-back (takeBackRounds 0): start points stay, a win adds the rank number', () => {
    // Art. IV.1 with 0 take-back rounds: A 100×5 = 500, B 99×5 = 495 are kept.
    // Art. IV.3: B beats A → B + A's rank number 100 = 595; A 500. Ladder B, A.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }],
      rounds: [{ present: ['A', 'B'], entries: [{ rule: 'game', white: 'B', black: 'A', result: '1-0' }] }],
    };
    const { rows: standings } = ladderStandings(season, { ...CLUB_LADDER, takeBackRounds: 0 });
    expect(standings.map((row) => [row.playerId, `${row.points}`, `${row.startPointsHeld}`])).toEqual([
      ['B', '595', '495'],
      ['A', '500', '500'],
    ]);
  });

  it('one take-back round (odd): a draw against an odd rank number is worth a half point', () => {
    // Art. IV.1 / spec decision 2 with 1 round: all start points go back after round 1.
    // Art. IV.3 draw: A gets half of B's 99 = 99/2, B half of A's 100 = 50. Ladder B, A.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B' }],
      rounds: [
        { present: ['A', 'B'], entries: [{ rule: 'game', white: 'B', black: 'A', result: '1/2-1/2' }] },
      ],
    };
    const { rows: standings } = ladderStandings(season, { ...CLUB_LADDER, takeBackRounds: 1 });
    expect(standings.map((row) => [row.playerId, `${row.points}`, `${row.startPointsHeld}`])).toEqual([
      ['B', '50', '0'],
      ['A', '49.5', '0'],
    ]);
  });

  it('a very large start-point factor that is still exact in tenths stays exact', () => {
    // Top rank number 1, factor 2^49: start points 1 × 2^49 (Art. IV.1); 2^49 × 10 tenths < 2^53.
    const config = { ...CLUB_LADDER, topRankNumber: 1, startPointFactor: 2 ** 49 };
    const season: LadderSeason = { players: [{ id: 'A' }], rounds: [] };
    const { rows: standings } = ladderStandings(season, config);
    expect(standings.map((row) => [row.playerId, `${row.points}`])).toEqual([['A', '562949953421312']]);
  });
});

describe('a ladder longer than the top rank number (spec decision 6), in the replay loop itself', () => {
  // The public functions refuse such a log while compiling it; the loop repeats the check for
  // a compiled season run under another configuration (internal callers).
  it('the starting ladder', () => {
    const compiled = compiledOf({ players: [{ id: 'A' }, { id: 'B' }], rounds: [] }, CLUB_LADDER);
    expect(failure(() => runLadder(compiled, { ...CLUB_LADDER, topRankNumber: 1 }, 0))).toEqual([
      'LADDER_TOO_LONG',
      'players: 2 players on the starting ladder, more than the top rank number 1 (spec decision 6)',
      ['players'],
      2,
    ]);
  });

  it('a late joiner (spec decision 3) makes it too long in round 2', () => {
    const compiled = compiledOf(
      {
        players: [{ id: 'A' }, { id: 'B', joinRound: 2 }],
        rounds: [
          { present: [], entries: [] },
          { present: [], entries: [] },
        ],
      },
      CLUB_LADDER,
    );
    expect(failure(() => runLadder(compiled, { ...CLUB_LADDER, topRankNumber: 1 }, 2))).toEqual([
      'LADDER_TOO_LONG',
      'rounds[1]: the ladder grows to 2 players in round 2, more than the top rank number 1 (spec decision 6)',
      ['rounds', 1],
      2,
    ]);
  });
});

describe('notes and values in a player account (ladderPointsExplanation)', () => {
  it('start points of the second player carry rank number 99 (Art. III.1, IV.1)', () => {
    const season: LadderSeason = { players: [{ id: 'A' }, { id: 'B' }], rounds: [] };
    const lines = ladderPointsExplanation(season, CLUB_LADDER, { playerId: 'B' }).lines;
    expect(lines.map((line) => [line.rule, `${line.points}`, line.ownRankNumber])).toEqual([
      ['startPoints', '495', 99],
    ]);
  });

  const guestSeason: LadderSeason = {
    players: [{ id: 'A' }, { id: 'B' }],
    guests: [{ id: 'G' }],
    rounds: [{ present: ['A', 'G'], entries: [{ rule: 'game', white: 'A', black: 'G', result: '1-0' }] }],
  };

  it('a win against a guest: own rank number, with the note (Art. IV.3d, spec decision 4)', () => {
    // A (rank 100) beats guest G: 100 points; take-back 500/10 = 50.
    const lines = ladderPointsExplanation(guestSeason, CLUB_LADDER, { playerId: 'A' }).lines;
    expect(lines[1]).toMatchObject({ rule: 'game', opponent: 'G', rankNumberUsed: 100, ownRankNumber: 100 });
    expect(account(lines)).toEqual([
      [0, 'startPoints', '500', undefined],
      [1, 'game', '100', 'against a guest: own rank number (Art. IV.3d)'],
      [1, 'takeBack', '-50', undefined],
    ]);
  });

  it('a win against a guest when the club gives no points for guest games', () => {
    const config = { ...CLUB_LADDER, guestGameOwnRankNumber: false };
    const lines = ladderPointsExplanation(guestSeason, config, { playerId: 'A' }).lines;
    expect(lines[1]).toMatchObject({ rule: 'game', rankNumberUsed: 0 });
    expect(account(lines)).toEqual([
      [0, 'startPoints', '500', undefined],
      [1, 'game', '0', 'against a guest: no points under this configuration'],
      [1, 'takeBack', '-50', undefined],
    ]);
  });

  it('guests have their own colour saldo; the ladder players keep theirs (Art. III.5a)', () => {
    // A had white: +1; B did not play: 0.
    const { rows: standings } = ladderStandings(guestSeason);
    expect(standings.map((row) => [row.playerId, row.colourSaldo])).toEqual([
      ['A', 1],
      ['B', 0],
    ]);
  });

  it('a draw against a new member with a lower rank number: half of one’s own rank number', () => {
    // Spec decision 4: A (100) draws new member B (99): A gets 100/2 = 50, not 99/2.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'B', newMember: true }],
      rounds: [
        { present: ['A', 'B'], entries: [{ rule: 'game', white: 'B', black: 'A', result: '1/2-1/2' }] },
      ],
    };
    const lines = ladderPointsExplanation(season, CLUB_LADDER, { playerId: 'A' }).lines;
    expect(lines[1]).toMatchObject({ rankNumberUsed: 100, ownRankNumber: 100, result: 'draw' });
    expect(account(lines)[1]).toEqual([
      1,
      'game',
      '50',
      'against a new member with a lower rank number: own rank number (Art. IV.3d)',
    ]);
  });

  it('absences: the first three score 30, the fourth 0 with a note (Art. IV.5, spec decision 9)', () => {
    const empty = { present: [], entries: [] };
    const season: LadderSeason = { players: [{ id: 'A' }], rounds: [empty, empty, empty, empty] };
    const config = { ...CLUB_LADDER, takeBackRounds: 0 };
    expect(account(ladderPointsExplanation(season, config, { playerId: 'A' }).lines)).toEqual([
      [0, 'startPoints', '500', undefined],
      [1, 'absence', '30', undefined],
      [2, 'absence', '30', undefined],
      [3, 'absence', '30', undefined],
      [4, 'absence', '0', 'absence 4: only 3 per season score (Art. IV.5)'],
    ]);
  });

  it('the ladder table shows the absences that scored, at most 3 (Art. IV.5: "maximaal 3 keer per speelseizoen")', () => {
    // A misses rounds 2, 5, 6, 7 and 8 of the hand season: five absences, three of them score.
    const standings = ladderStandings(HAND_SEASON);
    const a = standings.rows.find((row) => row.playerId === 'A');
    expect([a?.absences, a?.absencesScored]).toEqual([5, 3]);
    const table = ladderStandingsTable(standings);
    const column = table.columns.findIndex((column) => column.header === 'Absences');
    const cells = Object.fromEntries(
      table.rows.map((row, index) => [standings.rows[index]?.playerId, row.cells[column]]),
    );
    expect(cells.A).toBe('3');
    for (const row of standings.rows) expect(cells[row.playerId]).toBe(String(row.absencesScored));
  });
});

describe('a league game that counts this week supersedes the rest (Art. IV.2b, IV.7; spec decision 9)', () => {
  // With clubNightSupersedesLeague off, a league game in the week beats the club night:
  // the club game, the draw-out and the forfeit win of that player score 0 with a note.
  const config = { ...CLUB_LADDER, clubNightSupersedesLeague: false, takeBackRounds: 0 };
  const note = 'does not count: a league game counts this week (Art. IV.2b, IV.7)';
  const season: LadderSeason = {
    players: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }, { id: 'E' }],
    rounds: [
      {
        date: '2026-09-04',
        present: ['A', 'B', 'C', 'D'],
        entries: [
          { rule: 'game', white: 'A', black: 'B', result: '1-0' },
          { rule: 'league', player: 'A', result: 'win', colour: 'white', date: '2026-09-01' },
          { rule: 'league', player: 'B', result: 'loss', colour: 'black', date: '2026-09-01' },
          { rule: 'drawnOut', player: 'C' },
          { rule: 'league', player: 'C', result: 'draw', colour: 'white', date: '2026-09-01' },
          { rule: 'forfeit', winner: 'D', absent: 'E' },
          { rule: 'league', player: 'D', result: 'win', colour: 'black', date: '2026-09-01' },
        ],
      },
    ],
  };

  it('white and black of a superseded club game: 0 points, with the note', () => {
    expect(account(ladderPointsExplanation(season, config, { playerId: 'A' }).lines)).toEqual([
      [0, 'startPoints', '500', undefined],
      [1, 'game', '0', note],
      [1, 'league', '60', undefined],
    ]);
    expect(account(ladderPointsExplanation(season, config, { playerId: 'B' }).lines)).toEqual([
      [0, 'startPoints', '495', undefined],
      [1, 'game', '0', note],
      [1, 'league', '60', undefined],
    ]);
  });

  it('a superseded draw-out and forfeit win: 0 points, with the note', () => {
    expect(account(ladderPointsExplanation(season, config, { playerId: 'C' }).lines)).toEqual([
      [0, 'startPoints', '490', undefined],
      [1, 'drawnOut', '0', note],
      [1, 'league', '60', undefined],
    ]);
    expect(account(ladderPointsExplanation(season, config, { playerId: 'D' }).lines)).toEqual([
      [0, 'startPoints', '485', undefined],
      [1, 'forfeitWin', '0', note],
      [1, 'league', '60', undefined],
    ]);
  });

  it('standings: only the league games count; a league win with white is no win with black (Art. V.2)', () => {
    // A 500+60, B 495+60, C 490+60, D 485+60, E (the no-show: absent) 480+30.
    const { rows: standings } = ladderStandings(season, config);
    expect(
      standings.map((row) => [
        row.playerId,
        `${row.points}`,
        row.games,
        row.wins,
        row.winsWithBlack,
        row.drawnOut,
      ]),
    ).toEqual([
      ['A', '560', 1, 1, 0, 0],
      ['B', '555', 1, 0, 0, 0],
      ['C', '550', 1, 0, 0, 0],
      ['D', '545', 1, 1, 1, 0],
      ['E', '510', 0, 0, 0, 0],
    ]);
  });
});

describe('re-ranking a ladder longer than 128 players (spec decision 1: ties keep the order)', () => {
  const names = Array.from({ length: 130 }, (_, index) => `P${String(index).padStart(3, '0')}`);
  const players = names.map((id) => ({ id }));
  // Round 1: the last player P129 beats the top player P000; everyone else is absent.
  const upset: LadderSeason = {
    players,
    rounds: [
      {
        present: ['P000', 'P129'],
        entries: [{ rule: 'game', white: 'P129', black: 'P000', result: '1-0' }],
      },
    ],
  };
  // P129 to the top, P001 … P128 tied on 30 in their old order, P000 (0 points) last.
  const afterUpset = [names[129], ...names.slice(1, 129), names[0]];

  it('small totals (no start points): the winner climbs, the tied keep their order', () => {
    // Art. IV.3: P129 gains P000's rank number 130; Art. IV.5: the 128 absent players get 30.
    const config = { ...CLUB_LADDER, topRankNumber: 130, startPointFactor: 0 };
    const { rows: standings } = ladderStandings(upset, config);
    expect(standings.map((row) => row.playerId)).toEqual(afterUpset);
    expect([`${standings[0]!.points}`, `${standings[1]!.points}`, `${standings[129]!.points}`]).toEqual([
      '130',
      '30',
      '0',
    ]);
  });

  it('totals of 2^46 and more (large award points): the same rules, the comparator sort', () => {
    // Art. IV.5: the 128 absent players get 2^46 each (tied, kept in their old order);
    // Art. IV.7: P129 represents the club for 2^47; Art. IV.6: P000 is drawn out for 0.
    const config = {
      ...CLUB_LADDER,
      topRankNumber: 130,
      startPointFactor: 0,
      absencePoints: 2 ** 46,
      representingPoints: 2 ** 47,
      drawnOutPoints: 0,
    };
    const season: LadderSeason = {
      players,
      rounds: [
        {
          present: ['P000'],
          entries: [
            { rule: 'representing', player: 'P129' },
            { rule: 'drawnOut', player: 'P000' },
          ],
        },
      ],
    };
    const { rows: standings } = ladderStandings(season, config);
    expect(standings.map((row) => row.playerId)).toEqual(afterUpset);
    expect([`${standings[0]!.points}`, `${standings[1]!.points}`, `${standings[129]!.points}`]).toEqual([
      '140737488355328',
      '70368744177664',
      '0',
    ]);
  });

  it('every total about 10^15 (start factor 2^40): an all-absent round keeps the order', () => {
    // Art. IV.1 with no take-back: P_i holds (1000 − i) × 2^40; Art. IV.5: everyone +30.
    const config = { ...CLUB_LADDER, topRankNumber: 1000, startPointFactor: 2 ** 40, takeBackRounds: 0 };
    const season: LadderSeason = { players, rounds: [{ present: [], entries: [] }] };
    const { rows: standings } = ladderStandings(season, config);
    expect(standings.map((row) => row.playerId)).toEqual(names);
    expect(`${standings[129]!.points}`).toBe(`${871 * 2 ** 40 + 30}`);
  });
});

describe('starting positions of late joiners (spec decision 3, 10)', () => {
  it('two joiners in one round stand in input order: the second stands lower and wins the last period key', () => {
    // Spec decision 3: J1 and J2 join at the bottom before round 2, in input order, so the
    // starting ladder is A (1), J1 (2), J2 (3). Each draws A with white: ½ point, 1 game, no
    // meeting, 0 with black, 0 wins. Art. VII.3 / decision 10: the lower starting position
    // (J2) wins "lowerStartingPosition". A has 1 point from two draws.
    const season: LadderSeason = {
      players: [{ id: 'A' }, { id: 'J1', joinRound: 2 }, { id: 'J2', joinRound: 2 }],
      rounds: [
        { present: [], entries: [] },
        { present: ['A', 'J1'], entries: [{ rule: 'game', white: 'J1', black: 'A', result: '1/2-1/2' }] },
        { present: ['A', 'J2'], entries: [{ rule: 'game', white: 'J2', black: 'A', result: '1/2-1/2' }] },
      ],
    };
    const [period] = ladderPeriodTables(season, { ...CLUB_LADDER, periodCount: 1 }).periods;
    expect(period!.rows.map((row) => [row.playerId, row.decidedBy])).toEqual([
      ['A', null],
      ['J2', 'boardPoints'],
      ['J1', 'lowerStartingPosition'],
    ]);
  });
});

describe('ladder positions and rank numbers (Art. III.1)', () => {
  it('before round 1: the starting ladder A…F, positions 1…6, rank numbers 100…95', () => {
    const { afterRound: round, rows: standings } = ladderStandings(HAND_SEASON, undefined, { afterRound: 0 });
    expect(round).toBe(0);
    expect(standings.map((line) => [line.playerId, line.place, line.rankNumber])).toEqual([
      ['A', 1, 100],
      ['B', 2, 99],
      ['C', 3, 98],
      ['D', 4, 97],
      ['E', 5, 96],
      ['F', 6, 95],
    ]);
  });

  it('after the last round: positions count from 1 and rank numbers from the top rank number down', () => {
    const { afterRound: round, rows: standings } = ladderStandings(HAND_SEASON);
    expect(round).toBe(12);
    expect(standings.map((line) => line.place)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(standings.map((line) => line.rankNumber)).toEqual(
      standings.map((_, index) => CLUB_LADDER.topRankNumber - index),
    );
  });
});
