// Reference helpers for the matching tests: a brute force over all matchings, and a check
// that a mate array is a matching of the given edges.
import { expect } from 'vitest';
import type { MatchingEdge } from '../../src/index.js';

/** Best (size, weight) over all matchings, by plain recursion: the reference implementation. */
export function bruteForce(
  vertexCount: number,
  edges: readonly MatchingEdge[],
  maxCardinality: boolean,
): { size: number; weight: number } {
  // Heaviest edge per pair (parallel edges allowed).
  const best = new Map<string, number>();
  for (const { u, v, weight } of edges) {
    const key = u < v ? `${u},${v}` : `${v},${u}`;
    const known = best.get(key);
    if (known === undefined || weight > known) best.set(key, weight);
  }
  const weightOf = (a: number, b: number) => best.get(`${a},${b}`);
  const used = new Array<boolean>(vertexCount).fill(false);
  let result = { size: 0, weight: 0 };
  const better = (size: number, weight: number) =>
    maxCardinality
      ? size > result.size || (size === result.size && weight > result.weight)
      : weight > result.weight;
  const search = (from: number, size: number, weight: number): void => {
    let first = from;
    while (first < vertexCount && used[first]) first++;
    if (first >= vertexCount) {
      if (better(size, weight)) result = { size, weight };
      return;
    }
    used[first] = true;
    search(first + 1, size, weight); // first stays unmatched
    for (let other = first + 1; other < vertexCount; other++) {
      const w = weightOf(first, other);
      if (used[other] || w === undefined) continue;
      used[other] = true;
      search(first + 1, size + 1, weight + w);
      used[other] = false;
    }
    used[first] = false;
  };
  search(0, 0, 0);
  return result;
}

/** Checks `mate` is a valid matching over `edges`; returns its size and weight (heaviest parallel edge). */
export function measure(vertexCount: number, edges: readonly MatchingEdge[], mate: Int32Array) {
  expect(mate.length).toBe(vertexCount);
  const best = new Map<string, number>();
  for (const { u, v, weight } of edges) {
    const key = u < v ? `${u},${v}` : `${v},${u}`;
    best.set(key, Math.max(best.get(key) ?? Number.NEGATIVE_INFINITY, weight));
  }
  let size = 0;
  let weight = 0;
  for (let v = 0; v < vertexCount; v++) {
    const m = mate[v]!;
    if (m === -1) continue;
    expect(m).toBeGreaterThanOrEqual(0);
    expect(m).toBeLessThan(vertexCount);
    expect(mate[m]).toBe(v);
    if (v < m) {
      const w = best.get(`${v},${m}`);
      expect(w).toBeDefined();
      size++;
      weight += w!;
    }
  }
  return { size, weight };
}
