import {
  BLACK_PROMOTION_HI,
  FULL,
  HALF,
  OFF,
  VALID_HI,
  VALID_LO,
  WHITE_PROMOTION_LO,
} from './perft-layout.js';
import { NEIGHBOUR } from './squares.js';

/**
 * The perft kernel of the draughts engine: the move tree counted on raw bitboards, with no
 * object, no allocation and no move list except for captures of more than one piece.
 * Internal; the public entry point is `perft` in `perft.ts`.
 *
 * Layout. Square `n` is the bit `g = n − 1 + ⌊(n − 1)/10⌋` of `squares.ts` (a ghost bit
 * after every two rows, so a diagonal step is a shift by 5 or 6 and a step off the board
 * lands on a ghost bit or outside the 54 bits). The kernel splits those bits after the
 * fifth row: `lo` holds bits 0–26 (squares 1–25), `hi` bits 27–53 (squares 26–50) as its
 * bits 0–26. Every value then fits a V8 small integer (31 bits), so passing boards to a
 * function never boxes a number; with the 32-bit split of `movegen.ts` most boards did
 * not fit. The constants of this layout are in `perft-layout.ts`, a module without
 * imports, so that the build writes them as literal numbers (see there). The tables below
 * (STEPS to SPAN) stay `const` in the build (tsup.config.ts rewrites the `var` esbuild
 * makes of them), so V8 folds them into the compiled code: a look-up is one load from a
 * fixed address, without reloading the module variable and checking the array's map and
 * length. Instructions on `dist/`: 3.114 → 3.027 billion on the Woldouby position at
 * depth 13 (−3.6 % of the kernel), unchanged from the start position (no kings there).
 *
 * Speed comes from counting instead of playing:
 * - one ply from the horizon the number of moves is read off shifted boards (bulk
 *   counting), with men's captures of one piece, and of two when none goes on, counted
 *   there too (`countDoubleJumps`);
 * - two plies from the horizon the children of plain moves are counted from the change
 *   each move makes to the opponent's moves (`quietTwo`), and only moves that give the
 *   opponent a capture or touch the diagonals of its kings are played;
 * - plain moves and captures of one piece are played straight from shifted boards; only
 *   captures of more than one piece and king captures go through the recursive search,
 *   into a preallocated `Int32Array`;
 * - squares are single-bit masks moved by shifts, not table look-ups (the loads cost more
 *   than the shifts: the man's capture search took a third less time that way).
 * The functions are long because the shifts of both halves are written out in place (a
 * helper returning two halves would need memory).
 *
 * Measured without a gain (instructions of `draughtsPerft` on the Woldouby position at
 * depth 13, `valgrind --tool=cachegrind` running `node --single-threaded`), so not done: a
 * table of the opponent pieces a king can take in each direction, set once per king search
 * (+2 % in `kingCaptures`, +2 % more in `capturingKings`); testing a king's diagonals against
 * the men's jump-from boards before looking for their first piece (+1 %). (Reading the
 * tables through locals in `kingCaptures` measured +0.5 % while they were module `var`s;
 * with them `const` in the build, the locals in `kingCaptures`, `capturingKings` and
 * `kingMoves` measured 2.944 → 2.816 billion, −5.5 % of the kernel, so they are there; in
 * `kingReach` and `kingsTwo` −0.2 %, within the noise of a build, so not.) Counting our
 * kings' moves inside `quietTwo` itself cost more than it saved (the larger function
 * spilled more); `kingsTwo` is apart. Nor: the four directions of `kingCaptures` written
 * out (the same instructions, 2–3 % fewer mispredicted branches in `--branch-sim=yes`, no
 * gain in wall-clock A/B runs); the first piece and the square behind it found without
 * branches (+4 %); the bit masks computed by shifts instead of read from MASK_LO/MASK_HI
 * (+0.3 %, +0.8 % on the start position); never-passing tests splitting the schedule of
 * `countMoves` (+0.8 %, more spills, unlike Othello's `searchTwo`); the board of a king
 * capture (`kingOpp…`) in a `const` typed array like `JUMP_FROM` (+0.6 %); `count4`
 * taking one popcount of the union when its two sets share no bit (+3.5 % from the start
 * position at depth 9: it was no longer inlined); `count4` returning 0 at once for four
 * empty words (44 % of its calls from the start position: −1.8 % instructions, but the
 * same time in alternating runs, 1.003× and 0.998× over 24 pairs of perft(9); probably the
 * branch mispredicting). `tests/draughts/engine-reference.test.ts`
 * checks perft against the square-by-square reference generator on random positions.
 */

/** The bit steps of the four directions: towards square 50 (+5, +6) and towards square 1. */
const STEPS = [5, 6, -5, -6] as const;

/** Mask of each bit (0–53, and OFF) in its half. */
const MASK_LO = new Int32Array(OFF + 1);
const MASK_HI = new Int32Array(OFF + 1);
/**
 * Neighbour of each bit in direction 0 = +5, 1 = +6, 2 = −5, 3 = −6 (`d ^ 2` reverses
 * `d`), OFF when off the board; built from the board coordinates of `squares.ts`.
 */
const NEXT = new Int8Array((OFF + 1) * 4).fill(OFF);
{
  // squares.ts numbers its directions −6, −5, +5, +6.
  const FROM_SQUARES = [2, 3, 1, 0];
  for (let bit = 0; bit < OFF; bit++) {
    if (bit < HALF) MASK_LO[bit] = 1 << bit;
    else MASK_HI[bit] = 1 << (bit - HALF);
    for (let direction = 0; direction < 4; direction++) {
      const next = NEIGHBOUR[bit * 4 + FROM_SQUARES[direction]!]!;
      if (next >= 0) NEXT[bit * 4 + direction] = next;
    }
  }
}

/** For each bit and direction, the squares from it (exclusive) to the edge of the board. */
const RAY_LO = new Int32Array((OFF + 1) * 4);
const RAY_HI = new Int32Array((OFF + 1) * 4);
for (let bit = 0; bit < OFF; bit++) {
  for (let direction = 0; direction < 4; direction++) {
    for (let at = NEXT[bit * 4 + direction]!; at !== OFF; at = NEXT[at * 4 + direction]!) {
      RAY_LO[bit * 4 + direction] = RAY_LO[bit * 4 + direction]! | MASK_LO[at]!;
      RAY_HI[bit * 4 + direction] = RAY_HI[bit * 4 + direction]! | MASK_HI[at]!;
    }
  }
}

/** The number of squares on each ray (bit × 4 + direction). */
const RAY_LENGTH = new Int8Array((OFF + 1) * 4);
for (let ray = 0; ray < OFF * 4; ray++) {
  RAY_LENGTH[ray] = count2(RAY_LO[ray]!, RAY_HI[ray]!);
}
/**
 * The free squares before a piece `distance` bits away along a direction: index
 * `direction << 6 | distance`, value distance / step − 1 (step 5 or 6).
 */
const SPAN = new Int8Array(4 << 6);
for (let direction = 0; direction < 4; direction++) {
  const step = direction % 2 === 0 ? 5 : 6;
  for (let steps = 1; steps * step < 64; steps++) SPAN[(direction << 6) | (steps * step)] = steps - 1;
}

// The hot king functions (kingCaptures, capturingKings, kingMoves) find the first piece
// along a diagonal in place: the ray's squares that are occupied, then the lowest of them
// towards higher bits (directions 0 and 1), the highest towards lower bits. With the helper
// `firstPiece` they took 6 % more instructions (Woldouby position, depth 13); the two
// colder ones, kingReach and kingsTwo, use it.

/** The low half of a set moved one diagonal step (`step` ±5 or ±6); off-board bits drop. */
function shiftLo(lo: number, hi: number, step: number): number {
  return step > 0 ? (lo << step) & FULL : ((lo >>> -step) | (hi << (HALF + step))) & FULL;
}

/** The high half of a set moved one diagonal step. */
function shiftHi(lo: number, hi: number, step: number): number {
  return step > 0 ? ((hi << step) | (lo >>> (HALF - step))) & FULL : hi >>> -step;
}

/** Number of set bits of two halves together (SWAR, summed after the 2-bit step). */
function count2(a: number, b: number): number {
  a -= (a >>> 1) & 0x55555555;
  b -= (b >>> 1) & 0x55555555;
  a = (a & 0x33333333) + ((a >>> 2) & 0x33333333) + (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  a = (a & 0x0f0f0f0f) + ((a >>> 4) & 0x0f0f0f0f);
  return Math.imul(a, 0x01010101) >>> 24;
}

/** Number of set bits of four 27-bit words together (SWAR, as {@link count2}). */
function count4(a: number, b: number, c: number, d: number): number {
  a -= (a >>> 1) & 0x55555555;
  b -= (b >>> 1) & 0x55555555;
  c -= (c >>> 1) & 0x55555555;
  d -= (d >>> 1) & 0x55555555;
  a = (a & 0x33333333) + ((a >>> 2) & 0x33333333) + (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  c = (c & 0x33333333) + ((c >>> 2) & 0x33333333) + (d & 0x33333333) + ((d >>> 2) & 0x33333333);
  // Nibbles hold at most 8 each; bytes then at most 32.
  a = (a & 0x0f0f0f0f) + ((a >>> 4) & 0x0f0f0f0f) + (c & 0x0f0f0f0f) + ((c >>> 4) & 0x0f0f0f0f);
  return Math.imul(a, 0x01010101) >>> 24;
}

/** The bit index (0–53) of a single-bit set. */
function indexOf(lo: number, hi: number): number {
  return lo !== 0 ? 31 - Math.clz32(lo) : 31 - Math.clz32(hi) + HALF;
}

// ---------------------------------------------------------------------------------------
// Captures of more than one piece, and all king captures: a recursive search (FMJD rules:
// the jumped pieces stay on the board until the end, none is jumped twice, only the
// longest captures are legal, a capture with the same origin, destination and captured
// set is one move however it is reached).

/** Capture lists, four entries per move: origin bit, destination bit, captured lo, hi. */
let captures = new Int32Array(4 * 4096);
/** First free entry of the capture lists (a node's list stays there while its children search). */
let stackTop = 0;
/** Where the list being generated starts and ends, and the length of its captures. */
let listStart = 0;
let listEnd = 0;
let longest = 0;
/** The origin (bit index) of the capture being searched. */
let origin = 0;

/** Keeps a finished capture if it is among the longest and not already listed. */
function keepCapture(to: number, takenLo: number, takenHi: number, taken: number): void {
  if (taken < longest) return;
  if (taken > longest) {
    longest = taken;
    listEnd = listStart;
  }
  // The same pieces taken in another order end on the same square only for three or more
  // (a man needs four to go round a square; a king's second jump never lies on the line of
  // its first), so shorter captures need no duplicate check.
  if (taken >= 3) {
    for (let at = listStart; at < listEnd; at += 4) {
      if (
        captures[at + 1] === to &&
        captures[at + 2] === takenLo &&
        captures[at + 3] === takenHi &&
        captures[at] === origin
      ) {
        return;
      }
    }
  }
  if (listEnd + 4 > captures.length) {
    const grown = new Int32Array(captures.length * 2);
    grown.set(captures);
    captures = grown;
  }
  captures[listEnd] = origin;
  captures[listEnd + 1] = to;
  captures[listEnd + 2] = takenLo;
  captures[listEnd + 3] = takenHi;
  listEnd += 4;
}

/**
 * A man on the square `atLo/Hi` (one bit) that has taken `taken` pieces; `oppLo/Hi` are the
 * opponent pieces not yet taken, `emptyLo/Hi` the free squares (its origin counted free).
 */
function manCaptures(
  atLo: number,
  atHi: number,
  oppLo: number,
  oppHi: number,
  emptyLo: number,
  emptyHi: number,
  takenLo: number,
  takenHi: number,
  taken: number,
): void {
  let found = false;
  // The four directions written out: +5, +6, −5, −6.
  let overLo = (atLo << 5) & oppLo;
  let overHi = ((atHi << 5) | (atLo >>> 22)) & oppHi;
  if ((overLo | overHi) !== 0) {
    const landLo = (overLo << 5) & emptyLo;
    const landHi = ((overHi << 5) | (overLo >>> 22)) & emptyHi;
    if ((landLo | landHi) !== 0) {
      found = true;
      manCaptures(
        landLo,
        landHi,
        oppLo ^ overLo,
        oppHi ^ overHi,
        emptyLo,
        emptyHi,
        takenLo | overLo,
        takenHi | overHi,
        taken + 1,
      );
    }
  }
  overLo = (atLo << 6) & oppLo;
  overHi = ((atHi << 6) | (atLo >>> 21)) & oppHi;
  if ((overLo | overHi) !== 0) {
    const landLo = (overLo << 6) & emptyLo;
    const landHi = ((overHi << 6) | (overLo >>> 21)) & emptyHi;
    if ((landLo | landHi) !== 0) {
      found = true;
      manCaptures(
        landLo,
        landHi,
        oppLo ^ overLo,
        oppHi ^ overHi,
        emptyLo,
        emptyHi,
        takenLo | overLo,
        takenHi | overHi,
        taken + 1,
      );
    }
  }
  overLo = ((atLo >>> 5) | (atHi << 22)) & oppLo;
  overHi = (atHi >>> 5) & oppHi;
  if ((overLo | overHi) !== 0) {
    const landLo = ((overLo >>> 5) | (overHi << 22)) & emptyLo;
    const landHi = (overHi >>> 5) & emptyHi;
    if ((landLo | landHi) !== 0) {
      found = true;
      manCaptures(
        landLo,
        landHi,
        oppLo ^ overLo,
        oppHi ^ overHi,
        emptyLo,
        emptyHi,
        takenLo | overLo,
        takenHi | overHi,
        taken + 1,
      );
    }
  }
  overLo = ((atLo >>> 6) | (atHi << 21)) & oppLo;
  overHi = (atHi >>> 6) & oppHi;
  if ((overLo | overHi) !== 0) {
    const landLo = ((overLo >>> 6) | (overHi << 21)) & emptyLo;
    const landHi = (overHi >>> 6) & emptyHi;
    if ((landLo | landHi) !== 0) {
      found = true;
      manCaptures(
        landLo,
        landHi,
        oppLo ^ overLo,
        oppHi ^ overHi,
        emptyLo,
        emptyHi,
        takenLo | overLo,
        takenHi | overHi,
        taken + 1,
      );
    }
  }
  if (!found) keepCapture(indexOf(atLo, atHi), takenLo, takenHi, taken);
}

/**
 * The board of the king capture being searched: the opponent pieces, the free squares and
 * the occupied ones (the king's origin counted free). They are module state, the same all
 * through one capture, so the recursion passes five numbers instead of nine.
 */
let kingOppLo = 0;
let kingOppHi = 0;
let kingEmptyLo = 0;
let kingEmptyHi = 0;
let kingOccupiedLo = 0;
let kingOccupiedHi = 0;

/**
 * A king on `at` that has taken `takenLo/Hi` (`taken` pieces). `skip` has a bit for each
 * direction not to try: always the reverse of the last jump (the piece just taken blocks
 * it), and the same direction again except from the first landing square (from a later one
 * the king reaches the same pieces). Captured pieces stay on the board, so they block
 * but are not taken twice.
 */
function kingCaptures(at: number, takenLo: number, takenHi: number, taken: number, skip: number): void {
  const rayLo = RAY_LO;
  const rayHi = RAY_HI;
  const maskLo = MASK_LO;
  const maskHi = MASK_HI;
  const next = NEXT;
  let found = false;
  for (let direction = 0; direction < 4; direction++) {
    if (((skip >> direction) & 1) !== 0) continue;
    const lo = rayLo[at * 4 + direction]! & kingOccupiedLo;
    const hi = rayHi[at * 4 + direction]! & kingOccupiedHi;
    let over: number;
    if (direction < 2) {
      if (lo !== 0) over = 31 - Math.clz32(lo & -lo);
      else if (hi !== 0) over = 31 - Math.clz32(hi & -hi) + HALF;
      else continue;
    } else if (hi !== 0) over = 31 - Math.clz32(hi) + HALF;
    else if (lo !== 0) over = 31 - Math.clz32(lo);
    else continue;
    const overLo = maskLo[over]!;
    const overHi = maskHi[over]!;
    if (((kingOppLo & ~takenLo & overLo) | (kingOppHi & ~takenHi & overHi)) === 0) continue;
    let land = next[over * 4 + direction]!;
    if (((kingEmptyLo & maskLo[land]!) | (kingEmptyHi & maskHi[land]!)) === 0) continue;
    found = true;
    const back = 1 << (direction ^ 2);
    kingCaptures(land, takenLo | overLo, takenHi | overHi, taken + 1, back);
    for (
      land = next[land * 4 + direction]!;
      ((kingEmptyLo & maskLo[land]!) | (kingEmptyHi & maskHi[land]!)) !== 0;
      land = next[land * 4 + direction]!
    ) {
      kingCaptures(land, takenLo | overLo, takenHi | overHi, taken + 1, back | (1 << direction));
    }
  }
  if (!found) keepCapture(at, takenLo, takenHi, taken);
}

/** Whether a piece in `halfLo/Hi` (the bit at `bit`) is set. */
function has(lo: number, hi: number, bit: number): boolean {
  return ((lo & MASK_LO[bit]!) | (hi & MASK_HI[bit]!)) !== 0;
}

/**
 * Lists the longest captures of the men `jumpers` (those that can make a first jump) and
 * the kings `kings` against `opp` from entry `start` of the capture lists; returns how
 * many (0 when there is none).
 */
function generateCaptures(
  jumpersLo: number,
  jumpersHi: number,
  kingsLo: number,
  kingsHi: number,
  oppLo: number,
  oppHi: number,
  emptyLo: number,
  emptyHi: number,
  start: number,
): number {
  listStart = start;
  listEnd = start;
  longest = 1;
  while ((jumpersLo | jumpersHi) !== 0) {
    const atLo = jumpersLo & -jumpersLo;
    const atHi = atLo === 0 ? jumpersHi & -jumpersHi : 0;
    jumpersLo ^= atLo;
    jumpersHi ^= atHi;
    origin = indexOf(atLo, atHi);
    manCaptures(atLo, atHi, oppLo, oppHi, emptyLo | atLo, emptyHi | atHi, 0, 0, 0);
  }
  while ((kingsLo | kingsHi) !== 0) {
    const atLo = kingsLo & -kingsLo;
    const atHi = atLo === 0 ? kingsHi & -kingsHi : 0;
    kingsLo ^= atLo;
    kingsHi ^= atHi;
    origin = indexOf(atLo, atHi);
    kingOppLo = oppLo;
    kingOppHi = oppHi;
    kingEmptyLo = emptyLo | atLo;
    kingEmptyHi = emptyHi | atHi;
    kingOccupiedLo = VALID_LO & ~kingEmptyLo;
    kingOccupiedHi = VALID_HI & ~kingEmptyHi;
    kingCaptures(origin, 0, 0, 0, 0);
  }
  return (listEnd - start) >> 2;
}

/** The kings found able to capture by the last {@link capturingKings}. */
let capturingLo = 0;
let capturingHi = 0;

/**
 * Whether one of the kings can capture (each slides along each diagonal to the first
 * piece); sets `capturingLo/Hi` to those that can, so that only they are searched.
 */
function capturingKings(
  kingsLo: number,
  kingsHi: number,
  oppLo: number,
  oppHi: number,
  emptyLo: number,
  emptyHi: number,
): boolean {
  const rayLo = RAY_LO;
  const rayHi = RAY_HI;
  const next = NEXT;
  const occupiedLo = VALID_LO & ~emptyLo;
  const occupiedHi = VALID_HI & ~emptyHi;
  capturingLo = 0;
  capturingHi = 0;
  while ((kingsLo | kingsHi) !== 0) {
    const atLo = kingsLo & -kingsLo;
    const atHi = atLo === 0 ? kingsHi & -kingsHi : 0;
    kingsLo ^= atLo;
    kingsHi ^= atHi;
    const at = indexOf(atLo, atHi);
    for (let direction = 0; direction < 4; direction++) {
      // The first piece along the diagonal.
      const lo = rayLo[at * 4 + direction]! & occupiedLo;
      const hi = rayHi[at * 4 + direction]! & occupiedHi;
      let over: number;
      if (direction < 2) {
        if (lo !== 0) over = 31 - Math.clz32(lo & -lo);
        else if (hi !== 0) over = 31 - Math.clz32(hi & -hi) + HALF;
        else continue;
      } else if (hi !== 0) over = 31 - Math.clz32(hi) + HALF;
      else if (lo !== 0) over = 31 - Math.clz32(lo);
      else continue;
      if (has(oppLo, oppHi, over) && has(emptyLo, emptyHi, next[over * 4 + direction]!)) {
        capturingLo |= atLo;
        capturingHi |= atHi;
        break;
      }
    }
  }
  return (capturingLo | capturingHi) !== 0;
}

/** Number of plain moves of the kings (each slides along each diagonal to the first piece). */
function kingMoves(kingsLo: number, kingsHi: number, emptyLo: number, emptyHi: number): number {
  const rayLo = RAY_LO;
  const rayHi = RAY_HI;
  const rayLength = RAY_LENGTH;
  const spans = SPAN;
  const occupiedLo = VALID_LO & ~emptyLo;
  const occupiedHi = VALID_HI & ~emptyHi;
  let moves = 0;
  while ((kingsLo | kingsHi) !== 0) {
    const atLo = kingsLo & -kingsLo;
    const atHi = atLo === 0 ? kingsHi & -kingsHi : 0;
    kingsLo ^= atLo;
    kingsHi ^= atHi;
    const at = indexOf(atLo, atHi);
    for (let direction = 0; direction < 4; direction++) {
      // The free squares up to the first piece, from the distance to it, or the whole ray.
      const ray = at * 4 + direction;
      const lo = rayLo[ray]! & occupiedLo;
      const hi = rayHi[ray]! & occupiedHi;
      const span = direction << 6;
      if (direction < 2) {
        if (lo !== 0) moves += spans[span | (31 - Math.clz32(lo & -lo) - at)]!;
        else if (hi !== 0) moves += spans[span | (31 - Math.clz32(hi & -hi) + HALF - at)]!;
        else moves += rayLength[ray]!;
      } else if (hi !== 0) moves += spans[span | (at - (31 - Math.clz32(hi) + HALF))]!;
      else if (lo !== 0) moves += spans[span | (at - (31 - Math.clz32(lo)))]!;
      else moves += rayLength[ray]!;
    }
  }
  return moves;
}

/**
 * The first occupied square (bit index) along the ray `ray` (bit × 4 + direction), OFF when
 * there is none: the lowest bit towards higher bits (directions 0 and 1), else the highest.
 */
function firstPiece(ray: number, occupiedLo: number, occupiedHi: number): number {
  const lo = RAY_LO[ray]! & occupiedLo;
  const hi = RAY_HI[ray]! & occupiedHi;
  if ((ray & 2) === 0) {
    if (lo !== 0) return 31 - Math.clz32(lo & -lo);
    return hi !== 0 ? 31 - Math.clz32(hi & -hi) + HALF : OFF;
  }
  if (hi !== 0) return 31 - Math.clz32(hi) + HALF;
  return lo !== 0 ? 31 - Math.clz32(lo) : OFF;
}

/** The squares found by the last {@link kingReach}. */
let reachedLo = 0;
let reachedHi = 0;

/**
 * One pass over the kings' diagonals: the number of their plain moves, or -1 when one of
 * them can take a piece of `prey`. Sets `reachedLo/Hi` to the squares on which a piece
 * arriving or leaving can change what the kings can do: along each diagonal, the free
 * squares up to the first piece, that piece, and the square behind it (whose emptying
 * would let a king take the piece).
 */
function kingReach(
  kingsLo: number,
  kingsHi: number,
  preyLo: number,
  preyHi: number,
  emptyLo: number,
  emptyHi: number,
): number {
  const occupiedLo = VALID_LO & ~emptyLo;
  const occupiedHi = VALID_HI & ~emptyHi;
  let moves = 0;
  reachedLo = 0;
  reachedHi = 0;
  while ((kingsLo | kingsHi) !== 0) {
    const atLo = kingsLo & -kingsLo;
    const atHi = atLo === 0 ? kingsHi & -kingsHi : 0;
    kingsLo ^= atLo;
    kingsHi ^= atHi;
    const at = indexOf(atLo, atHi);
    for (let direction = 0; direction < 4; direction++) {
      const ray = at * 4 + direction;
      const first = firstPiece(ray, occupiedLo, occupiedHi);
      const behind = NEXT[first * 4 + direction]!;
      if (has(preyLo, preyHi, first) && has(emptyLo, emptyHi, behind)) return -1;
      // The free squares up to the first piece are the moves; the ray less what lies
      // beyond the square behind it is the reach.
      moves += count2(
        RAY_LO[ray]! & ~RAY_LO[first * 4 + direction]! & emptyLo,
        RAY_HI[ray]! & ~RAY_HI[first * 4 + direction]! & emptyHi,
      );
      reachedLo |= RAY_LO[ray]! & ~RAY_LO[behind * 4 + direction]!;
      reachedHi |= RAY_HI[ray]! & ~RAY_HI[behind * 4 + direction]!;
    }
  }
  return moves;
}

// ---------------------------------------------------------------------------------------
// Captures of exactly two pieces by men, counted one ply from the horizon without the
// search. The four boards of squares a man can jump from (in direction +5, +6, −5, −6,
// on the board as it stands) stay exact for the second and third jumps of a man: its
// vacated origin is never the landing or the jumped square of those jumps, and the pieces
// it took lie only behind it (the reverse direction, which is never tried). So when no
// second landing square allows a third jump, each (man, first direction, second direction)
// is one legal move, and there are no duplicates (two pieces cannot be taken in the other
// order from the same origin).

/**
 * The squares from which a jump is possible in direction +5, +6, −5, −6 (entries 0–7: lo,
 * then hi, of each), set by `countMoves`. A `const` typed array in the build (see the file
 * header) rather than eight module variables, so that each entry is one load or store at a
 * fixed address. Sized past 64 bytes on purpose: V8 keeps the data of a smaller typed array
 * inside the object on the heap, where it can move, and then reloads its address and length
 * at each use. Instructions of `draughtsPerft` on `dist/` (cachegrind as in the file header),
 * with `secondJumps` taking all the men of a first direction at once as well: 4.01 → 3.895
 * billion from the start position at depth 9, 3.027 → 2.983 on the Woldouby position at
 * depth 13 (with 8 entries: 3.975 and 2.991).
 */
const JUMP_FROM = new Int32Array(32);

/**
 * The second jumps of the men that have landed on `land` (a set: the lo half may carry the
 * bits above 26 of squares in hi, which the clean jump boards drop) after first jumps whose
 * reverse is `back` (0 = +5, 1 = +6, 2 = −5, 3 = −6): how many there are, or -1 when one of
 * them allows a third jump (in any direction but back over the piece it has just taken).
 */
function secondJumps(landLo: number, landHi: number, back: number): number {
  const jumpFrom5Lo = JUMP_FROM[0]!;
  const jumpFrom5Hi = JUMP_FROM[1]!;
  const jumpFrom6Lo = JUMP_FROM[2]!;
  const jumpFrom6Hi = JUMP_FROM[3]!;
  const jumpFromM5Lo = JUMP_FROM[4]!;
  const jumpFromM5Hi = JUMP_FROM[5]!;
  const jumpFromM6Lo = JUMP_FROM[6]!;
  const jumpFromM6Hi = JUMP_FROM[7]!;
  let count = 0;
  let jumpLo: number;
  let jumpHi: number;
  let toLo: number;
  let toHi: number;
  if (back !== 0) {
    jumpLo = landLo & jumpFrom5Lo;
    jumpHi = landHi & jumpFrom5Hi;
    if ((jumpLo | jumpHi) !== 0) {
      toLo = jumpLo << 10;
      toHi = (jumpHi << 10) | (jumpLo >>> 17);
      if (
        ((toLo & (jumpFrom5Lo | jumpFrom6Lo | jumpFromM6Lo)) |
          (toHi & (jumpFrom5Hi | jumpFrom6Hi | jumpFromM6Hi))) !==
        0
      )
        return -1;
      count += count2(jumpLo, jumpHi);
    }
  }
  if (back !== 1) {
    jumpLo = landLo & jumpFrom6Lo;
    jumpHi = landHi & jumpFrom6Hi;
    if ((jumpLo | jumpHi) !== 0) {
      toLo = jumpLo << 12;
      toHi = (jumpHi << 12) | (jumpLo >>> 15);
      if (
        ((toLo & (jumpFrom5Lo | jumpFrom6Lo | jumpFromM5Lo)) |
          (toHi & (jumpFrom5Hi | jumpFrom6Hi | jumpFromM5Hi))) !==
        0
      )
        return -1;
      count += count2(jumpLo, jumpHi);
    }
  }
  if (back !== 2) {
    jumpLo = landLo & jumpFromM5Lo;
    jumpHi = landHi & jumpFromM5Hi;
    if ((jumpLo | jumpHi) !== 0) {
      toLo = (jumpLo >>> 10) | (jumpHi << 17);
      toHi = jumpHi >>> 10;
      if (
        ((toLo & (jumpFrom6Lo | jumpFromM5Lo | jumpFromM6Lo)) |
          (toHi & (jumpFrom6Hi | jumpFromM5Hi | jumpFromM6Hi))) !==
        0
      )
        return -1;
      count += count2(jumpLo, jumpHi);
    }
  }
  if (back !== 3) {
    jumpLo = landLo & jumpFromM6Lo;
    jumpHi = landHi & jumpFromM6Hi;
    if ((jumpLo | jumpHi) !== 0) {
      toLo = (jumpLo >>> 12) | (jumpHi << 15);
      toHi = jumpHi >>> 12;
      if (
        ((toLo & (jumpFrom5Lo | jumpFromM5Lo | jumpFromM6Lo)) |
          (toHi & (jumpFrom5Hi | jumpFromM5Hi | jumpFromM6Hi))) !==
        0
      )
        return -1;
      count += count2(jumpLo, jumpHi);
    }
  }
  return count;
}

/**
 * The number of captures of the men `jumpers` (each able to jump twice), when the longest
 * take exactly two pieces and no king can capture; -1 when some capture goes on further.
 * The men are taken together, a first direction at a time: the men that jump that way, moved
 * to where they land, then their second jumps (two men never land on one square).
 */
function countDoubleJumps(jumpersLo: number, jumpersHi: number): number {
  let count = 0;
  let n: number;
  let firstLo = jumpersLo & JUMP_FROM[0]!;
  let firstHi = jumpersHi & JUMP_FROM[1]!;
  if ((firstLo | firstHi) !== 0) {
    n = secondJumps(firstLo << 10, (firstHi << 10) | (firstLo >>> 17), 2);
    if (n < 0) return -1;
    count += n;
  }
  firstLo = jumpersLo & JUMP_FROM[2]!;
  firstHi = jumpersHi & JUMP_FROM[3]!;
  if ((firstLo | firstHi) !== 0) {
    n = secondJumps(firstLo << 12, (firstHi << 12) | (firstLo >>> 15), 3);
    if (n < 0) return -1;
    count += n;
  }
  firstLo = jumpersLo & JUMP_FROM[4]!;
  firstHi = jumpersHi & JUMP_FROM[5]!;
  if ((firstLo | firstHi) !== 0) {
    n = secondJumps((firstLo >>> 10) | (firstHi << 17), firstHi >>> 10, 0);
    if (n < 0) return -1;
    count += n;
  }
  firstLo = jumpersLo & JUMP_FROM[6]!;
  firstHi = jumpersHi & JUMP_FROM[7]!;
  if ((firstLo | firstHi) !== 0) {
    n = secondJumps((firstLo >>> 12) | (firstHi << 15), firstHi >>> 12, 1);
    if (n < 0) return -1;
    count += n;
  }
  return count;
}

// ---------------------------------------------------------------------------------------
// The recursion. A node is (me, opp, kings of both sides) with `me` to move; `white` says
// whether `me` is White (men move towards square 1, lower bits). Shifting towards higher
// bits by k: lo' = lo << k, hi' = hi << k | lo >>> (27 − k); towards lower bits:
// lo' = lo >>> k | hi << (27 − k), hi' = hi >>> k. Bits pushed past bit 26 of a half are
// garbage, cleared by the next mask with a (clean) board or VALID_*.

/** The number of legal moves of a node: the leaves one ply below it (bulk counting). */
function countMoves(
  meLo: number,
  meHi: number,
  oppLo: number,
  oppHi: number,
  kingsLo: number,
  kingsHi: number,
  white: boolean,
): number {
  const emptyLo = VALID_LO & ~(meLo | oppLo);
  const emptyHi = VALID_HI & ~(meHi | oppHi);
  const menLo = meLo & ~kingsLo;
  const menHi = meHi & ~kingsHi;
  const ownKingsLo = meLo & kingsLo;
  const ownKingsHi = meHi & kingsHi;
  const kings = (ownKingsLo | ownKingsHi) !== 0;
  // Squares from which a man jumps +5, +6, −5, −6: an opponent next to it, a free square behind.
  let aLo = oppLo & ((emptyLo >>> 5) | (emptyHi << 22));
  let aHi = oppHi & (emptyHi >>> 5);
  const down5Lo = ((aLo >>> 5) | (aHi << 22)) & VALID_LO;
  const down5Hi = aHi >>> 5;
  aLo = oppLo & ((emptyLo >>> 6) | (emptyHi << 21));
  aHi = oppHi & (emptyHi >>> 6);
  const down6Lo = ((aLo >>> 6) | (aHi << 21)) & VALID_LO;
  const down6Hi = aHi >>> 6;
  aLo = oppLo & (emptyLo << 5);
  aHi = oppHi & ((emptyHi << 5) | (emptyLo >>> 22));
  const up5Lo = (aLo << 5) & VALID_LO;
  const up5Hi = ((aHi << 5) | (aLo >>> 22)) & VALID_HI;
  aLo = oppLo & (emptyLo << 6);
  aHi = oppHi & ((emptyHi << 6) | (emptyLo >>> 21));
  const up6Lo = (aLo << 6) & VALID_LO;
  const up6Hi = ((aHi << 6) | (aLo >>> 21)) & VALID_HI;
  const d5Lo = menLo & down5Lo;
  const d5Hi = menHi & down5Hi;
  const d6Lo = menLo & down6Lo;
  const d6Hi = menHi & down6Hi;
  const u5Lo = menLo & up5Lo;
  const u5Hi = menHi & up5Hi;
  const u6Lo = menLo & up6Lo;
  const u6Hi = menHi & up6Hi;
  if ((d5Lo | d5Hi | d6Lo | d6Hi | u5Lo | u5Hi | u6Lo | u6Hi) !== 0) {
    // Every capture takes one piece when no man can jump again from where it lands (never
    // back over the piece just taken) and no king can capture: then each (man, direction)
    // is one move.
    // The men that can jump again from where they land (never back over the piece just
    // taken): then the longest captures take two pieces or more, and only those men and
    // the kings can make them.
    const onFrom5Hi = down5Hi | down6Hi | up6Hi;
    const againLo =
      (d5Lo & (((down5Lo | down6Lo | up6Lo) >>> 10) | (onFrom5Hi << 17))) |
      (d6Lo & (((down5Lo | down6Lo | up5Lo) >>> 12) | ((down5Hi | down6Hi | up5Hi) << 15))) |
      (u5Lo & ((down6Lo | up5Lo | up6Lo) << 10)) |
      (u6Lo & ((down5Lo | up5Lo | up6Lo) << 12));
    const againHi =
      (d5Hi & (onFrom5Hi >>> 10)) |
      (d6Hi & ((down5Hi | down6Hi | up5Hi) >>> 12)) |
      (u5Hi & (((down6Hi | up5Hi | up6Hi) << 10) | ((down6Lo | up5Lo | up6Lo) >>> 17))) |
      (u6Hi & (((down5Hi | up5Hi | up6Hi) << 12) | ((down5Lo | up5Lo | up6Lo) >>> 15)));
    const again = (againLo | againHi) !== 0;
    const kingsJump = kings && capturingKings(ownKingsLo, ownKingsHi, oppLo, oppHi, emptyLo, emptyHi);
    if (!again && !kingsJump) {
      // Usually no man can jump two ways: then one popcount of the jumping men counts them.
      const twiceLo = (d5Lo & (d6Lo | u5Lo | u6Lo)) | (d6Lo & (u5Lo | u6Lo)) | (u5Lo & u6Lo);
      const twiceHi = (d5Hi & (d6Hi | u5Hi | u6Hi)) | (d6Hi & (u5Hi | u6Hi)) | (u5Hi & u6Hi);
      if ((twiceLo | twiceHi) === 0) return count2(d5Lo | d6Lo | u5Lo | u6Lo, d5Hi | d6Hi | u5Hi | u6Hi);
      return count4(d5Lo, d5Hi, d6Lo, d6Hi) + count4(u5Lo, u5Hi, u6Lo, u6Hi);
    }
    if (!kingsJump) {
      JUMP_FROM[0] = down5Lo;
      JUMP_FROM[1] = down5Hi;
      JUMP_FROM[2] = down6Lo;
      JUMP_FROM[3] = down6Hi;
      JUMP_FROM[4] = up5Lo;
      JUMP_FROM[5] = up5Hi;
      JUMP_FROM[6] = up6Lo;
      JUMP_FROM[7] = up6Hi;
      const doubles = countDoubleJumps(againLo, againHi);
      if (doubles >= 0) return doubles;
    }
    return generateCaptures(
      again ? againLo : d5Lo | d6Lo | u5Lo | u6Lo,
      again ? againHi : d5Hi | d6Hi | u5Hi | u6Hi,
      kingsJump ? capturingLo : 0,
      kingsJump ? capturingHi : 0,
      oppLo,
      oppHi,
      emptyLo,
      emptyHi,
      stackTop,
    );
  }
  if (kings && capturingKings(ownKingsLo, ownKingsHi, oppLo, oppHi, emptyLo, emptyHi)) {
    return generateCaptures(0, 0, capturingLo, capturingHi, oppLo, oppHi, emptyLo, emptyHi, stackTop);
  }
  let moves: number;
  if (white) {
    moves = count4(
      ((menLo >>> 5) | (menHi << 22)) & emptyLo,
      (menHi >>> 5) & emptyHi,
      ((menLo >>> 6) | (menHi << 21)) & emptyLo,
      (menHi >>> 6) & emptyHi,
    );
  } else {
    moves = count4(
      (menLo << 5) & emptyLo,
      ((menHi << 5) | (menLo >>> 22)) & emptyHi,
      (menLo << 6) & emptyLo,
      ((menHi << 6) | (menLo >>> 21)) & emptyHi,
    );
  }
  return kings ? moves + kingMoves(ownKingsLo, ownKingsHi, emptyLo, emptyHi) : moves;
}

/**
 * Leaves two plies below a node whose side to move (`me`) has no capture, counted without
 * playing the children (bulk counting two plies deep); -1 when the opponent can already
 * capture (the caller then plays the moves).
 *
 * A plain move from `f` to `t` changes two squares. When it gives the opponent no capture,
 * the opponent's moves after it are its plain moves now, less those of its men onto `t`,
 * plus those onto `f`: summed over all such moves, a few popcounts of shifted boards. A move
 * gives a capture only when an opponent piece is next to `t` with a free square (or `f`)
 * behind it, or can jump one of our pieces onto `f`; those moves are played and counted one
 * by one. The opponent's kings are the same for every move that leaves their diagonals
 * alone up to the square behind the first piece (`kingReach`): their plain moves are then
 * counted once, and the other moves are played.
 */
function quietTwo(
  meLo: number,
  meHi: number,
  oppLo: number,
  oppHi: number,
  kingsLo: number,
  kingsHi: number,
  white: boolean,
): number {
  const emptyLo = VALID_LO & ~(meLo | oppLo);
  const emptyHi = VALID_HI & ~(meHi | oppHi);
  // The opponent's men shifted by +5, +6, −5, −6 (the squares next to them).
  const p5Lo = oppLo << 5;
  const p5Hi = (oppHi << 5) | (oppLo >>> 22);
  const p6Lo = oppLo << 6;
  const p6Hi = (oppHi << 6) | (oppLo >>> 21);
  const m5Lo = (oppLo >>> 5) | (oppHi << 22);
  const m5Hi = oppHi >>> 5;
  const m6Lo = (oppLo >>> 6) | (oppHi << 21);
  const m6Hi = oppHi >>> 6;
  // Squares between an opponent man and a free square: a piece of ours there can be taken.
  const exposedLo =
    VALID_LO &
    ((p5Lo & ((emptyLo >>> 5) | (emptyHi << 22))) |
      (p6Lo & ((emptyLo >>> 6) | (emptyHi << 21))) |
      (m5Lo & (emptyLo << 5)) |
      (m6Lo & (emptyLo << 6)));
  const exposedHi =
    VALID_HI &
    ((p5Hi & (emptyHi >>> 5)) |
      (p6Hi & (emptyHi >>> 6)) |
      (m5Hi & ((emptyHi << 5) | (emptyLo >>> 22))) |
      (m6Hi & ((emptyHi << 6) | (emptyLo >>> 21))));
  if (((exposedLo & meLo) | (exposedHi & meHi)) !== 0) return -1;
  // Squares that, once vacated, an opponent man can jump onto over one of our pieces.
  let yLo = meLo & p5Lo;
  let yHi = meHi & p5Hi;
  let landLo = yLo << 5;
  let landHi = (yHi << 5) | (yLo >>> 22);
  yLo = meLo & p6Lo;
  yHi = meHi & p6Hi;
  landLo |= yLo << 6;
  landHi |= (yHi << 6) | (yLo >>> 21);
  yLo = meLo & m5Lo;
  yHi = meHi & m5Hi;
  landLo |= (yLo >>> 5) | (yHi << 22);
  landHi |= yHi >>> 5;
  yLo = meLo & m6Lo;
  yHi = meHi & m6Hi;
  landLo |= (yLo >>> 6) | (yHi << 21);
  landHi |= yHi >>> 6;
  // The squares the opponent's men step onto when free, and its number of plain moves now.
  const oppMenLo = oppLo & ~kingsLo;
  const oppMenHi = oppHi & ~kingsHi;
  const r5Lo = white ? oppMenLo << 5 : (oppMenLo >>> 5) | (oppMenHi << 22);
  const r5Hi = white ? (oppMenHi << 5) | (oppMenLo >>> 22) : oppMenHi >>> 5;
  const r6Lo = white ? oppMenLo << 6 : (oppMenLo >>> 6) | (oppMenHi << 21);
  const r6Hi = white ? (oppMenHi << 6) | (oppMenLo >>> 21) : oppMenHi >>> 6;
  let replies = count4(r5Lo & emptyLo, r5Hi & emptyHi, r6Lo & emptyLo, r6Hi & emptyHi);
  // Squares our moves must leave alone for the opponent's kings to keep their moves.
  let reachLo = 0;
  let reachHi = 0;
  const oppKingsLo = oppLo & kingsLo;
  const oppKingsHi = oppHi & kingsHi;
  if ((oppKingsLo | oppKingsHi) !== 0) {
    const kingReplies = kingReach(oppKingsLo, oppKingsHi, meLo, meHi, emptyLo, emptyHi);
    if (kingReplies < 0) return -1;
    replies += kingReplies;
    reachLo = reachedLo;
    reachHi = reachedHi;
  }
  const menLo = meLo & ~kingsLo;
  const menHi = meHi & ~kingsHi;
  const badFromLo = (landLo | reachLo) & menLo;
  const badFromHi = (landHi | reachHi) & menHi;
  let leaves = 0;
  for (let k = 5; k <= 6; k++) {
    // Our men's targets in this direction; bad ones: with an opponent man one step further
    // on (it jumps the man back onto `f`), exposed, or reached from a bad origin. The
    // shifts are written in place (calls were not inlined here).
    let targetsLo: number;
    let targetsHi: number;
    let badLo: number;
    let badHi: number;
    if (white) {
      targetsLo = ((menLo >>> k) | (menHi << (HALF - k))) & emptyLo;
      targetsHi = (menHi >>> k) & emptyHi;
      badLo = (k === 5 ? p5Lo : p6Lo) | (badFromLo >>> k) | (badFromHi << (HALF - k));
      badHi = (k === 5 ? p5Hi : p6Hi) | (badFromHi >>> k);
    } else {
      targetsLo = (menLo << k) & emptyLo;
      targetsHi = ((menHi << k) | (menLo >>> (HALF - k))) & emptyHi;
      badLo = (k === 5 ? m5Lo : m6Lo) | (badFromLo << k);
      badHi = (k === 5 ? m5Hi : m6Hi) | (badFromHi << k) | (badFromLo >>> (HALF - k));
    }
    badLo = targetsLo & (exposedLo | reachLo | badLo);
    badHi = targetsHi & (exposedHi | reachHi | badHi);
    const goodLo = targetsLo ^ badLo;
    const goodHi = targetsHi ^ badHi;
    // The origins of the good moves, one step back.
    const fromLo = white ? (goodLo << k) & menLo : ((goodLo >>> k) | (goodHi << (HALF - k))) & menLo;
    const fromHi = white ? ((goodHi << k) | (goodLo >>> (HALF - k))) & menHi : (goodHi >>> k) & menHi;
    leaves +=
      count2(goodLo, goodHi) * replies -
      count4(goodLo & r5Lo, goodHi & r5Hi, goodLo & r6Lo, goodHi & r6Hi) +
      count4(fromLo & r5Lo, fromHi & r5Hi, fromLo & r6Lo, fromHi & r6Hi);
    while ((badLo | badHi) !== 0) {
      const toLo = badLo & -badLo;
      const toHi = toLo === 0 ? badHi & -badHi : 0;
      badLo ^= toLo;
      badHi ^= toHi;
      const moveLo = toLo ^ (white ? (toLo << k) & FULL : (toLo >>> k) | ((toHi << (HALF - k)) & FULL));
      const moveHi = toHi ^ (white ? ((toHi << k) | (toLo >>> (HALF - k))) & FULL : toHi >>> k);
      leaves += countMoves(
        oppLo,
        oppHi,
        meLo ^ moveLo,
        meHi ^ moveHi,
        white ? kingsLo | (toLo & WHITE_PROMOTION_LO) : kingsLo,
        white ? kingsHi : kingsHi | (toHi & BLACK_PROMOTION_HI),
        !white,
      );
    }
  }
  if (((meLo & kingsLo) | (meHi & kingsHi)) === 0) return leaves;
  return (
    leaves +
    kingsTwo(
      meLo,
      meHi,
      oppLo,
      oppHi,
      kingsLo,
      kingsHi,
      white,
      replies,
      r5Lo,
      r5Hi,
      r6Lo,
      r6Hi,
      exposedLo | reachLo,
      exposedHi | reachHi,
      landLo | reachLo,
      landHi | reachHi,
    )
  );
}

/**
 * The part of {@link quietTwo} for our kings' plain moves, counted the same way (a king's
 * move also changes two squares): `replies` and `r5/r6` are the opponent's plain moves and
 * the squares its men step onto, `badTo` the targets and `badFrom` the origins whose moves
 * must be played. A target is also bad when an opponent piece stands one step further on:
 * it jumps the king back onto the square it came from (or a free one).
 */
function kingsTwo(
  meLo: number,
  meHi: number,
  oppLo: number,
  oppHi: number,
  kingsLo: number,
  kingsHi: number,
  white: boolean,
  replies: number,
  r5Lo: number,
  r5Hi: number,
  r6Lo: number,
  r6Hi: number,
  badToLo: number,
  badToHi: number,
  badFromLo: number,
  badFromHi: number,
): number {
  const emptyLo = VALID_LO & ~(meLo | oppLo);
  const emptyHi = VALID_HI & ~(meHi | oppHi);
  const occupiedLo = VALID_LO & ~emptyLo;
  const occupiedHi = VALID_HI & ~emptyHi;
  // The squares one step back from the opponent's pieces, per direction of the move.
  const p5Lo = oppLo << 5;
  const p5Hi = (oppHi << 5) | (oppLo >>> 22);
  const p6Lo = oppLo << 6;
  const p6Hi = (oppHi << 6) | (oppLo >>> 21);
  const m5Lo = (oppLo >>> 5) | (oppHi << 22);
  const m5Hi = oppHi >>> 5;
  const m6Lo = (oppLo >>> 6) | (oppHi << 21);
  const m6Hi = oppHi >>> 6;
  let leaves = 0;
  let ownLo = meLo & kingsLo;
  let ownHi = meHi & kingsHi;
  while ((ownLo | ownHi) !== 0) {
    const fromLo = ownLo & -ownLo;
    const fromHi = fromLo === 0 ? ownHi & -ownHi : 0;
    ownLo ^= fromLo;
    ownHi ^= fromHi;
    const at = indexOf(fromLo, fromHi);
    const fromIsBad = ((fromLo & badFromLo) | (fromHi & badFromHi)) !== 0;
    let goodLo = 0;
    let goodHi = 0;
    let badLo = 0;
    let badHi = 0;
    for (let direction = 0; direction < 4; direction++) {
      const ray = at * 4 + direction;
      const first = firstPiece(ray, occupiedLo, occupiedHi);
      // The free squares up to the first piece.
      const targetsLo = RAY_LO[ray]! & ~RAY_LO[first * 4 + direction]! & emptyLo;
      const targetsHi = RAY_HI[ray]! & ~RAY_HI[first * 4 + direction]! & emptyHi;
      const nextLo = direction === 0 ? m5Lo : direction === 1 ? m6Lo : direction === 2 ? p5Lo : p6Lo;
      const nextHi = direction === 0 ? m5Hi : direction === 1 ? m6Hi : direction === 2 ? p5Hi : p6Hi;
      const thisBadLo = fromIsBad ? targetsLo : targetsLo & (badToLo | nextLo);
      const thisBadHi = fromIsBad ? targetsHi : targetsHi & (badToHi | nextHi);
      badLo |= thisBadLo;
      badHi |= thisBadHi;
      goodLo |= targetsLo ^ thisBadLo;
      goodHi |= targetsHi ^ thisBadHi;
    }
    leaves +=
      count2(goodLo, goodHi) *
        (replies + count4(fromLo & r5Lo, fromHi & r5Hi, fromLo & r6Lo, fromHi & r6Hi)) -
      count4(goodLo & r5Lo, goodHi & r5Hi, goodLo & r6Lo, goodHi & r6Hi);
    while ((badLo | badHi) !== 0) {
      const toLo = badLo & -badLo;
      const toHi = toLo === 0 ? badHi & -badHi : 0;
      badLo ^= toLo;
      badHi ^= toHi;
      const moveLo = fromLo ^ toLo;
      const moveHi = fromHi ^ toHi;
      leaves += countMoves(
        oppLo,
        oppHi,
        meLo ^ moveLo,
        meHi ^ moveHi,
        kingsLo ^ moveLo,
        kingsHi ^ moveHi,
        !white,
      );
    }
  }
  return leaves;
}

/** Leaves `depth` plies below each child reached by a plain move of one of our kings. */
function kingChildren(
  meLo: number,
  meHi: number,
  oppLo: number,
  oppHi: number,
  kingsLo: number,
  kingsHi: number,
  white: boolean,
  depth: number,
): number {
  const emptyLo = VALID_LO & ~(meLo | oppLo);
  const emptyHi = VALID_HI & ~(meHi | oppHi);
  let ownLo = meLo & kingsLo;
  let ownHi = meHi & kingsHi;
  let leaves = 0;
  while ((ownLo | ownHi) !== 0) {
    const fromLo = ownLo & -ownLo;
    const fromHi = fromLo === 0 ? ownHi & -ownHi : 0;
    ownLo ^= fromLo;
    ownHi ^= fromHi;
    for (let direction = 0; direction < 4; direction++) {
      const step = STEPS[direction]!;
      let toLo = shiftLo(fromLo, fromHi, step) & emptyLo;
      let toHi = shiftHi(fromLo, fromHi, step) & emptyHi;
      while ((toLo | toHi) !== 0) {
        const moveLo = fromLo ^ toLo;
        const moveHi = fromHi ^ toHi;
        leaves += child(
          oppLo,
          oppHi,
          meLo ^ moveLo,
          meHi ^ moveHi,
          kingsLo ^ moveLo,
          kingsHi ^ moveHi,
          !white,
          depth,
        );
        const nextLo = shiftLo(toLo, toHi, step) & emptyLo;
        toHi = shiftHi(toLo, toHi, step) & emptyHi;
        toLo = nextLo;
      }
    }
  }
  return leaves;
}

/** Leaves `depth` plies below a child: counted when it is one ply from the horizon. */
function child(
  meLo: number,
  meHi: number,
  oppLo: number,
  oppHi: number,
  kingsLo: number,
  kingsHi: number,
  white: boolean,
  depth: number,
): number {
  return depth === 1
    ? countMoves(meLo, meHi, oppLo, oppHi, kingsLo, kingsHi, white)
    : search(meLo, meHi, oppLo, oppHi, kingsLo, kingsHi, white, depth);
}

/**
 * Leaves `depth` ≥ 2 plies below a node that must capture more than one piece, or with a
 * king; `jumpers` and `jumpingKings` are the men and kings that can make the longest
 * captures (a superset).
 */
function searchCaptures(
  jumpersLo: number,
  jumpersHi: number,
  jumpingKingsLo: number,
  jumpingKingsHi: number,
  meLo: number,
  meHi: number,
  oppLo: number,
  oppHi: number,
  kingsLo: number,
  kingsHi: number,
  white: boolean,
  depth: number,
): number {
  const emptyLo = VALID_LO & ~(meLo | oppLo);
  const emptyHi = VALID_HI & ~(meHi | oppHi);
  const start = stackTop;
  const count = generateCaptures(
    jumpersLo,
    jumpersHi,
    jumpingKingsLo,
    jumpingKingsHi,
    oppLo,
    oppHi,
    emptyLo,
    emptyHi,
    start,
  );
  const end = start + 4 * count;
  // The children list their own captures after this list.
  stackTop = end;
  let leaves = 0;
  for (let at = start; at < end; at += 4) {
    const from = captures[at]!;
    const to = captures[at + 1]!;
    const takenLo = captures[at + 2]!;
    const takenHi = captures[at + 3]!;
    const fromLo = from < HALF ? 1 << from : 0;
    const fromHi = from < HALF ? 0 : 1 << (from - HALF);
    const toLo = to < HALF ? 1 << to : 0;
    const toHi = to < HALF ? 0 : 1 << (to - HALF);
    let childKingsLo = kingsLo & ~takenLo;
    let childKingsHi = kingsHi & ~takenHi;
    if (((kingsLo & fromLo) | (kingsHi & fromHi)) !== 0) {
      childKingsLo ^= fromLo ^ toLo;
      childKingsHi ^= fromHi ^ toHi;
    } else if (white) {
      childKingsLo |= toLo & WHITE_PROMOTION_LO;
    } else {
      childKingsHi |= toHi & BLACK_PROMOTION_HI;
    }
    leaves += child(
      oppLo & ~takenLo,
      oppHi & ~takenHi,
      meLo ^ fromLo ^ toLo,
      meHi ^ fromHi ^ toHi,
      childKingsLo,
      childKingsHi,
      !white,
      depth - 1,
    );
  }
  stackTop = start;
  return leaves;
}

/** Leaves `depth` ≥ 2 plies below a node. */
function search(
  meLo: number,
  meHi: number,
  oppLo: number,
  oppHi: number,
  kingsLo: number,
  kingsHi: number,
  white: boolean,
  depth: number,
): number {
  const emptyLo = VALID_LO & ~(meLo | oppLo);
  const emptyHi = VALID_HI & ~(meHi | oppHi);
  const menLo = meLo & ~kingsLo;
  const menHi = meHi & ~kingsHi;
  const ownKingsLo = meLo & kingsLo;
  const ownKingsHi = meHi & kingsHi;
  const kings = (ownKingsLo | ownKingsHi) !== 0;
  let aLo = oppLo & ((emptyLo >>> 5) | (emptyHi << 22));
  let aHi = oppHi & (emptyHi >>> 5);
  const down5Lo = ((aLo >>> 5) | (aHi << 22)) & VALID_LO;
  const down5Hi = aHi >>> 5;
  aLo = oppLo & ((emptyLo >>> 6) | (emptyHi << 21));
  aHi = oppHi & (emptyHi >>> 6);
  const down6Lo = ((aLo >>> 6) | (aHi << 21)) & VALID_LO;
  const down6Hi = aHi >>> 6;
  aLo = oppLo & (emptyLo << 5);
  aHi = oppHi & ((emptyHi << 5) | (emptyLo >>> 22));
  const up5Lo = (aLo << 5) & VALID_LO;
  const up5Hi = ((aHi << 5) | (aLo >>> 22)) & VALID_HI;
  aLo = oppLo & (emptyLo << 6);
  aHi = oppHi & ((emptyHi << 6) | (emptyLo >>> 21));
  const up6Lo = (aLo << 6) & VALID_LO;
  const up6Hi = ((aHi << 6) | (aLo >>> 21)) & VALID_HI;
  const d5Lo = menLo & down5Lo;
  const d5Hi = menHi & down5Hi;
  const d6Lo = menLo & down6Lo;
  const d6Hi = menHi & down6Hi;
  const u5Lo = menLo & up5Lo;
  const u5Hi = menHi & up5Hi;
  const u6Lo = menLo & up6Lo;
  const u6Hi = menHi & up6Hi;
  let leaves = 0;
  if ((d5Lo | d5Hi | d6Lo | d6Hi | u5Lo | u5Hi | u6Lo | u6Hi) !== 0) {
    // The men that can jump again from where they land (never back over the piece just
    // taken): then the longest captures take two pieces or more, and only those men and
    // the kings can make them.
    const onFrom5Hi = down5Hi | down6Hi | up6Hi;
    const againLo =
      (d5Lo & (((down5Lo | down6Lo | up6Lo) >>> 10) | (onFrom5Hi << 17))) |
      (d6Lo & (((down5Lo | down6Lo | up5Lo) >>> 12) | ((down5Hi | down6Hi | up5Hi) << 15))) |
      (u5Lo & ((down6Lo | up5Lo | up6Lo) << 10)) |
      (u6Lo & ((down5Lo | up5Lo | up6Lo) << 12));
    const againHi =
      (d5Hi & (onFrom5Hi >>> 10)) |
      (d6Hi & ((down5Hi | down6Hi | up5Hi) >>> 12)) |
      (u5Hi & (((down6Hi | up5Hi | up6Hi) << 10) | ((down6Lo | up5Lo | up6Lo) >>> 17))) |
      (u6Hi & (((down5Hi | up5Hi | up6Hi) << 12) | ((down5Lo | up5Lo | up6Lo) >>> 15)));
    const again = (againLo | againHi) !== 0;
    const kingsJump = kings && capturingKings(ownKingsLo, ownKingsHi, oppLo, oppHi, emptyLo, emptyHi);
    if (again || kingsJump) {
      return searchCaptures(
        again ? againLo : d5Lo | d6Lo | u5Lo | u6Lo,
        again ? againHi : d5Hi | d6Hi | u5Hi | u6Hi,
        kingsJump ? capturingLo : 0,
        kingsJump ? capturingHi : 0,
        meLo,
        meHi,
        oppLo,
        oppHi,
        kingsLo,
        kingsHi,
        white,
        depth,
      );
    }
    // Captures of one piece, played from the four boards of jumping men: k = 5 and 6
    // towards higher bits, then towards lower bits. The shifts are written in place (a
    // call per shift was not inlined here and cost a tenth of the node).
    for (let k = 5; k <= 6; k++) {
      let jumpsLo = k === 5 ? d5Lo : d6Lo;
      let jumpsHi = k === 5 ? d5Hi : d6Hi;
      while ((jumpsLo | jumpsHi) !== 0) {
        const fromLo = jumpsLo & -jumpsLo;
        const fromHi = fromLo === 0 ? jumpsHi & -jumpsHi : 0;
        jumpsLo ^= fromLo;
        jumpsHi ^= fromHi;
        const overLo = (fromLo << k) & FULL;
        const overHi = ((fromHi << k) | (fromLo >>> (HALF - k))) & FULL;
        const toLo = (fromLo << (2 * k)) & FULL;
        const toHi = ((fromHi << (2 * k)) | (fromLo >>> (HALF - 2 * k))) & FULL;
        leaves += child(
          oppLo ^ overLo,
          oppHi ^ overHi,
          meLo ^ fromLo ^ toLo,
          meHi ^ fromHi ^ toHi,
          (kingsLo & ~overLo) | (white ? toLo & WHITE_PROMOTION_LO : 0),
          (kingsHi & ~overHi) | (white ? 0 : toHi & BLACK_PROMOTION_HI),
          !white,
          depth - 1,
        );
      }
      jumpsLo = k === 5 ? u5Lo : u6Lo;
      jumpsHi = k === 5 ? u5Hi : u6Hi;
      while ((jumpsLo | jumpsHi) !== 0) {
        const fromLo = jumpsLo & -jumpsLo;
        const fromHi = fromLo === 0 ? jumpsHi & -jumpsHi : 0;
        jumpsLo ^= fromLo;
        jumpsHi ^= fromHi;
        const overLo = ((fromLo >>> k) | (fromHi << (HALF - k))) & FULL;
        const overHi = fromHi >>> k;
        const toLo = ((fromLo >>> (2 * k)) | (fromHi << (HALF - 2 * k))) & FULL;
        const toHi = fromHi >>> (2 * k);
        leaves += child(
          oppLo ^ overLo,
          oppHi ^ overHi,
          meLo ^ fromLo ^ toLo,
          meHi ^ fromHi ^ toHi,
          (kingsLo & ~overLo) | (white ? toLo & WHITE_PROMOTION_LO : 0),
          (kingsHi & ~overHi) | (white ? 0 : toHi & BLACK_PROMOTION_HI),
          !white,
          depth - 1,
        );
      }
    }
    return leaves;
  }
  if (kings && capturingKings(ownKingsLo, ownKingsHi, oppLo, oppHi, emptyLo, emptyHi)) {
    return searchCaptures(
      0,
      0,
      capturingLo,
      capturingHi,
      meLo,
      meHi,
      oppLo,
      oppHi,
      kingsLo,
      kingsHi,
      white,
      depth,
    );
  }
  if (depth === 2) {
    const counted = quietTwo(meLo, meHi, oppLo, oppHi, kingsLo, kingsHi, white);
    if (counted >= 0) return counted;
  }
  // Plain moves of the men: the targets of the two forward shifts, shifts in place.
  for (let k = 5; k <= 6; k++) {
    let targetsLo: number;
    let targetsHi: number;
    if (white) {
      targetsLo = ((menLo >>> k) | (menHi << (HALF - k))) & emptyLo;
      targetsHi = (menHi >>> k) & emptyHi;
    } else {
      targetsLo = (menLo << k) & emptyLo;
      targetsHi = ((menHi << k) | (menLo >>> (HALF - k))) & emptyHi;
    }
    while ((targetsLo | targetsHi) !== 0) {
      const toLo = targetsLo & -targetsLo;
      const toHi = toLo === 0 ? targetsHi & -targetsHi : 0;
      targetsLo ^= toLo;
      targetsHi ^= toHi;
      // The origin, one step back.
      const fromLo = white ? (toLo << k) & FULL : (toLo >>> k) | ((toHi << (HALF - k)) & FULL);
      const fromHi = white ? ((toHi << k) | (toLo >>> (HALF - k))) & FULL : toHi >>> k;
      leaves += child(
        oppLo,
        oppHi,
        meLo ^ toLo ^ fromLo,
        meHi ^ toHi ^ fromHi,
        white ? kingsLo | (toLo & WHITE_PROMOTION_LO) : kingsLo,
        white ? kingsHi : kingsHi | (toHi & BLACK_PROMOTION_HI),
        !white,
        depth - 1,
      );
    }
  }
  return kings ? leaves + kingChildren(meLo, meHi, oppLo, oppHi, kingsLo, kingsHi, white, depth - 1) : leaves;
}

/**
 * Leaves `depth` plies below a position given as lists of squares (1–50; `kingSquares`
 * lists the kings of both sides, also found in the lists of their side).
 *
 * @param white - whether White is to move
 */
export function perftCore(
  whiteSquares: readonly number[],
  blackSquares: readonly number[],
  kingSquares: readonly number[],
  white: boolean,
  depth: number,
): number {
  if (depth === 0) return 1;
  const [whiteLo, whiteHi] = boardOf(whiteSquares);
  const [blackLo, blackHi] = boardOf(blackSquares);
  const [kingsLo, kingsHi] = boardOf(kingSquares);
  stackTop = 0;
  return white
    ? child(whiteLo, whiteHi, blackLo, blackHi, kingsLo, kingsHi, true, depth)
    : child(blackLo, blackHi, whiteLo, whiteHi, kingsLo, kingsHi, false, depth);
}

/** The two halves of a set of squares. */
function boardOf(squares: readonly number[]): [number, number] {
  let lo = 0;
  let hi = 0;
  for (const square of squares) {
    const bit = square - 1 + (((square - 1) / 10) | 0);
    if (bit < HALF) lo |= 1 << bit;
    else hi |= 1 << (bit - HALF);
  }
  return [lo, hi];
}
