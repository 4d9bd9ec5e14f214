/**
 * The final order after the barrages, and the rights it gives (seed 004 "Eindstand" 2,
 * "Rechten"; spec §3, §6 Decision 4).
 *
 * @module
 */
import {
  type DraughtsBarrageNeed,
  type DraughtsBarrageOptions,
  type FollowedBarrages,
  followBarrages,
} from './barrage.js';
import { type DraughtsRowStart, type EventRow, freezeResult, prepareEvent, rowStart } from './event.js';
import { type DraughtsRight, type DraughtsRules, KNDB } from './rules.js';

/**
 * A player's line in the final order.
 *
 * @category Standings
 */
export interface DraughtsFinalOrderRow extends DraughtsRowStart {
  /** What separated the row from the row above: a criterion, `'barrage'`, or null. */
  readonly decidedBy: string | null;
  /** Game points. */
  readonly points: number;
  /** Plus/min saldo. */
  readonly saldo: number;
}

/**
 * The final order of a tournament after its barrages.
 *
 * @category Standings
 */
export interface DraughtsFinalOrder {
  /** The rules' name. */
  readonly rules: string;
  /** The round the standings stand after. */
  readonly afterRound: number | null;
  /** Every player, best first. */
  readonly rows: readonly DraughtsFinalOrderRow[];
  /** The barrages still to be played or finished. */
  readonly pendingBarrages: readonly DraughtsBarrageNeed[];
}

/**
 * Orders a tournament finally: the standings' place groups, each decided barrage splitting
 * its group into the players ahead of the cut and those behind (seed 004 "Eindstand" 2; spec
 * §6 Decision 4). A barrage decides the title, the WK place and qualification only: players
 * it leaves on one side of the cut keep sharing their places.
 *
 * @category Standings
 * @param document - the tournament, with the barrages played
 * @param rules - the rules (default {@link KNDB})
 * @param options - `afterRound`
 * @returns the final order and the barrages still pending, frozen
 * @throws `MindsportError` as {@link draughtsBarrages}
 * @example
 * ```ts
 * import { draughtsFinalOrder } from 'mindsport/draughts';
 * const order = draughtsFinalOrder({
 *   players: [{ id: 'ann' }, { id: 'bo' }],
 *   games: [{ white: 'ann', black: 'bo', result: '1-1' }],
 *   barrages: [{ players: ['ann', 'bo'], games: [{ white: 'ann', black: 'bo', result: '0-2' }, { white: 'bo', black: 'ann', result: '1-1' }] }],
 * });
 * console.log(order.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.decidedBy}`)); // [ '1 bo null', '2 ann barrage' ]
 * ```
 */
export function draughtsFinalOrder(
  document: unknown,
  rules: DraughtsRules = KNDB,
  options: DraughtsBarrageOptions = {},
): DraughtsFinalOrder {
  const { event } = prepareEvent<DraughtsBarrageOptions>(document, rules, options, ['afterRound']);
  const followed = followBarrages(event);
  return freezeResult({
    rules: event.rules.name,
    afterRound: event.afterRound,
    rows: finalRows(event.rows, followed),
    pendingBarrages: followed.states
      .filter((state) => !state.decided)
      .map(
        ({ players, place, lastPlace, forPlaces, forPlace, topCount, worldChampionshipAtStake, source }) => ({
          players,
          place,
          lastPlace,
          forPlaces,
          forPlace,
          topCount,
          worldChampionshipAtStake,
          source,
        }),
      ),
  });
}

/** The rows of the final order: a group split by a barrage is separated by `'barrage'`. */
function finalRows(rows: readonly EventRow[], followed: FollowedBarrages): DraughtsFinalOrderRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  // What separated each standings group from the one above: its first row carries it.
  const groupDecidedBy = new Map<number, string | null>();
  for (const row of rows) if (!groupDecidedBy.has(row.place)) groupDecidedBy.set(row.place, row.decidedBy);
  const order: DraughtsFinalOrderRow[] = [];
  let place = 1;
  for (const tier of followed.tiers) {
    tier.forEach((id, index) => {
      const row = byId.get(id) as EventRow;
      const previous = order[order.length - 1];
      const sameStandingsGroup = previous !== undefined && byId.get(previous.playerId)?.place === row.place;
      order.push({
        ...rowStart(place, place + tier.length - 1, id, row.player.name),
        decidedBy:
          index > 0 ? null : sameStandingsGroup ? 'barrage' : (groupDecidedBy.get(row.place) ?? null),
        points: row.points,
        saldo: row.saldo,
      });
    });
    place += tier.length;
  }
  return order;
}

/**
 * Who gets one right, and who is still tied for it.
 *
 * @category Standings
 */
export interface DraughtsRightOutcome extends DraughtsRight {
  /** Ids of the players who certainly get the right, best first. */
  readonly awarded: readonly string[];
  /**
   * Players still tied across the cut and how many of them get it (a barrage, or below
   * place 3 the director, decides); null when decided.
   */
  readonly pending: {
    /** The tied players' ids. */
    readonly players: readonly string[];
    /** How many of them get it. */
    readonly spots: number;
  } | null;
}

/**
 * The rights of a tournament's final order.
 *
 * @category Standings
 */
export interface DraughtsRights {
  /** The rules' name. */
  readonly rules: string;
  /** The round the standings stand after. */
  readonly afterRound: number | null;
  /** One outcome per right of the rules, in their order. */
  readonly rights: readonly DraughtsRightOutcome[];
}

/**
 * Awards the rights of the final order, right by right (seed 004 "Rechten"; spec §3): the
 * best `count` players, or the best `count` not yet qualified (players marked
 * `alreadyQualified` are skipped; nobody marked means nobody is qualified yet), with a group
 * still tied across the cut reported as pending until a barrage — or, below place 3, the
 * director — decides.
 *
 * @category Standings
 * @param document - the tournament, with the barrages played
 * @param rules - the rules (default {@link KNDB}: title, WK place, next final)
 * @param options - `afterRound`
 * @returns one outcome per right, frozen
 * @throws `MindsportError` as {@link draughtsBarrages}
 * @example
 * ```ts
 * import { draughtsRights } from 'mindsport/draughts';
 * const { rights } = draughtsRights({
 *   players: [{ id: 'ann', alreadyQualified: true }, { id: 'bo' }, { id: 'cor' }],
 *   games: [
 *     { white: 'ann', black: 'bo', result: '2-0' },
 *     { white: 'ann', black: 'cor', result: '2-0' },
 *     { white: 'bo', black: 'cor', result: '1-1' },
 *   ],
 * });
 * console.log(rights[0]?.awarded, rights[1]?.pending); // [ 'ann' ] { players: [ 'bo', 'cor' ], spots: 1 }
 * ```
 */
export function draughtsRights(
  document: unknown,
  rules: DraughtsRules = KNDB,
  options: DraughtsBarrageOptions = {},
): DraughtsRights {
  const { event } = prepareEvent<DraughtsBarrageOptions>(document, rules, options, ['afterRound']);
  const { tiers } = followBarrages(event);
  const qualified = new Set(
    event.tournament.players.filter((player) => player.alreadyQualified).map((player) => player.id),
  );
  return freezeResult({
    rules: event.rules.name,
    afterRound: event.afterRound,
    rights: event.rules.rights.map((right) => award(right, tiers, qualified)),
  });
}

/** One right over the final order's groups: whole groups while they fit, then the group tied across the cut. */
function award(
  right: DraughtsRight,
  tiers: readonly (readonly string[])[],
  qualified: ReadonlySet<string>,
): DraughtsRightOutcome {
  const eligible = tiers
    .map((tier) => (right.kind === 'bestNotQualified' ? tier.filter((id) => !qualified.has(id)) : tier))
    .filter((tier) => tier.length > 0);
  const awarded: string[] = [];
  for (const tier of eligible) {
    const spots = right.count - awarded.length;
    if (spots <= 0) break;
    if (tier.length > spots) return { ...right, awarded, pending: { players: [...tier], spots } };
    awarded.push(...tier);
  }
  return { ...right, awarded, pending: null };
}
