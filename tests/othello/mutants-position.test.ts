/**
 * Position notation and position objects (spec §1: 64 characters X/O/- from a1 to h8, then
 * the side to move; objects are two 32-bit halves per colour): every error with its exact
 * code, message, path and value, and the boundaries of the halves (mutation testing, issue 13).
 */
import { describe, expect, it } from 'vitest';
import {
  discCounts,
  formatPosition,
  opponent,
  parsePosition,
  requirePosition,
  START_POSITION,
} from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';

const VALID = { black: { lo: 1, hi: 0 }, white: { lo: 2, hi: 0 }, turn: 'white' } as const;

describe('requirePosition (spec §1)', () => {
  it('not an object, or a colour that is not a square set', () => {
    expect(failure(() => requirePosition(null, ['game']))).toEqual([
      'BAD_POSITION',
      'position: null is not a position',
      ['game'],
      null,
    ]);
    expect(failure(() => requirePosition(5))).toEqual([
      'BAD_POSITION',
      'position: 5 is not a position',
      [],
      5,
    ]);
    expect(failure(() => requirePosition({ ...VALID, black: null }, ['p']))).toEqual([
      'BAD_POSITION',
      'position black: null is not a square set {lo, hi}',
      ['p', 'black'],
      null,
    ]);
    expect(failure(() => requirePosition({ ...VALID, white: 3 }))).toEqual([
      'BAD_POSITION',
      'position white: 3 is not a square set {lo, hi}',
      ['white'],
      3,
    ]);
  });

  it('halves are integers from -2^31 to 2^32 - 1', () => {
    expect(failure(() => requirePosition({ ...VALID, black: { lo: 1.5, hi: 0 } }, ['x', 0]))).toEqual([
      'BAD_POSITION',
      'position black.lo: 1.5 is not a 32-bit integer',
      ['x', 0, 'black', 'lo'],
      1.5,
    ]);
    expect(failure(() => requirePosition({ ...VALID, white: { lo: 0, hi: 0x100000000 } }))).toEqual([
      'BAD_POSITION',
      'position white.hi: 4294967296 is not a 32-bit integer',
      ['white', 'hi'],
      0x100000000,
    ]);
    expect(failure(() => requirePosition({ ...VALID, white: { lo: 0, hi: -0x80000001 } }))[1]).toBe(
      'position white.hi: -2147483649 is not a 32-bit integer',
    );
    expect(failure(() => requirePosition({ ...VALID, white: { lo: 0, hi: '1' } }))[1]).toBe(
      'position white.hi: "1" is not a 32-bit integer',
    );
    const extremes = { black: { lo: -0x80000000, hi: 0xffffffff }, white: { lo: 0, hi: 0 }, turn: 'black' };
    expect(requirePosition(extremes)).toBe(extremes);
  });

  it('the side to move, and no square with two discs (in either half)', () => {
    expect(failure(() => requirePosition({ ...VALID, turn: 'red' }))).toEqual([
      'BAD_POSITION',
      "position turn: \"red\" is not 'black' or 'white'",
      ['turn'],
      'red',
    ]);
    const low = { ...VALID, white: { lo: 1, hi: 0 } };
    expect(failure(() => requirePosition(low))).toEqual([
      'BAD_POSITION',
      'position: a square holds both a black and a white disc',
      [],
      low,
    ]);
    const high = { ...VALID, black: { lo: 0, hi: 4 }, white: { lo: 0, hi: 4 } };
    expect(failure(() => requirePosition(high))[1]).toBe(
      'position: a square holds both a black and a white disc',
    );
    expect(requirePosition(VALID)).toBe(VALID);
  });
});

describe('parsePosition / formatPosition (spec §1)', () => {
  it('errors name the character, the square and the side to move', () => {
    expect(failure(() => parsePosition(7 as never))).toEqual([
      'BAD_POSITION_TEXT',
      '7 is not a position string',
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
    expect(failure(() => formatPosition({ ...VALID, turn: 'red' } as never))[0]).toBe('BAD_POSITION');
    expect(failure(() => discCounts({ ...VALID, turn: 'red' } as never))[0]).toBe('BAD_POSITION');
    expect(discCounts(START_POSITION)).toEqual({ black: 2, white: 2, empty: 60 });
    expect(opponent('white')).toBe('black');
    expect(opponent('black')).toBe('white');
  });
});
