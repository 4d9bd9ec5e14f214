/**
 * Core: Fraction arithmetic vs plain numbers, ranking 10,000 rows, and the internal id table
 * against a `Map` (index a list of player ids, then resolve both ids of every game of a
 * 15-round tournament, as the Othello tournament index does).
 *
 * Fraction and rank are timed in the built package (`dist/`); the id table and the scratch
 * pool are internal (not exported), so they are timed from `src/` through tsx: their figures
 * compare two internal structures with each other, never with the built package.
 */
import { IdTable } from '../src/core/id-table.js';
import { ScratchPool } from '../src/core/scratch.js';
import type * as CoreModule from '../src/index.js';
import { loadDist, suite } from './harness.js';

const { createRandom, Fraction, rank } = await loadDist<typeof CoreModule>('index.js');

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

/**
 * Player ids and, per round, the ids of every game side in a random order, through
 * `JSON.parse` (so the game sides share the players' id strings, as in a parsed tournament).
 */
function idWorkload(players: number): { ids: string[]; sides: string[][] } {
  const random = createRandom(players);
  const ids = Array.from({ length: players }, (_, index) => `p${index}`);
  const sides = Array.from({ length: 15 }, () => random.shuffle(ids));
  return JSON.parse(JSON.stringify({ ids, sides })) as { ids: string[]; sides: string[][] };
}

for (const players of [10_000, 100_000]) {
  const { ids, sides } = idWorkload(players);
  const lookUps = players * 15;
  const pool = new ScratchPool();
  suite(
    `ids: index ${players.toLocaleString('en')} player ids, then look up ${lookUps.toLocaleString('en')} game sides`,
    [
      {
        name: 'IdTable (pooled typed array)',
        run: () =>
          pool.use((scratch) => {
            const table = new IdTable(ids, ids.length, scratch);
            for (let position = 0; position < ids.length; position++) table.add(position);
            let sum = 0;
            for (const round of sides) for (const id of round) sum += table.get(id) as number;
            return sum >= 0 ? lookUps : 0;
          }),
      },
      {
        name: 'Map<string, number> (rebuilt per call)',
        run: () => {
          const map = new Map<string, number>();
          for (let position = 0; position < ids.length; position++)
            map.set(ids[position] as string, position);
          let sum = 0;
          for (const round of sides) for (const id of round) sum += map.get(id) as number;
          return sum >= 0 ? lookUps : 0;
        },
      },
    ],
    { unit: 'look-ups', minMs: 2000 },
  );
}
