/**
 * `npm run fuzz` — feeds every parser of mindsport generated and mutated inputs.
 *
 *   npm run fuzz -- [--seed S] [--count N] [--only name[,name…]] [--from I]
 *                   [--slow-ms 50] [--huge-ms 1000] [--hang-ms 5000] [--list]
 *
 * Each target runs in a worker thread; a watchdog terminates a worker whose input has not
 * finished after `--hang-ms` (a real infinite loop), saves that input and goes on with the
 * next one. Per input, a call slower than `--slow-ms` (confirmed by re-running) is a failure
 * too; one input in 500 is inflated to about 1 MB and held to `--huge-ms` instead, so a
 * parser that is not linear in its input fails. Only `MindsportError`s may be thrown; valid inputs must round-trip. Failing inputs are
 * saved in `fuzz/crashes/<target>/`; the exit code is 1 when anything failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { HUGE_EVERY, makeInput } from './inputs.js';
import { loadSeeds } from './seeds.js';
import { type FuzzInput, TARGETS, type Target } from './targets.js';
import {
  COUNTERS,
  type DoneMessage,
  type FailureKind,
  type FailureMessage,
  type WorkerJob,
} from './worker.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '20261129' },
    count: { type: 'string', default: '100000' },
    only: { type: 'string' },
    from: { type: 'string', default: '0' },
    'slow-ms': { type: 'string', default: '50' },
    'huge-ms': { type: 'string', default: '1000' },
    'hang-ms': { type: 'string', default: '5000' },
    list: { type: 'boolean', default: false },
  },
});

const seed = values.seed;
const count = Number(values.count);
const from = Number(values.from);
const slowMs = Number(values['slow-ms']);
const hugeMs = Number(values['huge-ms']);
const hangMs = Number(values['hang-ms']);
for (const [name, value] of [
  ['--count', count],
  ['--from', from],
  ['--slow-ms', slowMs],
  ['--huge-ms', hugeMs],
  ['--hang-ms', hangMs],
] as const) {
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`${name} must be a non-negative integer`);
    process.exit(2);
  }
}

if (values.list) {
  for (const target of TARGETS) console.log(`${target.name.padEnd(28)} ${target.calls}`);
  process.exit(0);
}

const wanted = values.only?.split(',').map((name) => name.trim()) ?? [];
const selected = TARGETS.filter(
  (target) =>
    wanted.length === 0 || wanted.some((name) => target.name === name || target.name.startsWith(`${name}-`)),
);
if (selected.length === 0) {
  console.error(`--only ${values.only}: no such parser; --list shows them`);
  process.exit(2);
}

const CRASHES = new URL('./crashes/', import.meta.url);
const seeds = loadSeeds();
const SAVE_LIMIT = 20;

interface Summary {
  readonly target: string;
  readonly counters: Record<(typeof COUNTERS)[number], number>;
  readonly failures: Record<string, number>;
  readonly codes: Record<string, number>;
  readonly seconds: number;
}

function save(
  target: Target,
  failure: Omit<FailureMessage, 'type'>,
  saved: Map<string, number>,
): string | null {
  const key = failure.kind;
  const already = saved.get(key) ?? 0;
  if (already >= SAVE_LIMIT) return null;
  saved.set(key, already + 1);
  const directory = new URL(`${target.name}/`, CRASHES);
  mkdirSync(directory, { recursive: true });
  const base = `${failure.kind}-${seed}-${failure.index}`;
  const binary = typeof failure.input !== 'string';
  writeFileSync(new URL(`${base}.${binary ? 'bin' : 'txt'}`, directory), failure.input as FuzzInput);
  writeFileSync(
    new URL(`${base}.json`, directory),
    `${JSON.stringify(
      {
        target: target.name,
        kind: failure.kind,
        seed,
        index: failure.index,
        message: failure.message,
        // Text exactly, with lone surrogates and control characters escaped.
        input: binary ? Array.from(failure.input as Uint8Array) : failure.input,
        reproduce: `npm run fuzz -- --only ${target.name} --seed ${seed} --from ${failure.index} --count ${failure.index + 1}`,
      },
      null,
      2,
    )}\n`,
  );
  return fileURLToPathLike(new URL(`${base}.json`, directory));
}

function fileURLToPathLike(url: URL): string {
  return decodeURIComponent(url.pathname);
}

/** Runs one target from `start`, restarting after hangs, and resolves with its summary. */
async function runTarget(target: Target): Promise<Summary> {
  const started = performance.now();
  const counterBuffer = new SharedArrayBuffer(8 * COUNTERS.length);
  const counters = new Float64Array(counterBuffer);
  const failures: Record<string, number> = {};
  const codes: Record<string, number> = {};
  const saved = new Map<string, number>();
  const record = (failure: Omit<FailureMessage, 'type'>): void => {
    failures[failure.kind] = (failures[failure.kind] ?? 0) + 1;
    const path = save(target, failure, saved);
    const first = failure.message.split('\n')[0];
    if (path !== null)
      console.log(`  ${failure.kind} at input ${failure.index}: ${first}\n    saved ${path}`);
  };
  let next = from;
  while (next < count) {
    const progressBuffer = new SharedArrayBuffer(8);
    const progress = new Int32Array(progressBuffer);
    progress[0] = next;
    const job: WorkerJob = {
      target: target.name,
      seed,
      from: next,
      count,
      slowMs,
      hugeMs,
      progress: progressBuffer,
      counters: counterBuffer,
    };
    const hung = await new Promise<number | null>((resolve, reject) => {
      // Workers do not inherit tsx's loader on Node 20: register it inside the worker.
      const source = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(
        new URL('./worker.ts', import.meta.url).href,
      )}); })`;
      const worker = new Worker(source, { eval: true, workerData: job });
      let lastIndex = -1;
      let lastChange = performance.now();
      let settled = false;
      const watchdog = setInterval(() => {
        if (settled) return;
        const index = Atomics.load(progress, 0);
        const state = Atomics.load(progress, 1);
        const now = performance.now();
        // Loading the modules in a fresh worker can take seconds on a loaded machine: the
        // clock starts when the worker runs its first input.
        if (index !== lastIndex || state !== 1) {
          lastIndex = index;
          lastChange = now;
        } else if (now - lastChange > hangMs) {
          settled = true;
          clearInterval(watchdog);
          void worker.terminate().then(() => resolve(index));
        }
      }, 100);
      worker.on('message', (message: FailureMessage | DoneMessage) => {
        if (message.type === 'failure') record(message);
        else {
          for (const [code, times] of Object.entries(message.codes)) codes[code] = (codes[code] ?? 0) + times;
        }
      });
      worker.on('error', (error) => {
        if (settled) return;
        settled = true;
        clearInterval(watchdog);
        reject(error);
      });
      worker.on('exit', () => {
        if (settled) return;
        settled = true;
        clearInterval(watchdog);
        resolve(null);
      });
    });
    if (hung === null) break;
    counters[COUNTERS.indexOf('runs')]! += 1;
    counters[COUNTERS.indexOf('failures')]! += 1;
    counters[COUNTERS.indexOf('maxMs')] = Math.max(counters[COUNTERS.indexOf('maxMs')]!, hangMs);
    record({
      index: hung,
      kind: 'hang' satisfies FailureKind,
      message: `no result after ${hangMs} ms: worker terminated`,
      input: makeInput(target, seeds, seed, hung),
    });
    next = hung + 1;
  }
  const summary = Object.fromEntries(
    COUNTERS.map((name, index) => [name, counters[index]!]),
  ) as Summary['counters'];
  return {
    target: target.name,
    counters: summary,
    failures,
    codes,
    seconds: (performance.now() - started) / 1000,
  };
}

function row(cells: readonly (string | number)[], widths: readonly number[]): string {
  return cells
    .map((cell, index) =>
      index === 0 ? String(cell).padEnd(widths[index]!) : String(cell).padStart(widths[index]!),
    )
    .join('  ');
}

async function main(): Promise<void> {
  console.log(
    `mindsport fuzz: seed ${seed}, inputs ${from}…${count - 1} per parser (even: generated, odd: mutated seed), ` +
      `slow > ${slowMs} ms (${hugeMs} ms for the 1 MB inputs, one in ${HUGE_EVERY}), hang > ${hangMs} ms${seeds.shared ? '' : ' — ../shared/data not found: examples only'}`,
  );
  const summaries: Summary[] = [];
  const started = performance.now();
  for (const target of selected) {
    console.log(`${target.name}: ${target.calls}`);
    const summary = await runTarget(target);
    summaries.push(summary);
    const top = Object.entries(summary.codes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([code, times]) => `${code} ${times}`)
      .join(', ');
    console.log(
      `  ${summary.counters.runs} inputs in ${summary.seconds.toFixed(1)} s; most frequent refusals: ${top || '—'}`,
    );
  }
  const widths = [26, 8, 8, 8, 8, 13, 14, 9, 8];
  console.log('');
  console.log(
    row(
      ['parser', 'inputs', 'valid', 'invalid', 'failed', 'max parse ms', 'mean parse µs', 'seconds', 'kinds'],
      widths,
    ),
  );
  for (const summary of summaries) {
    const { counters } = summary;
    console.log(
      row(
        [
          summary.target,
          counters.runs,
          counters.valid,
          counters.invalid,
          counters.failures,
          counters.maxMs.toFixed(2),
          counters.runs === 0 ? '0' : ((counters.totalMs / counters.runs) * 1000).toFixed(1),
          summary.seconds.toFixed(1),
          Object.entries(summary.failures)
            .map(([kind, times]) => `${kind}:${times}`)
            .join(' ') || '—',
        ],
        widths,
      ),
    );
  }
  const failed = summaries.reduce((sum, summary) => sum + summary.counters.failures, 0);
  const total = summaries.reduce((sum, summary) => sum + summary.counters.runs, 0);
  console.log(
    `\n${total} inputs, ${failed} failures, ${((performance.now() - started) / 1000).toFixed(1)} s` +
      (failed > 0 ? ' — failing inputs are in fuzz/crashes/' : ''),
  );
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
