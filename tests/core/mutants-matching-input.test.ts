// Mutation testing (issue #13), core matching.ts, the code around the solver: input checks
// (every error's code, message, path and value), matchingReducedCost and the certificate's
// blossom depths and dual sums (against a second computation from the parent links), and
// when the warm start's doubled weights are used (`weightScale`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MATCHING_WEIGHT_LIMIT,
  type MatchingCertificate,
  type MatchingEdge,
  matchingReducedCost,
  maxWeightMatching,
  maxWeightMatchingWithCertificate,
} from '../../src/core/matching.js';
import { failure } from '../helpers/errors.js';

function expectError(
  run: () => unknown,
  code: string,
  message: string,
  path: unknown[],
  value: unknown,
): void {
  expect(failure(run)).toEqual([code, message, path, value]);
}

describe('matching input checks, pinned', () => {
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

describe('weightScale: the doubled weights of the warm start', () => {
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

describe('the certificate against a second computation from its parent links', () => {
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
