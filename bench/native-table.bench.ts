/**
 * The speed table of the engines and the PDN reader (issue 29): each row times the built
 * package against a reference measured in the same run, the two alternating, and prints
 * the ratio (reference time ÷ library time; higher is better, 1 is native speed): the
 * median of the rounds' ratios, each round's reference run just before its library run,
 * and their range.
 *
 * References: the plain C programs of `../shared/bench/` (compiled here with
 * `gcc -O3 -march=native`; their rows are skipped with a note when gcc or the sources are
 * missing), and for PDN `JSON.parse` of the very result `parsePdn` returns, written as JSON.
 * The machines are shared: the load average is printed with the table, and only the
 * ratios of one run mean anything. `BENCH_ROUNDS=5 npm run bench -- native` takes more rounds;
 * `BENCH_ONLY=draughts npm run bench -- native` times only the rows whose name contains
 * the word (case-insensitive).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type * as Draughts from '../src/draughts/index.js';
import type * as Othello from '../src/othello/index.js';
import { loadAverage, loadDist } from './harness.js';

const othello = await loadDist<typeof Othello>('othello/index.js');
const draughts = await loadDist<typeof Draughts>('draughts/index.js');

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const ONLY = (process.env.BENCH_ONLY ?? '').toLowerCase();
const REFERENCES = fileURLToPath(new URL('../../shared/bench/', import.meta.url));
const PDN_FIXTURES = fileURLToPath(new URL('../tests/fixtures/pdn/', import.meta.url));
const WOLDOUBY = 'W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26';

/** A timed piece of work; returns milliseconds (the C programs report their own time). */
type Timed = () => number;

interface Row {
  readonly what: string;
  readonly target: string;
  readonly library: Timed;
  /** The reference, or why it is skipped. */
  readonly reference: { readonly name: string; readonly run: Timed } | { readonly skipped: string };
}

function timed(work: () => unknown): Timed {
  return () => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };
}

/** Compiles a C reference once per run; returns the program's path or why it cannot be used. */
function compile(source: string): { readonly program: string } | { readonly skipped: string } {
  const file = join(REFERENCES, source);
  if (!existsSync(file)) return { skipped: `${source} not found in ../shared/bench/` };
  const directory = join(tmpdir(), `mindsport-bench-${process.pid}`);
  mkdirSync(directory, { recursive: true });
  const program = join(directory, source.replace(/\.c$/, ''));
  const built = spawnSync('gcc', ['-O3', '-march=native', '-o', program, file], { encoding: 'utf8' });
  if (built.error !== undefined) return { skipped: 'gcc not found: reference skipped' };
  if (built.status !== 0) return { skipped: `gcc failed on ${source}: ${built.stderr.trim().slice(0, 200)}` };
  return { program };
}

/** Runs a compiled reference; its own report `perft(D) = N in S s` gives the time. */
function native(program: string, args: readonly string[], library: () => number): Timed {
  return () => {
    const leaves = library();
    const ran = spawnSync(program, args, { encoding: 'utf8' });
    const report = /= (\d+) in ([\d.]+) s/.exec(ran.stdout);
    if (report === null) throw new Error(`${program} ${args.join(' ')}: ${ran.stdout}${ran.stderr}`);
    if (Number(report[1]) !== leaves)
      throw new Error(`${program} counts ${report[1]}, the library ${leaves}`);
    return Number(report[2]) * 1000;
  };
}

function cRow(
  what: string,
  target: string,
  compiled: ReturnType<typeof compile>,
  args: readonly string[],
  work: () => number,
): Row {
  // Counted once, when the row is timed (rows left out by BENCH_ONLY never run).
  let leaves: number | undefined;
  const counted = (): number => {
    leaves ??= work();
    return leaves;
  };
  return {
    what,
    target,
    library: timed(work),
    reference: 'program' in compiled ? { name: 'C', run: native(compiled.program, args, counted) } : compiled,
  };
}

/** The real games of the fixtures, repeated to about 20,000 games (≈ 19 MB), as the archive. */
function pdnArchive(): string {
  const copy = readdirSync(PDN_FIXTURES)
    .filter((name) => name.endsWith('.pdn'))
    .sort()
    .map((name) => readFileSync(join(PDN_FIXTURES, name), 'utf8'))
    .join('\n');
  const perCopy = draughts.parsePdn(copy).games.length;
  return Array.from({ length: Math.ceil(20_000 / perCopy) }, () => copy).join('\n');
}

function pdnRows(): Row[] {
  const text = pdnArchive();
  const json = JSON.stringify(draughts.parsePdn(text));
  const games = (JSON.parse(json) as Draughts.PdnFile).games.length;
  const size = `${games} real games, ${(text.length / 1e6).toFixed(0)} MB; JSON ${(json.length / 1e6).toFixed(0)} MB`;
  const reference = { name: 'JSON.parse', run: timed(() => JSON.parse(json)) };
  const bytes = new TextEncoder().encode(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 2 ** 20) }, (_, index) =>
    bytes.subarray(index * 2 ** 20, (index + 1) * 2 ** 20),
  );
  const streamed = (): number => {
    let moves = 0;
    for (const game of draughts.iteratePdnGames(text)) moves += game.moves.length;
    return moves;
  };
  return [
    {
      what: `\`parsePdn\`, ${size}`,
      target: '≥ 0.5×',
      library: timed(() => draughts.parsePdn(text)),
      reference,
    },
    {
      what: '`iteratePdnGames`, the same games one at a time',
      target: '–',
      library: timed(streamed),
      reference,
    },
    {
      what: '`iteratePdnGames`, the same text as chunks of 1 MiB of bytes',
      target: '–',
      library: timed(() => {
        let moves = 0;
        for (const game of draughts.iteratePdnGames(chunks)) moves += game.moves.length;
        return moves;
      }),
      reference,
    },
  ];
}

/**
 * Memory of the two ways of reading the archive, as live heap after a full collection above
 * the heap before reading: holding `parsePdn`'s result, and at most while iterating
 * (sampled every 500 games).
 */
/** The live heap that the result of `read` holds (the result is dropped when this returns). */
function heldBy(read: () => unknown, heap: () => number): number {
  const before = heap();
  const result = read();
  const after = heap();
  return result === undefined ? 0 : after - before;
}

function pdnMemory(): string {
  const text = pdnArchive();
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const heap = (): number => {
    gc();
    return process.memoryUsage().heapUsed;
  };
  const before = heap();
  let peak = 0;
  let games = 0;
  for (const _ of draughts.iteratePdnGames(text)) {
    if (++games % 500 === 0) peak = Math.max(peak, heap() - before);
  }
  const whole = heldBy(() => draughts.parsePdn(text), heap);
  const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;
  return `PDN memory (live heap above the text): ${mb(whole)} holding parsePdn's ${games} games, at most ${mb(peak)} while iterating over them`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(3)} s`;

const othelloC = compile('othello_perft.c');
const draughtsC = compile('draughts_perft.c');
const woldouby = draughts.parseFen(WOLDOUBY);
const wanted = (what: string): boolean => what.toLowerCase().includes(ONLY);
const rows: Row[] = [
  cRow('Othello perft(11), convention A, start', '≥ 0.85×', othelloC, ['11'], () =>
    othello.perft(othello.START_POSITION, 11),
  ),
  cRow('draughts perft(9), start', '≥ 0.40×', draughtsC, ['9'], () =>
    draughts.draughtsPerft(draughts.DRAUGHTS_START, 9),
  ),
  cRow('draughts perft(14), Woldouby middlegame', '≥ 0.40×', draughtsC, ['14', WOLDOUBY], () =>
    draughts.draughtsPerft(woldouby, 14),
  ),
  ...(wanted('parsePdn') || wanted('iteratePdnGames') ? pdnRows() : []),
].filter((row) => wanted(row.what));

console.log(`\n## Speed against native references (${ROUNDS} rounds, alternating; ${loadAverage()})\n`);
console.log(
  '| what | library (median) | reference (median) | ratio (median of rounds) | ratio range | target |',
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const library: number[] = [];
  const reference: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if ('run' in row.reference) reference.push(row.reference.run());
    library.push(row.library());
  }
  const mine = median(library);
  if ('run' in row.reference) {
    // The ratio of each round (the reference run just before the library's): the load of a
    // shared machine drifts over seconds, and a round's two runs share more of it than the
    // medians of the two sides do.
    const ratios = library.map((time, round) => reference[round]! / time);
    const range = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×`;
    console.log(
      `| ${row.what} | ${seconds(mine)} | ${row.reference.name} ${seconds(median(reference))} | ${median(ratios).toFixed(2)}× | ${range} | ${row.target} |`,
    );
  } else {
    console.log(`| ${row.what} | ${seconds(mine)} | ${row.reference.skipped} | – | – | ${row.target} |`);
  }
}
if (wanted('parsePdn')) console.log(`\n${pdnMemory()}`);
console.log(`\n(${loadAverage()}; the machine may be shared: compare ratios of one run only)`);
