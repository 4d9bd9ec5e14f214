import { MindsportError } from './errors.js';
import { show } from './guards.js';

/**
 * One weighted edge of the graph given to {@link maxWeightMatching}.
 *
 * @category Pairing
 */
export interface MatchingEdge {
  /** One end: a vertex index `0 … vertexCount − 1`. */
  readonly u: number;
  /** The other end: a vertex index, different from `u`. */
  readonly v: number;
  /** The weight: a safe integer of magnitude at most {@link MATCHING_WEIGHT_LIMIT} (may be zero or negative). */
  readonly weight: number;
}

/**
 * Options of {@link maxWeightMatching}.
 *
 * @category Pairing
 */
export interface MatchingOptions {
  /**
   * When `true`, only matchings of the largest possible size (number of edges) are
   * considered, and among those one of maximum weight is returned. Default `false`:
   * the matching of maximum total weight, whatever its size (edges of negative or zero
   * weight are then never worth taking).
   */
  readonly maxCardinality?: boolean;
}

/**
 * Largest magnitude accepted for an edge weight (2^49). The algorithm keeps dual
 * variables that are small multiples of the weights, and this bound keeps every
 * intermediate value an exact safe integer.
 * @category Pairing
 */
export const MATCHING_WEIGHT_LIMIT = 2 ** 49;

/**
 * Finds a matching of maximum total weight in a general (not necessarily bipartite)
 * graph, exactly: Edmonds' weighted blossom algorithm in Galil's O(n³) primal-dual form.
 *
 * Used by the Swiss pairing engines (KOA III, spec `othello.md` §7), where an
 * optimal matching of all players replaces greedy pairing. With integer weights every
 * computation is done in exact integer arithmetic: the vertex duals are kept at twice
 * their textbook value (edge slack is `dual(u) + dual(v) − 2·weight`), so the half-steps
 * of the method stay whole numbers. Parallel edges are allowed (the heaviest one is the
 * one that can matter); self-loops are not.
 *
 * @category Pairing
 * @param vertexCount - number of vertices, a safe integer ≥ 0; vertices are `0 … vertexCount − 1`
 * @param edges - the edges, `{ u, v, weight }` with integer weights
 * @param options - `maxCardinality` to maximise the number of pairs first
 * @returns `mate`: `mate[v]` is the vertex matched to `v`, or `−1` if `v` is unmatched
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER` / `OUT_OF_RANGE` for a bad vertex count,
 *   `BAD_VERTEX` for an edge end that is not a vertex, `SELF_LOOP` for
 *   `u === v`, `BAD_WEIGHT` for a weight that is not a safe integer within the limit
 * @example
 * ```ts
 * import { maxWeightMatching } from 'mindsport';
 * // A path 0–1–2–3 with a heavy middle edge: taking both outer edges is worth more.
 * const mate = maxWeightMatching(4, [
 *   { u: 0, v: 1, weight: 5 },
 *   { u: 1, v: 2, weight: 8 },
 *   { u: 2, v: 3, weight: 5 },
 * ]);
 * console.log([...mate]); // [1, 0, 3, 2]
 * ```
 */
export function maxWeightMatching(
  vertexCount: number,
  edges: readonly MatchingEdge[],
  options: MatchingOptions = {},
): Int32Array {
  return runSolver(vertexCount, edges, options).mate;
}

/**
 * A proof that a matching is optimal (linear-programming duality): vertex and blossom
 * dual values such that every edge has a non-negative {@link matchingReducedCost}, every
 * matched edge has reduced cost zero and every blossom with a positive dual is full.
 * Then **no other edge** can improve the matching — which lets a caller solve on a few
 * promising edges and then check the remaining ones cheaply (see {@link maxWeightMatchingWithCertificate}).
 * Values are in the solver's internal units (see `weightScale`).
 * @category Pairing
 */
export interface MatchingCertificate {
  /** Number of vertices. */
  readonly vertexCount: number;
  /** The factor (1 or 2) the solver multiplied the weights by internally; reduced costs use it. */
  readonly weightScale: number;
  /** Dual of each vertex (twice the textbook value, in scaled weight units). */
  readonly vertexDuals: Float64Array;
  /**
   * For each vertex `v` and blossom id `n … 2n−1`: the enclosing blossom id, or −1 for a
   * top-level one (unused blossom ids also hold −1).
   */
  readonly blossomParent: Int32Array;
  /** Dual of each blossom id `n … 2n−1` (index `id − n`); 0 for unused ids. */
  readonly blossomDuals: Float64Array;
  /** Depth of each vertex and blossom id in the blossom forest (0 = top level). */
  readonly blossomDepth: Int32Array;
  /** For each blossom id `n … 2n−1` (index `id − n`): its dual plus the duals of all enclosing blossoms. */
  readonly enclosingDualSum: Float64Array;
}

/**
 * Like {@link maxWeightMatching}, and also returns the final dual solution as an
 * optimality certificate. Same rule, same input checks.
 *
 * With `maxCardinality`, the certificate proves optimality among matchings of the same
 * size; for a perfect matching (every vertex matched) it therefore proves that the matching
 * is a maximum-weight perfect matching also of any larger edge set whose extra edges all
 * have a non-negative {@link matchingReducedCost}.
 *
 * @category Pairing
 * @param vertexCount - number of vertices
 * @param edges - the edges, `{ u, v, weight }` with integer weights
 * @param options - `maxCardinality` to maximise the number of pairs first
 * @returns `mate` as from {@link maxWeightMatching}, and the `certificate`
 * @throws {@link mindsport!MindsportError} as {@link maxWeightMatching}
 * @example
 * ```ts
 * import { matchingReducedCost, maxWeightMatchingWithCertificate } from 'mindsport';
 * const { mate, certificate } = maxWeightMatchingWithCertificate(4, [
 *   { u: 0, v: 1, weight: 6 },
 *   { u: 2, v: 3, weight: 6 },
 * ], { maxCardinality: true });
 * // An edge left out of the solve: a non-negative reduced cost proves it cannot help.
 * console.log([...mate], matchingReducedCost(certificate, 1, 2, 5) >= 0); // [1, 0, 3, 2] true
 * ```
 */
export function maxWeightMatchingWithCertificate(
  vertexCount: number,
  edges: readonly MatchingEdge[],
  options: MatchingOptions = {},
): {
  /** The mate of each vertex, −1 when unmatched. */
  readonly mate: Int32Array;
  /** The final duals that prove the matching optimal. */
  readonly certificate: MatchingCertificate;
} {
  const { solver, mate } = runSolver(vertexCount, edges, options);
  return { mate, certificate: solver.certificate() };
}

/**
 * The reduced cost (slack) of a possible edge under a {@link MatchingCertificate}:
 * `dual(u) + dual(v) − 2·weight + 2·Σ dual(B)` over the blossoms `B` holding both ends.
 * A negative value means the edge could improve the matching.
 *
 * @category Pairing
 * @param certificate - from {@link maxWeightMatchingWithCertificate}
 * @param u - one end (a vertex index)
 * @param v - the other end
 * @param weight - the edge's integer weight
 * @returns the reduced cost, an exact integer
 * @throws {@link mindsport!MindsportError} `BAD_VERTEX` for an end that is not a vertex
 * @example
 * ```ts
 * import { matchingReducedCost, maxWeightMatchingWithCertificate } from 'mindsport';
 * const { certificate } = maxWeightMatchingWithCertificate(2, [{ u: 0, v: 1, weight: 3 }]);
 * console.log(matchingReducedCost(certificate, 0, 1, 3)); // 0
 * ```
 */
export function matchingReducedCost(
  certificate: MatchingCertificate,
  u: number,
  v: number,
  weight: number,
): number {
  const { vertexCount, vertexDuals, blossomParent } = certificate;
  if (
    !(Number.isInteger(u) && u >= 0 && u < vertexCount && Number.isInteger(v) && v >= 0 && v < vertexCount)
  ) {
    const [side, vertex] = Number.isInteger(u) && u >= 0 && u < vertexCount ? ['v', v] : ['u', u];
    throw new MindsportError('BAD_VERTEX', `${side} = ${show(vertex)} is not a vertex 0…${vertexCount - 1}`, {
      path: [side],
      value: vertex,
    });
  }
  const slack = vertexDuals[u]! + vertexDuals[v]! - 2 * certificate.weightScale * weight;
  if (blossomParent[u] === -1 || blossomParent[v] === -1) return slack;
  // The blossoms holding both ends are the common ancestors of the two: their lowest one
  // carries the sum of its own and all enclosing blossom duals.
  const { blossomDepth: depth, enclosingDualSum: dualSum } = certificate;
  let a = blossomParent[u]!;
  let b = blossomParent[v]!;
  while (depth[a]! > depth[b]!) a = blossomParent[a]!;
  while (depth[b]! > depth[a]!) b = blossomParent[b]!;
  while (a !== b && a !== -1) {
    a = blossomParent[a]!;
    b = blossomParent[b]!;
  }
  return a === -1 ? slack : slack + 2 * dualSum[a - vertexCount]!;
}

/** Depth of every vertex and blossom id in the blossom forest, and for each blossom id the sum of its dual and its ancestors' duals. */
function blossomTree(
  n: number,
  blossomParent: Int32Array,
  blossomDuals: Float64Array,
): { depth: Int32Array; dualSum: Float64Array } {
  const depth = new Int32Array(2 * n).fill(-1);
  const dualSum = new Float64Array(n);
  const resolve = (id: number): number => {
    if (depth[id]! >= 0) return depth[id]!;
    const parent = blossomParent[id]!;
    if (parent === -1) {
      depth[id] = 0;
      if (id >= n) dualSum[id - n] = blossomDuals[id - n]!;
    } else {
      depth[id] = resolve(parent) + 1;
      if (id >= n) dualSum[id - n] = blossomDuals[id - n]! + dualSum[parent - n]!;
    }
    return depth[id]!;
  };
  for (let id = 0; id < 2 * n; id++) resolve(id);
  return { depth, dualSum };
}

/**
 * Solves, starting from a greedy matching when allowed. The warm start proves optimality
 * only for a perfect result (exposed vertices may then hold unequal duals), so a result
 * with unmatched vertices is recomputed from the empty matching.
 */
function runSolver(
  vertexCount: number,
  edges: readonly MatchingEdge[],
  options: MatchingOptions,
): { solver: BlossomSolver; mate: Int32Array } {
  let solver = createSolver(vertexCount, edges, options, true);
  let mate = solver.solve();
  if (solver.warm && mate.includes(-1)) {
    solver = createSolver(vertexCount, edges, options, false);
    mate = solver.solve();
  }
  return { solver, mate };
}

function createSolver(
  vertexCount: number,
  edges: readonly MatchingEdge[],
  options: MatchingOptions,
  warm: boolean,
): BlossomSolver {
  if (!Number.isSafeInteger(vertexCount)) {
    throw new MindsportError('NOT_AN_INTEGER', `vertexCount: ${show(vertexCount)} is not a whole number`, {
      path: ['vertexCount'],
      value: vertexCount,
    });
  }
  if (vertexCount < 0 || vertexCount > 0x3fffffff) {
    throw new MindsportError('OUT_OF_RANGE', `vertexCount: ${vertexCount} is outside 0…${0x3fffffff}`, {
      path: ['vertexCount'],
      value: vertexCount,
    });
  }
  const edgeCount = edges.length;
  const ends = new Int32Array(2 * edgeCount);
  const weights = new Float64Array(edgeCount);
  for (let k = 0; k < edgeCount; k++) {
    const edge = edges[k]!;
    for (const side of ['u', 'v'] as const) {
      const vertex = edge[side];
      if (!Number.isInteger(vertex) || vertex < 0 || vertex >= vertexCount) {
        throw new MindsportError(
          'BAD_VERTEX',
          `edge ${k}: ${side} = ${show(vertex)} is not a vertex 0…${vertexCount - 1}`,
          { path: ['edges', k, side], value: vertex },
        );
      }
    }
    if (edge.u === edge.v) {
      throw new MindsportError('SELF_LOOP', `edge ${k}: joins vertex ${edge.u} to itself`, {
        path: ['edges', k],
        value: edge,
      });
    }
    const weight = edge.weight;
    if (!Number.isSafeInteger(weight) || Math.abs(weight) > MATCHING_WEIGHT_LIMIT) {
      throw new MindsportError(
        'BAD_WEIGHT',
        `edge ${k}: weight ${show(weight)} is not a whole number of magnitude at most 2^49`,
        { path: ['edges', k, 'weight'], value: weight },
      );
    }
    ends[2 * k] = edge.u;
    ends[2 * k + 1] = edge.v;
    weights[k] = weight;
  }
  // With maxCardinality the solver starts from a greedy matching (far fewer stages); that
  // needs the weights doubled so every dual stays an exact integer, hence the range check.
  const maxCardinality = options.maxCardinality === true;
  let largest = 0;
  for (const weight of weights) largest = Math.max(largest, Math.abs(weight));
  const weightScale = warm && maxCardinality && largest <= MATCHING_WEIGHT_LIMIT / 2 ? 2 : 1;
  if (weightScale === 2) for (let k = 0; k < edgeCount; k++) weights[k]! *= 2;
  return new BlossomSolver(vertexCount, ends, weights, maxCardinality, weightScale);
}

/** Internal consistency failure: a bug in this file, never caused by input. */
function broken(what: string): never {
  throw new Error(`maxWeightMatching: internal invariant violated (${what})`);
}

const FREE = 0;
const OUTER = 1; // "S" in the literature: even distance from a tree root
const INNER = 2; // "T": odd distance from a tree root
const VISITED = 4; // temporary mark while searching for a common tree ancestor

/**
 * One dual adjustment: `kind` 1 ends the search, 2 and 3 make `edge` tight (outer–free,
 * outer–outer), 4 expands the inner `blossom` whose dual reached zero.
 */
interface DualStep {
  readonly kind: number;
  readonly delta: number;
  readonly edge: number;
  readonly blossom: number;
}

/**
 * The state of one run. Vertices are `0 … n−1`; non-trivial blossoms use the ids
 * `n … 2n−1`. Edge `k` has two "ends": `2k` (its `u` side) and `2k + 1` (its `v`
 * side), so `end ^ 1` is the opposite end and `end >> 1` the edge.
 */
class BlossomSolver {
  private readonly n: number;
  private readonly ends: Int32Array;
  private readonly weights: Float64Array;
  private readonly maxCardinality: boolean;
  /** For each vertex, the ends (on the far side) of its incident edges. */
  private readonly incident: Int32Array[];
  /** The far end of the matched edge of a vertex, or −1. */
  private readonly mate: Int32Array;
  /** FREE / OUTER / INNER for vertices and top-level blossoms (VISITED bit during scans). */
  private readonly label: Int32Array;
  /** The end through which a vertex or top blossom received its label, or −1 for a root. */
  private readonly labelEnd: Int32Array;
  /** Top-level blossom containing each vertex. */
  private readonly inBlossom: Int32Array;
  /** Enclosing blossom of a vertex or blossom, or −1 when top-level. */
  private readonly parent: Int32Array;
  /** Sub-blossoms of a blossom in cyclic order, beginning with the one holding the base. */
  private readonly children: (number[] | null)[];
  /** `links[b][i]` is the end joining `children[b][i]` to `children[b][i + 1]` (cyclically). */
  private readonly links: (number[] | null)[];
  /** The base vertex of each blossom (−1 for an unused blossom id). */
  private readonly base: Int32Array;
  /** Least-slack edge from a free vertex / outer blossom to an outer blossom, or −1. */
  private readonly bestEdge: Int32Array;
  /** For outer blossoms, least-slack edges to each neighbouring outer blossom. */
  private readonly bestEdges: (number[] | null)[];
  /** Blossom ids not in use. */
  private readonly unused: number[];
  /** Dual variables: vertices (twice the textbook value) and blossoms. */
  private readonly dual: Float64Array;
  /** Scratch for {@link BlossomSolver.addBlossom}: per blossom id, an edge or −1. */
  private readonly bestTo: Int32Array;
  /** Edges known to have zero slack in this stage. */
  private readonly allowed: Uint8Array;
  /** Outer vertices still to scan. */
  private queue: number[] = [];

  private readonly weightScale: number;
  /** Started from a greedy matching. */
  readonly warm: boolean;

  constructor(
    n: number,
    ends: Int32Array,
    weights: Float64Array,
    maxCardinality: boolean,
    weightScale: number,
  ) {
    this.n = n;
    this.weightScale = weightScale;
    this.warm = weightScale === 2;
    this.ends = ends;
    this.weights = weights;
    this.maxCardinality = maxCardinality;
    const degree = new Int32Array(n);
    for (const vertex of ends) degree[vertex]!++;
    this.incident = Array.from({ length: n }, (_, vertex) => new Int32Array(degree[vertex]!));
    const filled = new Int32Array(n);
    for (let k = 0; k < weights.length; k++) {
      const u = ends[2 * k]!;
      const v = ends[2 * k + 1]!;
      this.incident[u]![filled[u]!++] = 2 * k + 1;
      this.incident[v]![filled[v]!++] = 2 * k;
    }
    let maxWeight = 0;
    for (const weight of weights) if (weight > maxWeight) maxWeight = weight;
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int32Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = Int32Array.from({ length: n }, (_, vertex) => vertex);
    this.parent = new Int32Array(2 * n).fill(-1);
    this.children = new Array<number[] | null>(2 * n).fill(null);
    this.links = new Array<number[] | null>(2 * n).fill(null);
    this.base = new Int32Array(2 * n).fill(-1);
    for (let vertex = 0; vertex < n; vertex++) this.base[vertex] = vertex;
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.bestEdges = new Array<number[] | null>(2 * n).fill(null);
    this.unused = [];
    for (let id = 2 * n - 1; id >= n; id--) this.unused.push(id);
    this.dual = new Float64Array(2 * n);
    this.dual.fill(maxWeight, 0, n);
    this.allowed = new Uint8Array(weights.length);
    this.bestTo = new Int32Array(2 * n).fill(-1);
    if (weightScale === 2) this.warmStart();
  }

  /**
   * Greedy start for maxCardinality: each vertex's dual is lowered to the least value that
   * keeps every edge's slack non-negative, and the vertex is matched along a tight edge to a
   * still unmatched neighbour. Matched edges are tight, all slacks stay non-negative, and
   * (weights being doubled) every dual is even, so the unmatched vertices — the roots of
   * the search — share one parity and the half-slack steps stay whole numbers.
   */
  private warmStart(): void {
    const { n, ends, weights, dual, incident, mate } = this;
    for (let v = 0; v < n; v++) {
      let best = Number.NEGATIVE_INFINITY;
      for (const end of incident[v]!) best = Math.max(best, weights[end >> 1]!);
      dual[v] = incident[v]!.length === 0 ? 0 : best;
    }
    for (let v = 0; v < n; v++) {
      if (mate[v] !== -1 || incident[v]!.length === 0) continue;
      let lowest = Number.NEGATIVE_INFINITY;
      for (const end of incident[v]!) lowest = Math.max(lowest, 2 * weights[end >> 1]! - dual[ends[end]!]!);
      dual[v] = lowest;
      for (const end of incident[v]!) {
        const w = ends[end]!;
        if (mate[w] === -1 && 2 * weights[end >> 1]! - dual[w]! === lowest) {
          mate[v] = end;
          mate[w] = end ^ 1;
          break;
        }
      }
    }
  }

  private slack(k: number): number {
    return this.dual[this.ends[2 * k]!]! + this.dual[this.ends[2 * k + 1]!]! - 2 * this.weights[k]!;
  }

  /** The vertices inside a (possibly trivial) blossom. */
  private leaves(blossom: number): number[] {
    if (blossom < this.n) return [blossom];
    const result: number[] = [];
    const stack = [blossom];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (current < this.n) result.push(current);
      else for (const child of this.children[current]!) stack.push(child);
    }
    return result;
  }

  /** Labels the top blossom of vertex `w` with `kind`, reached through end `end`. */
  private assignLabel(w: number, kind: number, end: number): void {
    for (;;) {
      const blossom = this.inBlossom[w]!;
      this.label[w] = this.label[blossom] = kind;
      this.labelEnd[w] = this.labelEnd[blossom] = end;
      this.bestEdge[w] = this.bestEdge[blossom] = -1;
      if (kind === OUTER) {
        for (const leaf of this.leaves(blossom)) this.queue.push(leaf);
        return;
      }
      // An inner blossom: its base is matched, and the mate becomes outer.
      const baseMate = this.mate[this.base[blossom]!]!;
      if (baseMate < 0) broken('inner blossom with an unmatched base');
      w = this.ends[baseMate]!;
      kind = OUTER;
      end = baseMate ^ 1;
    }
  }

  /**
   * Walks up the alternating trees from outer vertices `v` and `w`. Returns the base of
   * a new blossom if both lie in the same tree, or −1 if they are in different trees
   * (an augmenting path).
   */
  private scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let found = -1;
    while (v !== -1 || w !== -1) {
      let blossom = this.inBlossom[v]!;
      if (this.label[blossom]! & VISITED) {
        found = this.base[blossom]!;
        break;
      }
      path.push(blossom);
      this.label[blossom] = OUTER | VISITED;
      if (this.labelEnd[blossom] === -1) {
        v = -1; // reached a root
      } else {
        v = this.ends[this.labelEnd[blossom]!]!;
        blossom = this.inBlossom[v]!;
        v = this.ends[this.labelEnd[blossom]!]!;
      }
      if (w !== -1) {
        const swap = v;
        v = w;
        w = swap;
      }
    }
    for (const blossom of path) this.label[blossom] = OUTER;
    return found;
  }

  /** Makes a new blossom from the cycle closed by edge `k`, with base vertex `baseVertex`. */
  private addBlossom(baseVertex: number, k: number): void {
    let v = this.ends[2 * k]!;
    let w = this.ends[2 * k + 1]!;
    const baseBlossom = this.inBlossom[baseVertex]!;
    let blossomV = this.inBlossom[v]!;
    let blossomW = this.inBlossom[w]!;
    const blossom = this.unused.pop();
    if (blossom === undefined) broken('no free blossom id');
    this.base[blossom] = baseVertex;
    this.parent[blossom] = -1;
    this.parent[baseBlossom] = blossom;
    const path: number[] = [];
    const links: number[] = [];
    while (blossomV !== baseBlossom) {
      this.parent[blossomV] = blossom;
      path.push(blossomV);
      links.push(this.labelEnd[blossomV]!);
      v = this.ends[this.labelEnd[blossomV]!]!;
      blossomV = this.inBlossom[v]!;
    }
    path.push(baseBlossom);
    path.reverse();
    links.reverse();
    links.push(2 * k);
    while (blossomW !== baseBlossom) {
      this.parent[blossomW] = blossom;
      path.push(blossomW);
      links.push(this.labelEnd[blossomW]! ^ 1);
      w = this.ends[this.labelEnd[blossomW]!]!;
      blossomW = this.inBlossom[w]!;
    }
    this.children[blossom] = path;
    this.links[blossom] = links;
    this.label[blossom] = OUTER;
    this.labelEnd[blossom] = this.labelEnd[baseBlossom]!;
    this.dual[blossom] = 0;
    for (const leaf of this.leaves(blossom)) {
      // Former inner vertices become outer and must be scanned.
      if (this.label[this.inBlossom[leaf]!] === INNER) this.queue.push(leaf);
      this.inBlossom[leaf] = blossom;
    }
    this.collectBestEdges(blossom, path);
  }

  /**
   * Records, for a new blossom made of `path`, the least-slack edge to each neighbouring
   * outer blossom (`bestEdges`) and the least of those (`bestEdge`).
   */
  private collectBestEdges(blossom: number, path: readonly number[]): void {
    // bestTo[other] holds the least-slack edge found so far to outer blossom `other`.
    const bestTo = this.bestTo;
    const touched: number[] = [];
    const consider = (edge: number): void => {
      let j = this.ends[2 * edge + 1]!;
      if (this.inBlossom[j] === blossom) j = this.ends[2 * edge]!;
      const other = this.inBlossom[j]!;
      if (other === blossom || this.label[other] !== OUTER) return;
      const current = bestTo[other]!;
      if (current === -1) {
        touched.push(other);
        bestTo[other] = edge;
      } else if (this.slack(edge) < this.slack(current)) {
        bestTo[other] = edge;
      }
    };
    for (const child of path) {
      const known = this.bestEdges[child];
      if (known === null || known === undefined) {
        for (const leaf of this.leaves(child)) for (const end of this.incident[leaf]!) consider(end >> 1);
      } else {
        for (const edge of known) consider(edge);
      }
      this.bestEdges[child] = null;
      this.bestEdge[child] = -1;
    }
    const best = touched.map((other) => bestTo[other]!);
    for (const other of touched) bestTo[other] = -1;
    this.bestEdges[blossom] = best;
    let bestEdge = -1;
    let bestSlack = 0;
    for (const edge of best) {
      const slack = this.slack(edge);
      if (bestEdge === -1 || slack < bestSlack) {
        bestEdge = edge;
        bestSlack = slack;
      }
    }
    this.bestEdge[blossom] = bestEdge;
  }

  /** Dissolves a blossom; in mid-stage (`endOfStage` false) relabels its children. */
  private expandBlossom(blossom: number, endOfStage: boolean): void {
    const children = this.children[blossom]!;
    const links = this.links[blossom]!;
    for (const child of children) {
      this.parent[child] = -1;
      if (child < this.n) this.inBlossom[child] = child;
      else if (endOfStage && this.dual[child] === 0) this.expandBlossom(child, endOfStage);
      else for (const leaf of this.leaves(child)) this.inBlossom[leaf] = child;
    }
    if (!endOfStage && this.label[blossom] === INNER) {
      // The blossom was inner: the even-length part of its cycle from the entry child
      // to the base stays in the tree, alternately inner and outer.
      const length = children.length;
      const at = (index: number) => ((index % length) + length) % length;
      const entryChild = this.inBlossom[this.ends[this.labelEnd[blossom]! ^ 1]!]!;
      let j = children.indexOf(entryChild);
      let step: number;
      let trick: number;
      if (j & 1) {
        j -= length;
        step = 1;
        trick = 0;
      } else {
        step = -1;
        trick = 1;
      }
      let end = this.labelEnd[blossom]!;
      while (j !== 0) {
        this.label[this.ends[end ^ 1]!] = FREE;
        this.label[this.ends[links[at(j - trick)]! ^ trick ^ 1]!] = FREE;
        this.assignLabel(this.ends[end ^ 1]!, INNER, end);
        this.allowed[links[at(j - trick)]! >> 1] = 1;
        j += step;
        end = links[at(j - trick)]! ^ trick;
        this.allowed[end >> 1] = 1;
        j += step;
      }
      const baseChild = children[at(j)]!;
      this.label[this.ends[end ^ 1]!] = this.label[baseChild] = INNER;
      this.labelEnd[this.ends[end ^ 1]!] = this.labelEnd[baseChild] = end;
      this.bestEdge[baseChild] = -1;
      j += step;
      while (children[at(j)] !== entryChild) {
        const child = children[at(j)]!;
        j += step;
        if (this.label[child] === OUTER) continue; // reached through another edge already
        // A child on the odd part may still hold a vertex labelled inner from outside.
        let labelled = -1;
        for (const leaf of this.leaves(child)) {
          if (this.label[leaf] !== FREE) {
            labelled = leaf;
            break;
          }
        }
        if (labelled >= 0) {
          if (this.label[labelled] !== INNER || this.inBlossom[labelled] !== child) broken('expand relabel');
          this.label[labelled] = FREE;
          this.label[this.ends[this.mate[this.base[child]!]!]!] = FREE;
          this.assignLabel(labelled, INNER, this.labelEnd[labelled]!);
        }
      }
    }
    this.label[blossom] = FREE;
    this.labelEnd[blossom] = -1;
    this.children[blossom] = null;
    this.links[blossom] = null;
    this.base[blossom] = -1;
    this.bestEdges[blossom] = null;
    this.bestEdge[blossom] = -1;
    this.unused.push(blossom);
  }

  /** Swaps matched and unmatched edges inside `blossom` so that vertex `v` becomes its base. */
  private augmentBlossom(blossom: number, v: number): void {
    let child = v;
    while (this.parent[child] !== blossom) child = this.parent[child]!;
    if (child >= this.n) this.augmentBlossom(child, v);
    const children = this.children[blossom]!;
    const links = this.links[blossom]!;
    const length = children.length;
    const at = (index: number) => ((index % length) + length) % length;
    const start = children.indexOf(child);
    let j = start;
    let step: number;
    let trick: number;
    if (j & 1) {
      j -= length;
      step = 1;
      trick = 0;
    } else {
      step = -1;
      trick = 1;
    }
    while (j !== 0) {
      j += step;
      let next = children[at(j)]!;
      const end = links[at(j - trick)]! ^ trick;
      if (next >= this.n) this.augmentBlossom(next, this.ends[end]!);
      j += step;
      next = children[at(j)]!;
      if (next >= this.n) this.augmentBlossom(next, this.ends[end ^ 1]!);
      this.mate[this.ends[end]!] = end ^ 1;
      this.mate[this.ends[end ^ 1]!] = end;
    }
    this.children[blossom] = [...children.slice(start), ...children.slice(0, start)];
    this.links[blossom] = [...links.slice(start), ...links.slice(0, start)];
    this.base[blossom] = this.base[this.children[blossom][0]!]!;
  }

  /** Flips the augmenting path through edge `k` between two outer vertices of different trees. */
  private augmentMatching(k: number): void {
    for (const [start, startEnd] of [
      [this.ends[2 * k]!, 2 * k + 1],
      [this.ends[2 * k + 1]!, 2 * k],
    ] as const) {
      let s = start;
      let end = startEnd;
      for (;;) {
        const blossomS = this.inBlossom[s]!;
        if (blossomS >= this.n) this.augmentBlossom(blossomS, s);
        this.mate[s] = end;
        if (this.labelEnd[blossomS] === -1) break; // reached the root
        const t = this.ends[this.labelEnd[blossomS]!]!;
        const blossomT = this.inBlossom[t]!;
        s = this.ends[this.labelEnd[blossomT]!]!;
        const j = this.ends[this.labelEnd[blossomT]! ^ 1]!;
        if (blossomT >= this.n) this.augmentBlossom(blossomT, j);
        this.mate[j] = this.labelEnd[blossomT]!;
        end = this.labelEnd[blossomT]! ^ 1;
      }
    }
  }

  certificate(): MatchingCertificate {
    const n = this.n;
    const blossomParent = this.parent.slice();
    const blossomDuals = Float64Array.from({ length: n }, (_, index) =>
      this.base[n + index]! >= 0 ? this.dual[n + index]! : 0,
    );
    const { depth, dualSum } = blossomTree(n, blossomParent, blossomDuals);
    return {
      vertexCount: n,
      weightScale: this.weightScale,
      vertexDuals: this.dual.slice(0, n),
      blossomParent,
      blossomDuals,
      blossomDepth: depth,
      enclosingDualSum: dualSum,
    };
  }

  solve(): Int32Array {
    const n = this.n;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(FREE);
      this.bestEdge.fill(-1);
      this.bestEdges.fill(null, n);
      this.allowed.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === -1 && this.label[this.inBlossom[v]!] === FREE) this.assignLabel(v, OUTER, -1);
      }
      let augmented = false;
      for (;;) {
        augmented = this.grow();
        if (augmented) break;
        if (!this.adjustDuals()) break;
      }
      if (!augmented) break;
      // Outer blossoms whose dual reached zero are dissolved between stages.
      for (let blossom = n; blossom < 2 * n; blossom++) {
        if (
          this.parent[blossom] === -1 &&
          this.base[blossom]! >= 0 &&
          this.label[blossom] === OUTER &&
          this.dual[blossom] === 0
        ) {
          this.expandBlossom(blossom, true);
        }
      }
    }
    const result = new Int32Array(n).fill(-1);
    for (let v = 0; v < n; v++) if (this.mate[v]! >= 0) result[v] = this.ends[this.mate[v]!]!;
    return result;
  }

  /** Scans queued outer vertices along tight edges. Returns true after an augmentation. */
  private grow(): boolean {
    while (this.queue.length > 0) {
      const v = this.queue.pop()!;
      for (const end of this.incident[v]!) {
        const k = end >> 1;
        const w = this.ends[end]!;
        if (this.inBlossom[v] === this.inBlossom[w]) continue;
        let slack = 0;
        if (!this.allowed[k]) {
          slack = this.slack(k);
          if (slack <= 0) this.allowed[k] = 1;
        }
        const blossomW = this.inBlossom[w]!;
        if (this.allowed[k]) {
          if (this.label[blossomW] === FREE) {
            this.assignLabel(w, INNER, end ^ 1);
          } else if (this.label[blossomW] === OUTER) {
            const baseVertex = this.scanBlossom(v, w);
            if (baseVertex >= 0) this.addBlossom(baseVertex, k);
            else {
              this.augmentMatching(k);
              return true;
            }
          } else if (this.label[w] === FREE) {
            // w sits inside an inner blossom: remember how it was reached, for expansion.
            this.label[w] = INNER;
            this.labelEnd[w] = end ^ 1;
          }
        } else if (this.label[blossomW] === OUTER) {
          const blossomV = this.inBlossom[v]!;
          if (this.bestEdge[blossomV] === -1 || slack < this.slack(this.bestEdge[blossomV]!)) {
            this.bestEdge[blossomV] = k;
          }
        } else if (this.label[w] === FREE) {
          if (this.bestEdge[w] === -1 || slack < this.slack(this.bestEdge[w]!)) this.bestEdge[w] = k;
        }
      }
    }
    return false;
  }

  /** Makes the next dual adjustment. Returns false when the stage (and the search) is over. */
  private adjustDuals(): boolean {
    const step = this.nextDualStep();
    this.applyDelta(step.delta);
    if (step.kind === 1) return false;
    if (step.kind === 2) {
      this.allowed[step.edge] = 1;
      let i = this.ends[2 * step.edge]!;
      if (this.label[this.inBlossom[i]!] === FREE) i = this.ends[2 * step.edge + 1]!;
      this.queue.push(i);
    } else if (step.kind === 3) {
      this.allowed[step.edge] = 1;
      this.queue.push(this.ends[2 * step.edge]!);
    } else {
      this.expandBlossom(step.blossom, false);
    }
    return true;
  }

  /** The least dual change that makes an edge tight or a dual zero, and which kind it is. */
  private nextDualStep(): DualStep {
    const n = this.n;
    let kind = -1;
    let delta = 0;
    let deltaEdge = -1;
    let deltaBlossom = -1;
    if (!this.maxCardinality) {
      // Type 1: an outer vertex dual reaches zero (its unmatched state is then optimal).
      kind = 1;
      delta = this.leastVertexDual();
    }
    for (let v = 0; v < n; v++) {
      // Type 2: an edge from an outer blossom to a free vertex becomes tight.
      if (this.label[this.inBlossom[v]!] === FREE && this.bestEdge[v] !== -1) {
        const d = this.slack(this.bestEdge[v]!);
        if (kind === -1 || d < delta) {
          delta = d;
          kind = 2;
          deltaEdge = this.bestEdge[v]!;
        }
      }
    }
    for (let blossom = 0; blossom < 2 * n; blossom++) {
      // Type 3: an edge between two outer blossoms becomes tight.
      if (this.parent[blossom] === -1 && this.label[blossom] === OUTER && this.bestEdge[blossom] !== -1) {
        const slack = this.slack(this.bestEdge[blossom]!);
        if (slack % 2 !== 0) broken('odd slack between outer blossoms');
        const d = slack / 2;
        if (kind === -1 || d < delta) {
          delta = d;
          kind = 3;
          deltaEdge = this.bestEdge[blossom]!;
        }
      }
    }
    for (let blossom = n; blossom < 2 * n; blossom++) {
      // Type 4: an inner blossom's dual reaches zero and it must be expanded.
      if (
        this.base[blossom]! >= 0 &&
        this.parent[blossom] === -1 &&
        this.label[blossom] === INNER &&
        (kind === -1 || this.dual[blossom]! < delta)
      ) {
        delta = this.dual[blossom]!;
        kind = 4;
        deltaBlossom = blossom;
      }
    }
    if (kind === -1) {
      // Maximum cardinality reached: finish with a type 1 step to keep duals optimal.
      kind = 1;
      delta = Math.max(0, this.leastVertexDual());
    }
    return { kind, delta, edge: deltaEdge, blossom: deltaBlossom };
  }

  /** The smallest vertex dual. */
  private leastVertexDual(): number {
    let least = this.dual[0]!;
    for (let v = 1; v < this.n; v++) if (this.dual[v]! < least) least = this.dual[v]!;
    return least;
  }

  /** Moves outer duals down and inner duals up by `delta` (blossom duals the other way). */
  private applyDelta(delta: number): void {
    const n = this.n;
    for (let v = 0; v < n; v++) {
      const label = this.label[this.inBlossom[v]!];
      if (label === OUTER) this.dual[v]! -= delta;
      else if (label === INNER) this.dual[v]! += delta;
    }
    for (let blossom = n; blossom < 2 * n; blossom++) {
      if (this.base[blossom]! >= 0 && this.parent[blossom] === -1) {
        if (this.label[blossom] === OUTER) this.dual[blossom]! += delta;
        else if (this.label[blossom] === INNER) this.dual[blossom]! -= delta;
      }
    }
  }
}
