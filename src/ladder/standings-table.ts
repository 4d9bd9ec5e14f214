/**
 * The club ladder after a round laid out as a core `StandingsTable`, so a club website
 * renders the same table as the `mindsport ladder standings` command (core `formatTable`:
 * text, Markdown, CSV or HTML).
 *
 * @module
 */
import { checkList, checkRecord, type StandingsTable, type TableRow, THROW } from '../core/internal.js';
import type { LadderStandings } from './standings.js';

/**
 * Lays out the ladder after a round ({@link ladderStandings}) as a table: the ladder position
 * (seed 002 Art. III; the place column is headed `Position` and never shared), the player's
 * name (the id when the season gives none), the rank number for the next round
 * (Art. III.2a), points (Art. IV, exact), games and wins for the final ranking (Art. V.2)
 * and the absences that scored (Art. IV.5: "maximaal 3 keer per speelseizoen", so at most
 * the cap; the row's `absences` counts every absent round).
 *
 * @category Tables and pictures
 * @param standings - the result of {@link ladderStandings}
 * @returns the table, top of the ladder first
 * @throws `MindsportError` `NOT_AN_OBJECT` / `NOT_A_LIST` for anything but standings
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
export function ladderStandingsTable(standings: LadderStandings): StandingsTable {
  // null where the standings belong is a MindsportError, not a TypeError (issue 23 §3).
  checkRecord(standings, ['standings'], THROW);
  checkList(standings.rows, ['standings', 'rows'], THROW);
  return {
    caption: `Ladder after round ${standings.afterRound}`,
    placeHeader: 'Position',
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Rank number', align: 'right', key: 'rankNumber' },
      { header: 'Points', align: 'right', key: 'points' },
      { header: 'Games', align: 'right', key: 'games' },
      { header: 'Wins', align: 'right', key: 'wins' },
      { header: 'Absences', align: 'right', key: 'absences' },
    ],
    rows: standings.rows.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: false,
        cells: [
          row.name,
          String(row.rankNumber),
          row.points.toString(),
          String(row.games),
          String(row.wins),
          String(row.absencesScored),
        ],
      }),
    ),
  };
}
