/**
 * `mindsport/grandprix`: a small Norwegian Grand Prix season (seed 000 §29–§39) — the
 * table with counted and dropped results, the world-championship team and an outlook.
 */
import {
  type GrandPrixSeason,
  grandPrixNordicTeams,
  grandPrixOutlook,
  grandPrixSelection,
  grandPrixStandings,
  NGP,
} from '../src/grandprix/index.js';

const member = (id: string, categories: string[] = []) => ({
  id,
  name: id[0]?.toUpperCase() + id.slice(1),
  citizenOrResident: true,
  memberships: [{ from: '2020-01-01' }],
  categories,
});
const lines = (...ids: (string | [string, number])[]) =>
  ids.map((entry, index) =>
    typeof entry === 'string' ? { player: entry, place: index + 1 } : { player: entry[0], place: entry[1] },
  );

const season: GrandPrixSeason = {
  players: [
    member('anne', ['women']),
    member('bjorn'),
    member('cato'),
    member('dina', ['women']),
    member('eirik'),
    { id: 'sven', name: 'Sven', citizenOrResident: false, memberships: [] },
  ],
  tournaments: [
    {
      id: 'oslo',
      name: 'Oslo',
      kind: 'regular',
      startDate: '2024-09-07',
      rounds: 7,
      standings: lines('sven', 'anne', 'bjorn', 'cato', 'dina', 'eirik'),
    },
    {
      id: 'bergen',
      name: 'Bergen',
      kind: 'regular',
      startDate: '2024-11-02',
      rounds: 6,
      standings: lines('bjorn', ['cato', 2], ['dina', 2], 'anne'),
    },
    {
      id: 'egp',
      name: 'EGP Paris',
      kind: 'participationOnly',
      startDate: '2025-01-18',
      rounds: 8,
      standings: lines('sven', 'anne', 'eirik'),
    },
    {
      id: 'lyn',
      name: 'Lyn',
      kind: 'lightning',
      startDate: '2025-03-01',
      rounds: 9,
      standings: lines('dina', 'anne', 'bjorn', 'eirik'),
    },
    {
      id: 'nm',
      name: 'NM',
      kind: 'nationalChampionship',
      startDate: '2025-05-17',
      rounds: 11,
      standings: lines('cato', 'bjorn', 'anne', 'dina', 'eirik'),
    },
  ],
  ratingList: ['bjorn', 'cato', 'sven', 'anne', 'dina', 'eirik'],
};

console.log('\n## mindsport/grandprix — Norsk Grand Prix (NOF §29–§39)');
const table = grandPrixStandings(season);
console.log(`${table.plannedNgpTournaments} NGP tournaments → best ${table.countedTournaments} count (§33)`);
for (const row of table.rows) {
  const marks = row.results.map(
    (r) =>
      `${r.tournamentId}:${r.points.format()}${r.status === 'counted' ? '*' : r.status === 'extra' ? '→2' : ''}`,
  );
  console.log(
    `${row.placeLabel.padStart(4)} ${row.name.padEnd(6)} ${row.total.format().padStart(5)}  ${marks.join(' ')}`,
  );
}
console.log(`explanation (${table.rows[1]?.name}): ${table.rows[1]?.explanation}`);
const live = grandPrixStandings(season, NGP, { afterTournament: 'bergen' });
console.log(
  `after Bergen: ${live.rows.map((row) => `${row.placeLabel} ${row.name} ${row.total.format()}`).join(', ')}`,
);
const outlook = grandPrixOutlook(season, NGP, { playerId: 'dina', afterTournament: 'lyn' });
console.log(
  `Dina before the NM: place ${outlook.currentPlace}, best possible ${outlook.bestPlace}, worst ${outlook.worstPlace}`,
);
const selection = grandPrixSelection(season, NGP, {
  teamSize: 3,
  quotas: [{ name: 'women', category: 'women', size: 1 }],
});
const names = (players: readonly { name: string }[]) => players.map((player) => player.name).join(', ');
console.log(
  `WC team (§36): ${names(selection.team)}; women quota (§38): ${names(selection.quotas[0]?.players ?? [])}; reserves (§37): ${names(selection.reserves)}`,
);
const nordic = grandPrixNordicTeams(season, NGP, { entrants: ['bjorn', 'cato', 'anne', 'dina', 'eirik'] });
console.log(`Nordic teams (§39): ${nordic.teams.map((team) => `[${names(team.players)}]`).join(' ')}`);
