import type { Fraction, FractionInput } from '../core/fraction.js';
import { sharePlaceValues } from '../core/share.js';
import { readPlaceValues } from './place-values.js';
import { rowsOf, type StandingsRow } from './ranking.js';
import type { Standings } from './standings.js';

/** A player's share of the prize money. */
export interface PrizeShare {
  /** The player. */
  readonly player: string;
  /** `[first, last]` places of the player's group (equal points and saldo). */
  readonly places: readonly [number, number];
  /** The exact amount: the sum of the group's places' prizes divided by its size. */
  readonly prize: Fraction;
}

/**
 * Splits the prize money by place: players equal in points and plus/min saldo share the
 * sum of the prizes of the places they occupy, exactly; places beyond the list are worth 0
 * (seed 004 "Rechten": "Spelers met evenveel punten en hetzelfde saldo plus-/minremises
 * delen hun prijzen"; spec §3, §6 Decision 5). A barrage does not change the split
 * (Decision 4), and a guest excluded from master points still takes part.
 *
 * @param standings - the standings (or their rows)
 * @param prizes - the prize for place 1, 2, …: numbers, decimal strings (`'187.50'`) or Fractions
 * @returns one share per player, in standings order
 * @throws {@link MindsportError} `VALUE_INVALID` / `VALUE_NEGATIVE` with the path `['prizes', index]`
 * @example
 * ```ts
 * import { splitPrizes, standings } from 'mindsport/draughts';
 * const table = standings({
 *   players: ['Ann', 'Bo', 'Cor'],
 *   games: [
 *     { white: 'Ann', black: 'Bo', result: '1-1' },
 *     { white: 'Ann', black: 'Cor', result: '2-0' },
 *     { white: 'Bo', black: 'Cor', result: '2-0' },
 *   ],
 * });
 * console.log(splitPrizes(table, [1000, 500, 250]).map((share) => `${share.player} ${share.prize}`).join(', '));
 * // Ann 750, Bo 750, Cor 250
 * ```
 */
export function splitPrizes(
  standings: Pick<Standings, 'rows'> | readonly StandingsRow[],
  prizes: readonly FractionInput[],
): PrizeShare[] {
  const rows = rowsOf(standings);
  const values = readPlaceValues(prizes, 'prizes');
  const shares = sharePlaceValues(
    rows.map((row) => ({ place: row.places[0], lastPlace: row.places[1] })),
    values,
  );
  return rows.map((row, index) => ({
    player: row.player,
    places: row.places,
    prize: shares[index] as Fraction,
  }));
}
