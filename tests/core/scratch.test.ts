import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
// The scratch pool is internal (the standings' reused typed-array columns), tested directly.
import { FRESH_SCRATCH, type Scratch, ScratchPool } from '../../src/core/scratch.js';

type Kind = 'int32' | 'float64' | 'uint8';

const request = (scratch: Scratch, kind: Kind, slot: string, length: number, fill: number) =>
  scratch[kind](slot, length, fill);

describe('ScratchPool (internal: reused typed-array columns)', () => {
  it('hands out a column of the length asked for, zeroed by default, and the same memory next time', () => {
    const pool = new ScratchPool();
    let first: Int32Array | undefined;
    pool.use((scratch) => {
      first = scratch.int32('a', 5);
      expect(Array.from(first)).toEqual([0, 0, 0, 0, 0]);
      first.fill(7);
    });
    pool.use((scratch) => {
      const again = scratch.int32('a', 3);
      expect(Array.from(again)).toEqual([0, 0, 0]);
      expect(again.buffer).toBe(first?.buffer);
    });
  });

  it('fills with the value asked for, also on a column just grown', () => {
    const pool = new ScratchPool();
    pool.use((scratch) => {
      expect(Array.from(scratch.int32('a', 4, -1))).toEqual([-1, -1, -1, -1]);
      expect(Array.from(scratch.uint8('b', 2, 3))).toEqual([3, 3]);
      expect(Array.from(scratch.float64('c', 2, 0.5))).toEqual([0.5, 0.5]);
      const grown = scratch.int32('a', 5000, 9);
      expect(grown.length).toBe(5000);
      expect(grown.every((value) => value === 9)).toBe(true);
    });
  });

  it('a call nested inside use() gets fresh arrays, so it cannot overwrite the outer columns', () => {
    const pool = new ScratchPool();
    pool.use((outer) => {
      const column = outer.int32('a', 4);
      column.fill(5);
      pool.use((inner) => {
        expect(inner).toBe(FRESH_SCRATCH);
        inner.int32('a', 4).fill(6);
      });
      expect(Array.from(column)).toEqual([5, 5, 5, 5]);
    });
  });

  it('is released when the body throws', () => {
    const pool = new ScratchPool();
    expect(() =>
      pool.use(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    pool.use((scratch) => {
      expect(scratch).not.toBe(FRESH_SCRATCH);
    });
  });

  test.prop([
    fc.array(
      fc.record({
        kind: fc.constantFrom<Kind>('int32', 'float64', 'uint8'),
        slot: fc.constantFrom('a', 'b', 'c'),
        length: fc.nat({ max: 3000 }),
        fill: fc.integer({ min: 0, max: 100 }),
      }),
      { maxLength: 30 },
    ),
  ])('every column handed out is as long as asked and filled with its value (property)', (requests) => {
    const pool = new ScratchPool();
    for (const { kind, slot, length, fill } of requests) {
      pool.use((scratch) => {
        const column = request(scratch, kind, slot, length, fill);
        expect(column.length).toBe(length);
        expect(column.every((value) => value === fill)).toBe(true);
        // Dirty it for the next request from the same slot.
        column.fill(fill + 1);
      });
    }
  });

  test.prop([fc.nat({ max: 2000 }), fc.integer({ min: -5, max: 5 })])(
    'FRESH_SCRATCH always allocates a new array (property)',
    (length, fill) => {
      const a = FRESH_SCRATCH.int32('x', length, fill);
      const b = FRESH_SCRATCH.int32('x', length, fill);
      expect(a.buffer).not.toBe(b.buffer);
      expect(a.every((value) => value === fill)).toBe(true);
    },
  );
});
