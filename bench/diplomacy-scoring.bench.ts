/**
 * A 1,001-player (143 boards), 4-round Diplomacy event with year-by-year histories:
 * scoring every game with C-Diplo and ranking everybody (validation included), against
 * `JSON.parse` of the same event's JSON text. Target: scoring + ranking ≤ 1× JSON.parse.
 */
import type * as CoreModule from '../src/core/index.js';
import type * as DiplomacyModule from '../src/diplomacy/index.js';
import type { DiplomacyGameResult, DiplomacyTournament } from '../src/diplomacy/index.js';
import { loadDist, suite } from './harness.js';

const { createRandom } = await loadDist<typeof CoreModule>('index.js');
const {
  diplomacyFinalBoards,
  diplomacyQualification,
  diplomacyStandings,
  POWERS,
  scoreCDiplo,
  validateDiplomacyTournament,
} = await loadDist<typeof DiplomacyModule>('diplomacy/index.js');

const random = createRandom('diplomacy-bench');
const PLAYERS = 1001;
const ids = Array.from({ length: PLAYERS }, (_, index) => `player-${index + 1}`);

function randomGame(players: readonly string[]): DiplomacyGameResult {
  const weights = POWERS.map(() => random.float() ** 2);
  const counts = POWERS.map(() => 0);
  for (let centre = 0; centre < 34; centre++) {
    let pick = random.float() * weights.reduce((a, b) => a + b, 0);
    let index = 0;
    while (index < 6 && pick > weights[index]!) pick -= weights[index++]!;
    if (counts[index]! < 18 && !(counts[index] === 17 && counts.some((count) => count >= 18)))
      counts[index]!++;
  }
  const powers = Object.fromEntries(
    POWERS.map((power, index) => {
      const final = counts[index]!;
      // Floor interpolation from 4 centres keeps every year's total ≤ 34 and never returns from 0.
      const history = Array.from({ length: 8 }, (_, year) => Math.floor(4 + ((final - 4) * (year + 1)) / 8));
      return [power, { player: players[index]!, supplyCentres: final, history }];
    }),
  ) as unknown as DiplomacyGameResult['powers'];
  return { powers, endYear: 1908 };
}

const qualifying: DiplomacyTournament = {
  players: ids.map((id) => ({ id })),
  rounds: [1, 2, 3].map((round) => {
    const order = random.shuffle(ids);
    return {
      round,
      boards: Array.from({ length: PLAYERS / 7 }, (_, board) => ({
        board: board + 1,
        game: randomGame(order.slice(board * 7, board * 7 + 7)),
      })),
    };
  }),
  lot: random.shuffle(ids),
};
const finalBoards = diplomacyFinalBoards(qualifying).boards.map((board) =>
  board.players.map((player) => player.playerId),
);
const event: DiplomacyTournament = {
  ...qualifying,
  rounds: [
    ...qualifying.rounds,
    {
      round: 4,
      boards: finalBoards.map((players, board) => ({ board: board + 1, game: randomGame(players) })),
    },
  ],
  topBoardChoiceOrder: finalBoards[0]!,
};
const text = JSON.stringify(event);
const parsed = JSON.parse(text) as DiplomacyTournament;
const games = parsed.rounds.flatMap((round) => round.boards.map((board) => board.game));
console.log(
  `\n${PLAYERS} players, ${event.rounds.length} rounds, ${(text.length / 1024).toFixed(0)} KiB of JSON`,
);

suite(
  'Diplomacy: 1,001-player 4-round event — scoring + ranking vs JSON.parse of its input',
  [
    { name: 'JSON.parse(input)', run: () => (JSON.parse(text) as DiplomacyTournament).players.length },
    { name: 'diplomacyStandings (C-Diplo, count-back)', run: () => diplomacyStandings(parsed).rows.length },
    { name: 'diplomacyQualification (rounds 1–3)', run: () => diplomacyQualification(parsed).rows.length },
    {
      name: 'validateDiplomacyTournament',
      run: () => (validateDiplomacyTournament(parsed).ok ? PLAYERS : 0),
    },
    { name: 'scoreCDiplo of all 572 games', run: () => games.map((game) => scoreCDiplo(game)).length },
  ],
  { unit: 'players', minRuns: 100 },
);

// The suite runs one variant after the other, so on a shared machine a burst of load on one
// variant skews its ratio. Interleaving (each round times every variant once) compares fairly.
const interleaved = [
  { name: 'JSON.parse(input)', run: () => (JSON.parse(text) as DiplomacyTournament).players.length },
  { name: 'diplomacyStandings', run: () => diplomacyStandings(parsed).rows.length },
  { name: 'diplomacyQualification', run: () => diplomacyQualification(parsed).rows.length },
];
for (let round = 0; round < 30; round++) for (const variant of interleaved) variant.run();
const timings = interleaved.map((): number[] => []);
for (let round = 0; round < 200; round++) {
  interleaved.forEach((variant, index) => {
    const start = performance.now();
    variant.run();
    timings[index]!.push(performance.now() - start);
  });
}
const middle = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const parseMedian = middle(timings[0]!);
console.log('\nInterleaved (200 rounds, each round times every variant once):\n');
console.log('| variant | median ms | fastest ms | median vs JSON.parse |');
console.log('|---|---:|---:|---:|');
interleaved.forEach((variant, index) => {
  const times = timings[index]!;
  console.log(
    `| ${variant.name} | ${middle(times).toFixed(2)} | ${Math.min(...times).toFixed(2)} | ${(middle(times) / parseMedian).toFixed(2)}× |`,
  );
});
