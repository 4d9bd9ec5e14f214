import {
  checkList,
  checkString,
  Fraction,
  MindsportError,
  readOptions,
  show,
  THROW,
} from '../core/internal.js';
import { type GrandPrixConfig, NGP, type TieBreak } from './config.js';
import { placePoints } from './points.js';
import { assertSeason, type GrandPrixSeason, isNgpKind, tournamentsInOrder } from './season.js';
import { buildTable } from './table.js';
import { compareCountedPlaces } from './ties.js';
import {
  computeTotals,
  type PlayerTotal,
  type ResultFacts,
  type SeasonResult,
  type TournamentMeta,
  totalFor,
} from './total.js';

/** Options of {@link placeOutlook}. */
export interface OutlookOptions {
  /** The configuration, default {@link NGP}. */
  readonly config?: GrandPrixConfig;
  /**
   * The rivals who may still take part: default every player already in the table.
   * Players outside this field are assumed not to enter the table.
   */
  readonly field?: readonly string[];
}

/** Best and worst final table place a player can still reach. */
export interface PlaceOutlook {
  /** The player's id. */
  readonly player: string;
  /** Current table place, or `null` when the player has no eligible result yet. */
  readonly currentPlace: number | null;
  /** Current total. */
  readonly currentTotal: Fraction;
  /** Total if the player wins every remaining tournament alone. */
  readonly bestTotal: Fraction;
  /** Best final place still possible (exact under the stated assumptions). */
  readonly bestPlace: number;
  /**
   * Worst final place that cannot be ruled out rival by rival: each rival is checked on
   * their own against the player taking no further part (a guaranteed floor: the player
   * never finishes below it; it may be pessimistic, as rivals compete for the same places).
   */
  readonly worstPlace: number;
  /** Rivals who stay above even in the player's best case, in id order. */
  readonly alwaysAbove: readonly string[];
  /** Rivals who could still finish above the player, in id order. */
  readonly couldFinishAbove: readonly string[];
  /** Tournaments still to be played, in season order. */
  readonly remainingTournaments: readonly string[];
}

type Comparison = 'above' | 'below' | 'tied' | 'unknown';

/** How `a` stands against `b` on the table keys (total, then the table tie-breaks). */
function compareOnTable(
  a: PlayerTotal,
  b: PlayerTotal,
  tieBreaks: readonly TieBreak[],
  ratingList: readonly string[],
): Comparison {
  const byTotal = a.total.compare(b.total);
  if (byTotal !== 0) return byTotal > 0 ? 'above' : 'below';
  for (const key of tieBreaks) {
    if (key === 'lastCommonEvent') return 'unknown';
    if (key === 'countedPlaces') {
      const order = compareCountedPlaces(a.countedPlaces, b.countedPlaces);
      if (order !== 0) return order < 0 ? 'above' : 'below';
    } else {
      const left = ratingList.indexOf(a.player);
      const right = ratingList.indexOf(b.player);
      const leftRank = left < 0 ? ratingList.length : left;
      const rightRank = right < 0 ? ratingList.length : right;
      if (leftRank !== rightRank) return leftRank < rightRank ? 'above' : 'below';
    }
  }
  return 'tied';
}

/**
 * The best and worst final table place a player can still reach, given the tournaments
 * still to be played (seed 000 §31–§34 applied to every possible continuation).
 *
 * Assumptions (exactly): the remaining tournaments are those of the season without
 * standings, and the counted number stays that of the planned list (decision 4); the
 * player and every rival are eligible in each of them; only the `field` (default: the
 * players already in the table) can finish above the player. The best place is reached
 * when the player wins every remaining tournament alone and no rival plays again (more
 * results never lower a total or the §34 key). The worst place counts every rival who,
 * winning every remaining tournament alone, would finish above the player taking no
 * further part — rival by rival, so it is a floor that may be pessimistic. Ties that
 * only a `lastCommonEvent` table key could break count as lost for the worst place and
 * as won for the best.
 *
 * @param season - the season (validated first)
 * @param player - the player's id
 * @param options - configuration and field
 * @returns current, best and worst place, with the rivals involved
 * @throws {@link MindsportError} validation problems; `UNKNOWN_PLAYER` for an unknown player or field member
 * @example
 * ```ts
 * import { placeOutlook } from 'mindsport/grandprix';
 * const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
 * const season = {
 *   players: [member('anne'), member('bjørn'), member('cato')],
 *   tournaments: [
 *     { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7,
 *       standings: [{ player: 'anne', place: 1 }, { player: 'bjørn', place: 2 }, { player: 'cato', place: 3 }] },
 *     { id: 'nm', kind: 'nationalChampionship', startDate: '2025-05-20', rounds: 11 },
 *   ],
 * } as const;
 * const outlook = placeOutlook(season, 'cato');
 * console.log(outlook.currentPlace, outlook.bestPlace, outlook.worstPlace); // 3 1 3
 * ```
 */
export function placeOutlook(
  season: GrandPrixSeason,
  player: string,
  options: OutlookOptions = {},
): PlaceOutlook {
  readOptions<OutlookOptions>(options, ['config', 'field']);
  const config = options.config ?? NGP;
  assertSeason(season);
  checkString(player, ['player'], THROW, true);
  if (options.field !== undefined) {
    checkList(options.field, ['options', 'field'], THROW);
    for (const [index, rival] of options.field.entries())
      checkString(rival, ['options', 'field', index], THROW, true);
  }
  const known = new Set(season.players.map((entry) => entry.id));
  if (!known.has(player)) {
    throw new MindsportError('UNKNOWN_PLAYER', `player ${show(player)} is not in the season's players`, {
      path: ['player'],
      value: player,
    });
  }
  options.field?.forEach((rival, index) => {
    if (!known.has(rival)) {
      throw new MindsportError(
        'UNKNOWN_PLAYER',
        `field member ${show(rival)} is not in the season's players`,
        {
          path: ['field', index],
          value: rival,
        },
      );
    }
  });
  const totals = computeTotals(season, config);
  const counted = totals.countedTournaments;
  const base = new Map<string, readonly SeasonResult[]>();
  for (const total of totals.totals) base.set(total.player, total.results);
  const wins: (TournamentMeta & ResultFacts)[] = [];
  tournamentsInOrder(season).forEach((tournament, seasonIndex) => {
    if (tournament.standings !== undefined) return;
    wins.push({
      tournament: tournament.id,
      kind: tournament.kind,
      startDate: tournament.startDate,
      seasonIndex,
      place: 1,
      eligiblePlace: 1,
      eligibleLastPlace: 1,
      reasons: [],
      points: isNgpKind(tournament.kind)
        ? placePoints(tournament.kind, 1, 1, config)
        : Fraction.from(config.participationOnlyPoints),
    });
  });
  const current = (id: string): PlayerTotal => {
    const lines = base.get(id) ?? [];
    return totalFor(id, lines, lines, counted, config);
  };
  const best = (id: string): PlayerTotal => {
    const lines = [...(base.get(id) ?? []), ...wins].sort((a, b) => a.seasonIndex - b.seasonIndex);
    return totalFor(id, lines, lines, counted, config);
  };
  const ratingList = season.ratingList ?? [];
  const tieBreaks = config.tableTieBreaks;
  const field = (options.field ?? totals.totals.map((total) => total.player)).filter((id) => id !== player);
  const mine = current(player);
  const mineBest = best(player);
  const alwaysAbove: string[] = [];
  const couldFinishAbove: string[] = [];
  for (const rival of [...new Set(field)].sort()) {
    if (compareOnTable(current(rival), mineBest, tieBreaks, ratingList) === 'above') alwaysAbove.push(rival);
    const worst = compareOnTable(best(rival), mine, tieBreaks, ratingList);
    if (worst === 'above' || worst === 'unknown') couldFinishAbove.push(rival);
  }
  const table = buildTable(season, config);
  const row = table.rows.find((entry) => entry.player === player);
  return {
    player,
    currentPlace: row?.place ?? null,
    currentTotal: mine.total,
    bestTotal: mineBest.total,
    bestPlace: alwaysAbove.length + 1,
    worstPlace: couldFinishAbove.length + 1,
    alwaysAbove,
    couldFinishAbove,
    remainingTournaments: totals.remainingTournaments,
  };
}
