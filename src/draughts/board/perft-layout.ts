/**
 * The bit layout of the perft kernel (`perft-core.ts`): its two halves and their masks.
 * Internal.
 *
 * The board is split by rows: the even rows (0, 2, …, 8 from the top: squares 1–5, 11–15,
 * …, 41–45) in one 32-bit word, the odd rows (squares 6–10, …, 46–50) in the other. Square
 * `j` (0–4) of row `r` is bit `6 ⌊r / 2⌋ + j` of its row's word: five bits per row and one
 * ghost bit after them (5, 11, 17, 23), which never holds a piece and is never free. A
 * diagonal step always changes the row's parity, so it moves a set from one word to the
 * other by one shift (see `perft-core.ts`), and a step off the board lands on a ghost bit
 * or outside bits 0–28.
 *
 * A module of its own, with no import, on purpose: the bundler (esbuild, with
 * `minifySyntax` in `tsup.config.ts`) writes the constants of such a module into the code
 * that uses them as literal numbers. Declared in the kernel itself, which imports, they
 * stayed module variables that V8 loads and checks at every use. Instructions of the built
 * `draughtsPerft` above Node's start-up (`valgrind --tool=cachegrind --cache-sim=no` running
 * `node --single-threaded`): −7 % on the Woldouby position at depth 13, −11 % on the start
 * position at depth 8. Keep this file free of imports.
 */

/** The playable squares of either word: bits 0–4, 6–10, 12–16, 18–22 and 24–28. */
export const VALID = 0x1f7df7df;
/** Added to a bit of the odd rows' word to give its index in the kernel's tables. */
export const ODD = 32;
/** White promotes on squares 1–5 (row 0, even), Black on 46–50 (row 9, odd). */
export const WHITE_PROMOTION = 0x1f;
export const BLACK_PROMOTION = 0x1f << 24;
/** The off-board index: its masks are empty and its neighbours are itself. */
export const OFF = 63;
