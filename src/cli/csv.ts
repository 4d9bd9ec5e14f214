/**
 * A small RFC 4180 CSV reader for the files directors keep in spreadsheets: quoted fields
 * (with embedded delimiters, quotes doubled as `""` and line breaks), CRLF, LF or CR line
 * ends, a UTF-8 byte-order mark, `,`, `;` or tab as the delimiter (found on the header
 * line: spreadsheets in Norway and the Netherlands save with `;`), a header row matched
 * ignoring case, spaces, `_` and `-`, and blank lines (also lines of empty cells only)
 * skipped. Errors name the line and the column.
 */

/** A CSV syntax error: where and what. The caller adds the file. */
export class CsvSyntaxError extends Error {
  /** Line, 1-based. */
  readonly line: number;
  /** Column (character), 1-based. */
  readonly column: number;

  /**
   * @param line - the line
   * @param column - the character column
   * @param message - what is wrong (without the place)
   */
  constructor(line: number, column: number, message: string) {
    super(`line ${line}, column ${column}: ${message}`);
    this.name = 'CsvSyntaxError';
    this.line = line;
    this.column = column;
  }
}

/** One record (row) of a CSV file. */
export interface CsvRecord {
  /** The line the record starts on, 1-based. */
  readonly line: number;
  /** The fields, unquoted; unquoted fields are trimmed of spaces and tabs. */
  readonly fields: readonly string[];
}

/** A parsed CSV file. */
export interface CsvTable {
  /** The delimiter found on the header line. */
  readonly delimiter: ',' | ';' | '\t';
  /** The header record (the first that is not blank). */
  readonly header: CsvRecord;
  /** The data records, blank ones left out. */
  readonly records: readonly CsvRecord[];
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

/**
 * Splits CSV text into records.
 *
 * @param input - the file's text (a leading byte-order mark is ignored)
 * @returns the header and the data records with their line numbers
 * @throws CsvSyntaxError for an unterminated quoted field, a quote inside an unquoted field,
 *   text after a closing quote, or a file without a header row
 */
export function parseCsv(input: string): CsvTable {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = findDelimiter(text);
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let lineStart = 0;
  let recordLine = 1;
  let at = 0;
  const column = (offset: number): number => offset - lineStart + 1;
  const endRecord = (): void => {
    fields.push(field);
    if (fields.some((value) => value !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (at < text.length) {
    // At the start of a field: skip leading blanks, then a quoted or an unquoted field.
    let start = at;
    while (text[start] === ' ' || (text[start] === '\t' && delimiter !== '\t')) start++;
    if (text[start] === '"') {
      const openLine = line;
      const openColumn = column(start);
      at = start + 1;
      let value = '';
      for (;;) {
        if (at >= text.length) {
          throw new CsvSyntaxError(openLine, openColumn, 'quoted field not closed (a " is missing)');
        }
        const character = text[at]!;
        if (character === '"') {
          if (text[at + 1] === '"') {
            value += '"';
            at += 2;
            continue;
          }
          at++;
          break;
        }
        if (character === '\n' || (character === '\r' && text[at + 1] !== '\n')) {
          line++;
          lineStart = at + 1;
        } else if (character === '\r') {
          value += '\r\n';
          at += 2;
          line++;
          lineStart = at;
          continue;
        }
        value += character;
        at++;
      }
      while (text[at] === ' ' || (text[at] === '\t' && delimiter !== '\t')) at++;
      if (at < text.length && text[at] !== delimiter && text[at] !== '\n' && text[at] !== '\r') {
        throw new CsvSyntaxError(
          line,
          column(at),
          `${JSON.stringify(text[at])} after the closing quote of a field (a quote inside a quoted field is written "")`,
        );
      }
      field = value;
    } else {
      let end = start;
      while (end < text.length && text[end] !== delimiter && text[end] !== '\n' && text[end] !== '\r') {
        if (text[end] === '"') {
          throw new CsvSyntaxError(
            line,
            column(end),
            'a quote inside an unquoted field (quote the whole field and write the quote as "")',
          );
        }
        end++;
      }
      field = text.slice(start, end).replace(/[ \t]+$/, '');
      at = end;
    }
    // After the field: a delimiter, a line end, or the end of the text.
    if (at >= text.length) break;
    const next = text[at]!;
    if (next === delimiter) {
      fields.push(field);
      field = '';
      at++;
      if (at >= text.length) break;
      continue;
    }
    at += next === '\r' && text[at + 1] === '\n' ? 2 : 1;
    endRecord();
    line++;
    lineStart = at;
    recordLine = line;
  }
  if (fields.length > 0 || field !== '') endRecord();
  const [header, ...rest] = records;
  if (header === undefined) throw new CsvSyntaxError(1, 1, 'the file is empty (a header row is needed)');
  return { delimiter, header, records: rest };
}

/** The form of a header name that matching uses: lower case, letters and digits only. */
export function headerKey(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}
