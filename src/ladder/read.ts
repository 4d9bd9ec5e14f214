/**
 * Internal: what every ladder function does first — check the rules and the season
 * (throwing the first problem with every problem attached) and read the options
 * (`UNKNOWN_OPTION` with the nearest known option; `afterRound` a round of the log).
 *
 * @module
 */
import {
  checkInteger,
  checkString,
  collectProblems,
  type ErrorPath,
  problemAt,
  readOptions,
  show,
  THROW,
  unwrapValidation,
} from '../core/internal.js';
import { type CompiledSeason, compileSeason } from './compile.js';
import type { LadderRules } from './rules.js';
import type { LadderSeason } from './season.js';

/** A season read and checked. */
export interface CheckedSeason {
  /** The season as given. */
  readonly season: LadderSeason;
  /** Its compiled form. */
  readonly compiled: CompiledSeason;
}

/** Checks the rules and the season; throws the first problem with every problem attached. */
export function readSeason(document: LadderSeason, rules: LadderRules): CheckedSeason {
  const compiled = unwrapValidation(collectProblems((report) => compileSeason(document, rules, report)));
  return { season: document, compiled };
}

/**
 * The option naming the round a result stands after.
 *
 * @category Standings
 */
export interface LadderAfterRoundOption {
  /** The results as they stood after this round (default: the last round of the log). */
  readonly afterRound?: number;
}

/**
 * Reads options with these known keys; `afterRound`, when known and given, must be a
 * round of the log (0 … rounds played). Returns the options and the round to stop after.
 */
export function readRoundOptions<T extends LadderAfterRoundOption>(
  options: unknown,
  known: readonly (keyof T & string)[],
  roundsPlayed: number,
): { readonly options: Partial<T>; readonly afterRound: number } {
  const read = readOptions<T>(options, known);
  if (read.afterRound === undefined) return { options: read, afterRound: roundsPlayed };
  checkInteger(read.afterRound, ['options', 'afterRound'], THROW, { min: 0, max: roundsPlayed });
  return { options: read, afterRound: read.afterRound };
}

/** A required option: `MISSING_FIELD` at `['options', key]` when it is absent. */
export function requireOption(options: Readonly<Record<string, unknown>>, key: string): void {
  if (options[key] === undefined)
    THROW(problemAt('MISSING_FIELD', ['options', key], undefined, 'is missing'));
}

/** The seed of a lot: a whole number or text (`BAD_OPTION`). */
export function readSeed(seed: unknown): number | string {
  if (typeof seed === 'string' || (typeof seed === 'number' && Number.isSafeInteger(seed))) return seed;
  return THROW(
    problemAt('BAD_OPTION', ['options', 'seed'], seed, `${show(seed)} is not a whole number or text`),
  ) as never;
}

/** The index of an id named in the options: text, and known (`UNKNOWN_ID`, saying what it should be). */
export function optionId(
  id: unknown,
  path: ErrorPath,
  index: ReadonlyMap<string, number>,
  what: string,
): number {
  checkString(id, path, THROW, true);
  const at = index.get(id as string);
  if (at === undefined) THROW(problemAt('UNKNOWN_ID', path, id, `${show(id)} is not ${what}`));
  return at as number;
}
