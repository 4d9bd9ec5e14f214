/**
 * Swiss pairing engine (issue 5): a simulation report over random tournaments, and the
 * time to pair one round of 100, 500 and 2,000 players.
 *
 * `npx tsx bench/run.ts othello-pairing` — environment variables `PAIRING_TOURNAMENTS`
 * (default 1000) and `PAIRING_BUDGET_SECONDS` (default 600) bound the simulation.
 */
import type * as CoreModule from '../src/index.js';
import type * as OthelloModule from '../src/othello/index.js';
import type {
  OthelloPairing as RoundPairing,
  OthelloTournament as Tournament,
  OthelloPlayer as TournamentPlayer,
} from '../src/othello/index.js';
import { loadDist, suite } from './harness.js';

const { createRandom } = await loadDist<typeof CoreModule>('index.js');
const { KOA_MODIFIED_SWISS_PAIRING, KOA_SWISS_PAIRING, pairOthelloRound } =
  await loadDist<typeof OthelloModule>('othello/index.js');

const wanted = Number(process.env.PAIRING_TOURNAMENTS ?? 1000);
const budgetMs = Number(process.env.PAIRING_BUDGET_SECONDS ?? 600) * 1000;

interface Totals {
  tournaments: number;
  rounds: number;
  games: number;
  rematches: number;
  roundsWithRematch: number;
  unequalPairs: number;
  maxScoreDifference: number;
  byes: number;
  secondByes: number;
  byesUpperHalf: number;
  players: number;
  finalImbalance: number[]; // players by |blacks − whites| at the end
  repeatsTwice: number; // a colour taken a second time in a row
  repeatsThrice: number; // … a third time or more
  pairingMs: number;
}

const emptyTotals = (): Totals => ({
  tournaments: 0,
  rounds: 0,
  games: 0,
  rematches: 0,
  roundsWithRematch: 0,
  unequalPairs: 0,
  maxScoreDifference: 0,
  byes: 0,
  secondByes: 0,
  byesUpperHalf: 0,
  players: 0,
  finalImbalance: [],
  repeatsTwice: 0,
  repeatsThrice: 0,
  pairingMs: 0,
});
/** Fields with at least 2 × rounds + 3 players, where no rematch is ever forced, and the small rest. */
const groups = { large: emptyTotals(), small: emptyTotals() };

function playTournament(seed: number): void {
  const random = createRandom(seed);
  const playerCount = 9 + random.int(192);
  const roundCount = 5 + random.int(9);
  const totals = playerCount >= 2 * roundCount + 3 ? groups.large : groups.small;
  const players: TournamentPlayer[] = Array.from({ length: playerCount }, (_, index) => ({
    id: String(index + 1),
    name: `Player ${index + 1}`,
    rating: 1200 + random.int(1000),
    ...(random.int(40) === 0 ? { withdrawnFromRound: 2 + random.int(roundCount) } : {}),
  }));
  // Stronger players win more often, so score groups look like a real event.
  const strength = new Map(players.map((player) => [player.id, player.rating ?? 0]));
  let tournament: Tournament = { players, rounds: [] };
  const points = new Map<string, number>();
  const colours = new Map<string, string>();
  for (let round = 1; round <= roundCount; round++) {
    const start = performance.now();
    const pairing: RoundPairing = pairOthelloRound(
      tournament,
      { ...KOA_MODIFIED_SWISS_PAIRING, firstRound: seed % 2 === 0 ? 'random' : 'rating' },
      { seed },
    );
    totals.pairingMs += performance.now() - start;
    totals.rounds++;
    totals.games += pairing.games.length;
    totals.rematches += pairing.cost.rematch;
    if (pairing.cost.rematch > 0) totals.roundsWithRematch++;
    if (pairing.bye !== null) totals.byes++;
    totals.secondByes += pairing.cost.secondBye;
    totals.byesUpperHalf += pairing.cost.byeUpperHalf;
    const games = pairing.games.map((game) => {
      const difference = Math.abs((points.get(game.black) ?? 0) - (points.get(game.white) ?? 0));
      if (difference > 0) totals.unequalPairs++;
      totals.maxScoreDifference = Math.max(totals.maxScoreDifference, difference / 2);
      for (const [id, colour] of [
        [game.black, 'b'],
        [game.white, 'w'],
      ] as const) {
        const history = (colours.get(id) ?? '') + colour;
        colours.set(id, history);
        if (history.endsWith(colour.repeat(3))) totals.repeatsThrice++;
        else if (history.endsWith(colour.repeat(2))) totals.repeatsTwice++;
      }
      const expected = 1 / (1 + 10 ** ((strength.get(game.white)! - strength.get(game.black)!) / 400));
      const blackDiscs = random.float() < expected ? 33 + random.int(32) : random.int(33);
      const blackHalf = blackDiscs > 32 ? 2 : blackDiscs === 32 ? 1 : 0;
      points.set(game.black, (points.get(game.black) ?? 0) + blackHalf);
      points.set(game.white, (points.get(game.white) ?? 0) + 2 - blackHalf);
      return { ...game, blackDiscs, whiteDiscs: 64 - blackDiscs };
    });
    if (pairing.bye !== null) points.set(pairing.bye, (points.get(pairing.bye) ?? 0) + 2);
    tournament = {
      ...tournament,
      rounds: [...tournament.rounds, { games, byes: pairing.bye === null ? [] : [pairing.bye] }],
    };
  }
  for (const history of colours.values()) {
    const blacks = [...history].filter((colour) => colour === 'b').length;
    const imbalance = Math.abs(2 * blacks - history.length);
    totals.finalImbalance[imbalance] = (totals.finalImbalance[imbalance] ?? 0) + 1;
    totals.players++;
  }
  totals.tournaments++;
}

const started = performance.now();
for (let seed = 1; seed <= wanted && performance.now() - started < budgetMs; seed++) playTournament(seed);
const elapsed = (performance.now() - started) / 1000;

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(2)} %`;
const column = (pick: (totals: Totals) => string) => `${pick(groups.large)} | ${pick(groups.small)}`;
console.log('\n## Swiss pairing simulation (modified mode, 9–200 players, 5–13 rounds, Elo-like results)\n');
console.log(
  `${groups.large.tournaments + groups.small.tournaments} of ${wanted} tournaments simulated in ${elapsed.toFixed(0)} s.\n`,
);
console.log('| figure | players ≥ 2 × rounds + 3 | smaller fields |');
console.log('|---|---:|---:|');
console.log(`| tournaments | ${column((t) => String(t.tournaments))} |`);
console.log(`| rounds paired / games | ${column((t) => `${t.rounds} / ${t.games}`)} |`);
console.log(
  `| mean time to pair a round | ${column((t) => `${(t.pairingMs / Math.max(1, t.rounds)).toFixed(1)} ms`)} |`,
);
console.log(`| rematches (rounds with one) | ${column((t) => `${t.rematches} (${t.roundsWithRematch})`)} |`);
console.log(
  `| pairs with unequal points | ${column((t) => `${t.unequalPairs} (${percent(t.unequalPairs, t.games)})`)} |`,
);
console.log(`| largest score difference in a pair | ${column((t) => `${t.maxScoreDifference} points`)} |`);
console.log(
  `| byes / second byes / byes in the upper half | ${column((t) => `${t.byes} / ${t.secondByes} / ${t.byesUpperHalf}`)} |`,
);
console.log(
  `| final colour imbalance \\|blacks − whites\\| 0 / 1 / 2 / 3+ (players) | ${column(
    (t) =>
      `${[0, 1, 2].map((value) => t.finalImbalance[value] ?? 0).join(' / ')} / ${t.finalImbalance
        .slice(3)
        .reduce((sum, count) => sum + (count ?? 0), 0)}`,
  )} |`,
);
console.log(
  `| same colour twice in a row / three or more times (of player-games) | ${column(
    (t) =>
      `${t.repeatsTwice} (${percent(t.repeatsTwice, 2 * t.games)}) / ${t.repeatsThrice} (${percent(t.repeatsThrice, 2 * t.games)})`,
  )} |`,
);

/** A mid-tournament state (after 6 rounds) built quickly without the engine: pairing by score group, colours alternating. */
function midTournament(playerCount: number): Tournament {
  const random = createRandom(playerCount);
  const players = Array.from({ length: playerCount }, (_, index) => ({
    id: String(index + 1),
    name: `P${index + 1}`,
  }));
  const points = new Map<string, number>();
  const rounds = [];
  for (let round = 1; round <= 6; round++) {
    const order = random.shuffle(players).sort((a, b) => (points.get(b.id) ?? 0) - (points.get(a.id) ?? 0));
    const games = [];
    for (let index = 0; index + 1 < order.length; index += 2) {
      const [first, second] = [order[index]!.id, order[index + 1]!.id];
      const [black, white] = random.coin() ? [first, second] : [second, first];
      const blackDiscs = random.int(65);
      points.set(black, (points.get(black) ?? 0) + (blackDiscs > 32 ? 2 : blackDiscs === 32 ? 1 : 0));
      points.set(white, (points.get(white) ?? 0) + (blackDiscs < 32 ? 2 : blackDiscs === 32 ? 1 : 0));
      games.push({ black, white, blackDiscs, whiteDiscs: 64 - blackDiscs });
    }
    rounds.push({ games });
  }
  return { players, rounds, plannedRounds: 9 };
}

const sizes = [100, 500, 2000] as const;
const states = sizes.map(midTournament);
const results = suite(
  'Pairing round 7 of a Swiss (strict mode), by field size',
  sizes.map((size, index) => ({
    name: `${size} players`,
    run: () => pairOthelloRound(states[index]!, KOA_SWISS_PAIRING).games.length * 2,
  })),
  { unit: 'players', minMs: 500, minRuns: 2 },
);
const first = results[0]!;
const last = results[results.length - 1]!;
const exponent = Math.log(last.medianMs / first.medianMs) / Math.log(sizes[sizes.length - 1]! / sizes[0]!);
console.log(
  `\nGrowth: time ∝ players^${exponent.toFixed(2)} between ${sizes[0]} and ${sizes[sizes.length - 1]} players, i.e. ×${(10 ** exponent).toFixed(0)} per 10× players.`,
);
