import { Fraction } from '../core/internal.js';
import { eliminationYearFor, endYearFor, type GameResult, soloistOf } from './game.js';
import { FIRST_GAME_YEAR, POWERS } from './powers.js';
import { checkChoice, checkSettingsObject } from './preset-checks.js';
import { type PowerScores, scoresFrom } from './scores.js';
import { requireGameResult } from './validate.js';

/** Options of {@link scoreWorldClassic}, checked before scoring (`BAD_OPTION`). */
export interface WorldClassicOptions {
  /**
   * `'world'` (default): the 48-point topper pool is split among all toppers. `'summer'`
   * (Summer Classic, dipvis issue #305): only one or two toppers share it; a three-way or
   * larger top voids it. Any other value is refused.
   */
  readonly variant?: 'world' | 'summer';
}

const VARIANTS = ['world', 'summer'] as const;

/**
 * Scores one game with World Classic (liberty-cup.com/world-diplomacy-classic; dipvis
 * `world_classic.py`; `diplomacy-systems.md` §1.11): 10 per centre + 30 for surviving, a
 * 48-point pool split among the toppers, eliminated powers 1 per year survived
 * (year − 1901). A solo scores 420 and the others their years survived (to the solo year
 * if alive). The options are checked first, then the game.
 *
 * @param game - the game result (validated)
 * @param options - `variant: 'summer'` for Summer Classic
 * @returns every power's exact score
 * @throws {@link MindsportError} `BAD_OPTION` at `['options', 'variant']` for a variant other
 *   than `'world'` or `'summer'` (at `['options']` for a non-object); then an invalid game,
 *   `ELIMINATION_YEAR_REQUIRED`, `END_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreWorldClassic } from 'mindsport/diplomacy';
 * console.log(scoreWorldClassic(parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8')).germany.toString()); // 134
 * ```
 */
export function scoreWorldClassic(game: GameResult, options: WorldClassicOptions = {}): PowerScores {
  checkSettingsObject('options', options, 'a World Classic options object');
  checkChoice('options', 'variant', options.variant, VARIANTS, true);
  requireGameResult(game);
  const yearsSurvived = (year: number) => Fraction.of(year - FIRST_GAME_YEAR);
  const winner = soloistOf(game);
  if (winner !== undefined) {
    const endYear = endYearFor(game, 'World Classic');
    return scoresFrom((power) => {
      if (power === winner) return Fraction.of(420);
      const centres = game.powers[power].supplyCentres;
      return yearsSurvived(centres > 0 ? endYear : eliminationYearFor(game, power, 'World Classic'));
    });
  }
  const counts = POWERS.map((power) => game.powers[power].supplyCentres);
  const top = Math.max(...counts);
  const toppers = counts.filter((count) => count === top).length;
  const pool = options.variant === 'summer' && toppers > 2 ? Fraction.ZERO : Fraction.of(48, toppers);
  return scoresFrom((power) => {
    const centres = game.powers[power].supplyCentres;
    if (centres === 0) return yearsSurvived(eliminationYearFor(game, power, 'World Classic'));
    const base = Fraction.of(10 * centres + 30);
    return centres === top ? base.add(pool) : base;
  });
}
