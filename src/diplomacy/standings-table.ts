/**
 * A Diplomacy tournament ranking laid out as a core `StandingsTable`, so a federation
 * website renders the same table as the `mindsport diplomacy standings` command (core
 * `formatTable`: text, Markdown, CSV or HTML).
 *
 * @module
 */
import {
  checkList,
  checkRecord,
  checkString,
  type Fraction,
  readOptions,
  type StandingsTable,
  type TableRow,
  THROW,
} from '../core/internal.js';
import type { FinalStanding } from './final-round.js';
import { NDF_2007, requireTournament, type Tournament } from './tournament.js';

/** Options of {@link diplomacyStandingsTable}. */
export interface DiplomacyStandingsTableOptions {
  /** The caption; default the name of {@link NDF_2007}. */
  readonly caption?: string;
}

function text(value: Fraction | number | undefined): string {
  return value === undefined ? '' : String(value);
}

/**
 * Lays out a tournament ranking ({@link rankTournament}, seed 003 §3, §11) as a table:
 * place (shared places as `3–4`), the player's name (from the tournament, else the id),
 * the score ranked on, the qualification score (§3a), the final-round score and board
 * (§3b–c), and what separated the row from the one above (`score`, `game 2`,
 * `count-back game 1`, `top board`, `withdrawn`). Withdrawn players (§11) carry the HTML
 * class `withdrawn`.
 *
 * @param ranking - the result of {@link rankTournament}
 * @param tournament - the tournament ranked (for the players' names)
 * @param options - the caption
 * @returns the table, rows in ranking order
 * @throws {@link MindsportError} `NOT_A_LIST`, `NOT_AN_OBJECT` for a ranking or row of the wrong shape; an invalid tournament; a bad option
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * import { diplomacyStandingsTable, type GameResult, POWERS, rankTournament } from 'mindsport/diplomacy';
 * const ids = ['ann', 'bo', 'cai', 'dag', 'eli', 'fia', 'gro'];
 * const centres = [4, 9, 8, 5, 3, 3, 2]; // austria … turkey
 * const powers = Object.fromEntries(
 *   POWERS.map((power, index) => [power, { player: ids[index], supplyCentres: centres[index] }]),
 * ) as GameResult['powers'];
 * const tournament = {
 *   players: ids.map((id) => ({ id, name: id.toUpperCase() })),
 *   rounds: [{ round: 1, boards: [{ board: 1, game: { powers } }] }],
 * };
 * const table = diplomacyStandingsTable(rankTournament(tournament), tournament);
 * // C-Diplo 100 (seed 003 §2): 1 for playing + 9 centres + 38 for the board top = 48.
 * console.log(formatTable(table, 'csv').split('\r\n')[1]); // 1,BO,48,48,,,
 * ```
 */
export function diplomacyStandingsTable(
  ranking: readonly FinalStanding[],
  tournament: Tournament,
  options: DiplomacyStandingsTableOptions = {},
): StandingsTable {
  checkList(ranking, ['ranking'], THROW);
  for (const [index, row] of ranking.entries()) checkRecord(row, ['ranking', index], THROW);
  requireTournament(tournament);
  const { caption } = readOptions<DiplomacyStandingsTableOptions>(options, ['caption']);
  if (caption !== undefined) checkString(caption, ['options', 'caption'], THROW, true);
  const names = new Map(tournament.players.map((player) => [player.id, player.name ?? player.id]));
  return {
    caption: caption ?? NDF_2007.name,
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Score', align: 'right', key: 'score' },
      { header: 'Qualification', align: 'right', key: 'qualification' },
      { header: 'Final round', align: 'right', key: 'finalRound' },
      { header: 'Board', align: 'right', key: 'board' },
      { header: 'Decided by', key: 'decidedBy' },
    ],
    rows: ranking.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          names.get(row.player) ?? row.player,
          text(row.score),
          text(row.qualification),
          text(row.finalRound),
          text(row.board),
          row.decidedBy ?? '',
        ],
        ...(row.withdrawn ? { classes: ['withdrawn'] } : {}),
      }),
    ),
  };
}
