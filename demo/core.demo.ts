/** Core: exact fractions, ranking with shared places, sharing place values. */
import { createRandom, Fraction, rank, sharePlaceValues } from '../src/index.js';

console.log('\n## mindsport (core)');
// The seed's C-Diplo example (shared/spec/diplomacy.md §2) through the core mechanisms.
const centres: [string, number][] = [
  ['England', 11],
  ['France', 8],
  ['Turkey', 8],
  ['Austria', 3],
  ['Russia', 3],
  ['Italy', 1],
  ['Germany', 0],
];
const ranked = rank(centres, {
  id: ([power]) => power,
  criteria: [{ name: 'centres', value: ([, count]) => count }],
});
const bonus = sharePlaceValues(ranked, [38, 14, 7]);
for (const [index, row] of ranked.entries()) {
  const score = bonus[index]!.add(row.row[1]).add(1);
  console.log(
    `${row.placeLabel.padEnd(4)} ${row.id.padEnd(8)} ${String(row.row[1]).padStart(2)} SC  ${score}`,
  );
}
console.log(`three-way tie for first: (38 + 14 + 7) / 3 = ${Fraction.of(38 + 14 + 7, 3)}`);
console.log(`NM points: 150 % of 7 = ${Fraction.of(7).mul('150%')}`);
console.log(
  `coin toss for 'KOA final 2026': ${createRandom('KOA final 2026').coin() ? 'black' : 'white'} chooses`,
);
