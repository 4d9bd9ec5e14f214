/**
 * `mindsport/diplomacy`: the seed's C-Diplo example, other systems on the same board, the
 * reversed count-back and the top-board tie rule of the Norwegian championship (seed 003).
 */
import {
  CARNAGE_DEAD_EQUAL,
  type DiplomacyBoard,
  type DiplomacyGameResult,
  type DiplomacyTournament,
  diplomacyQualification,
  diplomacyTopBoard,
  POWERS,
  parseGameResult,
  powerChoiceOrder,
  scoreCarnage,
  scoreCDiplo,
  scoreOpenTribute,
  scoreSumOfSquares,
  scoreTribute,
} from '../src/diplomacy/index.js';

console.log('\n## mindsport/diplomacy');
const seedGame = parseGameResult('E11 F8 T8 A3 R3 I1 G0');
const line = (name: string, scores: Record<string, { format(options?: { decimals?: number }): string }>) =>
  console.log(
    `${name.padEnd(16)} ${POWERS.map((power) => scores[power]!.format({ decimals: 2 }).padStart(7)).join(' ')}`,
  );
console.log(
  `seed §2d: E 11, F 8, T 8, A 3, R 3, I 1, G 0 (columns ${POWERS.map((p) => p.slice(0, 3)).join(' ')})`,
);
line('C-Diplo (seed)', scoreCDiplo(seedGame));
line('Sum of Squares', scoreSumOfSquares(seedGame));
line('Carnage (dead =)', scoreCarnage(seedGame, CARNAGE_DEAD_EQUAL));
line('Tribute', scoreTribute(seedGame));
line('OpenTribute', scoreOpenTribute(seedGame));

// Reversed count-back (seed §3a): Austria 9 then 11 beats England 10 then 11.
const histories = [
  [5, 6, 6, 7, 8, 8, 9, 11],
  [4, 5, 6, 7, 8, 9, 10, 11],
  [5, 5, 5, 5, 5, 5, 5, 5],
  [5, 5, 5, 5, 5, 4, 4, 4],
  [4, 4, 4, 4, 4, 4, 3, 3],
  [4, 4, 3, 2, 1, 1, 1, 0],
  [3, 3, 3, 3, 2, 1, 0, 0],
];
const names = ['Anne', 'Bård', 'Cecilie', 'Dag', 'Eirik', 'Frida', 'Geir'];
const game = parseGameResult('A11 E11 F5 G4 I3 R0 T0');
const board: DiplomacyBoard = {
  board: 1,
  game: {
    powers: Object.fromEntries(
      POWERS.map((power, index) => [
        power,
        { ...game.powers[power], player: names[index]!, history: histories[index]! },
      ]),
    ) as unknown as DiplomacyGameResult['powers'],
  },
};
const tournament: DiplomacyTournament = {
  players: names.map((id) => ({ id })),
  rounds: [{ round: 1, boards: [board] }],
};
console.log('\nqualification after one round (seed §3a, decisions 4–5):');
for (const row of diplomacyQualification(tournament).rows) {
  console.log(
    `  ${row.placeLabel.padEnd(3)} ${row.name.padEnd(8)} ${row.score.format().padStart(5)}  ${row.decidedBy ?? ''}`,
  );
}

// Top board (seed §3b): choice positions, then SC ties go to the later chooser.
const qualifiers = ['Kari', 'Ola', 'Per', 'Siri', 'Bjørg', 'Bjørn', 'Arne'];
const order = powerChoiceOrder(qualifiers, [3, 4, 2, 1, 5, 7, 6]);
console.log(`\npower-choice order: ${order.join(', ')}`);
const top = parseGameResult('A12 E12 F4 G3 I2 R1 T0');
const seatedNames = ['Kari', 'Bjørn', 'Siri', 'Per', 'Ola', 'Bjørg', 'Arne'];
const seated = Object.fromEntries(
  POWERS.map((power, index) => [power, { ...top.powers[power], player: seatedNames[index]! }]),
) as unknown as DiplomacyGameResult['powers'];
const places = diplomacyTopBoard({
  players: seatedNames.map((id) => ({ id })),
  rounds: [{ round: 4, boards: [{ board: 1, game: { powers: seated } }] }],
  topBoardChoiceOrder: order,
}).rows;
console.log(
  `top board: ${places.map((row) => `${row.place}. ${row.name} (${row.supplyCentres})`).join(', ')}`,
);
console.log(`Bjørn and Kari both have 12; Bjørn chose later, so ${places[0]!.name} is champion.`);
