import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MindsportError } from '../../src/index.js';
import {
  formatTranscript,
  parseGame,
  parsePosition,
  parseSquare,
  parseTranscript,
  parseWthorGames,
  parseWthorNames,
  replayGame,
  replayWthorGame,
  replayWthorGames,
} from '../../src/othello/index.js';

/** Runs `action`; passes if it returns or throws a MindsportError, fails on anything else. */
function onlyMindsportErrors(action: () => unknown): void {
  try {
    action();
  } catch (error) {
    if (!(error instanceof MindsportError)) throw error;
    expect(error.code).toMatch(/^[A-Z0-9_]+$/);
  }
}

const squareLike = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constantFrom('a1', 'H8', 'i9', 'a0', 'f5', 'D3', '  ', 'pa', '--'),
);

describe('bad input never hangs and only ever throws MindsportError (spec §1, issue 3)', () => {
  it('random strings: squares, transcripts, games, positions', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 140 }),
          fc.array(squareLike, { maxLength: 40 }).map((parts) => parts.join('')),
        ),
        (text) => {
          onlyMindsportErrors(() => parseSquare(text));
          onlyMindsportErrors(() => parseTranscript(text));
          onlyMindsportErrors(() => parseGame(text));
          onlyMindsportErrors(() => parsePosition(text));
          const game = replayGame(text);
          if (game.failure !== null) expect(game.failure.message).toMatch(/^ply \d+: /);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('random position-like strings over the position alphabet', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('X', 'O', '-', 'x', 'o', ' ', '.', '*'), { minLength: 60, maxLength: 70 }),
        (characters) => {
          onlyMindsportErrors(() => parsePosition(characters.join('')));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('random move lists (mostly plausible squares) replay or report a failure at a ply', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -2, max: 66 }), squareLike), { maxLength: 70 }),
        (moves) => {
          const game = replayGame(moves);
          expect(game.moves.length).toBeLessThanOrEqual(moves.length);
          if (game.failure !== null) expect(game.failure.ply).toBe(game.moves.length + 1);
          onlyMindsportErrors(() => parseGame(moves));
          onlyMindsportErrors(() => formatTranscript(moves));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('random bytes: .wtb and name files', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        onlyMindsportErrors(() => replayWthorGames(parseWthorGames(bytes)));
        onlyMindsportErrors(() => parseWthorNames(bytes, 'players'));
        onlyMindsportErrors(() => parseWthorNames(bytes, 'tournaments'));
      }),
      { numRuns: 300 },
    );
  });

  it('random game records behind a consistent header: parse errors name game and byte offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.uint8Array({ minLength: 272, maxLength: 272 }),
        (count, body) => {
          const bytes = new Uint8Array(16 + 68 * count);
          bytes[4] = count;
          bytes.set(body.subarray(0, 68 * count), 16);
          try {
            const replays = replayWthorGames(parseWthorGames(bytes));
            expect(replays).toHaveLength(count);
            for (const replay of replays) {
              if (replay.status === 'illegal')
                expect(replay.problem).toMatch(/^game \d+, ply \d+ \(byte offset \d+\)/);
            }
          } catch (error) {
            if (!(error instanceof MindsportError)) throw error;
            expect(error.message).toMatch(/game \d+, ply \d+ \(byte offset \d+\)/);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('WTHOR buffer errors name the byte offset and the game index', () => {
  const oneGame = () => {
    const bytes = new Uint8Array(16 + 68 * 2);
    bytes[4] = 2;
    bytes.set([56, 64, 53], 16 + 8);
    bytes.set([56, 64, 53], 16 + 68 + 8);
    return bytes;
  };
  it('truncated file', () => {
    const error = (() => {
      try {
        parseWthorGames(oneGame().subarray(0, 100));
      } catch (caught) {
        return caught as MindsportError;
      }
      throw new Error('expected an error');
    })();
    expect(error.code).toBe('TRUNCATED_FILE');
    expect(error.message).toContain('game 1 (0-based) of 2 is cut off at byte offset 100');
    expect(error.path).toEqual(['games', 1]);
    expect(() => parseWthorGames(new Uint8Array(10))).toThrow('shorter than its 16-byte header');
  });
  it('trailing bytes', () => {
    const bytes = new Uint8Array(16 + 68 * 2 + 3);
    bytes.set(oneGame());
    expect(() => parseWthorGames(bytes)).toThrow(/3 bytes after game 1 \(byte offset 152\)/);
  });
  it('a move byte that is no square, or a move after the terminating 0', () => {
    const bad = oneGame();
    bad[16 + 68 + 8 + 3] = 19; // column 9
    expect(() => parseWthorGames(bad)).toThrow(
      'game 1, ply 4 (byte offset 95): move byte 19 is not a square',
    );
    const gap = oneGame();
    gap[16 + 8 + 5] = 44;
    expect(() => parseWthorGames(gap)).toThrow('game 0, ply 6 (byte offset 29): move byte 44 follows the 0');
  });
  it('an illegal recorded move is flagged with game, ply and offset, not thrown', () => {
    const bytes = oneGame();
    bytes[16 + 68 + 8 + 3] = 11; // a1 flips nothing for white
    const replays = replayWthorGames(parseWthorGames(bytes));
    expect(replays[0]!.status).toBe('unfinished');
    expect(replays[1]).toMatchObject({ status: 'illegal', movesPlayed: 3 });
    expect(replays[1]!.problem).toBe('game 1, ply 4 (byte offset 95): a1 flips nothing for white');
  });
  it('a hand-built game with a bad move is flagged illegal, never thrown', () => {
    const game = {
      index: 0,
      offset: 16,
      tournamentId: 0,
      blackPlayerId: 0,
      whitePlayerId: 0,
      blackScore: 0,
      theoreticalScore: 0,
    };
    for (const bad of ['a', 'z9', 7, null]) {
      const replay = replayWthorGame({ ...game, moves: ['f5', bad] as never });
      expect(replay).toMatchObject({ status: 'illegal', movesPlayed: 1 });
    }
  });
  it('a 10 × 10 file is refused, not misread', () => {
    const bytes = oneGame();
    bytes[12] = 10;
    expect(() => parseWthorGames(bytes)).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_BOARD_SIZE' }));
  });
});
