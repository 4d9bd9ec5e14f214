/**
 * Amounts by place (prize money): read exactly, never as a percentage.
 *
 * @module
 */
import { type ErrorPath, Fraction, problemAt, type Report, show } from '../../core/internal.js';

/** Longest amount text read: a prize is never longer (and a huge digit string is not parsed). */
const LONGEST_AMOUNT = 40;

/**
 * Reads an amount (a prize): a finite number, or a decimal or ratio text (`'187.50'`,
 * `'1000/3'`), exactly. A percentage is refused (issue 23: `Fraction` reads `'150%'` as 1.5,
 * which is a share, not an amount): `BAD_AMOUNT`; a negative amount is `NEGATIVE_AMOUNT`.
 *
 * @returns the amount, or undefined when a problem was reported
 */
export function readAmount(value: unknown, path: ErrorPath, report: Report): Fraction | undefined {
  const text = typeof value === 'string';
  if (
    !(typeof value === 'number' || text) ||
    (text && (value.includes('%') || value.length > LONGEST_AMOUNT))
  ) {
    const why = text && value.includes('%') ? 'is a percentage, not an amount' : 'is not an amount';
    report(problemAt('BAD_AMOUNT', path, value, `${show(value)} ${why}`));
    return undefined;
  }
  let amount: Fraction;
  try {
    amount = Fraction.from(value);
  } catch {
    report(problemAt('BAD_AMOUNT', path, value, `${show(value)} is not an amount`));
    return undefined;
  }
  if (amount.sign() < 0) {
    report(problemAt('NEGATIVE_AMOUNT', path, value, `${show(value)} is negative`));
    return undefined;
  }
  return amount;
}
