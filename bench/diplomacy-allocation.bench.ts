/** Diplomacy: allocating a round for 700 players (issue 7), rounds 1–3 with growing histories. */

import type * as DiplomacyModule from '../src/diplomacy/index.js';
import type { DiplomacyPowerPlayed } from '../src/diplomacy/index.js';
import { loadDist, suite } from './harness.js';

const { allocateDiplomacyRound, NDF_2007 } = await loadDist<typeof DiplomacyModule>('diplomacy/index.js');

const players = Array.from({ length: 700 }, (_, index) => ({ id: `p${index + 1}` }));
const relatives = Array.from({ length: 30 }, (_, index) => [`p${index * 3 + 1}`, `p${index * 3 + 2}`]);
const histories: DiplomacyPowerPlayed[][] = [[]];
for (let round = 1; round <= 3; round++) {
  const result = allocateDiplomacyRound({ players, history: histories[round - 1]!, relatives }, NDF_2007, {
    seed: round,
  });
  histories.push([
    ...histories[round - 1]!,
    ...result.boards.flatMap((board) =>
      board.seats.map((seat) => ({ player: seat.playerId, power: seat.power!, round, board: board.board })),
    ),
  ]);
}
suite(
  'allocateDiplomacyRound: 700 players, 100 boards, 30 pairs of relatives',
  [1, 2, 3].map((round) => ({
    name: `round ${round} (${histories[round - 1]!.length} powers in history)`,
    run: () =>
      allocateDiplomacyRound({ players, history: histories[round - 1]!, relatives }, NDF_2007, {
        seed: `bench ${round}`,
      }).boards.length * 7,
  })),
  { unit: 'players', minMs: 2000 },
);
