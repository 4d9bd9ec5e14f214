/**
 * The draughts row of the contract table (API.md): a KNDB round robin of four players that
 * uses every optional field the module reads — names, a player already qualified for the
 * world championship, a guest, rounds, a reason, `meetingsPerPair`, the prize fund and a
 * barrage played for place 1.
 */
import * as api from '../../src/draughts/index.js';
import type { ContractModule } from './contract.js';

export const DRAUGHTS: ContractModule = {
  module: 'draughts',
  prefix: 'draughts',
  documentType: 'DraughtsTournament',
  api,
  document: {
    $schema: 'https://mindsport.dev/schemas/draughts-event.schema.json',
    meetingsPerPair: 1,
    players: [
      { id: 'ann', name: 'Ann de Vries', alreadyQualified: true },
      { id: 'bo', name: 'Bo Jansen' },
      { id: 'cor', name: 'Cor Bakker', guest: true },
      { id: 'dirk' },
    ],
    games: [
      { white: 'ann', black: 'bo', result: '1-1', round: 1 },
      { white: 'cor', black: 'dirk', result: '1+ - 1-', round: 1, reason: 'a lead of three' },
      { white: 'ann', black: 'cor', result: '2-0', round: 2 },
      { white: 'bo', black: 'dirk', result: '2-0', round: 2 },
      { white: 'dirk', black: 'ann', result: '0-2', round: 3 },
      { white: 'bo', black: 'cor', result: '2-0', round: 3 },
    ],
    prizes: [900, '600', 300],
    barrages: [
      {
        players: ['ann', 'bo'],
        games: [
          { white: 'ann', black: 'bo', result: '1+-1-' },
          { white: 'bo', black: 'ann', result: '1-1' },
        ],
      },
    ],
  },
  rules: 'KNDB',
  defaultRules: 'KNDB',
  roundLimit: { option: 'afterRound', value: 2 },
  results: [
    { name: 'draughtsBarrages' },
    { name: 'draughtsFinalOrder' },
    { name: 'draughtsRights' },
    { name: 'draughtsPrizes' },
    { name: 'draughtsMasterPoints' },
    { name: 'draughtsCrosstable', options: { order: 'input' } },
  ],
  source: 'src/draughts',
};
