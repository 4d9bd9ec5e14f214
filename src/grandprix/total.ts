import { Fraction } from '../core/index.js';
import { countedTournamentCount, type GrandPrixConfig, NGP, type TournamentKind } from './config.js';
import type { IneligibilityReason } from './eligibility.js';
import { scoreTournament, type TournamentResult } from './points.js';
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
}

/** @internal Where and what a result was: the tournament's facts. */
export interface TournamentMeta {
  readonly tournament: string;
  readonly kind: TournamentKind;
  readonly startDate: string;
  readonly seasonIndex: number;
}

/** @internal The placing facts of a result. */
export interface ResultFacts {
  readonly place: number;
  readonly eligiblePlace: number | null;
  readonly eligibleLastPlace: number | null;
  readonly reasons: readonly IneligibilityReason[];
  readonly points: Fraction;
}

/**
 * @internal Builds one player's total from parallel lists of tournament facts and results.
 * Counted results: best points first; equal points: the better eligible place, then the
 * earlier tournament (decision 2).
 */
export function totalFor(
  player: string,
  metas: readonly TournamentMeta[],
  facts: readonly ResultFacts[],
  countedTournaments: number,
  config: GrandPrixConfig,
): PlayerTotal {
  const count = metas.length;
  const candidates: number[] = [];
  for (let index = 0; index < count; index++) {
    if (facts[index]!.eligiblePlace !== null && isNgpKind(metas[index]!.kind)) candidates.push(index);
  }
  candidates.sort(
    (a, b) =>
      facts[b]!.points.compare(facts[a]!.points) ||
      (facts[a]!.eligiblePlace as number) - (facts[b]!.eligiblePlace as number) ||
      metas[a]!.seasonIndex - metas[b]!.seasonIndex,
  );
  const counted = new Uint8Array(count);
  for (let rank = 0; rank < candidates.length && rank < countedTournaments; rank++)
    counted[candidates[rank]!] = 1;
  const extra = Fraction.from(config.extraEventPoints);
  let countedPoints = Fraction.ZERO;
  let extraPoints = Fraction.ZERO;
  let participationPoints = Fraction.ZERO;
  const countedPlaces: number[] = [];
  const results: SeasonResult[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const meta = metas[index]!;
    const fact = facts[index]!;
    let status: ResultStatus;
    let awarded: Fraction;
    if (fact.eligiblePlace === null) {
      status = 'ineligible';
      awarded = Fraction.ZERO;
    } else if (!isNgpKind(meta.kind)) {
      status = 'participation';
      awarded = fact.points;
      participationPoints = participationPoints.add(awarded);
    } else if (counted[index] === 1) {
      status = 'counted';
      awarded = fact.points;
      countedPoints = countedPoints.add(awarded);
      const slot = fact.eligiblePlace - 1;
      while (countedPlaces.length <= slot) countedPlaces.push(0);
      countedPlaces[slot]! += 1;
    } else {
      status = 'extra';
      awarded = extra;
      extraPoints = extraPoints.add(extra);
    }
    results[index] = {
      tournament: meta.tournament,
      kind: meta.kind,
      startDate: meta.startDate,
      seasonIndex: meta.seasonIndex,
      place: fact.place,
      eligiblePlace: fact.eligiblePlace,
      eligibleLastPlace: fact.eligibleLastPlace,
      reasons: fact.reasons,
      points: fact.points,
      status,
      awarded,
    };
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
  const players = new Map<string, GrandPrixPlayer>();
  for (const player of season.players) players.set(player.id, player);
  const ordered = tournamentsInOrder(season);
  let plannedNgpTournaments = 0;
  for (const tournament of ordered) if (isNgpKind(tournament.kind)) plannedNgpTournaments++;
  const countedTournaments = countedTournamentCount(plannedNgpTournaments, config);
  const byPlayer = new Map<
    string,
    { metas: TournamentMeta[]; facts: TournamentResult[]; eligible: boolean }
  >();
  const playedTournaments: string[] = [];
  const remainingTournaments: string[] = [];
  ordered.forEach((tournament, seasonIndex) => {
    if (tournament.standings === undefined) {
      remainingTournaments.push(tournament.id);
      return;
    }
    playedTournaments.push(tournament.id);
    const scored = scoreTournament(tournament, players, config);
    const meta: TournamentMeta = {
      tournament: tournament.id,
      kind: tournament.kind,
      startDate: tournament.startDate,
      seasonIndex,
    };
    for (const result of scored.results) {
      let lines = byPlayer.get(result.player);
      if (!lines) byPlayer.set(result.player, (lines = { metas: [], facts: [], eligible: false }));
      lines.metas.push(meta);
      lines.facts.push(result);
      if (result.eligible) lines.eligible = true;
    }
  });
  const totals: PlayerTotal[] = [];
  for (const [player, lines] of byPlayer) {
    if (lines.eligible) totals.push(totalFor(player, lines.metas, lines.facts, countedTournaments, config));
  }
  totals.sort((a, b) => (a.player < b.player ? -1 : a.player > b.player ? 1 : 0));
  return {
    plannedNgpTournaments,
    countedTournaments,
    playedTournaments,
    remainingTournaments,
    totals,
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
