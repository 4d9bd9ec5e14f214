/**
 * Internal: the throwing number guards of the engines and parsers, built on the shared
 * shape checks (same codes and messages).
 *
 * Not exported from the package.
 *
 * @internal
 * @module
 */
import { type Bounds, checkInteger, checkNumber, THROW } from './check.js';
import type { ErrorPath } from './errors.js';

export { show } from './show.js';

/** Inclusive bounds of {@link requireInteger}. */
export type IntegerBounds = Bounds;

/**
 * A safe integer within bounds, else throws `NOT_AN_INTEGER` or `OUT_OF_RANGE`.
 *
 * @internal
 */
export function requireInteger(value: unknown, path: ErrorPath, bounds: Bounds = {}): number {
  checkInteger(value, path, THROW, bounds);
  return value as number;
}

/**
 * A finite number, else throws `NOT_A_NUMBER`.
 *
 * @internal
 */
export function requireFiniteNumber(value: unknown, path: ErrorPath): number {
  checkNumber(value, path, THROW);
  return value as number;
}
