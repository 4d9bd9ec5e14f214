/** The contract row of `mindsport/othello` (API.md; tests/contract/contract.test.ts). */
import * as api from '../../src/othello/index.js';
import type { ContractModule } from './contract.js';

/** A valid tournament that uses every optional field the module reads. */
const document = {
  $schema: 'https://mindsport.dev/schemas/othello-tournament.schema.json',
  name: 'Contract Open',
  plannedRounds: 3,
  players: [
    { id: 'a', name: 'Ann', rating: 2000, ratingListPosition: 1, country: 'NOR', flags: ['junior'] },
    { id: 'b', name: 'Bo', rating: 1800 },
    { id: 'c', name: 'Cy', enteredRound: 2 },
    { id: 'd', name: 'Di', withdrawnFromRound: 3 },
    { id: 'e' },
  ],
  rounds: [
    {
      games: [
        { black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 },
        { black: 'd', blackDiscs: 33, white: 'e', whiteDiscs: 31 },
      ],
      absent: ['c'],
    },
    {
      games: [
        { black: 'c', blackDiscs: 32, white: 'a', whiteDiscs: 32, drawWinRight: 'black' },
        { black: 'b', blackDiscs: 64, white: 'd', whiteDiscs: 0, forfeit: 'white' },
      ],
      byes: ['e'],
    },
    {
      games: [{ black: 'a', blackDiscs: 36, white: 'e', whiteDiscs: 28 }],
      absent: ['b'],
      unplayed: [{ black: 'c', white: 'b' }],
    },
  ],
};

export const OTHELLO: ContractModule = {
  module: 'othello',
  prefix: 'othello',
  documentType: 'OthelloTournament',
  api,
  document,
  rules: 'NOF_SWISS',
  defaultRules: null,
  roundLimit: { option: 'afterRound', value: 1 },
  results: [{ name: 'mixedBrightwellQuotients', options: { afterRound: 2 } }],
  source: 'src/othello',
};
