/**
 * CSV import for `mindsport <module> standings file.csv`: one game per row, as directors
 * keep results in a spreadsheet (columns documented in the module guides). The library's readers
 * (`parseDiplomacyCsv`, …) build the module's JSON document and a `locate` function that
 * turns the path of a library error (`rounds[1].games[0].blackDiscs`) back into the CSV line
 * and column; here their errors become errors of the file. The sheets of the modules are
 * the library's (`parseOthelloCsv`, `parseDraughtsCsv`, `parseDiplomacyCsv`); the ladder's
 * is the command line's own (`ladder-csv.ts`).
 */
import { type ErrorPath, type CsvImport as LibraryCsvImport, MindsportError } from '../core/internal.js';
import { type DiplomacyTournament, parseDiplomacyCsv } from '../diplomacy/index.js';
import { type DraughtsTournament, parseDraughtsCsv } from '../draughts/index.js';
import { type OthelloTournament, parseOthelloCsv } from '../othello/index.js';
import { InputError } from './input.js';

/** A document built from a CSV file. */
export interface CsvImport<T> {
  /** The module's input document. */
  readonly document: T;
  /** Where in the CSV file the field at a document path came from (`line 7, column 3 (black_discs)`). */
  readonly locate: (path: ErrorPath) => string | undefined;
  /** Notes for stderr: readings the file implies that a director should see (late entries). */
  readonly notes: readonly string[];
}

/**
 * A sheet reader's result for the command: places as text, and a sheet the reader refuses
 * as an error of the file. The error is the reader's `MindsportError` (its code from
 * `CSV_ERROR_CODES` or the shape codes, printed as for any library error), its message
 * already naming the line and column.
 *
 * @param file - for messages
 * @param read - the reader (a library `parse…Csv`, or a reader of the command line's own)
 * @returns the document, where each of its fields came from, and notes
 * @throws InputError `LIBRARY_ERROR` with the reader's error
 */
export function fromSheet<T>(file: string, read: () => LibraryCsvImport<T>): CsvImport<T> {
  try {
    const imported = read();
    return {
      document: imported.document,
      locate: (path) => imported.locate(path)?.text,
      notes: imported.notes,
    };
  } catch (error) {
    if (error instanceof MindsportError) {
      throw new InputError('LIBRARY_ERROR', file, error.message, error, undefined, sheetPlace);
    }
    throw error;
  }
}

/** The place a sheet error's path (`['line', n, 'column', c]`) names. */
function sheetPlace(path: ErrorPath): string | undefined {
  if (path[0] !== 'line') return undefined;
  return path.length > 2 ? `line ${path[1]}, column ${path[3]}` : `line ${path[1]}`;
}

/**
 * Reads an Othello results sheet (the library's `parseOthelloCsv`): `round, black,
 * black_discs, white, white_discs[, forfeit]`, one game per row; `BYE`, `ABSENT` or
 * `WITHDRAWN` in place of the opponent.
 *
 * @param file - for messages
 * @param text - the file's text
 * @returns the tournament, where each field came from, and notes
 * @throws InputError naming line and column
 */
export function othelloFromCsv(file: string, text: string): CsvImport<OthelloTournament> {
  return fromSheet(file, () => parseOthelloCsv(text));
}

/**
 * Reads a draughts results sheet (the library's `parseDraughtsCsv`): `[round,] white, black,
 * result[, reason]`, one game per row; players in order of first appearance.
 *
 * @param file - for messages
 * @param text - the file's text
 * @returns the tournament and where each field came from
 * @throws InputError naming line and column
 */
export function draughtsFromCsv(file: string, text: string): CsvImport<DraughtsTournament> {
  return fromSheet(file, () => parseDraughtsCsv(text));
}

/**
 * Reads a Diplomacy results sheet (the library's `parseDiplomacyCsv`): `round, board`, then
 * each power's player and centres, `[end_year]`; one board per row.
 *
 * @param file - for messages
 * @param text - the file's text
 * @returns the tournament and where each field came from
 * @throws InputError naming line and column
 */
export function diplomacyFromCsv(file: string, text: string): CsvImport<DiplomacyTournament> {
  return fromSheet(file, () => parseDiplomacyCsv(text));
}
