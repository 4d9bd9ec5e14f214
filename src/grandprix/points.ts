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
  shareByPlace,
  show,
  THROW,
} from '../core/internal.js';
import { checkArguments } from './arguments.js';
import { type Eligibility, eligibilityWith, type IneligibilityReason } from './eligibility.js';
import { freezeResult } from './freeze.js';
import type { GrandPrixPlacedRow } from './row.js';
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
  type GrandPrixPlayer,
  type GrandPrixSeason,
  type GrandPrixTournament,
  isNgpKind,
  type PlacedPlayer,
} from './season.js';

/** @internal One player's line in a scored tournament: the tournament, the placing, what it earned. */
export interface ScoredLine {
  /** The player's id. */
  readonly playerId: string;
  /** The tournament's id. */
  readonly tournamentId: string;
  /** Its kind. */
  readonly kind: TournamentKind;
  /** Its start date. */
  readonly startDate: string;
  /** Position of the tournament in season order (0 = first). */
  readonly seasonIndex: number;
  /** The place as given in the standings (all players, eligible or not). */
  readonly place: number;
  /** The failed §30 conditions (empty when eligible). */
  readonly reasons: readonly IneligibilityReason[];
  /** First place among eligible players only (§31); a shared place carries its first place. `null` when ineligible. */
  readonly eligiblePlace: number | null;
  /** Last place of the eligible group; `null` when ineligible. */
  readonly eligibleLastPlace: number | null;
  /** Points earned here (§31 scale × multiplier, shared exactly; §32 participation points); 0 when ineligible. */
  readonly points: Fraction;
}

/** The unscaled §31 value of eligible place `place`: the scale, then the points below it. */
function unscaledValue(resolved: ResolvedRules, place: number): Fraction {
  const { placePoints, belowScalePoints } = resolved.rules;
  return Fraction.from(placePoints[place - 1] ?? belowScalePoints);
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
  if (count === 1) return unscaledValue(resolved, place).mul(resolved.multipliers[kind]);
  const values: Fraction[] = [];
  for (let at = place; at < place + count; at++) values.push(unscaledValue(resolved, at));
  return shareByPlace(values, 1, count).mul(resolved.multipliers[kind]);
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

/** The tournament a line belongs to. */
type LineTournament = Pick<ScoredLine, 'tournamentId' | 'kind' | 'startDate' | 'seasonIndex'>;

/** The lines of one group of tied places, each with the group's eligible places and points. */
function groupLines(
  group: readonly PlacedPlayer[],
  decided: readonly Eligibility[],
  where: LineTournament,
  firstEligiblePlace: number,
  points: (eligibleInGroup: number) => Fraction,
): ScoredLine[] {
  const eligibleInGroup = decided.filter((eligibility) => eligibility.eligible).length;
  const shared = eligibleInGroup === 0 ? Fraction.ZERO : points(eligibleInGroup);
  const last = firstEligiblePlace + eligibleInGroup - 1;
  const { tournamentId, kind, startDate, seasonIndex } = where;
  return group.map((entry, index) => {
    const { eligible, reasons } = decided[index] as Eligibility;
    return {
      playerId: entry.player,
      tournamentId,
      kind,
      startDate,
      seasonIndex,
      place: entry.place,
      reasons,
      eligiblePlace: eligible ? firstEligiblePlace : null,
      eligibleLastPlace: eligible ? last : null,
      points: eligible ? shared : Fraction.ZERO,
    };
  });
}

/** The end of the group of tied places that starts at `start` (best-first standings). */
function groupEnd(ordered: readonly PlacedPlayer[], start: number): number {
  const place = (ordered[start] as PlacedPlayer).place;
  let end = start + 1;
  while (end < ordered.length && (ordered[end] as PlacedPlayer).place === place) end++;
  return end;
}

/**
 * @internal Scores one tournament of a valid season (seed 000 §30–§32): each player's
 * eligibility, then the eligible players keep their order and ties and close up over the
 * ineligible (spec decision 6); a group of tied eligible players shares the points of the
 * eligible places it occupies, and a participation-only tournament gives each eligible
 * player its participation points.
 */
export function scoreTournament(
  tournament: GrandPrixTournament,
  seasonIndex: number,
  players: ReadonlyMap<string, GrandPrixPlayer>,
  resolved: ResolvedRules,
): ScoredLine[] {
  const { kind } = tournament;
  const where = { tournamentId: tournament.id, kind, startDate: tournament.startDate, seasonIndex };
  const points = (first: number, count: number): Fraction =>
    isNgpKind(kind)
      ? sharedPlacePoints(resolved, kind, first, count)
      : Fraction.from(resolved.rules.participationOnlyPoints);
  const decide = (entry: PlacedPlayer): Eligibility =>
    eligibilityWith(
      players.get(entry.player) as GrandPrixPlayer,
      tournament,
      entry,
      resolved.rules.eligibility,
      resolved.minimumRoundShare,
    );
  const ordered = bestFirst(tournament.standings ?? []);
  const lines: ScoredLine[] = [];
  let nextEligiblePlace = 1;
  for (let start = 0, end = 0; start < ordered.length; start = end) {
    end = groupEnd(ordered, start);
    const group = ordered.slice(start, end);
    const first = nextEligiblePlace;
    const scored = groupLines(group, group.map(decide), where, first, (count) => points(first, count));
    for (const line of scored) {
      lines.push(line);
      if (line.eligiblePlace !== null) nextEligiblePlace++;
    }
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
 * One standings line of a scored tournament: the common place fields — the tournament's own
 * place, as given, for every player eligible or not — then the §30 eligibility and the
 * §31–§32 points.
 *
 * @category Standings
 */
export interface GrandPrixTournamentPointsRow extends GrandPrixPlacedRow {
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
  const {
    season: checked,
    resolved,
    options: read,
  } = checkArguments<GrandPrixTournamentPointsOptions>(season, rules, options, ['tournamentId']);
  const { tournamentId } = read;
  const tournament = findTournament(checked, tournamentId);
  const players = new Map(checked.players.map((player) => [player.id, player]));
  const lines = scoreTournament(tournament, 0, players, resolved);
  const sharing = new Map<number, number>();
  for (const line of lines) sharing.set(line.place, (sharing.get(line.place) ?? 0) + 1);
  const rows = lines.map(
    (line): GrandPrixTournamentPointsRow => ({
      ...placeFields(line.place, line.place + (sharing.get(line.place) as number) - 1),
      playerId: line.playerId,
      name: players.get(line.playerId)?.name ?? line.playerId,
      decidedBy: null,
      eligible: line.eligiblePlace !== null,
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
