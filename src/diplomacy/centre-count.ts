import { Fraction } from '../core/internal.js';
import type { GameResult } from './game.js';
import { type PowerScores, scoresFrom } from './scores.js';
import { requireGameResult } from './validate.js';

/**
 * Scores one game by plain centre count: 1 point per supply centre owned at the end, a
 * solo included (spec §5, `diplomacy-systems.md` §1.4).
 *
 * @param game - the game result (validated)
 * @returns every power's centre count as a score
 * @throws {@link MindsportError} when the game result is invalid
 * @example
 * ```ts
 * import { parseGameResult, scoreCentreCount } from 'mindsport/diplomacy';
 * console.log(scoreCentreCount(parseGameResult('E11 F8 T8 A3 R3 I1 G0')).england.toString()); // 11
 * ```
 */
export function scoreCentreCount(game: GameResult): PowerScores {
  requireGameResult(game);
  return scoresFrom((power) => Fraction.of(game.powers[power].supplyCentres));
}
