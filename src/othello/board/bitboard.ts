/**
 * The fast core of the Othello engine: move generation, flips and disc counts on
 * bitboards held as two 32-bit halves (`lo` = squares a1…h4, `hi` = a5…h8; a1 = bit 0,
 * row by row, so square index = 8 × (rank − 1) + file). Everything here works on plain
 * numbers and writes its two-half results into a caller-supplied `Int32Array`, so nothing
 * allocates. Internal to the library: the public API in `position.ts` wraps it.
 *
 * Rule (NOF §12, spec §1): a move brackets at least one straight line of opponent discs
 * between the new disc and the nearest own disc, in any of the 8 directions.
 */

/**
 * Legal moves of the player with discs `p` against the opponent's `o` (each as lo/hi
 * halves), written to `out[0]` (lo) and `out[1]` (hi). `runLo`/`runHi` hold, per direction,
 * the opponent discs reached so far from a player's disc.
 *
 * Shift-based fills, one per direction. Along a file or diagonal a half holds only four
 * ranks, so a run of opponent discs inside one half is at most 3 long: each half is filled
 * on its own in three steps, and the run reaching the edge of the first half seeds the
 * second one. That needs about half the operations of six two-half shifts. Along a rank
 * (east, west) the halves never interact once the wrap-around file is masked off.
 *
 * One function on purpose, over 80 lines: split into a function per direction (the move
 * halves passed back through module variables) it ran 1.4–1.9× slower on 8 million calls
 * from random positions (built code, Node 20).
 */
export function generateMoves(pLo: number, pHi: number, oLo: number, oHi: number, out: Int32Array): void {
  // Opponent discs that can lie inside a run along a rank or a diagonal: files b–g (a run
  // ends on the board, so its discs are never on an edge file). Masking the fills with these
  // also stops every shift along a rank or a diagonal from wrapping round the board.
  const innerLo = oLo & 0x7e7e7e7e;
  const innerHi = oHi & 0x7e7e7e7e;
  let runLo: number;
  let runHi: number;
  let pairs: number;

  // East (+1) by carry: adding each own disc, shifted one file east, to the opponent discs
  // of files b–g carries through the run it starts and lands on the square after it.
  let movesLo = (innerLo + ((pLo << 1) & innerLo)) & ~innerLo;
  let movesHi = (innerHi + ((pHi << 1) & innerHi)) & ~innerHi;

  // West (−1), both halves on their own; doubling steps with `pairs` = two opponent discs side by side.
  runLo = innerLo & (pLo >>> 1);
  runLo |= innerLo & (runLo >>> 1);
  pairs = innerLo & (innerLo >>> 1);
  runLo |= pairs & (runLo >>> 2);
  runLo |= pairs & (runLo >>> 2);
  movesLo |= runLo >>> 1;
  runHi = innerHi & (pHi >>> 1);
  runHi |= innerHi & (runHi >>> 1);
  pairs = innerHi & (innerHi >>> 1);
  runHi |= pairs & (runHi >>> 2);
  runHi |= pairs & (runHi >>> 2);
  movesHi |= runHi >>> 1;

  // Up a rank (+8): lo first, then hi seeded from lo's top rank.
  runLo = oLo & (pLo << 8);
  runLo |= oLo & (runLo << 8);
  runLo |= oLo & (runLo << 8);
  runHi = oHi & ((pHi << 8) | ((pLo | runLo) >>> 24));
  runHi |= oHi & (runHi << 8);
  runHi |= oHi & (runHi << 8);
  movesLo |= runLo << 8;
  movesHi |= (runHi << 8) | (runLo >>> 24);

  // Down a rank (−8): hi first, then lo seeded from hi's bottom rank.
  runHi = oHi & (pHi >>> 8);
  runHi |= oHi & (runHi >>> 8);
  runHi |= oHi & (runHi >>> 8);
  runLo = oLo & ((pLo >>> 8) | ((pHi | runHi) << 24));
  runLo |= oLo & (runLo >>> 8);
  runLo |= oLo & (runLo >>> 8);
  movesHi |= runHi >>> 8;
  movesLo |= (runLo >>> 8) | (runHi << 24);

  // +9 (up a rank, east).
  runLo = innerLo & (pLo << 9);
  runLo |= innerLo & (runLo << 9);
  runLo |= innerLo & (runLo << 9);
  runHi = innerHi & ((pHi << 9) | ((pLo | runLo) >>> 23));
  runHi |= innerHi & (runHi << 9);
  runHi |= innerHi & (runHi << 9);
  movesLo |= runLo << 9;
  movesHi |= (runHi << 9) | (runLo >>> 23);

  // +7 (up a rank, west).
  runLo = innerLo & (pLo << 7);
  runLo |= innerLo & (runLo << 7);
  runLo |= innerLo & (runLo << 7);
  runHi = innerHi & ((pHi << 7) | ((pLo | runLo) >>> 25));
  runHi |= innerHi & (runHi << 7);
  runHi |= innerHi & (runHi << 7);
  movesLo |= runLo << 7;
  movesHi |= (runHi << 7) | (runLo >>> 25);

  // −7 (down a rank, east).
  runHi = innerHi & (pHi >>> 7);
  runHi |= innerHi & (runHi >>> 7);
  runHi |= innerHi & (runHi >>> 7);
  runLo = innerLo & ((pLo >>> 7) | ((pHi | runHi) << 25));
  runLo |= innerLo & (runLo >>> 7);
  runLo |= innerLo & (runLo >>> 7);
  movesHi |= runHi >>> 7;
  movesLo |= (runLo >>> 7) | (runHi << 25);

  // −9 (down a rank, west).
  runHi = innerHi & (pHi >>> 9);
  runHi |= innerHi & (runHi >>> 9);
  runHi |= innerHi & (runHi >>> 9);
  runLo = innerLo & ((pLo >>> 9) | ((pHi | runHi) << 23));
  runLo |= innerLo & (runLo >>> 9);
  runLo |= innerLo & (runLo >>> 9);
  movesHi |= runHi >>> 9;
  movesLo |= (runLo >>> 9) | (runHi << 23);

  out[0] = movesLo & ~(pLo | oLo);
  out[1] = movesHi & ~(pHi | oHi);
}

/**
 * For each square, 8 rays as (lo, hi) pairs (exported for the perft loop, which writes
 * `computeFlips` out in place): the squares from it (exclusive) to the board
 * edge in one direction. Directions 0–3 run towards higher indices (east, up a rank, and
 * the two upward diagonals), 4–7 towards lower ones.
 */
export const RAYS = new Int32Array(64 * 16);
for (let square = 0; square < 64; square++) {
  const directions = [
    [1, 0],
    [0, 1],
    [1, 1],
    [-1, 1],
    [-1, 0],
    [0, -1],
    [-1, -1],
    [1, -1],
  ] as const;
  directions.forEach(([fileStep, rankStep], direction) => {
    let file = (square & 7) + fileStep;
    let rank = (square >> 3) + rankStep;
    while (file >= 0 && file < 8 && rank >= 0 && rank < 8) {
      const index = rank * 8 + file;
      RAYS[square * 16 + direction * 2 + (index < 32 ? 0 : 1)]! |= 1 << index;
      file += fileStep;
      rank += rankStep;
    }
  });
}

/** For each square, its (up to 8) neighbours as (lo, hi). */
export const NEIGHBOURS = new Int32Array(128);
/** Ray slot (2 × direction, see RAYS) for a neighbour at index delta + 9 from the square. */
const RAY_OF_DELTA = new Int8Array(19);
for (const [delta, direction] of [
  [1, 0],
  [8, 1],
  [9, 2],
  [7, 3],
  [-1, 4],
  [-8, 5],
  [-9, 6],
  [-7, 7],
] as const) {
  RAY_OF_DELTA[delta + 9] = direction * 2;
}
for (let square = 0; square < 64; square++) {
  for (let slot = 0; slot < 8; slot++) {
    const rayLo = RAYS[square * 16 + slot * 2]!;
    const rayHi = RAYS[square * 16 + slot * 2 + 1]!;
    // The neighbour is the ray square nearest to `square`.
    const direction = slot < 4 ? 1 : -1;
    for (let index = square + direction; index >= 0 && index < 64; index += direction) {
      if ((((index < 32 ? rayLo : rayHi) >>> index) & 1) !== 0) {
        NEIGHBOURS[square * 2 + (index < 32 ? 0 : 1)]! |= 1 << index;
        break;
      }
    }
  }
}

/**
 * The start of the ray (an index into RAYS) from a square through one of its neighbours:
 * `RAY_AT[square × 64 + neighbour]`. One load instead of a subtraction and two loads in
 * the flip loop. Entries for squares that are not neighbours are never read.
 */
export const RAY_AT = new Int16Array(64 * 64);
for (let square = 0; square < 64; square++) {
  for (let neighbour = Math.max(0, square - 9); neighbour <= Math.min(63, square + 9); neighbour++) {
    RAY_AT[square * 64 + neighbour] = square * 16 + RAY_OF_DELTA[neighbour - square + 9]!;
  }
}

/**
 * Discs flipped when the player with discs `p` plays on `square` (0–63) against `o`,
 * written to `out[0]` (lo) and `out[1]` (hi); both 0 when the move flips nothing. Does
 * not check that the square is empty.
 *
 * Per ray: the first square that is not an opponent disc (the lowest set bit of
 * `ray & ~o` for rays towards higher indices, the highest for the others) must be the
 * player's own disc; the ray squares before it flip.
 */
export function computeFlips(
  pLo: number,
  pHi: number,
  oLo: number,
  oHi: number,
  square: number,
  out: Int32Array,
): void {
  let flipsLo = 0;
  let flipsHi = 0;
  const notOLo = ~oLo;
  const notOHi = ~oHi;
  // Only rays whose first square holds an opponent disc can flip anything.
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
    const at = RAY_AT[(square << 6) + neighbour]!;
    const rayLo = RAYS[at]!;
    const rayHi = RAYS[at + 1]!;
    let blockLo = rayLo & notOLo;
    let blockHi = rayHi & notOHi;
    if (neighbour > square) {
      // Towards higher indices: the first blocker is the lowest set bit; ~−b = b − 1.
      const inLo = (blockLo | Math.imul(blockLo, -1)) >> 31;
      blockLo &= Math.imul(blockLo, -1);
      blockHi &= Math.imul(blockHi, -1) & ~inLo;
      const own = (blockLo & pLo) | (blockHi & pHi);
      const bracketed = (own | Math.imul(own, -1)) >> 31;
      flipsLo |= rayLo & ~Math.imul(blockLo, -1) & bracketed;
      flipsHi |= rayHi & ~Math.imul(blockHi, -1) & ~inLo & bracketed;
    } else {
      // Towards lower indices: the highest set bit; −(b << 1) are the squares above it.
      const inHi = (blockHi | Math.imul(blockHi, -1)) >> 31;
      blockHi &= 1 << (31 - Math.clz32(blockHi));
      blockLo &= (1 << (31 - Math.clz32(blockLo))) & ~inHi;
      const own = (blockLo & pLo) | (blockHi & pHi);
      const bracketed = (own | Math.imul(own, -1)) >> 31;
      flipsHi |= rayHi & (Math.imul(blockHi << 1, -1) | ~inHi) & bracketed;
      flipsLo |= rayLo & Math.imul(blockLo << 1, -1) & bracketed;
    }
  }
  out[0] = flipsLo;
  out[1] = flipsHi;
}

/** Number of set bits of a 32-bit value (SWAR). */
export function popcount32(value: number): number {
  value -= (value >>> 1) & 0x55555555;
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  value = (value + (value >>> 4)) & 0x0f0f0f0f;
  return Math.imul(value, 0x01010101) >>> 24;
}

/** Number of set bits of a board given as two halves (SWAR, the halves summed early). */
export function popcount64(lo: number, hi: number): number {
  lo -= (lo >>> 1) & 0x55555555;
  hi -= (hi >>> 1) & 0x55555555;
  lo = (lo & 0x33333333) + ((lo >>> 2) & 0x33333333) + (hi & 0x33333333) + ((hi >>> 2) & 0x33333333);
  lo = (lo & 0x0f0f0f0f) + ((lo >>> 4) & 0x0f0f0f0f);
  return Math.imul(lo, 0x01010101) >>> 24;
}

/**
 * The lookup tables of the perft loop in one array (one typed array keeps one base pointer
 * and one length live in registers instead of several; measured A/B: +3 %):
 * - at `128 × square + 2 × neighbour` (lo, then hi): the ray from `square` through its
 *   neighbour `neighbour`, the RAYS entry of that direction. Indexed by the neighbour
 *   itself, the ray is one load away from the neighbour's index instead of two dependent
 *   loads through RAY_AT (A/B: +1–3 %). Entries for squares that are not neighbours are 0 and never read;
 *   the ones read lie within 152 bytes per square.
 * - at 8192 + 2 × square: NEIGHBOURS.
 */
export const TABLE = new Int32Array(8192 + 128);
for (let square = 0; square < 64; square++) {
  for (let neighbour = Math.max(0, square - 9); neighbour <= Math.min(63, square + 9); neighbour++) {
    const half = NEIGHBOURS[(square << 1) + (neighbour >> 5)]!;
    if (((half >>> (neighbour & 31)) & 1) === 0) continue;
    const at = RAY_AT[(square << 6) + neighbour]!;
    TABLE[(square << 7) + (neighbour << 1)] = RAYS[at]!;
    TABLE[(square << 7) + (neighbour << 1) + 1] = RAYS[at + 1]!;
  }
}
TABLE.set(NEIGHBOURS, 8192);
