/**
 * Internal: pairs everyone with someone near them on a ranking, minimising first the
 * number of colour clashes (pairs whose colours must take a player beyond the saldo
 * limit, issue 10), then the number of repeated opponents, then the total distance, then
 * the sum of squared distances (so 1–3 + 2–4 is preferred to 1–4 + 2–3), with an exact
 * weighted blossom matching (core `maxWeightMatching`), never greedily (spec decision 13).
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
  /** Whether any colours for i and j take one beyond the saldo limit (avoid first; absent = never). */
  readonly clash?: (i: number, j: number) => boolean;
}

/**
 * Returns the optimal pairs `[i, j]` (i < j), or the vertices left unmatched when no
 * perfect matching exists, and the number of clashing pairs in it.
 */
export function nearestPairs(graph: PairingGraph): {
  pairs: [number, number][];
  unmatched: number[];
  clashes: number;
} {
  const { count } = graph;
  const clash = graph.clash ?? (() => false);
  const maxDistance = Math.max(1, count);
  let anyClash = false;
  for (let i = 0; i < count && graph.clash && !anyClash; i++) {
    for (let j = i + 1; j < count; j++) {
      if (clash(i, j) && graph.allowed(i, j)) {
        anyClash = true;
        break;
      }
    }
  }
  // Lexicographic costs packed into one integer weight: clashes ≫ repeats ≫ distance ≫
  // squared distance. Each factor exceeds the largest total of the costs below it over a
  // matching (at most count/2 pairs). Without any clashing edge the clash level is left
  // out, so the weights (and the result) are those of the plain nearest pairing.
  const fits = (squares: boolean) => {
    const distanceFactor = squares ? maxDistance * maxDistance * maxDistance + 1 : 1;
    const repeatFactor = distanceFactor * (maxDistance * maxDistance + 1);
    const clashFactor = anyClash ? repeatFactor * (maxDistance + 1) : 0;
    return { squares, distanceFactor, repeatFactor, clashFactor };
  };
  let factors = fits(true);
  if (Math.max(factors.repeatFactor, factors.clashFactor) * 4 > MATCHING_WEIGHT_LIMIT) factors = fits(false);
  const { squares, distanceFactor, repeatFactor, clashFactor } = factors;
  const big = Math.max(repeatFactor, clashFactor) * 2;
  const edges: MatchingEdge[] = [];
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      if (!graph.allowed(i, j)) continue;
      const distance = graph.distance(i, j);
      const cost =
        (anyClash && clash(i, j) ? clashFactor : 0) +
        (graph.repeat(i, j) ? repeatFactor : 0) +
        distance * distanceFactor +
        (squares ? distance * distance : 0);
      edges.push({ u: i, v: j, weight: big - cost });
    }
  }
  const mate = maxWeightMatching(count, edges, { maxCardinality: true });
  const pairs: [number, number][] = [];
  const unmatched: number[] = [];
  let clashes = 0;
  for (let i = 0; i < count; i++) {
    const j = mate[i]!;
    if (j < 0) unmatched.push(i);
    else if (i < j) {
      pairs.push([i, j]);
      if (anyClash && clash(i, j)) clashes++;
    }
  }
  return { pairs, unmatched, clashes };
}
