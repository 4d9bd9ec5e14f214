/** Othello Swiss pairing: an 11-player event paired round by round (KOA III, NOF §20b, §26). */
import { createRandom } from '../src/core/index.js';
import {
  KOA_MODIFIED_SWISS_PAIRING,
  pairOthelloRound,
  type OthelloTournament as Tournament,
} from '../src/othello/index.js';

console.log('\n## mindsport/othello: Swiss pairing (optimal weighted matching)');
const names = ['Aas', 'Berg', 'Dahl', 'Eng', 'Lie', 'Moe', 'Nes', 'Rud', 'Sand', 'Vik', 'Øye'];
const players = names.map((name, index) => ({
  id: String(index + 1),
  name,
  ...(index < 8 ? { ratingListPosition: index + 1 } : {}),
  ...(name === 'Rud' ? { withdrawnFromRound: 4 } : {}),
}));
const random = createRandom('demo results');
let tournament: Tournament = { players, rounds: [], plannedRounds: 5 };
for (let round = 1; round <= 5; round++) {
  const pairing = pairOthelloRound(tournament, { ...KOA_MODIFIED_SWISS_PAIRING, firstRound: 'rating' });
  const games = pairing.games.map((game) => {
    const blackDiscs = random.int(65);
    return { ...game, blackDiscs, whiteDiscs: 64 - blackDiscs };
  });
  const board = pairing.games.map((game) => `${game.black}-${game.white}`).join(' ');
  console.log(`round ${round}: ${board}${pairing.bye === null ? '' : `, bye ${pairing.bye}`}`);
  const reasons = pairing.notes.filter((note) => note.kind !== 'colourRepeat').map((note) => note.message);
  for (const reason of reasons.slice(0, 2)) console.log(`  ${reason}`);
  tournament = {
    ...tournament,
    rounds: [...tournament.rounds, { games, byes: pairing.bye === null ? [] : [pairing.bye] }],
  };
}
const last = pairOthelloRound(tournament, KOA_MODIFIED_SWISS_PAIRING);
console.log(`round 6 cost by priority: ${JSON.stringify(last.cost)}`);
