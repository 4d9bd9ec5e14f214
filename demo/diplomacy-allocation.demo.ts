/** Diplomacy: seating a qualifying round of 15 (seed 003 §1c–e). */
import { allocateDiplomacyRound, NDF_2007 } from '../src/diplomacy/index.js';

console.log('\n## mindsport/diplomacy: board seating and powers');
const players = Array.from({ length: 15 }, (_, index) => ({
  id: `player ${String(index + 1).padStart(2, '0')}`,
  travel: index < 2 ? ('abroad' as const) : index < 5 ? ('otherRegion' as const) : ('local' as const),
  paidAt: `2007-11-${String(1 + index).padStart(2, '0')}`,
}));
const round = allocateDiplomacyRound({ players, relatives: [['player 01', 'player 02']] }, NDF_2007, {
  seed: 'NM 2007 round 1',
});
for (const board of round.boards) {
  console.log(
    `board ${board.board}: ${board.seats.map((seat) => `${seat.name} (${seat.power})`).join(', ')}`,
  );
}
for (const out of round.sittingOut) console.log(`sits out: ${out.name} (decided by ${out.reason})`);
