import { deepFreeze } from '../../core/freeze.js';
import { checkOneOf, MindsportError, readOptions, requireInteger, THROW } from '../../core/internal.js';
import { isGameOver } from '../board/moves.js';
import { discCounts, type Position, requirePosition } from '../board/position.js';

/**
 * How empty squares left at the end of a game are counted (spec §1, KOA V.8):
 * `'winner'` gives them to the winner and records a draw as 32–32 (the default, also the
 * World Othello Federation rule and what WTHOR records); `'none'` keeps the raw disc count.
 * @category Engine
 */
export const EMPTY_SQUARES_RULES = deepFreeze(['winner', 'none'] as const);
/**
 * `'winner'` (default) or `'none'`; see {@link EMPTY_SQUARES_RULES}.
 *
 * @category Engine
 */
export type EmptySquaresRule = (typeof EMPTY_SQUARES_RULES)[number];

/**
 * Options of {@link finalScore} and {@link scoreDiscs}.
 *
 * @category Engine
 */
export interface ScoreOptions {
  /** How empty squares are counted; default `'winner'` (KOA V.8). */
  readonly emptySquares?: EmptySquaresRule;
}

/**
 * The result of a finished game.
 *
 * @category Engine
 */
export interface FinalScore {
  /** Black's disc count after the empty-squares rule. */
  readonly black: number;
  /** White's disc count after the empty-squares rule. */
  readonly white: number;
  /** Who has more discs, or `'draw'` (NOF §14). */
  readonly winner: 'black' | 'white' | 'draw';
}

/**
 * Applies the empty-squares rule to a pair of final disc counts: with `'winner'` (the
 * default, KOA V.8) the winner gets the empty squares and a draw becomes 32–32; with
 * `'none'` the counts stay as they are. The winner has more discs (NOF §14).
 *
 * @category Engine
 * @param black - black's discs on the board, 0–64
 * @param white - white's discs on the board, 0–64, with `black + white ≤ 64`
 * @param options - `{ emptySquares }`
 * @returns the score and the winner
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER`, `OUT_OF_RANGE` or `DISC_TOTAL_OVER_64`
 * @example
 * ```ts
 * import { scoreDiscs } from 'mindsport/othello';
 * console.log(scoreDiscs(40, 20)); // { black: 44, white: 20, winner: 'black' }
 * console.log(scoreDiscs(30, 30)); // { black: 32, white: 32, winner: 'draw' }
 * console.log(scoreDiscs(40, 20, { emptySquares: 'none' })); // { black: 40, white: 20, winner: 'black' }
 * ```
 */
export function scoreDiscs(black: number, white: number, options: ScoreOptions = {}): FinalScore {
  requireInteger(black, ['black'], { min: 0, max: 64 });
  requireInteger(white, ['white'], { min: 0, max: 64 });
  if (black + white > 64) {
    throw new MindsportError('DISC_TOTAL_OVER_64', `discs ${black} + ${white} exceed 64`, {
      value: [black, white],
    });
  }
  const rule = readOptions<ScoreOptions>(options, ['emptySquares']).emptySquares ?? 'winner';
  checkOneOf(rule, EMPTY_SQUARES_RULES, ['options', 'emptySquares'], THROW);
  const winner = black > white ? 'black' : white > black ? 'white' : 'draw';
  if (rule === 'none') return { black, white, winner };
  const empty = 64 - black - white;
  if (winner === 'black') return { black: black + empty, white, winner };
  if (winner === 'white') return { black, white: white + empty, winner };
  return { black: 32, white: 32, winner };
}

/**
 * The final score of a finished game (neither side can move): disc counts with the
 * empty squares given to the winner by default (KOA V.8, spec §1), or the raw count.
 *
 * @category Engine
 * @param position - a finished position
 * @param options - `{ emptySquares }`
 * @returns the score and the winner
 * @throws {@link mindsport!MindsportError} `GAME_NOT_OVER` when a side can still move, the codes of {@link assertPosition}
 * @example
 * ```ts
 * import { finalScore, parsePosition } from 'mindsport/othello';
 * // 13 black, 0 white, 51 empty: nobody can move.
 * const position = parsePosition(`${'X'.repeat(13)}${'-'.repeat(51)} O`);
 * console.log(finalScore(position)); // { black: 64, white: 0, winner: 'black' }
 * ```
 */
export function finalScore(position: Position, options: ScoreOptions = {}): FinalScore {
  readOptions<ScoreOptions>(options, ['emptySquares']);
  requirePosition(position, ['position']);
  if (!isGameOver(position)) {
    throw new MindsportError(
      'GAME_NOT_OVER',
      `the game is not over: ${position.turn} can still move or pass`,
      {
        value: position,
      },
    );
  }
  const counts = discCounts(position);
  return scoreDiscs(counts.black, counts.white, options);
}
