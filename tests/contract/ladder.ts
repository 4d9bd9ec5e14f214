/**
 * The ladder's row of the contract table (API.md): a season that uses every field the
 * module reads (names, groups, a new member, a late joiner, a guest, the period fields,
 * every kind of entry, league games with result, colour and date).
 */
import * as api from '../../src/ladder/index.js';
import type { ContractModule } from './contract.js';

const document: api.LadderSeason = {
  $schema: 'https://mindsport.dev/schemas/ladder-season.schema.json',
  players: [
    { id: 'ann', name: 'Ann', group: 'A' },
    { id: 'bob', name: 'Bob', group: 'B', newMember: true },
    { id: 'cas', name: 'Cas', group: 'C' },
    { id: 'dik', name: 'Dik', group: 'J', joinRound: 2 },
  ],
  guests: [{ id: 'gus', name: 'Gus' }],
  plannedRounds: 30,
  periodStarts: [1, 11, 21],
  rounds: [
    {
      date: '2026-09-04',
      present: ['ann', 'bob', 'cas', 'gus'],
      entries: [
        { rule: 'game', white: 'ann', black: 'bob', result: '1-0' },
        { rule: 'game', white: 'gus', black: 'cas', result: '1/2-1/2' },
      ],
    },
    {
      date: '2026-09-11',
      present: ['ann', 'bob', 'dik'],
      entries: [
        { rule: 'forfeit', winner: 'ann', absent: 'cas' },
        { rule: 'drawnOut', player: 'bob' },
        { rule: 'league', player: 'dik', result: 'win', colour: 'black', date: '2026-09-08' },
      ],
    },
    {
      date: '2026-09-18',
      present: ['bob', 'cas', 'dik'],
      entries: [
        { rule: 'game', white: 'cas', black: 'dik', result: '0-1' },
        { rule: 'representing', player: 'ann' },
        { rule: 'drawnOut', player: 'bob' },
      ],
    },
  ],
};

export const LADDER: ContractModule = {
  module: 'ladder',
  prefix: 'ladder',
  documentType: 'LadderSeason',
  api,
  document,
  rules: 'CLUB_LADDER',
  defaultRules: 'CLUB_LADDER',
  roundLimit: { option: 'afterRound', value: 1 },
  results: [
    { name: 'ladderFinalRanking', options: { afterRound: 2 } },
    { name: 'ladderPeriods' },
    { name: 'ladderPeriodTables', options: { afterRound: 2 } },
    { name: 'ladderPrizes' },
    { name: 'ladderPointsExplanation', options: { playerId: 'bob', afterRound: 2 } },
    {
      name: 'pairLadderRound',
      options: {
        present: ['ann', 'bob', 'cas', 'dik', 'gus'],
        seed: 'round 4',
        guestAcceptors: { gus: ['cas'] },
      },
    },
    { name: 'ladderColours', options: { players: ['ann', 'dik'] } },
  ],
  source: 'src/ladder',
};
