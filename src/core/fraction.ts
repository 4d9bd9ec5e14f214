import { MindsportError } from './errors.js';
import { show } from './guards.js';

/**
 * Anything {@link Fraction.from} accepts: a number, a decimal/fraction/percentage string, or a Fraction.
 *
 * @category Numbers
 */
export type FractionInput = number | bigint | string | Fraction;

/**
 * How {@link Fraction.round} rounds a value that lies between two integers.
 *
 * @category Numbers
 */
export type RoundingMode = 'halfUp' | 'halfEven' | 'floor' | 'ceil' | 'trunc';

/**
 * Options of {@link Fraction.format}.
 *
 * @category Numbers
 */
export interface FractionFormatOptions {
  /**
   * Show a decimal rounded (half away from zero) to this many digits instead of the exact
   * form. Trailing zeros are kept, so `2` gives `"19.50"`.
   */
  readonly decimals?: number;
  /** `'auto'` (default): exact decimal when it terminates, else `n/d`; `'fraction'`: always `n/d`. */
  readonly style?: 'auto' | 'fraction';
}

function gcdNumber(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

function gcdBig(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/**
 * Removes every factor `prime` from a positive `value`: the rest and how many were removed.
 * Divides by prime, prime², prime⁴, … so a power of ten with thousands of digits takes a few
 * dozen big divisions instead of one per factor.
 */
function removeFactor(value: bigint, prime: bigint): [bigint, number] {
  if (value === 0n || value % prime !== 0n) return [value, 0];
  const [rest, squares] = removeFactor(value / prime, prime * prime);
  return rest % prime === 0n ? [rest / prime, 2 * squares + 2] : [rest, 2 * squares + 1];
}

/** Number of trailing zero bits of a non-zero BigInt. */
function trailingZeroBits(value: bigint): number {
  if (value < 0n) value = -value;
  return (value & -value).toString(2).length - 1;
}

function safe(value: bigint): boolean {
  return value <= 9007199254740991n && value >= -9007199254740991n;
}

/**
 * An exact, immutable rational number. Tournament scores such as 59/3 (three players
 * sharing 38 + 14 + 7), 10.5 (150 % of 7) or 116.05 (a 10 % bonus on 105.5) are kept
 * exactly, so ties are decided exactly.
 *
 * Numerator and denominator are plain numbers while they are safe integers; an operation
 * whose exact result would leave that range moves to BigInt, so a result is never
 * silently wrong. Always in lowest terms with a positive denominator.
 *
 * @category Numbers
 * @example
 * ```ts
 * import { Fraction } from 'mindsport';
 * const share = Fraction.of(38 + 14 + 7, 3);
 * console.log(share.toString(), share.add(Fraction.of(1, 3)).toString()); // 59/3 20
 * console.log(Fraction.parse('150%').mul(7).toString()); // 10.5
 * console.log(Fraction.parse('105.5').mul('110%').toString()); // 116.05
 * ```
 */
export class Fraction {
  /** Zero. */
  static readonly ZERO: Fraction = new Fraction(0, 1);
  /** One. */
  static readonly ONE: Fraction = new Fraction(1, 1);

  /** Numerator (sign carrier), a safe integer number or a BigInt beyond that range. */
  readonly numerator: number | bigint;
  /** Denominator, always positive; a safe integer number or a BigInt beyond that range. */
  readonly denominator: number | bigint;

  private constructor(numerator: number | bigint, denominator: number | bigint) {
    this.numerator = numerator;
    this.denominator = denominator;
  }

  /**
   * The fraction `numerator / denominator`, reduced.
   *
   * @param numerator - an integer (number or BigInt)
   * @param denominator - a non-zero integer; default 1
   * @returns the reduced fraction
   * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER` for NaN, Infinity or non-integers, `ZERO_DENOMINATOR` for 0
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(6, -4).toString()); // -1.5
   * ```
   */
  static of(numerator: number | bigint, denominator: number | bigint = 1): Fraction {
    checkInteger(numerator, 'numerator');
    checkInteger(denominator, 'denominator');
    if (denominator === 0 || denominator === 0n) {
      throw new MindsportError('ZERO_DENOMINATOR', `denominator is zero (numerator ${numerator})`, {
        path: ['denominator'],
        value: denominator,
      });
    }
    if (typeof numerator === 'number' && typeof denominator === 'number') {
      const fast = Fraction.fromNumbers(denominator < 0 ? -numerator : numerator, Math.abs(denominator));
      if (fast) return fast;
    }
    return Fraction.normalize(BigInt(numerator), BigInt(denominator));
  }

  /**
   * Converts a number, a string or a Fraction. Numbers must be finite; a non-integer
   * number is converted from its exact binary value only when that value is a short
   * decimal as written (`0.5`, `10.25`, `19.5` — what `String(x)` shows); write other
   * values as strings or integer ratios.
   *
   * @param value - an integer, a decimal number, a string for {@link Fraction.parse}, or a Fraction
   * @returns the exact value
   * @throws {@link mindsport!MindsportError} `NOT_A_NUMBER` for NaN/Infinity, `BAD_FRACTION` for unreadable strings
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.from(19.5).equals(Fraction.of(39, 2))); // true
   * ```
   */
  static from(value: FractionInput): Fraction {
    if (value instanceof Fraction) return value;
    if (typeof value === 'bigint') return Fraction.normalize(value, 1n);
    if (typeof value === 'string') return Fraction.parse(value);
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new MindsportError('NOT_A_NUMBER', `${show(value)} is not a finite number`, { value });
    }
    if (Number.isSafeInteger(value)) return new Fraction(value === 0 ? 0 : value, 1);
    return Fraction.parse(String(value));
  }

  /**
   * Reads `"19"`, `"-19.5"`, `"59/3"`, `"1e3"`, `"150%"` or `"12.5 %"` exactly.
   *
   * @param text - the text to read
   * @returns the exact value
   * @throws {@link mindsport!MindsportError} `BAD_FRACTION` naming the text, `ZERO_DENOMINATOR` for `"1/0"`
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.parse('12.5%').toString()); // 0.125
   * ```
   */
  static parse(text: string): Fraction {
    if (typeof text !== 'string') {
      throw new MindsportError('BAD_FRACTION', `${show(text)} is not a string`, { value: text });
    }
    const trimmed = text.trim();
    const ratio = /^([+-]?\d+)\s*\/\s*([+-]?\d+)$/.exec(trimmed);
    if (ratio) {
      const denominator = BigInt(ratio[2]!);
      if (denominator === 0n) {
        throw new MindsportError('ZERO_DENOMINATOR', `${show(text)} has a zero denominator`, { value: text });
      }
      return Fraction.normalize(BigInt(ratio[1]!), denominator);
    }
    const decimal = /^([+-]?)(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?\s*(%?)$/.exec(trimmed);
    const decimalNoLead = /^([+-]?)()\.(\d+)(?:[eE]([+-]?\d{1,4}))?\s*(%?)$/.exec(trimmed);
    const match = decimal ?? decimalNoLead;
    if (!match) {
      throw new MindsportError(
        'BAD_FRACTION',
        `${show(text)} is not a number, decimal, ratio or percentage`,
        {
          value: text,
        },
      );
    }
    const [, sign, whole, fractional = '', exponentText, percent] = match;
    let numerator = BigInt(`${whole || '0'}${fractional}`);
    if (sign === '-') numerator = -numerator;
    const exponent = -fractional.length + Number(exponentText ?? 0) - (percent ? 2 : 0);
    if (exponent >= 0) return Fraction.normalize(numerator * 10n ** BigInt(exponent), 1n);
    if (numerator === 0n) return Fraction.ZERO;
    // The denominator is 10^k = 2^k·5^k: cancel 2s and 5s directly (a general gcd of numbers
    // with thousands of digits, as "3e-9999" makes, is quadratic).
    const places = -exponent;
    const twos = Math.min(trailingZeroBits(numerator), places);
    numerator >>= BigInt(twos);
    let fives = 0;
    if (numerator % 5n === 0n) {
      const negative = numerator < 0n;
      const [rest, count] = removeFactor(negative ? -numerator : numerator, 5n);
      fives = Math.min(count, places);
      const kept = rest * 5n ** BigInt(count - fives);
      numerator = negative ? -kept : kept;
    }
    const denominator = 2n ** BigInt(places - twos) * 5n ** BigInt(places - fives);
    if (safe(numerator) && safe(denominator)) return new Fraction(Number(numerator), Number(denominator));
    return new Fraction(numerator, denominator);
  }

  /**
   * The exact sum of a list (0 for an empty list).
   *
   * @param values - the terms
   * @returns their sum
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.sum([Fraction.of(1, 3), Fraction.of(1, 6), 1]).toString()); // 1.5
   * ```
   */
  static sum(values: Iterable<FractionInput>): Fraction {
    let total = Fraction.ZERO;
    for (const value of values) total = total.add(value);
    return total;
  }

  /**
   * Compares two values: negative if `a < b`, 0 if equal, positive if `a > b`. Usable
   * directly as an `Array.prototype.sort` comparator.
   *
   * @param a - left value
   * @param b - right value
   * @returns -1, 0 or 1
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log([Fraction.of(2, 3), Fraction.of(1, 2)].sort(Fraction.compare).map(String)); // [ '0.5', '2/3' ]
   * ```
   */
  static compare(this: void, a: FractionInput, b: FractionInput): number {
    return Fraction.from(a).compare(b);
  }

  private static normalize(numerator: bigint, denominator: bigint): Fraction {
    if (denominator < 0n) {
      numerator = -numerator;
      denominator = -denominator;
    }
    const divisor = gcdBig(numerator, denominator);
    if (divisor > 1n) {
      numerator /= divisor;
      denominator /= divisor;
    }
    if (numerator === 0n) return Fraction.ZERO ?? new Fraction(0, 1);
    if (safe(numerator) && safe(denominator)) return new Fraction(Number(numerator), Number(denominator));
    return new Fraction(numerator, denominator);
  }

  /** Fast path: both operands small. Returns undefined when an intermediate leaves the safe range. */
  private static fromNumbers(numerator: number, denominator: number): Fraction | undefined {
    if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) return undefined;
    if (numerator === 0) return Fraction.ZERO;
    const divisor = gcdNumber(numerator, denominator);
    return new Fraction(numerator / divisor, denominator / divisor);
  }

  /**
   * The sum `this + other`.
   *
   * @param other - the other term
   * @returns the exact sum
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(1, 2).add(Fraction.of(1, 3)).toString()); // 5/6
   * ```
   */
  add(other: FractionInput): Fraction {
    const o = Fraction.from(other);
    const a = this.numerator;
    const b = this.denominator;
    const c = o.numerator;
    const d = o.denominator;
    if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof d === 'number') {
      // Adding 0 changes nothing (fractions are immutable); integers need no gcd.
      if (c === 0) return this;
      if (a === 0) return o;
      if (b === 1 && d === 1) {
        const sum = a + c;
        if (Number.isSafeInteger(sum)) return sum === 0 ? Fraction.ZERO : new Fraction(sum, 1);
      } else if (b === d) {
        const fast = Fraction.fromNumbers(a + c, b);
        if (fast) return fast;
      } else {
        const ad = a * d;
        const cb = c * b;
        const bd = b * d;
        if (Number.isSafeInteger(ad) && Number.isSafeInteger(cb)) {
          const fast = Fraction.fromNumbers(ad + cb, bd);
          if (fast) return fast;
        }
      }
    }
    return Fraction.normalize(BigInt(a) * BigInt(d) + BigInt(c) * BigInt(b), BigInt(b) * BigInt(d));
  }

  /**
   * The difference `this − other`.
   *
   * @param other - the value to subtract
   * @returns the exact difference
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(1, 2).sub(Fraction.of(1, 3)).toString()); // 1/6
   * ```
   */
  sub(other: FractionInput): Fraction {
    return this.add(Fraction.from(other).neg());
  }

  /**
   * The product `this × other`.
   *
   * @param other - the factor
   * @returns the exact product
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(7).mul('150%').toString()); // 10.5
   * ```
   */
  mul(other: FractionInput): Fraction {
    const o = Fraction.from(other);
    const a = this.numerator;
    const b = this.denominator;
    const c = o.numerator;
    const d = o.denominator;
    if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof d === 'number') {
      // Multiplying by 1 changes nothing (fractions are immutable).
      if (c === 1 && d === 1) return this;
      if (a === 1 && b === 1) return o;
      const fast = Fraction.fromNumbers(a * c, b * d);
      if (fast) return fast;
    }
    return Fraction.normalize(BigInt(a) * BigInt(c), BigInt(b) * BigInt(d));
  }

  /**
   * The quotient `this ÷ other`.
   *
   * @param other - the divisor, not zero
   * @returns the exact quotient
   * @throws {@link mindsport!MindsportError} `DIVISION_BY_ZERO`
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(59).div(3).toString()); // 59/3
   * ```
   */
  div(other: FractionInput): Fraction {
    const o = Fraction.from(other);
    if (o.isZero()) {
      throw new MindsportError('DIVISION_BY_ZERO', `cannot divide ${this.toString()} by zero`, {
        value: other,
      });
    }
    return this.mul(o.inverse());
  }

  /**
   * The reciprocal `1 / this`.
   *
   * @returns the exact reciprocal
   * @throws {@link mindsport!MindsportError} `DIVISION_BY_ZERO` for zero
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(-2, 3).inverse().toString()); // -1.5
   * ```
   */
  inverse(): Fraction {
    if (this.isZero()) throw new MindsportError('DIVISION_BY_ZERO', 'zero has no inverse', { value: 0 });
    return Fraction.normalize(BigInt(this.denominator), BigInt(this.numerator));
  }

  /**
   * The negation `−this`.
   *
   * @returns the negated value
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(1, 2).neg().toString()); // -0.5
   * ```
   */
  neg(): Fraction {
    if (this.isZero()) return this;
    const n = this.numerator;
    return new Fraction(typeof n === 'number' ? -n : -n, this.denominator);
  }

  /**
   * The absolute value.
   *
   * @returns `|this|`
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(-7, 2).abs().toString()); // 3.5
   * ```
   */
  abs(): Fraction {
    return this.sign() < 0 ? this.neg() : this;
  }

  /**
   * Compares with another value.
   *
   * @param other - the value to compare with
   * @returns -1, 0 or 1
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(59, 3).compare(19.5)); // 1
   * ```
   */
  compare(other: FractionInput): number {
    const o = Fraction.from(other);
    const a = this.numerator;
    const b = this.denominator;
    const c = o.numerator;
    const d = o.denominator;
    if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof d === 'number') {
      if (b === d) return a < c ? -1 : a > c ? 1 : 0;
      const left = a * d;
      const right = c * b;
      if (Number.isSafeInteger(left) && Number.isSafeInteger(right))
        return left < right ? -1 : left > right ? 1 : 0;
    }
    const left = BigInt(a) * BigInt(d);
    const right = BigInt(c) * BigInt(b);
    return left < right ? -1 : left > right ? 1 : 0;
  }

  /**
   * Exact equality.
   *
   * @param other - the value to compare with
   * @returns true when equal
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(39, 2).equals('19.5')); // true
   * ```
   */
  equals(other: FractionInput): boolean {
    return this.compare(other) === 0;
  }

  /**
   * Whether `this < other`.
   *
   * @param other - the value to compare with
   * @returns true when strictly less
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(1, 3).lt(Fraction.of(1, 2))); // true
   * ```
   */
  lt(other: FractionInput): boolean {
    return this.compare(other) < 0;
  }

  /**
   * Whether `this > other`.
   *
   * @param other - the value to compare with
   * @returns true when strictly greater
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(1, 2).gt(0.25)); // true
   * ```
   */
  gt(other: FractionInput): boolean {
    return this.compare(other) > 0;
  }

  /**
   * Whether the value is zero.
   *
   * @returns true for 0
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(1, 2).sub(0.5).isZero()); // true
   * ```
   */
  isZero(): boolean {
    return this.numerator === 0 || this.numerator === 0n;
  }

  /**
   * The sign.
   *
   * @returns -1, 0 or 1
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(-1, 9).sign()); // -1
   * ```
   */
  sign(): number {
    const n = this.numerator;
    return n > 0 ? 1 : n < 0 ? -1 : 0;
  }

  /**
   * Whether the value is a whole number.
   *
   * @returns true when the denominator is 1
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(10, 5).isInteger()); // true
   * ```
   */
  isInteger(): boolean {
    return this.denominator === 1 || this.denominator === 1n;
  }

  /**
   * Rounds to a whole number.
   *
   * @param mode - `'halfUp'` (default: halves away from zero, as "rounded to nearest"
   *   is read in the federation rules), `'halfEven'`, `'floor'`, `'ceil'` or `'trunc'`
   * @returns the rounded value as a Fraction with denominator 1
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(2 * 7, 3).round().toString(), Fraction.of(5, 2).round('halfEven').toString()); // 5 2
   * ```
   */
  round(mode: RoundingMode = 'halfUp'): Fraction {
    const n = BigInt(this.numerator);
    const d = BigInt(this.denominator);
    const negative = n < 0n;
    const magnitude = negative ? -n : n;
    const quotient = magnitude / d;
    const remainder = magnitude % d;
    if (remainder === 0n) return this;
    let up: boolean;
    switch (mode) {
      case 'floor':
        up = negative;
        break;
      case 'ceil':
        up = !negative;
        break;
      case 'trunc':
        up = false;
        break;
      case 'halfEven':
        up = remainder * 2n > d || (remainder * 2n === d && quotient % 2n === 1n);
        break;
      default:
        up = remainder * 2n >= d;
    }
    const rounded = up ? quotient + 1n : quotient;
    return Fraction.normalize(negative ? -rounded : rounded, 1n);
  }

  /**
   * The nearest JavaScript number (for display and charts; never for deciding ties).
   *
   * @returns the value as a double
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(Fraction.of(1, 4).toNumber()); // 0.25
   * ```
   */
  toNumber(): number {
    if (typeof this.numerator === 'number' && typeof this.denominator === 'number') {
      return this.numerator / this.denominator;
    }
    return Number.parseFloat(this.format({ decimals: 20 }));
  }

  /**
   * Formats the value: the exact decimal when it terminates (`"19.5"`), else `"59/3"`;
   * or a decimal rounded half away from zero with `decimals` digits, for display.
   *
   * @param options - `decimals` for a rounded decimal, `style: 'fraction'` for always `n/d`
   * @returns the text
   * @throws {@link mindsport!MindsportError} `OUT_OF_RANGE` for a negative or non-integer `decimals`
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * const x = Fraction.of(59, 3);
   * console.log(x.format(), x.format({ decimals: 2 }), Fraction.of(39, 2).format({ style: 'fraction' })); // 59/3 19.67 39/2
   * ```
   */
  format(options: FractionFormatOptions = {}): string {
    if (options.decimals === undefined) {
      const fast = this.formatSmall(options.style === 'fraction');
      if (fast !== undefined) return fast;
    }
    const n = BigInt(this.numerator);
    const d = BigInt(this.denominator);
    if (options.decimals !== undefined) {
      const digits = options.decimals;
      if (!Number.isInteger(digits) || digits < 0 || digits > 100) {
        throw new MindsportError('OUT_OF_RANGE', `decimals ${show(digits)} must be a whole number 0…100`, {
          path: ['decimals'],
          value: digits,
        });
      }
      const scale = 10n ** BigInt(digits);
      const scaled = Fraction.normalize(n * scale, d).round('halfUp');
      return decimalString(BigInt(scaled.numerator), digits);
    }
    if (options.style === 'fraction') return d === 1n ? n.toString() : `${n}/${d}`;
    if (d === 1n) return n.toString();
    const twos = trailingZeroBits(d);
    const [rest, fives] = removeFactor(d >> BigInt(twos), 5n);
    if (rest !== 1n) return `${n}/${d}`;
    const digits = Math.max(twos, fives);
    return decimalString((n * 10n ** BigInt(digits)) / d, digits);
  }

  /** Exact text without BigInt for small values; undefined when the fast path does not apply. */
  private formatSmall(fractionStyle: boolean): string | undefined {
    const n = this.numerator;
    const d = this.denominator;
    if (typeof n !== 'number' || typeof d !== 'number') return undefined;
    if (d === 1) return String(n);
    if (fractionStyle) return `${n}/${d}`;
    let rest = d;
    let twos = 0;
    let fives = 0;
    while (rest % 2 === 0) {
      rest /= 2;
      twos++;
    }
    while (rest % 5 === 0) {
      rest /= 5;
      fives++;
    }
    if (rest !== 1) return `${n}/${d}`;
    const digits = Math.max(twos, fives);
    if (digits > 15) return undefined;
    const scaled = n * (10 ** digits / d);
    if (!Number.isSafeInteger(scaled)) return undefined;
    const text = String(Math.abs(scaled)).padStart(digits + 1, '0');
    return `${scaled < 0 ? '-' : ''}${text.slice(0, -digits)}.${text.slice(-digits)}`;
  }

  /**
   * The exact text form, as {@link Fraction.format} with no options.
   *
   * @returns `"19.5"` or `"59/3"`
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(`${Fraction.of(59, 3)}`); // 59/3
   * ```
   */
  toString(): string {
    return this.format();
  }

  /**
   * JSON form: the exact text (`"59/3"`), which {@link Fraction.parse} reads back.
   *
   * @returns the exact text
   * @example
   * ```ts
   * import { Fraction } from 'mindsport';
   * console.log(JSON.stringify({ score: Fraction.of(59, 3) })); // {"score":"59/3"}
   * ```
   */
  toJSON(): string {
    return this.format();
  }
}

function decimalString(scaled: bigint, digits: number): string {
  const negative = scaled < 0n;
  const text = (negative ? -scaled : scaled).toString().padStart(digits + 1, '0');
  const body = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return negative ? `-${body}` : body;
}

function checkInteger(value: unknown, field: string): void {
  if (typeof value === 'bigint') return;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new MindsportError(
      'NOT_AN_INTEGER',
      `${field} ${show(value)} is not a whole number (use Fraction.from for decimals)`,
      { path: [field], value },
    );
  }
}

/**
 * Shorthand for {@link Fraction.of}.
 *
 * @category Numbers
 * @param numerator - an integer
 * @param denominator - a non-zero integer; default 1
 * @returns the reduced fraction
 * @throws {@link mindsport!MindsportError} as {@link Fraction.of}
 * @example
 * ```ts
 * import { fraction } from 'mindsport';
 * console.log(fraction(21, 2).toString()); // 10.5
 * ```
 */
export function fraction(numerator: number | bigint, denominator: number | bigint = 1): Fraction {
  return Fraction.of(numerator, denominator);
}
