/**
 * Internal: the position of each id in a list, for the many look-ups of one computation.
 *
 * A `Map<string, number>` rebuilt on every call is the obvious choice. For 100,000 players,
 * building it and resolving every game's two ids took about a fifth of an Othello standings
 * run: the map's table grows by doubling, each new table (up to 3.6 MB) is fresh memory that
 * costs a page fault per 4 KB, and its look-ups miss the cache. This table is an open-addressing hash table in one typed array
 * from the computation's {@link Scratch} pool (reused from call to call), holding positions
 * into the caller's own list of ids, so it allocates nothing per call and is a quarter of the
 * size. `npm run bench -- core` times the look-ups against a `Map` in the same run: about 1.6×
 * faster for 10,000 ids, 1.2× for 100,000 (docs/othello.md, "Speed of the standings").
 *
 * The hash is not seeded, so a list of ids made to collide could make the probes long. The
 * table counts its probes and, past a budget no honest list reaches, moves its entries into a
 * `Map` (whose hash is seeded) and answers from that: results never depend on the hash, and
 * the cost stays linear.
 *
 * Not exported from the package.
 *
 * @internal
 * @module
 */
import type { Scratch } from './scratch.js';

/**
 * FNV-1a over the UTF-16 code units, then the MurmurHash3 finaliser so that ids differing
 * only in their last characters ("p1", "p2", …) spread over the low bits.
 */
export function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < id.length; at++) hash = Math.imul(hash ^ id.charCodeAt(at), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** Extra probes allowed per id added (plus a constant) before the table moves to a `Map`. */
const PROBES_PER_ID = 8;
const PROBE_ALLOWANCE = 1024;

/**
 * Positions of the distinct ids of a list. The caller owns the list (`ids[position]` is the id
 * at that position) and must not change an entry once it is added.
 */
export class IdTable {
  readonly #ids: readonly string[];
  readonly #slots: Int32Array;
  readonly #mask: number;
  #probes = 0;
  #added = 0;
  #map: Map<string, number> | undefined;

  /**
   * @param ids - the caller's list; entries are read when added and on every look-up
   * @param capacity - the most ids that will be added
   * @param scratch - where the table's column comes from (`slot` names it)
   */
  constructor(ids: readonly string[], capacity: number, scratch: Scratch, slot = 'idTable') {
    let size = 16;
    while (size < 2 * capacity) size *= 2;
    this.#ids = ids;
    // Slots hold position + 1; 0 is empty. At most half full, so probes stay short.
    this.#slots = scratch.int32(slot, size);
    this.#mask = size - 1;
  }

  /** Whether the table has moved to a `Map` (ids made to collide); for tests. */
  get usesMap(): boolean {
    return this.#map !== undefined;
  }

  /** Adds `ids[position]`: returns the earlier position holding the same id, or -1 if it is new. */
  add(position: number): number {
    const id = this.#ids[position] as string;
    if (this.#map !== undefined) return addToMap(this.#map, id, position);
    const slots = this.#slots;
    const mask = this.#mask;
    let slot = hashId(id) & mask;
    for (;;) {
      const held = slots[slot] as number;
      if (held === 0) break;
      if (this.#ids[held - 1] === id) return held - 1;
      slot = (slot + 1) & mask;
      this.#probes++;
    }
    slots[slot] = position + 1;
    this.#added++;
    if (this.#probes > PROBES_PER_ID * this.#added + PROBE_ALLOWANCE) this.#moveToMap();
    return -1;
  }

  /** The position of `id`, or undefined when it was not added (or is not a string). */
  get(id: unknown): number | undefined {
    if (typeof id !== 'string') return undefined;
    if (this.#map !== undefined) return this.#map.get(id);
    const slots = this.#slots;
    const mask = this.#mask;
    let slot = hashId(id) & mask;
    for (;;) {
      const held = slots[slot] as number;
      if (held === 0) return undefined;
      if (this.#ids[held - 1] === id) return held - 1;
      slot = (slot + 1) & mask;
    }
  }

  #moveToMap(): void {
    const map = new Map<string, number>();
    const slots = this.#slots;
    for (let slot = 0; slot < slots.length; slot++) {
      const held = slots[slot] as number;
      if (held !== 0) map.set(this.#ids[held - 1] as string, held - 1);
    }
    this.#map = map;
  }
}

function addToMap(map: Map<string, number>, id: string, position: number): number {
  const earlier = map.get(id);
  if (earlier !== undefined) return earlier;
  map.set(id, position);
  return -1;
}
