/** Diplomacy: allocating a round for 700 players (issue 7), rounds 1–3 with growing histories. */
import { allocateRound, type PowerPlayed } from '../src/diplomacy/index.js';
import { suite } from './harness.js';

const players = Array.from({ length: 700 }, (_, index) => ({ id: `p${index + 1}` }));
const relatives = Array.from({ length: 30 }, (_, index) => [`p${index * 3 + 1}`, `p${index * 3 + 2}`]);
const histories: PowerPlayed[][] = [[]];
for (let round = 1; round <= 3; round++) {
  const result = allocateRound(players, histories[round - 1]!, { seed: round, relatives });
  histories.push([
    ...histories[round - 1]!,
    ...result.boards.flatMap((board) =>
      board.seats.map((seat) => ({ player: seat.player, power: seat.power!, round })),
    ),
  ]);
}
suite(
  'allocateRound: 700 players, 100 boards, 30 pairs of relatives',
  [1, 2, 3].map((round) => ({
    name: `round ${round} (${histories[round - 1]!.length} powers in history)`,
    run: () =>
      allocateRound(players, histories[round - 1]!, { seed: `bench ${round}`, relatives }).boards.length * 7,
  })),
  { unit: 'players', minMs: 2000 },
);
