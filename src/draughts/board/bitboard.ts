/**
 * Square sets of the draughts engine: 54 bits (see `squares.ts`) held as two unsigned
 * 32-bit halves `lo` (bits 0–31) and `hi` (bits 32–53). Only the helpers that the engine
 * needs outside its hot loop live here; the hot loop inlines its shifts.
 */

/** Playable squares in the low half (ghost bits 10 and 21 cleared). @internal */
export const VALID_LO = (0xffffffff & ~(1 << 10) & ~(1 << 21)) >>> 0;
/** Playable squares in the high half (bits 32–53, ghost bits 32 and 43 cleared). @internal */
export const VALID_HI = ((1 << 22) - 1) & ~1 & ~(1 << 11);
/** White's promotion row, squares 1–5 (bits 0–4). @internal */
export const WHITE_PROMOTION_LO = 0x1f;
/** Black's promotion row, squares 46–50 (bits 49–53, high bits 17–21). @internal */
export const BLACK_PROMOTION_HI = 0x1f << 17;

/**
 * Whether a bit is set in a lo/hi pair.
 *
 * @internal
 */
export function hasBit(lo: number, hi: number, bit: number): boolean {
  return bit < 32 ? ((lo >>> bit) & 1) === 1 : ((hi >>> (bit - 32)) & 1) === 1;
}
