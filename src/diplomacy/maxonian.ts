import { type Fraction, MindsportError } from '../core/internal.js';
import { type GameResult, soloistOf } from './game.js';
import { POWERS, type Power, SOLO_THRESHOLD, SUPPLY_CENTRE_COUNT } from './powers.js';
import { checkNumber, checkSettingsObject, type NumberRule } from './preset-checks.js';
import { type PowerScores, scoresFrom, sharedPlacePoints } from './scores.js';
import { requireGameResult } from './validate.js';

/** Options of {@link scoreMaxonian}, checked before scoring (`BAD_OPTION`). */
export interface MaxonianOptions {
  /**
   * Centres above which each centre adds 1 bonus point: 13 for Maxonian (default), 11 for
   * 7Eleven. A centre count, so a whole number 0…34 if given.
   */
  readonly bonusAbove?: number;
}

const CENTRE_COUNT: NumberRule = Object.freeze({ whole: true, min: 0, max: SUPPLY_CENTRE_COUNT });

const PLACE_POINTS = [7, 6, 5, 4, 3, 2, 1];

/**
 * Compares two powers for Maxonian's per-game count-back: more final centres first; if
 * equal, the one that was ahead in the most recent earlier year where they differ ("the
 * player who most recently was ahead"); 0 if equal back to 1901. This is *not* the seed's
 * reversed count-back (spec decision 4). @internal
 */
function compareMostRecentlyAhead(game: GameResult, a: Power, b: Power): number {
  const first = game.powers[a];
  const second = game.powers[b];
  if (first.supplyCentres !== second.supplyCentres) return second.supplyCentres - first.supplyCentres;
  const historyA = first.history;
  const historyB = second.history;
  if (historyA === undefined || historyB === undefined) {
    const power = historyA === undefined ? a : b;
    throw new MindsportError(
      'HISTORY_REQUIRED',
      `${a} and ${b} both own ${first.supplyCentres} centres: Maxonian needs the year-by-year history to separate them`,
      { path: ['powers', power, 'history'], value: undefined },
    );
  }
  for (let index = historyA.length - 1; index >= 0; index--) {
    const difference = historyB[index]! - historyA[index]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Scores one game with the Maxonian system and its 7Eleven form (dipvis `maxonian.py`;
 * `diplomacy-systems.md` §1.13): places 1–7 score 7 … 1; powers tied on centres are
 * separated by count-back through the earlier years, most recent first (whoever was ahead
 * most recently ranks higher; 1900 starting counts are not used); powers equal all the way
 * back average their places. Bonus: +1 per centre above 13 (11 for 7Eleven); after a solo
 * only the soloist gets a bonus, counted as if it had 18. The history is needed only when
 * powers tie on final centres. The options are checked first, then the game.
 *
 * @param game - the game result (validated)
 * @param options - `bonusAbove` (13, or 11 for 7Eleven)
 * @returns every power's exact score
 * @throws {@link MindsportError} `BAD_OPTION` at `['options', 'bonusAbove']` for a value that
 *   is not a whole number 0…34 (at `['options']` for a non-object); then an invalid game,
 *   `HISTORY_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreMaxonian } from 'mindsport/diplomacy';
 * console.log(scoreMaxonian(parseGameResult('A0 E5 F3 G13 I2 R4 T7')).germany.toString()); // 7
 * ```
 */
export function scoreMaxonian(game: GameResult, options: MaxonianOptions = {}): PowerScores {
  checkSettingsObject('options', options, 'a Maxonian options object');
  checkNumber('options', 'bonusAbove', options.bonusAbove, CENTRE_COUNT, true);
  requireGameResult(game);
  const bonusAbove = options.bonusAbove ?? 13;
  const winner = soloistOf(game);
  const sorted = [...POWERS].sort((a, b) => compareMostRecentlyAhead(game, a, b));
  const scores = new Map<Power, Fraction>();
  for (let start = 0; start < sorted.length; ) {
    let end = start + 1;
    while (end < sorted.length && compareMostRecentlyAhead(game, sorted[start]!, sorted[end]!) === 0) end++;
    const share = sharedPlacePoints(PLACE_POINTS, start + 1, end - start);
    for (const power of sorted.slice(start, end)) {
      const centres = game.powers[power].supplyCentres;
      const counted = power === winner ? SOLO_THRESHOLD : winner === undefined ? centres : 0;
      scores.set(power, share.add(Math.max(0, counted - bonusAbove)));
    }
    start = end;
  }
  return scoresFrom((power) => scores.get(power)!);
}
