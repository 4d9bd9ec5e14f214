import { checkList, checkRecord, MindsportError, readOptions, show, THROW } from '../../core/internal.js';
import { type FinalScore, finalScore, type ScoreOptions } from '../tournament/score.js';
import { squareIndexAt, toSquareIndex } from './internal.js';
import { flips, hasLegalMove, isGameOver, pass, play } from './moves.js';
import { type DiscColour, type Position, requirePosition, START_POSITION } from './position.js';
import { SQUARE_NAMES, type SquareName } from './square.js';

/**
 * One move of a replayed game.
 *
 * @category Engine
 */
export interface GameMove {
  /** 1-based number of the move in the transcript (passes are not counted). */
  readonly ply: number;
  /** Where the disc was placed. */
  readonly square: SquareName;
  /** Who played it. */
  readonly colour: DiscColour;
  /** True when the other side had no legal move and passed just before this move. */
  readonly passedBefore: boolean;
  /** The discs this move flipped, in square order. */
  readonly flipped: readonly SquareName[];
  /** The position after the move (the opponent to move, even if they must pass). */
  readonly position: Position;
}

/**
 * Why a replay stopped early.
 *
 * @category Engine
 */
export interface GameFailure {
  /** 1-based number of the offending move in the transcript. */
  readonly ply: number;
  /** The offending text or square, as given. */
  readonly move: string;
  /** `BAD_TRANSCRIPT`, `BAD_SQUARE`, `ILLEGAL_MOVE` or `GAME_OVER`. */
  readonly code: string;
  /** A sentence such as `ply 12: c3 flips nothing for white`. */
  readonly message: string;
}

/**
 * A game replayed from a transcript: every position, the result and where it failed.
 *
 * @category Engine
 */
export interface Game {
  /** The position the game started from. */
  readonly start: Position;
  /** The moves that were played, in order. */
  readonly moves: readonly GameMove[];
  /** The last position reached (the start position if no move was played). */
  readonly position: Position;
  /** The transcript of the moves played, lower case (spec §1). */
  readonly transcript: string;
  /** True when neither side can move in `position` (NOF §14). */
  readonly over: boolean;
  /** The final score when `over`, with the chosen empty-squares rule; else `null`. */
  readonly score: FinalScore | null;
  /** Why the replay stopped before the end of the transcript, or `null`. */
  readonly failure: GameFailure | null;
}

/**
 * Options of {@link replayGame} and {@link parseGame}.
 *
 * @category Engine
 */
export interface OthelloReplayOptions extends ScoreOptions {
  /** The position to start from; default {@link START_POSITION} (NOF §10). */
  readonly start?: Position;
}

/**
 * Replays a transcript move by move, passing automatically for a side that has no legal
 * move (NOF §12), and stops at the first bad or illegal move, which it reports in
 * `failure` instead of throwing (spec §1). Use {@link parseGame} to throw instead.
 *
 * @category Engine
 * @param transcript - a transcript such as `'f5d6c3'` (see {@link parseTranscript}) or a
 *   list of squares (names or indices)
 * @param options - `{ start, emptySquares }`
 * @returns the replayed game
 * @throws {@link mindsport!MindsportError} the codes of {@link assertPosition} for a malformed `start`, `UNKNOWN_OPTION`, `NOT_ONE_OF` (`emptySquares`)
 * @example
 * ```ts
 * import { replayGame } from 'mindsport/othello';
 * const game = replayGame('f5d6c3d3c4f4f6f3e6e7c5c6');
 * console.log(game.moves.length, game.failure?.message); // 10 ply 11: c5 flips nothing for black
 * ```
 */
export function replayGame(
  transcript: string | readonly (SquareName | number | string)[],
  options: OthelloReplayOptions = {},
): Game {
  const read = readOptions<OthelloReplayOptions>(options, ['start', 'emptySquares']);
  const start = read.start === undefined ? START_POSITION : requirePosition(read.start, ['options', 'start']);
  const moves: GameMove[] = [];
  let position = start;
  let failure: GameFailure | null = null;
  let text = '';
  const fail = (ply: number, move: string, code: string, message: string): void => {
    failure = { ply, move, code, message: `ply ${ply}: ${message}` };
  };
  const tokens = tokenize(transcript);
  for (let index = 0; index < tokens.length; index++) {
    const ply = index + 1;
    const token = tokens[index]!;
    if (typeof token === 'object') {
      fail(ply, token.text, token.code, token.message);
      break;
    }
    let passedBefore = false;
    if (!hasLegalMove(position)) {
      if (isGameOver(position)) {
        fail(ply, SQUARE_NAMES[token]!, 'GAME_OVER', `${SQUARE_NAMES[token]} is played after the game ended`);
        break;
      }
      position = pass(position);
      passedBefore = true;
    }
    const colour = position.turn;
    const flipped = flips(position, token);
    let next: Position;
    try {
      next = play(position, token);
    } catch (error) {
      if (!(error instanceof MindsportError)) throw error;
      fail(ply, SQUARE_NAMES[token]!, error.code, error.message);
      break;
    }
    moves.push({ ply, square: SQUARE_NAMES[token]!, colour, passedBefore, flipped, position: next });
    text += SQUARE_NAMES[token]!;
    position = next;
  }
  const over = isGameOver(position);
  return {
    start,
    moves,
    position,
    transcript: text,
    over,
    score: over ? finalScore(position, emptySquaresOption(read)) : null,
    failure,
  };
}

/**
 * Reads a transcript as a game and requires every move to be legal (spec §1): the strict
 * form of {@link replayGame}. The game need not be finished.
 *
 * @category Notation
 * @param transcript - a transcript such as `'f5d6c3'` or a list of squares
 * @param options - `{ start, emptySquares }`
 * @returns the replayed game (its `failure` is always `null`)
 * @throws {@link mindsport!MindsportError} with the failure's code (`ILLEGAL_MOVE`, `BAD_TRANSCRIPT`,
 *   `BAD_SQUARE`, `GAME_OVER`), `path: [ply - 1]` and a message naming the ply, the move and
 *   the reason, such as `ply 3: d6 is already occupied`
 * @example
 * ```ts
 * import { parseGame } from 'mindsport/othello';
 * try {
 *   parseGame('f5d6d6');
 * } catch (error) {
 *   console.log((error as Error).message); // ply 3: d6 is already occupied
 * }
 * ```
 */
export function parseGame(
  transcript: string | readonly (SquareName | number | string)[],
  options: OthelloReplayOptions = {},
): Game {
  const game = replayGame(transcript, options);
  if (game.failure !== null) {
    throw new MindsportError(game.failure.code, game.failure.message, {
      path: [game.failure.ply - 1],
      value: game.failure.move,
    });
  }
  return game;
}

/**
 * Writes a game as its transcript: the moves played, lower case, passes implicit
 * (spec §1). `parseGame(formatGame(game))` gives the same game.
 *
 * @category Notation
 * @param game - a replayed game
 * @returns the transcript
 * @example
 * ```ts
 * import { formatGame, parseGame } from 'mindsport/othello';
 * console.log(formatGame(parseGame('F5D6C3'))); // f5d6c3
 * ```
 */
export function formatGame(game: Game): string {
  checkRecord(game, [], THROW);
  checkList(game.moves, ['moves'], THROW);
  game.moves.forEach((move, index) => {
    checkRecord(move, ['moves', index], THROW);
  });
  return game.moves.map((move) => move.square).join('');
}

/** The `emptySquares` option alone, for {@link finalScore}. */
function emptySquaresOption(options: OthelloReplayOptions): ScoreOptions {
  return options.emptySquares === undefined ? {} : { emptySquares: options.emptySquares };
}

interface BadToken {
  readonly text: string;
  readonly code: string;
  readonly message: string;
}

/** Square indices of a transcript, ending with a {@link BadToken} at the first bad entry. */
function tokenize(transcript: string | readonly (SquareName | number | string)[]): (number | BadToken)[] {
  const tokens: (number | BadToken)[] = [];
  if (typeof transcript === 'string') {
    let offset = 0;
    while (offset < transcript.length) {
      const code = transcript.charCodeAt(offset);
      if (code === 32 || code === 9 || code === 10 || code === 13) {
        offset++;
        continue;
      }
      const square = squareIndexAt(transcript, offset);
      if (square < 0) {
        const text = transcript.slice(offset, offset + 2);
        tokens.push({
          text,
          code: 'BAD_TRANSCRIPT',
          message: `${show(text)} at character ${offset + 1} is not a square name (a1…h8)`,
        });
        break;
      }
      tokens.push(square);
      offset += 2;
    }
    return tokens;
  }
  if (!Array.isArray(transcript)) {
    return [
      { text: show(transcript), code: 'BAD_TRANSCRIPT', message: `${show(transcript)} is not a transcript` },
    ];
  }
  for (let index = 0; index < transcript.length; index++) {
    const move = transcript[index];
    try {
      tokens.push(toSquareIndex(move as string, [index]));
    } catch (error) {
      if (!(error instanceof MindsportError)) throw error;
      tokens.push({ text: show(move), code: error.code, message: error.message });
      break;
    }
  }
  return tokens;
}
