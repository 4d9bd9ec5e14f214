/**
 * The perft recursion on raw halves: no allocation, bulk counting at the last ply (the
 * number of leaves below a node one ply from the horizon is the popcount of its move
 * mask). Internal; the public entry point is `perft` in `perft.ts`.
 */
import {
  computeFlips,
  generateMoves,
  NEIGHBOURS,
  NOT_A_FILE,
  NOT_H_FILE,
  popcount64,
  RAY_OF_DELTA,
  RAYS,
} from './bitboard.js';

const scratch = new Int32Array(2);

/** Convention flags, set by {@link perftCore} before the (synchronous) recursion. */
let passCostsPly = true;
let finishedLeaf = 0;

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
  return search(pLo, pHi, oLo, oHi, depth);
}

function search(pLo: number, pHi: number, oLo: number, oHi: number, depth: number): number {
  generateMoves(pLo, pHi, oLo, oHi, scratch);
  let movesLo = scratch[0]!;
  let movesHi = scratch[1]!;
  if ((movesLo | movesHi) === 0) {
    generateMoves(oLo, oHi, pLo, pHi, scratch);
    if ((scratch[0]! | scratch[1]!) === 0) return finishedLeaf;
    if (passCostsPly) return depth === 1 ? 1 : search(oLo, oHi, pLo, pHi, depth - 1);
    return search(oLo, oHi, pLo, pHi, depth);
  }
  if (depth === 1) return popcount64(movesLo, movesHi);
  if (depth === 2) return searchTwo(pLo, pHi, oLo, oHi, movesLo, movesHi);
  let total = 0;
  while (movesLo !== 0) {
    const square = 31 - Math.clz32(movesLo);
    const bit = 1 << square;
    movesLo ^= bit;
    computeFlips(pLo, pHi, oLo, oHi, square, scratch);
    const flipsLo = scratch[0]!;
    const flipsHi = scratch[1]!;
    total += search(oLo ^ flipsLo, oHi ^ flipsHi, pLo | flipsLo | bit, pHi | flipsHi, depth - 1);
  }
  while (movesHi !== 0) {
    const square = 31 - Math.clz32(movesHi);
    const bit = 1 << square;
    movesHi ^= bit;
    computeFlips(pLo, pHi, oLo, oHi, square + 32, scratch);
    const flipsLo = scratch[0]!;
    const flipsHi = scratch[1]!;
    total += search(oLo ^ flipsLo, oHi ^ flipsHi, pLo | flipsLo, pHi | flipsHi | bit, depth - 1);
  }
  return total;
}

/** Leaves below a node one ply from the horizon whose side to move has no move. */
function leafAfterNoMove(pLo: number, pHi: number, oLo: number, oHi: number): number {
  generateMoves(oLo, oHi, pLo, pHi, scratch);
  const replies = popcount64(scratch[0]!, scratch[1]!);
  if (replies === 0) return finishedLeaf;
  return passCostsPly ? 1 : replies;
}

/**
 * Leaves two plies below a node with moves (`movesLo`, `movesHi`), counted from the
 * children's move masks (bulk counting). The hot loop of perft: each child's flips and its
 * number of moves are computed inline, with no call and no memory traffic.
 */
function searchTwo(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  movesLo: number,
  movesHi: number,
): number {
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
    // The discs the move flips: `computeFlips` of bitboard.ts written out in place, since a
    // call per child (with its result passed through memory) costs about a tenth of the run.
    let flipsLo = 0;
    let flipsHi = 0;
    {
      let nextLo = NEIGHBOURS[square << 1]! & oLo;
      let nextHi = NEIGHBOURS[(square << 1) + 1]! & oHi;
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
        const at = (square << 4) + RAY_OF_DELTA[neighbour - square + 9]!;
        const rayLo = RAYS[at]!;
        const rayHi = RAYS[at + 1]!;
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
    const cpLo = oLo ^ flipsLo;
    const cpHi = oHi ^ flipsHi;
    const coLo = pLo | flipsLo | bitLo;
    const coHi = pHi | flipsHi | bitHi;
    // The child's number of moves: the fills of `generateMoves` and a popcount, in place.
    let count: number;
    {
      const eLo = coLo & NOT_A_FILE;
      const eHi = coHi & NOT_A_FILE;
      const wLo = coLo & NOT_H_FILE;
      const wHi = coHi & NOT_H_FILE;
      let runLo: number;
      let runHi: number;
      let pairs: number;
      let repliesLo: number;
      let repliesHi: number;
      // East (+1) by carry: adding each own disc, shifted one file east, to the opponent discs
      // of files b–g carries through the run it starts and lands on the square after it.
      const innerLo = coLo & 0x7e7e7e7e;
      const innerHi = coHi & 0x7e7e7e7e;
      repliesLo = (innerLo + ((cpLo << 1) & innerLo)) & ~innerLo;
      repliesHi = (innerHi + ((cpHi << 1) & innerHi)) & ~innerHi;

      // West (−1).
      runLo = wLo & (cpLo >>> 1);
      runLo |= wLo & (runLo >>> 1);
      pairs = wLo & (wLo >>> 1);
      runLo |= pairs & (runLo >>> 2);
      runLo |= pairs & (runLo >>> 2);
      repliesLo |= (runLo >>> 1) & NOT_H_FILE;
      runHi = wHi & (cpHi >>> 1);
      runHi |= wHi & (runHi >>> 1);
      pairs = wHi & (wHi >>> 1);
      runHi |= pairs & (runHi >>> 2);
      runHi |= pairs & (runHi >>> 2);
      repliesHi |= (runHi >>> 1) & NOT_H_FILE;
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
      runLo = eLo & (cpLo << 9);
      runLo |= eLo & (runLo << 9);
      runLo |= eLo & (runLo << 9);
      runHi = eHi & ((cpHi << 9) | ((cpLo | runLo) >>> 23));
      runHi |= eHi & (runHi << 9);
      runHi |= eHi & (runHi << 9);
      repliesLo |= (runLo << 9) & NOT_A_FILE;
      repliesHi |= ((runHi << 9) | (runLo >>> 23)) & NOT_A_FILE;
      runLo = wLo & (cpLo << 7);
      runLo |= wLo & (runLo << 7);
      runLo |= wLo & (runLo << 7);
      runHi = wHi & ((cpHi << 7) | ((cpLo | runLo) >>> 25));
      runHi |= wHi & (runHi << 7);
      runHi |= wHi & (runHi << 7);
      repliesLo |= (runLo << 7) & NOT_H_FILE;
      repliesHi |= ((runHi << 7) | (runLo >>> 25)) & NOT_H_FILE;
      runHi = eHi & (cpHi >>> 7);
      runHi |= eHi & (runHi >>> 7);
      runHi |= eHi & (runHi >>> 7);
      runLo = eLo & ((cpLo >>> 7) | ((cpHi | runHi) << 25));
      runLo |= eLo & (runLo >>> 7);
      runLo |= eLo & (runLo >>> 7);
      repliesHi |= (runHi >>> 7) & NOT_A_FILE;
      repliesLo |= ((runLo >>> 7) | (runHi << 25)) & NOT_A_FILE;
      runHi = wHi & (cpHi >>> 9);
      runHi |= wHi & (runHi >>> 9);
      runHi |= wHi & (runHi >>> 9);
      runLo = wLo & ((cpLo >>> 9) | ((cpHi | runHi) << 23));
      runLo |= wLo & (runLo >>> 9);
      runLo |= wLo & (runLo >>> 9);
      repliesHi |= (runHi >>> 9) & NOT_H_FILE;
      repliesLo |= ((runLo >>> 9) | (runHi << 23)) & NOT_H_FILE;
      let lo = repliesLo & ~(cpLo | coLo);
      let hi = repliesHi & ~(cpHi | coHi);
      lo -= (lo >>> 1) & 0x55555555;
      hi -= (hi >>> 1) & 0x55555555;
      lo = (lo & 0x33333333) + ((lo >>> 2) & 0x33333333) + (hi & 0x33333333) + ((hi >>> 2) & 0x33333333);
      lo = (lo & 0x0f0f0f0f) + ((lo >>> 4) & 0x0f0f0f0f);
      count = Math.imul(lo, 0x01010101) >>> 24;
    }
    total += count !== 0 ? count : leafAfterNoMove(cpLo, cpHi, coLo, coHi);
  }
  return total;
}
