/**
 * The club ladder after a round laid out as a core `StandingsTable`, so a club website
 * renders the same table as the `mindsport ladder standings` command (core `formatTable`:
 * text, Markdown, CSV or HTML).
 *
 * @module
 */
import { checkList, checkRecord, type StandingsTable, type TableRow, THROW } from '../core/internal.js';
import type { LadderStandings } from './replay.js';
import type { LadderSeason } from './season.js';

/**
 * Lays out the ladder after a round ({@link replayLadder}) as a table: the ladder position
 * (seed 002 Art. III; the place column is headed `Position` and never shared), the player
 * (the season's display name when given, else the id), the rank number for the next round
 * (Art. III.2a), points (Art. IV, exact), games and wins for the final ranking (Art. V.2)
 * and absences (Art. IV.5).
 *
 * @param standings - the result of {@link replayLadder}
 * @param season - the season replayed, for the players' display names (optional)
 * @returns the table, top of the ladder first
 * @throws never; the standings are trusted as computed
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * import { CLUB_LADDER, ladderStandingsTable, replayLadder } from 'mindsport/ladder';
 * const season = {
 *   players: [{ id: 'ann', name: 'Ann' }, { id: 'bob', name: 'Bob' }],
 *   rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game' as const, white: 'bob', black: 'ann', result: '1-0' }] }],
 * };
 * const table = ladderStandingsTable(replayLadder(season, CLUB_LADDER), season);
 * console.log(formatTable(table, 'csv').split('\r\n')[0]); // Position,Player,Rank number,Points,Games,Wins,Absences
 * console.log(table.rows[0]?.cells[0]); // Bob
 * ```
 */
export function ladderStandingsTable(standings: LadderStandings, season?: LadderSeason): StandingsTable {
  // null where the standings belong is a MindsportError, not a TypeError (issue 23 §3).
  checkRecord(standings, ['standings'], THROW);
  checkList(standings.standings, ['standings', 'standings'], THROW);
  const names = new Map((season?.players ?? []).map((player) => [player.id, player.name ?? player.id]));
  return {
    caption: `Ladder after round ${standings.round}`,
    placeHeader: 'Position',
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Rank number', align: 'right', key: 'rankNumber' },
      { header: 'Points', align: 'right', key: 'points' },
      { header: 'Games', align: 'right', key: 'games' },
      { header: 'Wins', align: 'right', key: 'wins' },
      { header: 'Absences', align: 'right', key: 'absences' },
    ],
    rows: standings.standings.map(
      (row): TableRow => ({
        place: row.position,
        placeLabel: String(row.position),
        shared: false,
        cells: [
          names.get(row.playerId) ?? row.playerId,
          String(row.rankNumber),
          row.points.toString(),
          String(row.games),
          String(row.wins),
          String(row.absences),
        ],
      }),
    ),
  };
}
