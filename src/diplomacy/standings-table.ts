/**
 * A Diplomacy final ranking laid out as a core `StandingsTable`, so a federation website
 * renders the same table as the `mindsport diplomacy standings` command (core `formatTable`:
 * text, Markdown, CSV or HTML).
 *
 * @module
 */
import {
  checkStandingsRows,
  optionalNumberCell,
  readTableOptions,
  type StandingsTable,
  type TableNumberOptions,
  type TableRow,
  withoutEmptyColumns,
} from '../core/internal.js';
import type { DiplomacyStandings } from './standings.js';

/**
 * Options of {@link diplomacyStandingsTable}.
 *
 * @category Tables and pictures
 */
export interface DiplomacyStandingsTableOptions extends TableNumberOptions {
  /** The caption; default the name of the rules, with the round the ranking stands after. */
  readonly caption?: string;
}

/**
 * Lays out a final ranking ({@link diplomacyStandings}, seed 003 §3, §11) as a table:
 * place (shared places as `3–4`), the player's name, the score ranked on, the qualification
 * score (§3a), the final-round score and board (§3b–c), and what separated the row from the
 * one above (`score`, `game 2`, `count-back game 1`, `top board`, `withdrawn`). Withdrawn
 * players (§11) carry the HTML class `withdrawn`.
 *
 * Scores are shown as the rules publish them: whole numbers and halves exactly, other values
 * (a Sum-of-Squares `41650/737`) to `decimals` digits (default 2), the exact value kept in
 * each cell ({@link mindsport!numberCell}). A column empty on every row (the final round and the board
 * before the final round is played, decided-by with one player) is left out.
 *
 * @category Tables and pictures
 * @param standings - the result of {@link diplomacyStandings}
 * @param options - the caption; `decimals` of values the rules do not publish exactly
 * @returns the table, rows in ranking order
 * @throws {@link mindsport!MindsportError} `NOT_AN_OBJECT` / `NOT_A_LIST` for standings of the wrong
 *   shape; an unknown or bad option (`decimals` a whole number 0…20)
 * @example
 * ```ts
 * import { formatTable } from 'mindsport';
 * import { type DiplomacyGameResult, diplomacyStandings, diplomacyStandingsTable, POWERS } from 'mindsport/diplomacy';
 * const ids = ['ann', 'bo', 'cai', 'dag', 'eli', 'fia', 'gro'];
 * const centres = [4, 9, 8, 5, 3, 3, 2]; // austria … turkey
 * const powers = Object.fromEntries(
 *   POWERS.map((power, index) => [power, { player: ids[index], supplyCentres: centres[index] }]),
 * ) as DiplomacyGameResult['powers'];
 * const tournament = {
 *   players: ids.map((id) => ({ id, name: id.toUpperCase() })),
 *   rounds: [{ round: 1, boards: [{ board: 1, game: { powers } }] }],
 * };
 * const table = diplomacyStandingsTable(diplomacyStandings(tournament));
 * // C-Diplo 100 (seed 003 §2): 1 for playing + 9 centres + 38 for the board top = 48.
 * console.log(formatTable(table, 'csv').split('\r\n').slice(0, 2).join(' | ')); // Place,Player,Score,Qualification,Decided by | 1,BO,48,48,
 * ```
 */
export function diplomacyStandingsTable(
  standings: DiplomacyStandings,
  options: DiplomacyStandingsTableOptions = {},
): StandingsTable {
  checkStandingsRows(standings);
  const { caption, decimals } = readTableOptions<DiplomacyStandingsTableOptions>(options, [
    'caption',
    'decimals',
  ]);
  return withoutEmptyColumns({
    caption: caption ?? `${standings.rules}, after round ${standings.afterRound}`,
    columns: [
      { header: 'Player', key: 'player' },
      { header: 'Score', numeric: true, key: 'score' },
      { header: 'Qualification', numeric: true, key: 'qualification' },
      { header: 'Final round', numeric: true, key: 'finalRound' },
      { header: 'Board', numeric: true, key: 'board' },
      { header: 'Decided by', key: 'decidedBy', classes: ['decided-by'] },
    ],
    rows: standings.rows.map(
      (row): TableRow => ({
        place: row.place,
        placeLabel: row.placeLabel,
        shared: row.shared,
        cells: [
          row.name,
          optionalNumberCell(row.score, decimals),
          optionalNumberCell(row.qualification, decimals),
          optionalNumberCell(row.finalRound, decimals),
          optionalNumberCell(row.board, decimals),
          row.decidedBy ?? '',
        ],
        ...(row.withdrawn ? { classes: ['withdrawn'] } : {}),
      }),
    ),
  });
}
