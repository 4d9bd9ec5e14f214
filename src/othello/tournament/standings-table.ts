/**
 * Othello standings laid out as a core `StandingsTable`, so a federation website renders
 * the same table as the `mindsport othello standings` command (core `formatTable`: text,
 * Markdown, CSV or HTML).
 *
 * @module
 */
import {
  checkList,
  checkRecord,
  type Fraction,
  type StandingsTable,
  type TableRow,
  THROW,
} from '../../core/internal.js';
import type { OthelloStandings } from './standings.js';

function text(value: Fraction | undefined): string {
  return value === undefined ? '' : value.toString();
}

/**
 * Lays out Othello standings ({@link othelloStandings}) as a table: place (shared places as
 * `3–4`, NOF §24), name, points, the tie-break criteria by name in the rules' order (e.g.
 * NOF Swiss: `mbq`, `headToHead`), then wins, draws and losses. Withdrawn players carry the
 * HTML class `withdrawn`. Exact values are written exactly (`2.5`, `59/3`).
 *
 * @category Tables and pictures
 * @param standings - the result of {@link othelloStandings}
 * @returns the table, rows in standings order, caption `"<rules> after round r of n"`
 * @throws {@link mindsport!MindsportError} `NOT_AN_OBJECT` or `NOT_A_LIST` when `standings` is not a standings result
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * import { NOF_SWISS, othelloStandings, othelloStandingsTable } from 'mindsport/othello';
 * const tournament = {
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }],
 *   rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }] }],
 * };
 * const table = othelloStandingsTable(othelloStandings(tournament, NOF_SWISS));
 * console.log(table.columns.map((column) => column.header).join(',')); // Name,Points,mbq,headToHead,W,D,L
 * console.log(formatTable(table, 'csv').split('\r\n')[1]); // 1,Ann,1,40,,1,0,0
 * ```
 */
export function othelloStandingsTable(standings: OthelloStandings): StandingsTable {
  checkRecord(standings, ['standings'], THROW);
  checkList(standings.rows, ['standings', 'rows'], THROW);
  checkList(standings.criteria, ['standings', 'criteria'], THROW);
  const criteria = standings.criteria.filter((name) => name !== 'points');
  return {
    caption: `${standings.rules} after round ${standings.afterRound} of ${standings.plannedRounds}`,
    columns: [
      { header: 'Name', key: 'name' },
      { header: 'Points', align: 'right', key: 'points' },
      ...criteria.map((name) => ({ header: name, align: 'right' as const, key: name })),
      { header: 'W', align: 'right', key: 'wins' },
      { header: 'D', align: 'right', key: 'draws' },
      { header: 'L', align: 'right', key: 'losses' },
    ],
    rows: standings.rows.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          row.name,
          text(row.points),
          ...criteria.map((name) => text(row.values[name])),
          String(row.wins),
          String(row.draws),
          String(row.losses),
        ],
        ...(row.withdrawn ? { classes: ['withdrawn'] } : {}),
      }),
    ),
  };
}
