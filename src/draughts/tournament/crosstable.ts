/**
 * The round-robin crosstable of a tournament and its text form.
 *
 * @module
 */
import { checkList, checkNumber, checkOneOf, checkRecord, checkString, THROW } from '../../core/internal.js';
import { type DraughtsGameResult, formatSideScore, resultDetails } from '../game/result.js';
import {
  type DraughtsRoundOptions,
  type DraughtsRowStart,
  type EventRow,
  freezeResult,
  prepareEvent,
  rowStart,
} from './event.js';
import { type DraughtsCriterionKind, type DraughtsRules, KNDB } from './rules.js';
import type { IndexedGame } from './tournament.js';

/**
 * One game seen from the row player's side.
 *
 * @category Tables and pictures
 */
export interface DraughtsCrosstableCell {
  /** The row player's score as written in a crosstable: `'2'`, `'1+'`, `'1'`, `'1-'` or `'0'`. */
  readonly score: string;
  /** The row player's points by the seed's scale (2, 1, 0). */
  readonly points: number;
  /** The row player's colour. */
  readonly colour: 'white' | 'black';
  /** The game's result, from White's side. */
  readonly result: DraughtsGameResult;
  /** The round, when given. */
  readonly round?: number;
}

/**
 * A player's line of the crosstable.
 *
 * @category Tables and pictures
 */
export interface DraughtsCrosstableRow extends DraughtsRowStart {
  /** The criterion that separated the player from the one above in the standings, or null. */
  readonly decidedBy: DraughtsCriterionKind | null;
  /** Game points. */
  readonly points: number;
  /** Plus/min saldo. */
  readonly saldo: number;
  /** Games played. */
  readonly games: number;
  /** One list of games per column (opponent), in the order of `players`; the own column is empty. */
  readonly cells: readonly (readonly DraughtsCrosstableCell[])[];
}

/**
 * A round-robin crosstable: rows and columns in the same player order.
 *
 * @category Tables and pictures
 */
export interface DraughtsCrosstable {
  /** The rules' name. */
  readonly rules: string;
  /** The round the standings stand after. */
  readonly afterRound: number | null;
  /** The players' ids, in row (and column) order. */
  readonly players: readonly string[];
  /** One row per player. */
  readonly rows: readonly DraughtsCrosstableRow[];
}

/**
 * Options of {@link draughtsCrosstable}.
 *
 * @category Tables and pictures
 */
export interface DraughtsCrosstableOptions extends DraughtsRoundOptions {
  /** `'standings'` (default): best first; `'input'`: the players' order in the document (pairing numbers). */
  readonly order?: 'standings' | 'input';
}

/**
 * Builds the round-robin crosstable of a tournament: every player's score against every
 * opponent, with points, saldo and place (the usual way KNDB events are shown; scores per
 * seed 004 "Algemeen").
 *
 * @category Tables and pictures
 * @param document - the tournament
 * @param rules - the rules (default {@link KNDB})
 * @param options - `afterRound`, and the row order
 * @returns the crosstable, frozen
 * @throws `MindsportError` for a bad document, rules or options (`order` not one of
 *   `standings`, `input`: `NOT_ONE_OF`)
 * @example
 * ```ts
 * import { draughtsCrosstable } from 'mindsport/draughts';
 * const table = draughtsCrosstable({ players: [{ id: 'ann' }, { id: 'bo' }], games: [{ white: 'ann', black: 'bo', result: '1+-1-' }] });
 * console.log(table.rows.map((row) => `${row.playerId} ${row.cells.map((cell) => cell.map((game) => game.score).join('/')).join(' ')}`));
 * // [ 'ann  1+', 'bo 1- ' ]
 * ```
 */
export function draughtsCrosstable(
  document: unknown,
  rules: DraughtsRules = KNDB,
  options: DraughtsCrosstableOptions = {},
): DraughtsCrosstable {
  const { event, options: read } = prepareEvent<DraughtsCrosstableOptions>(document, rules, options, [
    'afterRound',
    'order',
  ]);
  if (read.order !== undefined) checkOneOf(read.order, ['standings', 'input'], ['options', 'order'], THROW);
  const byId = new Map(event.rows.map((row) => [row.id, row]));
  const ordered =
    read.order === 'input'
      ? event.tournament.players.map((player) => byId.get(player.id) as EventRow)
      : event.rows;
  const players = ordered.map((row) => row.id);
  const cells = cellsOf(players, event.games);
  return freezeResult({
    rules: event.rules.name,
    afterRound: event.afterRound,
    players,
    rows: ordered.map((row, index) => ({
      ...rowStart(row.place, row.lastPlace, row.id, row.player.name),
      decidedBy: row.decidedBy,
      points: row.points,
      saldo: row.saldo,
      games: row.games,
      cells: cells[index] as DraughtsCrosstableCell[][],
    })),
  });
}

/** For each row player, for each column player, the games between them from the row's side. */
function cellsOf(players: readonly string[], games: readonly IndexedGame[]): DraughtsCrosstableCell[][][] {
  const column = new Map(players.map((player, index) => [player, index]));
  const cells = players.map(() => players.map((): DraughtsCrosstableCell[] => []));
  for (const game of games) {
    const details = resultDetails(game.result);
    for (const colour of ['white', 'black'] as const) {
      const player = colour === 'white' ? game.white : game.black;
      const opponent = colour === 'white' ? game.black : game.white;
      const cell: DraughtsCrosstableCell = {
        score: formatSideScore(game.result, colour),
        points: details[colour].points,
        colour,
        result: game.result,
        ...(game.round === undefined ? {} : { round: game.round }),
      };
      cells[column.get(player) as number]?.[column.get(opponent) as number]?.push(cell);
    }
  }
  return cells;
}

/**
 * Writes a crosstable as fixed-width text: place, name, one column per opponent (games
 * against the same opponent joined by `/`, `×` on the diagonal), points and saldo.
 *
 * @category Tables and pictures
 * @param table - a crosstable from {@link draughtsCrosstable}
 * @returns the text, one line per player after a header line
 * @example
 * ```ts
 * import { draughtsCrosstable, formatDraughtsCrosstable } from 'mindsport/draughts';
 * const table = draughtsCrosstable({ players: [{ id: 'ann', name: 'Ann' }, { id: 'bo', name: 'Bo' }], games: [{ white: 'ann', black: 'bo', result: '2-0' }] });
 * console.log(formatDraughtsCrosstable(table));
 * // #  Player  1  2  Pts  +/-
 * // 1  Ann     ×  2    2    0
 * // 2  Bo      0  ×    0    0
 * ```
 */
export function formatDraughtsCrosstable(table: DraughtsCrosstable): string {
  checkCrosstable(table);
  const cellText = table.rows.map((row, rowIndex) =>
    row.cells.map((cell, columnIndex) =>
      columnIndex === rowIndex ? '×' : cell.length === 0 ? '.' : cell.map((game) => game.score).join('/'),
    ),
  );
  const placeWidth = Math.max(1, ...table.rows.map((row) => row.placeLabel.length));
  const nameWidth = Math.max(6, ...table.rows.map((row) => row.name.length));
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
      line(row.placeLabel, row.name, cellText[index] ?? [], String(row.points), saldo(row.saldo)),
    ),
  ].join('\n');
}

/** The fields {@link formatDraughtsCrosstable} reads, checked (a MindsportError, never a TypeError). */
function checkCrosstable(table: unknown): void {
  checkRecord(table, ['table'], THROW);
  const { players, rows } = table as Record<string, unknown>;
  checkList(players, ['table', 'players'], THROW);
  checkList(rows, ['table', 'rows'], THROW);
  (rows as readonly unknown[]).forEach((row, index) => {
    const path = ['table', 'rows', index];
    checkRecord(row, path, THROW);
    const { placeLabel, name, points, saldo, cells } = row as Record<string, unknown>;
    checkString(placeLabel, [...path, 'placeLabel'], THROW, true);
    checkString(name, [...path, 'name'], THROW, true);
    checkNumber(points, [...path, 'points'], THROW);
    checkNumber(saldo, [...path, 'saldo'], THROW);
    checkList(cells, [...path, 'cells'], THROW);
    (cells as readonly unknown[]).forEach((cell, column) => {
      checkList(cell, [...path, 'cells', column], THROW);
      (cell as readonly unknown[]).forEach((game, at) => {
        checkRecord(game, [...path, 'cells', column, at], THROW);
        checkString(
          (game as Record<string, unknown>).score,
          [...path, 'cells', column, at, 'score'],
          THROW,
          true,
        );
      });
    });
  });
}
