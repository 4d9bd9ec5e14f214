import { MindsportError } from './errors.js';
import { Fraction, type FractionInput } from './fraction.js';
import { requireInteger } from './guards.js';

/**
 * The part of a ranked row {@link sharePlaceValues} needs: its first and last place.
 *
 * @category Ranking
 */
export interface PlaceSpan {
  /** First place of the row's group (1-based). */
  readonly place: number;
  /** Last place of the row's group. */
  readonly lastPlace: number;
}

/**
 * The value each of `count` players tied from `place` on receives when they share the
 * values of the places they occupy: the sum of `values[place − 1 … place + count − 2]`
 * divided by `count`, exactly. Places beyond the list are worth 0.
 *
 * This is how bonuses, prize money and points for places are split among tied players
 * (C-Diplo's 38/14/7 over a tie for 2nd gives (14 + 7) / 2 each).
 *
 * @category Ranking
 * @param values - value of place 1, 2, 3, … (numbers, decimal strings or Fractions)
 * @param place - first shared place, 1-based
 * @param count - number of tied players, at least 1
 * @returns each tied player's share
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER` / `OUT_OF_RANGE` for a bad place or count
 * @example
 * ```ts
 * import { shareByPlace } from 'mindsport';
 * console.log(shareByPlace([38, 14, 7], 1, 3).toString()); // 59/3
 * console.log(shareByPlace([38, 14, 7], 2, 2).toString()); // 10.5
 * ```
 */
export function shareByPlace(values: readonly FractionInput[], place: number, count: number): Fraction {
  requireInteger(place, ['place'], { min: 1 });
  requireInteger(count, ['count'], { min: 1 });
  let total = Fraction.ZERO;
  for (let index = place - 1; index < place - 1 + count && index < values.length; index++) {
    total = total.add(values[index] as FractionInput);
  }
  return total.div(count);
}

/**
 * Shares place values over a ranking: each row gets {@link shareByPlace} for its group
 * (`place … lastPlace`), so tied rows split the values of the places they occupy. The
 * shares always sum to the sum of the values of the occupied places.
 *
 * @category Ranking
 * @param ranked - rows with `place` and `lastPlace`, as {@link rank} returns them
 * @param values - value of place 1, 2, 3, …
 * @returns one share per row, in the same order
 * @throws {@link mindsport!MindsportError} `BAD_PLACE_SPAN` when `lastPlace < place`
 * @example
 * ```ts
 * import { sharePlaceValues } from 'mindsport';
 * const shares = sharePlaceValues(
 *   [{ place: 1, lastPlace: 1 }, { place: 2, lastPlace: 3 }, { place: 2, lastPlace: 3 }],
 *   [100, 60, 30],
 * );
 * console.log(shares.map(String)); // [ '100', '45', '45' ]
 * ```
 */
export function sharePlaceValues(ranked: readonly PlaceSpan[], values: readonly FractionInput[]): Fraction[] {
  const cache = new Map<string, Fraction>();
  return ranked.map((row, index) => {
    if (!(row.lastPlace >= row.place)) {
      throw new MindsportError(
        'BAD_PLACE_SPAN',
        `row ${index}: last place ${row.lastPlace} is before place ${row.place}`,
        {
          path: [index, 'lastPlace'],
          value: row.lastPlace,
        },
      );
    }
    const key = `${row.place}:${row.lastPlace}`;
    let share = cache.get(key);
    if (!share) {
      share = shareByPlace(values, row.place, row.lastPlace - row.place + 1);
      cache.set(key, share);
    }
    return share;
  });
}
