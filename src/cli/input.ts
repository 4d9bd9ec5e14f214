/**
 * Reading input files: the only place that touches the file system. Errors name the file
 * and, for JSON, the line and column.
 */
import { readFileSync, statSync } from 'node:fs';
import { MindsportError } from '../core/index.js';

/** A problem with an input file (missing, unreadable, not JSON, or rejected by the library): exit code 1. */
export class InputError extends Error {
  /** The file (as given on the command line). */
  readonly file: string;
  /** The library error behind it, when there is one. */
  readonly problem: MindsportError | undefined;

  /**
   * @param file - the file
   * @param message - what is wrong
   * @param problem - the library error, if any
   */
  constructor(file: string, message: string, problem?: MindsportError) {
    super(message);
    this.name = 'InputError';
    this.file = file;
    this.problem = problem;
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
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message;
    throw new InputError(path, reason);
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

/** Line and column (1-based) of a character offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Reads and parses a JSON file.
 *
 * @param path - the file
 * @returns the parsed value
 * @throws InputError naming the line and column of a syntax error
 */
export function readJson(path: string): unknown {
  const text = readText(path);
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /at position (\d+)/.exec(message);
    const where =
      position === null
        ? ''
        : (() => {
            const { line, column } = lineAndColumn(text, Number(position[1]));
            return `line ${line}, column ${column}: `;
          })();
    const reason = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
    throw new InputError(path, `${where}not valid JSON (${reason})`);
  }
}

/**
 * Runs library code on a file's content and turns a {@link MindsportError} into an
 * {@link InputError} naming the file.
 *
 * @param file - the file the data came from
 * @param work - the library call
 * @returns what `work` returns
 * @throws InputError for a MindsportError
 */
export function withFile<T>(file: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof MindsportError) throw new InputError(file, error.message, error);
    throw error;
  }
}
