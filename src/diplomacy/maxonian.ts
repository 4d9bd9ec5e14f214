import {
  deepFreeze,
  type ErrorPath,
  type Fraction,
  fail,
  problemAt,
  type Report,
  sharePlaceValues,
} from '../core/internal.js';
import { type DiplomacyGameResult, soloistOf } from './game.js';
import { POWERS, type Power, SOLO_THRESHOLD, SUPPLY_CENTRE_COUNT } from './powers.js';
import { assertScoring, checkScoringFields, checkWhole } from './preset-checks.js';
import { type PowerScores, rankPowers, scoresFrom } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * The Maxonian system and its 7Eleven form, as data (`diplomacy-systems.md` §1.13).
 * {@link scoreMaxonian} checks every field before scoring.
 *
 * @category Rules
 */
export interface MaxonianScoring {
  /** The system: `'maxonian'`. */
  readonly system: 'maxonian';
  /** Name of the variant, for display. */
  readonly name: string;
  /** The definition it follows. */
  readonly source: string;
  /** Centres above which each centre adds 1 bonus point: 13 for Maxonian, 11 for 7Eleven; 0…34. */
  readonly bonusAbove: number;
}

/**
 * Maxonian (dipvis `maxonian.py`, `diplomacy-systems.md` §1.13): places 7 … 1 with
 * count-back through the earlier years, +1 per centre above 13.
 *
 * @category Rules
 * @example
 * ```ts
 * import { MAXONIAN } from 'mindsport/diplomacy';
 * console.log(MAXONIAN.bonusAbove); // 13
 * ```
 */
export const MAXONIAN: MaxonianScoring = deepFreeze({
  system: 'maxonian',
  name: 'Maxonian',
  source: 'diplomacy-systems.md §1.13 (dipvis)',
  bonusAbove: 13,
});

/**
 * 7Eleven (dipvis `maxonian.py`, `diplomacy-systems.md` §1.13): Maxonian with the bonus from
 * 11 centres.
 *
 * @category Rules
 * @example
 * ```ts
 * import { SEVEN_ELEVEN } from 'mindsport/diplomacy';
 * console.log(SEVEN_ELEVEN.bonusAbove); // 11
 * ```
 */
export const SEVEN_ELEVEN: MaxonianScoring = deepFreeze({
  ...MAXONIAN,
  name: '7Eleven',
  bonusAbove: 11,
});

/** Checks Maxonian scoring rules field by field (the rules of {@link MaxonianScoring}). @internal */
export function checkMaxonianScoring(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkScoringFields(value, 'maxonian', ['bonusAbove'], path, report)) return;
  checkWhole(value, 'bonusAbove', path, report, { min: 0, max: SUPPLY_CENTRE_COUNT });
}

const PLACE_POINTS = [7, 6, 5, 4, 3, 2, 1];

/**
 * Compares two powers for Maxonian's per-game count-back: more final centres first; if
 * equal, the one that was ahead in the most recent earlier year where they differ ("the
 * player who most recently was ahead"); 0 if equal back to 1901. This is *not* the seed's
 * reversed count-back (spec decision 4). @internal
 */
function compareMostRecentlyAhead(game: DiplomacyGameResult, a: Power, b: Power): number {
  const first = game.powers[a];
  const second = game.powers[b];
  if (first.supplyCentres !== second.supplyCentres) return second.supplyCentres - first.supplyCentres;
  const historyA = first.history;
  const historyB = second.history;
  if (historyA === undefined || historyB === undefined) {
    const power = historyA === undefined ? a : b;
    fail(
      problemAt(
        'HISTORY_REQUIRED',
        ['powers', power, 'history'],
        undefined,
        `${a} and ${b} both own ${first.supplyCentres} centres: Maxonian needs the year-by-year history to separate them`,
      ),
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
 * powers tie on final centres. The scoring rules are checked first, then the game.
 *
 * @category Standings
 * @param game - the game result
 * @param scoring - {@link MAXONIAN} (bonus above 13, the default) or {@link SEVEN_ELEVEN} (above 11)
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} a shape code at `['scoring', field]` (`bonusAbove` a whole
 *   number 0…34); then an invalid game, `HISTORY_REQUIRED`
 * @example
 * ```ts
 * import { parseGameResult, scoreMaxonian } from 'mindsport/diplomacy';
 * console.log(scoreMaxonian(parseGameResult('A0 E5 F3 G13 I2 R4 T7')).germany.toString()); // 7
 * ```
 */
export function scoreMaxonian(game: DiplomacyGameResult, scoring: MaxonianScoring = MAXONIAN): PowerScores {
  const checked = assertScoring<MaxonianScoring>(scoring, checkMaxonianScoring);
  return maxonianScores(assertDiplomacyGameResult(game), checked);
}

/** {@link scoreMaxonian} of a game already validated, for scoring rules already checked. @internal */
export function maxonianScores(game: DiplomacyGameResult, scoring: MaxonianScoring): PowerScores {
  const bonusAbove = scoring.bonusAbove;
  const winner = soloistOf(game);
  const ranked = rankPowers(POWERS, {
    name: 'most recently ahead',
    compare: (a, b) => compareMostRecentlyAhead(game, a, b),
  });
  const shares = sharePlaceValues(ranked, PLACE_POINTS);
  const scores = new Map<Power, Fraction>();
  for (const [index, { row: power }] of ranked.entries()) {
    const centres = game.powers[power].supplyCentres;
    const counted = power === winner ? SOLO_THRESHOLD : winner === undefined ? centres : 0;
    scores.set(power, (shares[index] as Fraction).add(Math.max(0, counted - bonusAbove)));
  }
  return scoresFrom((power) => scores.get(power) as Fraction);
}
