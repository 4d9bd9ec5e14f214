import { checkString, type Fraction, readOptions, THROW } from '../core/internal.js';
import { type GrandPrixConfig, NGP } from './config.js';
import { requireSeason, type SeasonScan } from './scan.js';
import { type GrandPrixSeason, seasonAfter } from './season.js';
import { type OrderedPlayer, orderByTieBreaks } from './ties.js';
import { computeTotals, type PlayerTotal, type SeasonResult, type SeasonTotals } from './total.js';

/** One row of the season table: the total, every result marked, and both orders. */
export interface TableRow extends PlayerTotal {
  /** The player's display name (from the season's players), else the id. */
  readonly name: string;
  /** Table place (seed 000 §34 table keys; ties left are shared). */
  readonly place: number;
  /** Last place of a shared table place. */
  readonly lastPlace: number;
  /** True when the table place is shared. */
  readonly shared: boolean;
  /** `'3'` or `'3–4'`. */
  readonly placeLabel: string;
  /** What separated the row from the one above in the table (`'total'`, `'countedPlaces'`), else `null`. */
  readonly decidedBy: string | null;
  /** Place in the selection order (§34 all keys; decision 7), used for §36–§38. */
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

/** The season table (seed 000 §29–§34), as published after any tournament. */
export interface GrandPrixTable extends Omit<SeasonTotals, 'totals'> {
  /** The last tournament included (live tables), or `null` for the whole season so far. */
  readonly after: string | null;
  /** Table rows in table order; a shared place lists its players in selection order. */
  readonly rows: readonly TableRow[];
}

/** Options of {@link grandPrixTable}. */
export interface TableOptions {
  /** The configuration, default {@link NGP}. */
  readonly config?: GrandPrixConfig;
  /** Standings right after this tournament (season order); later results are ignored. */
  readonly after?: string;
}

const DECIMAL_DENOMINATORS = new Set([2, 4, 5, 8, 10, 16, 20, 25, 40, 50, 100]);

/** Exact text of a points value (`12`, `10.5`, `25/6`), without BigInt for the common cases. */
function pointsText(value: Fraction): string {
  const { numerator, denominator } = value;
  if (typeof numerator === 'number' && Math.abs(numerator) < 1e9) {
    if (denominator === 1) return String(numerator);
    if (typeof denominator === 'number' && DECIMAL_DENOMINATORS.has(denominator))
      return String(numerator / denominator);
  }
  return value.format();
}

function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
}

/**
 * A sentence explaining a player's total: the counted results with their points, the
 * dropped NGP results and what they still give, participation-only points, ineligible
 * results with the reason, and the sum (seed 000 §30–§33).
 *
 * @param total - the player's total
 * @param countedTournaments - how many NGP results count
 * @param names - display names of tournaments by id (default: the ids)
 * @returns the explanation
 * @example
 * ```ts
 * import { explainTotal, seasonTotals } from 'mindsport/grandprix';
 * const anne = { id: 'anne', citizenOrResident: true, memberships: [{ from: '2020-01-01' }] };
 * const totals = seasonTotals({ players: [anne], tournaments: [
 *   { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7, standings: [{ player: 'anne', place: 1 }] },
 * ] });
 * console.log(explainTotal(totals.totals[0]!, totals.countedTournaments));
 * // Counted (best 1 NGP result): oslo 1st 12 = 12. Total 12.
 * ```
 */
export function explainTotal(
  total: PlayerTotal,
  countedTournaments: number,
  names: Readonly<Record<string, string>> = {},
): string {
  return explainer(countedTournaments, (id) => names[id] ?? id)(total);
}

/**
 * The {@link explainTotal} sentence builder for one table: texts of places and tournament
 * names are made once and reused across its rows.
 */
function explainer(
  countedTournaments: number,
  nameOf: (id: string) => string,
): (total: PlayerTotal) => string {
  const textOf = pointsText;
  const names = new Map<string, string>();
  const name = (id: string): string => {
    let text = names.get(id);
    if (text === undefined) names.set(id, (text = nameOf(id)));
    return text;
  };
  const ordinals: string[] = [];
  const ordinalOf = (place: number): string => ordinals[place] ?? (ordinals[place] = ordinal(place));
  const placeOf = (result: SeasonResult): string => {
    if (result.eligiblePlace === null) return `place ${result.place}`;
    return result.eligibleLastPlace !== result.eligiblePlace
      ? `shared ${ordinalOf(result.eligiblePlace)}–${ordinalOf(result.eligibleLastPlace as number)}`
      : ordinalOf(result.eligiblePlace);
  };
  const countedHead = `Counted (best ${countedTournaments} NGP ${countedTournaments === 1 ? 'result' : 'results'}): `;
  return (total) => {
    let counted = '';
    let extra = '';
    let extraEach: Fraction | undefined;
    let participation = '';
    let ineligible = '';
    for (const result of total.results) {
      switch (result.status) {
        case 'counted':
          counted += `${counted === '' ? '' : ' + '}${name(result.tournament)} ${placeOf(result)} ${textOf(result.points)}`;
          break;
        case 'extra':
          extraEach ??= result.awarded;
          extra += `${extra === '' ? '' : ', '}${name(result.tournament)} ${placeOf(result)} (${textOf(result.points)})`;
          break;
        case 'participation':
          participation += `${participation === '' ? '' : ' + '}${name(result.tournament)} ${textOf(result.points)}`;
          break;
        default:
          ineligible += `${ineligible === '' ? '' : ', '}${name(result.tournament)} (${result.reasons.join(', ')})`;
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
 * The season table (seed 000 §29–§34): every player with an eligible result, ranked by
 * total then the configured table tie-breaks (NGP: counted 1st places, 2nd places, …;
 * ties left are shared), each row with its counted and dropped results marked, the §34
 * keys, the selection order (all §34 keys) and an explanation. With `after`, the table as
 * it stood right after that tournament (the counted number still uses the planned list).
 *
 * @param season - the season (validated first)
 * @param options - configuration and `after`
 * @returns the table
 * @throws {@link MindsportError} every problem {@link validateSeason} finds; `UNKNOWN_TOURNAMENT` for a bad `after`
 * @example
 * ```ts
 * import { grandPrixTable } from 'mindsport/grandprix';
 * const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
 * const table = grandPrixTable({
 *   players: [member('anne'), member('bjørn')],
 *   tournaments: [
 *     { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7,
 *       standings: [{ player: 'anne', place: 1 }, { player: 'bjørn', place: 2 }] },
 *     { id: 'nm', kind: 'nationalChampionship', startDate: '2025-05-20', rounds: 11,
 *       standings: [{ player: 'bjørn', place: 1 }, { player: 'anne', place: 2 }] },
 *   ],
 * });
 * console.log(table.rows.map((row) => `${row.placeLabel} ${row.player} ${row.total}`)); // [ '1 bjørn 20', '2 anne 17' ]
 * ```
 */
export function grandPrixTable(season: GrandPrixSeason, options: TableOptions = {}): GrandPrixTable {
  const { config = NGP, after } = readOptions<TableOptions>(options, ['config', 'after']);
  if (after !== undefined) checkString(after, ['options', 'after'], THROW, true);
  const scan = requireSeason(season);
  return buildTable(season, config, after, after === undefined ? scan : undefined);
}

/** @internal The table of a validated season (its scan, when given, must be of the effective season). */
export function buildTable(
  season: GrandPrixSeason,
  config: GrandPrixConfig,
  after?: string,
  scan?: SeasonScan,
): GrandPrixTable {
  const effective = after === undefined ? season : seasonAfter(season, after);
  const { totals, ...summary } = computeTotals(effective, config, scan ?? requireSeason(effective));
  const ratingList = season.ratingList ?? [];
  const table = orderByTieBreaks(totals, config.tableTieBreaks, ratingList);
  const selection = orderByTieBreaks(totals, config.selectionTieBreaks, ratingList);
  const selectionIndex = new Map<string, number>();
  for (let index = 0; index < selection.length; index++)
    selectionIndex.set((selection[index] as OrderedPlayer).player, index);
  const byId = new Map<string, PlayerTotal>();
  for (const total of totals) byId.set(total.player, total);
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
    .map((entry) => ({ entry, selection: selectionIndex.get(entry.player) as number }))
    .sort((a, b) => a.entry.place - b.entry.place || a.selection - b.selection);
  const rows: TableRow[] = new Array(ordered.length);
  for (let index = 0; index < ordered.length; index++) {
    const { entry, selection: selectionAt } = ordered[index] as { entry: OrderedPlayer; selection: number };
    const firstOfPlace =
      index === 0 || (ordered[index - 1] as { entry: OrderedPlayer }).entry.place !== entry.place;
    const total = byId.get(entry.player) as PlayerTotal;
    const chosen = selection[selectionAt] as OrderedPlayer;
    // Listed field by field: a spread followed by a dozen more keys is many times slower in V8.
    rows[index] = {
      player: total.player,
      total: total.total,
      countedPoints: total.countedPoints,
      extraPoints: total.extraPoints,
      participationPoints: total.participationPoints,
      countedPlaces: total.countedPlaces,
      results: total.results,
      name: playerNames.get(entry.player) ?? entry.player,
      place: entry.place,
      lastPlace: entry.lastPlace,
      shared: entry.shared,
      placeLabel: entry.placeLabel,
      decidedBy: firstOfPlace ? (groupDecidedBy.get(entry.place) ?? null) : null,
      selectionPlace: chosen.place,
      selectionLastPlace: chosen.lastPlace,
      selectionPlaceLabel: chosen.placeLabel,
      selectionDecidedBy: chosen.decidedBy,
      explanation: explain(total),
    };
  }
  return { ...summary, after: after ?? null, rows };
}
