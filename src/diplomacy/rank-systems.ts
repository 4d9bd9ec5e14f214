/**
 * Four systems built on places: Haight and Ranked Classic (tied powers take the lower
 * place), Southern Sun and Sydney League (tied powers share the places they occupy).
 *
 * @module
 */
import {
  deepFreeze,
  type ErrorPath,
  Fraction,
  type RankedRow,
  type Report,
  sharePlaceValues,
} from '../core/internal.js';
import { type DiplomacyGameResult, eliminationYearFor, endYearFor, soloistOf } from './game.js';
import type { Power } from './powers.js';
import { assertScoring, checkChoice, checkScoringFields } from './preset-checks.js';
import { type FixedScoring, type PowerScores, scoresFrom, soloScores } from './scores.js';
import {
  centresOf,
  type DiplomacySurvivalYears,
  lowerPlaceValue,
  rankSurvivors,
  rankSurvivorsThenDead,
  SURVIVAL_YEAR_CHOICES,
  secondCountOf,
  topOf,
  yearsCounted,
  yearsPlayed,
} from './system-parts.js';
import { assertDiplomacyGameResult } from './validate.js';

/** Scores by power from a ranking and a function of the ranked row and its index. */
function byRank(
  ranked: readonly RankedRow<Power>[],
  score: (row: RankedRow<Power>, index: number) => Fraction,
): Map<Power, Fraction> {
  return new Map(ranked.map((row, index) => [row.row, score(row, index)]));
}

/**
 * Haight v1.0 as scoring rules: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { HAIGHT } from 'mindsport/diplomacy';
 * console.log(HAIGHT.system); // haight
 * ```
 */
export const HAIGHT: FixedScoring<'haight'> = deepFreeze({
  system: 'haight',
  name: 'Haight v1.0',
  source:
    'https://www.thenadf.org/wp-content/uploads/2024/10/Whipping-WDC-House-Rules-2025.pdf (WDC 2025); https://diplomacytv.com/game_scoring/haight-v10',
});

const HAIGHT_RANK_BONUS = [66, 55, 44, 33, 22, 11, 0] as const;

/**
 * Scores one game with Haight v1.0 (WDC 2025 house rules,
 * https://www.thenadf.org/wp-content/uploads/2024/10/Whipping-WDC-House-Rules-2025.pdf, and
 * its text at https://diplomacytv.com/game_scoring/haight-v10): 10 per centre for a
 * survivor, 1 per year played (year − 1900) for an eliminated power; all seven ranked,
 * survivors by centres above the eliminated by year (later first), for 66 / 55 / 44 / 33 /
 * 22 / 11 / 0, tied powers each taking the lower place's bonus; a lone topper adds 5 per
 * centre of lead over the next count. A solo scores 451; the others score their years
 * played, a survivor to the solo year or 5 per centre when that is more.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} invalid game, `ELIMINATION_YEAR_REQUIRED`, `END_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreHaight } from 'mindsport/diplomacy';
 * console.log(scoreHaight(parseGameResult('A0@1904 E10 F9 G8 I5 R0@1908 T2')).england.toString()); // 171
 * ```
 */
export function scoreHaight(game: DiplomacyGameResult): PowerScores {
  return haightScores(assertDiplomacyGameResult(game));
}

/** {@link scoreHaight} of a game already validated. @internal */
export function haightScores(game: DiplomacyGameResult): PowerScores {
  const system = 'Haight v1.0';
  const deadYears = (power: Power) => yearsPlayed(eliminationYearFor(game, power, system));
  const winner = soloistOf(game);
  if (winner !== undefined) {
    const endYear = endYearFor(game, system);
    return scoresFrom((power) => {
      if (power === winner) return Fraction.of(451);
      const centres = centresOf(game, power);
      return Fraction.of(centres > 0 ? Math.max(5 * centres, yearsPlayed(endYear)) : deadYears(power));
    });
  }
  const { top, toppers } = topOf(game);
  const lead = toppers === 1 ? 5 * (top - secondCountOf(game, top)) : 0;
  const scores = byRank(rankSurvivorsThenDead(game, system), (row) => {
    const centres = centresOf(game, row.row);
    const base = centres > 0 ? 10 * centres : deadYears(row.row);
    return lowerPlaceValue(row, HAIGHT_RANK_BONUS).add(base + (centres === top ? lead : 0));
  });
  return scoresFrom((power) => scores.get(power)!);
}

/**
 * Ranked Classic as scoring rules: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { RANKED_CLASSIC } from 'mindsport/diplomacy';
 * console.log(RANKED_CLASSIC.system); // rankedClassic
 * ```
 */
export const RANKED_CLASSIC: FixedScoring<'rankedClassic'> = deepFreeze({
  system: 'rankedClassic',
  name: 'Ranked Classic',
  source: 'https://github.com/UEWBot/dipvis (game_scoring/ranked_classic.py); no published definition',
});

const RANKED_SINGLE = [200, 90, 60, 40, 30, 20, 10] as const;
const RANKED_TWO_WAY = [135, 70, 50, 35, 25, 15] as const;

/**
 * Scores one game with Ranked Classic. No published definition was found; this follows the
 * description of the Diplomacy Tournament Visualiser (https://github.com/UEWBot/dipvis,
 * `game_scoring/ranked_classic.py`): a survivor scores 30 + 10 per centre + a bonus for its
 * place among the survivors, 200 / 90 / 60 / 40 / 30 / 20 / 10; two survivors tied from
 * place p get 135 / 70 / 50 / 35 / 25 / 15 (indexed by p), three or more tied the lower
 * place's bonus. An eliminated power scores 1 per year survived (year − 1901). A solo
 * scores 550 and the others their years survived, a survivor to the solo year.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} invalid game, `ELIMINATION_YEAR_REQUIRED`, `END_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreRankedClassic } from 'mindsport/diplomacy';
 * console.log(scoreRankedClassic(parseGameResult('A0@1904 E12 F0@1908 G11 I11 R0@1907 T0@1907')).germany.toString()); // 210
 * ```
 */
export function scoreRankedClassic(game: DiplomacyGameResult): PowerScores {
  return rankedClassicScores(assertDiplomacyGameResult(game));
}

/** {@link scoreRankedClassic} of a game already validated. @internal */
export function rankedClassicScores(game: DiplomacyGameResult): PowerScores {
  const system = 'Ranked Classic';
  const deadYears = (power: Power) => yearsCounted(eliminationYearFor(game, power, system), 'completed');
  const winner = soloistOf(game);
  if (winner !== undefined) {
    const endYear = endYearFor(game, system);
    return scoresFrom((power) => {
      if (power === winner) return Fraction.of(550);
      return Fraction.of(centresOf(game, power) > 0 ? yearsCounted(endYear, 'completed') : deadYears(power));
    });
  }
  const scores = byRank(rankSurvivors(game), (row) => {
    const tied = row.lastPlace - row.place + 1;
    const bonus =
      tied === 2 ? Fraction.of(RANKED_TWO_WAY[row.place - 1]!) : lowerPlaceValue(row, RANKED_SINGLE);
    return bonus.add(30 + 10 * centresOf(game, row.row));
  });
  return scoresFrom((power) => scores.get(power) ?? Fraction.of(deadYears(power)));
}

/**
 * Southern Sun, as data: the one choice its sources differ on, how an eliminated power's
 * years are counted. {@link scoreSouthernSun} checks every field before scoring.
 *
 * @category Rules
 */
export interface SouthernSunScoring {
  /** The system: `'southernSun'`. */
  readonly system: 'southernSun';
  /** Name of the variant, for display and messages. */
  readonly name: string;
  /** The definition it follows. */
  readonly source: string;
  /**
   * How an eliminated power's years are counted: `'completed'` ("per full game year
   * survived", the published text, the default) or `'includingElimination'` (the years
   * played, as the Diplomacy Tournament Visualiser and its tests count them).
   */
  readonly survivalYears: DiplomacySurvivalYears;
}

/** Checks Southern Sun scoring rules field by field (the rules of {@link SouthernSunScoring}). @internal */
export function checkSouthernSunScoring(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkScoringFields(value, 'southernSun', ['survivalYears'], path, report)) return;
  checkChoice(value, 'survivalYears', SURVIVAL_YEAR_CHOICES, path, report);
}

/**
 * Southern Sun as quoted in https://github.com/UEWBot/dipvis/issues/377, with the
 * eliminated counted by full game years survived (year − 1901) as the text says.
 *
 * @category Rules
 * @example
 * ```ts
 * import { SOUTHERN_SUN } from 'mindsport/diplomacy';
 * console.log(SOUTHERN_SUN.survivalYears); // completed
 * ```
 */
export const SOUTHERN_SUN: SouthernSunScoring = deepFreeze({
  system: 'southernSun',
  name: 'Southern Sun',
  source: 'https://github.com/UEWBot/dipvis/issues/377 (definition text)',
  survivalYears: 'completed',
});

const SOUTHERN_SUN_PLACES = [130, 80, 50, 30, 20, 10, 10] as const;

/**
 * Scores one game with Southern Sun (the definition quoted in
 * https://github.com/UEWBot/dipvis/issues/377): a survivor scores 30 + 10 per centre + the
 * points of its place among the survivors, 130 / 80 / 50 / 30 / 20 / 10 / 10, tied
 * survivors sharing the average of their places rounded to the nearest whole number (a half
 * rounds up: 72.5 → 73); an eliminated power scores 3 per year counted. A solo scores 500
 * and the others 0. The scoring rules are checked first, then the game.
 *
 * @category Standings
 * @param game - the game result
 * @param scoring - {@link SOUTHERN_SUN} (the default), or a copy with `survivalYears` changed
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} a shape code at `['scoring', field]`; then an invalid game,
 *   `ELIMINATION_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreSouthernSun } from 'mindsport/diplomacy';
 * const scores = scoreSouthernSun(parseGameResult('A11 E11 F11 G1 I0@1904 R0@1909 T0@1903'));
 * console.log(scores.austria.toString(), scores.italy.toString()); // 227 9
 * ```
 */
export function scoreSouthernSun(
  game: DiplomacyGameResult,
  scoring: SouthernSunScoring = SOUTHERN_SUN,
): PowerScores {
  const checked = assertScoring<SouthernSunScoring>(scoring, checkSouthernSunScoring);
  return southernSunScores(assertDiplomacyGameResult(game), checked);
}

/** {@link scoreSouthernSun} of a game already validated, for scoring rules already checked. @internal */
export function southernSunScores(game: DiplomacyGameResult, scoring: SouthernSunScoring): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, 500, 0);
  const ranked = rankSurvivors(game);
  const shares = sharePlaceValues(ranked, SOUTHERN_SUN_PLACES);
  const scores = byRank(ranked, (row, index) =>
    shares[index]!.round('halfUp').add(30 + 10 * centresOf(game, row.row)),
  );
  return scoresFrom((power) => {
    const survivor = scores.get(power);
    if (survivor !== undefined) return survivor;
    const year = eliminationYearFor(game, power, scoring.name);
    return Fraction.of(3 * yearsCounted(year, scoring.survivalYears));
  });
}

/**
 * Sydney League as scoring rules: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { SYDNEY_LEAGUE } from 'mindsport/diplomacy';
 * console.log(SYDNEY_LEAGUE.system); // sydneyLeague
 * ```
 */
export const SYDNEY_LEAGUE: FixedScoring<'sydneyLeague'> = deepFreeze({
  system: 'sydneyLeague',
  name: 'Sydney League',
  source: 'https://github.com/UEWBot/dipvis (game_scoring/sydney_league.py); no published definition',
});

const SYDNEY_PLACES = [700, 600, 500, 400, 300, 200, 100] as const;

/**
 * Scores one game with Sydney League. No published definition was found; this follows the
 * Diplomacy Tournament Visualiser (https://github.com/UEWBot/dipvis,
 * `game_scoring/sydney_league.py`, and its tests): all seven ranked, survivors by centres
 * above the eliminated by year (later first), for 700 / 600 / … / 100, tied powers sharing
 * the places they occupy; + 25 per centre; an eliminated power + 1 per year played
 * (year − 1900). After a solo every score is computed so, then the soloist's is multiplied
 * by 3/2 and everyone else's by 1/2.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} invalid game, `ELIMINATION_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreSydneyLeague } from 'mindsport/diplomacy';
 * const scores = scoreSydneyLeague(parseGameResult('A0@1904 E4 F0@1906 G18 I0@1906 R5 T7'));
 * console.log(scores.germany.toString(), scores.russia.toString()); // 1725 312.5
 * ```
 */
export function scoreSydneyLeague(game: DiplomacyGameResult): PowerScores {
  return sydneyLeagueScores(assertDiplomacyGameResult(game));
}

/** {@link scoreSydneyLeague} of a game already validated. @internal */
export function sydneyLeagueScores(game: DiplomacyGameResult): PowerScores {
  const system = 'Sydney League';
  const ranked = rankSurvivorsThenDead(game, system);
  const shares = sharePlaceValues(ranked, SYDNEY_PLACES);
  const scores = byRank(ranked, (row, index) => {
    const centres = centresOf(game, row.row);
    const extra = centres > 0 ? 25 * centres : yearsPlayed(eliminationYearFor(game, row.row, system));
    return shares[index]!.add(extra);
  });
  const winner = soloistOf(game);
  const factor = (power: Power) =>
    winner === undefined ? Fraction.ONE : power === winner ? Fraction.of(3, 2) : Fraction.of(1, 2);
  return scoresFrom((power) => scores.get(power)!.mul(factor(power)));
}
