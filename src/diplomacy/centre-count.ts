import { deepFreeze, Fraction } from '../core/internal.js';
import type { DiplomacyGameResult } from './game.js';
import type { FixedScoring } from './scores.js';
import { type PowerScores, scoresFrom } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * Centre count as scoring rules, for a tournament's rules (`{ ...NDF_2007, scoring: CENTRE_COUNT }`)
 * and {@link scoreDiplomacyGame}: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { CENTRE_COUNT } from 'mindsport/diplomacy';
 * console.log(CENTRE_COUNT.system); // centreCount
 * ```
 */
export const CENTRE_COUNT: FixedScoring<'centreCount'> = deepFreeze({
  system: 'centreCount',
  name: 'Centre count',
  source: 'spec diplomacy.md §5; diplomacy-systems.md §1.4',
});

/**
 * Scores one game by plain centre count: 1 point per supply centre owned at the end, a
 * solo included (spec §5, `diplomacy-systems.md` §1.4).
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's centre count as a score
 * @throws {@link mindsport!MindsportError} when the game result is invalid
 * @example
 * ```ts
 * import { parseGameResult, scoreCentreCount } from 'mindsport/diplomacy';
 * console.log(scoreCentreCount(parseGameResult('E11 F8 T8 A3 R3 I1 G0')).england.toString()); // 11
 * ```
 */
export function scoreCentreCount(game: DiplomacyGameResult): PowerScores {
  return centreCountScores(assertDiplomacyGameResult(game));
}

/** {@link scoreCentreCount} of a game already validated. @internal */
export function centreCountScores(game: DiplomacyGameResult): PowerScores {
  return scoresFrom((power) => Fraction.of(game.powers[power].supplyCentres));
}
