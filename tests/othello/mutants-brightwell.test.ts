/**
 * The Brightwell constant's errors (spec §5: a preset's rule or a plain constant for a
 * round count), each with its exact code, message, path and value, and the edges of a
 * table rule's rows (mutation testing, issue 13).
 */
import { describe, expect, it } from 'vitest';
import { type BrightwellPreset, brightwellConstant } from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';

const TABLE = {
  name: 'Club',
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
    expect(failure(() => brightwellConstant(0, 3))).toEqual([
      'OUT_OF_RANGE',
      'rounds: 0 is outside 1…∞',
      ['rounds'],
      0,
    ]);
    expect(failure(() => brightwellConstant(2.5, 3))[0]).toBe('NOT_AN_INTEGER');
  });

  it('a table rule: rows are inclusive at both ends; outside them the covered range is named', () => {
    expect(brightwellConstant(5, TABLE).toString()).toBe('3');
    expect(brightwellConstant(7, TABLE).toString()).toBe('3');
    expect(brightwellConstant(8, TABLE).toString()).toBe('4');
    expect(brightwellConstant(9, TABLE).toString()).toBe('4');
    expect(failure(() => brightwellConstant(4, TABLE))).toEqual([
      'ROUNDS_NOT_COVERED',
      'rounds: Club defines the Brightwell constant for 5–9 rounds (KOA II.4), not 4',
      ['rounds'],
      4,
    ]);
    expect(failure(() => brightwellConstant(10, TABLE))[1]).toBe(
      'rounds: Club defines the Brightwell constant for 5–9 rounds (KOA II.4), not 10',
    );
    const open = {
      name: 'X',
      source: 'X §1',
      rule: { kind: 'table', rows: [{ fromRounds: 5, constant: 3 }] },
    };
    expect(failure(() => brightwellConstant(4, open as unknown as BrightwellPreset))[1]).toBe(
      'rounds: X defines the Brightwell constant for 5 or more rounds (X §1), not 4',
    );
  });

  it('an unknown rule, a constant that is no number, a negative constant', () => {
    const odd = { name: 'Y', rule: { kind: 'odd' } } as unknown as BrightwellPreset;
    expect(failure(() => brightwellConstant(5, odd))).toEqual([
      'NOT_ONE_OF',
      'brightwellConstant.rule.kind: "odd" is not one of fixed, evenCeiling, table',
      ['brightwellConstant', 'rule', 'kind'],
      'odd',
    ]);
    expect(failure(() => brightwellConstant(5, 'abc'))).toEqual([
      'NOT_A_NUMBER',
      'brightwellConstant: "abc" is not a number (such as 6, 2.5 or "7/2")',
      ['brightwellConstant'],
      'abc',
    ]);
    expect(failure(() => brightwellConstant(5, -1))).toEqual([
      'OUT_OF_RANGE',
      'brightwellConstant: -1 is negative',
      ['brightwellConstant'],
      -1,
    ]);
    expect(brightwellConstant(5, 0).toString()).toBe('0');
    // null is not a preset object, it is a bad constant (a coded error, never a TypeError
    // from reading null.kind).
    expect(failure(() => brightwellConstant(5, null as never))).toEqual([
      'NOT_A_NUMBER',
      'brightwellConstant: null is not a number (such as 6, 2.5 or "7/2")',
      ['brightwellConstant'],
      null,
    ]);
  });
});
