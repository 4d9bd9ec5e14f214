/**
 * Internal: freezing a published result all the way down.
 *
 * @internal
 * @module
 */
import { Fraction } from '../core/internal.js';

/**
 * Freezes a result and everything in it, its `Fraction`s included (API.md §4: results are
 * frozen), and returns it. A `Fraction` never changes after it is made, so freezing one
 * changes nothing but `Object.isFrozen`. An object already frozen is left as it is: this
 * module freezes nothing half-way, so everything inside it is frozen too.
 * CORE-CANDIDATE: core `deepFreeze` leaves class instances, `Fraction`s too, unfrozen; with
 * `Fraction`s frozen there, this becomes `deepFreeze`.
 *
 * @internal
 */
export function freezeResult<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (!(value instanceof Fraction)) for (const child of Object.values(value)) freezeResult(child);
  return value;
}
