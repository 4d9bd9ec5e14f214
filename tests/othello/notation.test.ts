/**
 * The notations of spec §1, every error with its exact code, message, path and value: square
 * names (a1…h8), transcripts (square names run together, whitespace allowed between moves),
 * position objects (two 32-bit halves per colour, the boundaries of the halves) and positions
 * as 64 characters X/O/- plus the side to move.
 */
import { describe, expect, it } from 'vitest';
import {
  assertPosition,
  discCounts,
  formatPosition,
  formatSquare,
  formatTranscript,
  opponent,
  parsePosition,
  parseSquare,
  parseTranscript,
  START_POSITION,
} from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';

describe('square names a1…h8: column letter, then row digit (spec §1, NOF §9)', () => {
  it('upper case is read; anything but two characters naming a square is BAD_SQUARE', () => {
    expect(parseSquare('C4')).toBe(26);
    expect(failure(() => parseSquare('i1'))).toEqual([
      'BAD_SQUARE',
      '"i1" is not a square name (a1…h8)',
      [],
      'i1',
    ]);
    expect(failure(() => parseSquare('c4 '))).toEqual([
      'BAD_SQUARE',
      '"c4 " is not a square name (a1…h8)',
      [],
      'c4 ',
    ]);
    // Not a string, even one with a length of 2: NOT_A_STRING, never a TypeError.
    expect(failure(() => parseSquare(['c', '4'] as never))[0]).toBe('NOT_A_STRING');
    expect(failure(() => parseSquare(7 as never))).toEqual(['NOT_A_STRING', 'square 7 is not text', [], 7]);
  });

  it('indices 0…63 only', () => {
    expect(formatSquare(0)).toBe('a1');
    expect(formatSquare(63)).toBe('h8');
    expect(failure(() => formatSquare(64))).toEqual([
      'BAD_SQUARE',
      '64 is not a square index (0…63)',
      [],
      64,
    ]);
    expect(failure(() => formatSquare(-1))[0]).toBe('BAD_SQUARE');
    expect(failure(() => formatSquare(1.5))[1]).toBe('1.5 is not a square index (0…63)');
  });
});

describe('transcripts: square names run together, whitespace allowed between moves (spec §1)', () => {
  it('space, tab, line feed and carriage return separate moves; a vertical tab does not', () => {
    expect(parseTranscript('f5 D6\tc3\r\nd3')).toEqual(['f5', 'd6', 'c3', 'd3']);
    expect(parseTranscript('f5\td6')).toEqual(['f5', 'd6']);
    expect(parseTranscript('f5\rd6')).toEqual(['f5', 'd6']);
    expect(parseTranscript('')).toEqual([]);
    expect(failure(() => parseTranscript('f5\vd6'))).toEqual([
      'BAD_TRANSCRIPT',
      'move 2 at character 3: "\\u000bd" is not a square name (a1…h8)',
      [1],
      '\vd',
    ]);
  });

  it('a bad move names the move number, the character and the text found', () => {
    expect(failure(() => parseTranscript('f5d6 z9'))).toEqual([
      'BAD_TRANSCRIPT',
      'move 3 at character 6: "z9" is not a square name (a1…h8)',
      [2],
      'z9',
    ]);
    expect(failure(() => parseTranscript('f5d'))).toEqual([
      'BAD_TRANSCRIPT',
      'move 2 at character 3: "d" is not a square name (a1…h8)',
      [1],
      'd',
    ]);
  });

  it('a transcript must be a string', () => {
    expect(failure(() => parseTranscript(5 as never))).toEqual([
      'NOT_A_STRING',
      'transcript 5 is not text',
      [],
      5,
    ]);
  });

  it('formats names, indices and upper case alike, naming the bad move by its index', () => {
    expect(formatTranscript(['f5', 29, 'D6'])).toBe('f5f4d6');
    expect(failure(() => formatTranscript(['f5', 64]))).toEqual([
      'BAD_SQUARE',
      '64 is not a square index (0…63)',
      [1],
      64,
    ]);
    expect(failure(() => formatTranscript(['f5', 'd6', 'zz']))).toEqual([
      'BAD_SQUARE',
      '"zz" is not a square name (a1…h8)',
      [2],
      'zz',
    ]);
  });
});

const VALID = { black: { lo: 1, hi: 0 }, white: { lo: 2, hi: 0 }, turn: 'white' } as const;

describe('position objects: two 32-bit halves per colour, a side to move, no square twice (spec §1)', () => {
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

describe('positions as text: 64 characters X/O/- from a1 to h8, then the side to move (spec §1)', () => {
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
