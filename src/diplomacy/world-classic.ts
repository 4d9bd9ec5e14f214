import { deepFreeze, type ErrorPath, Fraction, type Report } from '../core/internal.js';
import { type DiplomacyGameResult, eliminationYearFor, endYearFor, soloistOf } from './game.js';
import { FIRST_GAME_YEAR, POWERS } from './powers.js';
import { assertScoring, checkChoice, checkScoringFields } from './preset-checks.js';
import { type PowerScores, scoresFrom } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * World Classic and Summer Classic, as data (`diplomacy-systems.md` §1.11).
 * {@link scoreWorldClassic} checks every field before scoring.
 *
 * @category Rules
 */
export interface WorldClassicScoring {
  /** The system: `'worldClassic'`. */
  readonly system: 'worldClassic';
  /** Name of the variant, for display. */
  readonly name: string;
  /** The definition it follows. */
  readonly source: string;
  /**
   * `'world'`: the 48-point topper pool is split among all toppers. `'summer'` (Summer
   * Classic, dipvis issue #305): only one or two toppers share it; a three-way or larger top
   * voids it.
   */
  readonly variant: 'world' | 'summer';
}

const VARIANTS = ['world', 'summer'] as const;

/**
 * World Classic (liberty-cup.com/world-diplomacy-classic, dipvis `world_classic.py`).
 *
 * @category Rules
 * @example
 * ```ts
 * import { WORLD_CLASSIC } from 'mindsport/diplomacy';
 * console.log(WORLD_CLASSIC.variant); // world
 * ```
 */
export const WORLD_CLASSIC: WorldClassicScoring = deepFreeze({
  system: 'worldClassic',
  name: 'World Classic',
  source: 'diplomacy-systems.md §1.11 (liberty-cup.com, dipvis)',
  variant: 'world',
});

/**
 * Summer Classic (dipvis issue #305): World Classic whose topper pool is void with three or
 * more toppers.
 *
 * @category Rules
 * @example
 * ```ts
 * import { SUMMER_CLASSIC } from 'mindsport/diplomacy';
 * console.log(SUMMER_CLASSIC.variant); // summer
 * ```
 */
export const SUMMER_CLASSIC: WorldClassicScoring = deepFreeze({
  system: 'worldClassic',
  name: 'Summer Classic',
  source: 'diplomacy-systems.md §1.11 (dipvis issue #305)',
  variant: 'summer',
});

/** Checks World Classic scoring rules field by field (the rules of {@link WorldClassicScoring}). @internal */
export function checkWorldClassicScoring(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkScoringFields(value, 'worldClassic', ['variant'], path, report)) return;
  checkChoice(value, 'variant', VARIANTS, path, report);
}

/**
 * Scores one game with World Classic (liberty-cup.com/world-diplomacy-classic; dipvis
 * `world_classic.py`; `diplomacy-systems.md` §1.11): 10 per centre + 30 for surviving, a
 * 48-point pool split among the toppers, eliminated powers 1 per year survived
 * (year − 1901). A solo scores 420 and the others their years survived (to the solo year
 * if alive). The scoring rules are checked first, then the game.
 *
 * @category Standings
 * @param game - the game result
 * @param scoring - {@link WORLD_CLASSIC} (the default) or {@link SUMMER_CLASSIC}
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} a shape code at `['scoring', field]` (`NOT_ONE_OF` for a
 *   variant other than `'world'` or `'summer'`); then an invalid game,
 *   `ELIMINATION_YEAR_REQUIRED`, `END_YEAR_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreWorldClassic } from 'mindsport/diplomacy';
 * console.log(scoreWorldClassic(parseGameResult('A0@1904 E5 F4 G8 I4 R5 T8')).germany.toString()); // 134
 * ```
 */
export function scoreWorldClassic(
  game: DiplomacyGameResult,
  scoring: WorldClassicScoring = WORLD_CLASSIC,
): PowerScores {
  const checked = assertScoring<WorldClassicScoring>(scoring, checkWorldClassicScoring);
  return worldClassicScores(assertDiplomacyGameResult(game), checked);
}

/** {@link scoreWorldClassic} of a game already validated, for scoring rules already checked. @internal */
export function worldClassicScores(game: DiplomacyGameResult, scoring: WorldClassicScoring): PowerScores {
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
  const pool = scoring.variant === 'summer' && toppers > 2 ? Fraction.ZERO : Fraction.of(48, toppers);
  return scoresFrom((power) => {
    const centres = game.powers[power].supplyCentres;
    if (centres === 0) return yearsSurvived(eliminationYearFor(game, power, 'World Classic'));
    const base = Fraction.of(10 * centres + 30);
    return centres === top ? base.add(pool) : base;
  });
}
