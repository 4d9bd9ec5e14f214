/** Othello tournaments: results, loss on time, Brightwell, MBQ policies, standings presets, finals, PAPP. */
import {
  adjudicateLossOnTime,
  brightwellConstant,
  championshipFormat,
  finalState,
  KOA,
  KOA_BRIGHTWELL,
  KOA_FINAL,
  mixedBrightwellQuotients,
  NM,
  NOF_BRIGHTWELL,
  NOF_ROUND_ROBIN,
  NOF_SWISS,
  othelloStandings,
  PAPP,
  parsePappWorkfile,
  seedFirstRound,
  type OthelloTournament as Tournament,
  WOC,
} from '../src/othello/index.js';

const g = (black: string, blackDiscs: number, white: string, whiteDiscs: number) => ({
  black,
  blackDiscs,
  white,
  whiteDiscs,
});
const event: Tournament = {
  name: 'Oslo Open',
  plannedRounds: 7,
  players: [
    { id: 'A', name: 'Ann', rating: 1900 },
    { id: 'B', name: 'Bo', rating: 1750 },
    { id: 'C', name: 'Cy', rating: 2050 },
    { id: 'D', name: 'Dan' },
    { id: 'E', name: 'Eva', enteredRound: 2 },
  ],
  rounds: [
    { games: [g('A', 40, 'B', 24), g('C', 32, 'D', 32)] },
    { games: [g('A', 20, 'C', 44), g('B', 33, 'E', 31)], byes: ['D'] },
    { games: [g('A', 50, 'E', 14), g('B', 34, 'D', 30)], byes: ['C'] },
  ],
};

console.log('\n## mindsport/othello: tournaments');
console.log(
  'Loss on time, white flagged while leading 40–20:',
  JSON.stringify(adjudicateLossOnTime({ flagFalls: ['white'], board: { blackDiscs: 20, whiteDiscs: 40 } })),
);
console.log(
  `Brightwell C for 7 rounds: NOF ${brightwellConstant(7, NOF_BRIGHTWELL)}, KOA ${brightwellConstant(7, KOA_BRIGHTWELL)}`,
);
for (const policy of ['nof', 'papp'] as const) {
  const { rows } = mixedBrightwellQuotients(event, { ...NOF_SWISS, mbqPolicy: policy });
  console.log(
    `MBQ (${policy}, Eva entered late):`,
    rows.map((row) => `${row.playerId} ${row.mbq}`).join(', '),
  );
}
for (const preset of [NOF_SWISS, KOA, PAPP, WOC]) {
  const standings = othelloStandings(event, preset);
  const line = standings.rows.map((row) => `${row.placeLabel} ${row.name} ${row.points}`).join(' | ');
  console.log(`${preset.name.padEnd(9)} C=${standings.brightwellConstant ?? '-'}: ${line}`);
}
const roundRobin: Tournament = {
  players: [
    { id: 'a', name: 'Ann' },
    { id: 'b', name: 'Bo' },
    { id: 'c', name: 'Cy' },
    { id: 'd', name: 'Dan', withdrawnFromRound: 3 },
  ],
  rounds: [
    { games: [g('a', 40, 'b', 24), g('d', 40, 'c', 24)] },
    { games: [g('a', 33, 'c', 31), g('d', 34, 'b', 30)] },
    { games: [g('b', 32, 'c', 32)], byes: [], unplayed: [{ black: 'a', white: 'd' }] },
  ],
};
for (const view of ['table', 'ratingList'] as const) {
  const standings = othelloStandings(roundRobin, NOF_ROUND_ROBIN, { view });
  console.log(
    `NOF round robin, ${view} (Dan withdrew):`,
    standings.rows
      .map((row) => `${row.placeLabel} ${row.name} ${row.points}/${row.values.discs}`)
      .join(' | '),
  );
}
console.log('NM with 12 entrants:', championshipFormat(12, NM), '— with 4:', championshipFormat(4, NM));
console.log(
  'Round 1 seeding:',
  seedFirstRound(event.players)
    .games.map((pair) => `${pair.black}–${pair.white}`)
    .join(', '),
);
const final = finalState(
  { higherRanked: 'C', lowerRanked: 'A', games: [g('C', 40, 'A', 24), g('A', 32, 'C', 32)] },
  KOA_FINAL,
);
console.log(
  `KOA final after 2 games: decided ${final.decided}, colour choice for game 3: ${final.colourChoice}`,
);
const papp = parsePappWorkfile(
  '#_Nombre-Rondes = 2 ;\n& +000001 +000002 +000003 ;\n(000001 40 000002 24);\nronde-suivante;\n',
);
console.log(
  'PAPP import:',
  papp.tournament.rounds.length,
  'round, byes',
  papp.tournament.rounds[0]?.byes,
  'headers',
  papp.headers,
);
