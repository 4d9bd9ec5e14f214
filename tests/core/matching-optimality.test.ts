/**
 * `maxWeightMatching` is optimal and its certificate is a complete LP-duality proof, on many
 * random graphs and on hand-built blossom cases (expansion mid-stage, augmenting through
 * blossoms, dissolving them between stages). The solver may take any path to an optimum, so
 * these tests do not pin internal numbers: they check that the matching is valid and optimal
 * (brute force up to 10 vertices, the Tutte-matrix rank for the size of a maximum matching
 * beyond) and that every reduced cost is ≥ 0, matched edges are tight, blossom duals are ≥ 0
 * and positive only on full blossoms, exposed vertices have the least dual (0 without
 * maxCardinality), and the matching weight equals the dual objective.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MATCHING_WEIGHT_LIMIT,
  type MatchingCertificate,
  type MatchingEdge,
  matchingReducedCost,
  maxWeightMatching,
  maxWeightMatchingWithCertificate,
} from '../../src/index.js';
import { bruteForce, measure } from './matching-reference.js';

/** Size of a maximum matching: half the rank of the Tutte matrix at random points modulo a prime. */
function maximumMatchingSize(
  vertexCount: number,
  edges: readonly MatchingEdge[],
  random: () => number,
): number {
  const p = 1_000_003;
  let best = 0;
  for (let trial = 0; trial < 2; trial++) {
    const a = Array.from({ length: vertexCount }, () => new Array<number>(vertexCount).fill(0));
    for (const { u, v } of edges) {
      const x = 1 + Math.floor(random() * (p - 1));
      a[u]![v] = (a[u]![v]! + x) % p;
      a[v]![u] = (a[v]![u]! + p - x) % p;
    }
    let rank = 0;
    for (let col = 0; col < vertexCount && rank < vertexCount; col++) {
      let pivot = rank;
      while (pivot < vertexCount && a[pivot]![col] === 0) pivot++;
      if (pivot === vertexCount) continue;
      [a[rank], a[pivot]] = [a[pivot]!, a[rank]!];
      const inverse = power(a[rank]![col]!, p - 2, p);
      for (let row = rank + 1; row < vertexCount; row++) {
        const factor = (a[row]![col]! * inverse) % p;
        if (factor === 0) continue;
        for (let c = col; c < vertexCount; c++) {
          a[row]![c] = (a[row]![c]! - ((factor * a[rank]![c]!) % p) + p) % p;
        }
      }
      rank++;
    }
    best = Math.max(best, rank / 2);
  }
  return best;
}

function power(base: number, exponent: number, p: number): number {
  let result = 1;
  let b = base % p;
  let e = exponent;
  while (e > 0) {
    if (e & 1) result = Number((BigInt(result) * BigInt(b)) % BigInt(p));
    b = Number((BigInt(b) * BigInt(b)) % BigInt(p));
    e = Math.floor(e / 2);
  }
  return result;
}

/** A small deterministic generator (mulberry32). */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Graph {
  vertexCount: number;
  edges: MatchingEdge[];
}

/** A random graph: each pair an edge with probability `density`, weights in `low…high`, some parallel edges. */
function randomGraph(
  random: () => number,
  vertexCount: number,
  density: number,
  low: number,
  high: number,
  parallel = 0,
): Graph {
  const edges: MatchingEdge[] = [];
  const weight = () => low + Math.floor(random() * (high - low + 1));
  for (let u = 0; u < vertexCount; u++) {
    for (let v = u + 1; v < vertexCount; v++) {
      if (random() >= density) continue;
      edges.push(random() < 0.5 ? { u, v, weight: weight() } : { u: v, v: u, weight: weight() });
      if (random() < parallel) edges.push({ u, v, weight: weight() });
    }
  }
  // Shuffle, so edge order (and the order of the incidence lists) varies too.
  for (let i = edges.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [edges[i], edges[j]] = [edges[j]!, edges[i]!];
  }
  return { vertexCount, edges };
}

/**
 * A full check of the certificate as an LP-duality proof that `mate` is optimal (among
 * matchings of its size with maxCardinality). Returns nothing; fails the test on any flaw.
 */
function checkCertificate(
  graph: Graph,
  maxCardinality: boolean,
  mate: Int32Array,
  certificate: MatchingCertificate,
): void {
  const { vertexCount: n, edges } = graph;
  const {
    weightScale: scale,
    vertexDuals,
    blossomParent,
    blossomDuals,
    blossomDepth,
    enclosingDualSum,
  } = certificate;
  expect(certificate.vertexCount).toBe(n);
  expect(vertexDuals.length).toBe(n);
  expect(blossomParent.length).toBe(2 * n);
  expect(blossomDuals.length).toBe(n);
  // The doubled weights are kept exactly when the warm start's perfect result is kept.
  const largest = edges.reduce((m, e) => Math.max(m, Math.abs(e.weight)), 0);
  const perfect = !mate.includes(-1);
  expect(scale).toBe(maxCardinality && perfect && largest <= MATCHING_WEIGHT_LIMIT / 2 ? 2 : 1);
  // Blossom forest: parents are blossom ids; leaves of each blossom.
  const leaves: number[][] = Array.from({ length: n }, () => []);
  const hasChild = new Array<boolean>(n).fill(false);
  for (let id = 0; id < 2 * n; id++) {
    const parent = blossomParent[id]!;
    if (parent === -1) continue;
    expect(parent).toBeGreaterThanOrEqual(n);
    expect(parent).toBeLessThan(2 * n);
    hasChild[parent - n] = true;
  }
  for (let v = 0; v < n; v++) {
    let seen = 0;
    for (let b = blossomParent[v]!; b !== -1; b = blossomParent[b]!) {
      leaves[b - n]!.push(v);
      if (++seen > 2 * n) throw new Error('cycle in the blossom forest');
    }
  }
  for (let index = 0; index < n; index++) {
    const dual = blossomDuals[index]!;
    expect(dual).toBeGreaterThanOrEqual(0);
    if (!hasChild[index]) {
      expect(dual).toBe(0);
      expect(blossomParent[n + index]).toBe(-1);
      continue;
    }
    const inside = leaves[index]!;
    expect(inside.length % 2).toBe(1);
    expect(inside.length).toBeGreaterThanOrEqual(3);
    if (dual > 0) {
      // Full: every vertex but one is matched inside the blossom.
      const set = new Set(inside);
      const matchedInside = inside.filter((v) => mate[v]! >= 0 && set.has(mate[v]!)).length;
      expect(matchedInside).toBe(inside.length - 1);
    }
  }
  // Depths and dual sums agree with the parent links.
  for (let id = 0; id < 2 * n; id++) {
    let depth = 0;
    for (let b = blossomParent[id]!; b !== -1; b = blossomParent[b]!) depth++;
    expect(blossomDepth[id]).toBe(depth);
    if (id >= n) {
      let sum = 0;
      for (let b = id; b !== -1; b = blossomParent[b]!) sum += blossomDuals[b - n]!;
      expect(enclosingDualSum[id - n]).toBe(sum);
    }
  }
  // Reduced costs: ≥ 0 everywhere, 0 on the heaviest edge of each matched pair.
  const heaviest = new Map<string, MatchingEdge>();
  for (const edge of edges) {
    const reduced = matchingReducedCost(certificate, edge.u, edge.v, edge.weight);
    expect(Number.isInteger(reduced)).toBe(true);
    if (reduced < 0) throw new Error(`negative reduced cost ${reduced} on ${JSON.stringify(edge)}`);
    const key = edge.u < edge.v ? `${edge.u},${edge.v}` : `${edge.v},${edge.u}`;
    const known = heaviest.get(key);
    if (known === undefined || edge.weight > known.weight) heaviest.set(key, edge);
  }
  for (let v = 0; v < n; v++) {
    const m = mate[v]!;
    if (m <= v) continue;
    const edge = heaviest.get(`${v},${m}`)!;
    expect(matchingReducedCost(certificate, edge.u, edge.v, edge.weight)).toBe(0);
  }
  // Exposed vertices hold the least vertex dual (0 without maxCardinality).
  const exposed = [...mate.keys()].filter((v) => mate[v] === -1);
  let floor = 0;
  if (maxCardinality && exposed.length > 0) floor = vertexDuals[exposed[0]!]!;
  for (const v of exposed) expect(vertexDuals[v]).toBe(floor);
  if (maxCardinality && exposed.length === 0) floor = Number.NEGATIVE_INFINITY;
  for (let v = 0; v < n; v++) {
    expect(Number.isInteger(vertexDuals[v])).toBe(true);
    expect(vertexDuals[v]).toBeGreaterThanOrEqual(floor);
  }
  // Strong duality: the matching weight equals the dual objective (over covered vertices).
  const { weight } = measure(n, edges, mate);
  let objective = 0;
  for (let v = 0; v < n; v++) if (mate[v] !== -1) objective += vertexDuals[v]!;
  for (let index = 0; index < n; index++) objective += blossomDuals[index]! * (leaves[index]!.length - 1);
  expect(objective).toBe(2 * scale * weight);
}

/** Solves both ways, checks the certificate, and returns the mate. */
function solveAndCheck(graph: Graph, maxCardinality: boolean): Int32Array {
  const { mate, certificate } = maxWeightMatchingWithCertificate(graph.vertexCount, graph.edges, {
    maxCardinality,
  });
  expect([...maxWeightMatching(graph.vertexCount, graph.edges, { maxCardinality })]).toEqual([...mate]);
  checkCertificate(graph, maxCardinality, mate, certificate);
  return mate;
}

function checkAgainstBruteForce(graph: Graph, maxCardinality: boolean): void {
  const mate = solveAndCheck(graph, maxCardinality);
  const found = measure(graph.vertexCount, graph.edges, mate);
  const optimum = bruteForce(graph.vertexCount, graph.edges, maxCardinality);
  expect(found.weight).toBe(optimum.weight);
  if (maxCardinality) expect(found.size).toBe(optimum.size);
}

function checkLarge(graph: Graph, maxCardinality: boolean, random: () => number): void {
  const mate = solveAndCheck(graph, maxCardinality);
  if (maxCardinality) {
    expect(measure(graph.vertexCount, graph.edges, mate).size).toBe(
      maximumMatchingSize(graph.vertexCount, graph.edges, random),
    );
  }
}

/** Weight ranges: tie-heavy small ones, negative ones, wide ones. */
const ranges: [number, number][] = [
  [0, 2],
  [1, 4],
  [-3, 8],
  [-10, 2],
  [0, 40],
  [-50, 100],
  [5, 6],
];

const params = fc.record({
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  range: fc.integer({ min: 0, max: ranges.length - 1 }),
  density: fc.constantFrom(0.15, 0.3, 0.5, 0.8, 1),
  parallel: fc.constantFrom(0, 0, 0.2),
});

describe('maximum-weight matching: optimal matching and a valid certificate', () => {
  for (const maxCardinality of [false, true]) {
    it(`small graphs against brute force, certificate checked (maxCardinality ${maxCardinality})`, () => {
      fc.assert(
        fc.property(params, fc.integer({ min: 0, max: 10 }), ({ seed, range, density, parallel }, n) => {
          const random = generator(seed);
          const [low, high] = ranges[range]!;
          checkAgainstBruteForce(randomGraph(random, n, density, low, high, parallel), maxCardinality);
        }),
        { numRuns: 400 },
      );
    });

    it(`graphs of 11 to 40 vertices, certificate checked (maxCardinality ${maxCardinality})`, () => {
      fc.assert(
        fc.property(params, fc.integer({ min: 11, max: 40 }), ({ seed, range, density, parallel }, n) => {
          const random = generator(seed);
          const [low, high] = ranges[range]!;
          checkLarge(randomGraph(random, n, density, low, high, parallel), maxCardinality, random);
        }),
        { numRuns: 150 },
      );
    });
  }

  it('large weights near the limit (the warm start is skipped above half the limit)', () => {
    fc.assert(
      fc.property(
        params,
        fc.integer({ min: 2, max: 10 }),
        fc.boolean(),
        ({ seed, density }, n, maxCardinality) => {
          const random = generator(seed);
          const graph = randomGraph(random, n, density, 0, 0);
          const span = random() < 0.5 ? MATCHING_WEIGHT_LIMIT : MATCHING_WEIGHT_LIMIT / 2;
          for (const edge of graph.edges as { weight: number }[]) {
            edge.weight = Math.floor((random() * 2 - 1) * span);
          }
          checkAgainstBruteForce(graph, maxCardinality);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** Solves, checks the certificate, and returns the matching weight (the certificate proves it optimal). */
function weightOfSolution(graph: Graph, maxCardinality: boolean): number {
  return measure(graph.vertexCount, graph.edges, solveAndCheck(graph, maxCardinality)).weight;
}

const fromTriples = (vertexCount: number, triples: [number, number, number][]): Graph => ({
  vertexCount,
  edges: triples.map(([u, v, weight]) => ({ u, v, weight })),
});

describe('maximum-weight matching: expanding an inner blossom mid-stage', () => {
  // Found by random search: a type-4 expansion of an inner blossom of five or more
  // sub-blossoms, whose odd side holds vertices already labelled inner from outside; each
  // of them must be relabelled, or an edge into it goes negative after the next dual step.
  const triples: [number, number, number][] = [
    [0, 8, 7],
    [0, 10, 8],
    [1, 6, 5],
    [1, 13, 8],
    [1, 14, 6],
    [1, 20, 7],
    [2, 11, 6],
    [3, 4, 7],
    [4, 19, 8],
    [5, 10, 6],
    [5, 15, 5],
    [7, 9, 7],
    [7, 13, 7],
    [8, 11, 6],
    [8, 17, 6],
    [9, 15, 6],
    [12, 15, 5],
    [12, 17, 6],
    [12, 18, 7],
    [13, 18, 8],
    [13, 20, 6],
    [14, 17, 5],
    [16, 18, 8],
    [16, 19, 7],
  ];

  it('every child on the odd side is visited when relabelling', () => {
    expect(weightOfSolution(fromTriples(21, triples), false)).toBe(65);
  });

  it('a labelled vertex 0 on the odd side is relabelled too', () => {
    // The same graph with vertices 0 and 17 swapped.
    const swap = (x: number) => (x === 0 ? 17 : x === 17 ? 0 : x);
    const swapped = triples.map(([u, v, w]): [number, number, number] => [swap(u), swap(v), w]);
    expect(weightOfSolution(fromTriples(21, swapped), false)).toBe(65);
  });
});

describe('maximum-weight matching: augmenting through blossoms', () => {
  it('a blossom kept across several augmentations keeps its cycle links in step with its children', () => {
    // Found by random search: the blossom is rotated twice, and a stale link breaks the matching.
    const graph = fromTriples(18, [
      [0, 1, 7],
      [0, 4, 8],
      [0, 14, 8],
      [1, 6, 7],
      [1, 8, 8],
      [1, 10, 6],
      [1, 15, 7],
      [2, 16, 6],
      [3, 14, 7],
      [4, 6, 7],
      [4, 16, 8],
      [5, 8, 8],
      [5, 11, 8],
      [6, 11, 8],
      [7, 11, 8],
      [7, 13, 7],
      [9, 10, 6],
      [12, 15, 8],
      [12, 17, 7],
      [16, 17, 7],
    ]);
    expect(weightOfSolution(graph, false)).toBe(64);
  });

  it('an inner blossom with the first blossom id (vertexCount) on the augmenting path is rotated', () => {
    const graph = fromTriples(10, [
      [0, 1, 8],
      [0, 7, 7],
      [1, 2, 8],
      [2, 4, 7],
      [2, 8, 8],
      [3, 4, 6],
      [4, 8, 8],
      [5, 6, 5],
      [5, 9, 7],
      [7, 9, 8],
    ]);
    expect(weightOfSolution(graph, false)).toBe(35);
    expect(bruteForce(graph.vertexCount, graph.edges, false).weight).toBe(35);
  });
});

describe('maximum-weight matching: dissolving blossoms between stages', () => {
  it('a nested blossom that was inner when absorbed is dissolved without relabelling', () => {
    const graph = fromTriples(8, [
      [1, 6, 4],
      [5, 1, 4],
      [0, 6, 4],
      [2, 5, 3],
      [6, 4, 4],
      [3, 7, 2],
      [1, 3, 3],
      [7, 5, 3],
      [5, 4, 4],
      [1, 0, 4],
    ]);
    for (const maxCardinality of [false, true]) {
      expect(weightOfSolution(graph, maxCardinality)).toBe(13);
      expect(bruteForce(graph.vertexCount, graph.edges, maxCardinality).weight).toBe(13);
    }
  });
});

describe('maximum-weight matching: vertices inside inner blossoms', () => {
  it('a vertex reached inside an inner blossom is remembered, so the blossom expands correctly', () => {
    const graph = fromTriples(13, [
      [0, 5, 8],
      [0, 10, 6],
      [1, 3, 8],
      [1, 8, 8],
      [1, 9, 8],
      [1, 11, 8],
      [2, 6, 6],
      [2, 9, 8],
      [3, 4, 8],
      [4, 7, 7],
      [5, 12, 8],
      [7, 11, 8],
      [8, 12, 8],
      [10, 11, 7],
    ]);
    expect(weightOfSolution(graph, false)).toBe(46);
  });
});

describe('maximum-weight matching: dual steps', () => {
  const small: { name: string; triples: [number, number, number][]; maxCardinality: boolean }[] = [
    {
      // An inner blossom based at vertex 0 must be expanded when its dual reaches zero.
      name: 'an inner blossom with base vertex 0 is expanded before its dual goes negative',
      triples: [
        [0, 1, 33],
        [0, 2, 40],
        [0, 3, 26],
        [0, 4, 40],
        [2, 4, 38],
      ],
      maxCardinality: false,
    },
    {
      // With maxCardinality and no edge step left, an inner blossom still limits the step.
      name: 'an inner blossom limits the step even when it is the only candidate (maxCardinality)',
      triples: [
        [0, 3, 5],
        [1, 2, 6],
        [1, 3, 6],
        [1, 4, 5],
        [2, 3, 6],
      ],
      maxCardinality: true,
    },
    {
      // The least inner-blossom dual is taken only when it is below the current delta.
      name: 'an inner blossom limits the step only when its dual is the least (no maxCardinality)',
      triples: [
        [0, 3, 3],
        [1, 3, 6],
        [1, 4, 6],
        [2, 4, 3],
        [3, 4, 7],
      ],
      maxCardinality: false,
    },
  ];
  for (const { name, triples, maxCardinality } of small) {
    it(name, () => {
      const graph = fromTriples(5, triples);
      for (const mc of [maxCardinality, !maxCardinality]) {
        expect(weightOfSolution(graph, mc)).toBe(bruteForce(5, graph.edges, mc).weight);
      }
    });
  }
});
