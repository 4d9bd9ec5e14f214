/**
 * A defect found while answering the mutation survivors of the scoring systems
 * (docs/mutation/diplomacy.md, `scores.ts:52`): an untied place read its rank points with
 * `Fraction.of`, which takes only whole numbers, so a Carnage preset with decimal rank
 * points threw `NOT_AN_INTEGER` on untied places while tied places worked. Fixed on
 * 2026-11-30; these tests keep it fixed.
 */
import { describe, expect, it } from 'vitest';
import { CARNAGE, type CarnageScoring, parseGameResult, scoreCarnage } from '../../src/diplomacy/index.js';
import { expectScores } from './helpers.js';

describe('Carnage presets with non-integer rank points (diplomacy-systems §1.5; STYLE: presets are data, scores exact)', () => {
  // `rankPoints` is `readonly number[]`, like `pointsPerCentre`, which already takes 0.5.
  // Tied places split decimal rank points fine; an untied place must score them too.
  const halves: CarnageScoring = {
    ...CARNAGE,
    name: 'Half-point Carnage',
    rankPoints: [3.5, 3, 2.5, 2, 1.5, 1, 0.5],
  };

  it('an untied place scores its decimal rank points, as a tied place already does', () => {
    // A 3.5 + 11, E 3 + 10, F 2.5 + 8, G/I (2 + 1.5) / 2 + 2, R 1 + 1, T 0.5 + 0 (the only
    // eliminated power: no year needed). Total 14 + 34 = 48.
    expectScores(scoreCarnage(parseGameResult('A11 E10 F8 G2 I2 R1 T0'), halves), [
      '14.5',
      13,
      '10.5',
      '3.75',
      '3.75',
      2,
      '0.5',
    ]);
  });

  it('the same preset on a board where every place is shared (works today)', () => {
    // Two groups: A E F G at 5 share places 1–4: (3.5 + 3 + 2.5 + 2) / 4 = 2.75, + 5;
    // I R T at 4 share places 5–7: (1.5 + 1 + 0.5) / 3 = 1, + 4.
    expect(scoreCarnage(parseGameResult('A5 E5 F5 G5 I4 R4 T4'), halves).austria.toString()).toBe('7.75');
    expect(scoreCarnage(parseGameResult('A5 E5 F5 G5 I4 R4 T4'), halves).turkey.toString()).toBe('5');
  });
});
