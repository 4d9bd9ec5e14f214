/**
 * Parts the scoring systems of issue 27 share: how years are counted for survival points,
 * the ranking of all seven powers (survivors by centres above the eliminated by year) and
 * of the survivors alone, and the "lower place" tie rule. One helper per rule, so that each
 * system reads as its definition.
 *
 * @internal
 * @module
 */
import { Fraction, type RankedRow } from '../core/internal.js';
import { type DiplomacyGameResult, eliminationYearFor } from './game.js';
import { FIRST_GAME_YEAR, POWERS, type Power } from './powers.js';
import { rankPowers } from './scores.js';

/**
 * How a system counts the years of an eliminated power (or of a loser to a solo, counted to
 * the solo year): `'completed'` = year − 1901, the game years finished before it (decision 5);
 * `'includingElimination'` = year − 1900, the years played, the last one included.
 *
 * @category Rules
 */
export type DiplomacySurvivalYears = 'completed' | 'includingElimination';

/** The choices of {@link DiplomacySurvivalYears}. @internal */
export const SURVIVAL_YEAR_CHOICES = ['completed', 'includingElimination'] as const;

/** The years counted for a power eliminated (or stopped by a solo) in `year`. @internal */
export function yearsCounted(year: number, survivalYears: DiplomacySurvivalYears): number {
  return year - (survivalYears === 'completed' ? FIRST_GAME_YEAR : FIRST_GAME_YEAR - 1);
}

/** Years played (year − 1900), the count of Bangkok Pike, Haight and Sydney League. @internal */
export function yearsPlayed(year: number): number {
  return yearsCounted(year, 'includingElimination');
}

/** The centres of a power in a game. @internal */
export function centresOf(game: DiplomacyGameResult, power: Power): number {
  return game.powers[power].supplyCentres;
}

/**
 * All seven powers ranked: survivors by centres, then the eliminated by the year they were
 * eliminated, later first (same year ties). The years are read (and required, naming
 * `system`) only when two or more powers are eliminated. @internal
 */
export function rankSurvivorsThenDead(game: DiplomacyGameResult, system: string): RankedRow<Power>[] {
  const dead = POWERS.filter((power) => centresOf(game, power) === 0);
  const key = (power: Power): number => {
    const centres = centresOf(game, power);
    if (centres > 0) return 1_000_000 + centres;
    return dead.length > 1 ? eliminationYearFor(game, power, system) : 0;
  };
  return rankPowers(POWERS, { name: `${system} place`, value: key });
}

/** The surviving powers ranked by centres, most first (equal centres tie). @internal */
export function rankSurvivors(game: DiplomacyGameResult): RankedRow<Power>[] {
  const survivors = POWERS.filter((power) => centresOf(game, power) > 0);
  return rankPowers(survivors, { name: 'centres', value: (power) => centresOf(game, power) });
}

/**
 * The "lower place" tie rule (Haight, Ranked Classic for three or more): each power of a
 * tied group gets the value of the group's last place; places past the list are worth 0.
 * @internal
 */
export function lowerPlaceValue(row: RankedRow<Power>, values: readonly number[]): Fraction {
  return Fraction.of(values[row.lastPlace - 1] ?? 0);
}

/** The top centre count and how many powers hold it. @internal */
export function topOf(game: DiplomacyGameResult): { readonly top: number; readonly toppers: number } {
  const counts = POWERS.map((power) => centresOf(game, power));
  const top = Math.max(...counts);
  return { top, toppers: counts.filter((count) => count === top).length };
}

/** The highest centre count below `top` (0 when nobody has fewer centres than `top` but more than 0). @internal */
export function secondCountOf(game: DiplomacyGameResult, top: number): number {
  return Math.max(0, ...POWERS.map((power) => centresOf(game, power)).filter((count) => count < top));
}
