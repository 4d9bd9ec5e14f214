/** Inputs found by `npm run fuzz` (fuzz/run.ts) that broke `Fraction.parse`, kept as regression tests. */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../src/core/index.js';

describe('Fraction.parse / toString — fuzz regressions', () => {
  it('reads a decimal with a large negative exponent exactly, in lowest terms', () => {
    // fuzz fraction input "9750.2208483509e-1646": the gcd with 10^1656 and the
    // one-factor-at-a-time 2s/5s count in toString took ~70 ms (300 ms for e-9999).
    const value = Fraction.parse('9750.2208483509e-1646');
    expect(value.numerator).toBe(97502208483509n);
    expect(value.denominator).toBe(10n ** 1656n);
    expect(Fraction.parse(value.toString()).equals(value)).toBe(true);
    expect(Fraction.parse('1.5e-9999').equals(Fraction.of(15n, 10n ** 10000n))).toBe(true);
  });

  it('cancels 2s and 5s against the power of ten', () => {
    expect(Fraction.parse('12.5e-3').toString()).toBe('0.0125');
    expect(Fraction.parse('12.5e-3').denominator).toBe(80);
    expect(Fraction.parse('-2500e-2').toString()).toBe('-25');
    expect(Fraction.parse('0e-9999').isZero()).toBe(true);
    expect(Fraction.parse('5e-1').equals(Fraction.of(1, 2))).toBe(true);
    expect(Fraction.parse('-625e-4').equals(Fraction.of(-1, 16))).toBe(true);
  });

  it('writes thousand-digit decimals without one division per factor', () => {
    const started = performance.now();
    for (let index = 0; index < 20; index++) {
      const value = Fraction.parse(`${index + 1}e-9999`);
      expect(Fraction.parse(value.toString()).equals(value)).toBe(true);
    }
    // 20 round trips took ~12 s before the fix; now well under a second.
    expect(performance.now() - started).toBeLessThan(4000);
  });
});
