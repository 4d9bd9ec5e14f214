/**
 * NOF Swiss standings with MBQ for a 10,000-player, 15-round Swiss, against `JSON.parse` of
 * the same tournament (target: standings ≤ 1× the parse), and 100k vs 10k players (target ≤ 12×).
 */
import { createRandom } from '../src/core/random.js';
import { computeStandings, NOF_SWISS, type Tournament } from '../src/othello/index.js';
import { suite } from './harness.js';

function swiss(playerCount: number, roundCount: number, seed: number): Tournament {
  const random = createRandom(seed);
  const ids = Array.from({ length: playerCount }, (_, index) => `p${index}`);
  const players = ids.map((id, index) => ({
    id,
    name: `Player ${index}`,
    ...(index % 97 === 5 ? { enteredRound: 2 } : {}),
    ...(index % 89 === 7 ? { withdrawnFromRound: 9 } : {}),
  }));
  const rounds = [];
  for (let round = 1; round <= roundCount; round++) {
    const present = players.filter(
      (player) =>
        round >= (player.enteredRound ?? 1) &&
        round < (player.withdrawnFromRound ?? Number.POSITIVE_INFINITY),
    );
    const order = random.shuffle(present.map((player) => player.id));
    const games = [];
    for (let index = 0; index + 1 < order.length; index += 2) {
      const blackDiscs = random.int(65);
      games.push({
        black: order[index] as string,
        blackDiscs,
        white: order[index + 1] as string,
        whiteDiscs: 64 - blackDiscs,
      });
    }
    rounds.push({ games, byes: order.length % 2 === 1 ? [order[order.length - 1] as string] : [] });
  }
  return { plannedRounds: roundCount, players, rounds };
}

const small = JSON.stringify(swiss(10_000, 15, 1));
const smallTournament = JSON.parse(small) as Tournament;
console.log(`\n10k-player tournament JSON: ${(small.length / 1e6).toFixed(1)} MB`);
// Steady state: let the JIT optimise both sides before measuring (the harness warms up once).
for (let run = 0; run < 5; run++) {
  JSON.parse(small);
  computeStandings(smallTournament, NOF_SWISS);
}
suite(
  'Othello standings with MBQ (NOF Swiss, 10,000 players, 15 rounds) vs JSON.parse of the same tournament',
  [
    { name: 'JSON.parse 10k players', run: () => (JSON.parse(small) as Tournament).players.length },
    {
      name: 'computeStandings 10k players',
      run: () => computeStandings(smallTournament, NOF_SWISS).rows.length,
    },
  ],
  { unit: 'players', minMs: 1000, minRuns: 5 },
);

// Built after the first suite so its heap does not slow the 10k measurements.
const large = JSON.stringify(swiss(100_000, 15, 2));
const largeTournament = JSON.parse(large) as Tournament;
console.log(`\n100k-player tournament JSON: ${(large.length / 1e6).toFixed(1)} MB`);
suite(
  'Othello standings: 100k vs 10k players (15 rounds)',
  [
    {
      name: 'computeStandings 10k players',
      run: () => computeStandings(smallTournament, NOF_SWISS).rows.length,
    },
    {
      name: 'computeStandings 100k players',
      run: () => computeStandings(largeTournament, NOF_SWISS).rows.length,
    },
    { name: 'JSON.parse 100k players', run: () => (JSON.parse(large) as Tournament).players.length },
  ],
  { unit: 'players', minMs: 1000, minRuns: 3 },
);
