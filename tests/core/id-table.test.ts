import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
// IdTable and the scratch pool are internal (the standings' id look-up and typed-array columns), tested directly.
import { hashId, IdTable } from '../../src/core/id-table.js';
import { FRESH_SCRATCH, ScratchPool } from '../../src/core/scratch.js';

/** Adds every id of `ids` in order, as the tournament index does; returns what each add answered. */
function fill(ids: readonly string[], table: IdTable): number[] {
  return ids.map((_, position) => table.add(position));
}

/** The same answers from a Map: the first position of each id. */
function reference(ids: readonly string[]): { answers: number[]; first: Map<string, number> } {
  const first = new Map<string, number>();
  const answers = ids.map((id, position) => {
    const earlier = first.get(id);
    if (earlier !== undefined) return earlier;
    first.set(id, position);
    return -1;
  });
  return { answers, first };
}

/** FNV-1a (32 bits) over UTF-16 code units, then MurmurHash3's fmix32, in BigInt: a second implementation. */
function referenceHash(id: string): number {
  const mask = 0xffffffffn;
  let hash = 0x811c9dc5n;
  for (let at = 0; at < id.length; at++) hash = ((hash ^ BigInt(id.charCodeAt(at))) * 0x01000193n) & mask;
  hash ^= hash >> 16n;
  hash = (hash * 0x85ebca6bn) & mask;
  hash ^= hash >> 13n;
  hash = (hash * 0xc2b2ae35n) & mask;
  hash ^= hash >> 16n;
  return Number(hash);
}

/** Ids whose hash lands on slot 0 of a table of `size` slots: every one collides with the others. */
function collidingIds(count: number, size: number): string[] {
  const ids: string[] = [];
  for (let candidate = 0; ids.length < count; candidate++) {
    const id = `k${candidate}`;
    if ((hashId(id) & (size - 1)) === 0) ids.push(id);
  }
  return ids;
}

describe('IdTable (internal: positions of the ids of a list)', () => {
  it('answers -1 for a new id and the first position for a repeated one; get finds each first position', () => {
    const ids = ['ann', 'bo', 'ann', 'cy', 'bo', 'ann'];
    const table = new IdTable(ids, ids.length, FRESH_SCRATCH);
    expect(fill(ids, table)).toEqual([-1, -1, 0, -1, 1, 0]);
    expect(['ann', 'bo', 'cy'].map((id) => table.get(id))).toEqual([0, 1, 3]);
  });

  it('answers undefined for an id never added, a non-string, and on an empty table', () => {
    const ids = ['p1', 'p2'];
    const table = new IdTable(ids, 2, FRESH_SCRATCH);
    fill(ids, table);
    for (const missing of ['p3', '', 'P1', 'p1 ', 1, null, undefined, { id: 'p1' }]) {
      expect(table.get(missing)).toBeUndefined();
    }
    expect(new IdTable([], 0, FRESH_SCRATCH).get('p1')).toBeUndefined();
  });

  it('hashes as FNV-1a then fmix32 (pinned against a BigInt implementation and two literals)', () => {
    // FNV-1a of "" is its offset basis 0x811c9dc5; of "a" it is 0xe40c292c.
    expect(hashId('')).toBe(referenceHash(''));
    expect(hashId('a')).toBe(referenceHash('a'));
    expect(hashId('')).toBe(0xab3e7c0b);
    expect(hashId('a')).toBe(0x1a80b1b3);
    for (const id of ['p0', 'p1', 'NOR-000123', 'Ødegård', '🂡 ace', 'x'.repeat(300)]) {
      expect(hashId(id)).toBe(referenceHash(id));
    }
  });

  test.prop([fc.string({ unit: 'grapheme', maxLength: 6 })], { numRuns: 300 })(
    'the hash matches the BigInt implementation for any text',
    (id) => {
      expect(hashId(id)).toBe(referenceHash(id));
    },
  );

  test.prop(
    [
      fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('p1', 'p2', 'p10', 'Ann')), {
        maxLength: 300,
      }),
      fc.array(fc.string({ maxLength: 4 }), { maxLength: 20 }),
    ],
    { numRuns: 300 },
  )('agrees with a Map on every add and every look-up, duplicates included', (ids, probes) => {
    const table = new IdTable(ids, ids.length, FRESH_SCRATCH);
    const { answers, first } = reference(ids);
    expect(fill(ids, table)).toEqual(answers);
    for (const id of [...ids, ...probes]) expect(table.get(id)).toBe(first.get(id));
  });

  it('an honest list of 100,000 ids stays in the typed array', () => {
    const ids = Array.from({ length: 100_000 }, (_, index) => `p${index}`);
    const table = new IdTable(ids, ids.length, FRESH_SCRATCH);
    expect(fill(ids, table).every((answer) => answer === -1)).toBe(true);
    expect(table.usesMap).toBe(false);
    expect(table.get('p99999')).toBe(99_999);
  });

  it('ids made to collide move the table to a Map, and every answer stays right', () => {
    // 300 ids for a table of 1024 slots, all hashed to slot 0: the probes pass the budget.
    const ids = collidingIds(300, 1024);
    const withRepeats = [...ids, ids[7] as string, ids[299] as string];
    const table = new IdTable(withRepeats, withRepeats.length, FRESH_SCRATCH);
    const { answers, first } = reference(withRepeats);
    expect(fill(withRepeats, table)).toEqual(answers);
    expect(table.usesMap).toBe(true);
    for (const id of ids) expect(table.get(id)).toBe(first.get(id));
    expect(table.get('k-none')).toBeUndefined();
  });

  it('a few colliding ids are probed past and stay in the typed array', () => {
    const ids = collidingIds(20, 64);
    const table = new IdTable(ids, ids.length, FRESH_SCRATCH);
    fill(ids, table);
    expect(table.usesMap).toBe(false);
    ids.forEach((id, position) => {
      expect(table.get(id)).toBe(position);
    });
  });

  it('a table taken from a pool starts empty, though the last call filled the same column', () => {
    const pool = new ScratchPool();
    pool.use((scratch) => {
      const ids = ['a', 'b', 'c'];
      fill(ids, new IdTable(ids, 3, scratch));
    });
    pool.use((scratch) => {
      const ids = ['c', 'd'];
      const table = new IdTable(ids, 2, scratch);
      expect(table.get('a')).toBeUndefined();
      expect(fill(ids, table)).toEqual([-1, -1]);
      expect(table.get('c')).toBe(0);
    });
  });
});
