import { readdirSync, readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { iterateWthorGames, parseWthorGames } from '../../src/othello/index.js';
import { failure } from '../helpers/errors.js';

// iterateWthorGames decodes a game file one record at a time (issue 29); parseWthorGames is
// built on it, so the two agree game for game, and a bad record stops the iteration with
// parseWthorGames' error after the games before it.

const fixtures = new URL('../fixtures/wthor/', import.meta.url);
const gameFiles = readdirSync(fixtures)
  .filter((name) => name.endsWith('.wtb'))
  .sort();

/** Everything an iterator yields, and the error that stopped it, if any. */
function drain(iterator: Iterator<unknown>): {
  yielded: unknown[];
  iterationError: ReturnType<typeof failure> | null;
} {
  const yielded: unknown[] = [];
  for (;;) {
    let next: IteratorResult<unknown>;
    try {
      next = iterator.next();
    } catch (error) {
      return {
        yielded,
        iterationError: failure(() => {
          throw error;
        }),
      };
    }
    if (next.done === true) return { yielded, iterationError: null };
    yielded.push(next.value);
  }
}

/** A game file of random records: ids, scores and move bytes (0 = end), any of them bad. */
const fileArbitrary = fc
  .array(
    fc.record({
      ids: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 8, maxLength: 8 }),
      moves: fc.array(fc.constantFrom(0, 0, 11, 18, 34, 45, 56, 64, 81, 88, 9, 90), { maxLength: 60 }),
    }),
    { maxLength: 8 },
  )
  .map((games) => {
    const bytes = new Uint8Array(16 + 68 * games.length);
    bytes[4] = games.length;
    games.forEach(({ ids, moves }, index) => {
      bytes.set(ids, 16 + 68 * index);
      bytes.set(moves, 16 + 68 * index + 8);
    });
    return bytes;
  });

describe('iterateWthorGames yields the games of parseWthorGames', () => {
  for (const name of gameFiles) {
    it(`${name}: the same games in the same order`, () => {
      const bytes = new Uint8Array(readFileSync(new URL(name, fixtures)));
      expect([...iterateWthorGames(bytes)]).toEqual(parseWthorGames(bytes).games);
    });
  }

  test.prop([fileArbitrary], { numRuns: 200 })(
    "random files: the games before a bad record, then parseWthorGames' error",
    (bytes) => {
      const { yielded, iterationError } = drain(iterateWthorGames(bytes));
      if (iterationError === null) {
        expect(yielded).toEqual(parseWthorGames(bytes).games);
      } else {
        expect(iterationError).toEqual(failure(() => parseWthorGames(bytes)));
        expect(iterationError[2]).toEqual(['games', yielded.length, 'moves', expect.any(Number)]);
      }
    },
  );
});

describe('iterateWthorGames checks the file when called', () => {
  it('a file cut inside its second game: TRUNCATED_FILE at once, before any game', () => {
    const bytes = new Uint8Array(16 + 68 + 10);
    bytes[4] = 2;
    expect(failure(() => iterateWthorGames(bytes))).toEqual(failure(() => parseWthorGames(bytes)));
    expect(failure(() => iterateWthorGames(bytes))[0]).toBe('TRUNCATED_FILE');
  });

  it('not bytes: NOT_BYTES at once', () => {
    expect(failure(() => iterateWthorGames('WTH' as unknown as Uint8Array))[0]).toBe('NOT_BYTES');
  });
});
