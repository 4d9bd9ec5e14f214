/**
 * Internal: reading the results sheets directors keep in a spreadsheet and save as CSV —
 * the tokenizer and the checked sheet every module's `parse…Csv` builds on.
 *
 * The tokenizer is RFC 4180 plus what spreadsheets write: quoted fields (with delimiters,
 * quotes doubled as `""` and line breaks inside), CRLF, LF or CR line ends, a UTF-8
 * byte-order mark, `,`, `;` or tab as the delimiter (found on the header line: spreadsheets
 * in Norway and the Netherlands save with `;`), blank lines (also lines of empty cells)
 * skipped. Bytes are UTF-8 when valid, else Windows-1252 (Excel's plain "CSV" on Western
 * European Windows). The sheet matches the header to the reader's columns ignoring case,
 * spaces, `_` and `-`. Every error is a `MindsportError` whose path is
 * `['line', n, 'column', c]` and whose message starts `line n, column c`.
 *
 * Not exported from the package.
 *
 * @internal
 * @module
 */
import { checkString, THROW } from './check.js';
import type { ErrorPath } from './errors.js';
import { MindsportError } from './errors.js';
import { show } from './show.js';
import { decodeUtf8OrWindows1252 } from './text.js';

/**
 * Where in a CSV file a value of the document built from it came from.
 *
 * @category Documents
 */
export interface CsvPlace {
  /** The line, 1-based, when the place is a line of the file. */
  readonly line?: number;
  /** The column of the sheet, 1-based (A = 1), when the place is a cell. */
  readonly column?: number;
  /** The column's name as the reader documents it (`black_discs`), with `column`. */
  readonly header?: string;
  /** The place in words: `line 7, column 3 (black_discs)`, `line 7` or `round 2`. */
  readonly text: string;
}

/**
 * A document read from a results sheet (`parseDiplomacyCsv`, …): the document, where each
 * of its values came from, and readings a director should see.
 *
 * @category Documents
 */
export interface CsvImport<T> {
  /** The module's document, as its JSON form would give it. */
  readonly document: T;
  /**
   * Where the value at a document path came from: give it the `path` of a `MindsportError`
   * the module throws for the document, and show the director the line and column.
   */
  readonly locate: (path: ErrorPath) => CsvPlace | undefined;
  /** Readings the file implies that a director should see (an Othello late entry). */
  readonly notes: readonly string[];
}

/** @internal One record (row) of a CSV file. */
export interface CsvRecord {
  /** The line the record starts on, 1-based. */
  readonly line: number;
  /** The fields, unquoted; unquoted fields are trimmed of spaces and tabs. */
  readonly fields: readonly string[];
}

/** @internal A tokenized CSV file. */
export interface CsvTable {
  /** The delimiter found on the header line. */
  readonly delimiter: ',' | ';' | '\t';
  /** The header record (the first that is not blank). */
  readonly header: CsvRecord;
  /** The data records, blank ones left out. */
  readonly records: readonly CsvRecord[];
}

/** @internal A CSV error at a line and a column: path `['line', n, 'column', c]`. */
export function csvError(
  code: string,
  line: number,
  column: number | undefined,
  message: string,
  value?: unknown,
): MindsportError {
  const path = column === undefined ? ['line', line] : ['line', line, 'column', column];
  const place = column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
  return new MindsportError(code, `${place}: ${message}`, { path, value });
}

/**
 * @internal The text of a results sheet: a string as it is; bytes as UTF-8 when valid (a
 * byte-order mark dropped), else Windows-1252. Anything else is `NOT_A_STRING`.
 */
export function spreadsheetText(input: string | Uint8Array): string {
  if (input instanceof Uint8Array) return decodeUtf8OrWindows1252(input);
  checkString(input, [], THROW, true);
  return input;
}

/** The delimiter of a file: the first of `,` `;` tab that appears unquoted on the first non-blank line. */
function findDelimiter(text: string): ',' | ';' | '\t' {
  let quoted = false;
  let content = false;
  for (const character of text) {
    if (character === '"') {
      quoted = !quoted;
      content = true;
      continue;
    }
    if (quoted) continue;
    if (character === ',' || character === ';' || character === '\t') return character;
    // The header line ends without a delimiter: one column, the default does not matter.
    if ((character === '\n' || character === '\r') && content) return ',';
    if (character !== ' ' && character !== '\n' && character !== '\r') content = true;
  }
  return ',';
}

/** The tokenizer's position: the text, where it is, and the line it is on. */
interface Cursor {
  readonly text: string;
  readonly delimiter: string;
  at: number;
  line: number;
  lineStart: number;
}

const blank = (cursor: Cursor, character: string | undefined): boolean =>
  character === ' ' || (character === '\t' && cursor.delimiter !== '\t');

/** Reads a quoted field from its opening quote at `start`; line breaks inside it count. */
function quotedField(cursor: Cursor, start: number): string {
  const { text } = cursor;
  const openLine = cursor.line;
  const openColumn = start - cursor.lineStart + 1;
  let at = start + 1;
  let value = '';
  for (;;) {
    if (at >= text.length) {
      throw csvError('CSV_UNCLOSED_QUOTE', openLine, openColumn, 'quoted field not closed (a " is missing)');
    }
    const character = text[at]!;
    if (character === '"') {
      if (text[at + 1] !== '"') break;
      value += '"';
      at += 2;
      continue;
    }
    if (character === '\r' && text[at + 1] === '\n') {
      value += '\r\n';
      at += 2;
      cursor.line++;
      cursor.lineStart = at;
      continue;
    }
    if (character === '\n' || character === '\r') {
      cursor.line++;
      cursor.lineStart = at + 1;
    }
    value += character;
    at++;
  }
  at++;
  while (blank(cursor, text[at])) at++;
  if (at < text.length && text[at] !== cursor.delimiter && text[at] !== '\n' && text[at] !== '\r') {
    throw csvError(
      'CSV_STRAY_QUOTE',
      cursor.line,
      at - cursor.lineStart + 1,
      `${JSON.stringify(text[at])} after the closing quote of a field (a quote inside a quoted field is written "")`,
    );
  }
  cursor.at = at;
  return value;
}

/** Reads an unquoted field from `start` to the next delimiter or line end, trimmed. */
function plainField(cursor: Cursor, start: number): string {
  const { text } = cursor;
  let end = start;
  while (end < text.length && text[end] !== cursor.delimiter && text[end] !== '\n' && text[end] !== '\r') {
    if (text[end] === '"') {
      throw csvError(
        'CSV_STRAY_QUOTE',
        cursor.line,
        end - cursor.lineStart + 1,
        'a quote inside an unquoted field (quote the whole field and write the quote as "")',
      );
    }
    end++;
  }
  cursor.at = end;
  // Trailing blanks trimmed by a loop: a regex /[ \t]+$/ retries at every blank of a long run
  // followed by text, quadratic in the field (a 1 MB header cell took minutes; found by fuzzing).
  let last = end;
  while (last > start && (text[last - 1] === ' ' || text[last - 1] === '\t')) last--;
  return text.slice(start, last);
}

/**
 * @internal Splits CSV text into records, in one pass (linear in the text).
 *
 * @param input - the file's text (a leading byte-order mark is ignored)
 * @returns the header and the data records with their line numbers
 * @throws MindsportError `CSV_UNCLOSED_QUOTE`, `CSV_STRAY_QUOTE` (a quote inside an
 *   unquoted field, text after a closing quote), `CSV_NO_HEADER` (nothing but blank lines)
 */
export function tokenizeCsv(input: string): CsvTable {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const cursor: Cursor = { text, delimiter: findDelimiter(text), at: 0, line: 1, lineStart: 0 };
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let recordLine = 1;
  const endRecord = (): void => {
    if (fields.some((value) => value !== '')) records.push({ line: recordLine, fields });
    fields = [];
  };
  while (cursor.at < text.length) {
    let start = cursor.at;
    while (blank(cursor, text[start])) start++;
    fields.push(text[start] === '"' ? quotedField(cursor, start) : plainField(cursor, start));
    // After the field: a delimiter, a line end, or the end of the text.
    if (cursor.at >= text.length) break;
    const next = text[cursor.at]!;
    cursor.at += next === '\r' && text[cursor.at + 1] === '\n' ? 2 : 1;
    if (next === cursor.delimiter) {
      // A delimiter at the very end leaves one empty field.
      if (cursor.at >= text.length) fields.push('');
      continue;
    }
    endRecord();
    cursor.line++;
    cursor.lineStart = cursor.at;
    recordLine = cursor.line;
  }
  endRecord();
  const [header, ...rest] = records;
  if (header === undefined) {
    throw csvError('CSV_NO_HEADER', 1, 1, 'the file is empty (a header row is needed)');
  }
  return { delimiter: cursor.delimiter as CsvTable['delimiter'], header, records: rest };
}

/** @internal The form of a header name that matching uses: lower case, letters and digits only. */
export function headerKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** @internal A column a sheet reader accepts. */
export interface CsvColumn {
  /** The name as documented (`black_discs`). */
  readonly name: string;
  /** Must the header have it? */
  readonly required: boolean;
  /** Other names accepted (compared as {@link headerKey}). */
  readonly aliases?: readonly string[];
}

/** A header name as a message lists it: cut at 80 characters (`Black____…` is a known column too). */
const shortName = (name: string): string => (name.length > 80 ? `${name.slice(0, 77)}...` : name);

/** Columns every reader accepts and ignores: free notes for people. */
const NOTE_COLUMNS: readonly CsvColumn[] = [{ name: 'note', required: false, aliases: ['notes', 'comment'] }];

/**
 * @internal A results sheet checked against its reader's columns: the header matched
 * (unknown, repeated and missing columns refused), rows no wider than the header, fields by
 * column name, and errors and places by line and column.
 */
export class CsvSheet {
  readonly records: readonly CsvRecord[];
  /** The line of the header (the first that is not blank). */
  readonly headerLine: number;
  private readonly index = new Map<string, number>();

  /**
   * @param text - the file's text
   * @param columns - the reader's columns (a `note` column is always accepted and ignored)
   * @throws MindsportError the tokenizer's codes, `CSV_UNKNOWN_COLUMN`,
   *   `CSV_REPEATED_COLUMN`, `CSV_MISSING_COLUMN`, `CSV_TOO_MANY_FIELDS`
   */
  constructor(text: string, columns: readonly CsvColumn[]) {
    const table = tokenizeCsv(text);
    const all = [...columns, ...NOTE_COLUMNS];
    const byKey = new Map<string, CsvColumn>();
    for (const spec of all) {
      for (const name of [spec.name, ...(spec.aliases ?? [])]) byKey.set(headerKey(name), spec);
    }
    const { header } = table;
    header.fields.forEach((name, position) => {
      const spec = byKey.get(headerKey(name));
      if (spec === undefined) {
        const known = all.map((column) => column.name).join(', ');
        throw csvError(
          'CSV_UNKNOWN_COLUMN',
          header.line,
          position + 1,
          `unknown column ${show(name)}; the columns are ${known}`,
          name,
        );
      }
      const before = this.index.get(spec.name);
      if (before !== undefined) {
        const text = `column ${show(name)} repeats column ${before + 1} (${spec.name})`;
        throw csvError('CSV_REPEATED_COLUMN', header.line, position + 1, text, name);
      }
      this.index.set(spec.name, position);
    });
    const missing = columns.filter((column) => column.required && !this.index.has(column.name));
    if (missing.length > 0) {
      const names = missing.map((column) => column.name).join(', ');
      const text = `the header lacks the column${missing.length > 1 ? 's' : ''} ${names} (it has ${header.fields.map(shortName).join(', ')})`;
      throw csvError('CSV_MISSING_COLUMN', header.line, undefined, text, names);
    }
    for (const record of table.records) {
      if (
        record.fields.length > header.fields.length &&
        record.fields.slice(header.fields.length).some(Boolean)
      ) {
        const text = `${record.fields.length} fields, but the header has ${header.fields.length} columns`;
        throw csvError('CSV_TOO_MANY_FIELDS', record.line, undefined, text, record.fields.length);
      }
    }
    this.records = table.records;
    this.headerLine = header.line;
  }

  /** Whether the header has a column. */
  has(column: string): boolean {
    return this.index.has(column);
  }

  /** A field by column name: trimmed text, `''` when the column or the field is missing. */
  field(record: CsvRecord, column: string): string {
    const position = this.index.get(column);
    return position === undefined ? '' : (record.fields[position] ?? '').trim();
  }

  /** The place of a record, or of one of its cells: `line 7, column 3 (black_discs)`. */
  place(record: CsvRecord, column?: string): CsvPlace {
    const position = column === undefined ? undefined : this.index.get(column);
    if (position === undefined) return { line: record.line, text: `line ${record.line}` };
    return {
      line: record.line,
      column: position + 1,
      header: column,
      text: `line ${record.line}, column ${position + 1} (${column})`,
    };
  }

  /** An error at a record or a cell, with the field's text as its value. */
  error(code: string, record: CsvRecord, column: string | undefined, message: string): MindsportError {
    const place = this.place(record, column);
    const value = column === undefined ? undefined : this.field(record, column);
    const path =
      place.column === undefined ? ['line', record.line] : ['line', record.line, 'column', place.column];
    return new MindsportError(code, `${place.text}: ${message}`, { path, value });
  }

  /** A non-empty field: `MISSING_FIELD` naming `what`. */
  required(record: CsvRecord, column: string, what: string): string {
    const value = this.field(record, column);
    if (value === '') throw this.error('MISSING_FIELD', record, column, `${what} is missing`);
    return value;
  }

  /** A whole number ≥ `least` (`''` → undefined): `NOT_AN_INTEGER`, `OUT_OF_RANGE`. */
  wholeNumber(record: CsvRecord, column: string, least: number): number | undefined {
    const value = this.field(record, column);
    if (value === '') return undefined;
    const digits = /^\d+$/.test(value);
    if (!digits || Number(value) < least) {
      const code = digits ? 'OUT_OF_RANGE' : 'NOT_AN_INTEGER';
      throw this.error(code, record, column, `${show(value)} is not a whole number ≥ ${least}`);
    }
    return Number(value);
  }
}

/**
 * @internal The rounds of a sheet in order, 1 … the highest round a row names: a round
 * between without a row is `CSV_ROUND_MISSING` (path `['rounds', index]`), since a round
 * left out is more likely a lost block of rows than a round nobody played.
 *
 * @param rounds - what the rows of each round built, by round number (≥ 1)
 * @returns round 1 first
 * @throws MindsportError `CSV_ROUND_MISSING`
 */
export function csvRounds<T>(rounds: ReadonlyMap<number, T>): T[] {
  // The round numbers sorted, not an array as long as the highest: a row of round 4294967296
  // must be a missing round 2, not a RangeError (found by fuzzing the Othello sheet).
  const numbers = [...rounds.keys()].sort((a, b) => a - b);
  const last = numbers[numbers.length - 1] ?? 0;
  return numbers.map((number, index) => {
    // Distinct whole numbers ≥ 1 in order: the first that is not index + 1 skips round index + 1.
    if (number !== index + 1) {
      throw new MindsportError(
        'CSV_ROUND_MISSING',
        `no row for round ${index + 1} (the file has rounds up to ${last})`,
        { path: ['rounds', index], value: index + 1 },
      );
    }
    return rounds.get(number) as T;
  });
}

/**
 * @internal Player names as ids, in order of first appearance; two spellings differing only
 * in case or spaces are refused (`CSV_NAME_VARIANT`) rather than taken for two players.
 */
export class CsvPlayers {
  readonly names: string[] = [];
  readonly firstSeen = new Map<string, { record: CsvRecord; column: string }>();
  private readonly byKey = new Map<string, string>();

  constructor(private readonly sheet: CsvSheet) {}

  /** Adds a name seen at a cell; returns it. */
  add(record: CsvRecord, column: string, name: string): string {
    const key = name.toLowerCase().replace(/\s+/g, ' ');
    const known = this.byKey.get(key);
    if (known !== undefined && known !== name) {
      const first = this.firstSeen.get(known);
      const where = first === undefined ? '' : this.sheet.place(first.record, first.column).text;
      throw this.sheet.error(
        'CSV_NAME_VARIANT',
        record,
        column,
        `${show(name)} differs from ${show(known)} (${where}) only in case or spaces; write a player's name the same way on every row`,
      );
    }
    if (known === undefined) {
      this.byKey.set(key, name);
      this.names.push(name);
      this.firstSeen.set(name, { record, column });
    }
    return name;
  }

  /** Where player `index` (of {@link CsvPlayers.names}) first appears. */
  locate(index: unknown): CsvPlace | undefined {
    const name = typeof index === 'number' ? this.names[index] : undefined;
    const first = name === undefined ? undefined : this.firstSeen.get(name);
    return first === undefined ? undefined : this.sheet.place(first.record, first.column);
  }
}
