/**
 * The perft recursion on raw halves: no allocation, bulk counting at the last ply (the
 * number of leaves below a node one ply from the horizon is the popcount of its move
 * mask). Internal; the public entry point is `perft` in `perft.ts`.
 */
import { computeFlips, generateMoves, popcount64 } from './bitboard.js';

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
  let total = 0;
  if (depth === 2) {
    // The children are one ply from the horizon: count their moves here (bulk counting).
    while (movesLo !== 0) {
      const bit = movesLo & -movesLo;
      movesLo ^= bit;
      computeFlips(pLo, pHi, oLo, oHi, 31 - Math.clz32(bit), scratch);
      total += countChild(oLo ^ scratch[0]!, oHi ^ scratch[1]!, pLo | scratch[0]! | bit, pHi | scratch[1]!);
    }
    while (movesHi !== 0) {
      const bit = movesHi & -movesHi;
      movesHi ^= bit;
      computeFlips(pLo, pHi, oLo, oHi, 63 - Math.clz32(bit), scratch);
      total += countChild(oLo ^ scratch[0]!, oHi ^ scratch[1]!, pLo | scratch[0]!, pHi | scratch[1]! | bit);
    }
    return total;
  }
  while (movesLo !== 0) {
    const bit = movesLo & -movesLo;
    movesLo ^= bit;
    const square = 31 - Math.clz32(bit);
    computeFlips(pLo, pHi, oLo, oHi, square, scratch);
    const flipsLo = scratch[0]!;
    const flipsHi = scratch[1]!;
    total += search(oLo ^ flipsLo, oHi ^ flipsHi, pLo | flipsLo | bit, pHi | flipsHi, depth - 1);
  }
  while (movesHi !== 0) {
    const bit = movesHi & -movesHi;
    movesHi ^= bit;
    const square = 63 - Math.clz32(bit);
    computeFlips(pLo, pHi, oLo, oHi, square, scratch);
    const flipsLo = scratch[0]!;
    const flipsHi = scratch[1]!;
    total += search(oLo ^ flipsLo, oHi ^ flipsHi, pLo | flipsLo, pHi | flipsHi | bit, depth - 1);
  }
  return total;
}

/** Leaves below a node one ply from the horizon (player `p` to move). */
function countChild(pLo: number, pHi: number, oLo: number, oHi: number): number {
  generateMoves(pLo, pHi, oLo, oHi, scratch);
  const count = popcount64(scratch[0]!, scratch[1]!);
  return count !== 0 ? count : leafAfterNoMove(pLo, pHi, oLo, oHi);
}

/** Leaves below a node one ply from the horizon whose side to move has no move. */
function leafAfterNoMove(pLo: number, pHi: number, oLo: number, oHi: number): number {
  generateMoves(oLo, oHi, pLo, pHi, scratch);
  const replies = popcount64(scratch[0]!, scratch[1]!);
  if (replies === 0) return finishedLeaf;
  return passCostsPly ? 1 : replies;
}
