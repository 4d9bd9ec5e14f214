/**
 * Grand Prix: season totals and the ranked table (seed 000 §30–§34) for 20 seasons of
 * 15 tournaments × 200 players, against `JSON.parse` of the same input text (the floor a
 * federation website pays anyway to load a season). Target: totals + ranking ≤ 1× parse.
 */
import { createRandom } from '../src/core/index.js';
import {
  type GrandPrixSeason,
  type GrandPrixTournament,
  grandPrixTable,
  NGP,
  orderByTieBreaks,
  seasonTotals,
  type TournamentKind,
} from '../src/grandprix/index.js';
import { suite } from './harness.js';

const SEASONS = 20;
const TOURNAMENTS = 15;
const PLAYERS = 200;

function makeSeason(seed: number): GrandPrixSeason {
  const random = createRandom(seed);
  const players = Array.from({ length: PLAYERS }, (_, index) => ({
    id: `player-${index}`,
    name: `Player ${index}`,
    citizenOrResident: random.int(10) !== 0,
    memberships: random.int(8) === 0 ? [{ from: '2025-01-01' }] : [{ from: '2015-01-01' }],
  }));
  const kinds: TournamentKind[] = [
    ...Array.from({ length: TOURNAMENTS - 3 }, () => 'regular' as const),
    'lightning',
    'participationOnly',
    'nationalChampionship',
  ];
  const tournaments: GrandPrixTournament[] = kinds.map((kind, index) => {
    const rounds = 7 + random.int(5);
    const order = random.shuffle(players.map((player) => player.id));
    let place = 0;
    const standings = order.map((player, position) => {
      if (position === 0 || random.int(12) !== 0) place = position + 1;
      const line = { player, place };
      return random.int(15) === 0 ? { ...line, roundsPlayed: random.int(rounds + 1) } : line;
    });
    const month = String(1 + Math.floor(index / 2)).padStart(2, '0');
    return {
      id: `t${index}`,
      kind,
      startDate: `2024-${month}-${index % 2 === 0 ? '05' : '20'}`,
      rounds,
      standings,
    };
  });
  return {
    players,
    tournaments,
    ratingList: random.shuffle(players.map((player) => player.id)).slice(0, 150),
  };
}

const seasons = Array.from({ length: SEASONS }, (_, index) => makeSeason(index + 1));
const texts = seasons.map((season) => JSON.stringify(season));
const lines = SEASONS * TOURNAMENTS * PLAYERS;
console.log(
  `input: ${SEASONS} seasons, ${lines} standings lines, ${(texts.join('').length / 1e6).toFixed(2)} MB of JSON`,
);

let sink = 0;
suite(
  `grandprix: ${SEASONS} seasons × ${TOURNAMENTS} tournaments × ${PLAYERS} players`,
  [
    {
      name: 'JSON.parse of the input (baseline)',
      run: () => {
        for (const text of texts) sink += (JSON.parse(text) as GrandPrixSeason).tournaments.length;
        return lines;
      },
    },
    {
      name: 'seasonTotals (validate + §30–§33)',
      run: () => {
        for (const season of seasons) sink += seasonTotals(season).totals.length;
        return lines;
      },
    },
    {
      name: 'seasonTotals + §34 table ranking (orderByTieBreaks)',
      run: () => {
        for (const season of seasons)
          sink += orderByTieBreaks(seasonTotals(season).totals, NGP.tableTieBreaks).length;
        return lines;
      },
    },
    {
      name: 'grandPrixTable (totals + §34 ranking, selection order, explanations)',
      run: () => {
        for (const season of seasons) sink += grandPrixTable(season).rows.length;
        return lines;
      },
    },
  ],
  { unit: 'lines' },
);
if (sink < 0) console.log(sink);
