import { Fraction } from '../core/internal.js';
import { type GameResult, soloistOf } from './game.js';
import { POWERS, type Power } from './powers.js';
import { checkNumber, checkSettingsObject, WHOLE } from './preset-checks.js';
import { type PowerScores, scoresFrom, soloScores } from './scores.js';
import { requireGameResult } from './validate.js';

/** Options of {@link scoreDrawSize}, checked before scoring (`BAD_OPTION`). */
export interface DrawSizeOptions {
  /**
   * The points a game is worth: the soloist's score, or the total shared by a draw
   * (default 100; Calhamer points: 1). A whole number if given.
   */
  readonly pot?: number;
}

/**
 * Scores one game by Draw Size (`diplomacy-systems.md` §1.3): a solo takes the whole pot,
 * otherwise the pot is split equally among the powers in the draw and everyone else scores
 * 0. The draw is `game.draw` when declared (a named draw, DINS), otherwise all survivors
 * (DIAS, decision 17). The options are checked first, then the game.
 *
 * @param game - the game result (validated)
 * @param options - the pot (default 100)
 * @returns every power's exact score
 * @throws {@link MindsportError} `BAD_OPTION` at `['options', 'pot']` for a pot that is not a
 *   whole number (at `['options']` for a non-object); then every problem of an invalid game
 * @example
 * ```ts
 * import { parseGameResult, scoreDrawSize } from 'mindsport/diplomacy';
 * console.log(scoreDrawSize(parseGameResult('A0 E5 F3 G13 I3 R4 T6')).germany.toString()); // 50/3
 * console.log(scoreDrawSize(parseGameResult('A5 E4 F5 G5 I4 R5 T4 draw:AEGR')).england.toString()); // 25
 * ```
 */
export function scoreDrawSize(game: GameResult, options: DrawSizeOptions = {}): PowerScores {
  checkSettingsObject('options', options, 'a Draw Size options object');
  checkNumber('options', 'pot', options.pot, WHOLE, true);
  requireGameResult(game);
  const pot = options.pot ?? 100;
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, pot, 0);
  const inDraw = new Set<Power>(game.draw ?? POWERS.filter((power) => game.powers[power].supplyCentres > 0));
  const share = Fraction.of(pot, inDraw.size);
  return scoresFrom((power) => (inDraw.has(power) ? share : Fraction.ZERO));
}
