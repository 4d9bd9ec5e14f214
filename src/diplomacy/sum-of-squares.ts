import { Fraction } from '../core/internal.js';
import { type GameResult, soloistOf } from './game.js';
import { POWERS } from './powers.js';
import { type PowerScores, scoresFrom, soloScores } from './scores.js';
import { requireGameResult } from './validate.js';

/**
 * Scores one game with Sum of Squares (`diplomacy-systems.md` §1.2): a solo scores 100 and
 * the others 0; otherwise each power scores 100 · SC² / Σ SC² over all seven, so equal
 * centres give equal scores and eliminated powers score 0.
 *
 * @param game - the game result (validated)
 * @returns every power's exact score
 * @throws {@link MindsportError} when the game result is invalid
 * @example
 * ```ts
 * import { parseGameResult, scoreSumOfSquares } from 'mindsport/diplomacy';
 * const scores = scoreSumOfSquares(parseGameResult('A5 E4 F5 G5 I4 R5 T4'));
 * console.log(scores.austria.toString()); // 625/37
 * ```
 */
export function scoreSumOfSquares(game: GameResult): PowerScores {
  requireGameResult(game);
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, 100, 0);
  let sumOfSquares = 0;
  for (const power of POWERS) sumOfSquares += game.powers[power].supplyCentres ** 2;
  return scoresFrom((power) => Fraction.of(100 * game.powers[power].supplyCentres ** 2, sumOfSquares));
}
