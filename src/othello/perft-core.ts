/**
 * The perft recursion on raw halves: no allocation, bulk counting at the last ply (the
 * number of leaves below a node one ply from the horizon is the popcount of its move
 * mask). Internal; the public entry point is `perft` in `perft.ts`.
 */
import { computeFlips, generateMoves, popcount32 } from './bitboard.js';

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
  if (depth === 1) return popcount32(movesLo) + popcount32(movesHi);
  let total = 0;
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
