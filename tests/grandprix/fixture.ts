/**
 * A hand-built NGP season 2024/25 (seed 000 §29–§39): 15 players, 7 tournaments — five
 * regular/lightning/NM NGP events plus the NM (6 NGP in all) and one EGP. Every number the
 * tests expect is worked out by hand in `season.test.ts` from the rules, not from the code.
 */
import type { GrandPrixPlayer, GrandPrixSeason, GrandPrixTournament } from '../../src/grandprix/index.js';

const member = (id: string, categories: string[] = []): GrandPrixPlayer => ({
  id,
  name: id[0]?.toUpperCase() + id.slice(1),
  citizenOrResident: true,
  memberships: [{ from: '2020-01-01' }],
  categories,
});

export const players: GrandPrixPlayer[] = [
  member('anne', ['women']),
  member('bjorn'),
  member('cato', ['junior']),
  member('dina', ['women']),
  member('eirik'),
  member('frida', ['women', 'junior']),
  member('geir'),
  member('hanne', ['women']),
  member('ivar'),
  member('jonas', ['junior']),
  member('kari', ['women']),
  member('lars'),
  member('mona', ['women']),
  // A Swede: no NOF membership, neither citizen nor resident (§30 first and third bullets).
  { id: 'sven', name: 'Sven', citizenOrResident: false, memberships: [] },
  // Norwegian who joins NOF on 1 September 2024 (§30 first bullet, start date inclusive).
  { id: 'tore', name: 'Tore', citizenOrResident: true, memberships: [{ from: '2024-09-01' }] },
];

const places = (...rows: [string, number, number?][]) =>
  rows.map(([player, place, roundsPlayed]) =>
    roundsPlayed === undefined ? { player, place } : { player, place, roundsPlayed },
  );

export const oslo: GrandPrixTournament = {
  id: 'oslo',
  name: 'Oslo Open',
  kind: 'regular',
  startDate: '2024-06-15',
  rounds: 7,
  standings: places(
    ['sven', 1],
    ['anne', 2],
    ['cato', 3],
    ['tore', 4],
    ['bjorn', 5],
    ['dina', 6],
    ['eirik', 7],
    ['frida', 8],
    ['geir', 9],
    ['hanne', 10],
    ['ivar', 11],
    ['jonas', 12, 4],
  ),
};

export const bergen: GrandPrixTournament = {
  id: 'bergen',
  name: 'Bergen',
  kind: 'regular',
  startDate: '2024-08-24',
  rounds: 6,
  standings: places(
    ['bjorn', 1],
    ['cato', 2],
    ['tore', 3],
    ['anne', 4],
    ['dina', 4],
    ['kari', 6],
    ['mona', 7],
    ['lars', 8],
    ['eirik', 9, 4],
    ['frida', 10, 3],
  ),
};

export const paris: GrandPrixTournament = {
  id: 'paris',
  name: 'EGP Paris',
  kind: 'participationOnly',
  startDate: '2024-09-14',
  rounds: 8,
  standings: places(['sven', 1], ['anne', 2], ['geir', 3], ['tore', 4], ['hanne', 5, 5]),
};

export const trondheim: GrandPrixTournament = {
  id: 'trondheim',
  name: 'Trondheim',
  kind: 'regular',
  startDate: '2024-10-19',
  rounds: 7,
  standings: places(
    ['tore', 1],
    ['cato', 2],
    ['anne', 3],
    ['bjorn', 4],
    ['sven', 5],
    ['ivar', 6],
    ['jonas', 7],
    ['kari', 8],
    ['lars', 9],
    ['mona', 9],
    ['dina', 11, 4],
  ),
};

export const lightning: GrandPrixTournament = {
  id: 'lyn',
  name: 'Lyn-NGP',
  kind: 'lightning',
  startDate: '2024-11-30',
  rounds: 9,
  standings: places(
    ['dina', 1],
    ['anne', 2],
    ['bjorn', 3],
    ['cato', 4],
    ['eirik', 5],
    ['frida', 6],
    ['geir', 7],
    ['hanne', 8],
    ['ivar', 9],
    ['jonas', 10],
  ),
};

export const stavanger: GrandPrixTournament = {
  id: 'stavanger',
  name: 'Stavanger',
  kind: 'regular',
  startDate: '2025-02-15',
  rounds: 5,
  standings: places(
    ['cato', 1],
    ['bjorn', 2],
    ['sven', 3],
    ['dina', 4],
    ['anne', 5],
    ['kari', 6],
    ['hanne', 7, 3],
    ['lars', 8],
    ['mona', 9],
  ),
};

export const nm: GrandPrixTournament = {
  id: 'nm',
  name: 'NM 2025',
  kind: 'nationalChampionship',
  startDate: '2025-05-17',
  rounds: 11,
  standings: places(
    ['bjorn', 1],
    ['anne', 2],
    ['cato', 3],
    ['dina', 4],
    ['tore', 5],
    ['eirik', 6],
    ['frida', 7],
    ['geir', 7],
    ['hanne', 7],
    ['ivar', 10],
    ['kari', 11],
  ),
};

export const season: GrandPrixSeason = {
  players,
  tournaments: [oslo, bergen, paris, trondheim, lightning, stavanger, nm],
  ratingList: ['cato', 'bjorn', 'sven', 'anne', 'dina', 'mona', 'lars', 'tore'],
};
