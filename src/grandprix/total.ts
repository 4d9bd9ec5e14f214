import { Fraction } from '../core/index.js';
import { countedTournamentCount, type GrandPrixConfig, NGP, type TournamentKind } from './config.js';
import type { IneligibilityReason } from './eligibility.js';
import { scoreTournament, type TournamentPoints } from './points.js';
import {
  assertSeason,
  type GrandPrixPlayer,
  type GrandPrixSeason,
  isNgpKind,
  tournamentsInOrder,
} from './season.js';

/**
 * What a result contributes to the season total (seed 000 §33, §32): `counted` (one of
 * the best results, in full), `extra` (a further NGP tournament: flat participation
 * points), `participation` (a participation-only tournament), `ineligible` (nothing,
 * and it takes no slot: decision 3).
 *
 * @example
 * ```ts
 * import { RESULT_STATUSES } from 'mindsport/grandprix';
 * console.log(RESULT_STATUSES.join(' ')); // counted extra participation ineligible
 * ```
 */
export const RESULT_STATUSES = ['counted', 'extra', 'participation', 'ineligible'] as const;

/** One of {@link RESULT_STATUSES}. */
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** One of a player's tournament results, marked counted or dropped. */
export interface SeasonResult {
  /** The tournament's id. */
  readonly tournament: string;
  /** Its kind. */
  readonly kind: TournamentKind;
  /** Its start date. */
  readonly startDate: string;
  /** Position of the tournament in season order (0 = first). */
  readonly seasonIndex: number;
  /** Place as given in the standings. */
  readonly place: number;
  /** Place among eligible players (first of a shared group), `null` when ineligible. */
  readonly eligiblePlace: number | null;
  /** Last place of the eligible group, `null` when ineligible. */
  readonly eligibleLastPlace: number | null;
  /** The failed §30 conditions (empty when eligible). */
  readonly reasons: readonly IneligibilityReason[];
  /** Points the placing earned (§31/§32), whether or not they count. */
  readonly points: Fraction;
  /** How the result enters the total. */
  readonly status: ResultStatus;
  /** What it adds to the total: `points` when counted or participation, the extra points when extra, 0 when ineligible. */
  readonly awarded: Fraction;
}

/** A player's season total with every result explained. */
export interface PlayerTotal {
  /** The player's id. */
  readonly player: string;
  /** Season total (§33): counted + extra + participation points. */
  readonly total: Fraction;
  /** Sum of the counted results. */
  readonly countedPoints: Fraction;
  /** Points from further NGP tournaments beyond the counted ones (§33). */
  readonly extraPoints: Fraction;
  /** Points from participation-only tournaments (§32). */
  readonly participationPoints: Fraction;
  /**
   * The §34 key: `countedPlaces[i]` is how many counted results have eligible place `i + 1`
   * (a shared 3rd–4th counts as a 3rd; decision 1). Trailing zeros are omitted.
   */
  readonly countedPlaces: readonly number[];
  /** Every result of the player, in season order. */
  readonly results: readonly SeasonResult[];
}

/** Season totals of every player with at least one eligible result (decision 9). */
export interface SeasonTotals {
  /** NGP tournaments on the season's list, played or planned (decision 4). */
  readonly plannedNgpTournaments: number;
  /** How many NGP results count in full (§33: round(2/3 × planned)). */
  readonly countedTournaments: number;
  /** Ids of the tournaments with standings, in season order. */
  readonly playedTournaments: readonly string[];
  /** Ids of the tournaments still to be played, in season order. */
  readonly remainingTournaments: readonly string[];
  /** One total per player, in player-id order (rank them with `grandPrixTable`). */
  readonly totals: readonly PlayerTotal[];
  /** Every scored tournament, in season order (played ones only). */
  readonly tournaments: readonly TournamentPoints[];
}

interface Pending {
  readonly scored: TournamentPoints;
  readonly index: number;
  readonly seasonIndex: number;
}

/**
 * Chooses the counted results among a player's eligible NGP results: best points first;
 * equal points: the better eligible place, then the earlier tournament (decision 2).
 */
function byCountingPriority(a: SeasonResult, b: SeasonResult): number {
  return (
    b.points.compare(a.points) ||
    (a.eligiblePlace as number) - (b.eligiblePlace as number) ||
    a.seasonIndex - b.seasonIndex
  );
}

/** @internal Builds one player's total from their raw results (season order). */
export function totalFor(
  player: string,
  raw: readonly Omit<SeasonResult, 'status' | 'awarded'>[],
  countedTournaments: number,
  config: GrandPrixConfig,
): PlayerTotal {
  const eligibleNgp: SeasonResult[] = [];
  const results: SeasonResult[] = [];
  const extra = Fraction.from(config.extraEventPoints);
  let participationPoints = Fraction.ZERO;
  for (const line of raw) {
    if (line.eligiblePlace === null) {
      results.push({ ...line, status: 'ineligible', awarded: Fraction.ZERO });
    } else if (!isNgpKind(line.kind)) {
      participationPoints = participationPoints.add(line.points);
      results.push({ ...line, status: 'participation', awarded: line.points });
    } else {
      const pending: SeasonResult = { ...line, status: 'extra', awarded: extra };
      eligibleNgp.push(pending);
      results.push(pending);
    }
  }
  const ranked = [...eligibleNgp].sort(byCountingPriority);
  const counted = new Set<SeasonResult>(ranked.slice(0, countedTournaments));
  let countedPoints = Fraction.ZERO;
  let extraPoints = Fraction.ZERO;
  const countedPlaces: number[] = [];
  for (let index = 0; index < results.length; index++) {
    const line = results[index] as SeasonResult;
    if (line.status !== 'extra') continue;
    if (counted.has(line)) {
      results[index] = { ...line, status: 'counted', awarded: line.points };
      countedPoints = countedPoints.add(line.points);
      const slot = (line.eligiblePlace as number) - 1;
      while (countedPlaces.length <= slot) countedPlaces.push(0);
      countedPlaces[slot] = (countedPlaces[slot] as number) + 1;
    } else {
      extraPoints = extraPoints.add(extra);
    }
  }
  return {
    player,
    total: countedPoints.add(extraPoints).add(participationPoints),
    countedPoints,
    extraPoints,
    participationPoints,
    countedPlaces,
    results,
  };
}

/** @internal Season totals without validation. */
export function computeTotals(season: GrandPrixSeason, config: GrandPrixConfig): SeasonTotals {
  const players = new Map<string, GrandPrixPlayer>(season.players.map((player) => [player.id, player]));
  const ordered = tournamentsInOrder(season);
  const plannedNgpTournaments = ordered.filter((tournament) => isNgpKind(tournament.kind)).length;
  const countedTournaments = countedTournamentCount(plannedNgpTournaments, config);
  const scoredList: TournamentPoints[] = [];
  const byPlayer = new Map<string, Pending[]>();
  const playedTournaments: string[] = [];
  const remainingTournaments: string[] = [];
  ordered.forEach((tournament, seasonIndex) => {
    if (tournament.standings === undefined) {
      remainingTournaments.push(tournament.id);
      return;
    }
    playedTournaments.push(tournament.id);
    const scored = scoreTournament(tournament, players, config);
    scoredList.push(scored);
    scored.results.forEach((result, index) => {
      let list = byPlayer.get(result.player);
      if (!list) byPlayer.set(result.player, (list = []));
      list.push({ scored, index, seasonIndex });
    });
  });
  const totals: PlayerTotal[] = [];
  for (const [player, pending] of byPlayer) {
    if (!pending.some(({ scored, index }) => scored.results[index]!.eligible)) continue;
    const raw = pending.map(({ scored, index, seasonIndex }) => {
      const result = scored.results[index]!;
      return {
        tournament: scored.tournament,
        kind: scored.kind,
        startDate: scored.startDate,
        seasonIndex,
        place: result.place,
        eligiblePlace: result.eligiblePlace,
        eligibleLastPlace: result.eligibleLastPlace,
        reasons: result.reasons,
        points: result.points,
      };
    });
    totals.push(totalFor(player, raw, countedTournaments, config));
  }
  totals.sort((a, b) => (a.player < b.player ? -1 : a.player > b.player ? 1 : 0));
  return {
    plannedNgpTournaments,
    countedTournaments,
    playedTournaments,
    remainingTournaments,
    totals,
    tournaments: scoredList,
  };
}

/**
 * Season totals (seed 000 §33): of the NGP tournaments, the best results from round(2/3 ×
 * the number on the season's list) count in full; each further NGP tournament a player
 * was eligible in gives 2 flat participation points; participation-only tournaments
 * (§32) always add theirs. Every result is marked counted, extra, participation or
 * ineligible.
 *
 * @param season - the season (validated first)
 * @param config - the configuration, default {@link NGP}
 * @returns totals of every player with an eligible result, with the counted number
 * @throws {@link MindsportError} every problem {@link validateSeason} finds (the first, with all in `problems`)
 * @example
 * ```ts
 * import { seasonTotals } from 'mindsport/grandprix';
 * const player = { id: 'anne', citizenOrResident: true, memberships: [{ from: '2020-01-01' }] };
 * const event = (id: string, startDate: string, place: number) =>
 *   ({ id, kind: 'regular', startDate, rounds: 7, standings: [{ player: 'anne', place }] }) as const;
 * const totals = seasonTotals({ players: [player], tournaments: [
 *   event('a', '2025-01-11', 1), event('b', '2025-02-08', 1), event('c', '2025-03-08', 1),
 * ] });
 * // 3 NGP tournaments: 2 count (12 + 12), the third gives 2.
 * console.log(totals.countedTournaments, totals.totals[0]?.total.toString()); // 2 26
 * ```
 */
export function seasonTotals(season: GrandPrixSeason, config: GrandPrixConfig = NGP): SeasonTotals {
  return computeTotals(assertSeason(season), config);
}
