/**
 * API.md §5: `JSON.stringify(error)` works (a `toJSON` without cycles), and a check that
 * finds a million problems lists the first PROBLEM_LIMIT and says how many more there were.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectProblems,
  Fraction,
  MindsportError,
  PROBLEM_LIMIT,
  unwrapValidation,
} from '../../src/core/index.js';
import { errorOf } from '../helpers/errors.js';

const deepList = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

describe('MindsportError.toJSON (API.md §5)', () => {
  it('writes code, message, path, pointer, value and the problems, without cycles', () => {
    const error = new MindsportError('OUT_OF_RANGE', 'rounds[1].blackDiscs: 70 is outside 0…64', {
      path: ['rounds', 1, 'blackDiscs'],
      value: 70,
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'MindsportError',
      code: 'OUT_OF_RANGE',
      message: 'rounds[1].blackDiscs: 70 is outside 0…64',
      path: ['rounds', 1, 'blackDiscs'],
      pointer: '/rounds/1/blackDiscs',
      value: 70,
      problems: [
        {
          name: 'MindsportError',
          code: 'OUT_OF_RANGE',
          message: 'rounds[1].blackDiscs: 70 is outside 0…64',
          path: ['rounds', 1, 'blackDiscs'],
          pointer: '/rounds/1/blackDiscs',
          value: 70,
        },
      ],
    });
  });

  it('an error standing for several lists each of them once', () => {
    const validation = collectProblems((report) => {
      report({ code: 'A', path: [0], value: 1, message: 'first' });
      report({ code: 'B', path: [1], value: 2, message: 'second' });
    });
    const thrown = errorOf(() => unwrapValidation(validation));
    const json = JSON.parse(JSON.stringify(thrown));
    expect(json.problems.map((problem: { code: string }) => problem.code)).toEqual(['A', 'B']);
    expect(json.problems[0].problems).toBeUndefined();
  });

  it('a value JSON cannot hold is written as its short rendering', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    for (const value of [deepList(10_000), cyclic, 10n, Symbol('s')]) {
      const json = JSON.parse(JSON.stringify(new MindsportError('X', 'x', { value })));
      expect(typeof json.value).toBe('string');
      expect(json.value.length).toBeLessThanOrEqual(80);
    }
    const exact = JSON.parse(JSON.stringify(new MindsportError('X', 'x', { value: Fraction.of(59, 3) })));
    expect(exact.value).toBe('59/3');
    expect('value' in JSON.parse(JSON.stringify(new MindsportError('X', 'x')))).toBe(false);
  });

  it('property: any value stringifies without throwing, and the result parses back', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true }),
        (value) => {
          const text = JSON.stringify(new MindsportError('X', 'x', { path: ['a', 0], value }));
          expect(JSON.parse(text).code).toBe('X');
        },
      ),
    );
  });

  it('a message renders a value nested 10,000 levels deep in a few characters', () => {
    const validation = collectProblems((report) => {
      report(new MindsportError('X', 'x', { value: deepList(10_000) }));
    });
    expect(validation.ok).toBe(false);
  });
});

describe('the problem limit (issue 23 §3)', () => {
  it('lists the first PROBLEM_LIMIT problems and counts the rest in one TOO_MANY_PROBLEMS', () => {
    const total = 1_000_000;
    const validation = collectProblems((report) => {
      for (let index = 0; index < total; index++) {
        report({ code: 'OUT_OF_RANGE', path: [index], value: index, message: `[${index}]: bad` });
      }
    });
    expect(validation.ok).toBe(false);
    expect(validation.problems).toHaveLength(PROBLEM_LIMIT + 1);
    const last = validation.problems[PROBLEM_LIMIT] as MindsportError;
    expect(last.code).toBe('TOO_MANY_PROBLEMS');
    expect(last.value).toBe(total - PROBLEM_LIMIT);
    expect(last.message).toBe(`${total - PROBLEM_LIMIT} more problems not listed (the first 1000 are)`);
    const thrown = errorOf(() => unwrapValidation(validation));
    expect(thrown.message).toBe(`[0]: bad (and ${total - 1} more problems)`);
    expect(thrown.problems).toHaveLength(PROBLEM_LIMIT + 1);
  });

  it('exactly PROBLEM_LIMIT problems need no summary; one more gets "1 more problem"', () => {
    const run = (count: number) =>
      collectProblems((report) => {
        for (let index = 0; index < count; index++)
          report({ code: 'X', path: [], value: index, message: 'x' });
      });
    expect(run(PROBLEM_LIMIT).problems).toHaveLength(PROBLEM_LIMIT);
    const over = run(PROBLEM_LIMIT + 1).problems;
    expect(over).toHaveLength(PROBLEM_LIMIT + 1);
    expect(over[PROBLEM_LIMIT]?.message).toBe('1 more problem not listed (the first 1000 are)');
  });
});
