/**
 * The Grand Prix season document (seed 000 §29) and its check.
 *
 * @module
 */
import {
  checkBoolean,
  checkFields,
  checkInteger,
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  collectProblems,
  type ErrorPath,
  problemAt,
  type Report,
  show,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import { type NgpKind, TOURNAMENT_KINDS, type TournamentKind } from './rules.js';

/**
 * A period of federation membership, both ends inclusive (seed 000 §30, spec decision 5).
 *
 * @category Documents
 */
export interface MembershipPeriod {
  /** First day of membership, `YYYY-MM-DD`. */
  readonly from: string;
  /** Last day of membership, `YYYY-MM-DD`; absent while the membership runs. */
  readonly to?: string;
  /** The caller's own data; ignored. */
  readonly extra?: unknown;
}

/**
 * A player of the season: who they are and the facts §30 eligibility needs.
 *
 * @category Documents
 */
export interface GrandPrixPlayer {
  /** Unique id, used in standings, rating lists and output. */
  readonly id: string;
  /** Display name; rows show the id when absent. */
  readonly name?: string;
  /** Federation membership periods (seed 000 §30 first bullet); empty for guests. */
  readonly memberships: readonly MembershipPeriod[];
  /** Norwegian citizen or resident in Norway (§30 third bullet, one flag: spec decision 5). */
  readonly citizenOrResident: boolean;
  /** Categories for special quotas (§38), such as `'women'` or `'junior'`. */
  readonly categories?: readonly string[];
  /** The caller's own data; ignored. */
  readonly extra?: unknown;
}

/**
 * One line of a tournament's final standings: a plain place list entry.
 *
 * @category Documents
 */
export interface PlacedPlayer {
  /** The player's id (one of the season's `players`). */
  readonly player: string;
  /** Final place, 1-based; tied players carry the same place (`1, 2, 2, 4`). */
  readonly place: number;
  /**
   * Rounds the player played in the main event, paired or bye, finals and play-offs
   * excluded (spec decision 5). Absent means every round.
   */
  readonly roundsPlayed?: number;
  /** The caller's own data; ignored. */
  readonly extra?: unknown;
}

/**
 * A tournament of the season (seed 000 §29).
 *
 * @category Documents
 */
export interface GrandPrixTournament {
  /** Unique id. */
  readonly id: string;
  /** Display name; explanations show the id when absent. */
  readonly name?: string;
  /** Kind: regular, national championship, lightning or participation-only (§31, §32). */
  readonly kind: TournamentKind;
  /** Start date `YYYY-MM-DD`: membership is checked on it, and it orders the season. */
  readonly startDate: string;
  /** Number of rounds of the main event (at least 1). */
  readonly rounds: number;
  /** Final standings; absent while the tournament is still to be played. */
  readonly standings?: readonly PlacedPlayer[];
  /** The caller's own data; ignored. */
  readonly extra?: unknown;
}

/**
 * A Grand Prix season: from one national championship to the next (seed 000 §29).
 *
 * @category Documents
 */
export interface GrandPrixSeason {
  /** The JSON Schema of the document, for editors (`grandprix-season.schema.json`); ignored. */
  readonly $schema?: string;
  /** Every player who appears in any standings, guests included. */
  readonly players: readonly GrandPrixPlayer[];
  /**
   * The tournaments the general assembly picked, played or planned (a planned one has no
   * standings). A cancelled tournament is removed from the list (spec decision 4).
   */
  readonly tournaments: readonly GrandPrixTournament[];
  /**
   * The Nordic rating list, best first, as player ids (§34 last tie-break, §39). It may
   * name players outside the season: the list covers every Nordic country.
   */
  readonly ratingList?: readonly string[];
  /** The caller's own data; ignored. */
  readonly extra?: unknown;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** @internal Whether a text is a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string' || text.length !== 10) return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : (MONTH_DAYS[month - 1] as number));
}

/**
 * Checks for a calendar date `YYYY-MM-DD`: `NOT_A_DATE`.
 * CORE-CANDIDATE: a date check beside core's `checkString`/`checkInteger` (the shape code
 * `NOT_A_DATE` is in core, the check is not).
 */
function checkDate(value: unknown, path: ErrorPath, report: Report): value is string {
  if (isCalendarDate(value)) return true;
  report(problemAt('NOT_A_DATE', path, value, `${show(value)} is not a date (YYYY-MM-DD)`));
  return false;
}

/** @internal Whether a kind is an NGP tournament proper (regular, NM or lightning), not participation-only (§31–§33). */
export function isNgpKind(kind: TournamentKind): kind is NgpKind {
  return kind !== 'participationOnly';
}

/** @internal The season's tournaments in season order: by start date, then by id (so the input order never matters). */
export function tournamentsInOrder(season: GrandPrixSeason): GrandPrixTournament[] {
  return [...season.tournaments].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

const SEASON_FIELDS = ['$schema', 'players', 'tournaments', 'ratingList'] as const;
const PLAYER_FIELDS = ['id', 'name', 'memberships', 'citizenOrResident', 'categories'] as const;
const MEMBERSHIP_FIELDS = ['from', 'to'] as const;
const TOURNAMENT_FIELDS = ['id', 'name', 'kind', 'startDate', 'rounds', 'standings'] as const;
const LINE_FIELDS = ['player', 'place', 'roundsPlayed'] as const;

/** Checks a list of texts (categories, the rating list): each non-empty text, each once when `unique`. */
function checkTextList(value: unknown, path: ErrorPath, report: Report, unique: string | undefined): void {
  if (!checkList(value, path, report)) return;
  const seen = new Map<string, number>();
  for (let index = 0; index < value.length; index++) {
    const text = value[index];
    if (!checkString(text, [...path, index], report) || unique === undefined) continue;
    const before = seen.get(text);
    if (before === undefined) seen.set(text, index);
    else
      report(
        problemAt('DUPLICATE_ID', [...path, index], text, `${show(text)} is already ${unique} at ${before}`),
      );
  }
}

/** Checks one membership period (§30): dates, and an end not before the start. */
function checkMembership(period: unknown, path: ErrorPath, report: Report): void {
  if (!checkRecord(period, path, report)) return;
  checkFields(period, MEMBERSHIP_FIELDS, path, report, ['from']);
  const from = period.from !== undefined && checkDate(period.from, [...path, 'from'], report);
  if (period.to === undefined || !checkDate(period.to, [...path, 'to'], report) || !from) return;
  if (period.to < (period.from as string)) {
    const text = `${show(period.to)} is before the start ${show(period.from)}`;
    report(problemAt('MEMBERSHIP_ENDS_BEFORE_START', [...path, 'to'], period.to, text));
  }
}

/** Checks one player; returns the id when it is a usable one. */
function checkPlayer(player: unknown, path: ErrorPath, report: Report): string | undefined {
  if (!checkRecord(player, path, report)) return undefined;
  checkFields(player, PLAYER_FIELDS, path, report, ['id', 'memberships', 'citizenOrResident']);
  const id =
    player.id !== undefined && checkString(player.id, [...path, 'id'], report) ? player.id : undefined;
  if (player.name !== undefined) checkString(player.name, [...path, 'name'], report);
  if (player.memberships !== undefined && checkList(player.memberships, [...path, 'memberships'], report)) {
    for (const [index, period] of player.memberships.entries())
      checkMembership(period, [...path, 'memberships', index], report);
  }
  if (player.citizenOrResident !== undefined)
    checkBoolean(player.citizenOrResident, [...path, 'citizenOrResident'], report);
  if (player.categories !== undefined)
    checkTextList(player.categories, [...path, 'categories'], report, undefined);
  return id as string | undefined;
}

/**
 * Checks each item of the list `name` with `check`, which returns the item's id when it is
 * a usable one, and reports an id used twice (`DUPLICATE_ID`); returns the ids.
 */
function checkIds(
  list: readonly unknown[],
  name: 'players' | 'tournaments',
  check: (item: unknown, path: ErrorPath) => string | undefined,
  report: Report,
): Set<string> {
  const firstAt = new Map<string, number>();
  for (let index = 0; index < list.length; index++) {
    const id = check(list[index], [name, index]);
    if (id === undefined) continue;
    const before = firstAt.get(id);
    if (before === undefined) firstAt.set(id, index);
    else
      report(
        problemAt(
          'DUPLICATE_ID',
          [name, index, 'id'],
          id,
          `${show(id)} is already the id of ${name}[${before}]`,
        ),
      );
  }
  return new Set(firstAt.keys());
}

/** Checks the players; returns their ids (`undefined` when the list itself is unusable). */
function checkPlayers(players: unknown, report: Report): Set<string> | undefined {
  if (players === undefined || !checkList(players, ['players'], report)) return undefined;
  return checkIds(players, 'players', (player, path) => checkPlayer(player, path, report), report);
}

/** Facts of one tournament a standings check needs. */
interface StandingsContext {
  readonly tournamentId: unknown;
  /** The tournament's rounds when they are a valid count. */
  readonly rounds: number | undefined;
  /** The season's player ids, `undefined` when the players could not be read. */
  readonly playerIds: ReadonlySet<string> | undefined;
}

/** Checks one standings line; returns its place when it is a valid one. */
function checkLine(
  entry: unknown,
  path: ErrorPath,
  context: StandingsContext,
  placedAt: Map<string, number>,
  report: Report,
): number | undefined {
  if (!checkRecord(entry, path, report)) return undefined;
  checkFields(entry, LINE_FIELDS, path, report, ['player', 'place']);
  const player = entry.player;
  const at = path[path.length - 1] as number;
  if (player !== undefined && checkString(player, [...path, 'player'], report)) {
    if (context.playerIds !== undefined && !context.playerIds.has(player)) {
      report(problemAt('UNKNOWN_ID', [...path, 'player'], player, `${show(player)} is not a player's id`));
    } else if (placedAt.has(player)) {
      const text = `${show(player)} is placed twice in ${show(context.tournamentId)} (lines ${placedAt.get(player)} and ${at})`;
      report(problemAt('PLAYER_PLACED_TWICE', [...path, 'player'], player, text));
    } else placedAt.set(player, at);
  }
  const valid =
    entry.place !== undefined && checkInteger(entry.place, [...path, 'place'], report, { min: 1 });
  if (entry.roundsPlayed !== undefined) {
    const bounds = context.rounds === undefined ? { min: 0 } : { min: 0, max: context.rounds };
    checkInteger(entry.roundsPlayed, [...path, 'roundsPlayed'], report, bounds);
  }
  return valid ? (entry.place as number) : undefined;
}

/**
 * Reports every place that lies inside a range of shared places: k players sharing place
 * p occupy p … p + k − 1, so nobody else may stand there (`1, 2, 2, 3`: 3 is taken).
 */
function checkSharedRanges(places: readonly (number | undefined)[], path: ErrorPath, report: Report): void {
  const counts = new Map<number, number>();
  for (const place of places) if (place !== undefined) counts.set(place, (counts.get(place) ?? 0) + 1);
  const inside = new Map<number, number>();
  for (const [shared, count] of counts) {
    for (let occupied = shared + 1; occupied < shared + count; occupied++) {
      if (counts.has(occupied) && !inside.has(occupied)) inside.set(occupied, shared);
    }
  }
  if (inside.size === 0) return;
  for (const [index, place] of places.entries()) {
    const shared = place === undefined ? undefined : inside.get(place);
    if (shared === undefined) continue;
    const count = counts.get(shared) as number;
    const text = `${place} lies inside the places ${shared}–${shared + count - 1} shared by ${count} players`;
    report(problemAt('PLACE_INSIDE_SHARED_RANGE', [...path, index, 'place'], place, text));
  }
}

/** Checks a tournament's standings. */
function checkStandings(
  standings: unknown,
  path: ErrorPath,
  context: StandingsContext,
  report: Report,
): void {
  if (!checkList(standings, path, report)) return;
  const placedAt = new Map<string, number>();
  const places: (number | undefined)[] = [];
  for (let index = 0; index < standings.length; index++) {
    places.push(checkLine(standings[index], [...path, index], context, placedAt, report));
  }
  checkSharedRanges(places, path, report);
}

/** Checks one tournament; returns its id when it is a usable one. */
function checkTournament(
  tournament: unknown,
  path: ErrorPath,
  playerIds: ReadonlySet<string> | undefined,
  report: Report,
): string | undefined {
  if (!checkRecord(tournament, path, report)) return undefined;
  checkFields(tournament, TOURNAMENT_FIELDS, path, report, ['id', 'kind', 'startDate', 'rounds']);
  const { id, rounds } = tournament;
  const validId = id !== undefined && checkString(id, [...path, 'id'], report);
  if (tournament.name !== undefined) checkString(tournament.name, [...path, 'name'], report);
  if (tournament.kind !== undefined) checkOneOf(tournament.kind, TOURNAMENT_KINDS, [...path, 'kind'], report);
  if (tournament.startDate !== undefined) checkDate(tournament.startDate, [...path, 'startDate'], report);
  const validRounds = rounds !== undefined && checkInteger(rounds, [...path, 'rounds'], report, { min: 1 });
  if (tournament.standings !== undefined) {
    const context = { tournamentId: id, rounds: validRounds ? (rounds as number) : undefined, playerIds };
    checkStandings(tournament.standings, [...path, 'standings'], context, report);
  }
  return validId ? (id as string) : undefined;
}

/** Checks the tournaments: each on its own, each id once. */
function checkTournaments(
  tournaments: unknown,
  playerIds: ReadonlySet<string> | undefined,
  report: Report,
): void {
  if (!checkList(tournaments, ['tournaments'], report)) return;
  checkIds(
    tournaments,
    'tournaments',
    (tournament, path) => checkTournament(tournament, path, playerIds, report),
    report,
  );
}

/** Checks a whole season, reporting every problem in document order. */
function checkSeason(season: unknown, report: Report): void {
  if (!checkRecord(season, [], report)) return;
  checkFields(season, SEASON_FIELDS, [], report, ['players', 'tournaments']);
  if (season.$schema !== undefined) checkString(season.$schema, ['$schema'], report);
  const playerIds = checkPlayers(season.players, report);
  if (season.ratingList !== undefined)
    checkTextList(season.ratingList, ['ratingList'], report, 'on the rating list');
  if (season.tournaments !== undefined) checkTournaments(season.tournaments, playerIds, report);
}

/**
 * Checks a season and returns every problem at once (for forms): unknown fields (with the
 * nearest known one suggested), missing fields, values of the wrong type, ids used twice
 * or never defined, players placed twice, places inside a range of shared places, rounds
 * played above the rounds, memberships that end before they start. `extra` may hold the
 * caller's own data on any object.
 *
 * @category Documents
 * @param season - the season as typed or loaded
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`, each a `MindsportError` with a path
 * @example
 * ```ts
 * import { validateGrandPrixSeason } from 'mindsport/grandprix';
 * const result = validateGrandPrixSeason({
 *   players: [{ id: 'ola', memberships: [], citizenOrResident: true }],
 *   tournaments: [{ id: 'x', kind: 'blitz', startDate: '2025-01-01', rounds: 0, standings: [{ player: 'kari', place: 1 }] }],
 * });
 * console.log(result.problems.map((problem) => problem.message));
 * // [ 'tournaments[0].kind: "blitz" is not one of regular, nationalChampionship, lightning, participationOnly', 'tournaments[0].rounds: 0 is outside 1…∞', `tournaments[0].standings[0].player: "kari" is not a player's id` ]
 * ```
 */
export function validateGrandPrixSeason(season: unknown): Validation<GrandPrixSeason> {
  return collectProblems((report) => {
    checkSeason(season, report);
    return season as GrandPrixSeason;
  });
}

/**
 * Checks a season and throws its first problem, carrying them all in `problems`.
 *
 * @category Documents
 * @param season - the season
 * @returns the same season, typed
 * @throws {@link mindsport!MindsportError} the first problem {@link validateGrandPrixSeason} finds
 * @example
 * ```ts
 * import { assertGrandPrixSeason } from 'mindsport/grandprix';
 * const season = assertGrandPrixSeason({ players: [], tournaments: [] });
 * console.log(season.tournaments.length); // 0
 * ```
 */
export function assertGrandPrixSeason(season: unknown): GrandPrixSeason {
  return unwrapValidation(validateGrandPrixSeason(season));
}

/**
 * @internal The season as it stood right after one tournament (a valid id): later
 * tournaments lose their standings and count as still to be played (spec decision 4: the
 * planned list, and so the counted number, stays the same).
 */
export function seasonAfter(season: GrandPrixSeason, tournamentId: string): GrandPrixSeason {
  const ordered = tournamentsInOrder(season);
  const index = ordered.findIndex((tournament) => tournament.id === tournamentId);
  const later = new Set(ordered.slice(index + 1).map((tournament) => tournament.id));
  return {
    ...season,
    tournaments: season.tournaments.map((tournament) => {
      if (!later.has(tournament.id) || tournament.standings === undefined) return tournament;
      const { standings: _dropped, ...planned } = tournament;
      return planned;
    }),
  };
}
