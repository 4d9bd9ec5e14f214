/**
 * NOF Swiss standings with MBQ for a 10,000-player, 15-round Swiss, against `JSON.parse` of
 * the same tournament (target: standings ≤ 1× the parse), and 100k vs 10k players with the
 * same tournament shape (target ≤ 12×).
 *
 * Fair by construction: both sizes come from one generator (same rounds, byes, late entries
 * and withdrawals per player); the variants compared are run interleaved (one run of each per
 * round, so machine load and heap state hit them alike) after a warm-up, and each figure is
 * the median of many runs; a 10k run is preceded by an untimed 10k run, so it is not timed
 * with the caches just emptied by a 100k run (which would flatter the 100k/10k ratio). The 10k-vs-parse comparison runs before the 100k tournament exists,
 * the 100k-vs-10k comparison with both tournaments in memory. Medians of wall time decide the
 * targets; CPU time of the process (all threads, so the garbage collector's helpers too) is
 * printed beside it because it is steadier on a busy machine.
 */
import { loadavg } from 'node:os';
import { createRandom } from '../src/core/random.js';
import { computeStandings, NOF_SWISS, type Tournament } from '../src/othello/index.js';

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

interface Variant {
  readonly name: string;
  readonly run: () => number;
  /**
   * Untimed runs just before each timed one, so a small variant is timed in its own steady
   * state (its data in the caches) rather than right after a large one evicted everything.
   */
  readonly settle?: number;
}

interface Timing {
  readonly name: string;
  readonly runs: number;
  readonly wallMs: number;
  readonly cpuMs: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Runs the variants interleaved (`warmUp` untimed rounds, then `rounds` timed ones) and prints medians. */
function interleaved(title: string, variants: readonly Variant[], warmUp: number, rounds: number): Timing[] {
  for (let round = 0; round < warmUp; round++) for (const variant of variants) variant.run();
  const wall = variants.map((): number[] => []);
  const cpu = variants.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    variants.forEach((variant, index) => {
      for (let settle = 0; settle < (variant.settle ?? 0); settle++) variant.run();
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      variant.run();
      const elapsed = performance.now() - start;
      const used = process.cpuUsage(cpuStart);
      wall[index]?.push(elapsed);
      cpu[index]?.push((used.user + used.system) / 1000);
    });
  }
  const timings = variants.map((variant, index) => ({
    name: variant.name,
    runs: rounds,
    wallMs: median(wall[index] ?? []),
    cpuMs: median(cpu[index] ?? []),
  }));
  const base = timings[0] as Timing;
  console.log(`\n## ${title}\n`);
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (1, 5, 15 min)\n`,
  );
  console.log('| variant | runs | median ms | median CPU ms | time vs first | CPU vs first |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const timing of timings) {
    console.log(
      `| ${timing.name} | ${timing.runs} | ${timing.wallMs.toFixed(2)} | ${timing.cpuMs.toFixed(2)} | ${(timing.wallMs / base.wallMs).toFixed(2)}× | ${(timing.cpuMs / base.cpuMs).toFixed(2)}× |`,
    );
  }
  return timings;
}

const smallText = JSON.stringify(swiss(10_000, 15, 1));
const small = JSON.parse(smallText) as Tournament;
console.log(`\n10k-player tournament JSON: ${(smallText.length / 1e6).toFixed(1)} MB`);
const [parseSmall, standingsSmall] = interleaved(
  'Othello standings with MBQ (NOF Swiss, 10,000 players, 15 rounds) vs JSON.parse of the same tournament',
  [
    { name: 'JSON.parse 10k players', run: () => (JSON.parse(smallText) as Tournament).players.length },
    { name: 'computeStandings 10k players', run: () => computeStandings(small, NOF_SWISS).rows.length },
  ],
  10,
  40,
) as [Timing, Timing];

// Built after the first comparison so its heap does not weigh on the 10k-vs-parse figures.
const largeText = JSON.stringify(swiss(100_000, 15, 2));
const large = JSON.parse(largeText) as Tournament;
console.log(`\n100k-player tournament JSON: ${(largeText.length / 1e6).toFixed(1)} MB`);
const [scaleSmall, scaleLarge] = interleaved(
  'Othello standings: 100k vs 10k players (same shape, 15 rounds, both in memory)',
  [
    {
      name: 'computeStandings 10k players',
      run: () => computeStandings(small, NOF_SWISS).rows.length,
      settle: 1,
    },
    { name: 'computeStandings 100k players', run: () => computeStandings(large, NOF_SWISS).rows.length },
  ],
  3,
  15,
) as [Timing, Timing];
// For comparison only: JSON.parse scales too (it allocates the whole tournament).
const [parseScaleSmall, parseScaleLarge] = interleaved(
  'JSON.parse: 100k vs 10k players (for comparison)',
  [
    {
      name: 'JSON.parse 10k players',
      run: () => (JSON.parse(smallText) as Tournament).players.length,
      settle: 1,
    },
    { name: 'JSON.parse 100k players', run: () => (JSON.parse(largeText) as Tournament).players.length },
  ],
  1,
  5,
) as [Timing, Timing];

const ratio = (a: Timing, b: Timing, field: 'wallMs' | 'cpuMs'): string => (a[field] / b[field]).toFixed(2);
console.log('\n## Othello standings targets\n');
console.log('| figure | time | CPU | target |');
console.log('|---|---:|---:|---:|');
console.log(
  `| standings 10k / JSON.parse 10k | ${ratio(standingsSmall, parseSmall, 'wallMs')}× | ${ratio(standingsSmall, parseSmall, 'cpuMs')}× | ≤ 1× |`,
);
console.log(
  `| standings 100k / standings 10k | ${ratio(scaleLarge, scaleSmall, 'wallMs')}× | ${ratio(scaleLarge, scaleSmall, 'cpuMs')}× | ≤ 12× |`,
);
console.log(
  `| JSON.parse 100k / JSON.parse 10k | ${ratio(parseScaleLarge, parseScaleSmall, 'wallMs')}× | ${ratio(parseScaleLarge, parseScaleSmall, 'cpuMs')}× | (none) |`,
);
