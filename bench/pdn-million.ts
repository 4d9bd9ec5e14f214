/**
 * A database of a million games (issue 29), read with `iteratePdnGames` on the built package:
 * the real games of `tests/fixtures/pdn/` repeated to `PDN_GAMES` games (default 1,000,000,
 * about 950 MB of PDN, more than the longest string V8 holds), handed over as chunks of
 * 1 MiB of bytes made on the fly, so the whole text never exists at once. Prints the games
 * and moves read, the time, and the live heap (after a full collection, every 50,000
 * games and at the end) above the heap before reading, also while keeping every 1,000th
 * game (what the kept games hold, and nothing of the text around them). `PDN_WHOLE=1` also reads the same bytes given at
 * once as one `Uint8Array` (decoded 16 MiB at a time; needs about 1 GB more memory).
 *
 * `npm run bench:pdn-million` (about two minutes per reading on a shared two-core machine);
 * `PDN_GAMES=100000 npm run bench:pdn-million` for a shorter run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type * as Draughts from '../src/draughts/index.js';
import { loadAverage, loadDist } from './harness.js';

const draughts = await loadDist<typeof Draughts>('draughts/index.js');
const FIXTURES = fileURLToPath(new URL('../tests/fixtures/pdn/', import.meta.url));
const GAMES = Number(process.env.PDN_GAMES ?? 1_000_000);
const CHUNK = 1 << 20;

const copy = `${readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.pdn'))
  .sort()
  .map((name) => readFileSync(join(FIXTURES, name), 'utf8'))
  .join('\n')}\n`;
const copyBytes = new TextEncoder().encode(copy);
const perCopy = draughts.parsePdn(copy).games.length;
const copies = Math.ceil(GAMES / perCopy);

/** The archive's bytes as chunks of CHUNK bytes, made as they are taken. */
function* chunks(): Generator<Uint8Array> {
  let chunk = new Uint8Array(CHUNK);
  let filled = 0;
  for (let done = 0; done < copies; done++) {
    for (let at = 0; at < copyBytes.length; ) {
      const taken = Math.min(CHUNK - filled, copyBytes.length - at);
      chunk.set(copyBytes.subarray(at, at + taken), filled);
      filled += taken;
      at += taken;
      if (filled === CHUNK) {
        yield chunk;
        chunk = new Uint8Array(CHUNK);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield chunk.subarray(0, filled);
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = (): number => {
  gc();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

/** Reads the input; `keepEvery` > 0 keeps every so many games (as a search would) until the end. */
function read(what: string, input: Draughts.PdnInput, keepEvery = 0): void {
  const before = heap();
  let games = 0;
  let moves = 0;
  let peak = 0;
  const kept: Draughts.PdnGame[] = [];
  const start = performance.now();
  for (const game of draughts.iteratePdnGames(input)) {
    moves += game.moves.length;
    if (keepEvery > 0 && games % keepEvery === 0) kept.push(game);
    if (++games % 50_000 === 0) peak = Math.max(peak, heap() - before);
  }
  peak = Math.max(peak, heap() - before);
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `| ${what} | ${games.toLocaleString('en')} | ${moves.toLocaleString('en')} | ${seconds.toFixed(1)} s | ${Math.round(games / seconds).toLocaleString('en')} | ${mb(peak)} |`,
  );
}

console.log(
  `\n## A PDN database of ${(copies * perCopy).toLocaleString('en')} games, ${mb(copies * copyBytes.length)} (${loadAverage()})\n`,
);
console.log('| input | games | moves | time | games/s | live heap at most |');
console.log('|---|---:|---:|---:|---:|---:|');
read('chunks of 1 MiB', chunks());
read('chunks of 1 MiB, every 1,000th game kept', chunks(), 1000);
if (process.env.PDN_WHOLE === '1') {
  const whole = new Uint8Array(copies * copyBytes.length);
  for (let done = 0; done < copies; done++) whole.set(copyBytes, done * copyBytes.length);
  read('one Uint8Array', whole);
}
