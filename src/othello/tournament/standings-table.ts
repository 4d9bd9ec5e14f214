/**
 * Othello standings laid out as a core `StandingsTable`, so a federation website renders
 * the same table as the `mindsport othello standings` command (core `formatTable`: text,
 * Markdown, CSV or HTML).
 *
 * @module
 */
import {
  checkList,
  checkStandingsRows,
  checkString,
  numberCellWith,
  optionalNumberCell,
  readTableOptions,
  type StandingsTable,
  type TableNumberOptions,
  type TableRow,
  THROW,
  withoutEmptyColumns,
} from '../../core/internal.js';
import type { OthelloStandings } from './standings.js';

/**
 * Options of {@link othelloStandingsTable}.
 *
 * @category Tables and pictures
 */
export interface OthelloStandingsTableOptions extends TableNumberOptions {
  /** The caption; default `"<rules> after round r of n"`. */
  readonly caption?: string;
}

/**
 * The headers of the criteria as the federations' rules write them: the names of the
 * presets' criteria (a criterion's `name`, else its `kind`). A name the rules chose
 * themselves and not listed here is the header as written.
 */
const CRITERION_HEADERS: Readonly<Record<string, string>> = {
  points: 'Points',
  wins: 'Wins',
  discs: 'Discs',
  discDifference: 'Disc difference',
  mbq: 'MBQ',
  mbs: 'MBS',
  brightwell: 'Brightwell',
  defeatedOpponentsPoints: "Defeated opponents' points",
  headToHead: 'Head-to-head',
  coinToss: 'Coin toss',
};

/**
 * The header of a criterion of the standings (`mbq` → `MBQ`, `headToHead` →
 * `Head-to-head`); the decided-by column names criteria the same way.
 */
function headerOf(name: string): string {
  return Object.hasOwn(CRITERION_HEADERS, name) ? (CRITERION_HEADERS[name] as string) : name;
}

/**
 * Lays out Othello standings ({@link othelloStandings}) as a table: place (shared places as
 * `3–4`, NOF §24), name, points, the tie-break criteria in the rules' order headed as the
 * rules name them (NOF Swiss: `MBQ`, `Head-to-head`; KOA: `MBS`), wins, draws and losses,
 * and what separated the row from the one above (`MBQ`, `Coin toss`). Withdrawn players
 * carry the HTML class `withdrawn`.
 *
 * Values are shown as the rules publish them: whole numbers and halves exactly, other values
 * (an MBQ of `59/3`) to `decimals` digits (default 2), the exact value kept in each cell
 * ({@link mindsport!numberCell}). A column empty on every row (a head-to-head nobody needed,
 * decided-by with one player) is left out.
 *
 * @category Tables and pictures
 * @param standings - the result of {@link othelloStandings}
 * @param options - the caption; `decimals` of values the rules do not publish exactly
 * @returns the table, rows in standings order
 * @throws {@link mindsport!MindsportError} `NOT_AN_OBJECT` or `NOT_A_LIST` when `standings` is
 *   not a standings result; an unknown or bad option (`decimals` a whole number 0…20)
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * import { NOF_SWISS, othelloStandings, othelloStandingsTable } from 'mindsport/othello';
 * const tournament = {
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }],
 *   rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }] }],
 * };
 * const table = othelloStandingsTable(othelloStandings(tournament, NOF_SWISS));
 * console.log(table.columns.map((column) => column.header).join(',')); // Name,Points,MBQ,Won,Drawn,Lost,Decided by
 * console.log(formatTable(table, 'csv').split('\r\n')[2]); // 2,Bo,0,88,0,0,1,Points
 * ```
 */
export function othelloStandingsTable(
  standings: OthelloStandings,
  options: OthelloStandingsTableOptions = {},
): StandingsTable {
  checkStandingsRows(standings);
  checkList(standings.criteria, ['standings', 'criteria'], THROW);
  checkString(standings.rules, ['standings', 'rules'], THROW);
  for (const [index, row] of standings.rows.entries()) {
    if (row.decidedBy !== null) checkString(row.decidedBy, ['standings', 'rows', index, 'decidedBy'], THROW);
  }
  const { caption, decimals } = readTableOptions<OthelloStandingsTableOptions>(options, [
    'caption',
    'decimals',
  ]);
  const criteria = standings.criteria.filter((name) => name !== 'points');
  return withoutEmptyColumns({
    caption:
      caption ?? `${standings.rules} after round ${standings.afterRound} of ${standings.plannedRounds}`,
    columns: [
      { header: 'Name', key: 'name' },
      { header: 'Points', numeric: true, key: 'points' },
      ...criteria.map((name) => ({ header: headerOf(name), numeric: true, key: name })),
      { header: 'Won', numeric: true, key: 'wins' },
      { header: 'Drawn', numeric: true, key: 'draws' },
      { header: 'Lost', numeric: true, key: 'losses' },
      { header: 'Decided by', key: 'decidedBy', classes: ['decided-by'] },
    ],
    rows: standings.rows.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          row.name,
          optionalNumberCell(row.points, decimals),
          ...criteria.map((name) => optionalNumberCell(row.values[name], decimals)),
          numberCellWith(row.wins, decimals),
          numberCellWith(row.draws, decimals),
          numberCellWith(row.losses, decimals),
          row.decidedBy === null ? '' : headerOf(row.decidedBy),
        ],
        ...(row.withdrawn ? { classes: ['withdrawn'] } : {}),
      }),
    ),
  });
}
