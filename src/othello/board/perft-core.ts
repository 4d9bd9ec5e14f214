/**
 * The perft recursion on raw halves: no allocation, bulk counting at the last ply (the
 * number of leaves below a node one ply from the horizon is the popcount of its move
 * mask). Internal; the public entry point is `perft` in `perft.ts`.
 *
 * The moves of a node are computed by its parent, in the parent's loop, together with the
 * flips that make the node: a call per child, with its results passed through memory,
 * cost several per cent of the run (measured A/B against the version with the calls). So
 * the flips of `computeFlips` and the fills of `generateMoves` (bitboard.ts) are written
 * out here, in `searchDeep` and `searchTwo`. `tests/othello/engine-properties.test.ts`
 * checks perft against an independent square-by-square reference engine, from random
 * mid-game and late-game positions, in all three conventions.
 *
 * More measured choices (A/B, perft(9)): the lookup tables are one array (`TABLE`, +3 %);
 * and `searchTwo` walks the moves of the low half and of the high half in two loops with
 * the same body, so each copy knows which half the move bit is in (+3.5 %). In each copy
 * the opponent discs next to the move are split by direction: the rays that cannot leave
 * the move's half (towards lower indices from a1–h4, towards higher ones from a5–h8) take
 * a one-half body, and no loop tests which way a ray runs (perft(10) against the C
 * reference in one run: +3–10 %). `searchTwo` truncates its arguments once on entry (+2–5 %,
 * see there).
 *
 * Fences in the move fills of `searchTwo`: each direction of the fills (each half of the
 * west one) ends with a test that never passes in practice (`if (repliesHi === -1)
 * _fence = 1`; harmless if it does). The fills are pure operations, and without the tests
 * TurboFan schedules the eight directions together, one step of each after the other,
 * which keeps some twenty values live and spills them to the stack: 401 stack accesses in
 * the compiled `searchTwo` of the build, 181 with the tests (`node --print-opt-code
 * --print-opt-code-filter=searchTwo` on `dist/`). `perftCore` adds `_fence & 0` to its
 * result: a variable that nothing reads is dropped by the bundler's tree-shaking together
 * with every write to it, and the fences with them. Instructions executed (valgrind cachegrind `--cache-sim=no` on
 * `node --single-threaded`, 11 × perft(9) less 1 × perft(9) in one process, on `dist/`):
 * 2.585 → 2.425 billion (−6 %), with 10 % more mispredicted branches (`--branch-sim=yes`).
 * Wall clock against the build without them (alternating processes, median of the
 * pairwise ratios of the time): 0.973× (30 pairs of 3 × perft(10)), 0.976× and 1.020×
 * (16 and 20 pairs of perft(11)), 1.003× (24 pairs of 3 × perft(10) on one pinned core):
 * no gain shown, the pairs themselves spread from 0.66× to 1.46×. The same fences in
 * `searchDeep` measured no gain (−0.6 % instructions without them), so it has none.
 * `BENCH_ONLY=othello BENCH_ROUNDS=5 npx tsx bench/run.ts native` (perft(11) against the C
 * program in one run), runs of the two builds alternating at a load of 1.0–1.8: 0.54–0.93×
 * with the fences dropped from the build (8 runs), 0.73–0.97× with them (8 runs, 5 of them
 * with fences in `searchDeep` too); higher in 6 of the 8 pairs. `searchTwo` takes a
 * child's empty squares from the node's, less the move.
 *
 * TABLE is a `const` in the build too (tsup.config.ts rewrites the `var` esbuild makes of
 * it): V8 then folds it into the compiled code, so a lookup is one load from a fixed
 * address with its bounds checked against a constant, instead of a reload of the module
 * variable, a map check and loads of the array's length and data pointer. Instructions of
 * perft(10) on `dist/` (cachegrind as above): 2.634 → 2.563 billion (−3.6 % of the kernel);
 * time of the two builds alternating in one process (30 pairs of perft(10), median of the
 * pairwise ratios): 0.964×. The kernels still copy TABLE into a local, which changes nothing
 * in the build and spares the unbundled source (tests, tsx) the module reload.
 *
 * Measured without a gain, so not done: all 8 rays of a move tested branch-free instead
 * of looping over the opponent neighbours (tried again in `searchTwo`, in the cachegrind
 * measure above: each ray read from RAYS, those that stay in one half with one-half
 * bodies, the highest set bit found by `Math.clz32` alone; +21 % instructions and 56 %
 * fewer mispredicted branches (`--branch-sim=yes`) without the fill fences in the build,
 * wall clock 1.03–1.08×; +18 % with them and a fence after each ray; only the rays that
 * stay in the move's half branch-free: +11 % instructions, 10 % fewer mispredicted
 * branches; only the rays that cross into the other half: +14 %, more mispredicted
 * branches). Nor, in the same callgrind measure: the neighbours of a move in the other
 * half walked in a loop of their own (−1 % instructions but more mispredicted branches, wall
 * clock unchanged); in `searchTwo`, a ray whose first non-opponent square lies in the
 * move's half taking a one-half branch (−5 % instructions, wall clock 0.98–1.01×; with the
 * loop of its own as well, −6 % and 1.00×; `--branch-sim=yes` counts 6 % more mispredicted
 * branches, which probably eat the saving); the same up/down split of the neighbours in
 * `searchDeep` (+3 %); fill steps written as `step = co & (step << 8); run |= step` instead
 * of `run |= co & (run << 8)` (+0.6 %); TABLE as a `const` of a closure (V8 still loads
 * it at every use, with a hole check); with the fences in the build, a
 * fence after every other direction only (+1.1 % instructions) and the children without a
 * move kept in a typed array and counted after the loops (+1.1 %), `searchDeep` calling
 * `searchTwo` directly at depth 3 (+0.9 %).
 *
 * No call in the loops of `searchTwo`: a child without a move makes it return -1, and
 * `searchMoves` counts that node again through `searchDeep` (228 of the 390,192 nodes
 * two plies from the horizon in perft(10)). With the call in the loops, TurboFan kept the
 * loops' values on the stack across it. Instructions of perft(10) above Node's start-up
 * (cachegrind as above): 2.10 → 2.00 billion (−4.7 %); stack accesses in the compiled
 * `searchTwo` 181 → 164; perft(11) against the C program in alternating processes (three
 * rounds each, median ratio): 0.52–0.91× against 0.55–0.75× before, higher in 4 of 6 pairs.
 * What the profile shows (`node --cpu-prof`, perft(11)): `searchTwo` takes about
 * 82 % of the run, a third of it in the flips and half in the fills and the popcount.
 */
import { generateMoves, popcount64, TABLE } from './bitboard.js';

const scratch = new Int32Array(2);

/** Convention flags, set by {@link perftCore} before the (synchronous) recursion. */
let passCostsPly = true;
let finishedLeaf = 0;
/**
 * Written only by the `fence` tests that end each direction of the move fills in
 * `searchTwo`; read only into `perftCore`'s result as `_fence & 0`, so that the build keeps
 * it. A test that (practically) never passes, so the write costs nothing; it splits the
 * fills into one block per direction in the compiled code (see the file header).
 */
let _fence = 0;

/**
 * Leaves at `depth` plies below the position (player `p` to move against `o`).
 *
 * @param passIsPly - true for conventions A and B, false for C
 * @param finishedGameLeaf - 1 when a game that ends early counts as a leaf (B), else 0
 */
export function perftCore(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  depth: number,
  passIsPly: boolean,
  finishedGameLeaf: number,
): number {
  if (depth === 0) return 1;
  passCostsPly = passIsPly;
  finishedLeaf = finishedGameLeaf;
  generateMoves(pLo, pHi, oLo, oHi, scratch);
  const leaves = searchMoves(pLo, pHi, oLo, oHi, scratch[0]!, scratch[1]!, depth);
  // `_fence` read into the result (always 0), so that the build keeps it and the tests
  // that write it: tree-shaking drops a variable no result depends on, with its writes.
  return leaves + (_fence & 0);
}

/** Leaves at `depth` ≥ 1 plies below a node whose moves (`movesLo`, `movesHi`) are known. */
function searchMoves(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  movesLo: number,
  movesHi: number,
  depth: number,
): number {
  if ((movesLo | movesHi) === 0) {
    generateMoves(oLo, oHi, pLo, pHi, scratch);
    const repliesLo = scratch[0]!;
    const repliesHi = scratch[1]!;
    if ((repliesLo | repliesHi) === 0) return finishedLeaf;
    if (!passCostsPly) return searchMoves(oLo, oHi, pLo, pHi, repliesLo, repliesHi, depth);
    return depth === 1 ? 1 : searchMoves(oLo, oHi, pLo, pHi, repliesLo, repliesHi, depth - 1);
  }
  if (depth === 1) return popcount64(movesLo, movesHi);
  if (depth === 2) {
    const leaves = searchTwo(pLo, pHi, oLo, oHi, movesLo, movesHi);
    return leaves >= 0 ? leaves : searchDeep(pLo, pHi, oLo, oHi, movesLo, movesHi, 2);
  }
  return searchDeep(pLo, pHi, oLo, oHi, movesLo, movesHi, depth);
}

/**
 * Leaves at `depth` ≥ 2 plies below a node with moves: each child's flips and its move
 * mask are computed in place, then the child is searched with them. Depth 2 only for the
 * nodes that {@link searchTwo} leaves (a child without a move).
 *
 * Over 80 lines on purpose: the flips and the move fills are written out here rather than
 * called, for the measured reason in the file header.
 */
function searchDeep(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  movesLo: number,
  movesHi: number,
  depth: number,
): number {
  // TABLE (bitboard.ts): the ray through a neighbour at 128 × square + 2 × neighbour, neighbours at 8192.
  // A constant in the build (see the file header).
  const table = TABLE;
  let total = 0;
  while ((movesLo | movesHi) !== 0) {
    let square: number;
    let bitLo = 0;
    let bitHi = 0;
    if (movesLo !== 0) {
      square = 31 - Math.clz32(movesLo);
      bitLo = 1 << square;
      movesLo ^= bitLo;
    } else {
      square = 31 - Math.clz32(movesHi);
      bitHi = 1 << square;
      movesHi ^= bitHi;
      square += 32;
    }
    let flipsLo = 0;
    let flipsHi = 0;
    {
      let nextLo = table[8192 + (square << 1)]! & oLo;
      let nextHi = table[8193 + (square << 1)]! & oHi;
      while ((nextLo | nextHi) !== 0) {
        let neighbour: number;
        if (nextLo !== 0) {
          neighbour = 31 - Math.clz32(nextLo);
          nextLo ^= 1 << neighbour;
        } else {
          const high = 31 - Math.clz32(nextHi);
          nextHi ^= 1 << high;
          neighbour = high + 32;
        }
        const at = (square << 7) + (neighbour << 1);
        const rayLo = table[at]!;
        const rayHi = table[at + 1]!;
        let blockLo = rayLo & ~oLo;
        let blockHi = rayHi & ~oHi;
        if (neighbour > square) {
          const inLo = (blockLo | -blockLo) >> 31;
          blockLo &= -blockLo;
          blockHi &= -blockHi & ~inLo;
          const own = (blockLo & pLo) | (blockHi & pHi);
          const bracketed = (own | -own) >> 31;
          flipsLo |= rayLo & (blockLo - 1) & bracketed;
          flipsHi |= rayHi & (blockHi - 1) & ~inLo & bracketed;
        } else {
          const inHi = (blockHi | -blockHi) >> 31;
          blockHi &= 1 << (31 - Math.clz32(blockHi));
          blockLo &= (1 << (31 - Math.clz32(blockLo))) & ~inHi;
          const own = (blockLo & pLo) | (blockHi & pHi);
          const bracketed = (own | -own) >> 31;
          flipsHi |= rayHi & (-(blockHi << 1) | ~inHi) & bracketed;
          flipsLo |= rayLo & -(blockLo << 1) & bracketed;
        }
      }
    }
    // The child: the opponent (`cp`) to move against the player (`co`).
    const cpLo = oLo ^ flipsLo;
    const cpHi = oHi ^ flipsHi;
    const coLo = pLo | flipsLo | bitLo;
    const coHi = pHi | flipsHi | bitHi;
    // The child's moves: the fills of `generateMoves`, in place.
    let childLo: number;
    let childHi: number;
    {
      // Opponent discs that can lie inside a run along a rank or a diagonal: files b–g
      // (a run ends on the board, so its discs are never on the edge files). Masking with
      // these also stops every shift along a rank or a diagonal from wrapping.
      const innerLo = coLo & 0x7e7e7e7e;
      const innerHi = coHi & 0x7e7e7e7e;
      let runLo: number;
      let runHi: number;
      let pairs: number;
      // East (+1) by carry: adding each own disc, shifted one file east, to the opponent discs
      // of files b–g carries through the run it starts and lands on the square after it.
      let repliesLo = (innerLo + ((cpLo << 1) & innerLo)) & ~innerLo;
      let repliesHi = (innerHi + ((cpHi << 1) & innerHi)) & ~innerHi;
      // West (−1), doubling steps with `pairs` = two opponent discs side by side.
      runLo = innerLo & (cpLo >>> 1);
      runLo |= innerLo & (runLo >>> 1);
      pairs = innerLo & (innerLo >>> 1);
      runLo |= pairs & (runLo >>> 2);
      runLo |= pairs & (runLo >>> 2);
      repliesLo |= runLo >>> 1;
      runHi = innerHi & (cpHi >>> 1);
      runHi |= innerHi & (runHi >>> 1);
      pairs = innerHi & (innerHi >>> 1);
      runHi |= pairs & (runHi >>> 2);
      runHi |= pairs & (runHi >>> 2);
      repliesHi |= runHi >>> 1;
      // Along files and diagonals: three steps in the first half, whose run seeds the second.
      runLo = coLo & (cpLo << 8);
      runLo |= coLo & (runLo << 8);
      runLo |= coLo & (runLo << 8);
      runHi = coHi & ((cpHi << 8) | ((cpLo | runLo) >>> 24));
      runHi |= coHi & (runHi << 8);
      runHi |= coHi & (runHi << 8);
      repliesLo |= runLo << 8;
      repliesHi |= (runHi << 8) | (runLo >>> 24);
      runHi = coHi & (cpHi >>> 8);
      runHi |= coHi & (runHi >>> 8);
      runHi |= coHi & (runHi >>> 8);
      runLo = coLo & ((cpLo >>> 8) | ((cpHi | runHi) << 24));
      runLo |= coLo & (runLo >>> 8);
      runLo |= coLo & (runLo >>> 8);
      repliesHi |= runHi >>> 8;
      repliesLo |= (runLo >>> 8) | (runHi << 24);
      runLo = innerLo & (cpLo << 9);
      runLo |= innerLo & (runLo << 9);
      runLo |= innerLo & (runLo << 9);
      runHi = innerHi & ((cpHi << 9) | ((cpLo | runLo) >>> 23));
      runHi |= innerHi & (runHi << 9);
      runHi |= innerHi & (runHi << 9);
      repliesLo |= runLo << 9;
      repliesHi |= (runHi << 9) | (runLo >>> 23);
      runLo = innerLo & (cpLo << 7);
      runLo |= innerLo & (runLo << 7);
      runLo |= innerLo & (runLo << 7);
      runHi = innerHi & ((cpHi << 7) | ((cpLo | runLo) >>> 25));
      runHi |= innerHi & (runHi << 7);
      runHi |= innerHi & (runHi << 7);
      repliesLo |= runLo << 7;
      repliesHi |= (runHi << 7) | (runLo >>> 25);
      runHi = innerHi & (cpHi >>> 7);
      runHi |= innerHi & (runHi >>> 7);
      runHi |= innerHi & (runHi >>> 7);
      runLo = innerLo & ((cpLo >>> 7) | ((cpHi | runHi) << 25));
      runLo |= innerLo & (runLo >>> 7);
      runLo |= innerLo & (runLo >>> 7);
      repliesHi |= runHi >>> 7;
      repliesLo |= (runLo >>> 7) | (runHi << 25);
      runHi = innerHi & (cpHi >>> 9);
      runHi |= innerHi & (runHi >>> 9);
      runHi |= innerHi & (runHi >>> 9);
      runLo = innerLo & ((cpLo >>> 9) | ((cpHi | runHi) << 23));
      runLo |= innerLo & (runLo >>> 9);
      runLo |= innerLo & (runLo >>> 9);
      repliesHi |= runHi >>> 9;
      repliesLo |= (runLo >>> 9) | (runHi << 23);
      childLo = repliesLo & ~(cpLo | coLo);
      childHi = repliesHi & ~(cpHi | coHi);
    }
    total += searchMoves(cpLo, cpHi, coLo, coHi, childLo, childHi, depth - 1);
  }
  return total;
}

/**
 * Leaves two plies below a node with moves (`movesLo`, `movesHi`), counted from the
 * children's move masks (bulk counting). The hot loop of perft: each child's flips and its
 * number of moves are computed in place, with no call and no memory traffic. -1 when a
 * child has no move: {@link searchDeep} counts that node instead.
 *
 * Over 80 lines on purpose: written out rather than split into calls, for the measured
 * reasons in the file header (a call per child, and one loop for both halves, were slower).
 */
function searchTwo(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  movesLo: number,
  movesHi: number,
): number {
  // TABLE (bitboard.ts): the ray through a neighbour at 128 × square + 2 × neighbour, neighbours at 8192.
  // A constant in the build (see the file header).
  const table = TABLE;
  // Declared int32 once here: without it V8 checks at each use inside the loops that the
  // argument is a small integer (a compare and a branch each; measured A/B: +2–5 %).
  pLo |= 0;
  pHi |= 0;
  oLo |= 0;
  oHi |= 0;
  movesLo |= 0;
  movesHi |= 0;
  // The empty squares; a child's are these less its move.
  const emptyLo = ~(pLo | oLo);
  const emptyHi = ~(pHi | oHi);
  let total = 0;
  // The moves on a1–h4, then those on a5–h8: two loops (see the header).
  while (movesLo !== 0) {
    const square = 31 - Math.clz32(movesLo);
    const bitLo = 1 << square;
    const bitHi = 0;
    movesLo ^= bitLo;
    let flipsLo = 0;
    let flipsHi = 0;
    {
      // The opponent discs next to the move, split by direction: a ray towards lower
      // indices from a1–h4 never leaves the low half, so it needs no high-half work.
      const nearLo = table[8192 + (square << 1)]! & oLo;
      let downLo = nearLo & (bitLo - 1);
      let upLo = nearLo ^ downLo;
      let upHi = table[8193 + (square << 1)]! & oHi;
      while (downLo !== 0) {
        const neighbour = 31 - Math.clz32(downLo);
        downLo ^= 1 << neighbour;
        const rayLo = table[(square << 7) + (neighbour << 1)]!;
        // The first square that is not an opponent disc is the highest set bit.
        let blockLo = rayLo & ~oLo;
        blockLo &= 1 << (31 - Math.clz32(blockLo));
        const own = blockLo & pLo;
        flipsLo |= rayLo & -(blockLo << 1) & ((own | -own) >> 31);
      }
      while ((upLo | upHi) !== 0) {
        let neighbour: number;
        if (upLo !== 0) {
          neighbour = 31 - Math.clz32(upLo);
          upLo ^= 1 << neighbour;
        } else {
          const high = 31 - Math.clz32(upHi);
          upHi ^= 1 << high;
          neighbour = high + 32;
        }
        const at = (square << 7) + (neighbour << 1);
        const rayLo = table[at]!;
        const rayHi = table[at + 1]!;
        // The first square that is not an opponent disc is the lowest set bit.
        let blockLo = rayLo & ~oLo;
        let blockHi = rayHi & ~oHi;
        const inLo = (blockLo | -blockLo) >> 31;
        blockLo &= -blockLo;
        blockHi &= -blockHi & ~inLo;
        const own = (blockLo & pLo) | (blockHi & pHi);
        const bracketed = (own | -own) >> 31;
        flipsLo |= rayLo & (blockLo - 1) & bracketed;
        flipsHi |= rayHi & (blockHi - 1) & ~inLo & bracketed;
      }
    }
    // The child: the opponent (`cp`) to move against the player (`co`).
    const cpLo = oLo ^ flipsLo;
    const cpHi = oHi ^ flipsHi;
    const coLo = pLo | flipsLo | bitLo;
    const coHi = pHi | flipsHi | bitHi;
    // The child's number of moves: the fills of `generateMoves` and a popcount, in place.
    let count: number;
    {
      // Opponent discs that can lie inside a run along a rank or a diagonal: files b–g
      // (a run ends on the board, so its discs are never on the edge files). Masking with
      // these also stops every shift along a rank or a diagonal from wrapping.
      const innerLo = coLo & 0x7e7e7e7e;
      const innerHi = coHi & 0x7e7e7e7e;
      let runLo: number;
      let runHi: number;
      let pairs: number;
      // East (+1) by carry: adding each own disc, shifted one file east, to the opponent discs
      // of files b–g carries through the run it starts and lands on the square after it.
      let repliesLo = (innerLo + ((cpLo << 1) & innerLo)) & ~innerLo;
      let repliesHi = (innerHi + ((cpHi << 1) & innerHi)) & ~innerHi;
      // West (−1), doubling steps with `pairs` = two opponent discs side by side.
      runLo = innerLo & (cpLo >>> 1);
      runLo |= innerLo & (runLo >>> 1);
      pairs = innerLo & (innerLo >>> 1);
      runLo |= pairs & (runLo >>> 2);
      runLo |= pairs & (runLo >>> 2);
      repliesLo |= runLo >>> 1;
      // Each direction (and here each half) ends with a `fence` test (see the file header).
      if (repliesLo === -1) _fence = 1;
      runHi = innerHi & (cpHi >>> 1);
      runHi |= innerHi & (runHi >>> 1);
      pairs = innerHi & (innerHi >>> 1);
      runHi |= pairs & (runHi >>> 2);
      runHi |= pairs & (runHi >>> 2);
      repliesHi |= runHi >>> 1;
      if (repliesHi === -1) _fence = 1;
      // Along files and diagonals: three steps in the first half, whose run seeds the second.
      runLo = coLo & (cpLo << 8);
      runLo |= coLo & (runLo << 8);
      runLo |= coLo & (runLo << 8);
      runHi = coHi & ((cpHi << 8) | ((cpLo | runLo) >>> 24));
      runHi |= coHi & (runHi << 8);
      runHi |= coHi & (runHi << 8);
      repliesLo |= runLo << 8;
      repliesHi |= (runHi << 8) | (runLo >>> 24);
      if (repliesHi === -1) _fence = 1;
      runHi = coHi & (cpHi >>> 8);
      runHi |= coHi & (runHi >>> 8);
      runHi |= coHi & (runHi >>> 8);
      runLo = coLo & ((cpLo >>> 8) | ((cpHi | runHi) << 24));
      runLo |= coLo & (runLo >>> 8);
      runLo |= coLo & (runLo >>> 8);
      repliesHi |= runHi >>> 8;
      repliesLo |= (runLo >>> 8) | (runHi << 24);
      if (repliesLo === -1) _fence = 1;
      runLo = innerLo & (cpLo << 9);
      runLo |= innerLo & (runLo << 9);
      runLo |= innerLo & (runLo << 9);
      runHi = innerHi & ((cpHi << 9) | ((cpLo | runLo) >>> 23));
      runHi |= innerHi & (runHi << 9);
      runHi |= innerHi & (runHi << 9);
      repliesLo |= runLo << 9;
      repliesHi |= (runHi << 9) | (runLo >>> 23);
      if (repliesHi === -1) _fence = 1;
      runLo = innerLo & (cpLo << 7);
      runLo |= innerLo & (runLo << 7);
      runLo |= innerLo & (runLo << 7);
      runHi = innerHi & ((cpHi << 7) | ((cpLo | runLo) >>> 25));
      runHi |= innerHi & (runHi << 7);
      runHi |= innerHi & (runHi << 7);
      repliesLo |= runLo << 7;
      repliesHi |= (runHi << 7) | (runLo >>> 25);
      if (repliesHi === -1) _fence = 1;
      runHi = innerHi & (cpHi >>> 7);
      runHi |= innerHi & (runHi >>> 7);
      runHi |= innerHi & (runHi >>> 7);
      runLo = innerLo & ((cpLo >>> 7) | ((cpHi | runHi) << 25));
      runLo |= innerLo & (runLo >>> 7);
      runLo |= innerLo & (runLo >>> 7);
      repliesHi |= runHi >>> 7;
      repliesLo |= (runLo >>> 7) | (runHi << 25);
      if (repliesLo === -1) _fence = 1;
      runHi = innerHi & (cpHi >>> 9);
      runHi |= innerHi & (runHi >>> 9);
      runHi |= innerHi & (runHi >>> 9);
      runLo = innerLo & ((cpLo >>> 9) | ((cpHi | runHi) << 23));
      runLo |= innerLo & (runLo >>> 9);
      runLo |= innerLo & (runLo >>> 9);
      repliesHi |= runHi >>> 9;
      repliesLo |= (runLo >>> 9) | (runHi << 23);
      let lo = repliesLo & (emptyLo ^ bitLo);
      let hi = repliesHi & emptyHi;
      lo -= (lo >>> 1) & 0x55555555;
      hi -= (hi >>> 1) & 0x55555555;
      lo = (lo & 0x33333333) + ((lo >>> 2) & 0x33333333) + (hi & 0x33333333) + ((hi >>> 2) & 0x33333333);
      lo = (lo & 0x0f0f0f0f) + ((lo >>> 4) & 0x0f0f0f0f);
      count = Math.imul(lo, 0x01010101) >>> 24;
    }
    // A child without a move: the node is counted again by `searchDeep`.
    if (count === 0) return -1;
    total += count;
  }
  while (movesHi !== 0) {
    const high = 31 - Math.clz32(movesHi);
    const bitLo = 0;
    const bitHi = 1 << high;
    movesHi ^= bitHi;
    const square = high + 32;
    let flipsLo = 0;
    let flipsHi = 0;
    {
      // As above, mirrored: a ray towards higher indices from a5–h8 stays in the high half.
      const nearHi = table[8193 + (square << 1)]! & oHi;
      let downLo = table[8192 + (square << 1)]! & oLo;
      let downHi = nearHi & (bitHi - 1);
      let upHi = nearHi ^ downHi;
      while (upHi !== 0) {
        const neighbour = 31 - Math.clz32(upHi);
        upHi ^= 1 << neighbour;
        const rayHi = table[(square << 7) + (neighbour << 1) + 65]!;
        let blockHi = rayHi & ~oHi;
        blockHi &= -blockHi;
        const own = blockHi & pHi;
        flipsHi |= rayHi & (blockHi - 1) & ((own | -own) >> 31);
      }
      while ((downLo | downHi) !== 0) {
        let neighbour: number;
        if (downLo !== 0) {
          neighbour = 31 - Math.clz32(downLo);
          downLo ^= 1 << neighbour;
        } else {
          const high = 31 - Math.clz32(downHi);
          downHi ^= 1 << high;
          neighbour = high + 32;
        }
        const at = (square << 7) + (neighbour << 1);
        const rayLo = table[at]!;
        const rayHi = table[at + 1]!;
        let blockLo = rayLo & ~oLo;
        let blockHi = rayHi & ~oHi;
        const inHi = (blockHi | -blockHi) >> 31;
        blockHi &= 1 << (31 - Math.clz32(blockHi));
        blockLo &= (1 << (31 - Math.clz32(blockLo))) & ~inHi;
        const own = (blockLo & pLo) | (blockHi & pHi);
        const bracketed = (own | -own) >> 31;
        flipsHi |= rayHi & (-(blockHi << 1) | ~inHi) & bracketed;
        flipsLo |= rayLo & -(blockLo << 1) & bracketed;
      }
    }
    // The child: the opponent (`cp`) to move against the player (`co`).
    const cpLo = oLo ^ flipsLo;
    const cpHi = oHi ^ flipsHi;
    const coLo = pLo | flipsLo | bitLo;
    const coHi = pHi | flipsHi | bitHi;
    // The child's number of moves: the fills of `generateMoves` and a popcount, in place.
    let count: number;
    {
      // Opponent discs that can lie inside a run along a rank or a diagonal: files b–g
      // (a run ends on the board, so its discs are never on the edge files). Masking with
      // these also stops every shift along a rank or a diagonal from wrapping.
      const innerLo = coLo & 0x7e7e7e7e;
      const innerHi = coHi & 0x7e7e7e7e;
      let runLo: number;
      let runHi: number;
      let pairs: number;
      // East (+1) by carry: adding each own disc, shifted one file east, to the opponent discs
      // of files b–g carries through the run it starts and lands on the square after it.
      let repliesLo = (innerLo + ((cpLo << 1) & innerLo)) & ~innerLo;
      let repliesHi = (innerHi + ((cpHi << 1) & innerHi)) & ~innerHi;
      // West (−1), doubling steps with `pairs` = two opponent discs side by side.
      runLo = innerLo & (cpLo >>> 1);
      runLo |= innerLo & (runLo >>> 1);
      pairs = innerLo & (innerLo >>> 1);
      runLo |= pairs & (runLo >>> 2);
      runLo |= pairs & (runLo >>> 2);
      repliesLo |= runLo >>> 1;
      // Each direction (and here each half) ends with a `fence` test (see the file header).
      if (repliesLo === -1) _fence = 1;
      runHi = innerHi & (cpHi >>> 1);
      runHi |= innerHi & (runHi >>> 1);
      pairs = innerHi & (innerHi >>> 1);
      runHi |= pairs & (runHi >>> 2);
      runHi |= pairs & (runHi >>> 2);
      repliesHi |= runHi >>> 1;
      if (repliesHi === -1) _fence = 1;
      // Along files and diagonals: three steps in the first half, whose run seeds the second.
      runLo = coLo & (cpLo << 8);
      runLo |= coLo & (runLo << 8);
      runLo |= coLo & (runLo << 8);
      runHi = coHi & ((cpHi << 8) | ((cpLo | runLo) >>> 24));
      runHi |= coHi & (runHi << 8);
      runHi |= coHi & (runHi << 8);
      repliesLo |= runLo << 8;
      repliesHi |= (runHi << 8) | (runLo >>> 24);
      if (repliesHi === -1) _fence = 1;
      runHi = coHi & (cpHi >>> 8);
      runHi |= coHi & (runHi >>> 8);
      runHi |= coHi & (runHi >>> 8);
      runLo = coLo & ((cpLo >>> 8) | ((cpHi | runHi) << 24));
      runLo |= coLo & (runLo >>> 8);
      runLo |= coLo & (runLo >>> 8);
      repliesHi |= runHi >>> 8;
      repliesLo |= (runLo >>> 8) | (runHi << 24);
      if (repliesLo === -1) _fence = 1;
      runLo = innerLo & (cpLo << 9);
      runLo |= innerLo & (runLo << 9);
      runLo |= innerLo & (runLo << 9);
      runHi = innerHi & ((cpHi << 9) | ((cpLo | runLo) >>> 23));
      runHi |= innerHi & (runHi << 9);
      runHi |= innerHi & (runHi << 9);
      repliesLo |= runLo << 9;
      repliesHi |= (runHi << 9) | (runLo >>> 23);
      if (repliesHi === -1) _fence = 1;
      runLo = innerLo & (cpLo << 7);
      runLo |= innerLo & (runLo << 7);
      runLo |= innerLo & (runLo << 7);
      runHi = innerHi & ((cpHi << 7) | ((cpLo | runLo) >>> 25));
      runHi |= innerHi & (runHi << 7);
      runHi |= innerHi & (runHi << 7);
      repliesLo |= runLo << 7;
      repliesHi |= (runHi << 7) | (runLo >>> 25);
      if (repliesHi === -1) _fence = 1;
      runHi = innerHi & (cpHi >>> 7);
      runHi |= innerHi & (runHi >>> 7);
      runHi |= innerHi & (runHi >>> 7);
      runLo = innerLo & ((cpLo >>> 7) | ((cpHi | runHi) << 25));
      runLo |= innerLo & (runLo >>> 7);
      runLo |= innerLo & (runLo >>> 7);
      repliesHi |= runHi >>> 7;
      repliesLo |= (runLo >>> 7) | (runHi << 25);
      if (repliesLo === -1) _fence = 1;
      runHi = innerHi & (cpHi >>> 9);
      runHi |= innerHi & (runHi >>> 9);
      runHi |= innerHi & (runHi >>> 9);
      runLo = innerLo & ((cpLo >>> 9) | ((cpHi | runHi) << 23));
      runLo |= innerLo & (runLo >>> 9);
      runLo |= innerLo & (runLo >>> 9);
      repliesHi |= runHi >>> 9;
      repliesLo |= (runLo >>> 9) | (runHi << 23);
      let lo = repliesLo & emptyLo;
      let hi = repliesHi & (emptyHi ^ bitHi);
      lo -= (lo >>> 1) & 0x55555555;
      hi -= (hi >>> 1) & 0x55555555;
      lo = (lo & 0x33333333) + ((lo >>> 2) & 0x33333333) + (hi & 0x33333333) + ((hi >>> 2) & 0x33333333);
      lo = (lo & 0x0f0f0f0f) + ((lo >>> 4) & 0x0f0f0f0f);
      count = Math.imul(lo, 0x01010101) >>> 24;
    }
    // A child without a move: the node is counted again by `searchDeep`.
    if (count === 0) return -1;
    total += count;
  }
  return total;
}
