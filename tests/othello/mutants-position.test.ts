/**
 * Position notation and position objects (spec §1: 64 characters X/O/- from a1 to h8, then
 * the side to move; objects are two 32-bit halves per colour): every error with its exact
 * code, message, path and value, and the boundaries of the halves (mutation testing, issue 13).
 */
import { describe, expect, it } from 'vitest';
import {
  assertPosition,
  discCounts,
  formatPosition,
  opponent,
  parsePosition,
  START_POSITION,
} from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';

const VALID = { black: { lo: 1, hi: 0 }, white: { lo: 2, hi: 0 }, turn: 'white' } as const;

describe('assertPosition (spec §1)', () => {
  it('not an object, or a colour that is not a square set', () => {
    expect(failure(() => assertPosition(null))).toEqual([
      'NOT_AN_OBJECT',
      '(input): null is not an object',
      [],
      null,
    ]);
    expect(failure(() => assertPosition(5))).toEqual(['NOT_AN_OBJECT', '(input): 5 is not an object', [], 5]);
    expect(failure(() => assertPosition({ ...VALID, black: null }))).toEqual([
      'NOT_AN_OBJECT',
      'black: null is not an object',
      ['black'],
      null,
    ]);
    expect(failure(() => assertPosition({ ...VALID, white: 3 }))).toEqual([
      'NOT_AN_OBJECT',
      'white: 3 is not an object',
      ['white'],
      3,
    ]);
  });

  it('halves are integers from -2^31 to 2^32 - 1', () => {
    expect(failure(() => assertPosition({ ...VALID, black: { lo: 1.5, hi: 0 } }))).toEqual([
      'NOT_AN_INTEGER',
      'black.lo: 1.5 is not a whole number',
      ['black', 'lo'],
      1.5,
    ]);
    expect(failure(() => assertPosition({ ...VALID, white: { lo: 0, hi: 0x100000000 } }))).toEqual([
      'OUT_OF_RANGE',
      'white.hi: 4294967296 is outside -2147483648…4294967295',
      ['white', 'hi'],
      0x100000000,
    ]);
    expect(failure(() => assertPosition({ ...VALID, white: { lo: 0, hi: -0x80000001 } }))[1]).toBe(
      'white.hi: -2147483649 is outside -2147483648…4294967295',
    );
    expect(failure(() => assertPosition({ ...VALID, white: { lo: 0, hi: '1' } }))[1]).toBe(
      'white.hi: "1" is not a whole number',
    );
    const extremes = { black: { lo: -0x80000000, hi: 0xffffffff }, white: { lo: 0, hi: 0 }, turn: 'black' };
    expect(assertPosition(extremes)).toBe(extremes);
  });

  it('the side to move, and no square with two discs (in either half)', () => {
    expect(failure(() => assertPosition({ ...VALID, turn: 'red' }))).toEqual([
      'NOT_ONE_OF',
      'turn: "red" is not one of black, white',
      ['turn'],
      'red',
    ]);
    const low = { ...VALID, white: { lo: 1, hi: 0 } };
    expect(failure(() => assertPosition(low))).toEqual([
      'OVERLAPPING_DISCS',
      '(input): a square holds both a black and a white disc',
      [],
      low,
    ]);
    const high = { ...VALID, black: { lo: 0, hi: 4 }, white: { lo: 0, hi: 4 } };
    expect(failure(() => assertPosition(high))[1]).toBe(
      '(input): a square holds both a black and a white disc',
    );
    expect(assertPosition(VALID)).toBe(VALID);
    // An unknown field is refused too (API.md §3).
    expect(failure(() => assertPosition({ ...VALID, tunr: 'black' }))[0]).toBe('UNKNOWN_FIELD');
  });
});

describe('parsePosition / formatPosition (spec §1)', () => {
  it('errors name the character, the square and the side to move', () => {
    expect(failure(() => parsePosition(7 as never))).toEqual([
      'NOT_A_STRING',
      'position 7 is not text',
      [],
      7,
    ]);
    expect(failure(() => parsePosition('X'.repeat(10)))).toEqual([
      'BAD_POSITION_TEXT',
      'position text ends after 10 characters; 64 squares and the side to move are needed',
      [10],
      'XXXXXXXXXX',
    ]);
    expect(failure(() => parsePosition(`${'-'.repeat(40)}Q${'-'.repeat(23)} X`))).toEqual([
      'BAD_POSITION_TEXT',
      'character 41 (square a6) is "Q"; expected X, O or -',
      [40],
      'Q',
    ]);
    expect(failure(() => parsePosition(`${'-'.repeat(64)}  `))).toEqual([
      'BAD_POSITION_TEXT',
      'the side to move (X or O) is missing after the 64 squares',
      [64],
      '',
    ]);
    expect(failure(() => parsePosition(`${'-'.repeat(64)} Z`))).toEqual([
      'BAD_POSITION_TEXT',
      'side to move "Z" is not X or O',
      [64],
      'Z',
    ]);
  });

  it('lower case is read; both halves are filled; whitespace around the side is ignored', () => {
    const position = parsePosition(`${'x'.repeat(31)}oo${'-'.repeat(30)}x o`);
    expect(formatPosition(position)).toBe(`${'X'.repeat(31)}OO${'-'.repeat(30)}X O`);
    expect(discCounts(position)).toEqual({ black: 32, white: 2, empty: 30 });
    expect(position.turn).toBe('white');
    const last = parsePosition(`${'-'.repeat(63)}O\tx\n`);
    expect(formatPosition(last)).toBe(`${'-'.repeat(63)}O X`);
    expect(last.turn).toBe('black');
    expect(parsePosition(`${'-'.repeat(64)}X`).turn).toBe('black');
    expect(parsePosition(`${'-'.repeat(64)}O`).turn).toBe('white');
  });

  it('formatPosition checks its input; discCounts and opponent', () => {
    expect(formatPosition(VALID)).toBe(`XO${'-'.repeat(62)} O`);
    expect(failure(() => formatPosition({ ...VALID, turn: 'red' } as never))[0]).toBe('NOT_ONE_OF');
    expect(failure(() => discCounts({ ...VALID, turn: 'red' } as never))[0]).toBe('NOT_ONE_OF');
    expect(discCounts(START_POSITION)).toEqual({ black: 2, white: 2, empty: 60 });
    expect(opponent('white')).toBe('black');
    expect(opponent('black')).toBe('white');
  });
});
