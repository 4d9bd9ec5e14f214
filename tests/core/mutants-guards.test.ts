/**
 * Exact messages, paths and bounds of the core guards and of place sharing (core 3–4), so a
 * changed message, a lost path or an off-by-one bound fails a test (mutation testing, issue 13).
 */
import { describe, expect, it } from 'vitest';
import { shareByPlace, sharePlaceValues } from '../../src/core/index.js';
// Internal helpers the modules share (not package exports), tested directly.
import { requireFiniteNumber, requireInteger, show } from '../../src/core/internal.js';
import { errorOf, errorSummary } from '../helpers/errors.js';

describe('requireInteger: bounds are inclusive, messages and paths exact', () => {
  it('accepts the bounds themselves and rejects one beyond', () => {
    expect(requireInteger(0, ['x'], { min: 0, max: 64 })).toBe(0);
    expect(requireInteger(64, ['x'], { min: 0, max: 64 })).toBe(64);
    expect(requireInteger(Number.MAX_SAFE_INTEGER, ['x'])).toBe(Number.MAX_SAFE_INTEGER);
    expect(requireInteger(-5, ['x'])).toBe(-5);
    expect(
      errorSummary(errorOf(() => requireInteger(65, ['rounds', 1, 'discs'], { min: 0, max: 64 }))),
    ).toEqual({
      code: 'OUT_OF_RANGE',
      message: 'rounds[1].discs: 65 is outside 0…64',
      path: ['rounds', 1, 'discs'],
      value: 65,
    });
    expect(errorOf(() => requireInteger(-1, ['x'], { min: 0, max: 64 })).code).toBe('OUT_OF_RANGE');
  });

  it('names a non-zero lower bound and an open upper one', () => {
    expect(errorOf(() => requireInteger(0, ['place'], { min: 1 })).message).toBe('place: 0 is outside 1…∞');
    expect(errorOf(() => requireInteger(6, ['count'], { min: 2, max: 5 })).message).toBe(
      'count: 6 is outside 2…5',
    );
  });

  it('a non-integer carries its path, its value and a message naming it', () => {
    expect(errorSummary(errorOf(() => requireInteger(2.5, ['games', 0, 'score'])))).toEqual({
      code: 'NOT_AN_INTEGER',
      message: 'games[0].score: 2.5 is not a whole number',
      path: ['games', 0, 'score'],
      value: 2.5,
    });
    expect(errorOf(() => requireInteger('7', ['a'])).message).toBe('a: "7" is not a whole number');
    expect(errorOf(() => requireInteger(2 ** 53, ['a'])).code).toBe('NOT_AN_INTEGER');
    expect(errorOf(() => requireInteger(Number.POSITIVE_INFINITY, ['a'])).code).toBe('NOT_AN_INTEGER');
  });
});

describe('requireFiniteNumber', () => {
  it('accepts any finite number and names what it rejects', () => {
    expect(requireFiniteNumber(-0.25, ['r'])).toBe(-0.25);
    expect(requireFiniteNumber(0, ['r'])).toBe(0);
    expect(errorSummary(errorOf(() => requireFiniteNumber(Number.NaN, ['players', 3, 'rating'])))).toEqual({
      code: 'NOT_A_NUMBER',
      message: 'players[3].rating: NaN is not a finite number',
      path: ['players', 3, 'rating'],
      value: Number.NaN,
    });
    expect(errorOf(() => requireFiniteNumber('1', ['r'])).message).toBe('r: "1" is not a finite number');
    expect(errorOf(() => requireFiniteNumber(Number.NEGATIVE_INFINITY, [])).message).toBe(
      '(input): -Infinity is not a finite number',
    );
  });
});

describe('show: long JSON is cut at 80 characters', () => {
  it('keeps exactly 80 characters and cuts 81 to 77 + "..."', () => {
    const eighty = ['x'.repeat(76)]; // ["xxx…"] is 76 + 4 = 80 characters
    expect(show(eighty)).toBe(JSON.stringify(eighty));
    const eightyOne = ['x'.repeat(77)];
    expect(show(eightyOne)).toBe(`["${'x'.repeat(75)}...`);
    expect(show(eightyOne)).toHaveLength(80);
    // Long strings are cut like the rest: a 1 MB field must not make a 1 MB message.
    expect(show('y'.repeat(100))).toBe(`"${'y'.repeat(76)}...`);
    expect(show(true)).toBe('true');
    expect(show(null)).toBe('null');
    expect(show(-0.5)).toBe('-0.5');
  });
});

describe('shareByPlace / sharePlaceValues: exact boundaries and errors (core 3)', () => {
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
