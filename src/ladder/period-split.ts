/**
 * The split of a season into its periods (Art. I.2), checked: used by the period tables and
 * by the season validation, so a bad `plannedRounds` or `periodStarts` fails everywhere.
 */
import { checkList, checkRecord, THROW } from '../core/check.js';
import { MindsportError } from '../core/errors.js';
import { requireInteger, show } from '../core/guards.js';
import { CLUB_LADDER, checkLadderConfig, type LadderConfig } from './config.js';
import type { LadderSeason } from './season.js';

/** The rounds of one period. */
export interface LadderPeriod {
  /** Period number, 1-based. */
  readonly period: number;
  /** First round (1-based). */
  readonly firstRound: number;
  /** Last round (1-based, inclusive). */
  readonly lastRound: number;
}

/**
 * Splits a season into periods: as equal as possible, earlier periods taking the extra
 * rounds, or the explicit `periodStarts` of the season.
 *
 * Rules: seed 002 Art. I.2; spec decision 10.
 *
 * @param season - the season (uses `plannedRounds`, or the rounds played when more were played, and `periodStarts`)
 * @param config - the club's rules (default {@link CLUB_LADDER})
 * @returns the periods in order
 * @throws {@link MindsportError} `BAD_PERIOD_STARTS`; `NOT_AN_INTEGER` / `OUT_OF_RANGE` for `plannedRounds`
 * @example
 * ```ts
 * import { ladderPeriods } from 'mindsport/ladder';
 * const periods = ladderPeriods({ players: [], rounds: [], plannedRounds: 32 });
 * console.log(periods.map((p) => `${p.firstRound}-${p.lastRound}`).join(' ')); // 1-11 12-22 23-32
 * ```
 */
export function ladderPeriods(season: LadderSeason, config: LadderConfig = CLUB_LADDER): LadderPeriod[] {
  // null, or a season without a list of rounds, is a MindsportError (issue 23 §3).
  checkRecord(season, [], THROW);
  checkList(season.rounds, ['rounds'], THROW);
  checkLadderConfig(config);
  return splitPeriods(season, config, true);
}

/**
 * {@link ladderPeriods}, and the check the season validation makes: with `complete` false
 * and no `plannedRounds`, `periodStarts` may lie beyond the rounds played so far (a season
 * in progress). Internal.
 */
export function splitPeriods(season: LadderSeason, config: LadderConfig, complete: boolean): LadderPeriod[] {
  // A round played beyond the plan still belongs to a period (Art. VII.1 keeps a table of
  // every period), so the split covers at least the rounds played.
  const planned =
    season.plannedRounds === undefined
      ? 0
      : requireInteger(season.plannedRounds, ['plannedRounds'], { min: 0 });
  const total = Math.max(planned, season.rounds.length);
  const count = config.periodCount;
  const starts = season.periodStarts;
  if (starts !== undefined) {
    const badItem = Array.isArray(starts)
      ? starts.findIndex((start) => !Number.isSafeInteger(start) || start < 1)
      : -1;
    if (badItem >= 0) {
      throw new MindsportError(
        'BAD_PERIOD_STARTS',
        `periodStarts: item ${badItem + 1} ${show(starts[badItem])} is not a round number`,
        { path: ['periodStarts', badItem], value: starts[badItem] },
      );
    }
    const valid =
      Array.isArray(starts) &&
      starts.length === count &&
      starts[0] === 1 &&
      starts.every(
        (start, index) => Number.isSafeInteger(start) && (index === 0 || start > starts[index - 1]!),
      );
    const beyond =
      valid &&
      (complete || season.plannedRounds !== undefined) &&
      (starts[count - 1] as number) > Math.max(total, 1);
    if (!valid || beyond) {
      throw new MindsportError(
        'BAD_PERIOD_STARTS',
        `periodStarts ${show(starts)} must be ${count} increasing rounds starting with 1, within ${total} rounds`,
        { path: ['periodStarts'], value: starts },
      );
    }
    return starts.map((firstRound, index) => ({
      period: index + 1,
      firstRound,
      lastRound: index + 1 < count ? starts[index + 1]! - 1 : total,
    }));
  }
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
