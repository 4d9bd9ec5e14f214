/**
 * Othello engine speed on the built package (`dist/`): perft leaves per second (fast
 * bitboard core vs the public immutable API) and WTHOR games replayed and verified per
 * second. The machines are shared, so figures are noisy; the load average is printed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type * as Othello from '../src/othello/index.js';
import type { Position } from '../src/othello/index.js';
import { loadDist, suite } from './harness.js';

const {
  isGameOver,
  legalMoves,
  parseGame,
  parseWthorGames,
  pass,
  perft,
  play,
  replayWthorGame,
  START_POSITION,
} = await loadDist<typeof Othello>('othello/index.js');

/** Perft written only with the public immutable API (same bulk counting at the last ply). */
function publicApiPerft(position: Position, depth: number): number {
  if (depth === 0) return 1;
  const moves = legalMoves(position);
  if (moves.length === 0) return isGameOver(position) ? 0 : publicApiPerft(pass(position), depth - 1);
  if (depth === 1) return moves.length;
  let leaves = 0;
  for (const move of moves) leaves += publicApiPerft(play(position, move), depth - 1);
  return leaves;
}

/**
 * The harness measures wall-clock time, which other jobs on a shared machine inflate;
 * process CPU time is less sensitive to that (though not immune), so it is printed too.
 */
function perCpuSecond(label: string, unit: string, work: () => number): void {
  const before = process.cpuUsage();
  const units = work();
  const used = process.cpuUsage(before);
  const seconds = (used.user + used.system) / 1e6;
  console.log(
    `${label}: ${units} ${unit} in ${seconds.toFixed(2)} s of CPU = ${(units / seconds / 1e6).toFixed(1)} M ${unit} per CPU-second`,
  );
}

const load = () => `load average ${loadavg()[0]!.toFixed(1)} on a shared machine: figures are noisy`;

console.log(`\nOthello engine (${load()})`);
suite(
  'perft(11), convention A, start position: fast bitboard core',
  [{ name: 'perft(11) fast core', run: () => perft(START_POSITION, 11) }],
  { unit: 'leaves', minRuns: 2, minMs: 0 },
);
perCpuSecond('perft(11) fast core', 'leaves', () => perft(START_POSITION, 11));

suite(
  'perft(8), start position: fast core vs public immutable API',
  [
    { name: 'fast core (perft)', run: () => perft(START_POSITION, 8) },
    { name: 'public API (legalMoves/play/pass)', run: () => publicApiPerft(START_POSITION, 8) },
  ],
  { unit: 'leaves', minRuns: 3 },
);
perCpuSecond('perft(8) ×20 fast core', 'leaves', () => {
  let leaves = 0;
  for (let run = 0; run < 20; run++) leaves += perft(START_POSITION, 8);
  return leaves;
});
perCpuSecond(
  'perft(8) ×2 public API',
  'leaves',
  () => publicApiPerft(START_POSITION, 8) + publicApiPerft(START_POSITION, 8),
);

const directory = fileURLToPath(new URL('../../shared/data/wthor/', import.meta.url));
let files: Uint8Array[] = [];
try {
  files = readdirSync(directory)
    .filter((name) => name.endsWith('.wtb'))
    .map((name) => new Uint8Array(readFileSync(`${directory}${name}`)));
} catch {
  console.log(`\n(WTHOR sample not found at ${directory}: skipping the WTHOR benchmark)`);
}
if (files.length > 0) {
  const databases = files.map(parseWthorGames);
  suite(
    'WTHOR sample: games replayed and verified per second',
    [
      {
        name: 'parse + replay + verify (fast core)',
        run: () => {
          let games = 0;
          for (const bytes of files) {
            for (const game of parseWthorGames(bytes).games) {
              replayWthorGame(game);
              games++;
            }
          }
          return games;
        },
      },
      {
        name: 'replay + verify only (fast core)',
        run: () => {
          let games = 0;
          for (const database of databases) {
            for (const game of database.games) {
              replayWthorGame(game);
              games++;
            }
          }
          return games;
        },
      },
      {
        name: 'replay with the public Game view (parseGame)',
        run: () => {
          let games = 0;
          for (const database of databases) {
            for (const game of database.games.slice(0, 2000)) {
              parseGame(game.moves);
              games++;
            }
          }
          return games;
        },
      },
    ],
    { unit: 'games' },
  );
  perCpuSecond('WTHOR replay + verify (fast core)', 'games', () => {
    let games = 0;
    for (const database of databases) {
      for (const game of database.games) {
        replayWthorGame(game);
        games++;
      }
    }
    return games;
  });
}
console.log(`\n(${load()})`);
