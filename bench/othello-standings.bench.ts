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
 *
 * The 100k/10k target is judged with each size in **its own process** (a fresh heap holding
 * only its own tournament; the processes alternate, and each figure is the median of their
 * medians). With both tournaments in one process, the garbage a 100k run leaves is collected
 * while the next 10k runs are timed (the collector's helper threads share the two cores), so
 * the 10k figure comes out up to twice its own-process figure and the ratio looks better than
 * it is; that comparison is still printed, marked as such.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type * as CoreModule from '../src/index.js';
import type * as OthelloModule from '../src/othello/index.js';
import type { OthelloTournament as Tournament } from '../src/othello/index.js';
import { loadDist } from './harness.js';

const { createRandom } = await loadDist<typeof CoreModule>('index.js');
const { NOF_SWISS, othelloStandings } = await loadDist<typeof OthelloModule>('othello/index.js');

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

/** One timed run: wall-clock ms and CPU ms of the process (all threads). */
function timeOnce(run: () => number): [number, number] {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  run();
  const elapsed = performance.now() - start;
  const used = process.cpuUsage(cpuStart);
  return [elapsed, (used.user + used.system) / 1000];
}

/** Runs the variants interleaved (`warmUp` untimed rounds, then `rounds` timed ones) and prints medians. */
function interleaved(title: string, variants: readonly Variant[], warmUp: number, rounds: number): Timing[] {
  for (let round = 0; round < warmUp; round++) for (const variant of variants) variant.run();
  const wall = variants.map((): number[] => []);
  const cpu = variants.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    variants.forEach((variant, index) => {
      for (let settle = 0; settle < (variant.settle ?? 0); settle++) variant.run();
      const [elapsed, used] = timeOnce(variant.run);
      wall[index]?.push(elapsed);
      cpu[index]?.push(used);
    });
  }
  const timings = variants.map((variant, index) => ({
    name: variant.name,
    runs: rounds,
    wallMs: median(wall[index] ?? []),
    cpuMs: median(cpu[index] ?? []),
  }));
  printTimings(title, timings);
  return timings;
}

/** Seeds of the two tournaments: the same in this process and in the child processes. */
/** Prints a table of timings with ratios to the first, and the load average. */
function printTimings(title: string, timings: readonly Timing[]): void {
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
}

const SEEDS: Record<number, number> = { 10000: 1, 100000: 2 };
const CHILD = 'MINDSPORT_BENCH_STANDINGS_CHILD';

/** A child process: one size, one kind of work; prints its medians as one JSON line. */
function child(spec: string): void {
  const [kind, size] = spec.split(':') as ['standings' | 'parse', string];
  const players = Number(size);
  const text = JSON.stringify(swiss(players, 15, SEEDS[players] ?? 1));
  const tournament = JSON.parse(text) as Tournament;
  const run =
    kind === 'parse'
      ? () => (JSON.parse(text) as Tournament).players.length
      : () => othelloStandings(tournament, NOF_SWISS).rows.length;
  const large = players > 10_000;
  const warmUp = kind === 'parse' ? 2 : large ? 3 : 10;
  const runs = kind === 'parse' ? (large ? 5 : 20) : large ? 12 : 40;
  for (let round = 0; round < warmUp; round++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < runs; round++) {
    const [elapsed, used] = timeOnce(run);
    wall.push(elapsed);
    cpu.push(used);
  }
  console.log(JSON.stringify({ runs, wallMs: median(wall), cpuMs: median(cpu) }));
}

/**
 * Each size in its own process, alternating (`pairs` of each), so neither pays for the other's
 * garbage; the figure of a size is the median of its processes' medians.
 */
function ownProcesses(title: string, kind: 'standings' | 'parse', pairs: number): [Timing, Timing] {
  const file = fileURLToPath(import.meta.url);
  const sizes = [10_000, 100_000] as const;
  const results: Record<number, { wallMs: number; cpuMs: number; runs: number }[]> = {
    10000: [],
    100000: [],
  };
  for (let pair = 0; pair < pairs; pair++) {
    for (const size of sizes) {
      const spawned = spawnSync(process.execPath, [...process.execArgv, file], {
        env: { ...process.env, [CHILD]: `${kind}:${size}` },
        encoding: 'utf8',
        maxBuffer: 1 << 20,
      });
      const line = spawned.stdout.trim().split('\n').pop() ?? '';
      if (spawned.status !== 0 || !line.startsWith('{')) {
        throw new Error(`child ${kind}:${size} failed (${spawned.status}): ${spawned.stderr}`);
      }
      results[size]?.push(JSON.parse(line));
    }
  }
  const timings = sizes.map((size) => {
    const list = results[size] ?? [];
    return {
      name: `${kind === 'parse' ? 'JSON.parse' : 'othelloStandings'} ${size / 1000}k players`,
      runs: list.reduce((sum, result) => sum + result.runs, 0),
      wallMs: median(list.map((result) => result.wallMs)),
      cpuMs: median(list.map((result) => result.cpuMs)),
    };
  }) as [Timing, Timing];
  printTimings(`${title} (${pairs} processes of each, alternating; runs summed over them)`, timings);
  return timings;
}

if (process.env[CHILD] !== undefined) {
  child(process.env[CHILD] as string);
} else {
  main();
}

function main(): void {
  const smallText = JSON.stringify(swiss(10_000, 15, SEEDS[10_000] as number));
  const small = JSON.parse(smallText) as Tournament;
  console.log(`\n10k-player tournament JSON: ${(smallText.length / 1e6).toFixed(1)} MB`);
  const [parseSmall, standingsSmall] = interleaved(
    'Othello standings with MBQ (NOF Swiss, 10,000 players, 15 rounds) vs JSON.parse of the same tournament',
    [
      { name: 'JSON.parse 10k players', run: () => (JSON.parse(smallText) as Tournament).players.length },
      { name: 'othelloStandings 10k players', run: () => othelloStandings(small, NOF_SWISS).rows.length },
    ],
    10,
    40,
  ) as [Timing, Timing];

  // Built after the first comparison so its heap does not weigh on the 10k-vs-parse figures.
  const largeText = JSON.stringify(swiss(100_000, 15, SEEDS[100_000] as number));
  const large = JSON.parse(largeText) as Tournament;
  console.log(`\n100k-player tournament JSON: ${(largeText.length / 1e6).toFixed(1)} MB`);
  const [scaleSmall, scaleLarge] = interleaved(
    'Othello standings: 100k vs 10k players (same shape, 15 rounds, both in memory)',
    [
      {
        name: 'othelloStandings 10k players',
        run: () => othelloStandings(small, NOF_SWISS).rows.length,
        settle: 1,
      },
      { name: 'othelloStandings 100k players', run: () => othelloStandings(large, NOF_SWISS).rows.length },
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

  const own = ownProcesses('Othello standings: 100k vs 10k players, each in its own process', 'standings', 3);
  const ownParse = ownProcesses(
    'JSON.parse: 100k vs 10k players, each in its own process (for comparison)',
    'parse',
    2,
  );

  const ratio = (a: Timing, b: Timing, field: 'wallMs' | 'cpuMs'): string => (a[field] / b[field]).toFixed(2);
  const line = (figure: string, a: Timing, b: Timing, target: string): void => {
    console.log(`| ${figure} | ${ratio(a, b, 'wallMs')}× | ${ratio(a, b, 'cpuMs')}× | ${target} |`);
  };
  console.log('\n## Othello standings targets\n');
  console.log('| figure | time | CPU | target |');
  console.log('|---|---:|---:|---:|');
  line('standings 10k / JSON.parse 10k', standingsSmall, parseSmall, '≤ 1×');
  line('standings 100k / standings 10k, each in its own process', own[1], own[0], '≤ 12×');
  line('standings 100k / standings 10k, both in one process (flattered)', scaleLarge, scaleSmall, '(none)');
  line('JSON.parse 100k / JSON.parse 10k, each in its own process', ownParse[1], ownParse[0], '(none)');
  line('JSON.parse 100k / JSON.parse 10k, both in one process', parseScaleLarge, parseScaleSmall, '(none)');
}
