/**
 * The Brightwell constant's errors (spec §5: a preset's rule or a plain constant for a
 * round count), each with its exact code, message, path and value, and the edges of a
 * table rule's rows (mutation testing, issue 13).
 */
import { describe, expect, it } from 'vitest';
import { type BrightwellPreset, brightwellConstant } from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';

const TABLE = {
  source: 'KOA II.4',
  rule: {
    kind: 'table',
    rows: [
      { fromRounds: 5, toRounds: 7, constant: 3 },
      { fromRounds: 8, toRounds: 9, constant: 4 },
    ],
  },
} as unknown as BrightwellPreset;

describe('brightwellConstant errors (spec §5)', () => {
  it('a round count that is not a whole number ≥ 1', () => {
    expect(failure(() => brightwellConstant(3, 0))).toEqual([
      'BAD_ROUND_COUNT',
      'round count 0 is not a whole number ≥ 1',
      ['rounds'],
      0,
    ]);
    expect(failure(() => brightwellConstant(3, 2.5))[0]).toBe('BAD_ROUND_COUNT');
  });

  it('a table rule: rows are inclusive at both ends; outside them the covered range is named', () => {
    expect(brightwellConstant(TABLE, 5).toString()).toBe('3');
    expect(brightwellConstant(TABLE, 7).toString()).toBe('3');
    expect(brightwellConstant(TABLE, 8).toString()).toBe('4');
    expect(brightwellConstant(TABLE, 9).toString()).toBe('4');
    expect(failure(() => brightwellConstant(TABLE, 4))).toEqual([
      'ROUNDS_NOT_COVERED',
      'KOA II.4 defines the Brightwell constant for 5–9 rounds, not 4',
      ['rounds'],
      4,
    ]);
    expect(failure(() => brightwellConstant(TABLE, 10))[1]).toBe(
      'KOA II.4 defines the Brightwell constant for 5–9 rounds, not 10',
    );
    const open = { source: 'X', rule: { kind: 'table', rows: [{ fromRounds: 5, constant: 3 }] } };
    expect(failure(() => brightwellConstant(open as unknown as BrightwellPreset, 4))[1]).toBe(
      'X defines the Brightwell constant for 5 or more rounds, not 4',
    );
  });

  it('an unknown rule, a constant that is no number, a negative constant', () => {
    const odd = { source: 'Y', rule: { kind: 'odd' } } as unknown as BrightwellPreset;
    expect(failure(() => brightwellConstant(odd, 5))).toEqual([
      'BAD_BRIGHTWELL_RULE',
      'unknown Brightwell rule {"kind":"odd"}',
      ['rule'],
      { kind: 'odd' },
    ]);
    expect(failure(() => brightwellConstant('abc', 5))).toEqual([
      'BAD_BRIGHTWELL_CONSTANT',
      'Brightwell constant "abc" is not a number',
      ['brightwellConstant'],
      'abc',
    ]);
    expect(failure(() => brightwellConstant(-1, 5))).toEqual([
      'BAD_BRIGHTWELL_CONSTANT',
      'Brightwell constant -1 is negative',
      ['brightwellConstant'],
      -1,
    ]);
    expect(brightwellConstant(0, 5).toString()).toBe('0');
    // brightwell.ts isPreset `value !== null` → `true`: null is not a preset object, it is a
    // bad constant (a coded error, never a TypeError from reading null.kind).
    expect(failure(() => brightwellConstant(null as never, 5))).toEqual([
      'BAD_BRIGHTWELL_CONSTANT',
      'Brightwell constant null is not a number',
      ['brightwellConstant'],
      null,
    ]);
  });
});
