/**
 * Core: Fraction arithmetic vs plain numbers, and ranking 10,000 rows, timed in the built
 * package (`dist/`).
 */
import type * as CoreModule from '../src/index.js';
import { loadDist, suite } from './harness.js';

const { Fraction, rank } = await loadDist<typeof CoreModule>('index.js');

const count = 100_000;
const numerators = Array.from({ length: count }, (_, index) => (index * 7919) % 1000);
const denominators = Array.from({ length: count }, (_, index) => 1 + ((index * 104_729) % 12));

suite(
  'Fraction: summing 100,000 small fractions',
  [
    {
      name: 'Fraction.add (exact)',
      run: () => {
        let total = Fraction.ZERO;
        for (let index = 0; index < count; index++) {
          total = total.add(Fraction.of(numerators[index]!, denominators[index]!));
        }
        return count;
      },
    },
    {
      name: 'number + (inexact baseline)',
      run: () => {
        let total = 0;
        for (let index = 0; index < count; index++) total += numerators[index]! / denominators[index]!;
        return total > 0 ? count : 0;
      },
    },
  ],
  { unit: 'adds' },
);

const rows = Array.from({ length: 10_000 }, (_, index) => ({
  id: `p${index}`,
  points: (index * 31) % 14,
  discs: (index * 17) % 900,
  score: Fraction.of((index * 13) % 100, 3),
}));
suite(
  'rank: 10,000 rows',
  [
    {
      name: 'points, discs (numbers)',
      run: () =>
        rank(rows, {
          id: (row) => row.id,
          criteria: [
            { name: 'points', value: (row) => row.points },
            { name: 'discs', value: (row) => row.discs },
          ],
        }).length,
    },
    {
      name: 'score (Fractions), discs',
      run: () =>
        rank(rows, {
          id: (row) => row.id,
          criteria: [
            { name: 'score', value: (row) => row.score },
            { name: 'discs', value: (row) => row.discs },
          ],
        }).length,
    },
    {
      name: 'Array.sort baseline (no ties, no output rows)',
      run: () => [...rows].sort((a, b) => b.points - a.points || b.discs - a.discs).length,
    },
  ],
  { unit: 'rows' },
);
