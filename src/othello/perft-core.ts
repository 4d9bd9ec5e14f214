/**
 * The perft recursion on raw halves: no allocation, bulk counting at the last ply (the
 * number of leaves below a node one ply from the horizon is the popcount of its move
 * mask). Internal; the public entry point is `perft` in `perft.ts`.
 */
import { computeFlips, generateMoves, NOT_A_FILE, NOT_H_FILE, popcount64 } from './bitboard.js';

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

/** Leaves below a node one ply from the horizon (player `p` to move). */
function countChild(pLo: number, pHi: number, oLo: number, oHi: number): number {
  const count = mobility(pLo, pHi, oLo, oHi);
  return count !== 0 ? count : leafAfterNoMove(pLo, pHi, oLo, oHi);
}

/** Leaves below a node one ply from the horizon whose side to move has no move. */
function leafAfterNoMove(pLo: number, pHi: number, oLo: number, oHi: number): number {
  generateMoves(oLo, oHi, pLo, pHi, scratch);
  const replies = popcount64(scratch[0]!, scratch[1]!);
  if (replies === 0) return finishedLeaf;
  return passCostsPly ? 1 : replies;
}

/**
 * Number of legal moves of `p` against `o`: the fills of `generateMoves` (see there)
 * followed by a popcount, returned directly so the counting ply touches no memory.
 */
function mobility(pLo: number, pHi: number, oLo: number, oHi: number): number {
  const eLo = oLo & NOT_A_FILE;
  const eHi = oHi & NOT_A_FILE;
  const wLo = oLo & NOT_H_FILE;
  const wHi = oHi & NOT_H_FILE;
  let runLo: number;
  let runHi: number;
  let pairs: number;
  let movesLo: number;
  let movesHi: number;
  // East (+1) by carry: adding each own disc, shifted one file east, to the opponent discs
  // of files b–g carries through the run it starts and lands on the square after it.
  const innerLo = oLo & 0x7e7e7e7e;
  const innerHi = oHi & 0x7e7e7e7e;
  movesLo = (innerLo + ((pLo << 1) & innerLo)) & ~innerLo;
  movesHi = (innerHi + ((pHi << 1) & innerHi)) & ~innerHi;

  // West (−1).
  runLo = wLo & (pLo >>> 1);
  runLo |= wLo & (runLo >>> 1);
  pairs = wLo & (wLo >>> 1);
  runLo |= pairs & (runLo >>> 2);
  runLo |= pairs & (runLo >>> 2);
  movesLo |= (runLo >>> 1) & NOT_H_FILE;
  runHi = wHi & (pHi >>> 1);
  runHi |= wHi & (runHi >>> 1);
  pairs = wHi & (wHi >>> 1);
  runHi |= pairs & (runHi >>> 2);
  runHi |= pairs & (runHi >>> 2);
  movesHi |= (runHi >>> 1) & NOT_H_FILE;
  runLo = oLo & (pLo << 8);
  runLo |= oLo & (runLo << 8);
  runLo |= oLo & (runLo << 8);
  runHi = oHi & ((pHi << 8) | ((pLo | runLo) >>> 24));
  runHi |= oHi & (runHi << 8);
  runHi |= oHi & (runHi << 8);
  movesLo |= runLo << 8;
  movesHi |= (runHi << 8) | (runLo >>> 24);
  runHi = oHi & (pHi >>> 8);
  runHi |= oHi & (runHi >>> 8);
  runHi |= oHi & (runHi >>> 8);
  runLo = oLo & ((pLo >>> 8) | ((pHi | runHi) << 24));
  runLo |= oLo & (runLo >>> 8);
  runLo |= oLo & (runLo >>> 8);
  movesHi |= runHi >>> 8;
  movesLo |= (runLo >>> 8) | (runHi << 24);
  runLo = eLo & (pLo << 9);
  runLo |= eLo & (runLo << 9);
  runLo |= eLo & (runLo << 9);
  runHi = eHi & ((pHi << 9) | ((pLo | runLo) >>> 23));
  runHi |= eHi & (runHi << 9);
  runHi |= eHi & (runHi << 9);
  movesLo |= (runLo << 9) & NOT_A_FILE;
  movesHi |= ((runHi << 9) | (runLo >>> 23)) & NOT_A_FILE;
  runLo = wLo & (pLo << 7);
  runLo |= wLo & (runLo << 7);
  runLo |= wLo & (runLo << 7);
  runHi = wHi & ((pHi << 7) | ((pLo | runLo) >>> 25));
  runHi |= wHi & (runHi << 7);
  runHi |= wHi & (runHi << 7);
  movesLo |= (runLo << 7) & NOT_H_FILE;
  movesHi |= ((runHi << 7) | (runLo >>> 25)) & NOT_H_FILE;
  runHi = eHi & (pHi >>> 7);
  runHi |= eHi & (runHi >>> 7);
  runHi |= eHi & (runHi >>> 7);
  runLo = eLo & ((pLo >>> 7) | ((pHi | runHi) << 25));
  runLo |= eLo & (runLo >>> 7);
  runLo |= eLo & (runLo >>> 7);
  movesHi |= (runHi >>> 7) & NOT_A_FILE;
  movesLo |= ((runLo >>> 7) | (runHi << 25)) & NOT_A_FILE;
  runHi = wHi & (pHi >>> 9);
  runHi |= wHi & (runHi >>> 9);
  runHi |= wHi & (runHi >>> 9);
  runLo = wLo & ((pLo >>> 9) | ((pHi | runHi) << 23));
  runLo |= wLo & (runLo >>> 9);
  runLo |= wLo & (runLo >>> 9);
  movesHi |= (runHi >>> 9) & NOT_H_FILE;
  movesLo |= ((runLo >>> 9) | (runHi << 23)) & NOT_H_FILE;
  let lo = movesLo & ~(pLo | oLo);
  let hi = movesHi & ~(pHi | oHi);
  lo -= (lo >>> 1) & 0x55555555;
  hi -= (hi >>> 1) & 0x55555555;
  lo = (lo & 0x33333333) + ((lo >>> 2) & 0x33333333) + (hi & 0x33333333) + ((hi >>> 2) & 0x33333333);
  lo = (lo & 0x0f0f0f0f) + ((lo >>> 4) & 0x0f0f0f0f);
  return Math.imul(lo, 0x01010101) >>> 24;
}

/** Leaves two plies below a node with moves (`movesLo`, `movesHi`), counted from the children's move masks. */
function searchTwo(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  movesLo: number,
  movesHi: number,
): number {
  let total = 0;
  // The children are one ply from the horizon: count their moves here (bulk counting).
  while (movesLo !== 0) {
    const square = 31 - Math.clz32(movesLo);
    const bit = 1 << square;
    movesLo ^= bit;
    computeFlips(pLo, pHi, oLo, oHi, square, scratch);
    total += countChild(oLo ^ scratch[0]!, oHi ^ scratch[1]!, pLo | scratch[0]! | bit, pHi | scratch[1]!);
  }
  while (movesHi !== 0) {
    const square = 31 - Math.clz32(movesHi);
    const bit = 1 << square;
    movesHi ^= bit;
    computeFlips(pLo, pHi, oLo, oHi, square + 32, scratch);
    total += countChild(oLo ^ scratch[0]!, oHi ^ scratch[1]!, pLo | scratch[0]!, pHi | scratch[1]! | bit);
  }
  return total;
}
