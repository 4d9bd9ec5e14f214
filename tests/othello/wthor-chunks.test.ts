import { readdirSync, readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  iterateWthorGames,
  iterateWthorGamesAsync,
  parseWthorGames,
  type WthorAsyncInput,
  type WthorGame,
} from '../../src/othello/index.js';
import { errorOf, failure } from '../helpers/errors.js';
import { arriving, webStream } from '../helpers/streams.js';

// Issue 29: WTHOR archives get the iterator the PDN reader has. A game file given in chunks,
// cut anywhere (in the header, in a record), or as chunks that come one at a time (an async
// iterable, a web stream), yields the games parseWthorGames returns; the header is checked
// once it has come and the size at the end, so a bad file yields its complete games first and
// then stops with parseWthorGames' error.

const fixtures = new URL('../fixtures/wthor/', import.meta.url);
const fixtureFiles = readdirSync(fixtures)
  .filter((name) => name.endsWith('.wtb'))
  .sort()
  .map((name) => ({ name, bytes: new Uint8Array(readFileSync(new URL(name, fixtures))) }));

/** The bytes cut at the given places (any numbers, taken modulo the length), in order. */
function cut(bytes: Uint8Array, places: readonly number[]): Uint8Array[] {
  const at = [...new Set(places.map((place) => place % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const end of [...at, bytes.length]) {
    chunks.push(bytes.subarray(start, end));
    start = end;
  }
  return chunks;
}

/** The games an iteration yields, and the error that stops it (code, message, path, value). */
function iterated(run: () => Iterable<WthorGame>): { games: WthorGame[]; error?: unknown } {
  const games: WthorGame[] = [];
  try {
    for (const game of run()) games.push(game);
    return { games };
  } catch (error) {
    return {
      games,
      error: failure(() => {
        throw error;
      }),
    };
  }
}

async function iteratedAsync(input: WthorAsyncInput): Promise<{ games: WthorGame[]; error?: unknown }> {
  const games: WthorGame[] = [];
  try {
    for await (const game of iterateWthorGamesAsync(input)) games.push(game);
    return { games };
  } catch (error) {
    return {
      games,
      error: failure(() => {
        throw error;
      }),
    };
  }
}

/**
 * What a file read in chunks gives: its complete records up to a bad one (read from a copy
 * whose header counts only those), then the bad record's error, or else the error
 * parseWthorGames gives for the whole file (the size, known at the end).
 */
function expectedInChunks(bytes: Uint8Array): { games: WthorGame[]; error?: unknown } {
  if (bytes.length < 16 || (bytes[12] !== 0 && bytes[12] !== 8)) {
    return { games: [], error: failure(() => parseWthorGames(bytes)) };
  }
  const declared = (bytes[4]! | (bytes[5]! << 8) | (bytes[6]! << 16) | (bytes[7]! << 24)) >>> 0;
  const complete = Math.min(declared, Math.floor((bytes.length - 16) / 68));
  const prefix = bytes.slice(0, 16 + 68 * complete);
  prefix.set([complete & 0xff, (complete >> 8) & 0xff, 0, 0], 4);
  const read = iterated(() => iterateWthorGames(prefix));
  if (read.error !== undefined || bytes.length === 16 + 68 * declared) return read;
  return { games: read.games, error: failure(() => parseWthorGames(bytes)) };
}

/** A game file of random records (any of them bad), cut short, or with bytes after it. */
const fileArbitrary = fc
  .record({
    games: fc.array(
      fc.record({
        ids: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 8, maxLength: 8 }),
        moves: fc.array(fc.constantFrom(0, 0, 11, 18, 34, 45, 56, 64, 81, 88, 9, 90), { maxLength: 60 }),
      }),
      { maxLength: 6 },
    ),
    declaredExtra: fc.constantFrom(0, 0, 0, 1, 2),
    size: fc.constantFrom('exact', 'exact', 'short', 'long'),
    cutBy: fc.integer({ min: 1, max: 200 }),
    boardSize: fc.constantFrom(0, 0, 0, 8, 10),
  })
  .map(({ games, declaredExtra, size, cutBy, boardSize }) => {
    const bytes = new Uint8Array(16 + 68 * games.length);
    bytes[4] = games.length + declaredExtra;
    bytes[12] = boardSize;
    games.forEach(({ ids, moves }, index) => {
      bytes.set(ids, 16 + 68 * index);
      bytes.set(moves, 16 + 68 * index + 8);
    });
    if (size === 'short') return bytes.slice(0, Math.max(0, bytes.length - cutBy));
    if (size === 'long') return Uint8Array.from([...bytes, ...new Uint8Array(cutBy)]);
    return bytes;
  });

const places = fc.array(fc.nat(), { maxLength: 12 });

describe('iterateWthorGames: a game file in chunks cut anywhere (issue 29)', () => {
  for (const { name, bytes } of fixtureFiles) {
    it(`${name}: one byte at a time, the games of parseWthorGames`, () => {
      const bytesOneByOne = Array.from(bytes, (_, at) => bytes.subarray(at, at + 1));
      expect([...iterateWthorGames(bytesOneByOne)]).toEqual(parseWthorGames(bytes).games);
    });
  }

  test.prop([fc.constantFrom(...fixtureFiles), places], { numRuns: 60 })(
    'real files cut at random places: the games of parseWthorGames',
    ({ bytes }, at) => {
      expect([...iterateWthorGames(cut(bytes, at))]).toEqual(parseWthorGames(bytes).games);
    },
  );

  test.prop([fileArbitrary, places], { numRuns: 300 })(
    'random files, bad records, cut short or too long: the complete games, then the error',
    (bytes, at) => {
      expect(iterated(() => iterateWthorGames(cut(bytes, at)))).toEqual(expectedInChunks(bytes));
    },
  );

  test.prop([fileArbitrary], { numRuns: 100 })(
    'a file of the right size gives, in chunks, exactly what it gives whole',
    (bytes) => {
      fc.pre(bytes.length === 16 + 68 * (bytes[4] ?? 0) && bytes[12] !== 10);
      expect(iterated(() => iterateWthorGames(cut(bytes, [5, 70, 150])))).toEqual(
        iterated(() => iterateWthorGames(bytes)),
      );
    },
  );

  it('a file cut inside its second game: the first game, then TRUNCATED_FILE as parseWthorGames', () => {
    const bytes = new Uint8Array(16 + 68 + 10);
    bytes[4] = 2;
    bytes.set([56, 64], 16 + 8);
    const { games, error } = iterated(() => iterateWthorGames(cut(bytes, [20])));
    expect(games.map((game) => game.moves)).toEqual([['f5', 'd6']]);
    expect(error).toEqual(failure(() => parseWthorGames(bytes)));
    expect((error as unknown[])[0]).toBe('TRUNCATED_FILE');
  });

  it('bytes after the last game: the games, then FILE_SIZE_MISMATCH as parseWthorGames', () => {
    const bytes = new Uint8Array(16 + 68 + 3);
    bytes[4] = 1;
    const { games, error } = iterated(() => iterateWthorGames([bytes.subarray(0, 50), bytes.subarray(50)]));
    expect(games).toHaveLength(1);
    expect(error).toEqual(failure(() => parseWthorGames(bytes)));
    expect((error as unknown[])[0]).toBe('FILE_SIZE_MISMATCH');
  });

  it('no chunks, or a header cut short: TRUNCATED_FILE as for the same bytes whole', () => {
    expect(iterated(() => iterateWthorGames([])).error).toEqual(
      failure(() => parseWthorGames(new Uint8Array(0))),
    );
    const header = new Uint8Array(10);
    expect(iterated(() => iterateWthorGames([header.subarray(0, 4), header.subarray(4)])).error).toEqual(
      failure(() => parseWthorGames(header)),
    );
  });

  it('a 10 × 10 board: UNSUPPORTED_BOARD_SIZE once the header has come, before any game', () => {
    const bytes = new Uint8Array(16 + 68);
    bytes[4] = 1;
    bytes[12] = 10;
    const { games, error } = iterated(() => iterateWthorGames(cut(bytes, [3, 40])));
    expect(games).toEqual([]);
    expect(error).toEqual(failure(() => parseWthorGames(bytes)));
  });

  it('a chunk that is not bytes: NOT_BYTES with its index, after the games before it', () => {
    const bytes = new Uint8Array(16 + 2 * 68);
    bytes[4] = 2;
    const chunks: unknown[] = [bytes.subarray(0, 16 + 68), 'more', bytes.subarray(16 + 68)];
    const { games, error } = iterated(() => iterateWthorGames(chunks as Uint8Array[]));
    expect(games).toHaveLength(1);
    expect(error).toEqual(['NOT_BYTES', 'chunk 1: "more" is not a Uint8Array', [1], 'more']);
  });

  it('chunks are taken as the games need them: the first game after the first chunk', () => {
    const count = 1000;
    const bytes = new Uint8Array(16 + 68 * count);
    bytes.set([count & 0xff, count >> 8], 4);
    let taken = 0;
    function* blocks(): Generator<Uint8Array> {
      for (let at = 0; at < bytes.length; at += 100) {
        taken++;
        yield bytes.subarray(at, at + 100);
      }
    }
    const iterator = iterateWthorGames(blocks());
    expect(iterator.next().value?.index).toBe(0);
    expect(taken).toBe(1);
    expect([...iterator]).toHaveLength(count - 1);
    expect(taken).toBe(Math.ceil(bytes.length / 100));
  });

  it('refuses an input that is neither bytes nor an iterable at once: NOT_BYTES', () => {
    for (const input of [null, 42, 'WTHOR', { length: 3 }]) {
      expect(errorOf(() => iterateWthorGames(input as never)).code).toBe('NOT_BYTES');
      expect(errorOf(() => iterateWthorGamesAsync(input as never)).code).toBe('NOT_BYTES');
    }
  });
});

describe('iterateWthorGamesAsync: chunks that come one at a time (issue 29)', () => {
  test.prop([fileArbitrary, places], { numRuns: 150 })(
    'an async iterable of chunks: the games and error of iterateWthorGames',
    async (bytes, at) => {
      expect(await iteratedAsync(arriving(cut(bytes, at)))).toEqual(
        iterated(() => iterateWthorGames(cut(bytes, at))),
      );
    },
  );

  test.prop([fc.constantFrom(...fixtureFiles), places], { numRuns: 20 })(
    'a web stream of a real file: the games of parseWthorGames',
    async ({ bytes }, at) => {
      expect(await iteratedAsync(webStream(cut(bytes, at)).stream)).toEqual({
        games: parseWthorGames(bytes).games,
      });
    },
  );

  it('the inputs of iterateWthorGames: the whole file (checked at once), chunks', async () => {
    const { bytes } = fixtureFiles[0]!;
    const expected = { games: parseWthorGames(bytes).games };
    expect(await iteratedAsync(bytes)).toEqual(expected);
    expect(await iteratedAsync(cut(bytes, [7, 500]))).toEqual(expected);
    const short = bytes.subarray(0, bytes.length - 1);
    expect(failure(() => iterateWthorGamesAsync(short))).toEqual(failure(() => parseWthorGames(short)));
  });

  it('a web stream is read as the games need it, and cancelled when the reading stops', async () => {
    const { bytes } = fixtureFiles[0]!;
    const source = webStream(
      cut(
        bytes,
        Array.from({ length: 100 }, (_, index) => 16 + 68 * index),
      ),
    );
    for await (const game of iterateWthorGamesAsync(source.stream)) {
      expect(game.index).toBe(0);
      break;
    }
    expect(source.pulls()).toBeLessThanOrEqual(5);
    expect(source.cancelled()).toBe(true);
  });

  it('a bad chunk in a stream: NOT_BYTES, and the stream cancelled', async () => {
    const source = webStream<unknown>([new Uint8Array(16 + 68 + 5), 7, new Uint8Array(3)]);
    const outcome = await iteratedAsync(source.stream as ReadableStream<Uint8Array>);
    expect(outcome.error).toMatchObject(['NOT_BYTES', expect.any(String), [1], 7]);
    expect(source.cancelled()).toBe(true);
  });

  it('a stream read through its reader only (no async iteration, as in Safari): the same, and cancelled', async () => {
    const { bytes } = fixtureFiles[0]!;
    const readerOnly = (stream: ReadableStream<Uint8Array>) => ({ getReader: () => stream.getReader() });
    const chunks = cut(bytes, [100, 1000]);
    expect(await iteratedAsync(readerOnly(webStream(chunks).stream))).toEqual({
      games: parseWthorGames(bytes).games,
    });
    const source = webStream(chunks);
    for await (const game of iterateWthorGamesAsync(readerOnly(source.stream))) {
      expect(game.index).toBe(0);
      break;
    }
    expect(source.cancelled()).toBe(true);
    expect(source.stream.locked).toBe(false);
  });
});
