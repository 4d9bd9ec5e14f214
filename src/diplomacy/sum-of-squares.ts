import { deepFreeze, Fraction } from '../core/internal.js';
import { type DiplomacyGameResult, soloistOf } from './game.js';
import { POWERS } from './powers.js';
import type { FixedScoring } from './scores.js';
import { type PowerScores, scoresFrom, soloScores } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * Sum of Squares as scoring rules, for a tournament's rules (`{ ...NDF_2007, scoring: SUM_OF_SQUARES }`)
 * and {@link scoreDiplomacyGame}: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { SUM_OF_SQUARES } from 'mindsport/diplomacy';
 * console.log(SUM_OF_SQUARES.system); // sumOfSquares
 * ```
 */
export const SUM_OF_SQUARES: FixedScoring<'sumOfSquares'> = deepFreeze({
  system: 'sumOfSquares',
  name: 'Sum of Squares',
  source: 'diplomacy-systems.md §1.2 (diplomaticon, dipvis)',
});

/**
 * Scores one game with Sum of Squares (`diplomacy-systems.md` §1.2): a solo scores 100 and
 * the others 0; otherwise each power scores 100 · SC² / Σ SC² over all seven, so equal
 * centres give equal scores and eliminated powers score 0.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} when the game result is invalid
 * @example
 * ```ts
 * import { parseGameResult, scoreSumOfSquares } from 'mindsport/diplomacy';
 * const scores = scoreSumOfSquares(parseGameResult('A5 E4 F5 G5 I4 R5 T4'));
 * console.log(scores.austria.toString()); // 625/37
 * ```
 */
export function scoreSumOfSquares(game: DiplomacyGameResult): PowerScores {
  return sumOfSquaresScores(assertDiplomacyGameResult(game));
}

/** {@link scoreSumOfSquares} of a game already validated. @internal */
export function sumOfSquaresScores(game: DiplomacyGameResult): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, 100, 0);
  let sumOfSquares = 0;
  for (const power of POWERS) sumOfSquares += game.powers[power].supplyCentres ** 2;
  return scoresFrom((power) => Fraction.of(100 * game.powers[power].supplyCentres ** 2, sumOfSquares));
}
