/** The Grand Prix's row of the contract table (API.md): a season that uses every optional field. */
import * as api from '../../src/grandprix/index.js';
import type { ContractModule } from './contract.js';

const member = (id: string, name: string, categories: string[] = []) => ({
  id,
  name,
  memberships: [{ from: '2020-01-01', to: '2030-12-31' }],
  citizenOrResident: true,
  categories,
});

export const grandprix: ContractModule = {
  module: 'grandprix',
  prefix: 'grandPrix',
  documentType: 'GrandPrixSeason',
  api,
  document: {
    $schema: 'https://mindsport.dev/schemas/grandprix-season.schema.json',
    players: [
      member('anne', 'Anne Moen', ['women']),
      member('bjorn', 'Bjørn Lie'),
      member('kari', 'Kari Dahl', ['women', 'junior']),
      { id: 'sven', name: 'Sven Berg', memberships: [], citizenOrResident: false },
    ],
    tournaments: [
      {
        id: 'oslo',
        name: 'Oslo Open',
        kind: 'regular',
        startDate: '2025-01-11',
        rounds: 7,
        standings: [
          { player: 'sven', place: 1 },
          { player: 'anne', place: 2 },
          { player: 'bjorn', place: 3, roundsPlayed: 6 },
          { player: 'kari', place: 4 },
        ],
      },
      {
        id: 'bergen',
        name: 'Bergen',
        kind: 'lightning',
        startDate: '2025-03-01',
        rounds: 9,
        standings: [
          { player: 'kari', place: 1 },
          { player: 'bjorn', place: 2 },
          { player: 'anne', place: 2 },
        ],
      },
      {
        id: 'egp',
        kind: 'participationOnly',
        startDate: '2025-04-05',
        rounds: 8,
        standings: [{ player: 'anne', place: 3 }],
      },
      {
        id: 'nm',
        name: 'NM 2025',
        kind: 'nationalChampionship',
        startDate: '2025-05-20',
        rounds: 11,
        standings: [
          { player: 'bjorn', place: 1 },
          { player: 'kari', place: 2 },
          { player: 'anne', place: 3 },
        ],
      },
    ],
    ratingList: ['kari', 'sven', 'anne', 'bjorn'],
  },
  rules: 'NGP',
  defaultRules: 'NGP',
  roundLimit: { option: 'afterTournament', value: 'bergen' },
  results: [
    {
      name: 'grandPrixSelection',
      options: { teamSize: 2, quotas: [{ name: 'women', category: 'women', size: 1 }] },
    },
    { name: 'grandPrixNordicTeams', options: {} },
    { name: 'grandPrixExplanation', options: { playerId: 'anne' } },
    { name: 'grandPrixOutlook', options: { playerId: 'kari', afterTournament: 'bergen' } },
    { name: 'grandPrixTournamentPoints', options: { tournamentId: 'oslo' } },
  ],
  source: 'src/grandprix',
};
