import { describePath, type ErrorPath, MindsportError } from './errors.js';

/** Bounds for {@link requireInteger}. */
export interface IntegerBounds {
  /** Smallest allowed value (inclusive). */
  readonly min?: number;
  /** Largest allowed value (inclusive). */
  readonly max?: number;
}

/**
 * Checks that a value is a safe integer within optional bounds. NaN, Infinity, strings,
 * fractions and out-of-range counts are rejected, never clamped.
 *
 * @param value - the value to check
 * @param path - where it sits in the input
 * @param bounds - inclusive bounds
 * @returns the value, typed as a number
 * @throws {@link MindsportError} `NOT_AN_INTEGER` or `OUT_OF_RANGE`
 * @example
 * ```ts
 * import { requireInteger } from 'mindsport';
 * console.log(requireInteger(33, ['blackDiscs'], { min: 0, max: 64 })); // 33
 * ```
 */
export function requireInteger(value: unknown, path: ErrorPath, bounds: IntegerBounds = {}): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new MindsportError(
      'NOT_AN_INTEGER',
      `${describePath(path)}: ${show(value)} is not a whole number`,
      {
        path,
        value,
      },
    );
  }
  if ((bounds.min !== undefined && value < bounds.min) || (bounds.max !== undefined && value > bounds.max)) {
    const range = `${bounds.min ?? '-∞'}…${bounds.max ?? '∞'}`;
    throw new MindsportError('OUT_OF_RANGE', `${describePath(path)}: ${value} is outside ${range}`, {
      path,
      value,
    });
  }
  return value;
}

/**
 * Checks that a value is a finite number (rejects NaN, ±Infinity and non-numbers).
 *
 * @param value - the value to check
 * @param path - where it sits in the input
 * @returns the value, typed as a number
 * @throws {@link MindsportError} `NOT_A_FINITE_NUMBER`
 * @example
 * ```ts
 * import { requireFiniteNumber } from 'mindsport';
 * console.log(requireFiniteNumber(1.5, ['rating'])); // 1.5
 * ```
 */
export function requireFiniteNumber(value: unknown, path: ErrorPath): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new MindsportError(
      'NOT_A_FINITE_NUMBER',
      `${describePath(path)}: ${show(value)} is not a finite number`,
      {
        path,
        value,
      },
    );
  }
  return value;
}

/**
 * Renders any value for an error message: strings quoted, others as JSON where possible.
 *
 * @param value - anything
 * @returns a short readable rendering
 * @example
 * ```ts
 * import { show } from 'mindsport';
 * console.log(show('x9'), show(Number.NaN)); // "x9" NaN
 * ```
 */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'bigint' || value === undefined) return String(value);
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return String(value);
  }
}
