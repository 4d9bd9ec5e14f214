/**
 * Browser check of reading archives as streams (issue 29): in headless Chromium, the
 * library's browser build (dist/ ESM, served over HTTP) reads the real games of the PDN
 * fixtures from the `ReadableStream` of a `Blob` — what `file.stream()` of a picked file
 * gives — and from a stream of small chunks cut anywhere, with `iteratePdnGamesAsync`;
 * the games must be those `parsePdn` reads from the whole text in Node. A loop that stops
 * after the first game must cancel its stream. The same for a WTHOR game file with
 * `iterateWthorGamesAsync`, against `parseWthorGames` in Node.
 *
 * Needs `npm run build` (the page loads dist/).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFen, parsePdn } from '../../src/draughts/index.js';
import { parseWthorGames } from '../../src/othello/index.js';
import { FLAGS, requireChromium, run, serve } from './chromium.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(root, 'dist');
const fixtures = join(root, 'tests', 'fixtures', 'pdn');
const text = readdirSync(fixtures)
  .filter((name) => name.endsWith('.pdn'))
  .sort()
  .map((name) => readFileSync(join(fixtures, name), 'utf8'))
  .join('\n');
const wthor = new Uint8Array(readFileSync(join(root, 'tests', 'fixtures', 'wthor', 'WTH_1980.wtb')));

/** What the page reports of each reading: per game its players, moves and final position. */
interface Reading {
  readonly games: { white: string | null; black: string | null; moves: number; end: string }[];
}

const PAGE = `<!doctype html><meta charset="utf-8"><body><script type="module">
import { formatFen, iteratePdnGamesAsync } from '/draughts/index.js';
import { iterateWthorGamesAsync } from '/othello/index.js';
const text = ${JSON.stringify(text)};
const wthor = Uint8Array.from(${JSON.stringify([...wthor])});
const bytes = new TextEncoder().encode(text);
async function read(stream) {
  const games = [];
  for await (const game of iteratePdnGamesAsync(stream)) {
    games.push({ white: game.tags.White ?? null, black: game.tags.Black ?? null, moves: game.moves.length, end: formatFen(game.end) });
  }
  return { games };
}
function small(size) {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(at, (at += size)));
    },
  }, { highWaterMark: 0 });
}
const report = {};
try {
  report.blob = await read(new Blob([bytes.slice(0, 1001), bytes.slice(1001)]).stream());
  report.small = await read(small(97));
  let cancelled = false;
  const stream = new ReadableStream({
    pull(controller) { controller.enqueue(bytes.slice(0, 4096)); },
    cancel() { cancelled = true; },
  }, { highWaterMark: 0 });
  for await (const game of iteratePdnGamesAsync(stream)) break;
  report.cancelled = cancelled;
  report.wthor = [];
  let at = 0;
  const wthorStream = new ReadableStream({
    pull(controller) {
      if (at >= wthor.length) controller.close();
      else controller.enqueue(wthor.slice(at, (at += 101)));
    },
  }, { highWaterMark: 0 });
  for await (const game of iterateWthorGamesAsync(wthorStream)) report.wthor.push(game);
  report.wthorBlob = [];
  for await (const game of iterateWthorGamesAsync(new Blob([wthor]).stream())) report.wthorBlob.push(game);
} catch (error) {
  report.error = String(error && error.stack || error);
}
const out = document.createElement('div');
out.id = 'mindsport-result';
out.dataset.json = btoa(Array.from(new TextEncoder().encode(JSON.stringify(report)), (byte) => String.fromCharCode(byte)).join(''));
document.body.append(out);
</script>`;

let report: {
  blob: Reading;
  small: Reading;
  cancelled: boolean;
  wthor: unknown[];
  wthorBlob: unknown[];
  error?: string;
};
let directory: string;
let server: Server | undefined;

beforeAll(async () => {
  const binary = requireChromium();
  if (!existsSync(join(dist, 'draughts', 'index.js')) || !existsSync(join(dist, 'othello', 'index.js')))
    throw new Error('dist/ is missing: run npm run build first');
  directory = mkdtempSync(join(tmpdir(), 'mindsport-archive-streams-'));
  server = await serve(dist, PAGE);
  const { port } = server.address() as AddressInfo;
  const { stdout, stderr } = await run(binary, [
    ...FLAGS,
    `--user-data-dir=${join(directory, 'profile')}`,
    '--virtual-time-budget=60000',
    '--dump-dom',
    `http://127.0.0.1:${port}/check.html`,
  ]);
  const found = /id="mindsport-result" data-json="([A-Za-z0-9+/=]*)"/.exec(stdout);
  if (found === null)
    throw new Error(`the page gave no result; Chromium's log ends:\n${stderr.slice(-2000)}`);
  report = JSON.parse(Buffer.from(found[1]!, 'base64').toString('utf8'));
  if (report.error !== undefined) throw new Error(`the page failed: ${report.error}`);
});

afterAll(() => {
  server?.close();
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

describe('iteratePdnGamesAsync in the browser (issue 29)', () => {
  const expected: Reading = {
    games: parsePdn(text).games.map((game) => ({
      white: game.tags.White ?? null,
      black: game.tags.Black ?? null,
      moves: game.moves.length,
      end: formatFen(game.end),
    })),
  };

  it("a Blob's stream (a picked file): the games parsePdn reads from the whole text", () => {
    expect(expected.games).toHaveLength(38);
    expect(report.blob).toEqual(expected);
  });

  it('a stream of 97-byte chunks, cut anywhere: the same games', () => {
    expect(report.small).toEqual(expected);
  });

  it('a loop that stops after the first game cancels the stream', () => {
    expect(report.cancelled).toBe(true);
  });
});

describe('iterateWthorGamesAsync in the browser (issue 29)', () => {
  const expected = JSON.parse(JSON.stringify(parseWthorGames(wthor).games)) as unknown[];

  it('a stream of 101-byte chunks, cutting the records anywhere: the games parseWthorGames reads', () => {
    expect(expected).toHaveLength(160);
    expect(report.wthor).toEqual(expected);
  });

  it("a Blob's stream (a picked file): the same games", () => {
    expect(report.wthorBlob).toEqual(expected);
  });
});
