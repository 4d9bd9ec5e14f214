/**
 * The season total of seed 000 §33: the best NGP results count in full, further NGP
 * results give flat participation points, participation-only tournaments add theirs.
 *
 * @module
 */
import { deepFreeze, Fraction } from '../core/internal.js';
import type { IneligibilityReason } from './eligibility.js';
import { scoreTournament } from './points.js';
import { countedOf, type ResolvedRules, type TournamentKind } from './rules.js';
import { type GrandPrixSeason, isNgpKind, tournamentsInOrder } from './season.js';

/**
 * What a result contributes to the season total (seed 000 §33, §32): `counted` (one of
 * the best results, in full), `extra` (a further NGP tournament: flat participation
 * points), `participation` (a participation-only tournament), `ineligible` (nothing,
 * and it takes no slot: spec decision 3).
 *
 * @category Standings
 * @example
 * ```ts
 * import { RESULT_STATUSES } from 'mindsport/grandprix';
 * console.log(RESULT_STATUSES.join(' ')); // counted extra participation ineligible
 * ```
 */
export const RESULT_STATUSES = deepFreeze(['counted', 'extra', 'participation', 'ineligible'] as const);

/**
 * One of {@link RESULT_STATUSES}.
 *
 * @category Standings
 */
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/**
 * One of a player's tournament results, marked counted or dropped.
 *
 * @category Standings
 */
export interface GrandPrixTournamentResult {
  /** The tournament's id. */
  readonly tournamentId: string;
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

/**
 * A player's season total (seed 000 §33) with every result explained.
 *
 * @category Standings
 */
export interface GrandPrixTotal {
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
  readonly results: readonly GrandPrixTournamentResult[];
}

/** @internal A player's season total, with the player's id. */
export interface PlayerTotal extends GrandPrixTotal {
  /** The player's id. */
  readonly playerId: string;
}

/** @internal Season totals of every player with at least one eligible result (spec decision 9). */
export interface SeasonTotals {
  /** NGP tournaments on the season's list, played or planned (decision 4). */
  readonly plannedNgpTournaments: number;
  /** How many NGP results count in full (§33: round(2/3 × planned)). */
  readonly countedTournaments: number;
  /** Ids of the tournaments with standings, in season order. */
  readonly playedTournaments: readonly string[];
  /** Ids of the tournaments still to be played, in season order. */
  readonly remainingTournaments: readonly string[];
  /** One total per player, in player-id order. */
  readonly totals: readonly PlayerTotal[];
}

/** @internal Where and what a result was: the tournament's facts. */
export interface TournamentMeta {
  readonly tournamentId: string;
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

/** @internal One of a player's results before it is marked counted or dropped. */
export type SeasonLine = TournamentMeta & ResultFacts;

/**
 * Spec decision 2: the order in which results take the counted slots — more points first;
 * equal points: the better eligible place, then the earlier tournament.
 */
function countsBefore(a: SeasonLine, b: SeasonLine): number {
  return (
    b.points.compare(a.points) ||
    (a.eligiblePlace as number) - (b.eligiblePlace as number) ||
    a.seasonIndex - b.seasonIndex
  );
}

/**
 * §33: the lines whose results count in full — the best `countedTournaments` of the NGP
 * results the player was eligible in (an ineligible result takes no slot: spec decision 3).
 */
function countedLines(lines: readonly SeasonLine[], countedTournaments: number): Set<SeasonLine> {
  const candidates = lines.filter((line) => line.eligiblePlace !== null && isNgpKind(line.kind));
  return new Set(candidates.sort(countsBefore).slice(0, countedTournaments));
}

/** §32–§33: how a result enters the total. */
function statusOf(line: SeasonLine, counted: ReadonlySet<SeasonLine>): ResultStatus {
  if (line.eligiblePlace === null) return 'ineligible';
  if (!isNgpKind(line.kind)) return 'participation';
  return counted.has(line) ? 'counted' : 'extra';
}

/**
 * §34 key (spec decision 1): how many counted results stand at each eligible place
 * (a shared 3rd–4th counts as a 3rd); trailing zeros omitted.
 */
function countedPlacesOf(results: readonly GrandPrixTournamentResult[]): number[] {
  const places: number[] = [];
  for (const result of results) {
    if (result.status !== 'counted') continue;
    const slot = (result.eligiblePlace as number) - 1;
    while (places.length <= slot) places.push(0);
    places[slot] = (places[slot] as number) + 1;
  }
  return places;
}

/**
 * @internal One player's total (seed 000 §32–§34) from their results in season order: the
 * counted ones in full, each further NGP result the flat extra points (spec decision 3),
 * participation-only results their points.
 */
export function totalFor(
  playerId: string,
  lines: readonly SeasonLine[],
  countedTournaments: number,
  resolved: ResolvedRules,
): PlayerTotal {
  const counted = countedLines(lines, countedTournaments);
  const extra = Fraction.from(resolved.rules.extraEventPoints);
  const results = lines.map((line): GrandPrixTournamentResult => {
    const status = statusOf(line, counted);
    const awarded = status === 'ineligible' ? Fraction.ZERO : status === 'extra' ? extra : line.points;
    return {
      tournamentId: line.tournamentId,
      kind: line.kind,
      startDate: line.startDate,
      seasonIndex: line.seasonIndex,
      place: line.place,
      eligiblePlace: line.eligiblePlace,
      eligibleLastPlace: line.eligibleLastPlace,
      reasons: line.reasons,
      points: line.points,
      status,
      awarded,
    };
  });
  let countedPoints = Fraction.ZERO;
  let extraPoints = Fraction.ZERO;
  let participationPoints = Fraction.ZERO;
  for (const { status, awarded } of results) {
    if (status === 'counted') countedPoints = countedPoints.add(awarded);
    else if (status === 'extra') extraPoints = extraPoints.add(awarded);
    else if (status === 'participation') participationPoints = participationPoints.add(awarded);
  }
  return {
    playerId,
    total: countedPoints.add(extraPoints).add(participationPoints),
    countedPoints,
    extraPoints,
    participationPoints,
    countedPlaces: countedPlacesOf(results),
    results,
  };
}

/** Every player's scored lines, tournaments in season order (seed 000 §30–§32 per tournament). */
function linesByPlayer(season: GrandPrixSeason, resolved: ResolvedRules): Map<string, SeasonLine[]> {
  const players = new Map(season.players.map((player) => [player.id, player]));
  const byPlayer = new Map<string, SeasonLine[]>();
  for (const [seasonIndex, tournament] of tournamentsInOrder(season).entries()) {
    if (tournament.standings === undefined) continue;
    for (const line of scoreTournament(tournament, seasonIndex, players, resolved)) {
      const lines = byPlayer.get(line.playerId);
      if (lines === undefined) byPlayer.set(line.playerId, [line]);
      else lines.push(line);
    }
  }
  return byPlayer;
}

/**
 * @internal Season totals of a valid season (seed 000 §33, spec decisions 3, 4 and 9): the
 * counted number from the planned NGP list, and a total for every player with an eligible
 * result, in player-id order.
 */
export function computeTotals(season: GrandPrixSeason, resolved: ResolvedRules): SeasonTotals {
  const ordered = tournamentsInOrder(season);
  const plannedNgpTournaments = ordered.filter((tournament) => isNgpKind(tournament.kind)).length;
  const countedTournaments = countedOf(plannedNgpTournaments, resolved);
  const totals: PlayerTotal[] = [];
  for (const [playerId, lines] of linesByPlayer(season, resolved)) {
    if (lines.some((line) => line.eligiblePlace !== null))
      totals.push(totalFor(playerId, lines, countedTournaments, resolved));
  }
  totals.sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
  return {
    plannedNgpTournaments,
    countedTournaments,
    playedTournaments: ordered.filter((tournament) => tournament.standings !== undefined).map((t) => t.id),
    remainingTournaments: ordered.filter((tournament) => tournament.standings === undefined).map((t) => t.id),
    totals,
  };
}
