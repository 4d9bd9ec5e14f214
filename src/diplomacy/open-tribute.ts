import { deepFreeze, Fraction } from '../core/internal.js';
import { type DiplomacyGameResult, soloistOf } from './game.js';
import { POWERS } from './powers.js';
import type { FixedScoring } from './scores.js';
import { type PowerScores, scoresFrom, soloScores } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * OpenTribute as scoring rules, for a tournament's rules (`{ ...NDF_2007, scoring: OPEN_TRIBUTE }`)
 * and {@link scoreDiplomacyGame}: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { OPEN_TRIBUTE } from 'mindsport/diplomacy';
 * console.log(OPEN_TRIBUTE.system); // openTribute
 * ```
 */
export const OPEN_TRIBUTE: FixedScoring<'openTribute'> = deepFreeze({
  system: 'openTribute',
  name: 'OpenTribute',
  source: 'diplomacy-systems.md §1.7 (windycityweasels, diplobn)',
});

/**
 * Scores one game with OpenTribute (windycityweasels.org, diplobn.com;
 * `diplomacy-systems.md` §1.7): a solo 340 and 0; otherwise every power starts with
 * 34 + 3 per centre and pays the topper 1 point per centre it is behind; eliminated powers
 * pay too and the rest of their points is spoiled (they score 0); n tied toppers each get
 * ⌊tribute / n²⌋ on top of their own points (decision 17).
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's score (integers)
 * @throws {@link mindsport!MindsportError} when the game result is invalid
 * @example
 * ```ts
 * import { parseGameResult, scoreOpenTribute } from 'mindsport/diplomacy';
 * console.log(scoreOpenTribute(parseGameResult('A0 E5 F3 G13 I3 R4 T6')).germany.toString()); // 130
 * ```
 */
export function scoreOpenTribute(game: DiplomacyGameResult): PowerScores {
  return openTributeScores(assertDiplomacyGameResult(game));
}

/** {@link scoreOpenTribute} of a game already validated. @internal */
export function openTributeScores(game: DiplomacyGameResult): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, 340, 0);
  const counts = POWERS.map((power) => game.powers[power].supplyCentres);
  const top = Math.max(...counts);
  const toppers = counts.filter((count) => count === top).length;
  const tribute = counts.reduce((sum, count) => sum + (top - count), 0);
  const topperShare = Math.floor(tribute / (toppers * toppers));
  return scoresFrom((power) => {
    const count = game.powers[power].supplyCentres;
    if (count === 0) return Fraction.ZERO;
    const own = 34 + 3 * count;
    return Fraction.of(count === top ? own + topperShare : own - (top - count));
  });
}
