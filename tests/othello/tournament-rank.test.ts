/**
 * The standings' fast ranking (numeric sort on the leading value criteria, core `rank` only
 * inside tied groups) against core `rank` on every row: the naive reference (spec §5, §8
 * decisions 6 and 16).
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { type RankCriterion, rank } from '../../src/index.js';
// The fast column ranking is internal; it is compared here with core rank row by row.
import { rankByColumns } from '../../src/othello/tournament/tournament-rank.js';

const layout = fc.record({
  count: fc.integer({ min: 0, max: 40 }),
  columns: fc.integer({ min: 1, max: 3 }),
  spread: fc.integer({ min: 1, max: 4 }),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  meetRate: fc.integer({ min: 0, max: 4 }),
  extraValue: fc.boolean(),
});

test.prop([layout], { numRuns: 200 })(
  'same places, shared flags and decidedBy as core rank on all rows',
  (spec) => {
    let state = spec.seed;
    const next = (limit: number): number => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 8) % limit;
    };
    const ids = Array.from({ length: spec.count }, (_, row) => `r${String(row).padStart(2, '0')}`);
    const columns = Array.from({ length: spec.columns }, (_, level) => ({
      name: `c${level}`,
      column: Int32Array.from({ length: spec.count }, () => next(spec.spread)),
    }));
    // A symmetric "met" relation with random mutual scores.
    const scores = new Map<string, number>();
    for (let a = 0; a < spec.count; a++) {
      for (let b = a + 1; b < spec.count; b++) {
        if (next(5) < spec.meetRate) {
          const score = next(3);
          scores.set(`${a},${b}`, score);
          scores.set(`${b},${a}`, 2 - score);
        }
      }
    }
    const extra = Int32Array.from({ length: spec.count }, () => next(2));
    const criteria: RankCriterion<number>[] = [
      ...columns.map(({ name, column }) => ({ name, value: (row: number) => column[row] as number })),
      { name: 'headToHead', headToHead: (a: number, b: number) => scores.get(`${a},${b}`) },
      ...(spec.extraValue ? [{ name: 'extra', value: (row: number) => extra[row] as number }] : []),
    ];
    const fast = rankByColumns(spec.count, ids, columns, criteria);
    const reference = rank(
      Array.from({ length: spec.count }, (_, row) => row),
      { id: (row) => ids[row] as string, criteria },
    );
    const view = (
      rows: readonly {
        id: string;
        place: number;
        lastPlace: number;
        shared: boolean;
        placeLabel: string;
        decidedBy: string | null;
      }[],
    ) =>
      rows.map(
        (row) => `${row.id} ${row.place} ${row.lastPlace} ${row.shared} ${row.placeLabel} ${row.decidedBy}`,
      );
    expect(view(fast)).toEqual(view(reference));
    for (const row of fast) {
      const other = reference.find((candidate) => candidate.id === row.id);
      expect(row.values.headToHead?.toString()).toBe(other?.values.headToHead?.toString());
    }
  },
);

const packing = fc.record({
  count: fc.integer({ min: 0, max: 60 }),
  columns: fc.integer({ min: 1, max: 3 }),
  // Small spreads give many ties; huge ones overflow the packed key and take the comparator sort.
  spread: fc.constantFrom(1, 2, 3, 50, 2 ** 20, 2 ** 40),
  offset: fc.constantFrom(0, -7, 1e6),
  fractional: fc.boolean(),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
});

test.prop([packing], { numRuns: 300 })(
  'the packed-key sort gives the same ranking as the comparison sort (fast path = straightforward path)',
  (spec) => {
    let state = spec.seed;
    const next = (limit: number): number => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return Math.floor((state / 2 ** 32) * limit);
    };
    const ids = Array.from(
      { length: spec.count },
      (_, row) => `r${String(next(1000)).padStart(3, '0')}-${row}`,
    );
    const columns = Array.from({ length: spec.columns }, (_, level) => ({
      name: `c${level}`,
      column: Float64Array.from(
        { length: spec.count },
        () => spec.offset + next(spec.spread) + (spec.fractional && level === 0 ? next(2) / 2 : 0),
      ),
    }));
    const criteria: RankCriterion<number>[] = columns.map(({ name, column }) => ({
      name,
      value: (row: number) => column[row] as number,
    }));
    const view = (
      rows: readonly { row: number; place: number; lastPlace: number; decidedBy: string | null }[],
    ) => rows.map((row) => `${row.row} ${row.place} ${row.lastPlace} ${row.decidedBy}`);
    const fast = rankByColumns(spec.count, ids, columns, criteria, 'auto');
    const plain = rankByColumns(spec.count, ids, columns, criteria, 'comparator');
    expect(view(fast)).toEqual(view(plain));
    const reference = rank(
      Array.from({ length: spec.count }, (_, row) => row),
      { id: (row) => ids[row] as string, criteria },
    );
    expect(view(fast)).toEqual(view(reference));
  },
);
