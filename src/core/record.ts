/**
 * Internal: the one "is this a plain record?" check the validators share.
 *
 * Not exported from the package.
 *
 * @internal
 * @module
 */

/** True for an object that is not null and not an array (the shape of a JSON object). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
