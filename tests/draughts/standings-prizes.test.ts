import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/fraction.js';
import {
  GRANDMASTER_POINTS,
  grandmasterPoints,
  KNDB_2009_TITLE_POINTS,
  MASTER_POINTS,
  masterPoints,
  titlePoints,
} from '../../src/draughts/master-points.js';
import { splitPrizes } from '../../src/draughts/prizes.js';
import { rankScores } from '../../src/draughts/ranking.js';
import type { PlayerScore } from '../../src/draughts/tournament.js';
import { errorOf } from '../helpers/errors.js';

/** Standings rows from `name points saldo` triples (the games behind them do not matter here). */
function rows(entries: readonly (readonly [string, number, number])[]) {
  return rankScores(
    entries.map(
      ([player, points, saldo]): PlayerScore => ({
        player,
        games: 0,
        points,
        plus: Math.max(saldo, 0),
        minus: Math.max(-saldo, 0),
        saldo,
        wins: 0,
        draws: 0,
        losses: 0,
        doubleForfeits: 0,
      }),
    ),
  );
}

const text = (shares: readonly { player: string; points?: Fraction; prize?: Fraction }[]) =>
  Object.fromEntries(shares.map((share) => [share.player, (share.points ?? share.prize)?.toString()]));

describe('prize money (seed 004 "Rechten": "Spelers met evenveel punten en hetzelfde saldo … delen hun prijzen")', () => {
  const prizes = [1000, 600, 400, 200];

  it('no tie: each place its prize; places beyond the list get 0 (spec §6 Decision 5)', () => {
    const table = rows([
      ['A', 20, 0],
      ['B', 18, 0],
      ['C', 16, 0],
      ['D', 14, 0],
      ['E', 12, 0],
    ]);
    expect(text(splitPrizes(table, prizes))).toEqual({ A: '1000', B: '600', C: '400', D: '200', E: '0' });
  });

  it('equal points and saldo share exactly; equal points with a different saldo do not', () => {
    const table = rows([
      ['A', 20, 1],
      ['B', 20, 1],
      ['C', 20, 0],
      ['D', 14, 0],
      ['E', 14, 0],
    ]);
    expect(text(splitPrizes(table, prizes))).toEqual({ A: '800', B: '800', C: '400', D: '100', E: '100' });
  });

  it('three-way shares stay exact', () => {
    const table = rows([
      ['A', 10, 0],
      ['B', 10, 0],
      ['C', 10, 0],
    ]);
    const shares = splitPrizes(table, [100, 0, 0]);
    expect(shares.map((share) => share.prize.toString())).toEqual(['100/3', '100/3', '100/3']);
    expect(Fraction.sum(shares.map((share) => share.prize)).toString()).toBe('100');
    expect(splitPrizes(table, ['187.50', '62.5', 0]).map((share) => share.prize.toString())).toEqual([
      '250/3',
      '250/3',
      '250/3',
    ]);
  });

  it('rejects bad and negative prizes with the path', () => {
    const table = rows([['A', 1, 0]]);
    expect(errorOf(() => splitPrizes(table, [100, -5])).path).toEqual(['prizes', 1]);
    expect(errorOf(() => splitPrizes(table, ['ten'])).code).toBe('VALUE_INVALID');
  });
});

describe('(grand)master points (seed 004 "Meester- en grootmeesterpunten")', () => {
  it('places 1–3 earn 3, 2, 1 grandmaster points; places 1–5 earn 5, 4, 3, 2, 1 master points', () => {
    const table = rows([
      ['A', 20, 0],
      ['B', 18, 0],
      ['C', 16, 0],
      ['D', 14, 0],
      ['E', 12, 0],
      ['F', 10, 0],
    ]);
    expect(text(grandmasterPoints(table))).toEqual({ A: '3', B: '2', C: '1', D: '0', E: '0', F: '0' });
    expect(text(masterPoints(table))).toEqual({ A: '5', B: '4', C: '3', D: '2', E: '1', F: '0' });
  });

  it('players equal on game points share, whatever their saldo (spec §6 Decision 6)', () => {
    const table = rows([
      ['A', 20, 2],
      ['B', 20, 0],
      ['C', 16, 0],
      ['D', 12, 1],
      ['E', 12, 0],
      ['F', 12, -1],
      ['G', 10, 0],
    ]);
    expect(text(grandmasterPoints(table))).toEqual({
      A: '2.5',
      B: '2.5',
      C: '1',
      D: '0',
      E: '0',
      F: '0',
      G: '0',
    });
    // master 4th–6th: (2 + 1 + 0) / 3 = 1 each
    expect(text(masterPoints(table))).toEqual({ A: '4.5', B: '4.5', C: '3', D: '1', E: '1', F: '1', G: '0' });
  });

  it('shares across the boundary: 5th–6th get ½ each, master 3rd–5th get 2 each', () => {
    const fifthSixth = rows([
      ['A', 20, 0],
      ['B', 18, 0],
      ['C', 16, 0],
      ['D', 14, 0],
      ['E', 12, 0],
      ['F', 12, 0],
    ]);
    expect(text(masterPoints(fifthSixth))).toMatchObject({ E: '0.5', F: '0.5' });
    const thirdToFifth = rows([
      ['A', 20, 0],
      ['B', 18, 0],
      ['C', 16, 0],
      ['D', 16, 0],
      ['E', 16, 0],
    ]);
    expect(text(masterPoints(thirdToFifth))).toMatchObject({ C: '2', D: '2', E: '2' });
    expect(text(grandmasterPoints(thirdToFifth))).toMatchObject({ C: '1/3', D: '1/3', E: '1/3' });
  });

  it('the excluded player\'s place is left out ("blijft de door Alexander Baljakin bezette plaats buiten beschouwing")', () => {
    const table = rows([
      ['Alexander Baljakin', 22, 0],
      ['A', 20, 0],
      ['B', 18, 0],
      ['C', 18, 0],
      ['D', 14, 0],
      ['E', 12, 0],
      ['F', 10, 0],
    ]);
    const exclude = KNDB_2009_TITLE_POINTS.excluded;
    expect(text(masterPoints(table, { exclude }))).toEqual({
      'Alexander Baljakin': '0',
      A: '5',
      B: '3.5',
      C: '3.5',
      D: '2',
      E: '1',
      F: '0',
    });
    expect(text(grandmasterPoints(table, { exclude }))).toEqual({
      'Alexander Baljakin': '0',
      A: '3',
      B: '1.5',
      C: '1.5',
      D: '0',
      E: '0',
      F: '0',
    });
    const shares = masterPoints(table, { exclude });
    expect(shares[0]).toMatchObject({ excluded: true, places: null });
    expect(shares[2]).toMatchObject({ excluded: false, places: [2, 3] });
    // without the exclusion he takes place 1
    expect(text(masterPoints(table))).toMatchObject({
      'Alexander Baljakin': '5',
      A: '4',
      B: '2.5',
      C: '2.5',
    });
  });

  it('an excluded player inside a tie: the rest of the group is re-ranked', () => {
    const table = rows([
      ['A', 20, 0],
      ['Guest', 20, 0],
      ['B', 20, 0],
      ['C', 10, 0],
    ]);
    expect(text(grandmasterPoints(table, { exclude: ['Guest'] }))).toEqual({
      A: '2.5',
      Guest: '0',
      B: '2.5',
      C: '1',
    });
  });

  it('an unknown excluded name is an error', () => {
    const error = errorOf(() => masterPoints(rows([['A', 1, 0]]), { exclude: ['Alexander Baljakin'] }));
    expect([error.code, error.path]).toEqual(['PLAYER_UNKNOWN', ['exclude', 0]]);
  });

  it('takes any list of values', () => {
    expect(
      text(
        titlePoints(
          rows([
            ['A', 1, 0],
            ['B', 1, 0],
          ]),
          ['1/3', 0],
        ),
      ),
    ).toEqual({ A: '1/6', B: '1/6' });
  });
});

const rowsArbitrary = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: -3, max: 3 })), {
    minLength: 1,
    maxLength: 12,
  })
  .map((entries) => rows(entries.map(([points, saldo], index) => [`P${index}`, points, saldo] as const)));

describe('properties', () => {
  test.prop([rowsArbitrary, fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 8 })], { numRuns: 200 })(
    'prize shares always sum to the prizes of the places occupied; equal points and saldo get equal shares',
    (table, prizes) => {
      const shares = splitPrizes(table, prizes);
      const total = Fraction.sum(shares.map((share) => share.prize));
      expect(total.equals(Fraction.sum(prizes.slice(0, table.length)))).toBe(true);
      for (const [index, share] of shares.entries()) {
        const row = table[index]!;
        for (const [otherIndex, other] of shares.entries()) {
          const otherRow = table[otherIndex]!;
          if (row.points === otherRow.points && row.saldo === otherRow.saldo)
            expect(share.prize.equals(other.prize)).toBe(true);
        }
      }
    },
  );

  test.prop([rowsArbitrary, fc.constantFrom(MASTER_POINTS, GRANDMASTER_POINTS), fc.nat(12)], {
    numRuns: 200,
  })(
    'shared title points sum to the points of the counted places; equal game points get equal shares',
    (table, values, excludeIndex) => {
      const excluded = excludeIndex < table.length ? [table[excludeIndex]!.player] : [];
      const shares = titlePoints(table, values, { exclude: excluded });
      const counted = table.length - excluded.length;
      const total = Fraction.sum(shares.map((share) => share.points));
      expect(total.equals(Fraction.sum(values.slice(0, counted)))).toBe(true);
      for (const share of shares) {
        if (share.excluded) expect(share.points.isZero()).toBe(true);
        const points = table.find((row) => row.player === share.player)!.points;
        for (const other of shares) {
          const otherPoints = table.find((row) => row.player === other.player)!.points;
          if (!share.excluded && !other.excluded && points === otherPoints)
            expect(share.points.equals(other.points)).toBe(true);
        }
      }
    },
  );
});
