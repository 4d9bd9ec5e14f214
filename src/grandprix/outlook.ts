/**
 * What a player can still reach (seed 000 §31–§34 applied to every continuation of the season).
 *
 * @module
 */
import { checkList, Fraction, problemAt, show, THROW } from '../core/internal.js';
import { checkArguments } from './arguments.js';
import { freezeResult } from './freeze.js';
import { sharedPlacePoints } from './points.js';
import { type GrandPrixRules, NGP, type ResolvedRules, type TieBreak } from './rules.js';
import { type GrandPrixSeason, isNgpKind, seasonAfter, tournamentsInOrder } from './season.js';
import type { GrandPrixPlayerRef } from './selection.js';
import { buildStandings, readAfterTournament, readPlayerId } from './standings.js';
import { compareCountedPlaces } from './ties.js';
import {
  computeTotals,
  type GrandPrixTournamentResult,
  type PlayerTotal,
  type ResultFacts,
  type TournamentMeta,
  totalFor,
} from './total.js';

/**
 * Options of {@link grandPrixOutlook}.
 *
 * @category Standings
 */
export interface GrandPrixOutlookOptions {
  /** The player (an id of the season's players; required). */
  readonly playerId: string;
  /**
   * The rivals who may still take part: default every player already in the table.
   * Players outside this field are assumed not to enter the table.
   */
  readonly field?: readonly string[];
  /** The outlook as it stood right after this tournament (later ones count as still to be played). */
  readonly afterTournament?: string;
}

/**
 * Best and worst final table place a player can still reach.
 *
 * @category Standings
 */
export interface GrandPrixOutlook {
  /** The rules' name. */
  readonly rules: string;
  /** The last tournament counted, as in `GrandPrixStandings.afterTournament`. */
  readonly afterTournament: string | null;
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id when the season gives none. */
  readonly name: string;
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
  readonly alwaysAbove: readonly GrandPrixPlayerRef[];
  /** Rivals who could still finish above the player, in id order. */
  readonly couldFinishAbove: readonly GrandPrixPlayerRef[];
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
      const left = ratingList.indexOf(a.playerId);
      const right = ratingList.indexOf(b.playerId);
      const leftRank = left < 0 ? ratingList.length : left;
      const rightRank = right < 0 ? ratingList.length : right;
      if (leftRank !== rightRank) return leftRank < rightRank ? 'above' : 'below';
    }
  }
  return 'tied';
}

/** Checks the field option: ids of the season's players, each once. */
function readField(season: GrandPrixSeason, value: unknown): readonly string[] | undefined {
  if (value === undefined) return undefined;
  const path = ['options', 'field'];
  if (!checkList(value, path, THROW)) return undefined;
  const seen = new Set<string>();
  for (const [index, rival] of value.entries()) {
    const id = readPlayerId(season, rival, [...path, index]);
    if (seen.has(id))
      THROW(problemAt('DUPLICATE_ID', [...path, index], id, `${show(id)} is already in the field`));
    seen.add(id);
  }
  return value as readonly string[];
}

/** A win alone in every tournament still to be played (the best case of §31–§32). */
function remainingWins(season: GrandPrixSeason, resolved: ResolvedRules): (TournamentMeta & ResultFacts)[] {
  const wins: (TournamentMeta & ResultFacts)[] = [];
  for (const [seasonIndex, tournament] of tournamentsInOrder(season).entries()) {
    if (tournament.standings !== undefined) continue;
    const { id: tournamentId, kind, startDate } = tournament;
    const points = isNgpKind(kind)
      ? sharedPlacePoints(resolved, kind, 1, 1)
      : Fraction.from(resolved.rules.participationOnlyPoints);
    wins.push({
      tournamentId,
      kind,
      startDate,
      seasonIndex,
      place: 1,
      eligiblePlace: 1,
      eligibleLastPlace: 1,
      reasons: [],
      points,
    });
  }
  return wins;
}

/** The rivals above the player in the best case, and those who could finish above in the worst. */
function rivalsOf(
  season: GrandPrixSeason,
  resolved: ResolvedRules,
  playerId: string,
  field: readonly string[] | undefined,
): { alwaysAbove: string[]; couldFinishAbove: string[]; current: PlayerTotal; best: PlayerTotal } {
  const totals = computeTotals(season, resolved);
  const base = new Map<string, readonly GrandPrixTournamentResult[]>();
  for (const total of totals.totals) base.set(total.playerId, total.results);
  const wins = remainingWins(season, resolved);
  const counted = totals.countedTournaments;
  const current = (id: string): PlayerTotal => {
    const lines = base.get(id) ?? [];
    return totalFor(id, lines, counted, resolved);
  };
  const best = (id: string): PlayerTotal => {
    const lines = [...(base.get(id) ?? []), ...wins].sort((a, b) => a.seasonIndex - b.seasonIndex);
    return totalFor(id, lines, counted, resolved);
  };
  const ratingList = season.ratingList ?? [];
  const tieBreaks = resolved.rules.tableTieBreaks.map((tieBreak) => tieBreak.kind);
  const mine = current(playerId);
  const mineBest = best(playerId);
  const alwaysAbove: string[] = [];
  const couldFinishAbove: string[] = [];
  const rivals = (field ?? totals.totals.map((total) => total.playerId)).filter((id) => id !== playerId);
  for (const rival of [...rivals].sort()) {
    if (compareOnTable(current(rival), mineBest, tieBreaks, ratingList) === 'above') alwaysAbove.push(rival);
    const worst = compareOnTable(best(rival), mine, tieBreaks, ratingList);
    if (worst === 'above' || worst === 'unknown') couldFinishAbove.push(rival);
  }
  return { alwaysAbove, couldFinishAbove, current: mine, best: mineBest };
}

/**
 * The best and worst final table place a player can still reach, given the tournaments
 * still to be played (seed 000 §31–§34 applied to every possible continuation).
 *
 * Assumptions (exactly): the remaining tournaments are those of the season without
 * standings, and the counted number stays that of the planned list (spec decision 4); the
 * player and every rival are eligible in each of them; only the `field` (default: the
 * players already in the table) can finish above the player. The best place is reached
 * when the player wins every remaining tournament alone and no rival plays again (more
 * results never lower a total or the §34 key). The worst place counts every rival who,
 * winning every remaining tournament alone, would finish above the player taking no
 * further part — rival by rival, so it is a floor that may be pessimistic. Ties that
 * only a `lastCommonEvent` table key could break count as lost for the worst place and
 * as won for the best.
 *
 * @category Standings
 * @param season - the season (validated first)
 * @param rules - the rules, default {@link NGP}
 * @param options - `playerId` (required), `field`, `afterTournament`
 * @returns current, best and worst place, with the rivals involved, frozen
 * @throws {@link mindsport!MindsportError} the problems of the season, the rules and the options (`MISSING_FIELD`, `UNKNOWN_ID` for an unknown player or field member, `DUPLICATE_ID`)
 * @example
 * ```ts
 * import { grandPrixOutlook } from 'mindsport/grandprix';
 * const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
 * const season = {
 *   players: [member('anne'), member('bjørn'), member('cato')],
 *   tournaments: [
 *     { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7,
 *       standings: [{ player: 'anne', place: 1 }, { player: 'bjørn', place: 2 }, { player: 'cato', place: 3 }] },
 *     { id: 'nm', kind: 'nationalChampionship', startDate: '2025-05-20', rounds: 11 },
 *   ],
 * } as const;
 * const outlook = grandPrixOutlook(season, undefined, { playerId: 'cato' });
 * console.log(outlook.currentPlace, outlook.bestPlace, outlook.worstPlace); // 3 1 3
 * ```
 */
export function grandPrixOutlook(
  season: GrandPrixSeason,
  rules: GrandPrixRules = NGP,
  options: GrandPrixOutlookOptions,
): GrandPrixOutlook {
  const {
    season: checked,
    resolved,
    options: read,
  } = checkArguments<GrandPrixOutlookOptions>(season, rules, options, [
    'playerId',
    'field',
    'afterTournament',
  ]);
  const playerId = readPlayerId(checked, read.playerId, ['options', 'playerId']);
  const field = readField(checked, read.field);
  const afterTournament = readAfterTournament(checked, read.afterTournament);
  const live = afterTournament === undefined ? checked : seasonAfter(checked, afterTournament);
  const { alwaysAbove, couldFinishAbove, current, best } = rivalsOf(live, resolved, playerId, field);
  const standings = buildStandings(checked, resolved, afterTournament);
  const names = new Map(checked.players.map((player) => [player.id, player.name ?? player.id]));
  const ref = (id: string): GrandPrixPlayerRef => ({ playerId: id, name: names.get(id) ?? id });
  return freezeResult({
    rules: standings.rules,
    afterTournament: standings.afterTournament,
    playerId,
    name: names.get(playerId) ?? playerId,
    currentPlace: standings.rows.find((row) => row.playerId === playerId)?.place ?? null,
    currentTotal: current.total,
    bestTotal: best.total,
    bestPlace: alwaysAbove.length + 1,
    worstPlace: couldFinishAbove.length + 1,
    alwaysAbove: alwaysAbove.map(ref),
    couldFinishAbove: couldFinishAbove.map(ref),
    remainingTournaments: standings.remainingTournaments,
  });
}
