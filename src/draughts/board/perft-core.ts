import { BLACK_PROMOTION, ODD, OFF, VALID, WHITE_PROMOTION } from './perft-layout.js';
import { columnOfSquare, rowOfSquare, SQUARE_COUNT, squareAt } from './squares.js';

/**
 * The perft kernel of the draughts engine: the move tree counted on raw bitboards, with no
 * object, no allocation and no move list except for captures of more than one piece.
 * Internal; the public entry point is `perft` in `perft.ts`.
 *
 * Layout (`perft-layout.ts`). A set of squares is two words: the squares of the even rows
 * (`…Even`) and those of the odd rows (`…Odd`), five bits per row and a ghost bit after
 * each row. A diagonal step goes to a row of the other parity, so it is one shift of each
 * word into the other word, and a jump (two steps) a shift inside a word:
 *
 * | direction  | even → odd | odd → even | jump, in its word |
 * |------------|-----------:|-----------:|------------------:|
 * | down-left  |          0 |         +5 |                +5 |
 * | down-right |         +1 |         +6 |                +7 |
 * | up-right   |         −5 |          0 |                −5 |
 * | up-left    |         −6 |         −1 |                −7 |
 *
 * ("down" is towards square 50; White's men move up.) Every value fits 29 bits, so V8 keeps
 * the boards as small integers and passing them to a function never boxes a number. Bits
 * that a shift pushes onto a ghost bit or above bit 28 are garbage: a set is masked with a
 * board of real squares (the free squares are masked with VALID) before it is counted or
 * passed on, and the jump-from boards, which keep theirs, are only ever met with real
 * squares (see above `countMoves`). The previous layout split the board after the fifth row (squares
 * 1–25 and 26–50), so a step moved bits inside a half and across into the other: four
 * operations per step of a set where this layout needs two. Instructions of the built
 * `draughtsPerft` above Node's start-up (`valgrind --tool=cachegrind --cache-sim=no` running
 * `node --single-threaded`): 3.13 → 2.82 billion from the start position at depth 9 (−10 %),
 * 2.17 → 2.07 billion on the Woldouby position at depth 13 (−4.5 %; there the king searches,
 * which walk tables, take a larger share).
 *
 * The tables below (MASK_EVEN to RAY_LENGTH, and JUMP_FROM) stay `const` in the build
 * (tsup.config.ts rewrites the `var` esbuild makes of them), so V8 folds them into the
 * compiled code: a look-up is one load from a fixed address, without reloading the module
 * variable and checking the array's map and length.
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
 * The functions are long because the shifts of both words are written out in place (a
 * helper returning two words would need memory).
 *
 * Measured without a gain on the previous layout (instructions of `draughtsPerft` on the
 * Woldouby position at depth 13, `valgrind --tool=cachegrind` running `node
 * --single-threaded`), so not done: a table of the opponent pieces a king can take in each
 * direction, set once per king search (+2 % in `kingCaptures`, +2 % more in
 * `capturingKings`); testing a king's diagonals against the men's jump-from boards before
 * looking for their first piece (+1 %). Counting our kings' moves inside `quietTwo` itself
 * cost more than it saved (the larger function spilled more); `kingsTwo` is apart. Nor: the
 * four directions of `kingCaptures` written out (the same instructions, no gain in
 * wall-clock A/B runs); the first piece and the square behind it found without branches
 * (+4 %); never-passing tests splitting the schedule of `countMoves` (+0.8 %, more spills,
 * unlike Othello's `searchTwo`); `count4` taking one popcount of the union when its two
 * sets share no bit (+3.5 % from the start position at depth 9: it was no longer inlined);
 * `count4` returning 0 at once for four empty words (−1.8 % instructions, the same time).
 *
 * Measured without a gain on this layout (cachegrind as above): the king capture's board
 * copied into locals in `kingCaptures` (+0.5 % on the Woldouby position); its arguments
 * truncated on entry (`at |= 0`, −0.5 %, within the ±0.5 % two builds of the same code
 * differ by); in `quietTwo`, the replies to the moves that give an opponent with only men a
 * capture counted in bulk too (its captures over `t` or onto `f`, and whether one goes on,
 * read off shifted boards): `countMoves` took 382 million instructions fewer from the start
 * position at depth 9, but `quietTwo` grew and no longer inlined `count4`, +1 % in all
 * (+1.6 % on the Woldouby position), and +6 % with the bulk count in a function of its own
 * (its shifts depend on the direction and the colour).
 *
 * `tests/draughts/engine-reference.test.ts` checks perft against the square-by-square
 * reference generator on random positions.
 */

// ---------------------------------------------------------------------------------------
// Tables, indexed by square: its bit, plus ODD for a square of the odd rows (OFF: none).
// Directions: 0 = down-left, 1 = down-right, 2 = up-right, 3 = up-left (`d ^ 2` reverses `d`).

/** The kernel's index of a square (1–50). */
function indexOfSquare(square: number): number {
  const row = rowOfSquare(square);
  const bit = 6 * (row >> 1) + ((square - 1) % 5);
  return row % 2 === 0 ? bit : bit + ODD;
}

/** The mask of each index in the even rows' word and in the odd rows' word. */
const MASK_EVEN = new Int32Array(OFF + 1);
const MASK_ODD = new Int32Array(OFF + 1);
/** The neighbour of each index in each direction (index × 4 + direction), OFF off the board. */
const NEXT = new Int8Array((OFF + 1) * 4).fill(OFF);
{
  // From board coordinates (squares.ts), not from the shifts, so the two check each other.
  const rowSteps = [1, 1, -1, -1];
  const columnSteps = [-1, 1, 1, -1];
  for (let square = 1; square <= SQUARE_COUNT; square++) {
    const at = indexOfSquare(square);
    if (at < ODD) MASK_EVEN[at] = 1 << at;
    else MASK_ODD[at] = 1 << (at - ODD);
    for (let direction = 0; direction < 4; direction++) {
      const next = squareAt(
        rowOfSquare(square) + rowSteps[direction]!,
        columnOfSquare(square) + columnSteps[direction]!,
      );
      if (next !== 0) NEXT[at * 4 + direction] = indexOfSquare(next);
    }
  }
}

/** For each index and direction, the squares from it (exclusive) to the edge of the board. */
const RAY_EVEN = new Int32Array((OFF + 1) * 4);
const RAY_ODD = new Int32Array((OFF + 1) * 4);
/** The number of squares on each ray. */
const RAY_LENGTH = new Int8Array((OFF + 1) * 4);
for (let at = 0; at < OFF; at++) {
  for (let direction = 0; direction < 4; direction++) {
    const ray = at * 4 + direction;
    for (let square = NEXT[ray]!; square !== OFF; square = NEXT[square * 4 + direction]!) {
      RAY_EVEN[ray] = RAY_EVEN[ray]! | MASK_EVEN[square]!;
      RAY_ODD[ray] = RAY_ODD[ray]! | MASK_ODD[square]!;
      RAY_LENGTH[ray] = RAY_LENGTH[ray]! + 1;
    }
  }
}

/** The even rows' word of a set moved one step in `direction` (from its odd rows' word). */
function stepEven(odd: number, direction: number): number {
  return direction < 2 ? odd << (direction + 5) : odd >>> (direction - 2);
}

/** The odd rows' word of a set moved one step in `direction` (from its even rows' word). */
function stepOdd(even: number, direction: number): number {
  return direction < 2 ? even << direction : even >>> (direction + 3);
}

/** Number of set bits of two words together (SWAR, summed after the 2-bit step). */
function count2(a: number, b: number): number {
  a -= (a >>> 1) & 0x55555555;
  b -= (b >>> 1) & 0x55555555;
  a = (a & 0x33333333) + ((a >>> 2) & 0x33333333) + (b & 0x33333333) + ((b >>> 2) & 0x33333333);
  a = (a & 0x0f0f0f0f) + ((a >>> 4) & 0x0f0f0f0f);
  return Math.imul(a, 0x01010101) >>> 24;
}

/** Number of set bits of four words together (SWAR, as {@link count2}). */
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

/** The index of a single-square set. */
function indexOf(even: number, odd: number): number {
  return even !== 0 ? 31 - Math.clz32(even) : 31 - Math.clz32(odd) + ODD;
}

/** The lowest set bit's position, 32 for none. */
function lowest(word: number): number {
  return 32 - Math.clz32(~word & (word - 1));
}

// The first piece along a king's diagonal. The rows of a diagonal alternate between the
// words, in order of their bits: going down (directions 0, 1) the nearest piece is the
// lowest bit of either word, the even one when the two are equal; going up, the highest
// bit of either, the odd one when equal. (Going down-left from an even square at bit b,
// the squares are odd b, even b + 5, odd b + 5, …; from an odd one even b + 5, odd b + 5, …;
// the other directions alike.) The hot king functions (kingCaptures, capturingKings,
// kingMoves) find it in place; the two colder ones, kingReach and kingsTwo, call firstPiece.
// With the three calling firstPiece too: +3 % instructions on the Woldouby position at
// depth 13 (2.716 → 2.804 billion, cachegrind as in the file header).

/**
 * The first occupied square (index) along the ray `ray` (index × 4 + direction), OFF when
 * there is none.
 */
function firstPiece(ray: number, occupiedEven: number, occupiedOdd: number): number {
  const even = RAY_EVEN[ray]! & occupiedEven;
  const odd = RAY_ODD[ray]! & occupiedOdd;
  if ((even | odd) === 0) return OFF;
  if ((ray & 2) === 0) {
    const evenBit = lowest(even);
    const oddBit = lowest(odd);
    return evenBit <= oddBit ? evenBit : oddBit + ODD;
  }
  const evenBit = 31 - Math.clz32(even);
  const oddBit = 31 - Math.clz32(odd);
  return oddBit >= evenBit ? oddBit + ODD : evenBit;
}

/** Whether the square `at` (an index) is in the set. */
function has(even: number, odd: number, at: number): boolean {
  return ((even & MASK_EVEN[at]!) | (odd & MASK_ODD[at]!)) !== 0;
}

// ---------------------------------------------------------------------------------------
// Captures of more than one piece, and all king captures: a recursive search (FMJD rules:
// the jumped pieces stay on the board until the end, none is jumped twice, only the
// longest captures are legal, a capture with the same origin, destination and captured
// set is one move however it is reached).

/** Capture lists, four entries per move: origin index, destination index, captured even, odd. */
let captures = new Int32Array(4 * 4096);
/** First free entry of the capture lists (a node's list stays there while its children search). */
let stackTop = 0;
/** Where the list being generated starts and ends, and the length of its captures. */
let listStart = 0;
let listEnd = 0;
let longest = 0;
/** The origin (index) of the capture being searched. */
let origin = 0;

/** Keeps a finished capture if it is among the longest and not already listed. */
function keepCapture(to: number, takenEven: number, takenOdd: number, taken: number): void {
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
        captures[at + 2] === takenEven &&
        captures[at + 3] === takenOdd &&
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
  captures[listEnd + 2] = takenEven;
  captures[listEnd + 3] = takenOdd;
  listEnd += 4;
}

/**
 * A man on the square `atEven/Odd` (one bit) that has taken `taken` pieces; `oppEven/Odd`
 * are the opponent pieces not yet taken, `emptyEven/Odd` the free squares (its origin
 * counted free). The piece jumped is one step away (in the other word), the landing square
 * two (in the man's word).
 */
function manCaptures(
  atEven: number,
  atOdd: number,
  oppEven: number,
  oppOdd: number,
  emptyEven: number,
  emptyOdd: number,
  takenEven: number,
  takenOdd: number,
  taken: number,
): void {
  let found = false;
  // The four directions written out: down-left, down-right, up-right, up-left.
  let overEven = (atOdd << 5) & oppEven;
  let overOdd = atEven & oppOdd;
  if ((overEven | overOdd) !== 0) {
    const landEven = (atEven << 5) & emptyEven;
    const landOdd = (atOdd << 5) & emptyOdd;
    if ((landEven | landOdd) !== 0) {
      found = true;
      manCaptures(
        landEven,
        landOdd,
        oppEven ^ overEven,
        oppOdd ^ overOdd,
        emptyEven,
        emptyOdd,
        takenEven | overEven,
        takenOdd | overOdd,
        taken + 1,
      );
    }
  }
  overEven = (atOdd << 6) & oppEven;
  overOdd = (atEven << 1) & oppOdd;
  if ((overEven | overOdd) !== 0) {
    const landEven = (atEven << 7) & emptyEven;
    const landOdd = (atOdd << 7) & emptyOdd;
    if ((landEven | landOdd) !== 0) {
      found = true;
      manCaptures(
        landEven,
        landOdd,
        oppEven ^ overEven,
        oppOdd ^ overOdd,
        emptyEven,
        emptyOdd,
        takenEven | overEven,
        takenOdd | overOdd,
        taken + 1,
      );
    }
  }
  overEven = atOdd & oppEven;
  overOdd = (atEven >>> 5) & oppOdd;
  if ((overEven | overOdd) !== 0) {
    const landEven = (atEven >>> 5) & emptyEven;
    const landOdd = (atOdd >>> 5) & emptyOdd;
    if ((landEven | landOdd) !== 0) {
      found = true;
      manCaptures(
        landEven,
        landOdd,
        oppEven ^ overEven,
        oppOdd ^ overOdd,
        emptyEven,
        emptyOdd,
        takenEven | overEven,
        takenOdd | overOdd,
        taken + 1,
      );
    }
  }
  overEven = (atOdd >>> 1) & oppEven;
  overOdd = (atEven >>> 6) & oppOdd;
  if ((overEven | overOdd) !== 0) {
    const landEven = (atEven >>> 7) & emptyEven;
    const landOdd = (atOdd >>> 7) & emptyOdd;
    if ((landEven | landOdd) !== 0) {
      found = true;
      manCaptures(
        landEven,
        landOdd,
        oppEven ^ overEven,
        oppOdd ^ overOdd,
        emptyEven,
        emptyOdd,
        takenEven | overEven,
        takenOdd | overOdd,
        taken + 1,
      );
    }
  }
  if (!found) keepCapture(indexOf(atEven, atOdd), takenEven, takenOdd, taken);
}

/**
 * The board of the king capture being searched: the opponent pieces, the free squares and
 * the occupied ones (the king's origin counted free). They are module state, the same all
 * through one capture, so the recursion passes five numbers instead of nine.
 */
let kingOppEven = 0;
let kingOppOdd = 0;
let kingEmptyEven = 0;
let kingEmptyOdd = 0;
let kingOccupiedEven = 0;
let kingOccupiedOdd = 0;

/**
 * A king on `at` that has taken `takenEven/Odd` (`taken` pieces). `skip` has a bit for
 * each direction not to try: always the reverse of the last jump (the piece just taken
 * blocks it), and the same direction again except from the first landing square (from a
 * later one the king reaches the same pieces). Captured pieces stay on the board, so they
 * block but are not taken twice.
 */
function kingCaptures(at: number, takenEven: number, takenOdd: number, taken: number, skip: number): void {
  const rayEven = RAY_EVEN;
  const rayOdd = RAY_ODD;
  const maskEven = MASK_EVEN;
  const maskOdd = MASK_ODD;
  const next = NEXT;
  let found = false;
  for (let direction = 0; direction < 4; direction++) {
    if (((skip >> direction) & 1) !== 0) continue;
    // The first piece along the diagonal (see firstPiece).
    const even = rayEven[at * 4 + direction]! & kingOccupiedEven;
    const odd = rayOdd[at * 4 + direction]! & kingOccupiedOdd;
    if ((even | odd) === 0) continue;
    let over: number;
    if (direction < 2) {
      const evenBit = 32 - Math.clz32(~even & (even - 1));
      const oddBit = 32 - Math.clz32(~odd & (odd - 1));
      over = evenBit <= oddBit ? evenBit : oddBit + ODD;
    } else {
      const evenBit = 31 - Math.clz32(even);
      const oddBit = 31 - Math.clz32(odd);
      over = oddBit >= evenBit ? oddBit + ODD : evenBit;
    }
    const overEven = maskEven[over]!;
    const overOdd = maskOdd[over]!;
    if (((kingOppEven & ~takenEven & overEven) | (kingOppOdd & ~takenOdd & overOdd)) === 0) continue;
    let land = next[over * 4 + direction]!;
    if (((kingEmptyEven & maskEven[land]!) | (kingEmptyOdd & maskOdd[land]!)) === 0) continue;
    found = true;
    const back = 1 << (direction ^ 2);
    kingCaptures(land, takenEven | overEven, takenOdd | overOdd, taken + 1, back);
    for (
      land = next[land * 4 + direction]!;
      ((kingEmptyEven & maskEven[land]!) | (kingEmptyOdd & maskOdd[land]!)) !== 0;
      land = next[land * 4 + direction]!
    ) {
      kingCaptures(land, takenEven | overEven, takenOdd | overOdd, taken + 1, back | (1 << direction));
    }
  }
  if (!found) keepCapture(at, takenEven, takenOdd, taken);
}

/**
 * Lists the longest captures of the men `jumpers` (those that can make a first jump) and
 * the kings `kings` against `opp` from entry `start` of the capture lists; returns how
 * many (0 when there is none).
 */
function generateCaptures(
  jumpersEven: number,
  jumpersOdd: number,
  kingsEven: number,
  kingsOdd: number,
  oppEven: number,
  oppOdd: number,
  emptyEven: number,
  emptyOdd: number,
  start: number,
): number {
  listStart = start;
  listEnd = start;
  longest = 1;
  while ((jumpersEven | jumpersOdd) !== 0) {
    const atEven = jumpersEven & -jumpersEven;
    const atOdd = atEven === 0 ? jumpersOdd & -jumpersOdd : 0;
    jumpersEven ^= atEven;
    jumpersOdd ^= atOdd;
    origin = indexOf(atEven, atOdd);
    manCaptures(atEven, atOdd, oppEven, oppOdd, emptyEven | atEven, emptyOdd | atOdd, 0, 0, 0);
  }
  while ((kingsEven | kingsOdd) !== 0) {
    const atEven = kingsEven & -kingsEven;
    const atOdd = atEven === 0 ? kingsOdd & -kingsOdd : 0;
    kingsEven ^= atEven;
    kingsOdd ^= atOdd;
    origin = indexOf(atEven, atOdd);
    kingOppEven = oppEven;
    kingOppOdd = oppOdd;
    kingEmptyEven = emptyEven | atEven;
    kingEmptyOdd = emptyOdd | atOdd;
    kingOccupiedEven = VALID & ~kingEmptyEven;
    kingOccupiedOdd = VALID & ~kingEmptyOdd;
    kingCaptures(origin, 0, 0, 0, 0);
  }
  return (listEnd - start) >> 2;
}

/** The kings found able to capture by the last {@link capturingKings}. */
let capturingEven = 0;
let capturingOdd = 0;

/**
 * Whether one of the kings can capture (each slides along each diagonal to the first
 * piece); sets `capturingEven/Odd` to those that can, so that only they are searched.
 */
function capturingKings(
  kingsEven: number,
  kingsOdd: number,
  oppEven: number,
  oppOdd: number,
  emptyEven: number,
  emptyOdd: number,
): boolean {
  const rayEven = RAY_EVEN;
  const rayOdd = RAY_ODD;
  const next = NEXT;
  const occupiedEven = VALID & ~emptyEven;
  const occupiedOdd = VALID & ~emptyOdd;
  capturingEven = 0;
  capturingOdd = 0;
  while ((kingsEven | kingsOdd) !== 0) {
    const atEven = kingsEven & -kingsEven;
    const atOdd = atEven === 0 ? kingsOdd & -kingsOdd : 0;
    kingsEven ^= atEven;
    kingsOdd ^= atOdd;
    const at = indexOf(atEven, atOdd);
    for (let direction = 0; direction < 4; direction++) {
      // The first piece along the diagonal (see firstPiece).
      const even = rayEven[at * 4 + direction]! & occupiedEven;
      const odd = rayOdd[at * 4 + direction]! & occupiedOdd;
      if ((even | odd) === 0) continue;
      let over: number;
      if (direction < 2) {
        const evenBit = 32 - Math.clz32(~even & (even - 1));
        const oddBit = 32 - Math.clz32(~odd & (odd - 1));
        over = evenBit <= oddBit ? evenBit : oddBit + ODD;
      } else {
        const evenBit = 31 - Math.clz32(even);
        const oddBit = 31 - Math.clz32(odd);
        over = oddBit >= evenBit ? oddBit + ODD : evenBit;
      }
      if (has(oppEven, oppOdd, over) && has(emptyEven, emptyOdd, next[over * 4 + direction]!)) {
        capturingEven |= atEven;
        capturingOdd |= atOdd;
        break;
      }
    }
  }
  return (capturingEven | capturingOdd) !== 0;
}

/** Number of plain moves of the kings (each slides along each diagonal to the first piece). */
function kingMoves(kingsEven: number, kingsOdd: number, emptyEven: number, emptyOdd: number): number {
  const rayEven = RAY_EVEN;
  const rayOdd = RAY_ODD;
  const rayLength = RAY_LENGTH;
  const occupiedEven = VALID & ~emptyEven;
  const occupiedOdd = VALID & ~emptyOdd;
  let moves = 0;
  while ((kingsEven | kingsOdd) !== 0) {
    const atEven = kingsEven & -kingsEven;
    const atOdd = atEven === 0 ? kingsOdd & -kingsOdd : 0;
    kingsEven ^= atEven;
    kingsOdd ^= atOdd;
    const at = indexOf(atEven, atOdd);
    for (let direction = 0; direction < 4; direction++) {
      // The free squares up to the first piece: the ray less the first piece and its ray.
      const ray = at * 4 + direction;
      const even = rayEven[ray]! & occupiedEven;
      const odd = rayOdd[ray]! & occupiedOdd;
      moves += rayLength[ray]!;
      if ((even | odd) === 0) continue;
      let first: number;
      if (direction < 2) {
        const evenBit = 32 - Math.clz32(~even & (even - 1));
        const oddBit = 32 - Math.clz32(~odd & (odd - 1));
        first = evenBit <= oddBit ? evenBit : oddBit + ODD;
      } else {
        const evenBit = 31 - Math.clz32(even);
        const oddBit = 31 - Math.clz32(odd);
        first = oddBit >= evenBit ? oddBit + ODD : evenBit;
      }
      moves -= rayLength[first * 4 + direction]! + 1;
    }
  }
  return moves;
}

/** The squares found by the last {@link kingReach}. */
let reachedEven = 0;
let reachedOdd = 0;

/**
 * One pass over the kings' diagonals: the number of their plain moves, or -1 when one of
 * them can take a piece of `prey`. Sets `reachedEven/Odd` to the squares on which a piece
 * arriving or leaving can change what the kings can do: along each diagonal, the free
 * squares up to the first piece, that piece, and the square behind it (whose emptying
 * would let a king take the piece).
 */
function kingReach(
  kingsEven: number,
  kingsOdd: number,
  preyEven: number,
  preyOdd: number,
  emptyEven: number,
  emptyOdd: number,
): number {
  const occupiedEven = VALID & ~emptyEven;
  const occupiedOdd = VALID & ~emptyOdd;
  let moves = 0;
  reachedEven = 0;
  reachedOdd = 0;
  while ((kingsEven | kingsOdd) !== 0) {
    const atEven = kingsEven & -kingsEven;
    const atOdd = atEven === 0 ? kingsOdd & -kingsOdd : 0;
    kingsEven ^= atEven;
    kingsOdd ^= atOdd;
    const at = indexOf(atEven, atOdd);
    for (let direction = 0; direction < 4; direction++) {
      const ray = at * 4 + direction;
      const first = firstPiece(ray, occupiedEven, occupiedOdd);
      const behind = NEXT[first * 4 + direction]!;
      if (has(preyEven, preyOdd, first) && has(emptyEven, emptyOdd, behind)) return -1;
      // The free squares up to the first piece are the moves; the ray less what lies
      // beyond the square behind it is the reach.
      moves += count2(
        RAY_EVEN[ray]! & ~RAY_EVEN[first * 4 + direction]! & emptyEven,
        RAY_ODD[ray]! & ~RAY_ODD[first * 4 + direction]! & emptyOdd,
      );
      reachedEven |= RAY_EVEN[ray]! & ~RAY_EVEN[behind * 4 + direction]!;
      reachedOdd |= RAY_ODD[ray]! & ~RAY_ODD[behind * 4 + direction]!;
    }
  }
  return moves;
}

// ---------------------------------------------------------------------------------------
// Captures of exactly two pieces by men, counted one ply from the horizon without the
// search. The boards of squares a man can jump from (in each direction, on the board as it
// stands) stay exact for the second and third jumps of a man: its vacated origin is never
// the landing or the jumped square of those jumps, and the pieces it took lie only behind
// it (the reverse direction, which is never tried). So when no second landing square
// allows a third jump, each (man, first direction, second direction) is one legal move,
// and there are no duplicates (two pieces cannot be taken in the other order from the
// same origin).

/**
 * The squares from which a jump is possible down-left, down-right, up-right, up-left
 * (entries 0–7: even rows', then odd rows' word of each), set by `countMoves`. A `const`
 * typed array in the build (see the file header) rather than eight module variables, so
 * that each entry is one load or store at a fixed address. Sized past 64 bytes on purpose:
 * V8 keeps the data of a smaller typed array inside the object on the heap, where it can
 * move, and then reloads its address and length at each use.
 */
const JUMP_FROM = new Int32Array(32);

/**
 * The second jumps of the men that have landed on `land` after first jumps whose reverse
 * is `back` (0 = down-left, 1 = down-right, 2 = up-right, 3 = up-left): how many there
 * are, or -1 when one of them allows a third jump (in any direction but back over the
 * piece it has just taken).
 */
function secondJumps(landEven: number, landOdd: number, back: number): number {
  const downLeftEven = JUMP_FROM[0]!;
  const downLeftOdd = JUMP_FROM[1]!;
  const downRightEven = JUMP_FROM[2]!;
  const downRightOdd = JUMP_FROM[3]!;
  const upRightEven = JUMP_FROM[4]!;
  const upRightOdd = JUMP_FROM[5]!;
  const upLeftEven = JUMP_FROM[6]!;
  const upLeftOdd = JUMP_FROM[7]!;
  let count = 0;
  let jumpEven: number;
  let jumpOdd: number;
  if (back !== 0) {
    jumpEven = landEven & downLeftEven;
    jumpOdd = landOdd & downLeftOdd;
    if ((jumpEven | jumpOdd) !== 0) {
      if (
        (((jumpEven << 5) & (downLeftEven | downRightEven | upLeftEven)) |
          ((jumpOdd << 5) & (downLeftOdd | downRightOdd | upLeftOdd))) !==
        0
      )
        return -1;
      count += count2(jumpEven, jumpOdd);
    }
  }
  if (back !== 1) {
    jumpEven = landEven & downRightEven;
    jumpOdd = landOdd & downRightOdd;
    if ((jumpEven | jumpOdd) !== 0) {
      if (
        (((jumpEven << 7) & (downLeftEven | downRightEven | upRightEven)) |
          ((jumpOdd << 7) & (downLeftOdd | downRightOdd | upRightOdd))) !==
        0
      )
        return -1;
      count += count2(jumpEven, jumpOdd);
    }
  }
  if (back !== 2) {
    jumpEven = landEven & upRightEven;
    jumpOdd = landOdd & upRightOdd;
    if ((jumpEven | jumpOdd) !== 0) {
      if (
        (((jumpEven >>> 5) & (downRightEven | upRightEven | upLeftEven)) |
          ((jumpOdd >>> 5) & (downRightOdd | upRightOdd | upLeftOdd))) !==
        0
      )
        return -1;
      count += count2(jumpEven, jumpOdd);
    }
  }
  if (back !== 3) {
    jumpEven = landEven & upLeftEven;
    jumpOdd = landOdd & upLeftOdd;
    if ((jumpEven | jumpOdd) !== 0) {
      if (
        (((jumpEven >>> 7) & (downLeftEven | upRightEven | upLeftEven)) |
          ((jumpOdd >>> 7) & (downLeftOdd | upRightOdd | upLeftOdd))) !==
        0
      )
        return -1;
      count += count2(jumpEven, jumpOdd);
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
function countDoubleJumps(jumpersEven: number, jumpersOdd: number): number {
  let count = 0;
  let n: number;
  let firstEven = jumpersEven & JUMP_FROM[0]!;
  let firstOdd = jumpersOdd & JUMP_FROM[1]!;
  if ((firstEven | firstOdd) !== 0) {
    n = secondJumps(firstEven << 5, firstOdd << 5, 2);
    if (n < 0) return -1;
    count += n;
  }
  firstEven = jumpersEven & JUMP_FROM[2]!;
  firstOdd = jumpersOdd & JUMP_FROM[3]!;
  if ((firstEven | firstOdd) !== 0) {
    n = secondJumps(firstEven << 7, firstOdd << 7, 3);
    if (n < 0) return -1;
    count += n;
  }
  firstEven = jumpersEven & JUMP_FROM[4]!;
  firstOdd = jumpersOdd & JUMP_FROM[5]!;
  if ((firstEven | firstOdd) !== 0) {
    n = secondJumps(firstEven >>> 5, firstOdd >>> 5, 0);
    if (n < 0) return -1;
    count += n;
  }
  firstEven = jumpersEven & JUMP_FROM[6]!;
  firstOdd = jumpersOdd & JUMP_FROM[7]!;
  if ((firstEven | firstOdd) !== 0) {
    n = secondJumps(firstEven >>> 7, firstOdd >>> 7, 1);
    if (n < 0) return -1;
    count += n;
  }
  return count;
}

// ---------------------------------------------------------------------------------------
// The recursion. A node is (me, opp, kings of both sides) with `me` to move; `white` says
// whether `me` is White (men move up, towards square 1).
//
// The jump-from boards (the squares from which a man can jump each way: an opponent piece
// one step on, a free square two steps on), for each word, as the table in the file header
// gives the steps:
//   down-left   even: oppOdd & (emptyEven >>> 5)          odd: (oppEven & emptyOdd) >>> 5
//   down-right  even: (oppOdd >>> 1) & (emptyEven >>> 7)  odd: (oppEven >>> 6) & (emptyOdd >>> 7)
//   up-right    even: (oppOdd & emptyEven) << 5           odd: oppEven & (emptyOdd << 5)
//   up-left     even: (oppOdd << 6) & (emptyEven << 7)    odd: (oppEven << 1) & (emptyOdd << 7)
// They may hold garbage on ghost bits and above bit 28, but only at squares from which the
// landing square is off the board: every use meets them with real squares (our men, or
// the squares where a man that could jump lands).

/** The number of legal moves of a node: the leaves one ply below it (bulk counting). */
function countMoves(
  meEven: number,
  meOdd: number,
  oppEven: number,
  oppOdd: number,
  kingsEven: number,
  kingsOdd: number,
  white: boolean,
): number {
  const emptyEven = VALID & ~(meEven | oppEven);
  const emptyOdd = VALID & ~(meOdd | oppOdd);
  const menEven = meEven & ~kingsEven;
  const menOdd = meOdd & ~kingsOdd;
  const ownKingsEven = meEven & kingsEven;
  const ownKingsOdd = meOdd & kingsOdd;
  const kings = (ownKingsEven | ownKingsOdd) !== 0;
  // The jump-from boards (see above), and the men that can jump each way.
  const downLeftEven = oppOdd & (emptyEven >>> 5);
  const downLeftOdd = (oppEven & emptyOdd) >>> 5;
  const downRightEven = (oppOdd >>> 1) & (emptyEven >>> 7);
  const downRightOdd = (oppEven >>> 6) & (emptyOdd >>> 7);
  const upRightEven = (oppOdd & emptyEven) << 5;
  const upRightOdd = oppEven & (emptyOdd << 5);
  const upLeftEven = (oppOdd << 6) & (emptyEven << 7);
  const upLeftOdd = (oppEven << 1) & (emptyOdd << 7);
  const dlEven = menEven & downLeftEven;
  const dlOdd = menOdd & downLeftOdd;
  const drEven = menEven & downRightEven;
  const drOdd = menOdd & downRightOdd;
  const urEven = menEven & upRightEven;
  const urOdd = menOdd & upRightOdd;
  const ulEven = menEven & upLeftEven;
  const ulOdd = menOdd & upLeftOdd;
  if ((dlEven | dlOdd | drEven | drOdd | urEven | urOdd | ulEven | ulOdd) !== 0) {
    // The men that can jump again from where they land: then the longest captures take two
    // pieces or more, and only those men and the kings can make them. Any direction is
    // tested, back too: the way back lands on the man's origin, which the boards see taken.
    const onEven = downLeftEven | downRightEven | upRightEven | upLeftEven;
    const onOdd = downLeftOdd | downRightOdd | upRightOdd | upLeftOdd;
    const againEven =
      (dlEven & (onEven >>> 5)) |
      (drEven & (onEven >>> 7)) |
      (urEven & (onEven << 5)) |
      (ulEven & (onEven << 7));
    const againOdd =
      (dlOdd & (onOdd >>> 5)) | (drOdd & (onOdd >>> 7)) | (urOdd & (onOdd << 5)) | (ulOdd & (onOdd << 7));
    const again = (againEven | againOdd) !== 0;
    const kingsJump =
      kings && capturingKings(ownKingsEven, ownKingsOdd, oppEven, oppOdd, emptyEven, emptyOdd);
    if (!again && !kingsJump) {
      // Every capture takes one piece, so each (man, direction) is one move. Usually no
      // man can jump two ways: then one popcount of the jumping men counts them.
      const twiceEven =
        (dlEven & (drEven | urEven | ulEven)) | (drEven & (urEven | ulEven)) | (urEven & ulEven);
      const twiceOdd = (dlOdd & (drOdd | urOdd | ulOdd)) | (drOdd & (urOdd | ulOdd)) | (urOdd & ulOdd);
      if ((twiceEven | twiceOdd) === 0) {
        return count2(dlEven | drEven | urEven | ulEven, dlOdd | drOdd | urOdd | ulOdd);
      }
      return count4(dlEven, dlOdd, drEven, drOdd) + count4(urEven, urOdd, ulEven, ulOdd);
    }
    if (!kingsJump) {
      JUMP_FROM[0] = downLeftEven;
      JUMP_FROM[1] = downLeftOdd;
      JUMP_FROM[2] = downRightEven;
      JUMP_FROM[3] = downRightOdd;
      JUMP_FROM[4] = upRightEven;
      JUMP_FROM[5] = upRightOdd;
      JUMP_FROM[6] = upLeftEven;
      JUMP_FROM[7] = upLeftOdd;
      const doubles = countDoubleJumps(againEven, againOdd);
      if (doubles >= 0) return doubles;
    }
    return generateCaptures(
      again ? againEven : dlEven | drEven | urEven | ulEven,
      again ? againOdd : dlOdd | drOdd | urOdd | ulOdd,
      kingsJump ? capturingEven : 0,
      kingsJump ? capturingOdd : 0,
      oppEven,
      oppOdd,
      emptyEven,
      emptyOdd,
      stackTop,
    );
  }
  if (kings && capturingKings(ownKingsEven, ownKingsOdd, oppEven, oppOdd, emptyEven, emptyOdd)) {
    return generateCaptures(
      0,
      0,
      capturingEven,
      capturingOdd,
      oppEven,
      oppOdd,
      emptyEven,
      emptyOdd,
      stackTop,
    );
  }
  // Plain moves of the men: up-right and up-left for White, down-left and down-right for Black.
  const moves = white
    ? count4(
        menOdd & emptyEven,
        (menEven >>> 5) & emptyOdd,
        (menOdd >>> 1) & emptyEven,
        (menEven >>> 6) & emptyOdd,
      )
    : count4(
        (menOdd << 5) & emptyEven,
        menEven & emptyOdd,
        (menOdd << 6) & emptyEven,
        (menEven << 1) & emptyOdd,
      );
  return kings ? moves + kingMoves(ownKingsEven, ownKingsOdd, emptyEven, emptyOdd) : moves;
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
  meEven: number,
  meOdd: number,
  oppEven: number,
  oppOdd: number,
  kingsEven: number,
  kingsOdd: number,
  white: boolean,
): number {
  const emptyEven = VALID & ~(meEven | oppEven);
  const emptyOdd = VALID & ~(meOdd | oppOdd);
  // The opponent's pieces moved one step down-left, down-right, up-right, up-left.
  const dlEven = oppOdd << 5;
  const dlOdd = oppEven;
  const drEven = oppOdd << 6;
  const drOdd = oppEven << 1;
  const urEven = oppOdd;
  const urOdd = oppEven >>> 5;
  const ulEven = oppOdd >>> 1;
  const ulOdd = oppEven >>> 6;
  // Squares between an opponent piece and a free square: a piece of ours there can be taken.
  const exposedEven =
    (dlEven & emptyOdd) |
    (drEven & (emptyOdd >>> 1)) |
    (urEven & (emptyOdd << 5)) |
    (ulEven & (emptyOdd << 6));
  const exposedOdd =
    (dlOdd & (emptyEven >>> 5)) |
    (drOdd & (emptyEven >>> 6)) |
    (urOdd & emptyEven) |
    (ulOdd & (emptyEven << 1));
  if (((exposedEven & meEven) | (exposedOdd & meOdd)) !== 0) return -1;
  // Squares that, once vacated, an opponent man can jump onto over one of our pieces: one
  // step on from each of our pieces with an opponent piece one step before it.
  let yEven = meEven & dlEven;
  let yOdd = meOdd & dlOdd;
  let landEven = yOdd << 5;
  let landOdd = yEven;
  yEven = meEven & drEven;
  yOdd = meOdd & drOdd;
  landEven |= yOdd << 6;
  landOdd |= yEven << 1;
  yEven = meEven & urEven;
  yOdd = meOdd & urOdd;
  landEven |= yOdd;
  landOdd |= yEven >>> 5;
  yEven = meEven & ulEven;
  yOdd = meOdd & ulOdd;
  landEven |= yOdd >>> 1;
  landOdd |= yEven >>> 6;
  // The squares the opponent's men step onto when free (its two forward directions), and
  // its number of plain moves now.
  const oppMenEven = oppEven & ~kingsEven;
  const oppMenOdd = oppOdd & ~kingsOdd;
  const r1Even = white ? oppMenOdd << 5 : oppMenOdd;
  const r1Odd = white ? oppMenEven : oppMenEven >>> 5;
  const r2Even = white ? oppMenOdd << 6 : oppMenOdd >>> 1;
  const r2Odd = white ? oppMenEven << 1 : oppMenEven >>> 6;
  let replies = count4(r1Even & emptyEven, r1Odd & emptyOdd, r2Even & emptyEven, r2Odd & emptyOdd);
  // Squares our moves must leave alone for the opponent's kings to keep their moves.
  let reachEven = 0;
  let reachOdd = 0;
  const oppKingsEven = oppEven & kingsEven;
  const oppKingsOdd = oppOdd & kingsOdd;
  if ((oppKingsEven | oppKingsOdd) !== 0) {
    const kingReplies = kingReach(oppKingsEven, oppKingsOdd, meEven, meOdd, emptyEven, emptyOdd);
    if (kingReplies < 0) return -1;
    replies += kingReplies;
    reachEven = reachedEven;
    reachOdd = reachedOdd;
  }
  const menEven = meEven & ~kingsEven;
  const menOdd = meOdd & ~kingsOdd;
  const badFromEven = (landEven | reachEven) & menEven;
  const badFromOdd = (landOdd | reachOdd) & menOdd;
  let leaves = 0;
  for (let a = 0; a <= 1; a++) {
    // Our men's moves one way (`a` = 0: up-right for White, down-left for Black; 1: up-left,
    // down-right): a step from the odd rows shifts by `a` (up) or `a + 5` (down) into the
    // even rows, from the even rows by `a + 5` or `a`. Bad targets: with an opponent piece
    // one step further on (it jumps the man back onto `f`), exposed, or reached from a bad
    // origin. The shifts are written in place (calls were not inlined here).
    let targetsEven: number;
    let targetsOdd: number;
    let badEven: number;
    let badOdd: number;
    if (white) {
      targetsEven = (menOdd >>> a) & emptyEven;
      targetsOdd = (menEven >>> (a + 5)) & emptyOdd;
      badEven = (a === 0 ? dlEven : drEven) | (badFromOdd >>> a);
      badOdd = (a === 0 ? dlOdd : drOdd) | (badFromEven >>> (a + 5));
    } else {
      targetsEven = (menOdd << (a + 5)) & emptyEven;
      targetsOdd = (menEven << a) & emptyOdd;
      badEven = (a === 0 ? urEven : ulEven) | (badFromOdd << (a + 5));
      badOdd = (a === 0 ? urOdd : ulOdd) | (badFromEven << a);
    }
    badEven = targetsEven & (exposedEven | reachEven | badEven);
    badOdd = targetsOdd & (exposedOdd | reachOdd | badOdd);
    const goodEven = targetsEven ^ badEven;
    const goodOdd = targetsOdd ^ badOdd;
    // The origins of the good moves, one step back.
    const fromEven = (white ? goodOdd << (a + 5) : goodOdd >>> a) & menEven;
    const fromOdd = (white ? goodEven << a : goodEven >>> (a + 5)) & menOdd;
    leaves +=
      count2(goodEven, goodOdd) * replies -
      count4(goodEven & r1Even, goodOdd & r1Odd, goodEven & r2Even, goodOdd & r2Odd) +
      count4(fromEven & r1Even, fromOdd & r1Odd, fromEven & r2Even, fromOdd & r2Odd);
    while ((badEven | badOdd) !== 0) {
      const toEven = badEven & -badEven;
      const toOdd = toEven === 0 ? badOdd & -badOdd : 0;
      badEven ^= toEven;
      badOdd ^= toOdd;
      const moveEven = toEven ^ (white ? toOdd << (a + 5) : toOdd >>> a);
      const moveOdd = toOdd ^ (white ? toEven << a : toEven >>> (a + 5));
      leaves += countMoves(
        oppEven,
        oppOdd,
        meEven ^ moveEven,
        meOdd ^ moveOdd,
        white ? kingsEven | (toEven & WHITE_PROMOTION) : kingsEven,
        white ? kingsOdd : kingsOdd | (toOdd & BLACK_PROMOTION),
        !white,
      );
    }
  }
  if (((meEven & kingsEven) | (meOdd & kingsOdd)) === 0) return leaves;
  return (
    leaves +
    kingsTwo(
      meEven,
      meOdd,
      oppEven,
      oppOdd,
      kingsEven,
      kingsOdd,
      white,
      replies,
      VALID & r1Even,
      VALID & r1Odd,
      VALID & r2Even,
      VALID & r2Odd,
      VALID & (exposedEven | reachEven),
      VALID & (exposedOdd | reachOdd),
      VALID & (landEven | reachEven),
      VALID & (landOdd | reachOdd),
    )
  );
}

/**
 * The part of {@link quietTwo} for our kings' plain moves, counted the same way (a king's
 * move also changes two squares): `replies` and `r1/r2` are the opponent's plain moves and
 * the squares its men step onto, `badTo` the targets and `badFrom` the origins whose moves
 * must be played. A target is also bad when an opponent piece stands one step further on:
 * it jumps the king back onto the square it came from (or a free one).
 */
function kingsTwo(
  meEven: number,
  meOdd: number,
  oppEven: number,
  oppOdd: number,
  kingsEven: number,
  kingsOdd: number,
  white: boolean,
  replies: number,
  r1Even: number,
  r1Odd: number,
  r2Even: number,
  r2Odd: number,
  badToEven: number,
  badToOdd: number,
  badFromEven: number,
  badFromOdd: number,
): number {
  const emptyEven = VALID & ~(meEven | oppEven);
  const emptyOdd = VALID & ~(meOdd | oppOdd);
  const occupiedEven = VALID & ~emptyEven;
  const occupiedOdd = VALID & ~emptyOdd;
  let leaves = 0;
  let ownEven = meEven & kingsEven;
  let ownOdd = meOdd & kingsOdd;
  while ((ownEven | ownOdd) !== 0) {
    const fromEven = ownEven & -ownEven;
    const fromOdd = fromEven === 0 ? ownOdd & -ownOdd : 0;
    ownEven ^= fromEven;
    ownOdd ^= fromOdd;
    const at = indexOf(fromEven, fromOdd);
    const fromIsBad = ((fromEven & badFromEven) | (fromOdd & badFromOdd)) !== 0;
    let goodEven = 0;
    let goodOdd = 0;
    let badEven = 0;
    let badOdd = 0;
    for (let direction = 0; direction < 4; direction++) {
      const ray = at * 4 + direction;
      const first = firstPiece(ray, occupiedEven, occupiedOdd);
      // The free squares up to the first piece.
      const targetsEven = RAY_EVEN[ray]! & ~RAY_EVEN[first * 4 + direction]! & emptyEven;
      const targetsOdd = RAY_ODD[ray]! & ~RAY_ODD[first * 4 + direction]! & emptyOdd;
      // The opponent's pieces moved one step back against the direction.
      const back = direction ^ 2;
      const nextEven = stepEven(oppOdd, back);
      const nextOdd = stepOdd(oppEven, back);
      const thisBadEven = fromIsBad ? targetsEven : targetsEven & (badToEven | nextEven);
      const thisBadOdd = fromIsBad ? targetsOdd : targetsOdd & (badToOdd | nextOdd);
      badEven |= thisBadEven;
      badOdd |= thisBadOdd;
      goodEven |= targetsEven ^ thisBadEven;
      goodOdd |= targetsOdd ^ thisBadOdd;
    }
    leaves +=
      count2(goodEven, goodOdd) *
        (replies + count4(fromEven & r1Even, fromOdd & r1Odd, fromEven & r2Even, fromOdd & r2Odd)) -
      count4(goodEven & r1Even, goodOdd & r1Odd, goodEven & r2Even, goodOdd & r2Odd);
    while ((badEven | badOdd) !== 0) {
      const toEven = badEven & -badEven;
      const toOdd = toEven === 0 ? badOdd & -badOdd : 0;
      badEven ^= toEven;
      badOdd ^= toOdd;
      const moveEven = fromEven ^ toEven;
      const moveOdd = fromOdd ^ toOdd;
      leaves += countMoves(
        oppEven,
        oppOdd,
        meEven ^ moveEven,
        meOdd ^ moveOdd,
        kingsEven ^ moveEven,
        kingsOdd ^ moveOdd,
        !white,
      );
    }
  }
  return leaves;
}

/** Leaves `depth` plies below each child reached by a plain move of one of our kings. */
function kingChildren(
  meEven: number,
  meOdd: number,
  oppEven: number,
  oppOdd: number,
  kingsEven: number,
  kingsOdd: number,
  white: boolean,
  depth: number,
): number {
  const emptyEven = VALID & ~(meEven | oppEven);
  const emptyOdd = VALID & ~(meOdd | oppOdd);
  let ownEven = meEven & kingsEven;
  let ownOdd = meOdd & kingsOdd;
  let leaves = 0;
  while ((ownEven | ownOdd) !== 0) {
    const fromEven = ownEven & -ownEven;
    const fromOdd = fromEven === 0 ? ownOdd & -ownOdd : 0;
    ownEven ^= fromEven;
    ownOdd ^= fromOdd;
    for (let direction = 0; direction < 4; direction++) {
      let toEven = stepEven(fromOdd, direction) & emptyEven;
      let toOdd = stepOdd(fromEven, direction) & emptyOdd;
      while ((toEven | toOdd) !== 0) {
        const moveEven = fromEven ^ toEven;
        const moveOdd = fromOdd ^ toOdd;
        leaves += child(
          oppEven,
          oppOdd,
          meEven ^ moveEven,
          meOdd ^ moveOdd,
          kingsEven ^ moveEven,
          kingsOdd ^ moveOdd,
          !white,
          depth,
        );
        const nextEven = stepEven(toOdd, direction) & emptyEven;
        toOdd = stepOdd(toEven, direction) & emptyOdd;
        toEven = nextEven;
      }
    }
  }
  return leaves;
}

/** Leaves `depth` plies below a child: counted when it is one ply from the horizon. */
function child(
  meEven: number,
  meOdd: number,
  oppEven: number,
  oppOdd: number,
  kingsEven: number,
  kingsOdd: number,
  white: boolean,
  depth: number,
): number {
  return depth === 1
    ? countMoves(meEven, meOdd, oppEven, oppOdd, kingsEven, kingsOdd, white)
    : search(meEven, meOdd, oppEven, oppOdd, kingsEven, kingsOdd, white, depth);
}

/**
 * Leaves `depth` ≥ 2 plies below a node that must capture more than one piece, or with a
 * king; `jumpers` and `jumpingKings` are the men and kings that can make the longest
 * captures (a superset).
 */
function searchCaptures(
  jumpersEven: number,
  jumpersOdd: number,
  jumpingKingsEven: number,
  jumpingKingsOdd: number,
  meEven: number,
  meOdd: number,
  oppEven: number,
  oppOdd: number,
  kingsEven: number,
  kingsOdd: number,
  white: boolean,
  depth: number,
): number {
  const emptyEven = VALID & ~(meEven | oppEven);
  const emptyOdd = VALID & ~(meOdd | oppOdd);
  const start = stackTop;
  const count = generateCaptures(
    jumpersEven,
    jumpersOdd,
    jumpingKingsEven,
    jumpingKingsOdd,
    oppEven,
    oppOdd,
    emptyEven,
    emptyOdd,
    start,
  );
  const end = start + 4 * count;
  // The children list their own captures after this list.
  stackTop = end;
  let leaves = 0;
  for (let at = start; at < end; at += 4) {
    const from = captures[at]!;
    const to = captures[at + 1]!;
    const takenEven = captures[at + 2]!;
    const takenOdd = captures[at + 3]!;
    const fromEven = MASK_EVEN[from]!;
    const fromOdd = MASK_ODD[from]!;
    const toEven = MASK_EVEN[to]!;
    const toOdd = MASK_ODD[to]!;
    let childKingsEven = kingsEven & ~takenEven;
    let childKingsOdd = kingsOdd & ~takenOdd;
    if (((kingsEven & fromEven) | (kingsOdd & fromOdd)) !== 0) {
      childKingsEven ^= fromEven ^ toEven;
      childKingsOdd ^= fromOdd ^ toOdd;
    } else if (white) {
      childKingsEven |= toEven & WHITE_PROMOTION;
    } else {
      childKingsOdd |= toOdd & BLACK_PROMOTION;
    }
    leaves += child(
      oppEven & ~takenEven,
      oppOdd & ~takenOdd,
      meEven ^ fromEven ^ toEven,
      meOdd ^ fromOdd ^ toOdd,
      childKingsEven,
      childKingsOdd,
      !white,
      depth - 1,
    );
  }
  stackTop = start;
  return leaves;
}

/** Leaves `depth` ≥ 2 plies below a node. */
function search(
  meEven: number,
  meOdd: number,
  oppEven: number,
  oppOdd: number,
  kingsEven: number,
  kingsOdd: number,
  white: boolean,
  depth: number,
): number {
  const emptyEven = VALID & ~(meEven | oppEven);
  const emptyOdd = VALID & ~(meOdd | oppOdd);
  const menEven = meEven & ~kingsEven;
  const menOdd = meOdd & ~kingsOdd;
  const ownKingsEven = meEven & kingsEven;
  const ownKingsOdd = meOdd & kingsOdd;
  const kings = (ownKingsEven | ownKingsOdd) !== 0;
  // The jump-from boards (see above countMoves), and the men that can jump each way.
  const downLeftEven = oppOdd & (emptyEven >>> 5);
  const downLeftOdd = (oppEven & emptyOdd) >>> 5;
  const downRightEven = (oppOdd >>> 1) & (emptyEven >>> 7);
  const downRightOdd = (oppEven >>> 6) & (emptyOdd >>> 7);
  const upRightEven = (oppOdd & emptyEven) << 5;
  const upRightOdd = oppEven & (emptyOdd << 5);
  const upLeftEven = (oppOdd << 6) & (emptyEven << 7);
  const upLeftOdd = (oppEven << 1) & (emptyOdd << 7);
  const dlEven = menEven & downLeftEven;
  const dlOdd = menOdd & downLeftOdd;
  const drEven = menEven & downRightEven;
  const drOdd = menOdd & downRightOdd;
  const urEven = menEven & upRightEven;
  const urOdd = menOdd & upRightOdd;
  const ulEven = menEven & upLeftEven;
  const ulOdd = menOdd & upLeftOdd;
  let leaves = 0;
  if ((dlEven | dlOdd | drEven | drOdd | urEven | urOdd | ulEven | ulOdd) !== 0) {
    // The men that can jump again from where they land (as in countMoves): then the
    // longest captures take two pieces or more, and only those men and the kings can
    // make them.
    const onEven = downLeftEven | downRightEven | upRightEven | upLeftEven;
    const onOdd = downLeftOdd | downRightOdd | upRightOdd | upLeftOdd;
    const againEven =
      (dlEven & (onEven >>> 5)) |
      (drEven & (onEven >>> 7)) |
      (urEven & (onEven << 5)) |
      (ulEven & (onEven << 7));
    const againOdd =
      (dlOdd & (onOdd >>> 5)) | (drOdd & (onOdd >>> 7)) | (urOdd & (onOdd << 5)) | (ulOdd & (onOdd << 7));
    const again = (againEven | againOdd) !== 0;
    const kingsJump =
      kings && capturingKings(ownKingsEven, ownKingsOdd, oppEven, oppOdd, emptyEven, emptyOdd);
    if (again || kingsJump) {
      return searchCaptures(
        again ? againEven : dlEven | drEven | urEven | ulEven,
        again ? againOdd : dlOdd | drOdd | urOdd | ulOdd,
        kingsJump ? capturingEven : 0,
        kingsJump ? capturingOdd : 0,
        meEven,
        meOdd,
        oppEven,
        oppOdd,
        kingsEven,
        kingsOdd,
        white,
        depth,
      );
    }
    // Captures of one piece, played from the boards of jumping men: `a` = 0 down-left and
    // up-right, 1 down-right and up-left. The piece jumped is one step on (in the other
    // word), the landing square a shift by 5 + 2a in the man's word. The shifts are written
    // in place (a call per shift was not inlined here and cost a tenth of the node).
    for (let a = 0; a <= 1; a++) {
      let jumpsEven = a === 0 ? dlEven : drEven;
      let jumpsOdd = a === 0 ? dlOdd : drOdd;
      while ((jumpsEven | jumpsOdd) !== 0) {
        const fromEven = jumpsEven & -jumpsEven;
        const fromOdd = fromEven === 0 ? jumpsOdd & -jumpsOdd : 0;
        jumpsEven ^= fromEven;
        jumpsOdd ^= fromOdd;
        const overEven = fromOdd << (a + 5);
        const overOdd = fromEven << a;
        const toEven = fromEven << (2 * a + 5);
        const toOdd = fromOdd << (2 * a + 5);
        leaves += child(
          oppEven ^ overEven,
          oppOdd ^ overOdd,
          meEven ^ fromEven ^ toEven,
          meOdd ^ fromOdd ^ toOdd,
          (kingsEven & ~overEven) | (white ? toEven & WHITE_PROMOTION : 0),
          (kingsOdd & ~overOdd) | (white ? 0 : toOdd & BLACK_PROMOTION),
          !white,
          depth - 1,
        );
      }
      jumpsEven = a === 0 ? urEven : ulEven;
      jumpsOdd = a === 0 ? urOdd : ulOdd;
      while ((jumpsEven | jumpsOdd) !== 0) {
        const fromEven = jumpsEven & -jumpsEven;
        const fromOdd = fromEven === 0 ? jumpsOdd & -jumpsOdd : 0;
        jumpsEven ^= fromEven;
        jumpsOdd ^= fromOdd;
        const overEven = fromOdd >>> a;
        const overOdd = fromEven >>> (a + 5);
        const toEven = fromEven >>> (2 * a + 5);
        const toOdd = fromOdd >>> (2 * a + 5);
        leaves += child(
          oppEven ^ overEven,
          oppOdd ^ overOdd,
          meEven ^ fromEven ^ toEven,
          meOdd ^ fromOdd ^ toOdd,
          (kingsEven & ~overEven) | (white ? toEven & WHITE_PROMOTION : 0),
          (kingsOdd & ~overOdd) | (white ? 0 : toOdd & BLACK_PROMOTION),
          !white,
          depth - 1,
        );
      }
    }
    return leaves;
  }
  if (kings && capturingKings(ownKingsEven, ownKingsOdd, oppEven, oppOdd, emptyEven, emptyOdd)) {
    return searchCaptures(
      0,
      0,
      capturingEven,
      capturingOdd,
      meEven,
      meOdd,
      oppEven,
      oppOdd,
      kingsEven,
      kingsOdd,
      white,
      depth,
    );
  }
  if (depth === 2) {
    const counted = quietTwo(meEven, meOdd, oppEven, oppOdd, kingsEven, kingsOdd, white);
    if (counted >= 0) return counted;
  }
  // Plain moves of the men, as in quietTwo: `a` = 0 up-right (White) or down-left (Black),
  // 1 up-left or down-right.
  for (let a = 0; a <= 1; a++) {
    let targetsEven: number;
    let targetsOdd: number;
    if (white) {
      targetsEven = (menOdd >>> a) & emptyEven;
      targetsOdd = (menEven >>> (a + 5)) & emptyOdd;
    } else {
      targetsEven = (menOdd << (a + 5)) & emptyEven;
      targetsOdd = (menEven << a) & emptyOdd;
    }
    while ((targetsEven | targetsOdd) !== 0) {
      const toEven = targetsEven & -targetsEven;
      const toOdd = toEven === 0 ? targetsOdd & -targetsOdd : 0;
      targetsEven ^= toEven;
      targetsOdd ^= toOdd;
      // The origin, one step back.
      const fromEven = white ? toOdd << (a + 5) : toOdd >>> a;
      const fromOdd = white ? toEven << a : toEven >>> (a + 5);
      leaves += child(
        oppEven,
        oppOdd,
        meEven ^ toEven ^ fromEven,
        meOdd ^ toOdd ^ fromOdd,
        white ? kingsEven | (toEven & WHITE_PROMOTION) : kingsEven,
        white ? kingsOdd : kingsOdd | (toOdd & BLACK_PROMOTION),
        !white,
        depth - 1,
      );
    }
  }
  return kings
    ? leaves + kingChildren(meEven, meOdd, oppEven, oppOdd, kingsEven, kingsOdd, white, depth - 1)
    : leaves;
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
  const [whiteEven, whiteOdd] = boardOf(whiteSquares);
  const [blackEven, blackOdd] = boardOf(blackSquares);
  const [kingsEven, kingsOdd] = boardOf(kingSquares);
  stackTop = 0;
  return white
    ? child(whiteEven, whiteOdd, blackEven, blackOdd, kingsEven, kingsOdd, true, depth)
    : child(blackEven, blackOdd, whiteEven, whiteOdd, kingsEven, kingsOdd, false, depth);
}

/** The two words of a set of squares. */
function boardOf(squares: readonly number[]): [number, number] {
  let even = 0;
  let odd = 0;
  for (const square of squares) {
    const at = indexOfSquare(square);
    even |= MASK_EVEN[at]!;
    odd |= MASK_ODD[at]!;
  }
  return [even, odd];
}
