/**
 * Internal: typed-array columns kept between calls of one computation.
 *
 * A typed array of more than a few thousand entries has its memory outside the JavaScript
 * heap, and on this project's machines a fresh one costs a page fault per 4 KB the first
 * time it is written: a dozen columns for 10,000 players cost a fifth of an Othello
 * standings run (docs/othello.md, "Speed of the standings"). A {@link ScratchPool} keeps each named column
 * and hands it out again, zeroed (or filled), to the next call.
 *
 * Safe by construction:
 * - a column is only reachable inside {@link ScratchPool.use}; nothing taken from it may
 *   escape into a result (callers copy values out, as Fractions or plain numbers);
 * - a call that starts while the pool is in use (the same computation reached again from
 *   user code, say a getter on an input object) gets fresh arrays, so it cannot overwrite
 *   the columns of the call it interrupted;
 * - the pool is released when the body throws.
 *
 * Not exported from the package.
 *
 * @internal
 * @module
 */

/** Hands out zero-filled (or `fill`-filled) typed arrays of a given length, by slot name. */
export interface Scratch {
  int32(slot: string, length: number, fill?: number): Int32Array;
  float64(slot: string, length: number, fill?: number): Float64Array;
  uint8(slot: string, length: number, fill?: number): Uint8Array;
}

type Column = Int32Array | Float64Array | Uint8Array;

function filled<T extends Column>(column: T, fill: number): T {
  if (fill !== 0) column.fill(fill);
  return column;
}

/** New arrays on every request: for callers outside a pool, and for nested calls. */
export const FRESH_SCRATCH: Scratch = Object.freeze({
  int32: (_slot: string, length: number, fill = 0) => filled(new Int32Array(length), fill),
  float64: (_slot: string, length: number, fill = 0) => filled(new Float64Array(length), fill),
  uint8: (_slot: string, length: number, fill = 0) => filled(new Uint8Array(length), fill),
});

/** Named columns reused from call to call; see the module comment for the rules. */
export class ScratchPool {
  #busy = false;
  readonly #int32 = new Map<string, Int32Array>();
  readonly #float64 = new Map<string, Float64Array>();
  readonly #uint8 = new Map<string, Uint8Array>();
  readonly #pooled: Scratch = {
    int32: (slot, length, fill = 0) => take(this.#int32, slot, length, fill, (size) => new Int32Array(size)),
    float64: (slot, length, fill = 0) =>
      take(this.#float64, slot, length, fill, (size) => new Float64Array(size)),
    uint8: (slot, length, fill = 0) => take(this.#uint8, slot, length, fill, (size) => new Uint8Array(size)),
  };

  /**
   * Runs `body` with this pool's columns, or with {@link FRESH_SCRATCH} when the pool is
   * already in use further up the stack.
   */
  use<T>(body: (scratch: Scratch) => T): T {
    if (this.#busy) return body(FRESH_SCRATCH);
    this.#busy = true;
    try {
      return body(this.#pooled);
    } finally {
      this.#busy = false;
    }
  }
}

/** Column `slot` of `pool` as `length` entries equal to `fill`, grown (at least doubled) when too short. */
function take<T extends Column>(
  pool: Map<string, T>,
  slot: string,
  length: number,
  fill: number,
  allocate: (length: number) => T,
): T {
  let column = pool.get(slot);
  if (column === undefined || column.length < length) {
    column = allocate(Math.max(length, 2 * (column?.length ?? 0), 1024));
    pool.set(slot, column);
    if (fill !== 0) column.fill(fill, 0, length);
  } else column.fill(fill, 0, length);
  return column.subarray(0, length) as T;
}
