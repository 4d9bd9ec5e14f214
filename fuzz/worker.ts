/**
 * Runs one target's inputs `from … count-1` in a worker thread. Before each input it stores
 * the index in shared memory, so the watchdog in `run.ts` sees which input hangs; counters
 * live in shared memory too, so they survive the worker being terminated.
 */
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { MindsportError } from '../src/core/index.js';
import { inputKind, isHuge, makeInput } from './inputs.js';
import { loadSeeds } from './seeds.js';
import { checkError, type FuzzInput, InvariantFailure, NotJson, Refusal, TARGETS } from './targets.js';

/** What the main thread passes in. */
export interface WorkerJob {
  readonly target: string;
  readonly seed: string;
  readonly from: number;
  readonly count: number;
  readonly slowMs: number;
  /** The per-call bound of an inflated (about 1 MB) input. */
  readonly hugeMs: number;
  /** Int32Array: [0] index being run, [1] state: 0 loading, 1 running, 2 finished. */
  readonly progress: SharedArrayBuffer;
  /** Float64Array of {@link COUNTERS}. */
  readonly counters: SharedArrayBuffer;
}

/** Slots of the shared counters. */
export const COUNTERS = [
  'runs',
  'generated',
  'mutated',
  'valid',
  'invalid',
  'failures',
  'maxMs',
  'maxIndex',
  'totalMs',
] as const;

/** Failure kinds. */
export type FailureKind = 'crash' | 'roundtrip' | 'slow' | 'hang' | 'bad-error';

/** A failure, as posted to the main thread. */
export interface FailureMessage {
  readonly type: 'failure';
  readonly index: number;
  readonly kind: FailureKind;
  readonly message: string;
  readonly input: FuzzInput;
}

/** The end of the job: error codes seen on invalid inputs. */
export interface DoneMessage {
  readonly type: 'done';
  readonly codes: Record<string, number>;
}

const slot = (name: (typeof COUNTERS)[number]): number => COUNTERS.indexOf(name);

/** Runs one input: 'valid', 'invalid' with its code, or a failure. */
/** The outcome of one input, with the time of its parse call. */
type RunResult = (
  | { outcome: 'valid'; note?: string }
  | { outcome: 'invalid'; code: string }
  | { outcome: 'failure'; kind: FailureKind; message: string }
) & { parseMs: number; totalMs: number };

/** Runs one input: 'valid', 'invalid' with its code, or a failure. */
function runOne(target: (typeof TARGETS)[number], input: FuzzInput): RunResult {
  let value: unknown;
  const started = performance.now();
  try {
    value = target.parse(input);
  } catch (error) {
    const parseMs = performance.now() - started;
    if (error instanceof NotJson)
      return { outcome: 'invalid', code: '(not JSON)', parseMs, totalMs: parseMs };
    if (error instanceof MindsportError) {
      try {
        checkError(error);
      } catch (bad) {
        return {
          outcome: 'failure',
          kind: 'bad-error',
          message: (bad as Error).message,
          parseMs,
          totalMs: parseMs,
        };
      }
      return { outcome: 'invalid', code: error.code, parseMs, totalMs: parseMs };
    }
    if (error instanceof InvariantFailure)
      return { outcome: 'failure', kind: 'bad-error', message: error.message, parseMs, totalMs: parseMs };
    return { outcome: 'failure', kind: 'crash', message: describe(error), parseMs, totalMs: parseMs };
  }
  const parseMs = performance.now() - started;
  const totalMs = (): number => performance.now() - started;
  try {
    target.check(value, input);
  } catch (error) {
    if (error instanceof Refusal)
      return { outcome: 'valid', note: error.message, parseMs, totalMs: totalMs() };
    return {
      outcome: 'failure',
      // A coded error while formatting or re-reading a valid value breaks the round trip.
      kind: error instanceof InvariantFailure || error instanceof MindsportError ? 'roundtrip' : 'crash',
      message: error instanceof InvariantFailure ? error.message : `on a valid input: ${describe(error)}`,
      parseMs,
      totalMs: totalMs(),
    };
  }
  return { outcome: 'valid', parseMs, totalMs: totalMs() };
}

function describe(error: unknown): string {
  if (error instanceof Error)
    return `${error.name}: ${error.message}\n${error.stack?.split('\n').slice(1, 6).join('\n') ?? ''}`;
  return `non-Error thrown: ${String(error)}`;
}

function main(): void {
  const job = workerData as WorkerJob;
  const target = TARGETS.find((candidate) => candidate.name === job.target);
  if (target === undefined) throw new Error(`unknown target ${job.target}`);
  const seeds = loadSeeds();
  const progress = new Int32Array(job.progress);
  const counters = new Float64Array(job.counters);
  const codes: Record<string, number> = {};
  Atomics.store(progress, 1, 1);
  for (let index = job.from; index < job.count; index++) {
    Atomics.store(progress, 0, index);
    const input = makeInput(target, seeds, job.seed, index);
    let result = runOne(target, input);
    // The per-call bound applies to the parse call; the whole round trip (two formats and
    // one more parse) gets four times as long.
    let parseMs = result.parseMs;
    let totalMs = result.totalMs;
    // An inflated input (about 1 MB) is judged by its own, larger bound: linear is the rule.
    const limitMs = isHuge(index) ? job.hugeMs : job.slowMs;
    const tooSlow = (): boolean => parseMs > limitMs || totalMs > 4 * limitMs;
    for (let again = 0; again < 4 && tooSlow(); again++) {
      // A loaded machine or a GC pause can make one call slow: measure again, keep the fastest.
      const rerun = runOne(target, input);
      parseMs = Math.min(parseMs, rerun.parseMs);
      totalMs = Math.min(totalMs, rerun.totalMs);
    }
    if (tooSlow() && result.outcome !== 'failure') {
      result = {
        outcome: 'failure',
        kind: 'slow',
        message: `parse took ${parseMs.toFixed(1)} ms, parse and round trip ${totalMs.toFixed(1)} ms at best of 5 (limits ${limitMs} and ${4 * limitMs} ms)`,
        parseMs,
        totalMs,
      };
    }
    const elapsed = parseMs;
    counters[slot('runs')]! += 1;
    counters[slot(inputKind(index))]! += 1;
    counters[slot('totalMs')]! += elapsed;
    if (elapsed > counters[slot('maxMs')]!) {
      counters[slot('maxMs')] = elapsed;
      counters[slot('maxIndex')] = index;
    }
    if (result.outcome === 'valid') {
      counters[slot('valid')]! += 1;
      if (result.note !== undefined) codes[result.note] = (codes[result.note] ?? 0) + 1;
    } else if (result.outcome === 'invalid') {
      counters[slot('invalid')]! += 1;
      codes[result.code] = (codes[result.code] ?? 0) + 1;
    } else {
      counters[slot('failures')]! += 1;
      const message: FailureMessage = {
        type: 'failure',
        index,
        kind: result.kind,
        message: result.message,
        input,
      };
      parentPort!.postMessage(message);
    }
  }
  Atomics.store(progress, 1, 2);
  const done: DoneMessage = { type: 'done', codes };
  parentPort!.postMessage(done);
}

if (!isMainThread) main();
