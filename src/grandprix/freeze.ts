/**
 * Internal: freezing a published result all the way down.
 *
 * @internal
 * @module
 */
import { deepFreeze, Fraction } from '../core/internal.js';

/**
 * Freezes a result and everything in it, its `Fraction`s included (API.md §4: results are
 * frozen), and returns it. A `Fraction` never changes after it is made, so freezing one
 * changes nothing but `Object.isFrozen`.
 * CORE-CANDIDATE: core `deepFreeze` leaves class instances, `Fraction`s too, unfrozen.
 *
 * @internal
 */
export function freezeResult<T>(value: T): T {
  freezeFractions(value, new Set());
  return deepFreeze(value);
}

function freezeFractions(value: unknown, seen: Set<object>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (value instanceof Fraction) Object.freeze(value);
  else for (const child of Object.values(value)) freezeFractions(child, seen);
}
