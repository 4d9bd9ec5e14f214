import { readdirSync, readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatPdn, iteratePdnGames, parsePdn } from '../../src/draughts/index.js';
import { failure } from '../helpers/errors.js';
import { legalGame } from './positions.js';

// iteratePdnGames reads a file one game at a time (issue 29: archives of a million games);
// parsePdn is built on it, so the two must agree game for game, and a bad game must stop
// the iteration with parsePdn's error after the games before it.

const folder = new URL('../fixtures/pdn/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.pdn'))
  .sort();
const bytesOf = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(name, folder)));

const gameArbitrary = fc.array(fc.nat(), { maxLength: 60 }).map((choices) => legalGame(choices).moves);

// What real files put between games: nothing, comments, escape lines, a variation.
const separatorArbitrary = fc.constantFrom(
  '\n',
  '\n{a comment}\n',
  '\n; a line comment\n',
  '\n%escape\n',
  '\r\n\r\n',
);

const fileArbitrary = fc
  .array(
    fc.record({
      moves: gameArbitrary,
      result: fc.constantFrom('2-0', '0-2', '1-1', '1+-1-', '0-0', 'unfinished' as const),
      white: fc.constantFrom('Ann', 'Bo', '__proto__'),
      separator: separatorArbitrary,
    }),
    { maxLength: 6 },
  )
  .map((games) =>
    games
      .map(
        ({ moves, result, white, separator }) =>
          `${separator}${formatPdn([{ tags: { White: white }, moves, result }])}`,
      )
      .join(''),
  );

describe('iteratePdnGames yields the games of parsePdn', () => {
  for (const name of files) {
    it(`${name}: the same games in the same order`, () => {
      expect([...iteratePdnGames(bytesOf(name))]).toEqual(parsePdn(bytesOf(name)).games);
    });
  }

  it('all real files joined: the same games in the same order', () => {
    const text = files.map((name) => readFileSync(new URL(name, folder), 'utf8')).join('\n');
    const games = [...iteratePdnGames(text)];
    expect(games).toHaveLength(38);
    expect(games).toEqual(parsePdn(text).games);
  });

  test.prop([fileArbitrary], { numRuns: 60 })('random files: the same games in the same order', (text) => {
    expect([...iteratePdnGames(text)]).toEqual(parsePdn(text).games);
  });

  test.prop([fileArbitrary], { numRuns: 20 })('random files as bytes: the same games as the text', (text) => {
    expect([...iteratePdnGames(new TextEncoder().encode(text))]).toEqual([...iteratePdnGames(text)]);
  });

  it('yields nothing for a file of comments only', () => {
    expect([...iteratePdnGames('{only a comment}\n; and another\n')]).toEqual([]);
  });
});

describe('iteratePdnGames reads one game at a time', () => {
  test.prop([fileArbitrary, fc.constantFrom('1. 32-23 *', '1. 32-28 junk *', '1. 32-28 {open *')], {
    numRuns: 30,
  })("a bad game: the games before it are yielded, then parsePdn's error", (good, bad) => {
    const text = `${good}\n[White "Late"]\n${bad}\n`;
    const yielded: unknown[] = [];
    const iterationError = failure(() => {
      for (const game of iteratePdnGames(text)) yielded.push(game);
    });
    expect(yielded).toEqual(parsePdn(good).games);
    expect(iterationError).toEqual(failure(() => parsePdn(text)));
  });

  it('the first game is yielded before a later game is read', () => {
    const games = iteratePdnGames('[White "A"]\n1. 32-28 2-0\n[White "B"]\n1. 32-23 *\n');
    expect(games.next().value?.tags.White).toBe('A');
    expect(failure(() => games.next())[0]).toBe('ILLEGAL_MOVE');
  });

  it('refuses an input that is neither text nor bytes when called, not when iterated', () => {
    expect(failure(() => iteratePdnGames(42 as unknown as string))[0]).toBe('NOT_A_STRING');
  });
});
