/**
 * The standings of a draughts tournament (seed 004 "Eindstand"; spec §3).
 *
 * @module
 */
import { barrageNeed, type DraughtsBarrageNeed } from './barrage.js';
import {
  type DraughtsRoundOptions,
  type DraughtsRowStart,
  type EventRow,
  freezeResult,
  type PreparedEvent,
  prepareEvent,
  rowStart,
} from './event.js';
import { type DraughtsTotals, placeGroups } from './ranking.js';
import { type DraughtsCriterionKind, type DraughtsRules, KNDB } from './rules.js';

/**
 * A player's line in the standings: the common fields, then the totals.
 *
 * @category Standings
 */
export interface DraughtsStandingsRow extends DraughtsRowStart, DraughtsTotals {
  /** The criterion that separated the row from the row above (`'points'`, `'saldo'`), or null. */
  readonly decidedBy: DraughtsCriterionKind | null;
}

/**
 * Players equal on every criterion, and the places they share.
 *
 * @category Standings
 */
export interface DraughtsTie {
  /** The players' ids, in input order (spec §6 Decision 3). */
  readonly players: readonly string[];
  /** The first place they share. */
  readonly place: number;
  /** The last place they share. */
  readonly lastPlace: number;
}

/**
 * The standings of a draughts tournament (seed 004 "Eindstand").
 *
 * @category Standings
 */
export interface DraughtsStandings {
  /** The rules' name (`'KNDB'`). */
  readonly rules: string;
  /** The round the standings stand after: the option, else the last round a game names (null when none does). */
  readonly afterRound: number | null;
  /** Every player, best first; input order inside a tie. */
  readonly rows: readonly DraughtsStandingsRow[];
  /** Every group of two or more players still equal after every criterion. */
  readonly ties: readonly DraughtsTie[];
  /**
   * The barrages needed as the standings stand, one per tie a barrage rule applies to
   * (spec §6 Decision 4); `draughtsBarrages` follows them with the games played.
   */
  readonly barrages: readonly DraughtsBarrageNeed[];
  /**
   * The ids of the best-placed players not yet qualified for the world championship (seed
   * "Rechten": "De hoogst geëindigde, nog niet voor het wereldkampioenschap gekwalificeerde
   * speler plaatst zich voor het WK"): one when decided, several when tied — below place 3 no
   * barrage decides it (spec §6 Decision 4) —, empty when everyone is qualified.
   */
  readonly worldChampionshipCandidates: readonly string[];
}

/**
 * Options of {@link draughtsStandings}.
 *
 * @category Standings
 */
export type DraughtsStandingsOptions = DraughtsRoundOptions;

/**
 * Computes the standings of a draughts tournament: game points, then the plus/min saldo
 * (the rules' criteria), remaining ties reported, and the barrages needed where the rules
 * break a tie by one — for KNDB places 1, 2 (only with the WK place at stake) and 3 (seed 004
 * "Eindstand" 1–2b; spec §3, §6 Decisions 3–4). Who is already qualified for the world
 * championship comes from the players' `alreadyQualified`; a document that marks nobody means
 * nobody is qualified yet, so the WK place goes to the player on place 1 and a tie starting
 * at place 2 plays no barrage for place 2 (issue 23 §4).
 *
 * @category Standings
 * @param document - the tournament (players in the order kept inside a tie, and games)
 * @param rules - the rules (default {@link KNDB})
 * @param options - `afterRound`: count the games of rounds 1…N only
 * @returns the standings, frozen
 * @throws `MindsportError` for a bad document (first problem; all in `problems`):
 *   `UNKNOWN_ID`, `BAD_RESULT`, `SELF_PAIRING`, `DUPLICATE_GAME`, …; bad rules (`rules.…`
 *   paths); an unknown option (`UNKNOWN_OPTION`); `afterRound` that is not a round of the
 *   games (`BAD_OPTION`) or with a game without its round (`MISSING_FIELD`)
 * @example
 * ```ts
 * import { draughtsStandings } from 'mindsport/draughts';
 * const table = draughtsStandings({
 *   players: [{ id: 'ann', name: 'Ann' }, { id: 'bo', name: 'Bo' }, { id: 'cor', name: 'Cor' }],
 *   games: [
 *     { white: 'ann', black: 'bo', result: '1-1', round: 1 },
 *     { white: 'bo', black: 'cor', result: '2-0', round: 2 },
 *     { white: 'cor', black: 'ann', result: '0-2', round: 3 },
 *   ],
 * });
 * console.log(table.rules, table.afterRound, table.rows.map((row) => `${row.placeLabel} ${row.name} ${row.points}`));
 * // KNDB 3 [ '1–2 Ann 3', '1–2 Bo 3', '3 Cor 0' ]
 * console.log(table.barrages[0]?.players, table.barrages[0]?.forPlace); // [ 'ann', 'bo' ] 1
 * ```
 */
export function draughtsStandings(
  document: unknown,
  rules: DraughtsRules = KNDB,
  options: DraughtsStandingsOptions = {},
): DraughtsStandings {
  const { event } = prepareEvent<DraughtsStandingsOptions>(document, rules, options, ['afterRound']);
  const groups = placeGroups(event.rows);
  const ties = groups
    .filter((group) => group.ids.length > 1)
    .map((group) => ({ players: group.ids, place: group.place, lastPlace: group.lastPlace }));
  return freezeResult({
    rules: event.rules.name,
    afterRound: event.afterRound,
    rows: event.rows.map(standingsRow),
    ties,
    barrages: standingsBarrages(event),
    worldChampionshipCandidates: worldChampionshipCandidates(event),
  });
}

/** A row of the standings: the common fields first (API.md §4), then the totals. */
export function standingsRow(row: EventRow): DraughtsStandingsRow {
  return {
    ...rowStart(row.place, row.lastPlace, row.id, row.player.name),
    decidedBy: row.decidedBy,
    games: row.games,
    points: row.points,
    plus: row.plus,
    minus: row.minus,
    saldo: row.saldo,
    wins: row.wins,
    draws: row.draws,
    losses: row.losses,
    doubleForfeits: row.doubleForfeits,
  };
}

/** The barrage each tie needs as the standings stand (before any barrage game). */
function standingsBarrages(event: PreparedEvent): DraughtsBarrageNeed[] {
  const qualified = qualifiedIds(event);
  const needs: DraughtsBarrageNeed[] = [];
  const above: string[] = [];
  for (const group of placeGroups(event.rows)) {
    const need = barrageNeed(group.ids, group.place, above, qualified, event.rules);
    if (need !== null) needs.push(need);
    above.push(...group.ids);
  }
  return needs;
}

function qualifiedIds(event: PreparedEvent): Set<string> {
  return new Set(
    event.tournament.players.filter((player) => player.alreadyQualified).map((player) => player.id),
  );
}

function worldChampionshipCandidates(event: PreparedEvent): string[] {
  const qualified = qualifiedIds(event);
  const firstOpen = event.rows.find((row) => !qualified.has(row.id));
  if (firstOpen === undefined) return [];
  return event.rows
    .filter((row) => row.place === firstOpen.place && !qualified.has(row.id))
    .map((row) => row.id);
}
