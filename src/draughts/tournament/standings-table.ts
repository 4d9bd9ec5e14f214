/**
 * Draughts standings laid out as a core `StandingsTable`, so a federation website renders
 * the same table as the `mindsport draughts standings` command (core `formatTable`: text,
 * Markdown, CSV or HTML).
 *
 * @module
 */
import {
  checkInteger,
  checkList,
  checkNumber,
  checkOneOf,
  checkRecord,
  checkStandingsRows,
  checkString,
  numberCellWith,
  readTableOptions,
  type StandingsTable,
  type TableNumberOptions,
  type TableRow,
  THROW,
  withoutEmptyColumns,
} from '../../core/internal.js';
import { DRAUGHTS_CRITERIA, type DraughtsCriterionKind } from './rules.js';
import type { DraughtsStandings } from './standings.js';

/**
 * Options of {@link draughtsStandingsTable}.
 *
 * @category Tables and pictures
 */
export interface DraughtsStandingsTableOptions extends TableNumberOptions {
  /**
   * The caption; default the rules' name with the round the standings stand after, then the
   * barrages the rules require (`KNDB after round 3. Needed: barrage for place 1: Ann, Bo`).
   */
  readonly caption?: string;
}

/** The headers of the criteria (`decidedBy`) as the KNDB rules name them. */
const CRITERION_HEADERS: Readonly<Record<DraughtsCriterionKind, string>> = {
  points: 'Points',
  saldo: 'Saldo',
};

function defaultCaption(result: DraughtsStandings): string {
  const names = new Map(result.rows.map((row) => [row.playerId, row.name]));
  const barrages = result.barrages.map(
    (barrage) =>
      `barrage for place ${barrage.forPlace}: ${barrage.players.map((id) => names.get(id) ?? id).join(', ')}`,
  );
  const after =
    result.afterRound === null ? result.rules : `${result.rules} after round ${result.afterRound}`;
  return barrages.length === 0 ? after : `${after}. Needed: ${barrages.join('; ')}`;
}

/**
 * Lays out draughts standings ({@link draughtsStandings}) as a table: place (players still
 * equal after every criterion share it, `1–3`; seed 004 "Eindstand" 1–2), player, games,
 * points, saldo (signed, `+2`), won, drawn, lost, and what separated the row from the one
 * above (`Points`, `Saldo`). When the rules require barrages (spec §6 Decision 4) the caption
 * names them (`Needed: barrage for place 1: …`, by the players' names). Numbers are numeric
 * cells (right-aligned in HTML); a column empty on every row (decided-by with one player) is
 * left out.
 *
 * @category Tables and pictures
 * @param result - the result of {@link draughtsStandings}
 * @param options - the caption; `decimals` (the KNDB's points are whole numbers; accepted as
 *   every module's table takes it)
 * @returns the table, rows in standings order
 * @throws {@link mindsport!MindsportError} when `result` does not have the standings' fields
 *   (a `NOT_AN_OBJECT`, `NOT_A_LIST`, … naming the field); an unknown or bad option
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * import { draughtsStandings, draughtsStandingsTable } from 'mindsport/draughts';
 * const table = draughtsStandingsTable(
 *   draughtsStandings({
 *     players: [{ id: 'ann', name: 'Ann' }, { id: 'bo', name: 'Bo' }, { id: 'cor', name: 'Cor' }],
 *     games: [
 *       { white: 'ann', black: 'bo', result: '1-1' },
 *       { white: 'bo', black: 'cor', result: '2-0' },
 *       { white: 'cor', black: 'ann', result: '0-2' },
 *     ],
 *   }),
 * );
 * console.log(table.caption); // KNDB. Needed: barrage for place 1: Ann, Bo
 * console.log(formatTable(table, 'csv').split('\r\n')[3]); // 3,Cor,2,0,0,0,0,2,Points
 * ```
 */
export function draughtsStandingsTable(
  result: DraughtsStandings,
  options: DraughtsStandingsTableOptions = {},
): StandingsTable {
  checkStandings(result);
  const { caption, decimals } = readTableOptions<DraughtsStandingsTableOptions>(options, [
    'caption',
    'decimals',
  ]);
  return withoutEmptyColumns({
    caption: caption ?? defaultCaption(result),
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Games', numeric: true, key: 'games' },
      { header: 'Points', numeric: true, key: 'points' },
      { header: 'Saldo', numeric: true, key: 'saldo' },
      { header: 'Won', numeric: true, key: 'wins' },
      { header: 'Drawn', numeric: true, key: 'draws' },
      { header: 'Lost', numeric: true, key: 'losses' },
      { header: 'Decided by', key: 'decidedBy', classes: ['decided-by'] },
    ],
    rows: result.rows.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          row.name,
          numberCellWith(row.games, decimals),
          numberCellWith(row.points, decimals),
          { text: row.saldo > 0 ? `+${row.saldo}` : String(row.saldo) },
          numberCellWith(row.wins, decimals),
          numberCellWith(row.draws, decimals),
          numberCellWith(row.losses, decimals),
          row.decidedBy === null ? '' : CRITERION_HEADERS[row.decidedBy],
        ],
      }),
    ),
  });
}

/** The fields the table reads, checked (a MindsportError, never a TypeError). */
function checkStandings(result: unknown): void {
  checkRecord(result, ['standings'], THROW);
  const { rules, afterRound, rows, barrages } = result as Record<string, unknown>;
  checkString(rules, ['standings', 'rules'], THROW);
  if (afterRound !== null) checkInteger(afterRound, ['standings', 'afterRound'], THROW);
  // The fields every table reads (place, label, shared, name) through core; then draughts' own.
  checkStandingsRows(result);
  checkList(barrages, ['standings', 'barrages'], THROW);
  (rows as readonly unknown[]).forEach((row, index) => {
    const path = ['standings', 'rows', index];
    const fields = row as Record<string, unknown>;
    checkString(fields.playerId, [...path, 'playerId'], THROW);
    if (fields.decidedBy !== null)
      checkOneOf(fields.decidedBy, DRAUGHTS_CRITERIA, [...path, 'decidedBy'], THROW);
    for (const key of ['games', 'points', 'saldo', 'wins', 'draws', 'losses']) {
      checkNumber(fields[key], [...path, key], THROW);
    }
  });
  (barrages as readonly unknown[]).forEach((barrage, index) => {
    const path = ['standings', 'barrages', index];
    checkRecord(barrage, path, THROW);
    checkList((barrage as Record<string, unknown>).players, [...path, 'players'], THROW);
  });
}
