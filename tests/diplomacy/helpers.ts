import { expect } from 'vitest';
import { Fraction } from '../../src/core/index.js';
import { POWERS, type PowerScores } from '../../src/diplomacy/index.js';

/** Asserts scores in the A E F G I R T order of `diplomacy-systems.md` §4; expected as exact strings. */
export function expectScores(scores: PowerScores, expected: readonly (string | number)[]): void {
  const actual = POWERS.map((power) => scores[power].toString());
  const wanted = expected.map((value) => Fraction.from(value).toString());
  expect(actual).toEqual(wanted);
}

/** Sum of the seven scores. */
export function total(scores: PowerScores): Fraction {
  return Fraction.sum(POWERS.map((power) => scores[power]));
}
