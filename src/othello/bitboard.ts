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

/** Every square except the a-file: a shift that lands here did not wrap from the h-file. */
export const NOT_A_FILE = 0xfefefefe | 0;
/** Every square except the h-file. */
export const NOT_H_FILE = 0x7f7f7f7f;

/** Square index deltas of the 8 directions: E, W, up a rank, down a rank, and diagonals. */
const DELTAS = [1, -1, 8, -8, 9, 7, -7, -9] as const;
const FILE_STEPS = [1, -1, 0, 0, 1, -1, 1, -1] as const;
const RANK_STEPS = [0, 0, 1, -1, 1, 1, -1, -1] as const;

/** For each square × direction, how many squares lie between it and the board edge. */
const RAY_LENGTH = new Uint8Array(64 * 8);
for (let square = 0; square < 64; square++) {
  for (let direction = 0; direction < 8; direction++) {
    let file = square & 7;
    let rank = square >> 3;
    let length = 0;
    for (;;) {
      file += FILE_STEPS[direction]!;
      rank += RANK_STEPS[direction]!;
      if (file < 0 || file > 7 || rank < 0 || rank > 7) break;
      length++;
    }
    RAY_LENGTH[square * 8 + direction] = length;
  }
}

/**
 * Legal moves of the player with discs `p` against the opponent's `o`, written to
 * `out[0]` (lo) and `out[1]` (hi). Shift-based fill in the 8 directions (a "dumb7fill":
 * at most 6 opponent discs can lie between the move and the bracketing disc).
 */
export function generateMoves(pLo: number, pHi: number, oLo: number, oHi: number, out: Int32Array): void {
  const emptyLo = ~(pLo | oLo);
  const emptyHi = ~(pHi | oHi);
  const eLo = oLo & NOT_A_FILE;
  const eHi = oHi & NOT_A_FILE;
  const wLo = oLo & NOT_H_FILE;
  const wHi = oHi & NOT_H_FILE;
  let t: number;
  let u: number;
  let movesLo = 0;
  let movesHi = 0;

  // East (+1): never crosses the halves once the a-file is masked off.
  t = eLo & (pLo << 1);
  u = eHi & (pHi << 1);
  t |= eLo & (t << 1);
  u |= eHi & (u << 1);
  t |= eLo & (t << 1);
  u |= eHi & (u << 1);
  t |= eLo & (t << 1);
  u |= eHi & (u << 1);
  t |= eLo & (t << 1);
  u |= eHi & (u << 1);
  t |= eLo & (t << 1);
  u |= eHi & (u << 1);
  movesLo |= (t << 1) & NOT_A_FILE;
  movesHi |= (u << 1) & NOT_A_FILE;

  // West (−1).
  t = wLo & (pLo >>> 1);
  u = wHi & (pHi >>> 1);
  t |= wLo & (t >>> 1);
  u |= wHi & (u >>> 1);
  t |= wLo & (t >>> 1);
  u |= wHi & (u >>> 1);
  t |= wLo & (t >>> 1);
  u |= wHi & (u >>> 1);
  t |= wLo & (t >>> 1);
  u |= wHi & (u >>> 1);
  t |= wLo & (t >>> 1);
  u |= wHi & (u >>> 1);
  movesLo |= (t >>> 1) & NOT_H_FILE;
  movesHi |= (u >>> 1) & NOT_H_FILE;

  // Up a rank (+8): bits move from lo into hi.
  u = oHi & ((pHi << 8) | (pLo >>> 24));
  t = oLo & (pLo << 8);
  u |= oHi & ((u << 8) | (t >>> 24));
  t |= oLo & (t << 8);
  u |= oHi & ((u << 8) | (t >>> 24));
  t |= oLo & (t << 8);
  u |= oHi & ((u << 8) | (t >>> 24));
  t |= oLo & (t << 8);
  u |= oHi & ((u << 8) | (t >>> 24));
  t |= oLo & (t << 8);
  u |= oHi & ((u << 8) | (t >>> 24));
  t |= oLo & (t << 8);
  movesHi |= (u << 8) | (t >>> 24);
  movesLo |= t << 8;

  // Down a rank (−8): bits move from hi into lo.
  t = oLo & ((pLo >>> 8) | (pHi << 24));
  u = oHi & (pHi >>> 8);
  t |= oLo & ((t >>> 8) | (u << 24));
  u |= oHi & (u >>> 8);
  t |= oLo & ((t >>> 8) | (u << 24));
  u |= oHi & (u >>> 8);
  t |= oLo & ((t >>> 8) | (u << 24));
  u |= oHi & (u >>> 8);
  t |= oLo & ((t >>> 8) | (u << 24));
  u |= oHi & (u >>> 8);
  t |= oLo & ((t >>> 8) | (u << 24));
  u |= oHi & (u >>> 8);
  movesLo |= (t >>> 8) | (u << 24);
  movesHi |= u >>> 8;

  // +9 (up a rank, east).
  u = eHi & ((pHi << 9) | (pLo >>> 23));
  t = eLo & (pLo << 9);
  u |= eHi & ((u << 9) | (t >>> 23));
  t |= eLo & (t << 9);
  u |= eHi & ((u << 9) | (t >>> 23));
  t |= eLo & (t << 9);
  u |= eHi & ((u << 9) | (t >>> 23));
  t |= eLo & (t << 9);
  u |= eHi & ((u << 9) | (t >>> 23));
  t |= eLo & (t << 9);
  u |= eHi & ((u << 9) | (t >>> 23));
  t |= eLo & (t << 9);
  movesHi |= ((u << 9) | (t >>> 23)) & NOT_A_FILE;
  movesLo |= (t << 9) & NOT_A_FILE;

  // +7 (up a rank, west).
  u = wHi & ((pHi << 7) | (pLo >>> 25));
  t = wLo & (pLo << 7);
  u |= wHi & ((u << 7) | (t >>> 25));
  t |= wLo & (t << 7);
  u |= wHi & ((u << 7) | (t >>> 25));
  t |= wLo & (t << 7);
  u |= wHi & ((u << 7) | (t >>> 25));
  t |= wLo & (t << 7);
  u |= wHi & ((u << 7) | (t >>> 25));
  t |= wLo & (t << 7);
  u |= wHi & ((u << 7) | (t >>> 25));
  t |= wLo & (t << 7);
  movesHi |= ((u << 7) | (t >>> 25)) & NOT_H_FILE;
  movesLo |= (t << 7) & NOT_H_FILE;

  // −7 (down a rank, east).
  t = eLo & ((pLo >>> 7) | (pHi << 25));
  u = eHi & (pHi >>> 7);
  t |= eLo & ((t >>> 7) | (u << 25));
  u |= eHi & (u >>> 7);
  t |= eLo & ((t >>> 7) | (u << 25));
  u |= eHi & (u >>> 7);
  t |= eLo & ((t >>> 7) | (u << 25));
  u |= eHi & (u >>> 7);
  t |= eLo & ((t >>> 7) | (u << 25));
  u |= eHi & (u >>> 7);
  t |= eLo & ((t >>> 7) | (u << 25));
  u |= eHi & (u >>> 7);
  movesLo |= ((t >>> 7) | (u << 25)) & NOT_A_FILE;
  movesHi |= (u >>> 7) & NOT_A_FILE;

  // −9 (down a rank, west).
  t = wLo & ((pLo >>> 9) | (pHi << 23));
  u = wHi & (pHi >>> 9);
  t |= wLo & ((t >>> 9) | (u << 23));
  u |= wHi & (u >>> 9);
  t |= wLo & ((t >>> 9) | (u << 23));
  u |= wHi & (u >>> 9);
  t |= wLo & ((t >>> 9) | (u << 23));
  u |= wHi & (u >>> 9);
  t |= wLo & ((t >>> 9) | (u << 23));
  u |= wHi & (u >>> 9);
  t |= wLo & ((t >>> 9) | (u << 23));
  u |= wHi & (u >>> 9);
  movesLo |= ((t >>> 9) | (u << 23)) & NOT_H_FILE;
  movesHi |= (u >>> 9) & NOT_H_FILE;

  out[0] = movesLo & emptyLo;
  out[1] = movesHi & emptyHi;
}

/**
 * Discs flipped when the player with discs `p` plays on `square` (0–63) against `o`,
 * written to `out[0]` (lo) and `out[1]` (hi); both 0 when the move flips nothing. Walks
 * each of the 8 rays; does not check that the square is empty.
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
  const base = square << 3;
  for (let direction = 0; direction < 8; direction++) {
    const length = RAY_LENGTH[base + direction]!;
    if (length < 2) continue;
    const delta = DELTAS[direction]!;
    let next = square + delta;
    // JavaScript shifts use the count modulo 32, so `>>> next` picks the bit in either half.
    if ((((next < 32 ? oLo : oHi) >>> next) & 1) === 0) continue;
    let runLo = 0;
    let runHi = 0;
    let steps = 1;
    do {
      if (next < 32) runLo |= 1 << next;
      else runHi |= 1 << next;
      next += delta;
      steps++;
    } while (steps <= length && (((next < 32 ? oLo : oHi) >>> next) & 1) !== 0);
    if (steps <= length && (((next < 32 ? pLo : pHi) >>> next) & 1) !== 0) {
      flipsLo |= runLo;
      flipsHi |= runHi;
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

/** Number of set bits of a board given as two halves. */
export function popcount64(lo: number, hi: number): number {
  return popcount32(lo) + popcount32(hi);
}
