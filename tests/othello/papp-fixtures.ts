/** The tournament of the constructed PAPP and WOF fixtures (tests/fixtures/papp/README.md). */
import type { OthelloTournament } from '../../src/othello/index.js';

/** The constructed tournament of tests/fixtures/papp (README there): a bye, a withdrawal. */
export const osloOpen: OthelloTournament = {
  name: 'Oslo Open',
  plannedRounds: 2,
  players: [
    { id: '140001', name: 'HANSEN, Ola', country: 'NOR', rating: 1720 },
    { id: '140002', name: 'BERG, Kari', country: 'NOR', rating: 1650 },
    { id: '150010', name: 'LIND, Per', country: 'SWE', rating: 1580 },
    { id: '9000', name: 'NYMANN, Anne', country: 'NOR', withdrawnFromRound: 2 },
  ],
  rounds: [
    {
      games: [
        { black: '140001', blackDiscs: 40, white: '9000', whiteDiscs: 24 },
        { black: '150010', blackDiscs: 30, white: '140002', whiteDiscs: 34 },
      ],
      byes: [],
    },
    { games: [{ black: '140002', blackDiscs: 33, white: '140001', whiteDiscs: 31 }], byes: ['150010'] },
  ],
};
