import { deepFreeze, Fraction } from '../core/internal.js';
import { type DiplomacyGameResult, eliminationYearFor, endYearFor, soloistOf } from './game.js';
import { FIRST_GAME_YEAR, POWERS } from './powers.js';
import type { FixedScoring } from './scores.js';
import { type PowerScores, scoresFrom } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * Whipping as scoring rules, for a tournament's rules (`{ ...NDF_2007, scoring: WHIPPING }`)
 * and {@link scoreDiplomacyGame}: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { WHIPPING } from 'mindsport/diplomacy';
 * console.log(WHIPPING.system); // whipping
 * ```
 */
export const WHIPPING: FixedScoring<'whipping'> = deepFreeze({
  system: 'whipping',
  name: 'Whipping',
  source: 'diplomacy-systems.md §1.10 (dipvis whipping.py)',
});

/**
 * Scores one game with Whipping (dipvis `whipping.py`, issue #189; `diplomacy-systems.md`
 * §1.10): 10 per centre; the survivors share 60; a **lone** topper adds 2 × its centres (a
 * shared top gets no bonus); eliminated powers get 1 per year played (year − 1900). A solo
 * scores 468 and the others score as if eliminated in the solo year.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} invalid game, `ELIMINATION_YEAR_REQUIRED`, `END_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreWhipping } from 'mindsport/diplomacy';
 * console.log(scoreWhipping(parseGameResult('A0@1904 E12 F3 G6 I9 R0@1908 T4')).england.toString()); // 156
 * ```
 */
export function scoreWhipping(game: DiplomacyGameResult): PowerScores {
  return whippingScores(assertDiplomacyGameResult(game));
}

/** {@link scoreWhipping} of a game already validated. @internal */
export function whippingScores(game: DiplomacyGameResult): PowerScores {
  const yearsPlayed = (year: number) => Fraction.of(year - (FIRST_GAME_YEAR - 1));
  const winner = soloistOf(game);
  if (winner !== undefined) {
    const endYear = endYearFor(game, 'Whipping');
    return scoresFrom((power) => {
      if (power === winner) return Fraction.of(468);
      const centres = game.powers[power].supplyCentres;
      return yearsPlayed(centres > 0 ? endYear : eliminationYearFor(game, power, 'Whipping'));
    });
  }
  const counts = POWERS.map((power) => game.powers[power].supplyCentres);
  const top = Math.max(...counts);
  const loneTop = counts.filter((count) => count === top).length === 1;
  const survivorShare = Fraction.of(60, counts.filter((count) => count > 0).length);
  return scoresFrom((power) => {
    const centres = game.powers[power].supplyCentres;
    if (centres === 0) return yearsPlayed(eliminationYearFor(game, power, 'Whipping'));
    return survivorShare.add(10 * centres + (loneTop && centres === top ? 2 * centres : 0));
  });
}
