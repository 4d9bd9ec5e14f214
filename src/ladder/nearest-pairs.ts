/**
 * Internal: pairs everyone with someone near them on a ranking, minimising first the
 * number of repeated opponents, then the total distance, then the sum of squared
 * distances (so 1–3 + 2–4 is preferred to 1–4 + 2–3), with an exact weighted blossom
 * matching (core `maxWeightMatching`), never greedily (spec decision 13).
 */
import { MATCHING_WEIGHT_LIMIT, type MatchingEdge, maxWeightMatching } from '../core/matching.js';

export interface PairingGraph {
  /** Number of vertices. */
  readonly count: number;
  /** Whether i and j may play at all (guests only with players who agree). */
  readonly allowed: (i: number, j: number) => boolean;
  /** Whether i and j already met in the period (avoid when possible). */
  readonly repeat: (i: number, j: number) => boolean;
  /** Distance on the ranking (0 for a guest game). */
  readonly distance: (i: number, j: number) => number;
}

/** Returns the optimal pairs `[i, j]` (i < j), or the vertices left unmatched when no perfect matching exists. */
export function nearestPairs(graph: PairingGraph): { pairs: [number, number][]; unmatched: number[] } {
  const { count } = graph;
  const maxDistance = Math.max(1, count);
  // Lexicographic costs packed into one integer weight: repeats ≫ distance ≫ squared distance.
  let squareFactor = maxDistance * maxDistance * maxDistance + 1;
  let repeatFactor = squareFactor * (maxDistance * maxDistance + 1);
  if (repeatFactor * 4 > MATCHING_WEIGHT_LIMIT) {
    squareFactor = 0;
    repeatFactor = maxDistance * maxDistance + 1;
  }
  const distanceFactor = squareFactor === 0 ? 1 : squareFactor;
  const big = repeatFactor * 2;
  const edges: MatchingEdge[] = [];
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      if (!graph.allowed(i, j)) continue;
      const distance = graph.distance(i, j);
      const cost =
        (graph.repeat(i, j) ? repeatFactor : 0) +
        distance * distanceFactor +
        (squareFactor === 0 ? 0 : distance * distance);
      edges.push({ u: i, v: j, weight: big - cost });
    }
  }
  const mate = maxWeightMatching(count, edges, { maxCardinality: true });
  const pairs: [number, number][] = [];
  const unmatched: number[] = [];
  for (let i = 0; i < count; i++) {
    const j = mate[i]!;
    if (j < 0) unmatched.push(i);
    else if (i < j) pairs.push([i, j]);
  }
  return { pairs, unmatched };
}
