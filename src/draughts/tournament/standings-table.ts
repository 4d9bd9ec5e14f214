/**
 * Draughts standings laid out as a core `StandingsTable`, so a federation website renders
 * the same table as the `mindsport draughts standings` command (core `formatTable`: text,
 * Markdown, CSV or HTML).
 *
 * @module
 */
import {
  checkBoolean,
  checkInteger,
  checkList,
  checkNumber,
  checkRecord,
  checkString,
  type StandingsTable,
  type TableRow,
  THROW,
} from '../../core/internal.js';
import type { DraughtsStandings } from './standings.js';

/**
 * Lays out draughts standings ({@link draughtsStandings}) as a table: place (players still
 * equal after every criterion share it, `1–3`; seed 004 "Eindstand" 1–2), player, games,
 * points, saldo (signed, `+2`), wins, draws, losses. When the rules require barrages (spec §6
 * Decision 4) the caption names them (`Needed: barrage for place 1: …`, by the players' names).
 *
 * @category Tables and pictures
 * @param result - the result of {@link draughtsStandings}
 * @returns the table, rows in standings order
 * @throws `MindsportError` when `result` does not have the standings' fields (a
 *   `NOT_AN_OBJECT`, `NOT_A_LIST`, … naming the field)
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
 * console.log(table.caption); // Needed: barrage for place 1: Ann, Bo
 * console.log(formatTable(table, 'csv').split('\r\n')[1]); // 1–2,Ann,2,3,0,1,1,0
 * ```
 */
export function draughtsStandingsTable(result: DraughtsStandings): StandingsTable {
  checkStandings(result);
  const names = new Map(result.rows.map((row) => [row.playerId, row.name]));
  const barrages = result.barrages.map(
    (barrage) =>
      `barrage for place ${barrage.forPlace}: ${barrage.players.map((id) => names.get(id) ?? id).join(', ')}`,
  );
  return {
    ...(barrages.length === 0 ? {} : { caption: `Needed: ${barrages.join('; ')}` }),
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Games', align: 'right', key: 'games' },
      { header: 'Points', align: 'right', key: 'points' },
      { header: 'Saldo', align: 'right', key: 'saldo' },
      { header: 'W', align: 'right', key: 'wins' },
      { header: 'D', align: 'right', key: 'draws' },
      { header: 'L', align: 'right', key: 'losses' },
    ],
    rows: result.rows.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          row.name,
          String(row.games),
          String(row.points),
          row.saldo > 0 ? `+${row.saldo}` : String(row.saldo),
          String(row.wins),
          String(row.draws),
          String(row.losses),
        ],
      }),
    ),
  };
}

/** The fields the table reads, checked (a MindsportError, never a TypeError). */
function checkStandings(result: unknown): void {
  checkRecord(result, ['standings'], THROW);
  const { rows, barrages } = result as Record<string, unknown>;
  checkList(rows, ['standings', 'rows'], THROW);
  checkList(barrages, ['standings', 'barrages'], THROW);
  (rows as readonly unknown[]).forEach((row, index) => {
    const path = ['standings', 'rows', index];
    checkRecord(row, path, THROW);
    const fields = row as Record<string, unknown>;
    checkInteger(fields.place, [...path, 'place'], THROW);
    checkString(fields.placeLabel, [...path, 'placeLabel'], THROW);
    checkBoolean(fields.shared, [...path, 'shared'], THROW);
    checkString(fields.playerId, [...path, 'playerId'], THROW);
    checkString(fields.name, [...path, 'name'], THROW);
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
