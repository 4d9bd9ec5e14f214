import { describe, expect, it } from 'vitest';
import {
  collectProblems,
  describePath,
  formatPointer,
  MindsportError,
  unwrapValidation,
} from '../../src/core/index.js';
// Internal helpers the modules share (not package exports), tested directly.
import { requireFiniteNumber, requireInteger, show } from '../../src/core/internal.js';
import { errorOf } from '../helpers/errors.js';

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
