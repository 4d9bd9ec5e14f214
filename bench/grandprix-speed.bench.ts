/**
 * Grand Prix speed, timed on the built package (`dist/`, as users run it; `npm run build`
 * first), interleaved so machine load hits every variant alike: 20 seasons × 15
 * tournaments × 200 players — `JSON.parse` of the input text (the baseline),
 * `validateGrandPrixSeason`, and the published `grandPrixStandings` (validation, §30–§34,
 * the selection order, an explanation per row, frozen).
 * Run: `npm run build && npx tsx bench/run.ts grandprix-speed`.
 */
import type { GrandPrixSeason, GrandPrixTournament, TournamentKind } from '../src/grandprix/index.js';

// The built package, loaded by path so that type checking does not need a build.
const built = (path: string) => new URL(`../dist/${path}`, import.meta.url).href;
const { createRandom } = (await import(built('index.js'))) as typeof import('../src/core/index.js');
const { grandPrixStandings, validateGrandPrixSeason } = (await import(
  built('grandprix/index.js')
)) as typeof import('../src/grandprix/index.js');

const SEASONS = 20;
const TOURNAMENTS = 15;
const PLAYERS = 200;
const ROUNDS = 60;

/** The same generator as `grandprix.bench.ts`: guests, late members, shared places, short stays. */
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

const texts = Array.from({ length: SEASONS }, (_, index) => JSON.stringify(makeSeason(index + 1)));
// Measured on parsed objects, as a website would hold them after loading.
const seasons = texts.map((text) => JSON.parse(text) as GrandPrixSeason);
let sink = 0;
const variants = [
  {
    name: 'JSON.parse of the input (baseline)',
    run: () => {
      for (const text of texts) sink += (JSON.parse(text) as GrandPrixSeason).tournaments.length;
    },
  },
  {
    name: 'validateGrandPrixSeason',
    run: () => {
      for (const season of seasons) sink += validateGrandPrixSeason(season).problems.length;
    },
  },
  {
    name: 'grandPrixStandings (validation, §30–§34, selection order, explanations)',
    run: () => {
      for (const season of seasons) sink += grandPrixStandings(season).rows.length;
    },
  },
];
for (let round = 0; round < 10; round++) for (const variant of variants) variant.run();
// Wall time and this process's CPU time (user + system, GC threads included): on a shared,
// overloaded machine the CPU time is the steadier of the two.
const wall = variants.map((): number[] => []);
const cpu = variants.map((): number[] => []);
for (let round = 0; round < ROUNDS; round++) {
  variants.forEach((variant, index) => {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    variant.run();
    wall[index]!.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu[index]!.push((used.user + used.system) / 1000);
  });
}
const middle = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const ratio = (times: readonly number[], base: readonly number[]): string =>
  `${middle(times.map((time, round) => time / base[round]!)).toFixed(2)}×`;
console.log(
  `\n## grandprix speed: ${SEASONS} seasons × ${TOURNAMENTS} tournaments × ${PLAYERS} players (${SEASONS * TOURNAMENTS * PLAYERS} standings lines, ${(texts.join('').length / 1e6).toFixed(2)} MB of JSON), interleaved ${ROUNDS} rounds\n`,
);
console.log('| variant | wall median ms | CPU median ms | wall vs JSON.parse | CPU vs JSON.parse |');
console.log('|---|---:|---:|---:|---:|');
variants.forEach((variant, index) => {
  console.log(
    `| ${variant.name} | ${middle(wall[index]!).toFixed(2)} | ${middle(cpu[index]!).toFixed(2)} | ${ratio(wall[index]!, wall[0]!)} | ${ratio(cpu[index]!, cpu[0]!)} |`,
  );
});
console.log('(ratios: median over the rounds of each round’s time ÷ that round’s JSON.parse time)');
if (sink < 0) console.log(sink);
