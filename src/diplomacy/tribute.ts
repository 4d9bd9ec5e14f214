import { checkList, deepFreeze, Fraction, MindsportError, requireInteger, THROW } from '../core/internal.js';
import type { DiplomacyGameResult } from './game.js';
import { POWERS, SOLO_THRESHOLD, SUPPLY_CENTRE_COUNT } from './powers.js';
import type { FixedScoring } from './scores.js';
import { type PowerScores, scoresFrom } from './scores.js';
import { assertDiplomacyGameResult } from './validate.js';

/**
 * Tribute on a plain list of centre counts, one per nation, for boards with any number of
 * nations on the 34-centre map, as diplicity generalises it (`diplomacy-systems.md` §1.6):
 * a solo (18+) scores 100 and the others 0; otherwise every survivor gets its centres +
 * 66 / survivors; each survivor below the top pays the topper(s)
 * min(survival points, topper SC − m) with m = ⌈34 / nations⌉ + 1 (6 on the standard board),
 * never less than 0 (decision 17); the toppers split the tribute; the eliminated score 0.
 *
 * @category Standings
 * @param counts - supply centres per nation (integers, total ≤ 34)
 * @returns the exact score of each nation, in the same order
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER`, `OUT_OF_RANGE`, `SUPPLY_CENTRE_TOTAL_OVER_34`, `NO_SURVIVOR`
 * @example
 * ```ts
 * import { scoreTributeCounts } from 'mindsport/diplomacy';
 * console.log(scoreTributeCounts([17, 13, 4]).map(String)); // [ '47', '31', '22' ]
 * ```
 */
export function scoreTributeCounts(counts: readonly number[]): Fraction[] {
  checkList(counts, [], THROW);
  let total = 0;
  counts.forEach((count, index) => {
    total += requireInteger(count, [index], { min: 0, max: SUPPLY_CENTRE_COUNT });
  });
  if (total > SUPPLY_CENTRE_COUNT) {
    throw new MindsportError('SUPPLY_CENTRE_TOTAL_OVER_34', `supply centres total ${total}, more than 34`, {
      path: [],
      value: counts,
    });
  }
  const survivors = counts.filter((count) => count > 0).length;
  if (survivors === 0) {
    throw new MindsportError('NO_SURVIVOR', 'every nation has 0 supply centres', { path: [], value: counts });
  }
  const top = Math.max(...counts);
  if (top >= SOLO_THRESHOLD) return counts.map((count) => Fraction.of(count === top ? 100 : 0));
  const survival = Fraction.of(100 - SUPPLY_CENTRE_COUNT, survivors);
  const minimumTopper = Math.ceil(SUPPLY_CENTRE_COUNT / counts.length) + 1;
  const due = Fraction.of(Math.max(0, top - minimumTopper));
  const payment = due.lt(survival) ? due : survival;
  const toppers = counts.filter((count) => count === top).length;
  const payers = survivors - toppers;
  const received = payment.mul(payers).div(toppers);
  return counts.map((count) => {
    if (count === 0) return Fraction.ZERO;
    const base = survival.add(count);
    return count === top ? base.add(received) : base.sub(payment);
  });
}

/**
 * Tribute as scoring rules, for a tournament's rules (`{ ...NDF_2007, scoring: TRIBUTE }`)
 * and {@link scoreDiplomacyGame}: the system has no parameters.
 *
 * @category Rules
 * @example
 * ```ts
 * import { TRIBUTE } from 'mindsport/diplomacy';
 * console.log(TRIBUTE.system); // tribute
 * ```
 */
export const TRIBUTE: FixedScoring<'tribute'> = deepFreeze({
  system: 'tribute',
  name: 'Tribute',
  source: 'diplomacy-systems.md §1.6 (windycityweasels, dipvis)',
});

/**
 * Scores one game with Tribute (windycityweasels.org; `diplomacy-systems.md` §1.6): a solo
 * 100 and 0; otherwise SC + 66 / survivors, each non-topping survivor pays the topper(s)
 * min(survival points, topper SC − 6), clamped at 0 (decision 17), the toppers split the
 * tribute, eliminated powers score 0. Not monotone: a topper can lose points by taking a
 * centre from a player whose payment then shrinks.
 *
 * @category Standings
 * @param game - the game result
 * @returns every power's exact score
 * @throws {@link mindsport!MindsportError} when the game result is invalid
 * @example
 * ```ts
 * import { parseGameResult, scoreTribute } from 'mindsport/diplomacy';
 * console.log(scoreTribute(parseGameResult('A0 E5 F3 G13 I3 R4 T6')).germany.toString()); // 59
 * ```
 */
export function scoreTribute(game: DiplomacyGameResult): PowerScores {
  return tributeScores(assertDiplomacyGameResult(game));
}

/** {@link scoreTribute} of a game already validated. @internal */
export function tributeScores(game: DiplomacyGameResult): PowerScores {
  const scores = scoreTributeCounts(POWERS.map((power) => game.powers[power].supplyCentres));
  return scoresFrom((power) => scores[POWERS.indexOf(power)]!);
}
