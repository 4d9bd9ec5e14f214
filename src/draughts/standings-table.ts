/**
 * Draughts standings laid out as a core `StandingsTable`, so a federation website renders
 * the same table as the `mindsport draughts standings` command (core `formatTable`: text,
 * Markdown, CSV or HTML).
 *
 * @module
 */
import type { StandingsTable, TableRow } from '../core/internal.js';
import type { Standings } from './standings.js';

/**
 * Lays out draughts standings ({@link standings}) as a table: place (players still equal
 * after points and plus/min saldo share it, `1–3`; seed 004 "Eindstand" 1–2), player,
 * games, points, saldo (signed, `+2`), wins, draws, losses. When the rules require
 * barrages (spec §6 Decision 4) the caption names them (`Needed: barrage for place 1: …`).
 *
 * @param result - the result of {@link standings}
 * @returns the table, rows in standings order
 * @throws never; the standings are trusted as computed
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * import { draughtsStandingsTable, standings } from 'mindsport/draughts';
 * const table = draughtsStandingsTable(
 *   standings({
 *     players: ['Ann', 'Bo', 'Cor'],
 *     games: [
 *       { white: 'Ann', black: 'Bo', result: '1-1' },
 *       { white: 'Bo', black: 'Cor', result: '2-0' },
 *       { white: 'Cor', black: 'Ann', result: '0-2' },
 *     ],
 *   }),
 * );
 * console.log(table.caption); // Needed: barrage for place 1: Ann, Bo
 * console.log(formatTable(table, 'csv').split('\r\n')[1]); // 1–2,Ann,2,3,0,1,1,0
 * ```
 */
export function draughtsStandingsTable(result: Standings): StandingsTable {
  const barrages = result.barrages.map(
    (barrage) => `barrage for place ${barrage.place}: ${barrage.players.join(', ')}`,
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
          row.player,
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
