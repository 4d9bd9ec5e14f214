/**
 * The shape checks every module's validators share (API.md §3 and §5): one code and one
 * message per shape problem, and the "did you mean" of unknown keys. These helpers are
 * internal (not package exports), so they are imported from `core/internal.js`; every module's
 * contract row (tests/contract) checks the same behaviour through the public API.
 */
import { describe, expect, it } from 'vitest';
import { collectProblems, MindsportError } from '../../src/core/index.js';
import {
  checkFields,
  checkInteger,
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  readOptions,
  show,
  suggest,
  THROW,
} from '../../src/core/internal.js';
import { errorOf, errorSummary } from '../helpers/errors.js';

const problemsOf = (check: (report: Parameters<Parameters<typeof collectProblems>[0]>[0]) => void) =>
  collectProblems(check).problems.map(errorSummary);

describe('shape checks: one code and one message per problem', () => {
  it('names the place and the value once', () => {
    expect(
      problemsOf((report) => {
        checkRecord(null, ['players', 0], report);
        checkList('x', ['players'], report);
        checkString(3, ['players', 1, 'name'], report);
        checkString('  ', ['players', 1, 'id'], report);
        checkInteger(70, ['rounds', 2, 'games', 3, 'blackDiscs'], report, { min: 0, max: 64 });
        checkInteger(2.5, ['rounds'], report);
      }),
    ).toEqual([
      {
        code: 'NOT_AN_OBJECT',
        message: 'players[0]: null is not an object',
        path: ['players', 0],
        value: null,
      },
      { code: 'NOT_A_LIST', message: 'players: "x" is not a list', path: ['players'], value: 'x' },
      {
        code: 'NOT_A_STRING',
        message: 'players[1].name: 3 is not text',
        path: ['players', 1, 'name'],
        value: 3,
      },
      {
        code: 'EMPTY_STRING',
        message: 'players[1].id: "  " is empty',
        path: ['players', 1, 'id'],
        value: '  ',
      },
      {
        code: 'OUT_OF_RANGE',
        message: 'rounds[2].games[3].blackDiscs: 70 is outside 0…64',
        path: ['rounds', 2, 'games', 3, 'blackDiscs'],
        value: 70,
      },
      { code: 'NOT_AN_INTEGER', message: 'rounds: 2.5 is not a whole number', path: ['rounds'], value: 2.5 },
    ]);
  });

  it("unknown fields are refused with the nearest known one; extra is the caller's own", () => {
    expect(
      problemsOf((report) =>
        checkFields({ id: 'a', nmae: 'Anna', extra: { club: 'x' } }, ['id', 'name'], ['players', 0], report, [
          'id',
        ]),
      ),
    ).toEqual([
      {
        code: 'UNKNOWN_FIELD',
        message: 'players[0].nmae: unknown field; did you mean "name"?',
        path: ['players', 0, 'nmae'],
        value: 'Anna',
      },
    ]);
    expect(problemsOf((report) => checkFields({}, ['id'], [], report, ['id']))).toEqual([
      { code: 'MISSING_FIELD', message: 'id: is missing', path: ['id'], value: undefined },
    ]);
  });

  it('a text outside its list is NOT_ONE_OF with a suggestion', () => {
    const error = errorOf(() => checkOneOf('regullar', ['regular', 'lightning'], ['kind'], THROW));
    expect(errorSummary(error)).toEqual({
      code: 'NOT_ONE_OF',
      message: 'kind: "regullar" is not one of regular, lightning; did you mean "regular"?',
      path: ['kind'],
      value: 'regullar',
    });
  });
});

describe('readOptions (API.md §3: nothing unknown is ignored; null is a MindsportError)', () => {
  it('undefined is no options; null and lists are NOT_AN_OBJECT', () => {
    expect(readOptions(undefined, ['afterRound'])).toEqual({});
    for (const bad of [null, [], 'x', 3]) {
      const error = errorOf(() => readOptions(bad, ['afterRound']));
      expect(error).toBeInstanceOf(MindsportError);
      expect([error.code, error.path]).toEqual(['NOT_AN_OBJECT', ['options']]);
    }
  });

  it('an unknown option is UNKNOWN_OPTION naming the nearest known one', () => {
    expect(errorSummary(errorOf(() => readOptions({ throughRound: 1 }, ['afterRound', 'seed'])))).toEqual({
      code: 'UNKNOWN_OPTION',
      message: 'options.throughRound: unknown option; did you mean "afterRound"?',
      path: ['options', 'throughRound'],
      value: 1,
    });
    expect(errorOf(() => readOptions({ zzz: 1 }, ['afterRound'])).message).toBe(
      'options.zzz: unknown option',
    );
  });
});

describe('suggest', () => {
  it('finds case slips, typos, swaps and renamed keys; nothing for unrelated names', () => {
    expect(suggest('AfterRound', ['afterRound'])).toBe('afterRound');
    expect(suggest('aftreRound', ['seed', 'afterRound'])).toBe('afterRound');
    expect(suggest('placePoint', ['placePoints', 'config'])).toBe('placePoints');
    expect(suggest('throughRound', ['seed', 'afterRound'])).toBe('afterRound');
    expect(suggest('colour', ['seed', 'afterRound'])).toBeUndefined();
    expect(suggest('x'.repeat(1000), ['afterRound'])).toBeUndefined();
  });
});

describe('show', () => {
  it('renders a list nested 10,000 levels deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    expect(show(deep)).toBe(`${'['.repeat(77)}...`);
  });
});
