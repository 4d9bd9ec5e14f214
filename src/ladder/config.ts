import { checkBoolean, checkRecord, THROW } from '../core/check.js';
import { MindsportError } from '../core/errors.js';
import { requireInteger, show } from '../core/guards.js';

/** Keys of the final ranking of the winter competition (Art. V.2), in the order a club chooses. */
export const FINAL_TIE_BREAKS = Object.freeze([
  'fewerGames',
  'headToHead',
  'moreWins',
  'moreWinsWithBlack',
] as const);
/** One key of the final ranking (Art. V.2). */
export type FinalTieBreak = (typeof FINAL_TIE_BREAKS)[number];

/** Keys of a period table (Art. VII.3), in the order a club chooses. */
export const PERIOD_TIE_BREAKS = Object.freeze([
  'fewerGames',
  'headToHead',
  'morePointsWithBlack',
  'moreWins',
  'lowerStartingPosition',
] as const);
/** One key of a period table (Art. VII.3). */
export type PeriodTieBreak = (typeof PERIOD_TIE_BREAKS)[number];

/** Group codes (Art. VI.1): A strongest, then B and C; J youth. */
export const GROUPS = Object.freeze(['A', 'B', 'C', 'J'] as const);
/** A group code (Art. VI.1). */
export type Group = (typeof GROUPS)[number];

/**
 * What a game against a new member (season flag) is worth (Art. IV.3d):
 * `'ownRankNumberWhenLower'` (the seed) — one's own rank number when the new member's is
 * strictly lower; `'opponentRankNumber'` — the normal rule.
 */
export const NEW_MEMBER_RULES = Object.freeze(['ownRankNumberWhenLower', 'opponentRankNumber'] as const);
/** One of {@link NEW_MEMBER_RULES}. */
export type NewMemberRule = (typeof NEW_MEMBER_RULES)[number];

/**
 * The rules of a rank-points ladder (winter competition) as data. Every number of the
 * seed regulations is a field, so another club changes data, not code.
 */
export interface LadderConfig {
  /** Rank number of the top of the ladder; the next player has one less (Art. III.2a: 100). */
  readonly topRankNumber: number;
  /** Start points = initial rank number × this factor (Art. IV.1: 5). */
  readonly startPointFactor: number;
  /** Start points are taken back in equal parts over this many rounds (Art. IV.1: 10); 0 = never. */
  readonly takeBackRounds: number;
  /** Points for a game that counts in the league (team) competition (Art. IV.4: 60). */
  readonly leagueGamePoints: number;
  /** Points for not playing a valid game in a round (Art. IV.5: 30). */
  readonly absencePoints: number;
  /** How many absences per season score {@link LadderConfig.absencePoints} (Art. IV.5: 3). */
  readonly absenceCap: number;
  /** Points for being drawn out as the odd player (Art. IV.6: 60). */
  readonly drawnOutPoints: number;
  /** How often per season a player can be drawn out (and score for it) (Art. III.4: 1). */
  readonly drawnOutCap: number;
  /** Points for representing the club elsewhere with no league game that week (Art. IV.7: 60). */
  readonly representingPoints: number;
  /** Points for a win by forfeit (opponent paired but absent); not a game (spec decision 9: 60). */
  readonly forfeitWinPoints: number;
  /** Whether a game against a guest is worth one's own rank number (win; half for a draw) (Art. IV.3d: true). */
  readonly guestGameOwnRankNumber: boolean;
  /** What a game against a new member is worth (Art. IV.3d: `'ownRankNumberWhenLower'`). */
  readonly newMemberRule: NewMemberRule;
  /**
   * When a player has a club-night entry and a league game in the same week, the club
   * night counts (Art. IV.2b "het vrijdagresultaat": the club plays on Friday; spec decision 9: true).
   */
  readonly clubNightSupersedesLeague: boolean;
  /**
   * Day whose league game counts when one player has several league games in one week and
   * no club-night entry, 0 = Sunday … 6 = Saturday; weeks end on Saturday (Art. IV.2b: 5, Friday).
   */
  readonly countingWeekday: number;
  /** Keys deciding equal totals in the final ranking, in order (Art. V.2). */
  readonly finalTieBreaks: readonly FinalTieBreak[];
  /** Number of prizes for the top of the final ranking (Art. V.1: 3). */
  readonly topPrizeCount: number;
  /** Groups with a group prize, in the order they are awarded (Art. VI.2: B, C, J). */
  readonly groupPrizes: readonly Group[];
  /** Number of periods of the season (Art. I.2: 3). */
  readonly periodCount: number;
  /**
   * Rounds assumed for splitting periods while pairing, when the season states neither
   * `plannedRounds` nor `periodStarts` (Art. I.4: at least 30).
   */
  readonly minimumRounds: number;
  /** Keys deciding equal board points in a period table, in order (Art. VII.3). */
  readonly periodTieBreaks: readonly PeriodTieBreak[];
  /** Whether period champions receive a prize, passed down as Art. VII.4–5 say (true). */
  readonly periodPrizes: boolean;
  /**
   * Largest colour saldo (white +1, black −1) the pairing lets a player reach when any
   * pairing of the round allows it: pairs that would force a player beyond ±limit are
   * avoided, and the second-meeting swap yields to the saldo when it would cross the limit
   * (issue 10's requirement on Art. III.5b, overriding spec decision 13: 2); `null` = no
   * limit (Art. III.5 alone).
   */
  readonly colourSaldoLimit: number | null;
}

/**
 * The seed club's winter competition (regulations of September 2005, Articles I–VII),
 * with the spec's decisions as defaults.
 *
 * @example
 * ```ts
 * import { CLUB_LADDER } from 'mindsport/ladder';
 * console.log(CLUB_LADDER.topRankNumber, CLUB_LADDER.startPointFactor); // 100 5
 * ```
 */
export const CLUB_LADDER: LadderConfig = Object.freeze({
  topRankNumber: 100,
  startPointFactor: 5,
  takeBackRounds: 10,
  leagueGamePoints: 60,
  absencePoints: 30,
  absenceCap: 3,
  drawnOutPoints: 60,
  drawnOutCap: 1,
  representingPoints: 60,
  forfeitWinPoints: 60,
  guestGameOwnRankNumber: true,
  newMemberRule: 'ownRankNumberWhenLower',
  clubNightSupersedesLeague: true,
  countingWeekday: 5,
  finalTieBreaks: Object.freeze(['fewerGames', 'headToHead', 'moreWins', 'moreWinsWithBlack'] as const),
  topPrizeCount: 3,
  groupPrizes: Object.freeze(['B', 'C', 'J'] as const),
  periodCount: 3,
  minimumRounds: 30,
  periodTieBreaks: Object.freeze([
    'fewerGames',
    'headToHead',
    'morePointsWithBlack',
    'moreWins',
    'lowerStartingPosition',
  ] as const),
  periodPrizes: true,
  colourSaldoLimit: 2,
});

function requireKeys<T extends string>(
  list: unknown,
  allowed: readonly T[],
  path: (string | number)[],
): readonly T[] {
  if (!Array.isArray(list)) {
    throw new MindsportError('NOT_A_LIST', `${path.join('.')}: ${show(list)} is not a list`, {
      path,
      value: list,
    });
  }
  const seen = new Set<string>();
  for (const [index, key] of list.entries()) {
    if (!allowed.includes(key as T)) {
      throw new MindsportError('UNKNOWN_KEY', `${path.join('.')}[${index}]: unknown key ${show(key)}`, {
        path: [...path, index],
        value: key,
      });
    }
    if (seen.has(key)) {
      throw new MindsportError('DUPLICATE_KEY', `${path.join('.')}[${index}]: ${show(key)} appears twice`, {
        path: [...path, index],
        value: key,
      });
    }
    seen.add(key);
  }
  return list as T[];
}

/**
 * Checks a ladder configuration and returns it, so a club's own rules fail early with a
 * clear message instead of producing odd standings.
 *
 * @param config - the configuration to check (for example {@link CLUB_LADDER} with changes)
 * @returns the same configuration
 * @throws {@link MindsportError} `NOT_AN_INTEGER`, `OUT_OF_RANGE`, `UNKNOWN_KEY`, `DUPLICATE_KEY`, `NOT_A_LIST`
 * @example
 * ```ts
 * import { CLUB_LADDER, checkLadderConfig } from 'mindsport/ladder';
 * const config = checkLadderConfig({ ...CLUB_LADDER, topRankNumber: 150 });
 * console.log(config.topRankNumber); // 150
 * ```
 */
export function checkLadderConfig(config: LadderConfig): LadderConfig {
  // null or a list where the rules belong is a MindsportError, not a TypeError (issue 23 §3).
  checkRecord(config, ['config'], THROW);
  requireInteger(config.topRankNumber, ['topRankNumber'], { min: 1 });
  requireInteger(config.startPointFactor, ['startPointFactor'], { min: 0 });
  requireInteger(config.takeBackRounds, ['takeBackRounds'], { min: 0, max: 10_000 });
  for (const key of [
    'leagueGamePoints',
    'absencePoints',
    'drawnOutPoints',
    'representingPoints',
    'forfeitWinPoints',
  ] as const) {
    requireInteger(config[key], [key], { min: 0 });
  }
  requireInteger(config.absenceCap, ['absenceCap'], { min: 0 });
  requireInteger(config.drawnOutCap, ['drawnOutCap'], { min: 0 });
  requireInteger(config.countingWeekday, ['countingWeekday'], { min: 0, max: 6 });
  requireInteger(config.topPrizeCount, ['topPrizeCount'], { min: 0 });
  requireInteger(config.periodCount, ['periodCount'], { min: 1 });
  requireInteger(config.minimumRounds, ['minimumRounds'], { min: 0 });
  if (config.colourSaldoLimit !== null) {
    requireInteger(config.colourSaldoLimit, ['colourSaldoLimit'], { min: 1 });
  }
  if (typeof config.guestGameOwnRankNumber !== 'boolean') {
    throw new MindsportError(
      'NOT_A_BOOLEAN',
      `guestGameOwnRankNumber: ${show(config.guestGameOwnRankNumber)}`,
      {
        path: ['guestGameOwnRankNumber'],
        value: config.guestGameOwnRankNumber,
      },
    );
  }
  // These two were not checked: any value was read as true or false (issue 23 §3).
  checkBoolean(config.clubNightSupersedesLeague, ['clubNightSupersedesLeague'], THROW);
  checkBoolean(config.periodPrizes, ['periodPrizes'], THROW);
  if (!NEW_MEMBER_RULES.includes(config.newMemberRule)) {
    throw new MindsportError('UNKNOWN_KEY', `newMemberRule: unknown rule ${show(config.newMemberRule)}`, {
      path: ['newMemberRule'],
      value: config.newMemberRule,
    });
  }
  requireKeys(config.finalTieBreaks, FINAL_TIE_BREAKS, ['finalTieBreaks']);
  requireKeys(config.periodTieBreaks, PERIOD_TIE_BREAKS, ['periodTieBreaks']);
  requireKeys(config.groupPrizes, GROUPS, ['groupPrizes']);
  return config;
}
