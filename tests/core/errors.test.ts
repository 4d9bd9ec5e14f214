import { describe, expect, it } from 'vitest';
// Internal helpers the modules share (not package exports), tested directly.
import { requireFiniteNumber, requireInteger, show } from '../../src/core/internal.js';
import {
  collectProblems,
  describePath,
  formatPointer,
  MindsportError,
  unwrapValidation,
} from '../../src/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';

describe('MindsportError and validation (core 4)', () => {
  it('carries a stable code, a path, the value and a pointer', () => {
    const error = new MindsportError('DISC_TOTAL_OVER_64', 'game 3 of round 2: discs 40 + 30 exceed 64', {
      path: ['rounds', 1, 'games', 2],
      value: [40, 30],
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('MindsportError');
    expect(error.code).toBe('DISC_TOTAL_OVER_64');
    expect(error.pointer).toBe('/rounds/1/games/2');
    expect(error.value).toEqual([40, 30]);
    expect(error.problems).toEqual([error]);
    expect(Object.isFrozen(error.path)).toBe(true);
    expect(new MindsportError('X', 'x', { cause: error }).cause).toBe(error);
    expect(new MindsportError('X', 'x').path).toEqual([]);
  });

  it('formats paths as JSON pointers and readable names', () => {
    expect(formatPointer(['a/b', 'c~d', 0])).toBe('/a~1b/c~0d/0');
    expect(formatPointer([])).toBe('');
    expect(describePath(['rounds', 2, 'games', 0, 'blackDiscs'])).toBe('rounds[2].games[0].blackDiscs');
    expect(describePath([])).toBe('(input)');
    expect(describePath([3, 'x'])).toBe('[3].x');
  });

  it('collects every problem at once and unwraps to the first with the list attached', () => {
    const bad = collectProblems((report) => {
      for (const [index, discs] of [70, 12, -1, 65].entries()) {
        if (discs < 0 || discs > 64) {
          report(new MindsportError('DISCS_OUT_OF_RANGE', `discs ${discs}`, { path: [index], value: discs }));
        }
      }
      return 'done';
    });
    expect(bad.ok).toBe(false);
    expect(bad.problems.map((problem) => problem.path[0])).toEqual([0, 2, 3]);
    const thrown = errorOf(() => unwrapValidation(bad));
    expect(thrown.code).toBe('DISCS_OUT_OF_RANGE');
    expect(thrown.problems).toHaveLength(3);
    expect(thrown.message).toContain('and 2 more problems');
    const single = collectProblems((report) => report(new MindsportError('ONE', 'one')));
    expect(errorOf(() => unwrapValidation(single)).message).toBe('one');
    const good = collectProblems(() => 42);
    expect(good).toEqual({ ok: true, value: 42, problems: [] });
    expect(unwrapValidation(good)).toBe(42);
  });

  it('guards reject NaN, Infinity, non-integers and out-of-range counts, naming the value', () => {
    expect(requireInteger(33, ['blackDiscs'], { min: 0, max: 64 })).toBe(33);
    expect(errorOf(() => requireInteger(Number.NaN, ['x'])).code).toBe('NOT_AN_INTEGER');
    expect(errorOf(() => requireInteger(2.5, ['x'])).code).toBe('NOT_AN_INTEGER');
    expect(errorOf(() => requireInteger('3', ['x'])).code).toBe('NOT_AN_INTEGER');
    const range = errorOf(() => requireInteger(70, ['rounds', 0, 'blackDiscs'], { min: 0, max: 64 }));
    expect(range.code).toBe('OUT_OF_RANGE');
    expect(range.message).toBe('rounds[0].blackDiscs: 70 is outside 0…64');
    expect(range.path).toEqual(['rounds', 0, 'blackDiscs']);
    expect(errorOf(() => requireInteger(-1, ['x'], { min: 0 })).message).toContain('0…∞');
    expect(errorOf(() => requireInteger(9, ['x'], { max: 5 })).message).toContain('-∞…5');
    expect(requireFiniteNumber(1.5, ['rating'])).toBe(1.5);
    expect(errorOf(() => requireFiniteNumber(Number.POSITIVE_INFINITY, ['rating'])).code).toBe(
      'NOT_A_NUMBER',
    );
  });

  it('show renders values for messages', () => {
    expect(show('x9')).toBe('"x9"');
    expect(show(Number.NaN)).toBe('NaN');
    expect(show(undefined)).toBe('undefined');
    expect(show({ a: 1 })).toBe('{"a":1}');
    expect(show('y'.repeat(10)).length).toBe(12);
    expect(show({ long: 'z'.repeat(100) }).endsWith('...')).toBe(true);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    // A cycle is written until the text is long enough, never followed for ever.
    expect(show(cyclic)).toBe(`${'{"self":'.repeat(10).slice(0, 77)}...`);
    expect(show(() => 1)).toBe('[function]');
    expect(show(10n)).toBe('10');
  });
});

describe('MindsportError: its cause, and how many more problems a validation found (core 4)', () => {
  it('an error without a cause has no cause property; with one, it carries it', () => {
    const plain = new MindsportError('X', 'm');
    expect('cause' in plain).toBe(false);
    const cause = new Error('inner');
    expect(new MindsportError('X', 'm', { cause }).cause).toBe(cause);
  });
  it('several problems: "(and 1 more problem)", "(and 2 more problems)", the list attached', () => {
    const problems = (count: number) =>
      collectProblems((report) => {
        for (let index = 0; index < count; index++)
          report(new MindsportError(`P${index}`, `problem ${index}`, { path: [index] }));
        return 0;
      });
    const two = errorOf(() => unwrapValidation(problems(2)));
    expect([two.code, two.message, two.path]).toEqual(['P0', 'problem 0 (and 1 more problem)', [0]]);
    expect(two.problems.map((problem) => problem.code)).toEqual(['P0', 'P1']);
    const three = errorOf(() => unwrapValidation(problems(3)));
    expect(three.message).toBe('problem 0 (and 2 more problems)');
    expect(three.problems).toHaveLength(3);
    const one = errorOf(() => unwrapValidation(problems(1)));
    expect(one.message).toBe('problem 0');
    expect(one.problems).toEqual([one]);
  });
});

describe('integer guards: bounds are inclusive, the message names the path and the value (core 4)', () => {
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

describe('number guards: finite numbers only (core 4)', () => {
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

describe('values in messages: JSON cut at 80 characters (core 4)', () => {
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
