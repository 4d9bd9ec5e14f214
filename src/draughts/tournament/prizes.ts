/**
 * Prize money by place (seed 004 "Rechten"; spec §3, §6 Decision 5).
 *
 * @module
 */
import { type Fraction, sharePlaceValues } from '../../core/internal.js';
import {
  type DraughtsRoundOptions,
  type DraughtsRowStart,
  freezeResult,
  prepareEvent,
  rowStart,
} from './event.js';
import { rankScores } from './ranking.js';
import { type DraughtsCriterionKind, type DraughtsRules, KNDB } from './rules.js';

/**
 * A player's share of the prize money.
 *
 * @category Standings
 */
export interface DraughtsPrizeRow extends DraughtsRowStart {
  /** The criterion that separated the row from the row above, or null. */
  readonly decidedBy: DraughtsCriterionKind | null;
  /** The exact amount: the sum of the group's places' prizes divided by its size. */
  readonly prize: Fraction;
}

/**
 * The prize money of a tournament, shared by place.
 *
 * @category Standings
 */
export interface DraughtsPrizes {
  /** The rules' name. */
  readonly rules: string;
  /** The round the standings stand after. */
  readonly afterRound: number | null;
  /** One row per player, in standings order. */
  readonly rows: readonly DraughtsPrizeRow[];
}

/**
 * Options of {@link draughtsPrizes}.
 *
 * @category Standings
 */
export type DraughtsPrizeOptions = DraughtsRoundOptions;

/**
 * Splits the document's prize money (`prizes`: the prize of place 1, 2, …) by place:
 * players equal on the rules' `prizes.sharedBy` criteria — for KNDB points and saldo — share
 * the sum of the prizes of the places they occupy, exactly; places beyond the list are worth
 * 0 (seed 004 "Rechten": "Spelers met evenveel punten en hetzelfde saldo plus-/minremises
 * delen hun prijzen"; spec §3, §6 Decision 5). A barrage does not change the split
 * (Decision 4), and a guest takes part like everyone.
 *
 * @category Standings
 * @param document - the tournament, with its `prizes`
 * @param rules - the rules (default {@link KNDB})
 * @param options - `afterRound`
 * @returns one share per player, frozen
 * @throws `MindsportError` for a bad document (a prize that is not an amount:
 *   `BAD_AMOUNT`, `NEGATIVE_AMOUNT` at `['prizes', i]`), rules or options
 * @example
 * ```ts
 * import { draughtsPrizes } from 'mindsport/draughts';
 * const prizes = draughtsPrizes({
 *   players: [{ id: 'ann' }, { id: 'bo' }, { id: 'cor' }],
 *   games: [
 *     { white: 'ann', black: 'bo', result: '1-1' },
 *     { white: 'ann', black: 'cor', result: '2-0' },
 *     { white: 'bo', black: 'cor', result: '2-0' },
 *   ],
 *   prizes: [1000, 500, '250'],
 * });
 * console.log(prizes.rows.map((row) => `${row.playerId} ${row.prize}`)); // [ 'ann 750', 'bo 750', 'cor 250' ]
 * ```
 */
export function draughtsPrizes(
  document: unknown,
  rules: DraughtsRules = KNDB,
  options: DraughtsPrizeOptions = {},
): DraughtsPrizes {
  const { event } = prepareEvent<DraughtsPrizeOptions>(document, rules, options, ['afterRound']);
  const byId = new Map(event.rows.map((row) => [row.id, row.player]));
  const ranked = rankScores(event.rows, event.rules.prizes.sharedBy);
  const shares = sharePlaceValues(ranked, event.tournament.prizes);
  return freezeResult({
    rules: event.rules.name,
    afterRound: event.afterRound,
    rows: ranked.map((row, index) => ({
      ...rowStart(row.place, row.lastPlace, row.id, byId.get(row.id)?.name ?? row.id),
      decidedBy: row.decidedBy,
      prize: shares[index] as Fraction,
    })),
  });
}
