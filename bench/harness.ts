/**
 * A small benchmark harness: run named variants of the same work, print a table of
 * figures and the ratio of each variant to the first. Benchmarks never assert times.
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
export interface Variant {
  /** Name shown in the table. */
  readonly name: string;
  /** The work; returns how many units it processed (leaves, games, rows…), for a rate. */
  readonly run: () => number;
}

export interface SuiteOptions {
  /** Unit name for the rate column, e.g. 'leaves' or 'games'. */
  readonly unit?: string;
  /** Minimum total time per variant in milliseconds (default 1000). */
  readonly minMs?: number;
  /** Minimum number of runs per variant (default 3). */
  readonly minRuns?: number;
}

export interface VariantResult {
  readonly name: string;
  readonly runs: number;
  readonly medianMs: number;
  readonly unitsPerSecond: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function formatRate(value: number): string {
  if (value >= 1e6) return `${(value / 1e6).toFixed(2)} M`;
  if (value >= 1e3) return `${(value / 1e3).toFixed(2)} k`;
  return value.toFixed(2);
}

/** Runs each variant (one warm-up, then repeated runs) and prints a table with ratios to the first. */
export function suite(
  title: string,
  variants: readonly Variant[],
  options: SuiteOptions = {},
): VariantResult[] {
  const unit = options.unit ?? 'units';
  const minMs = options.minMs ?? 1000;
  const minRuns = options.minRuns ?? 3;
  const results: VariantResult[] = [];
  for (const variant of variants) {
    variant.run();
    const times: number[] = [];
    let units = 0;
    let total = 0;
    while (times.length < minRuns || total < minMs) {
      const start = performance.now();
      units = variant.run();
      const elapsed = performance.now() - start;
      times.push(elapsed);
      total += elapsed;
    }
    const medianMs = median(times);
    results.push({
      name: variant.name,
      runs: times.length,
      medianMs,
      unitsPerSecond: (units / medianMs) * 1000,
    });
  }
  const base = results[0]?.medianMs ?? 1;
  console.log(`\n## ${title}\n`);
  console.log(`| variant | runs | median ms | ${unit}/s | time vs first |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const result of results) {
    console.log(
      `| ${result.name} | ${result.runs} | ${result.medianMs.toFixed(2)} | ${formatRate(result.unitsPerSecond)} | ${(result.medianMs / base).toFixed(2)}× |`,
    );
  }
  return results;
}

/**
 * Loads an entry point of the built package (`dist/`), which is what users run: benchmarks
 * time it, not the sources. The specifier is built at run time so that type-checking does
 * not need a build; callers type the module with `import type` from `src/`.
 *
 * @param entry - the entry below `dist/`, such as `'draughts/index.js'`
 */
export async function loadDist<T>(entry: string): Promise<T> {
  const url = new URL(`../dist/${entry}`, import.meta.url);
  if (!existsSync(url)) {
    console.error(`dist/${entry} is missing: run \`npm run build\` before \`npm run bench\`.`);
    process.exit(1);
  }
  return (await import(url.href)) as T;
}

/** The one-minute load average, for the figures printed with it (the machines are shared). */
export function loadAverage(): string {
  return `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
}
