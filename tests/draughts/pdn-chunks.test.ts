import { readdirSync, readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  formatPdn,
  formatPdnChunks,
  iteratePdnGames,
  iteratePdnGamesAsync,
  type PdnAsyncInput,
  type PdnGame,
  parsePdn,
} from '../../src/draughts/index.js';
import { errorOf, errorSummary } from '../helpers/errors.js';
import { arriving, webStream } from '../helpers/streams.js';
import { legalGame } from './positions.js';

// A PDN file may come in chunks (issue 29: a database of a million games is larger than the
// longest string an engine holds). Whatever the cuts, in a token, a tag, a comment, a
// variation or a character's bytes, the games and errors are those of the whole file.

const folder = new URL('../fixtures/pdn/', import.meta.url);
const realText = readdirSync(folder)
  .filter((name) => name.endsWith('.pdn'))
  .sort()
  .map((name) => readFileSync(new URL(name, folder), 'utf8'))
  .join('\n');

/** The code, message, path and value of a caught error, which must be a MindsportError. */
function summaryOf(error: unknown): ReturnType<typeof errorSummary> {
  return errorSummary(
    errorOf(() => {
      throw error;
    }),
  );
}

/** What a reading gives: the games and the trailing comment, or the error. */
function outcome(read: () => { games: readonly PdnGame[]; trailingComment?: string }): unknown {
  try {
    const file = read();
    return { games: file.games, trailing: file.trailingComment };
  } catch (error) {
    return summaryOf(error);
  }
}

/** The games an iteration yields before it ends, and its error if it stops with one. */
function iterated(input: Parameters<typeof iteratePdnGames>[0]): unknown {
  const games: PdnGame[] = [];
  try {
    for (const game of iteratePdnGames(input)) games.push(game);
    return { games };
  } catch (error) {
    return { games, error: summaryOf(error) };
  }
}

/** `text` cut at the given places (taken modulo its length, in order). */
function cut<T extends { length: number; slice(start: number, end?: number): T }>(
  text: T,
  places: readonly number[],
): T[] {
  const ends = [...new Set(places.map((place) => (text.length === 0 ? 0 : place % (text.length + 1))))].sort(
    (a, b) => a - b,
  );
  const chunks: T[] = [];
  let start = 0;
  for (const end of ends) {
    chunks.push(text.slice(start, end));
    start = end;
  }
  chunks.push(text.slice(start));
  return chunks;
}

const gameText = fc
  .record({
    choices: fc.array(fc.nat(), { maxLength: 30 }),
    result: fc.constantFrom('2-0', '0-2', '1-1', '0-0', 'unfinished' as const),
    white: fc.constantFrom('Ann', 'Bö "x"', 'a]b', '{c}'),
  })
  .map(({ choices, result, white }) =>
    formatPdn([{ tags: { White: white }, moves: legalGame(choices).moves, result }]),
  );

// Pieces of PDN where a careless cut would change the reading: spaced moves and results,
// move numbers with spaces before the dots, tags with brackets and escapes in their values,
// comments and variations holding brackets, escape lines, and plain junk.
const fragment = fc.constantFrom(
  ' ',
  '\n',
  '\r\n',
  '32 - 28',
  '32 -\n 28',
  '32 x 23 x 14',
  '1 - 1',
  '1 + - 1 -',
  '2 -0',
  '1/2-1/2',
  '12 .',
  '12 ...',
  `12 ${'.'.repeat(200)}`,
  '1.',
  '...',
  '*',
  '33x22',
  'c3-d4',
  'c3 x e5',
  '!?',
  '$12',
  '[Event "a ] b"]',
  '[Site "q\\"uote"]',
  '[Site "a \\" b \\\\ c"]',
  '[Round\n"1"\n]',
  '[Bad tag]',
  '[Open "no end',
  '{a [comment] (x)}',
  '{open',
  '(1. 32-28 {)} ; )\n 19-23 )',
  '((1. 32-28 ) 19-23 (x ) )',
  '(open',
  '; line [comment]\n',
  '\n%escape {\n',
  '%',
  ')',
  '}',
  '\u00a0',
  'é',
  'junk',
  '32-28',
  '19-23',
);

// Each space of a fragment stretched to a run: a token, tag or comment then spans more than
// the few characters the reader keeps in hand before the end of the text it has.
const stretched = fc
  .tuple(fragment, fc.integer({ min: 1, max: 100 }))
  .map(([text, spaces]) => text.replaceAll(' ', ' '.repeat(spaces)));

const fileText = fc
  .array(fc.oneof({ weight: 2, arbitrary: gameText }, { weight: 3, arbitrary: stretched }), { maxLength: 14 })
  .map((parts) => parts.join(''));

const places = fc.array(fc.nat({ max: 4000 }), { maxLength: 12 });

describe('PDN in chunks reads as the whole file', () => {
  test.prop([fileText, places], { numRuns: 400 })(
    'parsePdn of text chunks: the games, trailing comment or error of the whole text',
    (text, at) => {
      expect(outcome(() => parsePdn(cut(text, at)))).toEqual(outcome(() => parsePdn(text)));
    },
  );

  test.prop([fileText, places], { numRuns: 200 })(
    'iteratePdnGames of text chunks: the same games, then the same error',
    (text, at) => {
      expect(iterated(cut(text, at))).toEqual(iterated(text));
    },
  );

  test.prop([fileText, places], { numRuns: 200 })(
    'UTF-8 bytes cut anywhere, also inside a character: the games of the text',
    (text, at) => {
      const bytes = new TextEncoder().encode(text);
      expect(outcome(() => parsePdn(cut(bytes, at)))).toEqual(outcome(() => parsePdn(text)));
    },
  );

  test.prop([fc.array(fc.nat({ max: 200_000 }), { maxLength: 40 })], { numRuns: 10 })(
    'the real games of the fixtures, cut anywhere: the games of the whole text',
    (at) => {
      expect(parsePdn(cut(realText, at))).toEqual(parsePdn(realText));
    },
  );

  it('one character at a time: the games of the whole text', () => {
    const text = realText.slice(0, 20_000);
    expect(outcome(() => parsePdn([...text]))).toEqual(outcome(() => parsePdn(text)));
  });

  it('a move number with a long run of dots, cut before its last dot: one move number', () => {
    const text = `[White "A"]\n12 ${'.'.repeat(100)} 32-28 2-0`;
    const lastDot = text.indexOf(' 32-28') - 1;
    expect(parsePdn(cut(text, [lastDot]))).toEqual(parsePdn(text));
  });

  it('an empty list of chunks, or empty chunks only, is an empty file', () => {
    expect(parsePdn([])).toEqual(parsePdn(''));
    expect(parsePdn(['', ''])).toEqual(parsePdn(''));
    expect([...iteratePdnGames([new Uint8Array(0), new Uint8Array(0)])]).toEqual([]);
  });
});

describe('bytes in chunks: one encoding for the file (spec draughts.md §2, bytes UTF-8 else Windows-1252)', () => {
  const latin = (text: string): Uint8Array => Uint8Array.from(text, (character) => character.charCodeAt(0));
  const file = '[White "Jan"]\n[Black "Ren\u00e9"]\n1. 32-28 19-23 {r\u00e9sum\u00e9} 2-0\n';

  test.prop([places], { numRuns: 50 })(
    'Windows-1252 bytes cut anywhere: read as Windows-1252, as whole',
    (at) => {
      const bytes = latin(file);
      expect(parsePdn(cut(bytes, at))).toEqual(parsePdn(bytes));
      expect(parsePdn(bytes).games[0]!.tags.Black).toBe('Ren\u00e9');
    },
  );

  test.prop([places], { numRuns: 50 })('a UTF-8 byte-order mark cut anywhere is dropped, as whole', (at) => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(file)]);
    expect(parsePdn(cut(bytes, at))).toEqual(parsePdn(file));
  });

  it('UTF-8 first and Windows-1252 in a later chunk: MIXED_ENCODING naming the chunk', () => {
    // A comment after the first game: the reader can finish that game before the next chunk.
    const first = `${file}{${'-'.repeat(80)}}\n`;
    const chunks = [new TextEncoder().encode(first), latin('[White "Andr\u00e9"]\n1. 32-28 2-0\n')];
    const error = errorOf(() => parsePdn(chunks));
    expect([error.code, error.path, error.value]).toEqual(['MIXED_ENCODING', [1], chunks[0]!.length]);
    expect(error.message).toContain('chunk 1 (bytes from offset');
    // The games before the chunk have been read; the whole bytes are read as Windows-1252.
    expect(iterated(chunks)).toMatchObject({ games: [{ tags: { Black: 'Ren\u00e9' } }] });
    const whole = new Uint8Array([...chunks[0]!, ...chunks[1]!]);
    expect(parsePdn(whole).games[0]!.tags.Black).toBe('Ren\u00c3\u00a9');
  });

  it('UTF-8 at first and then not, within one chunk after ASCII ones: Windows-1252 for all, as whole', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode(file), ...latin('{\u00e9}')]);
    expect(parsePdn([bytes.slice(0, 5), bytes.slice(5)])).toEqual(parsePdn(bytes));
  });

  it('a file that ends inside its first non-ASCII character: as whole (Windows-1252, the comment left open)', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{a'), 0xc3]);
    expect(outcome(() => parsePdn([bytes.slice(0, 2), bytes.slice(2)]))).toEqual(
      outcome(() => parsePdn(bytes)),
    );
    expect(errorOf(() => parsePdn(bytes)).message).toContain('"{a\u00c3"');
  });

  it('the first non-ASCII character cut by a chunk, not UTF-8: Windows-1252, as whole', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{a'), 0xc3, ...new TextEncoder().encode('}')]);
    expect(parsePdn([bytes.slice(0, 3), bytes.slice(3)])).toEqual(parsePdn(bytes));
    expect(parsePdn(bytes).trailingComment).toBe('a\u00c3');
  });

  it('a UTF-8 file that ends inside a character: MIXED_ENCODING', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('{\u00e9 a'), 0xc3]);
    expect(errorOf(() => parsePdn([bytes])).code).toBe('MIXED_ENCODING');
  });

  it('text and bytes in one list: NOT_BYTES or NOT_A_STRING naming the chunk', () => {
    const mixed = [new Uint8Array([32]), 'text'];
    const error = errorOf(() => parsePdn(mixed));
    expect([error.code, error.path, error.value]).toEqual(['NOT_BYTES', [1], 'text']);
    expect(errorOf(() => parsePdn(['text', new Uint8Array([32])])).code).toBe('NOT_A_STRING');
    expect(errorOf(() => parsePdn(['text', 7] as never)).path).toEqual([1]);
  });
});

describe('chunks are read as the games need them', () => {
  it('the first game is yielded before the chunks after it are taken', () => {
    let taken = 0;
    // Each game with what the reader must see the end of: a tag with an escaped quote, a
    // variation holding a comment and a line comment, a comment, an escape line.
    function* chunks(): Generator<string> {
      for (let game = 0; game < 1000; game++) {
        taken++;
        yield `[White "P${game}"]\n[Event "the \\"cup\\""]\n1. 32-28 (1. 33-29 {a} ; b\n) 19-23 {c}\n%e\n2-0\n`;
      }
    }
    const games = iteratePdnGames(chunks());
    expect(games.next().value?.tags.White).toBe('P0');
    expect(taken).toBeLessThanOrEqual(5);
    expect([...games]).toHaveLength(999);
  });

  it('an open comment over many chunks is read once it closes (linear: one character per chunk)', () => {
    const chunks = ['{', ...'x'.repeat(300_000), '}', '[White "A"] 1. 32-28 2-0'];
    const [game] = parsePdn(chunks).games;
    expect(game!.comment).toHaveLength(300_000);
    expect(game!.tags.White).toBe('A');
  });

  it('an open comment at the end of the chunks: the error of the whole text', () => {
    const text = `[White "A"] 1. 32-28 2-0 {${'y'.repeat(100)}`;
    expect(outcome(() => parsePdn(cut(text, [30, 60])))).toEqual(outcome(() => parsePdn(text)));
  });
});

describe('bytes over 16 MiB are decoded a slice at a time (a string holds at most about 512 MB)', () => {
  const slice = 1 << 24;
  // 'é' takes the bytes slice − 1 and slice in UTF-8: the first slice ends inside it.
  const name = `${'a'.repeat(slice - 9)}\u00e9`;
  const text = `[White "${name}"]\n1. 32-28 2-0\n`;

  it('UTF-8: a character cut by the end of a slice is read whole', () => {
    const bytes = new TextEncoder().encode(text);
    expect(bytes[slice - 1]).toBe(0xc3);
    expect(parsePdn(bytes).games[0]!.tags.White).toBe(name);
  });

  it('Windows-1252: the whole input in one encoding', () => {
    const bytes = Uint8Array.from(text, (character) => character.charCodeAt(0));
    const [game] = [...iteratePdnGames(bytes)];
    expect(game!.tags.White).toBe(name);
  });
});

/** The games an async iteration yields before it ends, and its error if it stops with one. */
async function iteratedAsync(input: PdnAsyncInput): Promise<unknown> {
  const games: PdnGame[] = [];
  try {
    for await (const game of iteratePdnGamesAsync(input)) games.push(game);
    return { games };
  } catch (error) {
    return { games, error: summaryOf(error) };
  }
}

describe('iteratePdnGamesAsync: chunks that come one at a time', () => {
  test.prop([fileText, places], { numRuns: 150 })(
    'async chunks of text: the games and error of iteratePdnGames',
    async (text, at) => {
      expect(await iteratedAsync(arriving(cut(text, at)))).toEqual(iterated(cut(text, at)));
    },
  );

  test.prop([fileText, places], { numRuns: 100 })(
    'a web stream of UTF-8 bytes: the games and error of the whole text',
    async (text, at) => {
      const bytes = new TextEncoder().encode(text);
      expect(await iteratedAsync(webStream(cut(bytes, at)).stream)).toEqual(iterated(text));
    },
  );

  it('the inputs of iteratePdnGames: text, bytes, chunks', async () => {
    const text = realText.slice(0, 30_000);
    const expected = iterated(text);
    expect(await iteratedAsync(text)).toEqual(expected);
    expect(await iteratedAsync(new TextEncoder().encode(text))).toEqual(expected);
    expect(await iteratedAsync(cut(text, [100, 5000]))).toEqual(expected);
  });

  it('a web stream is read as the games need it, and cancelled when the reading stops', async () => {
    const chunks = Array.from({ length: 200 }, (_, game) => `[White "P${game}"]\n1. 32-28 19-23 2-0\n`);
    const source = webStream(chunks);
    for await (const game of iteratePdnGamesAsync(source.stream)) {
      expect(game.tags.White).toBe('P0');
      break;
    }
    expect(source.pulls()).toBeLessThanOrEqual(5);
    expect(source.cancelled()).toBe(true);
  });

  it('a bad chunk in a stream: the error, and the stream cancelled', async () => {
    const source = webStream<unknown>(['[White "A"] 1. 32-28 2-0 {', 7, 'never read']);
    const outcome = (await iteratedAsync(source.stream as ReadableStream<string>)) as {
      error: { path: unknown };
    };
    expect(outcome.error).toMatchObject({ code: 'NOT_A_STRING', path: [1] });
    expect(source.cancelled()).toBe(true);
  });

  it('a stream read through its reader only (no async iteration, as in Safari): the same, and cancelled', async () => {
    const chunks = Array.from({ length: 50 }, (_, game) => `[White "P${game}"]\n1. 32-28 19-23 2-0\n`);
    const readerOnly = (stream: ReadableStream<string>) => ({ getReader: () => stream.getReader() });
    expect(await iteratedAsync(readerOnly(webStream(chunks).stream))).toEqual(iterated(chunks));
    const source = webStream(chunks);
    for await (const game of iteratePdnGamesAsync(readerOnly(source.stream))) {
      expect(game.tags.White).toBe('P0');
      break;
    }
    expect(source.cancelled()).toBe(true);
    // The stream is unlocked again once the reading has stopped.
    expect(source.stream.locked).toBe(false);
  });

  it('refuses an input that is none of its kinds at once', () => {
    expect(errorOf(() => iteratePdnGamesAsync(42 as never)).code).toBe('NOT_A_STRING');
  });
});

describe('formatPdnChunks: formatPdn one game at a time', () => {
  const gamesArbitrary = fc.array(
    fc.record({
      moves: fc.array(fc.nat(), { maxLength: 40 }).map((choices) => legalGame(choices).moves),
      result: fc.constantFrom('2-0', '1-1', '1+-1-', 'unfinished' as const),
      tags: fc.constantFrom<Record<string, string>>({}, { White: 'Ann', Black: 'Bo' }, { Event: 'Cup "95"' }),
    }),
    { maxLength: 6 },
  );

  test.prop([gamesArbitrary, fc.constantFrom({}, { lineWidth: 40 })], {
    numRuns: 100,
  })('the pieces joined are formatPdn of the games, and parsePdn reads the pieces back', (games, options) => {
    const pieces = [...formatPdnChunks(games, options)];
    expect(pieces).toHaveLength(games.length);
    expect(pieces.join('')).toBe(formatPdn(games, options));
    expect(parsePdn(pieces)).toEqual(parsePdn(formatPdn(games, options)));
  });

  it('a file read and written a game at a time: the same games back', () => {
    const written = formatPdnChunks(iteratePdnGames(cut(realText, [5000, 20_000])));
    const again = parsePdn(written).games;
    const original = parsePdn(realText).games;
    expect(again.map((game) => game.moves.map((move) => move.move))).toEqual(
      original.map((game) => game.moves.map((move) => move.move)),
    );
    expect(again.map((game) => game.result)).toEqual(original.map((game) => game.result));
  });

  it('each game is taken when its piece is asked for; a bad game stops with the error of formatPdn', () => {
    let taken = 0;
    const good = { tags: { White: 'A' }, moves: ['32-28'] };
    const bad = { tags: { White: 'B' }, moves: ['32-23'] };
    function* games(): Generator<typeof good> {
      for (const game of [good, good, bad, good]) {
        taken++;
        yield game;
      }
    }
    const pieces = formatPdnChunks(games());
    expect(pieces.next().value).toBe(formatPdn([good]));
    expect(taken).toBe(1);
    expect(pieces.next().value).toBe(`\n${formatPdn([good])}`);
    expect(summaryOf(errorOf(() => pieces.next()))).toEqual(
      summaryOf(errorOf(() => formatPdn([good, good, bad]))),
    );
  });

  it('games that are not iterable, or an unknown option: an error at once', () => {
    expect(errorOf(() => formatPdnChunks(42 as never)).code).toBe('NOT_A_LIST');
    expect(errorOf(() => formatPdnChunks([], { width: 3 } as never)).code).toBe('UNKNOWN_OPTION');
  });
});
