import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/core/index.js';
import {
  CLUB_LADDER,
  type LadderEntry,
  type LadderGameResult,
  type LadderRound,
  ladderPointsExplanation,
  ladderStandings,
} from '../../src/ladder/index.js';

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
