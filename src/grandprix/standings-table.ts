/**
 * The Grand Prix season table laid out as a core `StandingsTable`, so a federation website
 * renders the same table as the `mindsport grandprix standings` command (core
 * `formatTable`: text, Markdown, CSV or HTML), counted and dropped results marked.
 *
 * @module
 */
import type { StandingsTable, TableCell, TableRow as TableLine } from '../core/internal.js';
import type { GrandPrixTable } from './table.js';
import type { ResultStatus } from './total.js';

/** Options of {@link grandPrixStandingsTable}. */
export interface GrandPrixStandingsTableOptions {
  /** Add a last column `Explanation` with each row's sentence ({@link TableRow.explanation}). Default false. */
  readonly explanations?: boolean;
}

/** HTML classes of a result cell by its status (§33: counted, dropped but worth extra points, …). */
const STATUS_CLASSES: Readonly<Record<ResultStatus, readonly string[]>> = {
  counted: ['counted'],
  extra: ['dropped', 'extra'],
  participation: ['participation'],
  ineligible: ['ineligible'],
};

/**
 * Lays out the season table ({@link grandPrixTable}, seed 000 §29–§34) as a table: place
 * (shared places as `3–4`), name, total (§33), then one column per played tournament in
 * season order with what the result adds: a counted result its points, a dropped NGP
 * result `(points) +extra` (§33), a participation-only result its points (§32), an
 * ineligible one `0`. In HTML each result cell carries the class `counted`,
 * `dropped extra`, `participation` or `ineligible` and a `title` with the status and
 * place; an empty cell means the player did not play that tournament.
 *
 * @param table - the result of {@link grandPrixTable}
 * @param options - whether to add the explanation column
 * @returns the table, rows in table order
 * @throws never; the table is trusted as computed
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * import { grandPrixStandingsTable, grandPrixTable } from 'mindsport/grandprix';
 * const member = { citizenOrResident: true, memberships: [{ from: '2020-01-01' }] };
 * const season = {
 *   players: [{ id: 'anne', ...member }, { id: 'kari', ...member }],
 *   tournaments: [
 *     { id: 'oslo', kind: 'regular' as const, startDate: '2025-01-11', rounds: 7,
 *       standings: [{ player: 'anne', place: 1 }, { player: 'kari', place: 2 }] },
 *   ],
 * };
 * const table = grandPrixStandingsTable(grandPrixTable(season));
 * console.log(formatTable(table, 'csv').split('\r\n').slice(0, 2).join(' | ')); // Place,Player,Total,oslo | 1,anne,12,12
 * ```
 */
export function grandPrixStandingsTable(
  table: GrandPrixTable,
  options: GrandPrixStandingsTableOptions = {},
): StandingsTable {
  const tournaments = table.playedTournaments;
  const explanations = options.explanations === true;
  return {
    caption: `Grand Prix table, best ${table.countedTournaments} of ${table.plannedNgpTournaments} NGP results count${table.after === null ? '' : `, after ${table.after}`}`,
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Total', align: 'right', key: 'total' },
      ...tournaments.map((id) => ({ header: id, align: 'right' as const, key: `tournament-${id}` })),
      ...(explanations ? [{ header: 'Explanation', key: 'explanation' }] : []),
    ],
    rows: table.rows.map((row): TableLine => {
      const cells = tournaments.map((id): TableCell => {
        const found = row.results.find((entry) => entry.tournament === id);
        if (found === undefined) return { text: '' };
        return {
          text: found.status === 'extra' ? `(${found.points}) +${found.awarded}` : found.awarded.toString(),
          classes: STATUS_CLASSES[found.status],
          title: `${found.status}, place ${found.place}`,
        };
      });
      return {
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [row.name, row.total.toString(), ...cells, ...(explanations ? [row.explanation] : [])],
      };
    }),
  };
}
