/**
 * The fast, mutable core of the draughts engine: a bitboard position and a move
 * generator for international draughts (FMJD rules), used by the public move functions
 * and the PDN replay (`perft` has its own kernel, `perft-core.ts`). Nothing here allocates while generating or playing moves.
 *
 * Moves are kept on one `Int32Array` stack, three entries per move: `from | to << 8`
 * (engine bits, see `squares.ts`), then the low and high halves of the set of captured
 * pieces. Two capture paths with the same origin, destination and captured set are one
 * move (they reach the same position), so the generator stores it once.
 */
import { BLACK_PROMOTION_HI, VALID_HI, VALID_LO, WHITE_PROMOTION_LO } from './bitboard.js';
import { BIT_COUNT, NEIGHBOUR } from './squares.js';

/** Low-half mask of each engine bit. @internal */
const BIT_LO = new Int32Array(BIT_COUNT);
/** High-half mask of each engine bit. @internal */
const BIT_HI = new Int32Array(BIT_COUNT);
for (let bit = 0; bit < BIT_COUNT; bit++) {
  if (bit < 32) BIT_LO[bit] = 1 << bit;
  else BIT_HI[bit] = 1 << (bit - 32);
}

/** For each bit and direction, the landing square of a man's jump (two steps), or -1. @internal */
const JUMP = new Int8Array(BIT_COUNT * 4).fill(-1);
for (let bit = 0; bit < BIT_COUNT; bit++) {
  for (let direction = 0; direction < 4; direction++) {
    const middle = NEIGHBOUR[bit * 4 + direction]!;
    if (middle >= 0) JUMP[bit * 4 + direction] = NEIGHBOUR[middle * 4 + direction]!;
  }
}

/** Index of the lowest set bit of a non-zero 32-bit value. */
function lowestBit(value: number): number {
  return 31 - Math.clz32(value & -value);
}

/** One way a capture can be played: landing squares (engine bits, origin first) and captured pieces in order. @internal */
export interface CapturePath {
  /** Engine bits where the piece stands: origin, each landing square. */
  readonly landings: readonly number[];
  /** Engine bits of the captured pieces, in the order they were jumped. */
  readonly captured: readonly number[];
}

/**
 * Mutable bitboard position with move generation, make and unmake.
 *
 * @internal
 */
export class DraughtsBoard {
  /** White pieces, bits 0–31. */
  whiteLo = 0;
  /** White pieces, bits 32–53. */
  whiteHi = 0;
  /** Black pieces, bits 0–31. */
  blackLo = 0;
  /** Black pieces, bits 32–53. */
  blackHi = 0;
  /** Kings of either colour, bits 0–31. */
  kingsLo = 0;
  /** Kings of either colour, bits 32–53. */
  kingsHi = 0;
  /** Whether White is to move. */
  whiteToMove = true;

  /** The move stack: three entries per move. */
  moves: Int32Array = new Int32Array(3 * 4096);
  /** First free entry of the move stack. */
  top = 0;

  /** When set, capture generation also records every path of every capture in `paths`. */
  recordPaths = false;
  /** Paths of the moves generated last (by move index from the generation start), when recording. */
  paths: CapturePath[][] = [];

  // Scratch state of the capture search.
  private oppLo = 0;
  private oppHi = 0;
  private emptyLo = 0;
  private emptyHi = 0;
  private origin = 0;
  private best = 0;
  private start = 0;
  private end = 0;
  private readonly landingStack = new Int8Array(64);
  private readonly capturedStack = new Int8Array(64);

  /** Copies another board's pieces and side to move. */
  copyFrom(other: DraughtsBoard): void {
    this.whiteLo = other.whiteLo;
    this.whiteHi = other.whiteHi;
    this.blackLo = other.blackLo;
    this.blackHi = other.blackHi;
    this.kingsLo = other.kingsLo;
    this.kingsHi = other.kingsHi;
    this.whiteToMove = other.whiteToMove;
  }

  private ensureCapacity(entries: number): void {
    if (entries <= this.moves.length) return;
    const grown = new Int32Array(Math.max(entries, this.moves.length * 2));
    grown.set(this.moves);
    this.moves = grown;
  }

  /**
   * Generates the legal moves at `top` (without moving `top`) and returns how many.
   * Captures are compulsory and only the maximum captures are generated.
   */
  generate(): number {
    const count = this.generateCaptures();
    if (count > 0) return count;
    return this.generateQuiet();
  }

  /**
   * Generates the maximum captures at `top`; returns how many (0 when there is none).
   *
   * A move-generation kernel kept whole (over 80 lines, issue 25's exception): the loop
   * state lives in locals (the board's six words, the stack, the best capture length), which
   * a split into per-direction calls would pass around on every square.
   */
  generateCaptures(): number {
    const white = this.whiteToMove;
    const ownLo = white ? this.whiteLo : this.blackLo;
    const ownHi = white ? this.whiteHi : this.blackHi;
    const oppLo = white ? this.blackLo : this.whiteLo;
    const oppHi = white ? this.blackHi : this.whiteHi;
    const emptyLo = VALID_LO & ~(this.whiteLo | this.blackLo);
    const emptyHi = VALID_HI & ~(this.whiteHi | this.blackHi);
    const menLo = ownLo & ~this.kingsLo;
    const menHi = ownHi & ~this.kingsHi;
    this.oppLo = oppLo;
    this.oppHi = oppHi;
    this.start = this.top;
    this.end = this.top;
    this.best = 0;
    if (this.recordPaths) this.paths = [];

    // Men that can make a first jump, per direction: an opponent next to them and an empty
    // square behind it. Shifting towards bit 0 by k: lo' = lo >>> k | hi << (32 - k), hi' = hi >>> k.
    const down5Lo = oppLo & ((emptyLo >>> 5) | (emptyHi << 27));
    const down5Hi = oppHi & (emptyHi >>> 5);
    const from5Lo = (down5Lo >>> 5) | (down5Hi << 27);
    const from5Hi = down5Hi >>> 5;
    const down6Lo = oppLo & ((emptyLo >>> 6) | (emptyHi << 26));
    const down6Hi = oppHi & (emptyHi >>> 6);
    const from6Lo = (down6Lo >>> 6) | (down6Hi << 26);
    const from6Hi = down6Hi >>> 6;
    const up5Lo = oppLo & (emptyLo << 5);
    const up5Hi = oppHi & ((emptyHi << 5) | (emptyLo >>> 27));
    const fromUp5Lo = up5Lo << 5;
    const fromUp5Hi = (up5Hi << 5) | (up5Lo >>> 27);
    const up6Lo = oppLo & (emptyLo << 6);
    const up6Hi = oppHi & ((emptyHi << 6) | (emptyLo >>> 26));
    const fromUp6Lo = up6Lo << 6;
    const fromUp6Hi = (up6Hi << 6) | (up6Lo >>> 26);
    const men5Lo = menLo & from5Lo;
    const men5Hi = menHi & from5Hi;
    const men6Lo = menLo & from6Lo;
    const men6Hi = menHi & from6Hi;
    const menUp5Lo = menLo & fromUp5Lo;
    const menUp5Hi = menHi & fromUp5Hi;
    const menUp6Lo = menLo & fromUp6Lo;
    const menUp6Hi = menHi & fromUp6Hi;
    let candidatesLo = men5Lo | men6Lo | menUp5Lo | menUp6Lo;
    let candidatesHi = men5Hi | men6Hi | menUp5Hi | menUp6Hi;
    const ownKings = (ownLo & this.kingsLo) | (ownHi & this.kingsHi);
    if ((candidatesLo | candidatesHi) !== 0 && ownKings === 0 && !this.recordPaths) {
      // Men only: when no landing square allows a second jump, every capture is a single
      // jump and each (man, direction) is a different move; store them straight from the masks.
      const landingLo =
        (men5Lo << 10) |
        (men6Lo << 12) |
        ((menUp5Lo >>> 10) | (menUp5Hi << 22)) |
        ((menUp6Lo >>> 12) | (menUp6Hi << 20));
      const landingHi =
        (men5Hi << 10) |
        (men5Lo >>> 22) |
        ((men6Hi << 12) | (men6Lo >>> 20)) |
        (menUp5Hi >>> 10) |
        (menUp6Hi >>> 12);
      const againLo = from5Lo | from6Lo | fromUp5Lo | fromUp6Lo;
      const againHi = from5Hi | from6Hi | fromUp5Hi | fromUp6Hi;
      if (((landingLo & againLo) | (landingHi & againHi)) === 0) {
        this.ensureCapacity(this.top + 3 * 80);
        let end = this.top;
        end = this.pushJumps(men5Lo, 0, 5, end);
        end = this.pushJumps(men5Hi, 32, 5, end);
        end = this.pushJumps(men6Lo, 0, 6, end);
        end = this.pushJumps(men6Hi, 32, 6, end);
        end = this.pushJumps(menUp5Lo, 0, -5, end);
        end = this.pushJumps(menUp5Hi, 32, -5, end);
        end = this.pushJumps(menUp6Lo, 0, -6, end);
        end = this.pushJumps(menUp6Hi, 32, -6, end);
        return (end - this.top) / 3;
      }
    }
    while (candidatesLo !== 0) {
      const bit = lowestBit(candidatesLo);
      candidatesLo &= candidatesLo - 1;
      this.startCapture(bit, emptyLo, emptyHi);
      this.manCapture(bit, 0, 0, 0);
    }
    while (candidatesHi !== 0) {
      const bit = lowestBit(candidatesHi) + 32;
      candidatesHi &= candidatesHi - 1;
      this.startCapture(bit, emptyLo, emptyHi);
      this.manCapture(bit, 0, 0, 0);
    }
    let kingsLo = ownLo & this.kingsLo;
    let kingsHi = ownHi & this.kingsHi;
    while (kingsLo !== 0) {
      const bit = lowestBit(kingsLo);
      kingsLo &= kingsLo - 1;
      this.startCapture(bit, emptyLo, emptyHi);
      this.kingCapture(bit, 0, 0, 0, -1);
    }
    while (kingsHi !== 0) {
      const bit = lowestBit(kingsHi) + 32;
      kingsHi &= kingsHi - 1;
      this.startCapture(bit, emptyLo, emptyHi);
      this.kingCapture(bit, 0, 0, 0, -1);
    }
    return (this.end - this.start) / 3;
  }

  /** Stores the single jumps of the men in `men` (bits offset by `offset`) in bit step `step`. */
  private pushJumps(men: number, offset: number, step: number, end: number): number {
    const moves = this.moves;
    let rest = men;
    while (rest !== 0) {
      const from = lowestBit(rest) + offset;
      rest &= rest - 1;
      const middle = from + step;
      moves[end] = from | ((middle + step) << 8);
      moves[end + 1] = BIT_LO[middle]!;
      moves[end + 2] = BIT_HI[middle]!;
      end += 3;
    }
    return end;
  }

  /** The capturing piece leaves its square: it counts as empty during the sequence. */
  private startCapture(bit: number, emptyLo: number, emptyHi: number): void {
    this.origin = bit;
    this.emptyLo = emptyLo | BIT_LO[bit]!;
    this.emptyHi = emptyHi | BIT_HI[bit]!;
    this.landingStack[0] = bit;
  }

  /** Continues a man's capture from `bit` after `count` captures (set `capturedLo/Hi`). */
  private manCapture(bit: number, capturedLo: number, capturedHi: number, count: number): void {
    let found = false;
    const base = bit * 4;
    // Opponent pieces not yet jumped (jumped pieces stay on the board until the end).
    const targetsLo = this.oppLo & ~capturedLo;
    const targetsHi = this.oppHi & ~capturedHi;
    const emptyLo = this.emptyLo;
    const emptyHi = this.emptyHi;
    for (let direction = 0; direction < 4; direction++) {
      const landing = JUMP[base + direction]!;
      if (landing < 0 || ((emptyLo & BIT_LO[landing]!) | (emptyHi & BIT_HI[landing]!)) === 0) continue;
      const middle = NEIGHBOUR[base + direction]!;
      const middleLo = BIT_LO[middle]!;
      const middleHi = BIT_HI[middle]!;
      if (((targetsLo & middleLo) | (targetsHi & middleHi)) === 0) continue;
      found = true;
      this.capturedStack[count] = middle;
      this.landingStack[count + 1] = landing;
      this.manCapture(landing, capturedLo | middleLo, capturedHi | middleHi, count + 1);
    }
    if (!found && count > 0) this.record(bit, capturedLo, capturedHi, count);
  }

  /** Continues a flying king's capture from `bit`; `from` is the direction it came in (-1 at the start). */
  private kingCapture(
    bit: number,
    capturedLo: number,
    capturedHi: number,
    count: number,
    from: number,
  ): void {
    let found = false;
    for (let direction = 0; direction < 4; direction++) {
      // Going straight back would meet the piece just jumped, which stays on the board.
      if (direction === 3 - from) continue;
      let square = NEIGHBOUR[bit * 4 + direction]!;
      while (square >= 0 && ((this.emptyLo & BIT_LO[square]!) | (this.emptyHi & BIT_HI[square]!)) !== 0) {
        square = NEIGHBOUR[square * 4 + direction]!;
      }
      if (square < 0) continue;
      const middleLo = BIT_LO[square]!;
      const middleHi = BIT_HI[square]!;
      if (((this.oppLo & ~capturedLo & middleLo) | (this.oppHi & ~capturedHi & middleHi)) === 0) continue;
      let landing = NEIGHBOUR[square * 4 + direction]!;
      while (landing >= 0 && ((this.emptyLo & BIT_LO[landing]!) | (this.emptyHi & BIT_HI[landing]!)) !== 0) {
        found = true;
        this.capturedStack[count] = square;
        this.landingStack[count + 1] = landing;
        this.kingCapture(landing, capturedLo | middleLo, capturedHi | middleHi, count + 1, direction);
        landing = NEIGHBOUR[landing * 4 + direction]!;
      }
    }
    if (!found && count > 0) this.record(bit, capturedLo, capturedHi, count);
  }

  /** Keeps a finished capture if it is a maximum one and not already stored. */
  private record(to: number, capturedLo: number, capturedHi: number, count: number): void {
    if (count < this.best) return;
    if (count > this.best) {
      this.best = count;
      this.end = this.start;
      if (this.recordPaths) this.paths = [];
    }
    const fromTo = this.origin | (to << 8);
    const moves = this.moves;
    for (let index = this.start; index < this.end; index += 3) {
      if (moves[index] === fromTo && moves[index + 1] === capturedLo && moves[index + 2] === capturedHi) {
        if (this.recordPaths) this.paths[(index - this.start) / 3]!.push(this.currentPath(count));
        return;
      }
    }
    this.ensureCapacity(this.end + 3);
    const stack = this.moves;
    stack[this.end] = fromTo;
    stack[this.end + 1] = capturedLo;
    stack[this.end + 2] = capturedHi;
    this.end += 3;
    if (this.recordPaths) this.paths.push([this.currentPath(count)]);
  }

  private currentPath(count: number): CapturePath {
    return {
      landings: Array.from(this.landingStack.subarray(0, count + 1)),
      captured: Array.from(this.capturedStack.subarray(0, count)),
    };
  }

  /** Generates the non-capturing moves at `top`; returns how many. */
  generateQuiet(): number {
    const white = this.whiteToMove;
    const ownLo = white ? this.whiteLo : this.blackLo;
    const ownHi = white ? this.whiteHi : this.blackHi;
    const emptyLo = VALID_LO & ~(this.whiteLo | this.blackLo);
    const emptyHi = VALID_HI & ~(this.whiteHi | this.blackHi);
    const menLo = ownLo & ~this.kingsLo;
    const menHi = ownHi & ~this.kingsHi;
    this.ensureCapacity(this.top + 3 * 200);
    let end = this.top;
    const moves = this.moves;
    for (let k = 5; k <= 6; k++) {
      let targetsLo: number;
      let targetsHi: number;
      if (white) {
        targetsLo = ((menLo >>> k) | (menHi << (32 - k))) & emptyLo;
        targetsHi = (menHi >>> k) & emptyHi;
      } else {
        targetsLo = (menLo << k) & emptyLo;
        targetsHi = ((menHi << k) | (menLo >>> (32 - k))) & emptyHi;
      }
      const step = white ? k : -k;
      while (targetsLo !== 0) {
        const to = lowestBit(targetsLo);
        targetsLo &= targetsLo - 1;
        moves[end] = (to + step) | (to << 8);
        moves[end + 1] = 0;
        moves[end + 2] = 0;
        end += 3;
      }
      while (targetsHi !== 0) {
        const to = lowestBit(targetsHi) + 32;
        targetsHi &= targetsHi - 1;
        moves[end] = (to + step) | (to << 8);
        moves[end + 1] = 0;
        moves[end + 2] = 0;
        end += 3;
      }
    }
    let kingsLo = ownLo & this.kingsLo;
    let kingsHi = ownHi & this.kingsHi;
    while ((kingsLo | kingsHi) !== 0) {
      let from: number;
      if (kingsLo !== 0) {
        from = lowestBit(kingsLo);
        kingsLo &= kingsLo - 1;
      } else {
        from = lowestBit(kingsHi) + 32;
        kingsHi &= kingsHi - 1;
      }
      for (let direction = 0; direction < 4; direction++) {
        let square = NEIGHBOUR[from * 4 + direction]!;
        while (square >= 0 && ((emptyLo & BIT_LO[square]!) | (emptyHi & BIT_HI[square]!)) !== 0) {
          if (end + 3 > this.moves.length) this.ensureCapacity(end + 3);
          const stack = this.moves;
          stack[end] = from | (square << 8);
          stack[end + 1] = 0;
          stack[end + 2] = 0;
          end += 3;
          square = NEIGHBOUR[square * 4 + direction]!;
        }
      }
    }
    return (end - this.top) / 3;
  }

  /** Plays the move stored at stack entry `index` (not checked for legality). */
  play(index: number): void {
    const moves = this.moves;
    const fromTo = moves[index]!;
    const from = fromTo & 0xff;
    const to = (fromTo >>> 8) & 0xff;
    const capturedLo = moves[index + 1]!;
    const capturedHi = moves[index + 2]!;
    const moveLo = BIT_LO[from]! ^ BIT_LO[to]!;
    const moveHi = BIT_HI[from]! ^ BIT_HI[to]!;
    const isKing = ((this.kingsLo & BIT_LO[from]!) | (this.kingsHi & BIT_HI[from]!)) !== 0;
    if (isKing) {
      this.kingsLo ^= moveLo;
      this.kingsHi ^= moveHi;
    }
    this.kingsLo &= ~capturedLo;
    this.kingsHi &= ~capturedHi;
    if (this.whiteToMove) {
      this.whiteLo ^= moveLo;
      this.whiteHi ^= moveHi;
      this.blackLo &= ~capturedLo;
      this.blackHi &= ~capturedHi;
      if (!isKing) this.kingsLo |= BIT_LO[to]! & WHITE_PROMOTION_LO;
    } else {
      this.blackLo ^= moveLo;
      this.blackHi ^= moveHi;
      this.whiteLo &= ~capturedLo;
      this.whiteHi &= ~capturedHi;
      if (!isKing) this.kingsHi |= BIT_HI[to]! & BLACK_PROMOTION_HI;
    }
    this.whiteToMove = !this.whiteToMove;
  }
}
