import { describe, expect, it } from 'vitest';
import { explainLadderPoints, replayLadder } from '../../src/ladder/index.js';

describe('replay basics (Art. IV.1, IV.3)', () => {
  it('a win is worth the opponent rank number before the round; take-back is rank/2 per round', () => {
    const { standings } = replayLadder({
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
    const account = explainLadderPoints(
      {
        players: [{ id: 'ann' }, { id: 'bob' }],
        rounds: [
          { present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '1-0' }] },
        ],
      },
      'bob',
    );
    expect(account.total.toString()).toBe('545.5');
  });
});
