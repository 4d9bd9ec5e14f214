/**
 * The checks every scoring system runs on its scoring rules (a preset, or a copy of one with
 * fields changed) before scoring: the bad-input standard of the rules (API.md §3), a shape
 * code with the path to the field and the value; nothing clamped or guessed. The paths start
 * where the scoring sits: `['scoring', …]` for a scoring function, `['rules', 'scoring', …]`
 * inside tournament rules.
 *
 * @internal
 * @module
 */
import {
  type Bounds,
  checkFields,
  checkInteger,
  checkList,
  checkNumber,
  checkOneOf,
  checkRecord,
  checkString,
  collectProblems,
  type ErrorPath,
  problemAt,
  type Report,
  unwrapValidation,
} from '../core/internal.js';

/**
 * Checks the parts every scoring has: an object of the named system with only the system's
 * fields (and `extra`), each present, a text `name` and `source`. Returns whether the value is
 * an object whose fields the caller may go on to check.
 *
 * @internal
 */
export function checkScoringFields(
  value: unknown,
  system: string,
  fields: readonly string[],
  path: ErrorPath,
  report: Report,
): value is Record<string, unknown> {
  if (!checkRecord(value, path, report)) return false;
  const known = ['system', 'name', 'source', ...fields];
  checkFields(value, known, path, report, known);
  if (value.system !== undefined) checkOneOf(value.system, [system], [...path, 'system'], report);
  if (value.name !== undefined) checkString(value.name, [...path, 'name'], report);
  if (value.source !== undefined) checkString(value.source, [...path, 'source'], report);
  return true;
}

/**
 * Checks a points field, if present: any finite number, decimals and negatives included (a
 * penalty is a score too, and decimals are scored exactly).
 *
 * @internal
 */
export function checkPoints(
  record: Record<string, unknown>,
  field: string,
  path: ErrorPath,
  report: Report,
): void {
  if (record[field] !== undefined) checkNumber(record[field], [...path, field], report);
}

/**
 * Checks a whole-number field, if present (solo scores, the pot, a centre count).
 *
 * @internal
 */
export function checkWhole(
  record: Record<string, unknown>,
  field: string,
  path: ErrorPath,
  report: Report,
  bounds: Bounds = {},
): void {
  if (record[field] !== undefined) checkInteger(record[field], [...path, field], report, bounds);
}

/**
 * Checks a list of points, if present: a list of `minLength`…`maxLength` finite numbers
 * (`WRONG_LIST_LENGTH` naming what the list holds, then each entry at its index).
 *
 * @internal
 */
export function checkPointList(
  record: Record<string, unknown>,
  field: string,
  path: ErrorPath,
  report: Report,
  length: { readonly min: number; readonly max: number; readonly what: string },
): void {
  const value = record[field];
  if (value === undefined || !checkList(value, [...path, field], report)) return;
  if (value.length < length.min || value.length > length.max) {
    const wanted = length.min === length.max ? `${length.min}` : `${length.min} to ${length.max}`;
    report(
      problemAt(
        'WRONG_LIST_LENGTH',
        [...path, field],
        value,
        `a list of ${value.length} is not ${wanted} numbers (${length.what})`,
      ),
    );
  }
  for (const [index, entry] of value.entries()) checkNumber(entry, [...path, field, index], report);
}

/**
 * Checks an enumerated field, if present: one of its values, the nearest suggested.
 *
 * @internal
 */
export function checkChoice(
  record: Record<string, unknown>,
  field: string,
  choices: readonly string[],
  path: ErrorPath,
  report: Report,
): void {
  if (record[field] !== undefined) checkOneOf(record[field], choices, [...path, field], report);
}

/**
 * Runs a scoring check with paths from `['scoring']` and throws its first problem with all of
 * them attached: how a scoring function checks the scoring it is given before the game.
 *
 * @internal
 */
export function assertScoring<T>(
  scoring: unknown,
  check: (value: unknown, path: ErrorPath, report: Report) => void,
): T {
  return unwrapValidation(
    collectProblems((report) => {
      check(scoring, ['scoring'], report);
      return scoring as T;
    }),
  );
}
