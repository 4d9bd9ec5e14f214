import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatPdn, parsePdn } from '../../src/draughts/index.js';
import { legalGame } from './positions.js';

// Random legal games (each move picked by an index into the legal moves), written with
// formatPdn and read back with parsePdn: same moves, same final position (spec §2).
const gameArbitrary = fc.array(fc.nat(), { maxLength: 120 }).map(legalGame);

describe('PDN write/read round trip on random legal games', () => {
  test.prop(
    [gameArbitrary, fc.constantFrom('2-0', '0-2', '1-1', '1+-1-', '1--1+', '0-0', 'unfinished' as const)],
    {
      numRuns: 60,
    },
  )('parsePdn(formatPdn(game)) replays the same moves', (game, result) => {
    const text = formatPdn([{ tags: { White: 'W', Black: 'B' }, moves: game.moves, result }]);
    const [read] = parsePdn(text).games;
    expect(read!.moves.map((move) => move.move)).toEqual(game.moves);
    expect(read!.end).toEqual(game.end);
    expect(read!.result).toBe(result);
  });

  test.prop(
    [
      fc.array(gameArbitrary, { minLength: 1, maxLength: 3 }),
      fc.array(
        fc.string({ maxLength: 12 }).filter((text) => !/[{}\n\r]/.test(text) && text.trim() !== ''),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
    ],
    { numRuns: 40 },
  )(
    "comments after the last result are the file's trailing comment and change no game",
    (games, comments) => {
      const text = formatPdn(
        games.map((game) => ({ tags: { White: 'W' }, moves: game.moves, result: '1-1' as const })),
      );
      const plain = parsePdn(text);
      const withComments = parsePdn(`${text}\n${comments.map((comment) => `{${comment}}`).join('\n')}\n`);
      expect(withComments.games).toEqual(plain.games);
      expect(withComments.trailingComment).toBe(comments.map((comment) => comment.trim()).join(' '));
      expect('trailingComment' in plain).toBe(false);
    },
  );
});
