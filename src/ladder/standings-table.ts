/**
 * The club ladder after a round laid out as a core `StandingsTable`, so a club website
 * renders the same table as the `mindsport ladder standings` command (core `formatTable`:
 * text, Markdown, CSV or HTML).
 *
 * @module
 */
import {
  checkStandingsRows,
  numberCellWith,
  readTableOptions,
  type StandingsTable,
  type TableNumberOptions,
  type TableRow,
  withoutEmptyColumns,
} from '../core/internal.js';
import type { LadderStandings } from './standings.js';

/**
 * Options of {@link ladderStandingsTable}.
 *
 * @category Tables and pictures
 */
export type LadderStandingsTableOptions = TableNumberOptions;

/**
 * Lays out the ladder after a round ({@link ladderStandings}) as a table: the ladder position
 * (seed 002 Art. III; the place column is headed `Position` and never shared), the player's
 * name (the id when the season gives none), the rank number for the next round
 * (Art. III.2a), points (Art. IV, exact), games and wins for the final ranking (Art. V.2)
 * and the absences that scored (Art. IV.5: "maximaal 3 keer per speelseizoen", so at most
 * the cap; the row's `absences` counts every absent round). Points are shown as the rules
 * publish them (`2.5`; other values to `decimals` digits, default 2, the exact value kept in
 * the cell); a column empty on every row is left out.
 *
 * @category Tables and pictures
 * @param standings - the result of {@link ladderStandings}
 * @param options - `decimals` of points the rules do not publish exactly
 * @returns the table, top of the ladder first
 * @throws `MindsportError` `NOT_AN_OBJECT` / `NOT_A_LIST` for anything but standings; an unknown or bad option
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * import { ladderStandings, ladderStandingsTable } from 'mindsport/ladder';
 * const season = {
 *   players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }],
 *   rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game' as const, white: 'bob', black: 'ann', result: '1-0' }] }],
 * };
 * const table = ladderStandingsTable(ladderStandings(season));
 * console.log(formatTable(table, 'csv').split('\r\n')[0]); // Position,Player,Rank number,Points,Games,Wins,Absences
 * console.log(table.rows[0]?.cells[0]); // Bob
 * ```
 */
export function ladderStandingsTable(
  standings: LadderStandings,
  options: LadderStandingsTableOptions = {},
): StandingsTable {
  // null where the standings belong is a MindsportError, not a TypeError (issue 23 §3).
  checkStandingsRows(standings);
  const { decimals } = readTableOptions<LadderStandingsTableOptions>(options, ['decimals']);
  return withoutEmptyColumns({
    caption: `Ladder after round ${standings.afterRound}`,
    placeHeader: 'Position',
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Rank number', numeric: true, key: 'rankNumber' },
      { header: 'Points', numeric: true, key: 'points' },
      { header: 'Games', numeric: true, key: 'games' },
      { header: 'Wins', numeric: true, key: 'wins' },
      { header: 'Absences', numeric: true, key: 'absences' },
    ],
    rows: standings.rows.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: false,
        cells: [
          row.name,
          String(row.rankNumber),
          numberCellWith(row.points, decimals),
          String(row.games),
          String(row.wins),
          String(row.absencesScored),
        ],
      }),
    ),
  });
}
