/**
 * Three systems built on the board top: Base3 (a topper bonus divided by 3 per extra
 * topper), Vulcan (points for every centre between a power and those below it) and Open Mind
 * the Gap (a tribute of the gap between first and second, capped at half a payer's score).
 *
 * @module
 */
import { deepFreeze, Fraction, sharePlaceValues } from '../core/internal.js';
import { type DiplomacyGameResult, soloistOf } from './game.js';
import { POWERS, type Power } from './powers.js';
import { type FixedScoring, type PowerScores, rankPowers, scoresFrom, soloScores } from './scores.js';
import { centresOf, secondCountOf, topOf } from './system-parts.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * Base3 as scoring rules: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { BASE3 } from 'mindsport/diplomacy';
 * console.log(BASE3.system); // base3
 * ```
 */
export const BASE3: FixedScoring<'base3'> = deepFreeze({
  system: 'base3',
  name: 'Base3',
  source: 'https://github.com/UEWBot/dipvis (game_scoring/base3.py); no published definition',
});

/**
 * Scores one game with Base3. No published definition was found; this follows the
 * description of the Diplomacy Tournament Visualiser (https://github.com/UEWBot/dipvis,
 * `game_scoring/base3.py`): a survivor scores 3 + its centres, an eliminated power 0; the k
 * powers sharing the top each add 9 / 3^(k − 1) (9 alone, 3 each for two, 1 each for three,
 * 1/3 each for four: "etc." read literally). A solo scores 46 and the others 0.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} when the game result is invalid
 * @example
 * ```ts
 * import { parseGameResult, scoreBase3 } from 'mindsport/diplomacy';
 * console.log(scoreBase3(parseGameResult('A8 E8 F8 G8 I2 R0 T0')).austria.toString()); // 34/3
 * ```
 */
export function scoreBase3(game: DiplomacyGameResult): PowerScores {
  return base3Scores(assertDiplomacyGameResult(game));
}

/** {@link scoreBase3} of a game already validated. @internal */
export function base3Scores(game: DiplomacyGameResult): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, 46, 0);
  const { top, toppers } = topOf(game);
  const topBonus = Fraction.of(9, 3 ** (toppers - 1));
  return scoresFrom((power) => {
    const centres = centresOf(game, power);
    if (centres === 0) return Fraction.ZERO;
    const base = Fraction.of(3 + centres);
    return centres === top ? base.add(topBonus) : base;
  });
}

/**
 * Vulcan as scoring rules: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { VULCAN } from 'mindsport/diplomacy';
 * console.log(VULCAN.system); // vulcan
 * ```
 */
export const VULCAN: FixedScoring<'vulcan'> = deepFreeze({
  system: 'vulcan',
  name: 'Vulcan',
  source: 'https://github.com/UEWBot/dipvis (game_scoring/vulcan.py); no published definition',
});

/**
 * Scores one game with Vulcan. No published definition was found; this follows the
 * description of the Diplomacy Tournament Visualiser (https://github.com/UEWBot/dipvis,
 * `game_scoring/vulcan.py`): a survivor with c centres scores c + 5 for surviving + the gap
 * c − c′ to every power with fewer centres c′ (eliminated powers included, at 0); the k
 * powers on the top split 10; an eliminated power scores 0. A solo scores 130, a surviving
 * loser 5, an eliminated power 0.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} when the game result is invalid
 * @example
 * ```ts
 * import { parseGameResult, scoreVulcan } from 'mindsport/diplomacy';
 * console.log(scoreVulcan(parseGameResult('A0 E5 F1 G10 I5 R4 T9')).germany.toString()); // 61
 * ```
 */
export function scoreVulcan(game: DiplomacyGameResult): PowerScores {
  return vulcanScores(assertDiplomacyGameResult(game));
}

/** {@link scoreVulcan} of a game already validated. @internal */
export function vulcanScores(game: DiplomacyGameResult): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) {
    return scoresFrom((power) => {
      if (power === winner) return Fraction.of(130);
      return Fraction.of(centresOf(game, power) > 0 ? 5 : 0);
    });
  }
  const { top, toppers } = topOf(game);
  const counts = POWERS.map((power) => centresOf(game, power));
  return scoresFrom((power) => {
    const centres = centresOf(game, power);
    if (centres === 0) return Fraction.ZERO;
    const gaps = counts.reduce((sum, count) => sum + Math.max(0, centres - count), 0);
    const base = Fraction.of(centres + 5 + gaps);
    return centres === top ? base.add(Fraction.of(10, toppers)) : base;
  });
}

/**
 * Open Mind the Gap as scoring rules: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { OPEN_MIND_THE_GAP } from 'mindsport/diplomacy';
 * console.log(OPEN_MIND_THE_GAP.system); // openMindTheGap
 * ```
 */
export const OPEN_MIND_THE_GAP: FixedScoring<'openMindTheGap'> = deepFreeze({
  system: 'openMindTheGap',
  name: 'Open Mind the Gap',
  source: 'https://github.com/UEWBot/dipvis/issues/208 (rules quoted from Nexus)',
});

const OMG_PLACE_BONUS = [4.5, 3, 1.5] as const;

/**
 * Scores one game with Open Mind the Gap (OMG; the rules as quoted from Nexus in
 * https://github.com/UEWBot/dipvis/issues/208): 1.5 per centre, 9 for surviving, 4.5 / 3 /
 * 1.5 for places 1–3 by centres (all seven ranked, tied powers share the places they
 * occupy, so with fewer than three survivors the eliminated share 3rd place). A lone topper
 * then receives tribute: every other power pays the gap between first and second, capped at
 * half of its own score. A solo scores 100 and the others 0.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} when the game result is invalid
 * @example
 * ```ts
 * import { parseGameResult, scoreOpenMindTheGap } from 'mindsport/diplomacy';
 * const scores = scoreOpenMindTheGap(parseGameResult('A0 E5 F3 G13 I3 R4 T6'));
 * console.log(scores.germany.toString(), scores.france.toString()); // 67.5 6.75
 * ```
 */
export function scoreOpenMindTheGap(game: DiplomacyGameResult): PowerScores {
  return openMindTheGapScores(assertDiplomacyGameResult(game));
}

/** {@link scoreOpenMindTheGap} of a game already validated. @internal */
export function openMindTheGapScores(game: DiplomacyGameResult): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, 100, 0);
  const ranked = rankPowers(POWERS, { name: 'centres', value: (power) => centresOf(game, power) });
  const bonuses = sharePlaceValues(ranked, OMG_PLACE_BONUS);
  const scores = new Map<Power, Fraction>();
  for (const [index, { row: power }] of ranked.entries()) {
    const centres = centresOf(game, power);
    const base = Fraction.of(3 * centres, 2).add(centres > 0 ? 9 : 0);
    scores.set(power, base.add(bonuses[index]!));
  }
  const { top, toppers } = topOf(game);
  if (toppers === 1) {
    const gap = Fraction.of(top - secondCountOf(game, top));
    const topper = POWERS.find((power) => centresOf(game, power) === top)!;
    let tribute = Fraction.ZERO;
    for (const power of POWERS) {
      if (power === topper) continue;
      const own = scores.get(power)!;
      const half = own.div(2);
      const paid = gap.compare(half) < 0 ? gap : half;
      scores.set(power, own.sub(paid));
      tribute = tribute.add(paid);
    }
    scores.set(topper, scores.get(topper)!.add(tribute));
  }
  return scoresFrom((power) => scores.get(power)!);
}
