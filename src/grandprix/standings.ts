/**
 * The Grand Prix season standings (seed 000 §29–§34) and the explanation of a total.
 *
 * @module
 */
import { checkString, Fraction, problemAt, show, THROW } from '../core/internal.js';
import { checkArguments } from './arguments.js';
import { freezeResult } from './freeze.js';
import type { GrandPrixPlacedRow } from './row.js';
import { type GrandPrixRules, NGP, type ResolvedRules } from './rules.js';
import { type GrandPrixSeason, seasonAfter } from './season.js';
import { type OrderedPlayer, orderByTieBreaks } from './ties.js';
import {
  computeTotals,
  type GrandPrixTotal,
  type GrandPrixTournamentResult,
  type PlayerTotal,
} from './total.js';

/**
 * One row of the season standings: the common place fields (the table place, §34 table
 * keys, ties left shared; `decidedBy` is `'total'` or `'countedPlaces'`), the total with
 * every result marked (§33) and the §34 key, the selection order and an explanation.
 *
 * @category Standings
 */
export interface GrandPrixStandingsRow extends GrandPrixPlacedRow, GrandPrixTotal {
  /** Place in the selection order (§34 all keys; spec decision 7), used for §36–§38. */
  readonly selectionPlace: number;
  /** Last place of a shared selection place (left undecided after every key). */
  readonly selectionLastPlace: number;
  /** `'3'` or `'3–4'` in the selection order. */
  readonly selectionPlaceLabel: string;
  /** What separated the row from the one above in the selection order, else `null`. */
  readonly selectionDecidedBy: string | null;
  /** A sentence a website can show: which results count, which are dropped, and the sum. */
  readonly explanation: string;
}

/**
 * The season standings (seed 000 §29–§34), as published after any tournament.
 *
 * @category Standings
 */
export interface GrandPrixStandings {
  /** The rules' name. */
  readonly rules: string;
  /**
   * The last tournament counted (season order): the `afterTournament` option when given,
   * else the last tournament with standings; `null` when none has standings yet.
   */
  readonly afterTournament: string | null;
  /** Rows in table order; a shared place lists its players in selection order. */
  readonly rows: readonly GrandPrixStandingsRow[];
  /** NGP tournaments on the season's list, played or planned (spec decision 4). */
  readonly plannedNgpTournaments: number;
  /** How many NGP results count in full (§33: round(2/3 × planned)). */
  readonly countedTournaments: number;
  /** Ids of the tournaments with standings, in season order: the table's tournament columns. */
  readonly playedTournaments: readonly string[];
  /** Ids of the tournaments still to be played, in season order. */
  readonly remainingTournaments: readonly string[];
  /** The name of every tournament of the season by its id (the id when the season gives none): the table's headers. */
  readonly tournamentNames: Readonly<Record<string, string>>;
}

/**
 * Options of {@link grandPrixStandings}.
 *
 * @category Standings
 */
export interface GrandPrixStandingsOptions {
  /** The standings right after this tournament (its id, season order); later results are left out. */
  readonly afterTournament?: string;
}

function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
}

/**
 * The sentence builder for one table. A sentence lists the counted results with their
 * points, the dropped NGP results and what they still give, participation-only points,
 * ineligible results with the reason, and the sum (seed 000 §30–§33).
 */
function explainer(countedTournaments: number, name: (id: string) => string): (total: PlayerTotal) => string {
  const textOf = (value: Fraction): string => value.format();
  const placeOf = (result: GrandPrixTournamentResult): string => {
    if (result.eligiblePlace === null) return `place ${result.place}`;
    return result.eligibleLastPlace !== result.eligiblePlace
      ? `shared ${ordinal(result.eligiblePlace)}–${ordinal(result.eligibleLastPlace as number)}`
      : ordinal(result.eligiblePlace);
  };
  const countedHead = `Counted (best ${countedTournaments} NGP ${countedTournaments === 1 ? 'result' : 'results'}): `;
  return (total) => {
    let counted = '';
    let extra = '';
    let extraEach: Fraction | undefined;
    let participation = '';
    let ineligible = '';
    for (const result of total.results) {
      const tournament = name(result.tournamentId);
      switch (result.status) {
        case 'counted':
          counted += `${counted === '' ? '' : ' + '}${tournament} ${placeOf(result)} ${textOf(result.points)}`;
          break;
        case 'extra':
          extraEach ??= result.awarded;
          extra += `${extra === '' ? '' : ', '}${tournament} ${placeOf(result)} (${textOf(result.points)})`;
          break;
        case 'participation':
          participation += `${participation === '' ? '' : ' + '}${tournament} ${textOf(result.points)}`;
          break;
        default:
          ineligible += `${ineligible === '' ? '' : ', '}${tournament} (${result.reasons.join(', ')})`;
      }
    }
    let text = '';
    if (counted !== '') text += `${countedHead}${counted} = ${textOf(total.countedPoints)}. `;
    if (extraEach !== undefined)
      text += `Dropped, ${textOf(extraEach)} participation points each: ${extra} = ${textOf(total.extraPoints)}. `;
    if (participation !== '')
      text += `Participation-only: ${participation} = ${textOf(total.participationPoints)}. `;
    if (ineligible !== '') text += `No points (not eligible): ${ineligible}. `;
    return `${text}Total ${textOf(total.total)}.`;
  };
}

/**
 * @internal Reads the `afterTournament` option: absent, or the id of a tournament of the
 * (valid) season — `NOT_A_STRING`, `UNKNOWN_ID` at `['options', 'afterTournament']`.
 */
export function readAfterTournament(season: GrandPrixSeason, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const path = ['options', 'afterTournament'];
  checkString(value, path, THROW);
  if (!season.tournaments.some((tournament) => tournament.id === value)) {
    THROW(problemAt('UNKNOWN_ID', path, value, `${show(value)} is not a tournament's id`));
  }
  return value as string;
}

/** @internal The standings of a valid season with resolved rules (not frozen). */
export function buildStandings(
  season: GrandPrixSeason,
  resolved: ResolvedRules,
  afterTournament: string | undefined,
): GrandPrixStandings {
  const effective = afterTournament === undefined ? season : seasonAfter(season, afterTournament);
  const { totals, ...summary } = computeTotals(effective, resolved);
  const ratingList = season.ratingList ?? [];
  const kinds = (tieBreaks: GrandPrixRules['tableTieBreaks']) => tieBreaks.map((tieBreak) => tieBreak.kind);
  const table = orderByTieBreaks(totals, kinds(resolved.rules.tableTieBreaks), ratingList);
  const selection = orderByTieBreaks(totals, kinds(resolved.rules.selectionTieBreaks), ratingList);
  const selectionIndex = new Map<string, number>();
  for (const [index, entry] of selection.entries()) selectionIndex.set(entry.playerId, index);
  const byId = new Map<string, PlayerTotal>();
  for (const total of totals) byId.set(total.playerId, total);
  const playerNames = new Map<string, string>();
  for (const player of season.players) playerNames.set(player.id, player.name ?? player.id);
  const tournamentNames = new Map<string, string>();
  for (const tournament of season.tournaments)
    tournamentNames.set(tournament.id, tournament.name ?? tournament.id);
  const explain = explainer(summary.countedTournaments, (id) => tournamentNames.get(id) ?? id);
  // The table place's decisive key, shown on the first row listed for it.
  const groupDecidedBy = new Map<number, string | null>();
  for (const entry of table) if (entry.decidedBy !== null) groupDecidedBy.set(entry.place, entry.decidedBy);
  // Table order; a shared table place lists its players in selection order.
  const ordered = table
    .map((entry) => ({ entry, selection: selectionIndex.get(entry.playerId) as number }))
    .sort((a, b) => a.entry.place - b.entry.place || a.selection - b.selection);
  const rows = ordered.map(({ entry, selection: selectionAt }, index): GrandPrixStandingsRow => {
    const firstOfPlace =
      index === 0 || (ordered[index - 1] as { entry: OrderedPlayer }).entry.place !== entry.place;
    const total = byId.get(entry.playerId) as PlayerTotal;
    const chosen = selection[selectionAt] as OrderedPlayer;
    return {
      place: entry.place,
      lastPlace: entry.lastPlace,
      placeLabel: entry.placeLabel,
      shared: entry.shared,
      playerId: total.playerId,
      name: playerNames.get(entry.playerId) ?? entry.playerId,
      decidedBy: firstOfPlace ? (groupDecidedBy.get(entry.place) ?? null) : null,
      total: total.total,
      countedPoints: total.countedPoints,
      extraPoints: total.extraPoints,
      participationPoints: total.participationPoints,
      countedPlaces: total.countedPlaces,
      results: total.results,
      selectionPlace: chosen.place,
      selectionLastPlace: chosen.lastPlace,
      selectionPlaceLabel: chosen.placeLabel,
      selectionDecidedBy: chosen.decidedBy,
      explanation: explain(total),
    };
  });
  const played = summary.playedTournaments;
  return {
    rules: resolved.rules.name,
    afterTournament: afterTournament ?? played[played.length - 1] ?? null,
    rows,
    ...summary,
    tournamentNames: Object.fromEntries(tournamentNames),
  };
}

/**
 * The season standings (seed 000 §29–§34): every player with an eligible result, ranked by
 * total then the rules' table tie-breaks (NGP: counted 1st places, 2nd places, …; ties left
 * are shared), each row with its counted and dropped results marked, the §34 key, the
 * selection order (all §34 keys) and an explanation. With `afterTournament`, the standings
 * as they stood right after that tournament (the counted number still uses the planned list).
 *
 * @category Standings
 * @param season - the season (validated first)
 * @param rules - the rules, default {@link NGP}
 * @param options - `afterTournament`
 * @returns the standings, frozen
 * @throws {@link mindsport!MindsportError} the problems of the season, the rules and the options (`UNKNOWN_OPTION`, `UNKNOWN_ID` for an `afterTournament` that is not a tournament's id)
 * @example
 * ```ts
 * import { grandPrixStandings } from 'mindsport/grandprix';
 * const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
 * const standings = grandPrixStandings({
 *   players: [member('anne'), member('bjørn')],
 *   tournaments: [
 *     { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7,
 *       standings: [{ player: 'anne', place: 1 }, { player: 'bjørn', place: 2 }] },
 *     { id: 'nm', kind: 'nationalChampionship', startDate: '2025-05-20', rounds: 11,
 *       standings: [{ player: 'bjørn', place: 1 }, { player: 'anne', place: 2 }] },
 *   ],
 * });
 * console.log(standings.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.total}`)); // [ '1 bjørn 20', '2 anne 17' ]
 * console.log(standings.rules, standings.afterTournament); // Norsk Grand Prix (NOF) nm
 * ```
 */
export function grandPrixStandings(
  season: GrandPrixSeason,
  rules: GrandPrixRules = NGP,
  options: GrandPrixStandingsOptions = {},
): GrandPrixStandings {
  const {
    season: checked,
    resolved,
    options: read,
  } = checkArguments<GrandPrixStandingsOptions>(season, rules, options, ['afterTournament']);
  const afterTournament = readAfterTournament(checked, read.afterTournament);
  return freezeResult(buildStandings(checked, resolved, afterTournament));
}

/**
 * Options of {@link grandPrixExplanation}.
 *
 * @category Standings
 */
export interface GrandPrixExplanationOptions {
  /** The player whose total is explained (an id of the season's players; required). */
  readonly playerId: string;
  /** The total as it stood right after this tournament. */
  readonly afterTournament?: string;
}

/**
 * The explanation of one player's total.
 *
 * @category Standings
 */
export interface GrandPrixExplanation {
  /** The rules' name. */
  readonly rules: string;
  /** The last tournament counted, as in {@link GrandPrixStandings.afterTournament}. */
  readonly afterTournament: string | null;
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id when the season gives none. */
  readonly name: string;
  /** The player's season total (0 without an eligible result). */
  readonly total: Fraction;
  /** How many NGP results count (§33). */
  readonly countedTournaments: number;
  /** The player's results, in season order (empty without an eligible result). */
  readonly results: readonly GrandPrixTournamentResult[];
  /** The sentence: counted results, dropped ones, participation, ineligible ones, the sum. */
  readonly explanation: string;
}

/**
 * Explains a player's total (seed 000 §30–§33): the counted results with their points, the
 * dropped NGP results and what they still give, participation-only points, ineligible
 * results with the reason, and the sum — the `explanation` of the player's standings row.
 * A player without an eligible result has no row: the total is 0.
 *
 * @category Standings
 * @param season - the season (validated first)
 * @param rules - the rules, default {@link NGP}
 * @param options - `playerId` (required) and `afterTournament`
 * @returns the explanation, frozen
 * @throws {@link mindsport!MindsportError} the problems of the season, the rules and the options (`MISSING_FIELD`, `UNKNOWN_ID` for `playerId`)
 * @example
 * ```ts
 * import { grandPrixExplanation } from 'mindsport/grandprix';
 * const anne = { id: 'anne', citizenOrResident: true, memberships: [{ from: '2020-01-01' }] };
 * const season = { players: [anne], tournaments: [
 *   { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7, standings: [{ player: 'anne', place: 1 }] },
 * ] } as const;
 * console.log(grandPrixExplanation(season, undefined, { playerId: 'anne' }).explanation);
 * // Counted (best 1 NGP result): oslo 1st 12 = 12. Total 12.
 * ```
 */
export function grandPrixExplanation(
  season: GrandPrixSeason,
  rules: GrandPrixRules = NGP,
  options: GrandPrixExplanationOptions,
): GrandPrixExplanation {
  const {
    season: checked,
    resolved,
    options: read,
  } = checkArguments<GrandPrixExplanationOptions>(season, rules, options, ['playerId', 'afterTournament']);
  const playerId = readPlayerId(checked, read.playerId, ['options', 'playerId']);
  const standings = buildStandings(checked, resolved, readAfterTournament(checked, read.afterTournament));
  const row = standings.rows.find((entry) => entry.playerId === playerId);
  const name = checked.players.find((player) => player.id === playerId)?.name ?? playerId;
  return freezeResult({
    rules: standings.rules,
    afterTournament: standings.afterTournament,
    playerId,
    name,
    total: row?.total ?? Fraction.ZERO,
    countedTournaments: standings.countedTournaments,
    results: row?.results ?? [],
    explanation: row?.explanation ?? 'No eligible result. Total 0.',
  });
}

/**
 * @internal Reads a required player id option: `MISSING_FIELD`, `NOT_A_STRING`,
 * `UNKNOWN_ID` at `path`.
 */
export function readPlayerId(
  season: GrandPrixSeason,
  value: unknown,
  path: readonly (string | number)[],
): string {
  if (value === undefined) THROW(problemAt('MISSING_FIELD', path, undefined, 'is missing'));
  checkString(value, path, THROW);
  if (!season.players.some((player) => player.id === value)) {
    THROW(problemAt('UNKNOWN_ID', path, value, `${show(value)} is not a player's id`));
  }
  return value as string;
}
