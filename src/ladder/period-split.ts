/**
 * The split of a season into its periods (Art. I.2), checked: used by the period tables, by
 * the pairing (repeats are avoided within a period) and by the season check, so a bad
 * `plannedRounds` or `periodStarts` fails everywhere.
 *
 * @module
 */
import {
  checkInteger,
  checkList,
  deepFreeze,
  problemAt,
  type Report,
  readOptions,
  show,
  THROW,
} from '../core/internal.js';
import { readSeason } from './read.js';
import { CLUB_LADDER, type LadderRules } from './rules.js';
import type { LadderSeason } from './season.js';

/**
 * The rounds of one period.
 *
 * @category Standings
 */
export interface LadderPeriod {
  /** Period number, 1-based. */
  readonly period: number;
  /** First round (1-based). */
  readonly firstRound: number;
  /** Last round (1-based, inclusive). */
  readonly lastRound: number;
}

/**
 * The periods of a season.
 *
 * @category Standings
 */
export interface LadderPeriods {
  /** The rules' name. */
  readonly rules: string;
  /** The periods in order. */
  readonly periods: readonly LadderPeriod[];
}

/**
 * Splits a season into periods: as equal as possible, earlier periods taking the extra
 * rounds, over `plannedRounds` (or the rounds played, when more were played), or the
 * explicit `periodStarts` of the season.
 *
 * Rules: seed 002 Art. I.2; spec decision 10.
 *
 * @category Standings
 * @param document - the season (its `plannedRounds`, `periodStarts` and the rounds played count)
 * @param rules - the club's rules (default {@link CLUB_LADDER}; `periodCount`)
 * @param options - none yet (`{}`)
 * @returns the periods in order
 * @throws `MindsportError` any problem of the season; `BAD_PERIOD_STARTS` when `periodStarts` lie beyond the season
 * @example
 * ```ts
 * import { ladderPeriods } from 'mindsport/ladder';
 * const { periods } = ladderPeriods({ players: [], rounds: [], plannedRounds: 32 });
 * console.log(periods.map((p) => `${p.firstRound}-${p.lastRound}`).join(' ')); // 1-11 12-22 23-32
 * ```
 */
export function ladderPeriods(
  document: LadderSeason,
  rules: LadderRules = CLUB_LADDER,
  options: Readonly<Record<string, never>> = {},
): LadderPeriods {
  const { season } = readSeason(document, rules);
  readOptions(options, []);
  const periods = splitPeriods(
    season.plannedRounds,
    season.periodStarts,
    season.rounds.length,
    rules,
    true,
    THROW,
  );
  return deepFreeze({ rules: rules.name, periods: periods ?? [] });
}

/**
 * Internal: the season's period fields, checked as part of the season (Art. I.2). A season
 * in progress without `plannedRounds` may give `periodStarts` beyond the rounds played.
 */
export function checkPeriodFields(
  season: Readonly<Record<string, unknown>>,
  roundsPlayed: number,
  rules: LadderRules,
  report: Report,
): void {
  const { plannedRounds, periodStarts } = season;
  if (plannedRounds !== undefined && !checkInteger(plannedRounds, ['plannedRounds'], report, { min: 0 }))
    return;
  if (periodStarts === undefined || !checkList(periodStarts, ['periodStarts'], report)) return;
  let itemsOk = true;
  for (const [index, start] of periodStarts.entries()) {
    if (!checkInteger(start, ['periodStarts', index], report, { min: 1 })) itemsOk = false;
  }
  if (!itemsOk) return;
  splitPeriods(
    plannedRounds as number | undefined,
    periodStarts as number[],
    roundsPlayed,
    rules,
    false,
    report,
  );
}

/**
 * Internal: the periods of a season whose period fields are whole numbers. With `complete`
 * (the season as it will be), `periodStarts` must lie within the season's rounds.
 *
 * @returns the periods, or `undefined` after reporting `BAD_PERIOD_STARTS`
 */
export function splitPeriods(
  plannedRounds: number | undefined,
  starts: readonly number[] | undefined,
  roundsPlayed: number,
  rules: LadderRules,
  complete: boolean,
  report: Report,
): LadderPeriod[] | undefined {
  // A round played beyond the plan still belongs to a period (Art. VII.1 keeps a table of
  // every period), so the split covers at least the rounds played.
  const total = Math.max(plannedRounds ?? 0, roundsPlayed);
  const count = rules.periodCount;
  if (starts === undefined) return equalPeriods(total, count);
  const increasing = starts.every((start, index) => index === 0 || start > (starts[index - 1] as number));
  const valid = starts.length === count && starts[0] === 1 && increasing;
  const beyond =
    valid && (complete || plannedRounds !== undefined) && (starts[count - 1] as number) > Math.max(total, 1);
  if (!valid || beyond) {
    const text = `${show(starts)} must be ${count} increasing rounds starting with 1, within ${total} rounds`;
    report(problemAt('BAD_PERIOD_STARTS', ['periodStarts'], starts, text));
    return undefined;
  }
  return starts.map((firstRound, index) => ({
    period: index + 1,
    firstRound,
    lastRound: index + 1 < count ? (starts[index + 1] as number) - 1 : total,
  }));
}

/** Periods as equal as possible, the earlier ones taking the extra rounds (spec decision 10). */
function equalPeriods(total: number, count: number): LadderPeriod[] {
  const base = Math.floor(total / count);
  const extra = total % count;
  const periods: LadderPeriod[] = [];
  let first = 1;
  for (let index = 0; index < count; index++) {
    const size = base + (index < extra ? 1 : 0);
    periods.push({ period: index + 1, firstRound: first, lastRound: first + size - 1 });
    first += size;
  }
  return periods;
}
