import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Fraction, MindsportError } from '../../src/core/index.js';

const small = fc.integer({ min: -1_000_000, max: 1_000_000 });
const nonZero = small.filter((n) => n !== 0);
const fractionArb = fc.tuple(small, nonZero).map(([n, d]) => Fraction.of(n, d));
// Large values force the BigInt path.
const hugeArb = fc
  .tuple(fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), fc.bigInt({ min: 1n, max: 2n ** 70n }))
  .map(([n, d]) => Fraction.of(n, d));
const anyFraction = fc.oneof(fractionArb, hugeArb);

function code(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof MindsportError) return error.code;
    throw error;
  }
  return undefined;
}

describe('Fraction: exact values from the issue (core 1)', () => {
  it('59/3: three players sharing 38 + 14 + 7', () => {
    expect(Fraction.of(38 + 14 + 7, 3).toString()).toBe('59/3');
  });
  it('10.5: 150 % of 7', () => {
    expect(Fraction.of(7).mul(Fraction.parse('150%')).toString()).toBe('10.5');
  });
  it('116.05: a 10 % bonus on 105.5', () => {
    const base = Fraction.parse('105.5');
    expect(base.add(base.mul('10%')).toString()).toBe('116.05');
  });
  it('formats exact decimals, ratios and rounded decimals', () => {
    expect(Fraction.of(39, 2).format()).toBe('19.5');
    expect(Fraction.of(59, 3).format({ decimals: 2 })).toBe('19.67');
    expect(Fraction.of(-59, 3).format({ decimals: 1 })).toBe('-19.7');
    expect(Fraction.of(1, 8).format({ decimals: 0 })).toBe('0');
    expect(Fraction.of(1, 2).format({ decimals: 0 })).toBe('1');
    expect(Fraction.of(39, 2).format({ style: 'fraction' })).toBe('39/2');
    expect(Fraction.of(-1, 20).toString()).toBe('-0.05');
    expect(Fraction.of(-1, 8).toString()).toBe('-0.125');
    expect(Fraction.of(1, 1024).toString()).toBe('0.0009765625');
    expect(Fraction.of(3, 2 ** 20).toString()).toBe('0.00000286102294921875');
    expect(Fraction.of(Number.MAX_SAFE_INTEGER, 4).toString()).toBe('2251799813685247.75');
    expect(Fraction.of(7, 1).format({ style: 'fraction' })).toBe('7');
    expect(JSON.stringify({ s: Fraction.of(59, 3) })).toBe('{"s":"59/3"}');
  });
  it('parses decimals, ratios, exponents and percentages', () => {
    expect(Fraction.parse(' -19.5 ').equals(Fraction.of(-39, 2))).toBe(true);
    expect(Fraction.parse('59 / 3').equals(Fraction.of(59, 3))).toBe(true);
    expect(Fraction.parse('12.5 %').equals(Fraction.of(1, 8))).toBe(true);
    expect(Fraction.parse('.5').equals(Fraction.of(1, 2))).toBe(true);
    expect(Fraction.parse('1e3').equals(Fraction.of(1000))).toBe(true);
    expect(Fraction.parse('25e-2').equals(Fraction.of(1, 4))).toBe(true);
    expect(Fraction.from(0.1).equals(Fraction.of(1, 10))).toBe(true);
    expect(Fraction.from(1e21).toString()).toBe('1000000000000000000000');
    expect(Fraction.from(12n).toString()).toBe('12');
  });
  it('rounds in every mode', () => {
    const cases: [Fraction, string, string][] = [
      [Fraction.of(5, 2), 'halfUp', '3'],
      [Fraction.of(-5, 2), 'halfUp', '-3'],
      [Fraction.of(5, 2), 'halfEven', '2'],
      [Fraction.of(7, 2), 'halfEven', '4'],
      [Fraction.of(-7, 3), 'floor', '-3'],
      [Fraction.of(-7, 3), 'ceil', '-2'],
      [Fraction.of(7, 3), 'ceil', '3'],
      [Fraction.of(-7, 3), 'trunc', '-2'],
      [Fraction.of(14, 3), 'halfUp', '5'],
      [Fraction.of(4), 'floor', '4'],
    ];
    for (const [value, mode, expected] of cases) {
      expect(value.round(mode as 'halfUp').toString(), `${value} ${mode}`).toBe(expected);
    }
  });
  it('moves to BigInt on overflow instead of losing precision', () => {
    const big = Fraction.of(Number.MAX_SAFE_INTEGER);
    const product = big.mul(big);
    expect(typeof product.numerator).toBe('bigint');
    expect(product.toString()).toBe((9007199254740991n * 9007199254740991n).toString());
    expect(product.div(big).equals(big)).toBe(true);
    expect(typeof product.div(big).numerator).toBe('number');
    expect(big.add(1).toString()).toBe('9007199254740992');
    expect(
      Fraction.of(1, Number.MAX_SAFE_INTEGER)
        .add(Fraction.of(1, Number.MAX_SAFE_INTEGER - 1))
        .gt(0),
    ).toBe(true);
    expect(product.toNumber()).toBeCloseTo(8.112963841460666e31, -17);
  });
  it('rejects bad input with coded errors', () => {
    expect(code(() => Fraction.of(1, 0))).toBe('ZERO_DENOMINATOR');
    expect(code(() => Fraction.of(1.5, 2))).toBe('NOT_AN_INTEGER');
    expect(code(() => Fraction.of(1, 2.5))).toBe('NOT_AN_INTEGER');
    expect(code(() => Fraction.of(Number.NaN))).toBe('NOT_AN_INTEGER');
    expect(code(() => Fraction.from(Number.POSITIVE_INFINITY))).toBe('NOT_A_NUMBER');
    expect(code(() => Fraction.from(Number.NaN))).toBe('NOT_A_NUMBER');
    expect(code(() => Fraction.parse('1/0'))).toBe('ZERO_DENOMINATOR');
    expect(code(() => Fraction.parse('abc'))).toBe('BAD_FRACTION');
    expect(code(() => Fraction.parse(''))).toBe('BAD_FRACTION');
    expect(code(() => Fraction.parse(12 as unknown as string))).toBe('BAD_FRACTION');
    expect(code(() => Fraction.of(3).div(0))).toBe('DIVISION_BY_ZERO');
    expect(code(() => Fraction.ZERO.inverse())).toBe('DIVISION_BY_ZERO');
    expect(code(() => Fraction.of(1).format({ decimals: -1 }))).toBe('OUT_OF_RANGE');
    const error = (() => {
      try {
        Fraction.of(1, 0);
      } catch (caught) {
        return caught as MindsportError;
      }
    })();
    expect(error?.path).toEqual(['denominator']);
    expect(error?.value).toBe(0);
  });
});

describe('Fraction: arithmetic laws (properties)', () => {
  test.prop([anyFraction, anyFraction])('addition and multiplication commute', (a, b) => {
    expect(a.add(b).equals(b.add(a))).toBe(true);
    expect(a.mul(b).equals(b.mul(a))).toBe(true);
  });
  test.prop([anyFraction, anyFraction, anyFraction])('associativity and distributivity', (a, b, c) => {
    expect(
      a
        .add(b)
        .add(c)
        .equals(a.add(b.add(c))),
    ).toBe(true);
    expect(
      a
        .mul(b)
        .mul(c)
        .equals(a.mul(b.mul(c))),
    ).toBe(true);
    expect(a.mul(b.add(c)).equals(a.mul(b).add(a.mul(c)))).toBe(true);
  });
  test.prop([anyFraction, anyFraction.filter((b) => !b.isZero())])(
    'a / b * b == a and a - b + b == a',
    (a, b) => {
      expect(a.div(b).mul(b).equals(a)).toBe(true);
      expect(a.sub(b).add(b).equals(a)).toBe(true);
    },
  );
  test.prop([anyFraction, anyFraction, anyFraction])(
    'ordering is total, antisymmetric and transitive',
    (a, b, c) => {
      const ab = a.compare(b);
      expect(ab).toBe(-b.compare(a));
      expect(ab === 0).toBe(a.equals(b));
      if (ab <= 0 && b.compare(c) <= 0) expect(a.compare(c)).toBeLessThanOrEqual(0);
      expect(a.lt(b) || a.gt(b) || a.equals(b)).toBe(true);
    },
  );
  test.prop([small, nonZero, small, nonZero])(
    'ordering agrees with toNumber where the doubles are exact',
    (n1, d1, n2, d2) => {
      const a = Fraction.of(n1, d1);
      const b = Fraction.of(n2, d2);
      const x = n1 * d2 * Math.sign(d1 * d2);
      const y = n2 * d1 * Math.sign(d1 * d2);
      // Cross-multiplied integers are exact in doubles at this size.
      expect(a.compare(b)).toBe(Math.sign(x - y));
    },
  );
  test.prop([anyFraction])('parse(toString(x)) round-trips, and the form is reduced', (a) => {
    expect(Fraction.parse(a.toString()).equals(a)).toBe(true);
    expect(Fraction.parse(a.format({ style: 'fraction' })).equals(a)).toBe(true);
    const n = BigInt(a.numerator);
    const d = BigInt(a.denominator);
    expect(d > 0n).toBe(true);
    let x = n < 0n ? -n : n;
    let y = d;
    while (y) [x, y] = [y, x % y];
    expect(x === 1n || n === 0n).toBe(true);
    // Small values always use the number representation.
    if (n <= 9007199254740991n && n >= -9007199254740991n && d <= 9007199254740991n) {
      expect(typeof a.numerator).toBe('number');
    }
  });
  test.prop([anyFraction])('round(floor) <= x < floor + 1, and halfUp is within 1/2', (a) => {
    const floor = a.round('floor');
    expect(floor.isInteger()).toBe(true);
    expect(floor.compare(a)).toBeLessThanOrEqual(0);
    expect(floor.add(1).gt(a)).toBe(true);
    expect(a.sub(a.round('halfUp')).abs().compare(Fraction.of(1, 2))).toBeLessThanOrEqual(0);
    expect(
      a
        .round('ceil')
        .sub(floor)
        .compare(a.isInteger() ? 0 : 1),
    ).toBe(0);
  });
  test.prop([fc.array(fractionArb, { maxLength: 8 })])('sum equals folded addition', (values) => {
    const folded = values.reduce((total, value) => total.add(value), Fraction.ZERO);
    expect(Fraction.sum(values).equals(folded)).toBe(true);
    expect(Fraction.sum([]).isZero()).toBe(true);
  });
  test.prop([fractionArb])('neg, abs, sign and inverse agree', (a) => {
    expect(a.neg().neg().equals(a)).toBe(true);
    expect(a.abs().sign()).toBeGreaterThanOrEqual(0);
    expect(a.add(a.neg()).isZero()).toBe(true);
    if (!a.isZero()) expect(a.mul(a.inverse()).equals(Fraction.ONE)).toBe(true);
  });
});
