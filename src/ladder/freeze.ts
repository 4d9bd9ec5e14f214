/**
 * Internal: results are frozen through and through (API.md §4), their `Fraction`s included.
 *
 * @module
 */
import { deepFreeze, Fraction } from '../core/internal.js';

/**
 * Deep-freezes a result: core `deepFreeze` for its objects and lists, then every `Fraction`
 * in it (core leaves class instances as they are; a Fraction never changes after it is
 * made, so freezing one changes nothing but `Object.isFrozen`).
 *
 * CORE-CANDIDATE: a Fraction could freeze itself when it is made, and this helper would go.
 */
export function freezeResult<T>(value: T): T {
  deepFreeze(value);
  freezeFractions(value, new Set());
  return value;
}

function freezeFractions(value: unknown, seen: Set<object>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (value instanceof Fraction) {
    Object.freeze(value);
    return;
  }
  if (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) {
    for (const child of Object.values(value)) freezeFractions(child, seen);
  }
}
