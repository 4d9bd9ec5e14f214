/**
 * Square and transcript notation (spec §1: a1…h8, column letter then row digit; transcripts
 * are square names run together, whitespace allowed between moves): exact errors with their
 * code, message, path and value, and each whitespace character (mutation testing, issue 13).
 */
import { describe, expect, it } from 'vitest';
import { formatSquare, formatTranscript, parseSquare, parseTranscript } from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';

describe('parseSquare / formatSquare (spec §1)', () => {
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

describe('parseTranscript / formatTranscript (spec §1)', () => {
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
