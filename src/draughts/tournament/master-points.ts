/**
 * Grandmaster and master points by place (seed 004 "Meester- en grootmeesterpunten"; spec
 * §4, §6 Decision 6).
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
 * A player's (grand)master points.
 *
 * @category Standings
 */
export interface DraughtsMasterPointsRow extends DraughtsRowStart {
  /** The criterion that separated the row from the row above, or null. */
  readonly decidedBy: DraughtsCriterionKind | null;
  /** Game points in the tournament. */
  readonly points: number;
  /** Grandmaster points: the sum of the group's places' values divided by its size. */
  readonly grandmasterPoints: Fraction;
  /** Master points, shared the same way. */
  readonly masterPoints: Fraction;
}

/**
 * The (grand)master points of a tournament.
 *
 * @category Standings
 */
export interface DraughtsMasterPoints {
  /** The rules' name. */
  readonly rules: string;
  /** The round the standings stand after. */
  readonly afterRound: number | null;
  /** One row per player counted, best first. */
  readonly rows: readonly DraughtsMasterPointsRow[];
  /** The guests, whose places are left out (they get no points). */
  readonly guests: readonly {
    /** The guest's id. */
    readonly playerId: string;
    /** The guest's name, or the id. */
    readonly name: string;
  }[];
}

/**
 * Options of {@link draughtsMasterPoints}.
 *
 * @category Standings
 */
export type DraughtsMasterPointsOptions = DraughtsRoundOptions;

/**
 * Awards grandmaster (3, 2, 1) and master points (5, 4, 3, 2, 1) by place, shared among
 * players equal on the rules' `titlePoints.sharedBy` criteria — for KNDB game points only,
 * saldo ignored ("Bij gelijk eindigen (evenveel wedstrijdpunten) worden de
 * (groot-)meesterpunten gedeeld") —, a group sharing the sum of its places' values across a
 * boundary (5th–6th share 1 master point, ½ each). Guests (`guest: true`) are left out and
 * the others ranked as if they were not there ("blijft de door Alexander Baljakin bezette
 * plaats buiten beschouwing"; seed 004 "Meester- en grootmeesterpunten"; spec §4, §6 Decision 6).
 *
 * @category Standings
 * @param document - the tournament
 * @param rules - the rules (default {@link KNDB})
 * @param options - `afterRound`
 * @returns the points of every player counted and the guests, frozen
 * @throws `MindsportError` for a bad document, rules or options
 * @example
 * ```ts
 * import { draughtsMasterPoints } from 'mindsport/draughts';
 * const points = draughtsMasterPoints({
 *   players: [{ id: 'guest', guest: true }, { id: 'ann' }, { id: 'bo' }],
 *   games: [
 *     { white: 'guest', black: 'ann', result: '2-0' },
 *     { white: 'guest', black: 'bo', result: '2-0' },
 *     { white: 'ann', black: 'bo', result: '1+-1-' },
 *   ],
 * });
 * console.log(points.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.grandmasterPoints} ${row.masterPoints}`));
 * // [ '1–2 ann 2.5 4.5', '1–2 bo 2.5 4.5' ]
 * console.log(points.guests); // [ { playerId: 'guest', name: 'guest' } ]
 * ```
 */
export function draughtsMasterPoints(
  document: unknown,
  rules: DraughtsRules = KNDB,
  options: DraughtsMasterPointsOptions = {},
): DraughtsMasterPoints {
  const { event } = prepareEvent<DraughtsMasterPointsOptions>(document, rules, options, ['afterRound']);
  const { titlePoints } = event.rules;
  const counted = event.rows.filter((row) => !row.player.guest);
  const byId = new Map(counted.map((row) => [row.id, row.player]));
  const ranked = rankScores(counted, titlePoints.sharedBy);
  const grandmaster = sharePlaceValues(ranked, titlePoints.grandmaster.values);
  const master = sharePlaceValues(ranked, titlePoints.master.values);
  return freezeResult({
    rules: event.rules.name,
    afterRound: event.afterRound,
    rows: ranked.map((row, index) => ({
      ...rowStart(row.place, row.lastPlace, row.id, byId.get(row.id)?.name ?? row.id),
      decidedBy: row.decidedBy,
      points: row.points,
      grandmasterPoints: grandmaster[index] as Fraction,
      masterPoints: master[index] as Fraction,
    })),
    guests: event.rows
      .filter((row) => row.player.guest)
      .map((row) => ({ playerId: row.id, name: row.player.name })),
  });
}
