/**
 * Helpers for the cross-module invariants: deep freezing, order-free comparison of
 * standings, and substitution of bad numbers into input documents.
 */
import { expect } from 'vitest';
import { Fraction, MindsportError } from '../../src/core/index.js';

/** Freezes a value and everything reachable from it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** JSON-like form of an output: Fractions as exact strings, Maps and Sets as arrays. */
export function plain(value: unknown): unknown {
  if (value instanceof Fraction) return `F:${value.toString()}`;
  if (value instanceof Map) return [...value].map(([key, item]) => [plain(key), plain(item)]);
  if (value instanceof Set) return [...value].map(plain);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, plain((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * Rows compared modulo the order of rows that share a place: sorted by place, then by
 * the given key.
 */
export function byPlace<T extends { readonly place: number }>(
  rows: readonly T[],
  key: (row: T) => string,
): unknown {
  return plain(
    [...rows].sort((a, b) => a.place - b.place || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)),
  );
}

/** Calls `run` on a deep-frozen copy and on a clone, and checks neither input changed. */
export function runFrozen<T, R>(input: T, run: (input: T) => R): R {
  const frozen = deepFreeze(structuredClone(input));
  const before = structuredClone(frozen);
  const result = run(frozen);
  expect(frozen).toEqual(before);
  const open = structuredClone(input);
  run(open);
  expect(open).toEqual(before);
  return result;
}

/** Bad counts every public function must refuse: NaN, ±Infinity, negative, non-integer. */
export const BAD_COUNTS: readonly number[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -1,
  1.5,
];

/** A copy of `document` with the value at `path` replaced. */
export function withValue<T>(document: T, path: readonly (string | number)[], value: unknown): T {
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy as T;
}

/**
 * Expects `run` to throw a MindsportError with an UPPER_SNAKE code whose path (or the path
 * of one of its collected problems) ends with `field` — the bad field is named.
 */
export function expectCodedError(run: () => unknown, field: readonly (string | number)[]): MindsportError {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `no error for ${JSON.stringify(field)}`).toBeInstanceOf(MindsportError);
  const error = thrown as MindsportError;
  expect(error.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  const paths = [error.path, ...((error.problems ?? []) as MindsportError[]).map((problem) => problem.path)];
  const names = (path: readonly (string | number)[]): string => path.map(String).join('.');
  const wanted = names(field);
  expect(
    paths.some((path) => names(path).endsWith(wanted)),
    `${error.code} at ${paths.map(names).join(' | ')} does not name ${wanted}`,
  ).toBe(true);
  return error;
}
