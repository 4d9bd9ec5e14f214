/**
 * Internal: the three arguments every Grand Prix result takes, checked in the contract's
 * order (API.md §3).
 *
 * @internal
 * @module
 */
import { readOptions } from '../core/internal.js';
import { type ResolvedRules, resolveRules } from './rules.js';
import { assertGrandPrixSeason, type GrandPrixSeason } from './season.js';

/** The checked arguments of a call. */
export interface CheckedArguments<Options extends object> {
  /** The season, valid. */
  readonly season: GrandPrixSeason;
  /** The rules, valid, with their exact numbers parsed. */
  readonly resolved: ResolvedRules;
  /** The options: known keys only (their values are the caller's to check). */
  readonly options: Partial<Options>;
}

/**
 * @internal Checks a call's season (every problem, the first thrown), then its rules, then
 * its options (`NOT_AN_OBJECT`, `UNKNOWN_OPTION`).
 */
export function checkArguments<Options extends object>(
  season: unknown,
  rules: unknown,
  options: unknown,
  known: readonly (keyof Options & string)[],
): CheckedArguments<Options> {
  const checked = assertGrandPrixSeason(season);
  const resolved = resolveRules(rules);
  return { season: checked, resolved, options: readOptions<Options>(options, known) };
}
