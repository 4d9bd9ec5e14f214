import { MindsportError } from '../core/errors.js';
import { Fraction, type FractionInput } from '../core/fraction.js';
import { show } from '../core/guards.js';

/**
 * Reads a list of place values (prizes, points) exactly, reporting the bad entry's path.
 * Internal: not exported from `mindsport/draughts`.
 */
export function readPlaceValues(values: readonly FractionInput[], key: string): Fraction[] {
  if (!Array.isArray(values)) {
    throw new MindsportError('VALUES_NOT_A_LIST', `${key}: ${show(values)} is not a list`, {
      path: [key],
      value: values,
    });
  }
  return values.map((value, index) => {
    // Issue 23: Fraction.from reads "150%" as 1.5; a prize or a point value is an amount, never a share.
    if (typeof value === 'string' && value.includes('%')) {
      throw new MindsportError(
        'VALUE_INVALID',
        `${key}[${index}]: ${show(value)} is a percentage, not an amount`,
        { path: [key, index], value },
      );
    }
    let amount: Fraction;
    try {
      amount = Fraction.from(value);
    } catch (cause) {
      throw new MindsportError('VALUE_INVALID', `${key}[${index}]: ${show(value)} is not a number`, {
        path: [key, index],
        value,
        cause,
      });
    }
    if (amount.sign() < 0) {
      throw new MindsportError('VALUE_NEGATIVE', `${key}[${index}]: ${show(value)} is negative`, {
        path: [key, index],
        value,
      });
    }
    return amount;
  });
}
