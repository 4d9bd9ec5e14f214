/**
 * Two systems that look at little more than the solo: Solos (only a solo scores) and Your
 * Draw Size (a band of centres, or a solo).
 *
 * @module
 */
import { deepFreeze, type ErrorPath, Fraction, type Report } from '../core/internal.js';
import { type DiplomacyGameResult, soloistOf } from './game.js';
import { assertScoring, checkScoringFields, checkWhole } from './preset-checks.js';
import { type FixedScoring, type PowerScores, scoresFrom, soloScores } from './scores.js';
import { centresOf } from './system-parts.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * Solos ("Solo or bust") as scoring rules: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { SOLOS } from 'mindsport/diplomacy';
 * console.log(SOLOS.system); // solos
 * ```
 */
export const SOLOS: FixedScoring<'solos'> = deepFreeze({
  system: 'solos',
  name: 'Solos',
  source: 'https://diplom.org/Zine/W2012A/Babcock/challenge.htm (Solo Derby)',
});

/**
 * Scores one game with Solos, the game rule of Solo Derby (Chris Babcock, Diplomatic Pouch
 * W2012A, https://diplom.org/Zine/W2012A/Babcock/challenge.htm; "Solo or bust" in the
 * Diplomacy Tournament Visualiser): a solo scores 100, everything else 0.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} when the game result is invalid
 * @example
 * ```ts
 * import { parseGameResult, scoreSolos } from 'mindsport/diplomacy';
 * console.log(scoreSolos(parseGameResult('A0 E1 F0 G18 I0 R1 T14')).germany.toString()); // 100
 * console.log(scoreSolos(parseGameResult('A5 E4 F5 G5 I4 R5 T4')).austria.toString()); // 0
 * ```
 */
export function scoreSolos(game: DiplomacyGameResult): PowerScores {
  return solosScores(assertDiplomacyGameResult(game));
}

/** {@link scoreSolos} of a game already validated. @internal */
export function solosScores(game: DiplomacyGameResult): PowerScores {
  const winner = soloistOf(game);
  return winner === undefined ? scoresFrom(() => Fraction.ZERO) : soloScores(winner, 100, 0);
}

/**
 * Your Draw Size, as data: the solo score, the one value its two forms differ in.
 * {@link scoreYourDrawSize} checks every field before scoring.
 *
 * @category Rules
 */
export interface YourDrawSizeScoring {
  /** The system: `'yourDrawSize'`. */
  readonly system: 'yourDrawSize';
  /** Name of the variant, for display. */
  readonly name: string;
  /** The definition it follows. */
  readonly source: string;
  /** Score of a soloist: 300 for time-limited games, 320 for unlimited ones; a whole number. */
  readonly soloWinner: number;
}

/** Checks Your Draw Size scoring rules field by field (the rules of {@link YourDrawSizeScoring}). @internal */
export function checkYourDrawSizeScoring(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkScoringFields(value, 'yourDrawSize', ['soloWinner'], path, report)) return;
  checkWhole(value, 'soloWinner', path, report);
}

const YOUR_DRAW_SIZE_SOURCE =
  'Diplomacy World 172 p. 44, https://www.diplomacyworld.net/pdf/dw172.pdf (as cited in https://github.com/UEWBot/dipvis/issues/390)';

/**
 * Your Draw Size for time-limited games (a solo scores 300), as described in Diplomacy
 * World 172 p. 44 (https://www.diplomacyworld.net/pdf/dw172.pdf, cited by
 * https://github.com/UEWBot/dipvis/issues/390).
 *
 * @category Rules
 * @example
 * ```ts
 * import { YOUR_DRAW_SIZE } from 'mindsport/diplomacy';
 * console.log(YOUR_DRAW_SIZE.soloWinner); // 300
 * ```
 */
export const YOUR_DRAW_SIZE: YourDrawSizeScoring = deepFreeze({
  system: 'yourDrawSize',
  name: 'Your Draw Size (short games)',
  source: YOUR_DRAW_SIZE_SOURCE,
  soloWinner: 300,
});

/**
 * Your Draw Size for unlimited games: a solo scores 320.
 *
 * @category Rules
 * @example
 * ```ts
 * import { YOUR_DRAW_SIZE_UNLIMITED } from 'mindsport/diplomacy';
 * console.log(YOUR_DRAW_SIZE_UNLIMITED.soloWinner); // 320
 * ```
 */
export const YOUR_DRAW_SIZE_UNLIMITED: YourDrawSizeScoring = deepFreeze({
  ...YOUR_DRAW_SIZE,
  name: 'Your Draw Size (unlimited games)',
  soloWinner: 320,
});

/** The bands of Your Draw Size: from this many centres, these points (210 / the draw size the centres buy). */
const BANDS: readonly (readonly [number, number])[] = [
  [14, 105],
  [11, 70],
  [8, 42],
  [4, 30],
  [1, 21],
];

/**
 * Scores one game with Your Draw Size (Diplomacy World 172 p. 44,
 * https://www.diplomacyworld.net/pdf/dw172.pdf, as cited in
 * https://github.com/UEWBot/dipvis/issues/390): 14–17 centres score 105, 11–13 score 70,
 * 8–10 score 42, 4–7 score 30, 1–3 score 21, an eliminated power 0. A solo scores
 * `soloWinner` and the others 0. The scoring rules are checked first, then the game.
 *
 * @category Standings
 * @param game - the game result
 * @param scoring - {@link YOUR_DRAW_SIZE} (300 for a solo, the default) or {@link YOUR_DRAW_SIZE_UNLIMITED} (320)
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} a shape code at `['scoring', field]`; then an invalid game
 * @example
 * ```ts
 * import { parseGameResult, scoreYourDrawSize } from 'mindsport/diplomacy';
 * const scores = scoreYourDrawSize(parseGameResult('A14 E11 F4 G3 I1 R1 T0'));
 * console.log(scores.austria.toString(), scores.france.toString(), scores.turkey.toString()); // 105 30 0
 * ```
 */
export function scoreYourDrawSize(
  game: DiplomacyGameResult,
  scoring: YourDrawSizeScoring = YOUR_DRAW_SIZE,
): PowerScores {
  const checked = assertScoring<YourDrawSizeScoring>(scoring, checkYourDrawSizeScoring);
  return yourDrawSizeScores(assertDiplomacyGameResult(game), checked);
}

/** {@link scoreYourDrawSize} of a game already validated, for scoring rules already checked. @internal */
export function yourDrawSizeScores(game: DiplomacyGameResult, scoring: YourDrawSizeScoring): PowerScores {
  const winner = soloistOf(game);
  if (winner !== undefined) return soloScores(winner, scoring.soloWinner, 0);
  return scoresFrom((power) => {
    const centres = centresOf(game, power);
    return Fraction.of(BANDS.find(([from]) => centres >= from)?.[1] ?? 0);
  });
}
