/**
 * Reading input files: the only place that touches the file system. Errors name the file
 * and, for JSON, the line and column.
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { type ErrorPath, MindsportError } from '../core/internal.js';
import { decodeUtf8OrWindows1252 } from '../core/text.js';
import type { CliErrorCode } from './codes.js';

/** Where in a file the field at a document path came from (`line 7, column 3 (black_discs)`), if known. */
export type Locate = (path: ErrorPath) => string | undefined;

/** A problem with an input file (missing, unreadable, not JSON, or rejected by the library): exit code 1. */
export class InputError extends Error {
  /** What kind of problem, one of `CLI_ERROR_CODES` (`LIBRARY_ERROR` when the library rejected the content). */
  readonly code: CliErrorCode;
  /** The file (as given on the command line). */
  readonly file: string;
  /** The library error behind it, when there is one. */
  readonly problem: MindsportError | undefined;
  /** For a document built from another format (CSV): where the field at a path came from. */
  readonly locate: Locate | undefined;

  /**
   * @param code - the kind of problem
   * @param file - the file
   * @param message - what is wrong
   * @param problem - the library error, if any
   * @param cause - the error behind it
   * @param locate - the place in the file of a document path (CSV)
   */
  constructor(
    code: CliErrorCode,
    file: string,
    message: string,
    problem?: MindsportError,
    cause?: unknown,
    locate?: Locate,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'InputError';
    this.code = code;
    this.file = file;
    this.problem = problem;
    this.locate = locate;
  }
}

/**
 * Whether a path names an existing regular file.
 *
 * @param path - the path
 * @returns true for a file
 */
export function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Reads a file's bytes.
 *
 * @param path - the file
 * @returns the bytes
 * @throws InputError when it cannot be read
 */
export function readBytes(path: string): Uint8Array {
  try {
    const buffer = readFileSync(path);
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } catch (error) {
    throw unreadable(path, error);
  }
}

/** The InputError for a file the system would not open or read. */
function unreadable(path: string, error: unknown): InputError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message;
  return new InputError(code === 'ENOENT' ? 'FILE_NOT_FOUND' : 'FILE_UNREADABLE', path, reason);
}

/** The size of the blocks {@link readBlocks} reads. */
const BLOCK = 1 << 20;

/**
 * A file's bytes a block of 1 MiB at a time, for a reader that takes chunks (a PDN database
 * larger than a string can hold). The file is opened at once, so a missing one is reported
 * before any reading; it is closed when the blocks run out or the reading stops early.
 *
 * @param path - the file
 * @returns the blocks, in order
 * @throws InputError when it cannot be opened
 */
export function readBlocks(path: string): Iterable<Uint8Array> {
  let file: number;
  try {
    file = openSync(path, 'r');
  } catch (error) {
    throw unreadable(path, error);
  }
  // A directory opens on Linux and fails only when read: refused here, as readBytes does.
  if (fstatSync(file).isDirectory()) {
    closeSync(file);
    throw unreadable(path, { code: 'EISDIR' });
  }
  return blocksOf(file);
}

function* blocksOf(file: number): Generator<Uint8Array, undefined, undefined> {
  try {
    for (;;) {
      const block = new Uint8Array(BLOCK);
      const read = readSync(file, block);
      if (read === 0) return undefined;
      yield block.subarray(0, read);
    }
  } finally {
    closeSync(file);
  }
}

/** The first bytes of a ZIP archive (`.xlsx`, `.ods`) and of an OLE compound file (`.xls`). */
const WORKBOOK_MAGIC: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
];

/**
 * Refuses a spreadsheet workbook given where CSV or JSON belongs, by its first bytes (a
 * renamed file too) or its extension, with what to do instead of "not valid JSON".
 *
 * @param path - the file, for the message
 * @param bytes - its content
 * @throws InputError `SPREADSHEET_NOT_CSV`
 */
export function refuseWorkbook(path: string, bytes: Uint8Array): void {
  const magic = WORKBOOK_MAGIC.some((start) => start.every((byte, index) => bytes[index] === byte));
  if (magic || /\.(xlsx|xlsm|xls|ods)$/i.test(path)) {
    throw new InputError(
      'SPREADSHEET_NOT_CSV',
      path,
      'this is a spreadsheet workbook (.xlsx, .xls or .ods), not a CSV or JSON file: save it as CSV (in the spreadsheet: Save as, "CSV UTF-8") and give the .csv file',
    );
  }
}

/**
 * Reads a UTF-8 text file.
 *
 * @param path - the file
 * @returns the text
 * @throws InputError when it cannot be read
 */
export function readText(path: string): string {
  return new TextDecoder('utf-8').decode(readBytes(path));
}

/**
 * Reads the text of a file that must be JSON or CSV: a workbook is refused first.
 *
 * @param path - the file
 * @param spreadsheet - decode as a spreadsheet's CSV (UTF-8, else Windows-1252)
 * @returns the text
 * @throws InputError when it cannot be read or is a workbook
 */
function readDataText(path: string, spreadsheet: boolean): string {
  const bytes = readBytes(path);
  refuseWorkbook(path, bytes);
  return spreadsheet ? decodeUtf8OrWindows1252(bytes) : new TextDecoder('utf-8').decode(bytes);
}

/**
 * Reads a text file saved by a spreadsheet: UTF-8 when the bytes are valid UTF-8, else
 * Windows-1252 (what Excel's plain "CSV" saves on Western European Windows, so `ø`, `å`
 * and `ë` arrive intact).
 *
 * @param path - the file
 * @returns the text
 * @throws InputError when it cannot be read
 */
export function readSpreadsheetText(path: string): string {
  return readDataText(path, true);
}

/** Line and column (1-based) of a character offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Thrown inside {@link JsonScanner} at the offset of the first syntax error. */
class JsonSyntaxAt {
  constructor(readonly offset: number) {}
}

/**
 * A recursive-descent scan of RFC 8259 that stops at the first character that cannot
 * continue a JSON text. It builds nothing: it only walks the text.
 */
class JsonScanner {
  at = 0;

  constructor(private readonly text: string) {}

  /** Stops the scan at the current offset. */
  fail(): never {
    throw new JsonSyntaxAt(this.at);
  }

  /** Skips JSON whitespace. */
  space(): void {
    while (this.at < this.text.length && ' \t\n\r'.includes(this.text[this.at]!)) this.at++;
  }

  /** Any value, by its first character. */
  value(): void {
    this.space();
    const character = this.text[this.at];
    if (character === '{') this.object();
    else if (character === '[') this.array();
    else if (character === '"') this.string();
    else if (character === 't') this.literal('true');
    else if (character === 'f') this.literal('false');
    else if (character === 'n') this.literal('null');
    else this.number();
  }

  /** `{ "key": value, … }`, the opening brace at the current offset. */
  object(): void {
    this.at++;
    this.space();
    if (this.text[this.at] === '}') {
      this.at++;
      return;
    }
    for (;;) {
      this.space();
      if (this.text[this.at] !== '"') this.fail();
      this.string();
      this.space();
      if (this.text[this.at] !== ':') this.fail();
      this.at++;
      this.value();
      if (this.listEnds('}')) return;
    }
  }

  /** `[ value, … ]`, the opening bracket at the current offset. */
  array(): void {
    this.at++;
    this.space();
    if (this.text[this.at] === ']') {
      this.at++;
      return;
    }
    for (;;) {
      this.value();
      if (this.listEnds(']')) return;
    }
  }

  /** After a member or an element: a comma (false, more follow) or the closing character (true). */
  private listEnds(close: '}' | ']'): boolean {
    this.space();
    const character = this.text[this.at];
    if (character === ',') {
      this.at++;
      return false;
    }
    if (character !== close) this.fail();
    this.at++;
    return true;
  }

  /** A word (`true`, `false`, `null`), character by character so the error is at the first wrong one. */
  literal(word: string): void {
    for (const character of word) {
      if (this.text[this.at] !== character) this.fail();
      this.at++;
    }
  }

  /** A number (at most 400 characters are looked at, so a long run of digits stays linear). */
  number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.at, this.at + 400));
    if (match === null) this.fail();
    this.at += match[0].length;
  }

  /** A string, the opening quote at the current offset. */
  string(): void {
    this.at++;
    while (this.at < this.text.length) {
      const character = this.text[this.at]!;
      if (character === '"') {
        this.at++;
        return;
      }
      if (character === '\\') this.escape();
      else if (character < ' ') this.fail();
      else this.at++;
    }
    this.fail();
  }

  /** An escape inside a string, the backslash at the current offset. */
  private escape(): void {
    this.at++;
    if (this.text[this.at] === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 1, this.at + 5))) this.fail();
      this.at += 5;
    } else if ('"\\/bfnrt'.includes(this.text[this.at] ?? 'x')) this.at++;
    else this.fail();
  }
}

/**
 * The offset of the first JSON syntax error in a text (a small recursive-descent scan of
 * RFC 8259), or -1 when the text is valid JSON. V8's own messages give a position only for
 * some errors.
 */
export function jsonErrorOffset(text: string): number {
  const scanner = new JsonScanner(text);
  try {
    scanner.value();
    scanner.space();
    if (scanner.at < text.length) scanner.fail();
    return -1;
  } catch (error) {
    if (error instanceof JsonSyntaxAt) return Math.min(error.offset, text.length);
    throw error;
  }
}

/**
 * Reads and parses a JSON file.
 *
 * @param path - the file
 * @returns the parsed value
 * @throws InputError naming the line and column of a syntax error
 */
export function readJson(path: string): unknown {
  const text = readDataText(path, false);
  try {
    return JSON.parse(text);
  } catch (error) {
    const offset = jsonErrorOffset(text);
    const { line, column } = lineAndColumn(text, offset < 0 ? text.length : offset);
    const found =
      offset >= text.length ? 'unexpected end of file' : `unexpected ${JSON.stringify(text[offset])}`;
    throw new InputError(
      'NOT_JSON',
      path,
      `line ${line}, column ${column}: not valid JSON (${found})`,
      undefined,
      error,
    );
  }
}

/**
 * Runs library code on a file's content and turns a {@link mindsport!MindsportError} into an
 * {@link InputError} naming the file.
 *
 * @param file - the file the data came from
 * @param work - the library call
 * @param locate - for a document built from CSV: the file place of a document path
 * @returns what `work` returns
 * @throws InputError for a MindsportError
 */
export function withFile<T>(file: string, work: () => T, locate?: Locate): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof MindsportError) {
      const place = locate?.(error.path);
      throw new InputError(
        'LIBRARY_ERROR',
        file,
        place === undefined ? error.message : `${place}: ${error.message}`,
        error,
        undefined,
        locate,
      );
    }
    throw error;
  }
}
