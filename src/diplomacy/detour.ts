import { deepFreeze, Fraction } from '../core/internal.js';
import { type DiplomacyGameResult, eliminationYearFor, endYearFor, soloistOf } from './game.js';
import { FIRST_GAME_YEAR, POWERS, type Power } from './powers.js';
import type { FixedScoring } from './scores.js';
import { type PowerScores, rankPowers, scoresFrom } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

const PLACE_POINTS = [4, 3, 2, 1];
const SURVIVAL_PER_YEAR = Fraction.of(1, 4);
const SURVIVAL_CAP = Fraction.of(2);

/**
 * Detour09 as scoring rules, for a tournament's rules (`{ ...NDF_2007, scoring: DETOUR09 }`)
 * and {@link scoreDiplomacyGame}: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { DETOUR09 } from 'mindsport/diplomacy';
 * console.log(DETOUR09.system); // detour09
 * ```
 */
export const DETOUR09: FixedScoring<'detour09'> = deepFreeze({
  system: 'detour09',
  name: 'Detour09',
  source: 'diplomacy-systems.md §1.9 (dipvis #197, stabbeurfou)',
});

/**
 * Scores one game with Detour09 (dipvis issue #197, stabbeurfou World Cup 2 rules;
 * `diplomacy-systems.md` §1.9). Each survivor's raw score is SC + 2, + the lead over second
 * place for a lone leader, + 4 / 3 / 2 / 1 for places 1–4 where tied powers take the
 * points of the **lowest** place they occupy; raw scores are normalised to total 100.
 * Eliminated powers get 0.25 per year survived (year − 1901), at most 2, after normalising.
 * A solo scores 110; the others get the same survival points (survivors counted to the end year).
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} invalid game, `ELIMINATION_YEAR_REQUIRED`, `END_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreDetour09 } from 'mindsport/diplomacy';
 * console.log(scoreDetour09(parseGameResult('A2 E3 F4 G10 I4 R5 T6')).germany.toString()); // 2000/61
 * ```
 */
export function scoreDetour09(game: DiplomacyGameResult): PowerScores {
  return detour09Scores(assertDiplomacyGameResult(game));
}

/** {@link scoreDetour09} of a game already validated. @internal */
export function detour09Scores(game: DiplomacyGameResult): PowerScores {
  const survival = (year: number) => {
    const points = SURVIVAL_PER_YEAR.mul(year - FIRST_GAME_YEAR);
    return points.gt(SURVIVAL_CAP) ? SURVIVAL_CAP : points;
  };
  const winner = soloistOf(game);
  if (winner !== undefined) {
    const endYear = endYearFor(game, 'Detour09');
    return scoresFrom((power) => {
      if (power === winner) return Fraction.of(110);
      const centres = game.powers[power].supplyCentres;
      return survival(centres > 0 ? endYear : eliminationYearFor(game, power, 'Detour09'));
    });
  }
  const survivors = POWERS.filter((power) => game.powers[power].supplyCentres > 0);
  // Survivors by centres (core `rank`); tied powers take the points of the lowest place they share.
  const ranked = rankPowers(survivors, {
    name: 'supplyCentres',
    value: (power) => game.powers[power].supplyCentres,
  });
  const raw = new Map<Power, number>();
  for (const { row: power, lastPlace } of ranked) {
    raw.set(power, game.powers[power].supplyCentres + 2 + (PLACE_POINTS[lastPlace - 1] ?? 0));
  }
  // A lone leader adds the lead over second place.
  const [leader, runnerUp] = ranked;
  if (leader !== undefined && !leader.shared) {
    const lead =
      game.powers[leader.row].supplyCentres -
      (runnerUp === undefined ? 0 : game.powers[runnerUp.row].supplyCentres);
    raw.set(leader.row, (raw.get(leader.row) as number) + lead);
  }
  let total = 0;
  for (const points of raw.values()) total += points;
  return scoresFrom((power) => {
    const points = raw.get(power);
    if (points === undefined) return survival(eliminationYearFor(game, power, 'Detour09'));
    return Fraction.of(100 * points, total);
  });
}
