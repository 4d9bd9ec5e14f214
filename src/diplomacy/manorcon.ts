import { checkNumber, deepFreeze, type ErrorPath, Fraction, type Report } from '../core/internal.js';
import { type DiplomacyGameResult, eliminationYearFor, endYearFor, soloistOf } from './game.js';
import { FIRST_GAME_YEAR, POWERS } from './powers.js';
import { assertScoring, checkChoice, checkPoints, checkScoringFields, checkWhole } from './preset-checks.js';
import { type PowerScores, scoresFrom } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * A ManorCon variant, as data (`diplomacy-systems.md` §1.8). {@link scoreManorCon} checks
 * every field before scoring.
 *
 * @category Rules
 */
export interface ManorConScoring {
  /** The system: `'manorCon'`. */
  readonly system: 'manorCon';
  /** Name of the variant, for display and messages. */
  readonly name: string;
  /** The definition it follows. */
  readonly source: string;
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

const MANORCON_FIELDS = ['soloWinner', 'eliminatedValue', 'pointsPerYear', 'survivalYears'] as const;

/**
 * Checks ManorCon scoring rules field by field (the rules of {@link ManorConScoring}). @internal
 */
export function checkManorConScoring(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkScoringFields(value, 'manorCon', MANORCON_FIELDS, path, report)) return;
  checkWhole(value, 'soloWinner', path, report);
  // A weight: a negative one could make the denominator B zero or negative.
  if (value.eliminatedValue !== undefined) {
    checkNumber(value.eliminatedValue, [...path, 'eliminatedValue'], report, { min: 0 });
  }
  checkPoints(value, 'pointsPerYear', path, report);
  checkChoice(value, 'survivalYears', SURVIVAL_YEARS, path, report);
}

/**
 * ManorCon (diplom.org/manorcon/dipscore.htm; dipvis "ManorCon"): survivors get
 * 100 · P / B with P = S² + 4S + 16 and B = Σ P over all seven (the dead count 16); the
 * eliminated 0.1 per year; a solo 75 and the others scored as if eliminated in the solo
 * year. Years counted as year − 1901 (dipvis).
 *
 * @category Rules
 * @example
 * ```ts
 * import { MANORCON } from 'mindsport/diplomacy';
 * console.log(MANORCON.soloWinner, MANORCON.survivalYears); // 75 completed
 * ```
 */
export const MANORCON: ManorConScoring = deepFreeze({
  system: 'manorCon',
  name: 'ManorCon',
  source: 'diplomacy-systems.md §1.8 (diplom.org/manorcon, dipvis)',
  soloWinner: 75,
  eliminatedValue: 16,
  pointsPerYear: 0.1,
  survivalYears: 'completed',
});

/**
 * "Original ManorCon" (dipvis): as {@link MANORCON} with a solo worth 100.
 *
 * @category Rules
 * @example
 * ```ts
 * import { MANORCON_ORIGINAL } from 'mindsport/diplomacy';
 * console.log(MANORCON_ORIGINAL.soloWinner); // 100
 * ```
 */
export const MANORCON_ORIGINAL: ManorConScoring = deepFreeze({
  ...MANORCON,
  name: 'Original ManorCon',
  source: 'diplomacy-systems.md §1.8 (dipvis)',
  soloWinner: 100,
});

/**
 * "ManorCon v2" (dipvis): a solo worth 100 and the dead count 0 in the denominator.
 *
 * @category Rules
 * @example
 * ```ts
 * import { MANORCON_V2 } from 'mindsport/diplomacy';
 * console.log(MANORCON_V2.eliminatedValue); // 0
 * ```
 */
export const MANORCON_V2: ManorConScoring = deepFreeze({
  ...MANORCON,
  name: 'ManorCon v2',
  source: 'diplomacy-systems.md §1.8 (dipvis)',
  soloWinner: 100,
  eliminatedValue: 0,
});

/**
 * Scores one game with ManorCon (`diplomacy-systems.md` §1.8). Not zero-sum: the dead's
 * share of B is lost. Needs the elimination years and, after a solo, the end year. The
 * preset is checked first, then the game.
 *
 * @category Standings
 * @param game - the game result
 * @param scoring - the variant and survival-year convention; {@link MANORCON} by default
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} a shape code at `['scoring', field]` for a field that breaks
 *   its rule in {@link ManorConScoring}; then an invalid game, `ELIMINATION_YEAR_REQUIRED`,
 *   `END_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreManorCon } from 'mindsport/diplomacy';
 * const scores = scoreManorCon(parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8'));
 * console.log(scores.austria.toString(), scores.germany.toString()); // 0.3 5600/229
 * ```
 */
export function scoreManorCon(game: DiplomacyGameResult, scoring: ManorConScoring = MANORCON): PowerScores {
  const checked = assertScoring<ManorConScoring>(scoring, checkManorConScoring);
  return manorConScores(assertDiplomacyGameResult(game), checked);
}

/**
 * {@link scoreManorCon} of a game already validated, for scoring rules already checked. @internal
 */
export function manorConScores(game: DiplomacyGameResult, preset: ManorConScoring): PowerScores {
  const system = preset.name;
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
