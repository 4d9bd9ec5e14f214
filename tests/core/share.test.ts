// Internal helpers the modules share (not package exports), tested directly.
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction, MindsportError, rank, shareByPlace, sharePlaceValues } from '../../src/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';

describe('shareByPlace / sharePlaceValues (core 3)', () => {
  it("the seed's C-Diplo worked example: E 11, F 8, T 8, A 3, R 3, I 1, G 0 (spec diplomacy.md §2)", () => {
    // 38/14/7 for the three best placed, shared among ties; +1 per centre; +1 for playing.
    const centres = { E: 11, F: 8, T: 8, A: 3, R: 3, I: 1, G: 0 };
    const ranked = rank(Object.entries(centres), {
      id: ([power]) => power,
      criteria: [{ name: 'centres', value: ([, count]) => count }],
    });
    const bonus = sharePlaceValues(ranked, [38, 14, 7]);
    const scores = Object.fromEntries(
      ranked.map((row, index) => [row.id, bonus[index]!.add(row.row[1]).add(1).toString()]),
    );
    expect(scores).toEqual({ E: '50', F: '19.5', T: '19.5', A: '4', R: '4', I: '2', G: '1' });
  });

  it('a three-way tie for first shares 38 + 14 + 7: 59/3 each', () => {
    expect(shareByPlace([38, 14, 7], 1, 3).toString()).toBe('59/3');
    expect(shareByPlace([38, 14, 7], 1, 3).mul(3).toString()).toBe('59');
  });

  it('a tie for 2nd splits (14 + 7) / 2; beyond the list places are worth 0', () => {
    expect(shareByPlace([38, 14, 7], 2, 2).toString()).toBe('10.5');
    expect(shareByPlace([38, 14, 7], 3, 3).toString()).toBe('7/3');
    expect(shareByPlace([38, 14, 7], 4, 2).toString()).toBe('0');
    expect(shareByPlace(['12.5', Fraction.of(1, 3)], 1, 2).toString()).toBe('77/12');
  });

  it('rejects bad places and counts', () => {
    const codes = [
      () => shareByPlace([1], 0, 1),
      () => shareByPlace([1], 1, 0),
      () => shareByPlace([1], 1.5, 1),
      () => shareByPlace([1], Number.NaN, 1),
      () => sharePlaceValues([{ place: 3, lastPlace: 2 }], [1]),
    ].map((action) => {
      try {
        action();
      } catch (error) {
        return error instanceof MindsportError ? error.code : 'other';
      }
      return 'none';
    });
    expect(codes).toEqual([
      'OUT_OF_RANGE',
      'OUT_OF_RANGE',
      'NOT_AN_INTEGER',
      'NOT_AN_INTEGER',
      'BAD_PLACE_SPAN',
    ]);
  });

  test.prop([
    fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 20 }),
    fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 12 }),
  ])('shared values always sum to the total of the places occupied', (scores, values) => {
    const ranked = rank(
      scores.map((score, index) => ({ index, score })),
      { id: (row) => String(row.index), criteria: [{ name: 'score', value: (row) => row.score }] },
    );
    const shares = sharePlaceValues(ranked, values);
    const total = values.slice(0, ranked.length).reduce((sum, value) => sum + value, 0);
    expect(Fraction.sum(shares).equals(total)).toBe(true);
    // Equal rows get equal shares, and a better group never gets less than a worse one
    // when the values are non-increasing.
    for (let index = 1; index < ranked.length; index++) {
      if (ranked[index]!.place === ranked[index - 1]!.place)
        expect(shares[index]!.equals(shares[index - 1]!)).toBe(true);
    }
  });
});

describe('a shared place divides the values of exactly the places it spans (core 3)', () => {
  it('a group inside a longer list takes only its own places', () => {
    expect(shareByPlace([38, 14, 7], 1, 2).toString()).toBe('26');
    expect(shareByPlace([38, 14, 7, 3], 2, 1).toString()).toBe('14');
    expect(shareByPlace([38, 14, 7], 3, 1).toString()).toBe('7');
    expect(shareByPlace([], 1, 4).toString()).toBe('0');
  });

  it('each row gets the share of its own span; repeated spans agree', () => {
    const shares = sharePlaceValues(
      [
        { place: 1, lastPlace: 1 },
        { place: 2, lastPlace: 3 },
        { place: 2, lastPlace: 3 },
        { place: 4, lastPlace: 4 },
        { place: 5, lastPlace: 7 },
      ],
      [10, 6, 4, 2, 1, 1, 1],
    );
    expect(shares.map(String)).toEqual(['10', '5', '5', '2', '1']);
  });

  it('bad places and counts carry their own path', () => {
    expect(errorSummary(errorOf(() => shareByPlace([1], 0, 1)))).toEqual({
      code: 'OUT_OF_RANGE',
      message: 'place: 0 is outside 1…∞',
      path: ['place'],
      value: 0,
    });
    expect(errorSummary(errorOf(() => shareByPlace([1], 1, 0)))).toEqual({
      code: 'OUT_OF_RANGE',
      message: 'count: 0 is outside 1…∞',
      path: ['count'],
      value: 0,
    });
  });

  it('a span ending before it starts is reported at its row', () => {
    const rows = [
      { place: 1, lastPlace: 1 },
      { place: 3, lastPlace: 2 },
    ];
    expect(errorSummary(errorOf(() => sharePlaceValues(rows, [1, 2, 3])))).toEqual({
      code: 'BAD_PLACE_SPAN',
      message: 'row 1: last place 2 is before place 3',
      path: [1, 'lastPlace'],
      value: 2,
    });
    expect(errorOf(() => sharePlaceValues([{ place: 1, lastPlace: Number.NaN }], [1])).code).toBe(
      'BAD_PLACE_SPAN',
    );
  });
});
