import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MATCHING_WEIGHT_LIMIT,
  type MatchingCertificate,
  type MatchingEdge,
  MindsportError,
  matchingReducedCost,
  maxWeightMatching,
  maxWeightMatchingWithCertificate,
} from '../../src/index.js';
import { failure } from '../helpers/errors.js';
import { bruteForce, measure } from './matching-reference.js';

const graphArbitrary = (maxVertices: number, minWeight: number, maxWeight: number) =>
  fc.integer({ min: 0, max: maxVertices }).chain((vertexCount) =>
    fc
      .array(
        fc.record({
          u: fc.integer({ min: 0, max: Math.max(0, vertexCount - 1) }),
          v: fc.integer({ min: 0, max: Math.max(0, vertexCount - 1) }),
          weight: fc.integer({ min: minWeight, max: maxWeight }),
        }),
        { maxLength: vertexCount < 2 ? 0 : 30 },
      )
      .map((edges) => ({ vertexCount, edges: edges.filter((edge) => edge.u !== edge.v) })),
  );

/** Dense graphs where many edges tie: the cases that build and expand nested blossoms. */
const denseGraphArbitrary = (maxVertices: number) =>
  fc.integer({ min: 2, max: maxVertices }).chain((vertexCount) => {
    const pairs: [number, number][] = [];
    for (let u = 0; u < vertexCount; u++) for (let v = u + 1; v < vertexCount; v++) pairs.push([u, v]);
    return fc
      .tuple(...pairs.map(() => fc.option(fc.integer({ min: -3, max: 12 }), { freq: 3 })))
      .map((weights) => ({
        vertexCount,
        edges: pairs.flatMap(([u, v], index) => {
          const weight = weights[index];
          return weight === null || weight === undefined ? [] : [{ u, v, weight }];
        }),
      }));
  });

describe('maxWeightMatching against brute force over all matchings', () => {
  for (const maxCardinality of [false, true]) {
    it(`sparse random graphs up to 10 vertices (maxCardinality ${maxCardinality})`, () => {
      fc.assert(
        fc.property(graphArbitrary(10, -20, 100), ({ vertexCount, edges }) => {
          const mate = maxWeightMatching(vertexCount, edges, { maxCardinality });
          const found = measure(vertexCount, edges, mate);
          const optimum = bruteForce(vertexCount, edges, maxCardinality);
          expect(found.weight).toBe(optimum.weight);
          if (maxCardinality) expect(found.size).toBe(optimum.size);
        }),
        { numRuns: 300 },
      );
    });

    it(`dense graphs with many ties up to 10 vertices (maxCardinality ${maxCardinality})`, () => {
      fc.assert(
        fc.property(denseGraphArbitrary(10), ({ vertexCount, edges }) => {
          const mate = maxWeightMatching(vertexCount, edges, { maxCardinality });
          const found = measure(vertexCount, edges, mate);
          const optimum = bruteForce(vertexCount, edges, maxCardinality);
          expect(found.weight).toBe(optimum.weight);
          if (maxCardinality) expect(found.size).toBe(optimum.size);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('large weights near the limit stay exact', () => {
    fc.assert(
      fc.property(
        graphArbitrary(8, -MATCHING_WEIGHT_LIMIT, MATCHING_WEIGHT_LIMIT),
        fc.boolean(),
        ({ vertexCount, edges }, maxCardinality) => {
          const mate = maxWeightMatching(vertexCount, edges, { maxCardinality });
          const found = measure(vertexCount, edges, mate);
          const optimum = bruteForce(vertexCount, edges, maxCardinality);
          expect(found.weight).toBe(optimum.weight);
          if (maxCardinality) expect(found.size).toBe(optimum.size);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never mutates its input and does not depend on edge order', () => {
    fc.assert(
      fc.property(graphArbitrary(9, 0, 6), fc.boolean(), ({ vertexCount, edges }, maxCardinality) => {
        const copy = structuredClone(edges);
        const forward = measure(
          vertexCount,
          edges,
          maxWeightMatching(vertexCount, edges, { maxCardinality }),
        );
        expect(edges).toEqual(copy);
        const reversed = [...edges].reverse().map(({ u, v, weight }) => ({ u: v, v: u, weight }));
        const backward = measure(
          vertexCount,
          reversed,
          maxWeightMatching(vertexCount, reversed, { maxCardinality }),
        );
        expect(backward).toEqual(forward);
      }),
      { numRuns: 200 },
    );
  });
});

/** Known tricky cases (the classic test graphs for blossom implementations). */
const cases: {
  name: string;
  vertexCount: number;
  edges: [number, number, number][];
  maxCardinality?: boolean;
  mate?: number[];
}[] = [
  { name: 'empty graph', vertexCount: 0, edges: [], mate: [] },
  { name: 'single edge', vertexCount: 2, edges: [[0, 1, 1]], mate: [1, 0] },
  {
    name: 'two edges, heavier wins',
    vertexCount: 3,
    edges: [
      [0, 1, 10],
      [1, 2, 11],
    ],
    mate: [-1, 2, 1],
  },
  {
    name: 'path: two outer edges beat the middle one',
    vertexCount: 4,
    edges: [
      [0, 1, 5],
      [1, 2, 11],
      [2, 3, 5],
    ],
    mate: [-1, 2, 1, -1],
  },
  {
    name: 'path with maxCardinality takes both outer edges',
    vertexCount: 4,
    edges: [
      [0, 1, 5],
      [1, 2, 11],
      [2, 3, 5],
    ],
    maxCardinality: true,
    mate: [1, 0, 3, 2],
  },
  {
    name: 'negative weights are skipped without maxCardinality',
    vertexCount: 4,
    edges: [
      [0, 1, 2],
      [0, 2, -2],
      [1, 2, 1],
      [1, 3, -1],
      [2, 3, -6],
    ],
    mate: [1, 0, -1, -1],
  },
  {
    name: 'negative weights are used with maxCardinality',
    vertexCount: 4,
    edges: [
      [0, 1, 2],
      [0, 2, -2],
      [1, 2, 1],
      [1, 3, -1],
      [2, 3, -6],
    ],
    maxCardinality: true,
    mate: [2, 3, 0, 1],
  },
  {
    name: 'zero-weight edges are not taken without maxCardinality',
    vertexCount: 4,
    edges: [
      [0, 1, 0],
      [2, 3, 0],
      [1, 2, 1],
    ],
    mate: [-1, 2, 1, -1],
  },
  {
    name: 'S-blossom then augmentation through it',
    vertexCount: 5,
    edges: [
      [1, 2, 8],
      [1, 3, 9],
      [2, 3, 10],
      [3, 4, 7],
    ],
    mate: [-1, 2, 1, 4, 3],
  },
  {
    name: 'S-blossom, relabel as T-blossom, augment through it',
    vertexCount: 7,
    edges: [
      [1, 2, 9],
      [1, 3, 8],
      [2, 3, 10],
      [1, 4, 5],
      [4, 5, 4],
      [1, 6, 3],
    ],
    mate: [-1, 6, 3, 2, 5, 4, 1],
  },
  {
    name: 'nested S-blossom, then augmentation',
    vertexCount: 7,
    edges: [
      [1, 2, 9],
      [1, 3, 9],
      [2, 3, 10],
      [2, 4, 8],
      [3, 5, 8],
      [4, 5, 10],
      [5, 6, 6],
    ],
    mate: [-1, 3, 4, 1, 2, 6, 5],
  },
  {
    name: 'nested S-blossom relabelled as T, expanded',
    vertexCount: 9,
    edges: [
      [1, 2, 10],
      [1, 7, 10],
      [2, 3, 12],
      [3, 4, 20],
      [3, 5, 20],
      [4, 5, 25],
      [5, 6, 10],
      [6, 7, 10],
      [7, 8, 8],
    ],
    mate: [-1, 2, 1, 4, 3, 6, 5, 8, 7],
  },
  {
    name: 'nested blossom, expand recursively at the end of a stage',
    vertexCount: 9,
    edges: [
      [1, 2, 8],
      [1, 3, 8],
      [2, 3, 10],
      [2, 4, 12],
      [3, 5, 12],
      [4, 5, 14],
      [4, 6, 12],
      [5, 7, 12],
      [6, 7, 14],
      [7, 8, 12],
    ],
    mate: [-1, 2, 1, 5, 6, 3, 4, 8, 7],
  },
  {
    name: 'T-blossom expanded while a vertex inside is labelled from outside',
    vertexCount: 11,
    edges: [
      [1, 2, 45],
      [1, 5, 45],
      [2, 3, 50],
      [3, 4, 45],
      [4, 5, 50],
      [1, 6, 30],
      [3, 9, 35],
      [4, 8, 35],
      [5, 7, 26],
      [9, 10, 5],
    ],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    name: 'T-blossom expansion with a labelled inner vertex, variant',
    vertexCount: 11,
    edges: [
      [1, 2, 45],
      [1, 5, 45],
      [2, 3, 50],
      [3, 4, 45],
      [4, 5, 50],
      [1, 6, 30],
      [3, 9, 35],
      [4, 8, 26],
      [5, 7, 40],
      [9, 10, 5],
    ],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    name: 'least-slack edge from a T-blossom expanded into two S-blossoms',
    vertexCount: 11,
    edges: [
      [1, 2, 45],
      [1, 5, 45],
      [2, 3, 50],
      [3, 4, 45],
      [4, 5, 50],
      [1, 6, 30],
      [3, 9, 35],
      [4, 8, 28],
      [5, 7, 26],
      [9, 10, 5],
    ],
    mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
  },
  {
    name: 'nested blossoms, expand T-blossom and relabel a sub-blossom',
    vertexCount: 9,
    edges: [
      [1, 2, 45],
      [1, 7, 45],
      [2, 3, 50],
      [3, 4, 45],
      [4, 5, 95],
      [4, 6, 94],
      [5, 6, 94],
      [6, 7, 50],
      [1, 8, 30],
      [3, 8, 35],
    ],
  },
  {
    name: 'a deep chain of nested S-blossoms',
    vertexCount: 13,
    edges: [
      [1, 2, 40],
      [1, 3, 40],
      [2, 3, 60],
      [2, 4, 55],
      [3, 5, 55],
      [4, 5, 50],
      [1, 8, 15],
      [5, 7, 30],
      [7, 6, 10],
      [8, 10, 10],
      [4, 9, 30],
      [10, 11, 1],
      [11, 12, 1],
    ],
    mate: [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8, 12, 11],
  },
  {
    name: 'blossom with an augmenting path through its base',
    vertexCount: 11,
    edges: [
      [1, 2, 40],
      [1, 3, 40],
      [2, 3, 60],
      [2, 4, 55],
      [3, 5, 55],
      [4, 5, 50],
      [1, 8, 15],
      [5, 7, 30],
      [7, 6, 10],
      [8, 10, 10],
      [4, 9, 30],
    ],
    mate: [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
  },
];

describe('known blossom test graphs', () => {
  for (const example of cases) {
    it(example.name, () => {
      const edges = example.edges.map(([u, v, weight]) => ({ u, v, weight }));
      const mate = maxWeightMatching(example.vertexCount, edges, {
        maxCardinality: example.maxCardinality ?? false,
      });
      const found = measure(example.vertexCount, edges, mate);
      const optimum = bruteForce(example.vertexCount, edges, example.maxCardinality ?? false);
      expect(found.weight).toBe(optimum.weight);
      // Where the optimum is unique, the matching itself is known.
      if (example.mate !== undefined) expect([...mate]).toEqual(example.mate);
    });
  }
});

describe('bad input', () => {
  const expectError = (run: () => unknown, code: string, path: readonly (string | number)[]) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(MindsportError);
      expect((error as MindsportError).code).toBe(code);
      expect((error as MindsportError).path).toEqual(path);
      return;
    }
    throw new Error('expected an error');
  };

  it('rejects a bad vertex count', () => {
    expectError(() => maxWeightMatching(2.5, []), 'NOT_AN_INTEGER', ['vertexCount']);
    expectError(() => maxWeightMatching(-1, []), 'OUT_OF_RANGE', ['vertexCount']);
  });
  it('rejects an edge end that is not a vertex', () => {
    expectError(() => maxWeightMatching(3, [{ u: 0, v: 3, weight: 1 }]), 'BAD_VERTEX', ['edges', 0, 'v']);
    expectError(
      () =>
        maxWeightMatching(3, [
          { u: 0, v: 1, weight: 1 },
          { u: 0.5, v: 1, weight: 1 },
        ]),
      'BAD_VERTEX',
      ['edges', 1, 'u'],
    );
  });
  it('rejects a self-loop', () => {
    expectError(() => maxWeightMatching(3, [{ u: 2, v: 2, weight: 1 }]), 'SELF_LOOP', ['edges', 0]);
  });
  it('rejects fractional, unsafe and too large weights', () => {
    for (const weight of [
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      MATCHING_WEIGHT_LIMIT + 1,
      -MATCHING_WEIGHT_LIMIT - 1,
    ]) {
      expectError(() => maxWeightMatching(2, [{ u: 0, v: 1, weight }]), 'BAD_WEIGHT', ['edges', 0, 'weight']);
    }
  });
});

describe('larger graphs', () => {
  it('a complete graph of 200 vertices is perfectly matched with maxCardinality, at the optimum of a known structure', () => {
    // Weight 1000 between 2i and 2i+1, small elsewhere: the optimum is the obvious perfect matching.
    const edges: MatchingEdge[] = [];
    for (let u = 0; u < 200; u++) {
      for (let v = u + 1; v < 200; v++)
        edges.push({ u, v, weight: u >> 1 === v >> 1 ? 1000 : (u * 7 + v * 13) % 50 });
    }
    const mate = maxWeightMatching(200, edges, { maxCardinality: true });
    for (let v = 0; v < 200; v++) expect(mate[v]).toBe(v ^ 1);
  });
});

describe('optimality certificate', () => {
  it('solving on a subset and checking the rest by reduced cost gives the full optimum (perfect matchings)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).map((half) => half * 2),
        fc.array(fc.integer({ min: -30, max: 30 }), { minLength: 45, maxLength: 45 }),
        fc.array(fc.boolean(), { minLength: 45, maxLength: 45 }),
        (vertexCount, weights, keep) => {
          const all: MatchingEdge[] = [];
          for (let u = 0, index = 0; u < vertexCount; u++) {
            for (let v = u + 1; v < vertexCount; v++, index++) all.push({ u, v, weight: weights[index]! });
          }
          // Start from a perfect matching's edges plus a random subset, then add violated edges.
          const subset = all.filter((edge, index) => keep[index] || edge.v === edge.u + 1);
          for (;;) {
            const { mate, certificate } = maxWeightMatchingWithCertificate(vertexCount, subset, {
              maxCardinality: true,
            });
            for (const edge of subset) {
              const reduced = matchingReducedCost(certificate, edge.u, edge.v, edge.weight);
              expect(reduced).toBeGreaterThanOrEqual(0);
              if (mate[edge.u] === edge.v) expect(reduced).toBe(0);
            }
            const violated = all.filter(
              (edge) =>
                !subset.includes(edge) && matchingReducedCost(certificate, edge.u, edge.v, edge.weight) < 0,
            );
            if (violated.length === 0) {
              expect(mate.includes(-1)).toBe(false);
              expect(measure(vertexCount, all, mate).weight).toBe(bruteForce(vertexCount, all, true).weight);
              return;
            }
            subset.push(...violated);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects a bad vertex in matchingReducedCost', () => {
    const { certificate } = maxWeightMatchingWithCertificate(2, [{ u: 0, v: 1, weight: 1 }]);
    expect(() => matchingReducedCost(certificate, 0, 2, 1)).toThrow(MindsportError);
    expect(() => matchingReducedCost(certificate, -1, 1, 1)).toThrow(/u = -1/);
  });
});

function expectError(
  run: () => unknown,
  code: string,
  message: string,
  path: unknown[],
  value: unknown,
): void {
  expect(failure(run)).toEqual([code, message, path, value]);
}

describe('matching input: a whole vertex count, edges between two vertices, whole weights within ±2^49', () => {
  it('vertexCount: not a whole number, or outside 0…2^30 − 1', () => {
    expectError(
      () => maxWeightMatching(2.5, []),
      'NOT_AN_INTEGER',
      'vertexCount: 2.5 is not a whole number',
      ['vertexCount'],
      2.5,
    );
    expectError(
      () => maxWeightMatching(-1, []),
      'OUT_OF_RANGE',
      'vertexCount: -1 is outside 0…1073741823',
      ['vertexCount'],
      -1,
    );
    expectError(
      () => maxWeightMatching(0x40000000, []),
      'OUT_OF_RANGE',
      'vertexCount: 1073741824 is outside 0…1073741823',
      ['vertexCount'],
      0x40000000,
    );
    expect(maxWeightMatching(0, []).length).toBe(0);
  });

  it('an edge end that is not a vertex: the edge, the side and the range', () => {
    expectError(
      () =>
        maxWeightMatching(3, [
          { u: 0, v: 1, weight: 1 },
          { u: 0, v: 3, weight: 1 },
        ]),
      'BAD_VERTEX',
      'edge 1: v = 3 is not a vertex 0…2',
      ['edges', 1, 'v'],
      3,
    );
    expectError(
      () => maxWeightMatching(3, [{ u: -1, v: 1, weight: 1 }]),
      'BAD_VERTEX',
      'edge 0: u = -1 is not a vertex 0…2',
      ['edges', 0, 'u'],
      -1,
    );
    expectError(
      () => maxWeightMatching(3, [{ u: 0, v: '1' as unknown as number, weight: 1 }]),
      'BAD_VERTEX',
      'edge 0: v = "1" is not a vertex 0…2',
      ['edges', 0, 'v'],
      '1',
    );
    // The last vertex is a vertex.
    expect([...maxWeightMatching(3, [{ u: 0, v: 2, weight: 1 }])]).toEqual([2, -1, 0]);
  });

  it('a self-loop, and weights: whole numbers of magnitude at most 2^49 (both limits accepted)', () => {
    const loop = { u: 2, v: 2, weight: 1 };
    expectError(
      () => maxWeightMatching(3, [loop]),
      'SELF_LOOP',
      'edge 0: joins vertex 2 to itself',
      ['edges', 0],
      loop,
    );
    expectError(
      () => maxWeightMatching(2, [{ u: 0, v: 1, weight: 1.5 }]),
      'BAD_WEIGHT',
      'edge 0: weight 1.5 is not a whole number of magnitude at most 2^49',
      ['edges', 0, 'weight'],
      1.5,
    );
    expectError(
      () => maxWeightMatching(2, [{ u: 0, v: 1, weight: -MATCHING_WEIGHT_LIMIT - 1 }]),
      'BAD_WEIGHT',
      'edge 0: weight -562949953421313 is not a whole number of magnitude at most 2^49',
      ['edges', 0, 'weight'],
      -MATCHING_WEIGHT_LIMIT - 1,
    );
    expect([...maxWeightMatching(2, [{ u: 0, v: 1, weight: MATCHING_WEIGHT_LIMIT }])]).toEqual([1, 0]);
    expect([
      ...maxWeightMatching(2, [{ u: 0, v: 1, weight: -MATCHING_WEIGHT_LIMIT }], { maxCardinality: true }),
    ]).toEqual([1, 0]);
  });

  it('matchingReducedCost: a bad u is named before a bad v; the range ends at vertexCount − 1', () => {
    const { certificate } = maxWeightMatchingWithCertificate(3, [{ u: 0, v: 1, weight: 1 }]);
    expectError(
      () => matchingReducedCost(certificate, 3, 0, 1),
      'BAD_VERTEX',
      'u = 3 is not a vertex 0…2',
      ['u'],
      3,
    );
    expectError(
      () => matchingReducedCost(certificate, -1, 9, 1),
      'BAD_VERTEX',
      'u = -1 is not a vertex 0…2',
      ['u'],
      -1,
    );
    expectError(
      () => matchingReducedCost(certificate, 0.5, 0, 1),
      'BAD_VERTEX',
      'u = 0.5 is not a vertex 0…2',
      ['u'],
      0.5,
    );
    expectError(
      () => matchingReducedCost(certificate, 0, 3, 1),
      'BAD_VERTEX',
      'v = 3 is not a vertex 0…2',
      ['v'],
      3,
    );
    expectError(
      () => matchingReducedCost(certificate, 2, -1, 1),
      'BAD_VERTEX',
      'v = -1 is not a vertex 0…2',
      ['v'],
      -1,
    );
    expectError(
      () => matchingReducedCost(certificate, 0, 1.5, 1),
      'BAD_VERTEX',
      'v = 1.5 is not a vertex 0…2',
      ['v'],
      1.5,
    );
    // Vertex 0 and the last vertex are vertices.
    expect(matchingReducedCost(certificate, 0, 2, 0)).toBe(
      certificate.vertexDuals[0]! + certificate.vertexDuals[2]!,
    );
  });
});

describe('the greedy warm start doubles the weights only when the doubled weights stay exact', () => {
  const square = (weight: number): MatchingEdge[] => [
    { u: 0, v: 1, weight },
    { u: 1, v: 2, weight },
    { u: 2, v: 3, weight },
    { u: 3, v: 0, weight },
  ];

  it('maxCardinality with a perfect result and weights up to 2^48 keeps the warm start (scale 2)', () => {
    expect(
      maxWeightMatchingWithCertificate(4, square(5), { maxCardinality: true }).certificate.weightScale,
    ).toBe(2);
    const atHalf = maxWeightMatchingWithCertificate(4, square(MATCHING_WEIGHT_LIMIT / 2), {
      maxCardinality: true,
    });
    expect(atHalf.certificate.weightScale).toBe(2);
    expect(matchingReducedCost(atHalf.certificate, 0, 1, MATCHING_WEIGHT_LIMIT / 2)).toBe(0);
  });

  it('larger weights, no maxCardinality, or an unmatched vertex: scale 1', () => {
    expect(
      maxWeightMatchingWithCertificate(4, square(MATCHING_WEIGHT_LIMIT / 2 + 1), { maxCardinality: true })
        .certificate.weightScale,
    ).toBe(1);
    expect(
      maxWeightMatchingWithCertificate(
        4,
        [...square(1), { u: 0, v: 2, weight: -(MATCHING_WEIGHT_LIMIT / 2) - 1 }],
        {
          maxCardinality: true,
        },
      ).certificate.weightScale,
    ).toBe(1);
    expect(maxWeightMatchingWithCertificate(4, square(5)).certificate.weightScale).toBe(1);
    const odd = maxWeightMatchingWithCertificate(
      3,
      [
        { u: 0, v: 1, weight: 4 },
        { u: 1, v: 2, weight: 3 },
      ],
      {
        maxCardinality: true,
      },
    );
    expect([...odd.mate]).toEqual([1, 0, -1]);
    expect(odd.certificate.weightScale).toBe(1);
  });
});

/** The blossoms holding a vertex, innermost first, from the parent links alone. */
function enclosing(certificate: MatchingCertificate, vertex: number): number[] {
  const chain: number[] = [];
  for (let id = certificate.blossomParent[vertex]!; id !== -1; id = certificate.blossomParent[id]!)
    chain.push(id);
  return chain;
}

function checkCertificate(
  vertexCount: number,
  edges: readonly MatchingEdge[],
  certificate: MatchingCertificate,
): void {
  const n = vertexCount;
  expect(certificate.vertexCount).toBe(n);
  for (let id = 0; id < 2 * n; id++) {
    // Depth: the number of enclosing blossoms; dual sum: own dual plus the enclosing ones'.
    let depth = 0;
    let sum = id >= n ? certificate.blossomDuals[id - n]! : 0;
    for (let up = certificate.blossomParent[id]!; up !== -1; up = certificate.blossomParent[up]!) {
      depth++;
      sum += certificate.blossomDuals[up - n]!;
    }
    expect(certificate.blossomDepth[id]).toBe(depth);
    if (id >= n) expect(certificate.enclosingDualSum[id - n]).toBe(sum);
  }
  for (const { u, v, weight } of edges) {
    const outer = new Set(enclosing(certificate, u));
    let shared = 0;
    for (const id of enclosing(certificate, v))
      if (outer.has(id)) shared += certificate.blossomDuals[id - n]!;
    const expected =
      certificate.vertexDuals[u]! +
      certificate.vertexDuals[v]! -
      2 * certificate.weightScale * weight +
      2 * shared;
    expect(matchingReducedCost(certificate, u, v, weight)).toBe(expected);
    expect(matchingReducedCost(certificate, v, u, weight)).toBe(expected);
  }
}

/** Dense graphs with many equal weights: they build nested blossoms with positive duals. */
const denseGraph = fc.integer({ min: 4, max: 14 }).chain((vertexCount) => {
  const pairs: [number, number][] = [];
  for (let u = 0; u < vertexCount; u++) for (let v = u + 1; v < vertexCount; v++) pairs.push([u, v]);
  return fc
    .tuple(fc.boolean(), ...pairs.map(() => fc.option(fc.integer({ min: -2, max: 9 }), { freq: 2 })))
    .map(([maxCardinality, ...weights]) => ({
      vertexCount,
      maxCardinality,
      edges: pairs.flatMap(([u, v], index) => {
        const weight = weights[index];
        return weight === null || weight === undefined ? [] : [{ u, v, weight }];
      }),
    }));
});

describe('the optimality certificate: blossom depths, dual sums and reduced costs agree with its parent links', () => {
  it('depths, enclosing dual sums and every reduced cost (both orders of the ends)', () => {
    let nested = 0;
    fc.assert(
      fc.property(denseGraph, ({ vertexCount, edges, maxCardinality }) => {
        const { certificate } = maxWeightMatchingWithCertificate(vertexCount, edges, { maxCardinality });
        checkCertificate(vertexCount, edges, certificate);
        if (certificate.blossomDepth.some((depth) => depth >= 2)) nested++;
      }),
      { numRuns: 300 },
    );
    // The graphs do reach blossoms inside blossoms.
    expect(nested).toBeGreaterThan(0);
  });

  it('a known blossom: the triangle 0–1–2 with a pendant edge', () => {
    // Triangle of weight 6 with 3–0 weight 4: the optimum is 3–0 and 1–2 (10).
    const edges = [
      { u: 0, v: 1, weight: 6 },
      { u: 1, v: 2, weight: 6 },
      { u: 2, v: 0, weight: 6 },
      { u: 3, v: 0, weight: 4 },
      { u: 4, v: 3, weight: 1 },
    ];
    const { mate, certificate } = maxWeightMatchingWithCertificate(5, edges);
    expect([...mate]).toEqual([3, 2, 1, 0, -1]);
    checkCertificate(5, edges, certificate);
    for (const { u, v, weight } of edges) {
      const reduced = matchingReducedCost(certificate, u, v, weight);
      expect(reduced).toBeGreaterThanOrEqual(0);
      if (mate[u] === v) expect(reduced).toBe(0);
    }
  });
});
