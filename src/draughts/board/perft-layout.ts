/**
 * The bit layout of the perft kernel (`perft-core.ts`): its two halves and their masks.
 * Internal.
 *
 * A module of its own, with no import, on purpose: the bundler (esbuild, with
 * `minifySyntax` in `tsup.config.ts`) writes the constants of such a module into the code
 * that uses them as literal numbers. Declared in the kernel itself, which imports, they
 * stayed module variables that V8 loads and checks at every use. Instructions of the built
 * `draughtsPerft` above Node's start-up (`valgrind --tool=cachegrind --cache-sim=no` running
 * `node --single-threaded`): −7 % on the Woldouby position at depth 13, −11 % on the start
 * position at depth 8. Keep this file free of imports.
 */

/** Bits per half, and the mask of a half. */
export const HALF = 27;
export const FULL = (1 << HALF) - 1;
/** Playable squares of each half (ghost bits 10 and 21 in lo, 32 and 43 = 5 and 16 in hi). */
export const VALID_LO = FULL & ~(1 << 10) & ~(1 << 21);
export const VALID_HI = FULL & ~(1 << 5) & ~(1 << 16);
/** White promotes on squares 1–5, Black on 46–50. */
export const WHITE_PROMOTION_LO = 0x1f;
export const BLACK_PROMOTION_HI = 0x1f << 22;
/** The off-board square: its masks are empty and its neighbours are itself. */
export const OFF = 54;
