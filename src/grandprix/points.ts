/**
 * Points per tournament (seed 000 §30–§32): the scale among eligible players, shared
 * places shared exactly, and participation points.
 *
 * @module
 */
import {
  checkInteger,
  checkOneOf,
  checkString,
  Fraction,
  placeFields,
  problemAt,
  readOptions,
  shareByPlace,
  show,
  THROW,
} from '../core/internal.js';
import { type Eligibility, eligibilityWith, type IneligibilityReason } from './eligibility.js';
import { freezeResult } from './freeze.js';
import {
  type GrandPrixRules,
  NGP,
  NGP_KINDS,
  type NgpKind,
  type ResolvedRules,
  resolveRules,
  type TournamentKind,
} from './rules.js';
import {
  assertGrandPrixSeason,
  type GrandPrixPlayer,
  type GrandPrixSeason,
  type GrandPrixTournament,
  isNgpKind,
  type PlacedPlayer,
} from './season.js';

/** @internal One player's line in a scored tournament. */
export interface ScoredLine {
  /** The player's id. */
  readonly playerId: string;
  /** The place as given in the standings (all players, eligible or not). */
  readonly place: number;
  /** True when the player earns points here (seed 000 §30). */
  readonly eligible: boolean;
  /** The failed §30 conditions (empty when eligible). */
  readonly reasons: readonly IneligibilityReason[];
  /** First place among eligible players only (§31); a shared place carries its first place. `null` when ineligible. */
  readonly eligiblePlace: number | null;
  /** Last place of the eligible group; `null` when ineligible. */
  readonly eligibleLastPlace: number | null;
  /** Points earned here (§31 scale × multiplier, shared exactly; §32 participation points); 0 when ineligible. */
  readonly points: Fraction;
}

interface ScaleCache {
  readonly unscaled: Fraction[];
  readonly scaled: Map<TournamentKind, Fraction[]>;
}

const scaleCaches = new WeakMap<ResolvedRules, ScaleCache>();

function scaleCache(resolved: ResolvedRules): ScaleCache {
  let cache = scaleCaches.get(resolved);
  if (!cache) {
    cache = { unscaled: [], scaled: new Map() };
    scaleCaches.set(resolved, cache);
  }
  return cache;
}

/** Unscaled value of place `index + 1`: the §31 scale, then the points below it. */
function unscaledScale(resolved: ResolvedRules, length: number): Fraction[] {
  const cache = scaleCache(resolved);
  const { placePoints, belowScalePoints } = resolved.rules;
  while (cache.unscaled.length < length) {
    cache.unscaled.push(Fraction.from(placePoints[cache.unscaled.length] ?? belowScalePoints));
  }
  return cache.unscaled;
}

/** @internal The §31 values of eligible places 1 … `length` for an NGP kind, scaled (the cached list; read only). */
export function scaledValues(
  resolved: ResolvedRules,
  kind: TournamentKind,
  length: number,
): readonly Fraction[] {
  if (length > 0) scaledValue(resolved, kind, length - 1);
  return scaleCache(resolved).scaled.get(kind) ?? [];
}

/** @internal The §31 value of eligible place `index + 1` for an NGP kind, scaled by its multiplier (cached). */
export function scaledValue(resolved: ResolvedRules, kind: TournamentKind, index: number): Fraction {
  const cache = scaleCache(resolved);
  let values = cache.scaled.get(kind);
  if (!values) cache.scaled.set(kind, (values = []));
  if (index < values.length) return values[index] as Fraction;
  const unscaled = unscaledScale(resolved, index + 1);
  const multiplier = resolved.multipliers[kind as NgpKind];
  while (values.length <= index) values.push((unscaled[values.length] as Fraction).mul(multiplier));
  return values[index] as Fraction;
}

/**
 * @internal Points of `count` eligible players sharing eligible places `place …` in an NGP
 * kind (spec decision 6): the average of the unscaled values, times the multiplier.
 */
export function sharedPlacePoints(
  resolved: ResolvedRules,
  kind: NgpKind,
  place: number,
  count: number,
): Fraction {
  if (count === 1) return scaledValue(resolved, kind, place - 1);
  const unscaled = unscaledScale(resolved, place + count - 1);
  return shareByPlace(unscaled, place, count).mul(resolved.multipliers[kind]);
}

/**
 * Points for a group of `count` eligible players sharing eligible places `place …
 * place + count − 1` in an NGP tournament (seed 000 §31; spec decision 6): the average of
 * the unscaled values of those places, times the kind's multiplier, exactly.
 *
 * @category Rules
 * @param kind - an NGP kind (regular, nationalChampionship, lightning)
 * @param place - first eligible place of the group, 1-based
 * @param count - number of tied eligible players, at least 1
 * @param rules - the rules, default {@link NGP}
 * @returns each tied player's points
 * @throws {@link mindsport!MindsportError} `NOT_ONE_OF` for a participation-only or unknown kind, `NOT_AN_INTEGER` / `OUT_OF_RANGE` for bad places; the problems of the rules
 * @example
 * ```ts
 * import { placePoints } from 'mindsport/grandprix';
 * console.log(placePoints('regular', 4, 1).toString(), placePoints('nationalChampionship', 7, 3).toString()); // 7 4.5
 * ```
 */
export function placePoints(
  kind: NgpKind,
  place: number,
  count: number,
  rules: GrandPrixRules = NGP,
): Fraction {
  checkOneOf(kind, NGP_KINDS, ['kind'], THROW);
  checkInteger(place, ['place'], THROW, { min: 1 });
  checkInteger(count, ['count'], THROW, { min: 1 });
  return sharedPlacePoints(resolveRules(rules), kind, place, count);
}

/** The standings best place first, ties in id order. */
function bestFirst(standings: readonly PlacedPlayer[]): PlacedPlayer[] {
  return [...standings].sort(
    (left, right) =>
      left.place - right.place || (left.player < right.player ? -1 : left.player > right.player ? 1 : 0),
  );
}

/** The lines of one group of tied places, each with the group's eligible places and points. */
function groupLines(
  group: readonly PlacedPlayer[],
  decided: readonly Eligibility[],
  firstEligiblePlace: number,
  points: (eligibleInGroup: number) => Fraction,
): ScoredLine[] {
  const eligibleInGroup = decided.filter((eligibility) => eligibility.eligible).length;
  const shared = eligibleInGroup === 0 ? Fraction.ZERO : points(eligibleInGroup);
  const last = firstEligiblePlace + eligibleInGroup - 1;
  return group.map((entry, index) => {
    const { eligible, reasons } = decided[index] as Eligibility;
    return {
      playerId: entry.player,
      place: entry.place,
      eligible,
      reasons,
      eligiblePlace: eligible ? firstEligiblePlace : null,
      eligibleLastPlace: eligible ? last : null,
      points: eligible ? shared : Fraction.ZERO,
    };
  });
}

/**
 * @internal Scores one tournament of a valid season (seed 000 §30–§32): eligible players
 * keep their order and ties and close up over the ineligible (spec decision 6).
 */
export function scoreTournament(
  tournament: GrandPrixTournament,
  players: ReadonlyMap<string, GrandPrixPlayer>,
  resolved: ResolvedRules,
): ScoredLine[] {
  const ordered = bestFirst(tournament.standings ?? []);
  const { eligibility } = resolved.rules;
  const lines: ScoredLine[] = [];
  let nextEligiblePlace = 1;
  for (let start = 0; start < ordered.length; ) {
    let end = start + 1;
    while (
      end < ordered.length &&
      (ordered[end] as PlacedPlayer).place === (ordered[start] as PlacedPlayer).place
    )
      end++;
    const group = ordered.slice(start, end);
    const decided = group.map((entry) =>
      eligibilityWith(
        players.get(entry.player) as GrandPrixPlayer,
        tournament,
        entry,
        eligibility,
        resolved.minimumRoundShare,
      ),
    );
    const first = nextEligiblePlace;
    const kind = tournament.kind;
    const points = (count: number): Fraction =>
      isNgpKind(kind)
        ? sharedPlacePoints(resolved, kind, first, count)
        : Fraction.from(resolved.rules.participationOnlyPoints);
    const scored = groupLines(group, decided, first, points);
    lines.push(...scored);
    nextEligiblePlace += scored.filter((line) => line.eligible).length;
    start = end;
  }
  return lines;
}

/**
 * Options of {@link grandPrixTournamentPoints}.
 *
 * @category Standings
 */
export interface GrandPrixTournamentPointsOptions {
  /** The tournament to score (its id; required). */
  readonly tournamentId: string;
}

/**
 * One standings line of a scored tournament: the tournament's own place, then the §30
 * eligibility and the §31–§32 points.
 *
 * @category Standings
 */
export interface GrandPrixTournamentPointsRow {
  /** The place in the tournament's standings, as given (all players, eligible or not). */
  readonly place: number;
  /** Last place of the players sharing it (equal to `place` unless shared). */
  readonly lastPlace: number;
  /** `'3'` or `'3–4'`. */
  readonly placeLabel: string;
  /** True when the place is shared. */
  readonly shared: boolean;
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id when the season gives none. */
  readonly name: string;
  /** Always `null`: the places are the tournament's own, not decided here. */
  readonly decidedBy: null;
  /** True when the player earns points here (§30). */
  readonly eligible: boolean;
  /** The failed §30 conditions (empty when eligible). */
  readonly reasons: readonly IneligibilityReason[];
  /** First place among eligible players only (§31); `null` when ineligible. */
  readonly eligiblePlace: number | null;
  /** Last place of the eligible group; `null` when ineligible. */
  readonly eligibleLastPlace: number | null;
  /** Points earned here (§31 scale × multiplier, shared exactly; §32 participation points); 0 when ineligible. */
  readonly points: Fraction;
}

/**
 * A scored tournament.
 *
 * @category Standings
 */
export interface GrandPrixTournamentPoints {
  /** The rules' name. */
  readonly rules: string;
  /** The tournament's id. */
  readonly tournamentId: string;
  /** Its kind. */
  readonly kind: TournamentKind;
  /** Its start date. */
  readonly startDate: string;
  /** One row per standings line, best place first (ties in id order); empty while it is still to be played. */
  readonly rows: readonly GrandPrixTournamentPointsRow[];
}

/**
 * Scores one tournament of a season (seed 000 §30–§32): decides each player's eligibility,
 * places the eligible players among themselves (ineligible players removed, the rest close
 * up, ties kept) and gives them the scale × multiplier, tied players sharing the points of
 * the places they occupy exactly; a participation-only tournament gives each eligible
 * player its participation points.
 *
 * @category Standings
 * @param season - the season (validated first)
 * @param rules - the rules, default {@link NGP}
 * @param options - `tournamentId`, the tournament to score
 * @returns one row per standings line, frozen
 * @throws {@link mindsport!MindsportError} the problems of the season, the rules and the options (`MISSING_FIELD`, `UNKNOWN_ID` for `tournamentId`)
 * @example
 * ```ts
 * import { grandPrixTournamentPoints } from 'mindsport/grandprix';
 * const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
 * const season = {
 *   players: [member('anne'), member('bjørn'), { id: 'sven', citizenOrResident: false, memberships: [] }],
 *   tournaments: [{ id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7, standings: [
 *     { player: 'sven', place: 1 }, { player: 'anne', place: 2 }, { player: 'bjørn', place: 2 },
 *   ] }],
 * } as const;
 * const scored = grandPrixTournamentPoints(season, undefined, { tournamentId: 'oslo' });
 * console.log(scored.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.points}`)); // [ '1 sven 0', '2–3 anne 11', '2–3 bjørn 11' ]
 * ```
 */
export function grandPrixTournamentPoints(
  season: GrandPrixSeason,
  rules: GrandPrixRules = NGP,
  options: GrandPrixTournamentPointsOptions,
): GrandPrixTournamentPoints {
  const checked = assertGrandPrixSeason(season);
  const resolved = resolveRules(rules);
  const { tournamentId } = readOptions<GrandPrixTournamentPointsOptions>(options, ['tournamentId']);
  const tournament = findTournament(checked, tournamentId);
  const players = new Map(checked.players.map((player) => [player.id, player]));
  const lines = scoreTournament(tournament, players, resolved);
  const sharing = new Map<number, number>();
  for (const line of lines) sharing.set(line.place, (sharing.get(line.place) ?? 0) + 1);
  const rows = lines.map(
    (line): GrandPrixTournamentPointsRow => ({
      ...placeFields(line.place, line.place + (sharing.get(line.place) as number) - 1),
      playerId: line.playerId,
      name: players.get(line.playerId)?.name ?? line.playerId,
      decidedBy: null,
      eligible: line.eligible,
      reasons: line.reasons,
      eligiblePlace: line.eligiblePlace,
      eligibleLastPlace: line.eligibleLastPlace,
      points: line.points,
    }),
  );
  const { id, kind, startDate } = tournament;
  return freezeResult({ rules: resolved.rules.name, tournamentId: id, kind, startDate, rows });
}

/** The tournament an option names: `MISSING_FIELD`, `NOT_A_STRING`, `UNKNOWN_ID` at `['options', 'tournamentId']`. */
function findTournament(season: GrandPrixSeason, id: unknown): GrandPrixTournament {
  const path = ['options', 'tournamentId'];
  if (id === undefined) THROW(problemAt('MISSING_FIELD', path, undefined, 'is missing'));
  checkString(id, path, THROW);
  const found = season.tournaments.find((tournament) => tournament.id === id);
  if (found === undefined) THROW(problemAt('UNKNOWN_ID', path, id, `${show(id)} is not a tournament's id`));
  return found as GrandPrixTournament;
}
