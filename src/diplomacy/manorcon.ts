import { deepFreeze } from '../core/freeze.js';
import { Fraction } from '../core/internal.js';
import { eliminationYearFor, endYearFor, type GameResult, soloistOf } from './game.js';
import { FIRST_GAME_YEAR, POWERS } from './powers.js';
import {
  checkChoice,
  checkName,
  checkNumber,
  checkSettingsObject,
  FINITE,
  NON_NEGATIVE,
  WHOLE,
} from './preset-checks.js';
import { type PowerScores, scoresFrom } from './scores.js';
import { requireGameResult } from './validate.js';

/**
 * A ManorCon variant, as data (`diplomacy-systems.md` §1.8). {@link scoreManorCon} checks
 * every field before scoring (`BAD_PRESET`).
 */
export interface ManorConPreset {
  /** Name of the variant, for display and messages; a string if given. */
  readonly name: string;
  /** Score of a soloist (ManorCon 75; "Original ManorCon" and v2 100): a whole number. */
  readonly soloWinner: number;
  /**
   * The P value of an eliminated power in the denominator B = Σ P (16, or 0 in v2): a
   * finite number ≥ 0 (a weight: a negative one could make B zero or negative).
   */
  readonly eliminatedValue: number;
  /**
   * Survival points per year for eliminated players and for the losers to a solo (0.1):
   * any finite number, decimals allowed (read exactly as written).
   */
  readonly pointsPerYear: number;
  /**
   * How years are counted for survival points: `'completed'` = year − 1901 (dipvis and its
   * tests: 0.3 for a 1904 elimination, the default), or `'includingElimination'` = year − 1900
   * (the original text: "including the year they were eliminated", 0.4).
   */
  readonly survivalYears: 'completed' | 'includingElimination';
}

const SURVIVAL_YEARS = ['completed', 'includingElimination'] as const;

/** The field checks of {@link scoreManorCon}, in the order of {@link ManorConPreset}. */
function checkManorConPreset(preset: ManorConPreset): void {
  checkSettingsObject('preset', preset, 'a ManorCon preset');
  checkName(preset.name);
  checkNumber('preset', 'soloWinner', preset.soloWinner, WHOLE);
  checkNumber('preset', 'eliminatedValue', preset.eliminatedValue, NON_NEGATIVE);
  checkNumber('preset', 'pointsPerYear', preset.pointsPerYear, FINITE);
  checkChoice('preset', 'survivalYears', preset.survivalYears, SURVIVAL_YEARS);
}

/**
 * ManorCon (diplom.org/manorcon/dipscore.htm; dipvis "ManorCon"): survivors get
 * 100 · P / B with P = S² + 4S + 16 and B = Σ P over all seven (the dead count 16); the
 * eliminated 0.1 per year; a solo 75 and the others scored as if eliminated in the solo
 * year. Years counted as year − 1901 (dipvis).
 *
 * @example
 * ```ts
 * import { MANORCON } from 'mindsport/diplomacy';
 * console.log(MANORCON.soloWinner, MANORCON.survivalYears); // 75 completed
 * ```
 */
export const MANORCON: ManorConPreset = deepFreeze({
  name: 'ManorCon',
  soloWinner: 75,
  eliminatedValue: 16,
  pointsPerYear: 0.1,
  survivalYears: 'completed',
});

/**
 * "Original ManorCon" (dipvis): as {@link MANORCON} with a solo worth 100.
 *
 * @example
 * ```ts
 * import { MANORCON_ORIGINAL } from 'mindsport/diplomacy';
 * console.log(MANORCON_ORIGINAL.soloWinner); // 100
 * ```
 */
export const MANORCON_ORIGINAL: ManorConPreset = deepFreeze({
  ...MANORCON,
  name: 'Original ManorCon',
  soloWinner: 100,
});

/**
 * "ManorCon v2" (dipvis): a solo worth 100 and the dead count 0 in the denominator.
 *
 * @example
 * ```ts
 * import { MANORCON_V2 } from 'mindsport/diplomacy';
 * console.log(MANORCON_V2.eliminatedValue); // 0
 * ```
 */
export const MANORCON_V2: ManorConPreset = deepFreeze({
  ...MANORCON,
  name: 'ManorCon v2',
  soloWinner: 100,
  eliminatedValue: 0,
});

/**
 * Scores one game with ManorCon (`diplomacy-systems.md` §1.8). Not zero-sum: the dead's
 * share of B is lost. Needs the elimination years and, after a solo, the end year. The
 * preset is checked first, then the game.
 *
 * @param game - the game result (validated)
 * @param preset - the variant and survival-year convention; {@link MANORCON} by default
 * @returns every power's exact score
 * @throws {@link MindsportError} `BAD_PRESET` at `['preset', field]` for a preset field that
 *   breaks its rule in {@link ManorConPreset} (at `['preset']` for a non-object); then an
 *   invalid game, `ELIMINATION_YEAR_REQUIRED`, `END_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreManorCon } from 'mindsport/diplomacy';
 * const scores = scoreManorCon(parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8'));
 * console.log(scores.austria.toString(), scores.germany.toString()); // 0.3 5600/229
 * ```
 */
export function scoreManorCon(game: GameResult, preset: ManorConPreset = MANORCON): PowerScores {
  checkManorConPreset(preset);
  requireGameResult(game);
  const system = preset.name ?? 'ManorCon';
  const perYear = Fraction.from(preset.pointsPerYear);
  const offset = preset.survivalYears === 'completed' ? FIRST_GAME_YEAR : FIRST_GAME_YEAR - 1;
  const survival = (year: number) => perYear.mul(year - offset);
  const winner = soloistOf(game);
  if (winner !== undefined) {
    const endYear = endYearFor(game, system);
    return scoresFrom((power) => {
      if (power === winner) return Fraction.of(preset.soloWinner);
      const centres = game.powers[power].supplyCentres;
      return survival(centres > 0 ? endYear : eliminationYearFor(game, power, system));
    });
  }
  const value = (centres: number) => centres * centres + 4 * centres + 16;
  // B in exact fractions: the survivors' P values are whole, the dead's may be any weight ≥ 0.
  let survivors = 0;
  let dead = 0;
  for (const power of POWERS) {
    const centres = game.powers[power].supplyCentres;
    if (centres === 0) dead++;
    else survivors += value(centres);
  }
  const total = Fraction.from(preset.eliminatedValue).mul(dead).add(survivors);
  return scoresFrom((power) => {
    const centres = game.powers[power].supplyCentres;
    if (centres === 0) return survival(eliminationYearFor(game, power, system));
    return Fraction.of(100 * value(centres)).div(total);
  });
}
