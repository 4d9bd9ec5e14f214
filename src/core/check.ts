/**
 * Internal: the shape checks every module's validators and options readers share, so a
 * list that is not a list is `NOT_A_LIST` with the same message in every module.
 *
 * Each check reports through a {@link Report} and returns whether the value passed; pass
 * {@link THROW} as the report to make it throw the problem instead. Messages name the place
 * and the value once: `rounds[2].games[3].blackDiscs: 70 is outside 0…64`.
 *
 * Not exported from the package.
 *
 * @internal
 * @module
 */
import { describePath, type ErrorPath, fail, type Problem, type Report } from './errors.js';
import { show } from './show.js';
import { didYouMean } from './suggest.js';

/** A report that throws the problem as a `MindsportError`: the checks' throwing mode. */
export const THROW: Report = (problem) => {
  if (problem instanceof Error) throw problem;
  fail(problem);
};

/** A problem whose message is `place: text`. */
export function problemAt(code: string, path: ErrorPath, value: unknown, text: string): Problem {
  return { code, path, value, message: `${describePath(path)}: ${text}` };
}

/** True for an object that is not null and not an array (the shape of a JSON object). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks for a plain object: `NOT_AN_OBJECT`. */
export function checkRecord(
  value: unknown,
  path: ErrorPath,
  report: Report,
): value is Record<string, unknown> {
  if (isRecord(value)) return true;
  report(problemAt('NOT_AN_OBJECT', path, value, `${show(value)} is not an object`));
  return false;
}

/** Checks for a list: `NOT_A_LIST`. */
export function checkList(value: unknown, path: ErrorPath, report: Report): value is readonly unknown[] {
  if (Array.isArray(value)) return true;
  report(problemAt('NOT_A_LIST', path, value, `${show(value)} is not a list`));
  return false;
}

/** Checks for text, non-empty unless `allowEmpty`: `NOT_A_STRING`, `EMPTY_STRING`. */
export function checkString(
  value: unknown,
  path: ErrorPath,
  report: Report,
  allowEmpty = false,
): value is string {
  if (typeof value !== 'string') {
    report(problemAt('NOT_A_STRING', path, value, `${show(value)} is not text`));
    return false;
  }
  if (!allowEmpty && value.trim() === '') {
    report(problemAt('EMPTY_STRING', path, value, `${show(value)} is empty`));
    return false;
  }
  return true;
}

/** Inclusive bounds of a number. */
export interface Bounds {
  /** Smallest allowed value. */
  readonly min?: number;
  /** Largest allowed value. */
  readonly max?: number;
}

function checkBounds(value: number, path: ErrorPath, report: Report, bounds: Bounds): boolean {
  if ((bounds.min !== undefined && value < bounds.min) || (bounds.max !== undefined && value > bounds.max)) {
    const range = `${bounds.min ?? '-∞'}…${bounds.max ?? '∞'}`;
    report(problemAt('OUT_OF_RANGE', path, value, `${value} is outside ${range}`));
    return false;
  }
  return true;
}

/** Checks for a safe integer within bounds: `NOT_AN_INTEGER`, `OUT_OF_RANGE`. */
export function checkInteger(
  value: unknown,
  path: ErrorPath,
  report: Report,
  bounds: Bounds = {},
): value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    report(problemAt('NOT_AN_INTEGER', path, value, `${show(value)} is not a whole number`));
    return false;
  }
  return checkBounds(value, path, report, bounds);
}

/** Checks for a finite number within bounds: `NOT_A_NUMBER`, `OUT_OF_RANGE`. */
export function checkNumber(
  value: unknown,
  path: ErrorPath,
  report: Report,
  bounds: Bounds = {},
): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    report(problemAt('NOT_A_NUMBER', path, value, `${show(value)} is not a finite number`));
    return false;
  }
  return checkBounds(value, path, report, bounds);
}

/** Checks for `true` or `false`: `NOT_A_BOOLEAN`. */
export function checkBoolean(value: unknown, path: ErrorPath, report: Report): value is boolean {
  if (typeof value === 'boolean') return true;
  report(problemAt('NOT_A_BOOLEAN', path, value, `${show(value)} is not true or false`));
  return false;
}

/** Checks for one of the allowed texts: `NOT_ONE_OF`, with the nearest allowed one suggested. */
export function checkOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  path: ErrorPath,
  report: Report,
): value is T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return true;
  const hint = typeof value === 'string' ? didYouMean(value, allowed) : '';
  report(problemAt('NOT_ONE_OF', path, value, `${show(value)} is not one of ${allowed.join(', ')}${hint}`));
  return false;
}

/**
 * Checks that a record has only known fields (and `extra`, which holds the caller's own
 * data): each other field is an `UNKNOWN_FIELD` problem naming the nearest known field.
 * Fields in `required` that are missing (or `undefined`) are `MISSING_FIELD`.
 *
 * @returns true when nothing was reported
 */
export function checkFields(
  record: Readonly<Record<string, unknown>>,
  known: readonly string[],
  path: ErrorPath,
  report: Report,
  required: readonly string[] = [],
): boolean {
  let ok = true;
  for (const key of required) {
    if (record[key] === undefined) {
      report(problemAt('MISSING_FIELD', [...path, key], undefined, 'is missing'));
      ok = false;
    }
  }
  for (const key of Object.keys(record)) {
    if (key === 'extra' || known.includes(key)) continue;
    report(problemAt('UNKNOWN_FIELD', [...path, key], record[key], `unknown field${didYouMean(key, known)}`));
    ok = false;
  }
  return ok;
}

/**
 * Reads a call's options: `undefined` is `{}`; anything but a plain object is
 * `NOT_AN_OBJECT`; a key not in `known` is `UNKNOWN_OPTION`, naming the nearest known
 * option. Throws the first problem (options are checked before any work is done).
 *
 * @returns the options, typed
 */
export function readOptions<T extends object>(
  options: unknown,
  known: readonly (keyof T & string)[],
): Partial<T> {
  if (options === undefined) return {};
  checkRecord(options, ['options'], THROW);
  for (const key of Object.keys(options as object)) {
    if (!(known as readonly string[]).includes(key)) {
      THROW(
        problemAt(
          'UNKNOWN_OPTION',
          ['options', key],
          (options as Record<string, unknown>)[key],
          `unknown option${didYouMean(key, known)}`,
        ),
      );
    }
  }
  return options as Partial<T>;
}
