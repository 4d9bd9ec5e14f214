import { checkOneOf, readOptions, THROW } from '../core/internal.js';
import { rankScores } from './ranking.js';
import { type DraughtsResult, formatSideScore, resultDetails } from './result.js';
import {
  checkTournament,
  type DraughtsTournament,
  scoreGames,
  type TournamentOptions,
} from './tournament.js';

/** One game seen from the row player's side. */
export interface CrosstableCell {
  /** The row player's score as written in a crosstable: `'2'`, `'1+'`, `'1'`, `'1-'` or `'0'`. */
  readonly score: string;
  /** The row player's points. */
  readonly points: number;
  /** The row player's colour. */
  readonly colour: 'white' | 'black';
  /** The game's result, from White's side. */
  readonly result: DraughtsResult;
  /** The round, when given. */
  readonly round?: number;
}

/** A player's line of the crosstable. */
export interface CrosstableRow {
  /** The player. */
  readonly player: string;
  /** `'3'` or `'3–4'`. */
  readonly placeLabel: string;
  /** Game points. */
  readonly points: number;
  /** Plus/min saldo. */
  readonly saldo: number;
  /** Games played. */
  readonly games: number;
  /** One list of games per column (opponent), in the order of `players`; the own column is empty. */
  readonly cells: readonly (readonly CrosstableCell[])[];
}

/** A round-robin crosstable: rows and columns in the same player order. */
export interface Crosstable {
  /** The players, in row (and column) order. */
  readonly players: readonly string[];
  /** One row per player. */
  readonly rows: readonly CrosstableRow[];
}

/** Options of {@link crosstable}. */
export interface CrosstableOptions extends TournamentOptions {
  /** `'standings'` (default): best first, as standings; `'input'`: the players list order (pairing numbers). */
  readonly order?: 'standings' | 'input';
}

/**
 * Builds the round-robin crosstable of a tournament: every player's score against every
 * opponent, with points, saldo and place (the usual way KNDB events are shown; scores per
 * seed 004 "Algemeen").
 *
 * @param tournament - players and games
 * @param options - row order and how often a pair may meet
 * @returns the crosstable
 * @throws {@link MindsportError} for bad input, as {@link checkTournament}
 * @example
 * ```ts
 * import { crosstable } from 'mindsport/draughts';
 * const table = crosstable({ players: ['Ann', 'Bo'], games: [{ white: 'Ann', black: 'Bo', result: '1+-1-' }] });
 * console.log(table.rows.map((row) => `${row.player} ${row.cells.map((cell) => cell.map((game) => game.score).join('/')).join(' ')}`));
 * // [ 'Ann  1+', 'Bo 1- ' ]
 * ```
 */
export function crosstable(tournament: DraughtsTournament, options: CrosstableOptions = {}): Crosstable {
  const { order, ...rest } = readOptions<CrosstableOptions>(options, ['order', 'meetingsPerPair']);
  if (order !== undefined) checkOneOf(order, ['standings', 'input'], ['options', 'order'], THROW);
  const checked = checkTournament(tournament, rest);
  const ranked = rankScores(scoreGames(checked.players, checked.games));
  const byPlayer = new Map(ranked.map((row) => [row.player, row]));
  const players = order === 'input' ? [...checked.players] : ranked.map((row) => row.player);
  const column = new Map(players.map((player, index) => [player, index]));
  const cells = players.map(() => players.map((): CrosstableCell[] => []));
  for (const game of checked.games) {
    const details = resultDetails(game.result);
    for (const colour of ['white', 'black'] as const) {
      const player = colour === 'white' ? game.white : game.black;
      const opponent = colour === 'white' ? game.black : game.white;
      const cell: CrosstableCell = {
        score: formatSideScore(game.result, colour),
        points: details[colour].points,
        colour,
        result: game.result,
        ...(game.round === undefined ? {} : { round: game.round }),
      };
      cells[column.get(player) as number]?.[column.get(opponent) as number]?.push(cell);
    }
  }
  return {
    players,
    rows: players.map((player, index) => {
      const row = byPlayer.get(player);
      return {
        player,
        placeLabel: row?.placeLabel ?? '',
        points: row?.points ?? 0,
        saldo: row?.saldo ?? 0,
        games: row?.games ?? 0,
        cells: cells[index] ?? [],
      };
    }),
  };
}

/**
 * Writes a crosstable as fixed-width text: place, name, one column per opponent (games
 * against the same opponent joined by `/`, `×` on the diagonal), points and saldo.
 *
 * @param table - a crosstable from {@link crosstable}
 * @returns the text, one line per player after a header line
 * @example
 * ```ts
 * import { crosstable, formatCrosstable } from 'mindsport/draughts';
 * const table = crosstable({ players: ['Ann', 'Bo'], games: [{ white: 'Ann', black: 'Bo', result: '2-0' }] });
 * console.log(formatCrosstable(table));
 * // #  Player  1  2  Pts  +/-
 * // 1  Ann     ×  2    2    0
 * // 2  Bo      0  ×    0    0
 * ```
 */
export function formatCrosstable(table: Crosstable): string {
  const cellText = table.rows.map((row, rowIndex) =>
    row.cells.map((cell, columnIndex) =>
      columnIndex === rowIndex ? '×' : cell.length === 0 ? '.' : cell.map((game) => game.score).join('/'),
    ),
  );
  const placeWidth = Math.max(1, ...table.rows.map((row) => row.placeLabel.length));
  const nameWidth = Math.max(6, ...table.players.map((player) => player.length));
  const columnWidths = table.players.map((_, columnIndex) =>
    Math.max(String(columnIndex + 1).length, ...cellText.map((cells) => (cells[columnIndex] ?? '').length)),
  );
  const saldo = (value: number) => (value > 0 ? `+${value}` : `${value}`);
  const pointsWidth = Math.max(3, ...table.rows.map((row) => String(row.points).length));
  const saldoWidth = Math.max(3, ...table.rows.map((row) => saldo(row.saldo).length));
  const line = (place: string, name: string, cells: readonly string[], points: string, balance: string) =>
    [
      place.padEnd(placeWidth),
      name.padEnd(nameWidth),
      ...cells.map((cell, index) => cell.padEnd(columnWidths[index] as number)),
      points.padStart(pointsWidth),
      balance.padStart(saldoWidth),
    ]
      .join('  ')
      .trimEnd();
  return [
    line(
      '#',
      'Player',
      table.players.map((_, index) => String(index + 1)),
      'Pts',
      '+/-',
    ),
    ...table.rows.map((row, index) =>
      line(row.placeLabel, row.player, cellText[index] ?? [], String(row.points), saldo(row.saldo)),
    ),
  ].join('\n');
}
