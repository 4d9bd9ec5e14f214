import { Fraction } from './fraction.js';

/**
 * Freezes a plain object or array and, recursively, every plain object and array it holds
 * (own enumerable properties), and every `Fraction` it holds, and returns the same value.
 * Other objects (other class instances, typed arrays, maps) are left as they are. Used on the library's
 * exported presets and lists so that mutating one throws instead of changing the library's
 * behaviour for the whole process; copy with spread to customise. Not exported from the
 * package entry points.
 *
 * @internal
 */
export function deepFreeze<T>(value: T): T {
  freezeInto(value, new Set());
  return value;
}

function freezeInto(value: unknown, seen: Set<object>): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  // A Fraction never changes after it is made; freezing it makes that visible to
  // Object.isFrozen (API.md §4: results are frozen), at no cost to arithmetic.
  if (value instanceof Fraction) {
    Object.freeze(value);
    return;
  }
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return;
  seen.add(value);
  Object.freeze(value);
  for (const child of Object.values(value)) freezeInto(child, seen);
}
