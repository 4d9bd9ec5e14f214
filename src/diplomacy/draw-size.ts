import { deepFreeze, type ErrorPath, Fraction, type Report } from '../core/internal.js';
import { type DiplomacyGameResult, soloistOf } from './game.js';
import { POWERS, type Power } from './powers.js';
import { assertScoring, checkScoringFields, checkWhole } from './preset-checks.js';
import { type PowerScores, scoresFrom, soloScores } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * Draw Size scoring, as data (`diplomacy-systems.md` §1.3). {@link scoreDrawSize} checks
 * every field before scoring.
 *
 * @category Rules
 */
export interface DrawSizeScoring {
  /** The system: `'drawSize'`. */
  readonly system: 'drawSize';
  /** Name of the variant, for display. */
  readonly name: string;
  /** The definition it follows. */
  readonly source: string;
  /**
   * The points a game is worth: the soloist's score, or the total shared by a draw (100;
   * Calhamer points: 1). A whole number.
   */
  readonly pot: number;
}

/**
 * Draw Size scoring with a pot of 100 (`diplomacy-systems.md` §1.3: diplomaticon, dipvis):
 * a solo takes 100, a draw shares 100 equally.
 *
 * @category Rules
 * @example
 * ```ts
 * import { DRAW_SIZE } from 'mindsport/diplomacy';
 * console.log(DRAW_SIZE.pot); // 100
 * ```
 */
export const DRAW_SIZE: DrawSizeScoring = deepFreeze({
  system: 'drawSize',
  name: 'Draw Size',
  source: 'diplomacy-systems.md §1.3 (diplomaticon, dipvis)',
  pot: 100,
});

/** Checks Draw Size scoring rules field by field (the rules of {@link DrawSizeScoring}). @internal */
export function checkDrawSizeScoring(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkScoringFields(value, 'drawSize', ['pot'], path, report)) return;
  checkWhole(value, 'pot', path, report);
}

/**
 * Scores one game by Draw Size (`diplomacy-systems.md` §1.3): a solo takes the whole pot,
 * otherwise the pot is split equally among the powers in the draw and everyone else scores
 * 0. The draw is `game.draw` when declared (a named draw, DINS), otherwise all survivors
 * (DIAS, decision 17). The scoring rules are checked first, then the game.
 *
 * @category Standings
 * @param game - the game result
 * @param scoring - the pot; {@link DRAW_SIZE} (100) by default
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} a shape code at `['scoring', field]` (`NOT_AN_INTEGER` for a
 *   pot that is not a whole number); then every problem of an invalid game
 * @example
 * ```ts
 * import { DRAW_SIZE, parseGameResult, scoreDrawSize } from 'mindsport/diplomacy';
 * console.log(scoreDrawSize(parseGameResult('A0 E5 F3 G13 I3 R4 T6')).germany.toString()); // 50/3
 * console.log(scoreDrawSize(parseGameResult('A5 E4 F5 G5 I4 R5 T4 draw:AEGR')).england.toString()); // 25
 * console.log(scoreDrawSize(parseGameResult('A5 E4 F5 G5 I4 R5 T4 draw:AEGR'), { ...DRAW_SIZE, pot: 1 }).england.toString()); // 0.25
 * ```
 */
export function scoreDrawSize(game: DiplomacyGameResult, scoring: DrawSizeScoring = DRAW_SIZE): PowerScores {
  const checked = assertScoring<DrawSizeScoring>(scoring, checkDrawSizeScoring);
  return drawSizeScores(assertDiplomacyGameResult(game), checked);
}

/** {@link scoreDrawSize} of a game already validated, for scoring rules already checked. @internal */
export function drawSizeScores(game: DiplomacyGameResult, scoring: DrawSizeScoring): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, scoring.pot, 0);
  const inDraw = new Set<Power>(game.draw ?? POWERS.filter((power) => game.powers[power].supplyCentres > 0));
  const share = Fraction.of(scoring.pot, inDraw.size);
  return scoresFrom((power) => (inDraw.has(power) ? share : Fraction.ZERO));
}
