/**
 * The results sheet a draughts director keeps in a spreadsheet, one game per row, read into
 * a {@link DraughtsTournament}.
 *
 * @module
 */
import {
  type CsvColumn,
  type CsvImport,
  type CsvPlace,
  CsvPlayers,
  CsvSheet,
  deepFreeze,
  type ErrorPath,
  spreadsheetText,
} from '../../core/internal.js';
import type { DraughtsGame, DraughtsTournament } from './tournament.js';

const DRAUGHTS_COLUMNS: readonly CsvColumn[] = [
  { name: 'round', required: false },
  { name: 'white', required: true },
  { name: 'black', required: true },
  { name: 'result', required: true },
  { name: 'reason', required: false },
];

/**
 * Reads a draughts results sheet, one game per row: an optional `round`, `white`, `black`,
 * `result` (any spelling {@link parseResult} reads: `2-0`, `1-1`, `1+-1-`, …) and an
 * optional `reason` (kept, never changes points: spec §6 Decision 1); a `note` column is
 * ignored. Column names match ignoring case, spaces, `_` and `-`, in any order. Players are
 * named by the sheet (ids = names), in order of first appearance, which is the order kept
 * inside a tie (spec §6 Decision 3); games keep the order of the rows.
 *
 * The file is what a spreadsheet saves: `,`, `;` or tab between fields, quoted fields, CRLF,
 * a byte-order mark; bytes are UTF-8, else Windows-1252. The results are read when the
 * document is used ({@link draughtsStandings}); `locate` turns the path of such an error back
 * into the line and column of the sheet.
 *
 * @category Documents
 * @param input - the file's text or bytes
 * @returns the tournament, where each of its values came from, and notes (none here)
 * @throws {@link mindsport!MindsportError} with path `['line', n, 'column', c]`: the CSV codes
 *   (`CSV_UNKNOWN_COLUMN`, `CSV_MISSING_COLUMN`, `CSV_NAME_VARIANT`, …), `MISSING_FIELD`,
 *   `NOT_AN_INTEGER`, `OUT_OF_RANGE`; `NOT_A_STRING` for input that is neither text nor bytes
 * @example
 * ```ts
 * import { draughtsStandings, parseDraughtsCsv } from 'mindsport/draughts';
 * const sheet = 'round;white;black;result\r\n1;Anna;Bram;2-0\r\n2;Bram;Cees;1-1\r\n3;Cees;Anna;3-0\r\n';
 * const { document, locate } = parseDraughtsCsv(sheet);
 * console.log(document.players.map((player) => player.id)); // [ 'Anna', 'Bram', 'Cees' ]
 * try {
 *   draughtsStandings(document);
 * } catch (error) {
 *   // 3-0 is no draughts result: the cell it came from.
 *   console.log(error.code, locate(error.path)?.text); // BAD_RESULT line 4, column 4 (result)
 * }
 * ```
 */
export function parseDraughtsCsv(input: string | Uint8Array): CsvImport<DraughtsTournament> {
  const sheet = new CsvSheet(spreadsheetText(input), DRAUGHTS_COLUMNS);
  const players = new CsvPlayers(sheet);
  const games: DraughtsGame[] = [];
  for (const record of sheet.records) {
    const round = sheet.wholeNumber(record, 'round', 1);
    const white = players.add(record, 'white', sheet.required(record, 'white', "white's name"));
    const black = players.add(record, 'black', sheet.required(record, 'black', "black's name"));
    const result = sheet.required(record, 'result', 'the result');
    const reason = sheet.field(record, 'reason');
    games.push({
      ...(round === undefined ? {} : { round }),
      white,
      black,
      result,
      ...(reason === '' ? {} : { reason }),
    });
  }
  const locate = (path: ErrorPath): CsvPlace | undefined => {
    const [top, index, field] = path;
    if (top === 'players') return players.locate(index);
    if (top !== 'games' || typeof index !== 'number') return undefined;
    const record = sheet.records[index];
    if (record === undefined) return undefined;
    return sheet.place(record, typeof field === 'string' && sheet.has(field) ? field : undefined);
  };
  const document: DraughtsTournament = { players: players.names.map((id) => ({ id })), games };
  return Object.freeze({ document: deepFreeze(document), locate, notes: Object.freeze([]) });
}
