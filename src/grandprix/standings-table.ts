/**
 * The Grand Prix season table laid out as a core `StandingsTable`, so a federation website
 * renders the same table as the `mindsport grandprix standings` command (core
 * `formatTable`: text, Markdown, CSV or HTML), counted and dropped results marked.
 *
 * @module
 */
import {
  checkBoolean,
  checkStandingsRows,
  type Fraction,
  numberCellWith,
  readTableOptions,
  type StandingsTable,
  type TableCell,
  type TableRow as TableLine,
  type TableNumberOptions,
  THROW,
  withoutEmptyColumns,
} from '../core/internal.js';
import type { GrandPrixStandings } from './standings.js';
import type { ResultStatus } from './total.js';

/**
 * Options of {@link grandPrixStandingsTable}.
 *
 * @category Tables and pictures
 */
export interface GrandPrixStandingsTableOptions extends TableNumberOptions {
  /** Add a last column `Explanation` with each row's sentence (`GrandPrixStandingsRow.explanation`). Default false. */
  readonly explanations?: boolean;
}

/** What separated a row from the one above, in words (the §34 keys by their rules names). */
const DECIDED_BY: Readonly<Record<string, string>> = {
  total: 'total',
  countedPlaces: 'counted places',
  lastCommonEvent: 'last common tournament',
  ratingList: 'rating list',
};

function decidedByText(kind: string): string {
  return Object.hasOwn(DECIDED_BY, kind) ? (DECIDED_BY[kind] as string) : kind;
}

/** HTML classes of a result cell by its status (§33: counted, dropped but worth extra points, …). */
const STATUS_CLASSES: Readonly<Record<ResultStatus, readonly string[]>> = {
  counted: ['counted'],
  extra: ['dropped', 'extra'],
  participation: ['participation'],
  ineligible: ['ineligible'],
};

/**
 * Lays out the season standings ({@link grandPrixStandings}, seed 000 §29–§34) as a table: place
 * (shared places as `3–4`), name, total (§33), then one column per played tournament in
 * season order with what the result adds: a counted result its points, a dropped NGP
 * result `(points) +extra` (§33), a participation-only result its points (§32), an
 * ineligible one `0`. In HTML each result cell carries the class `counted`,
 * `dropped extra`, `participation` or `ineligible` and a `title` with the status and
 * place; an empty cell means the player did not play that tournament.
 *
 * The tournament columns are headed by the tournaments' names (their ids when the season
 * gives none), in season order; `data-column` keeps the id (`tournament-oslo`). The last
 * column says what separated a row from the one above (`total`, `counted places`, §34);
 * a column empty on every row is left out. Points are shown as the rules publish them
 * (`2.5`; other values to `decimals` digits, default 2, the exact value kept in the cell).
 *
 * @category Tables and pictures
 * @param standings - the result of {@link grandPrixStandings}
 * @param options - whether to add the explanation column; `decimals`
 * @returns the table, rows in table order
 * @throws {@link mindsport!MindsportError} `NOT_AN_OBJECT` for standings or options that are not objects, `UNKNOWN_OPTION`, `NOT_A_BOOLEAN`, `NOT_AN_INTEGER`/`OUT_OF_RANGE` (decimals)
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * import { grandPrixStandings, grandPrixStandingsTable } from 'mindsport/grandprix';
 * const member = { citizenOrResident: true, memberships: [{ from: '2020-01-01' }] };
 * const season = {
 *   players: [{ id: 'anne', ...member }, { id: 'kari', ...member }],
 *   tournaments: [
 *     { id: 'oslo', name: 'Oslo Open', kind: 'regular' as const, startDate: '2025-01-11', rounds: 7,
 *       standings: [{ player: 'anne', place: 1 }, { player: 'kari', place: 2 }] },
 *   ],
 * };
 * const table = grandPrixStandingsTable(grandPrixStandings(season));
 * console.log(formatTable(table, 'csv').split('\r\n').slice(0, 2).join(' | ')); // Place,Player,Total,Oslo Open,Decided by | 1,anne,12,12,
 * ```
 */
export function grandPrixStandingsTable(
  standings: GrandPrixStandings,
  options: GrandPrixStandingsTableOptions = {},
): StandingsTable {
  checkStandingsRows(standings);
  const read = readTableOptions<GrandPrixStandingsTableOptions>(options, ['explanations', 'decimals']);
  if (read.explanations !== undefined) checkBoolean(read.explanations, ['options', 'explanations'], THROW);
  const explanations = read.explanations === true;
  const { decimals } = read;
  const shown = (value: Fraction): string => numberCellWith(value, decimals).text;
  const table = standings;
  const tournaments = table.playedTournaments;
  // A live table (tournaments still to come) says after which tournament it stands.
  const after =
    table.afterTournament !== null && table.remainingTournaments.length > 0
      ? `, after ${table.afterTournament}`
      : '';
  const name = (id: string): string =>
    Object.hasOwn(table.tournamentNames ?? {}, id) ? (table.tournamentNames[id] as string) : id;
  return withoutEmptyColumns({
    caption: `Grand Prix table, best ${table.countedTournaments} of ${table.plannedNgpTournaments} NGP results count${after}`,
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Total', numeric: true, key: 'total' },
      ...tournaments.map((id) => ({ header: name(id), numeric: true, key: `tournament-${id}` })),
      { header: 'Decided by', key: 'decidedBy', classes: ['decided-by'] },
      ...(explanations ? [{ header: 'Explanation', key: 'explanation' }] : []),
    ],
    rows: table.rows.map((row): TableLine => {
      const cells = tournaments.map((id): TableCell => {
        const found = row.results.find((entry) => entry.tournamentId === id);
        if (found === undefined) return { text: '' };
        const status = {
          classes: STATUS_CLASSES[found.status],
          title: `${found.status}, place ${found.place}`,
        };
        if (found.status !== 'extra') return { ...numberCellWith(found.awarded, decimals), ...status };
        return { text: `(${shown(found.points)}) +${shown(found.awarded)}`, ...status };
      });
      return {
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          row.name,
          numberCellWith(row.total, decimals),
          ...cells,
          row.decidedBy === null ? '' : decidedByText(row.decidedBy),
          ...(explanations ? [row.explanation] : []),
        ],
      };
    }),
  });
}
