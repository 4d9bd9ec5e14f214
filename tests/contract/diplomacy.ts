/**
 * The Diplomacy row of the contract table (API.md): the tournament of seed 003's format —
 * three qualifying rounds and the final round on two boards, names, a withdrawal, histories
 * with an elimination, end years, a named draw, entrants, a lot, the top board's choice
 * order, teams — ranked by NDF 2007 with C-Diplo 100.
 */
import * as api from '../../src/diplomacy/index.js';
import { richTournament } from '../diplomacy/helpers.js';
import type { ContractModule } from './contract.js';

export const DIPLOMACY: ContractModule = {
  module: 'diplomacy',
  prefix: 'diplomacy',
  documentType: 'DiplomacyTournament',
  api,
  document: {
    $schema: 'https://mindsport.dev/schemas/diplomacy-event.schema.json',
    ...JSON.parse(JSON.stringify(richTournament())),
  },
  rules: 'NDF_2007',
  defaultRules: 'NDF_2007',
  roundLimit: { option: 'afterRound', value: 3 },
  results: [
    { name: 'diplomacyQualification', options: { afterRound: 3 } },
    { name: 'diplomacyFinalBoards' },
    { name: 'diplomacyTopBoard' },
    { name: 'diplomacyTeams' },
    { name: 'diplomacyBestPowers', options: { afterRound: 4 } },
  ],
  source: 'src/diplomacy',
  // The kinds of broken constraint an allocation relaxed with `onInfeasible: 'relax'` lists:
  // data in a result, not error codes.
  notCodes: ['REPEATED_POWER', 'RELATIVES_TOGETHER'],
};
