/**
 * The rules of the winter competition as data (seed 002, Articles I–VII): every number of
 * the regulations is a field, so another club changes data, not code. Checked like a
 * document by {@link validateLadderRules}.
 *
 * @module
 */
import {
  checkBoolean,
  checkFields,
  checkInteger,
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  collectProblems,
  deepFreeze,
  type ErrorPath,
  problemAt,
  type Report,
  show,
  type Validation,
} from '../core/internal.js';

/**
 * Keys of the final ranking of the winter competition (Art. V.2), in the order a club chooses.
 *
 * @category Rules
 * @example
 * ```ts
 * import { LADDER_FINAL_TIE_BREAKS } from 'mindsport/ladder';
 * console.log(LADDER_FINAL_TIE_BREAKS.join(', ')); // fewerGames, headToHead, moreWins, moreWinsWithBlack
 * ```
 */
export const LADDER_FINAL_TIE_BREAKS = deepFreeze([
  'fewerGames',
  'headToHead',
  'moreWins',
  'moreWinsWithBlack',
] as const);

/**
 * One key of the final ranking (Art. V.2).
 *
 * @category Rules
 */
export type LadderFinalTieBreak = (typeof LADDER_FINAL_TIE_BREAKS)[number];

/**
 * Keys of a period table (Art. VII.3), in the order a club chooses.
 *
 * @category Rules
 * @example
 * ```ts
 * import { LADDER_PERIOD_TIE_BREAKS } from 'mindsport/ladder';
 * console.log(LADDER_PERIOD_TIE_BREAKS.at(-1)); // lowerStartingPosition
 * ```
 */
export const LADDER_PERIOD_TIE_BREAKS = deepFreeze([
  'fewerGames',
  'headToHead',
  'morePointsWithBlack',
  'moreWins',
  'lowerStartingPosition',
] as const);

/**
 * One key of a period table (Art. VII.3).
 *
 * @category Rules
 */
export type LadderPeriodTieBreak = (typeof LADDER_PERIOD_TIE_BREAKS)[number];

/**
 * One tie-break of a rules preset: which key, and the rule it implements.
 *
 * @category Rules
 */
export interface LadderCriterion<Kind extends string> {
  /** The key. */
  readonly kind: Kind;
  /** The rule it implements (seed and article, or spec decision). */
  readonly source: string;
}

/**
 * Group codes (Art. VI.1): A strongest, then B and C; J youth.
 *
 * @category Rules
 * @example
 * ```ts
 * import { LADDER_GROUPS } from 'mindsport/ladder';
 * console.log(LADDER_GROUPS.join('')); // ABCJ
 * ```
 */
export const LADDER_GROUPS = deepFreeze(['A', 'B', 'C', 'J'] as const);

/**
 * A group code (Art. VI.1).
 *
 * @category Rules
 */
export type LadderGroup = (typeof LADDER_GROUPS)[number];

/**
 * What a game against a new member (season flag) is worth (Art. IV.3d):
 * `'ownRankNumberWhenLower'` (the seed) — one's own rank number when the new member's is
 * strictly lower; `'opponentRankNumber'` — the normal rule.
 *
 * @category Rules
 * @example
 * ```ts
 * import { LADDER_NEW_MEMBER_RULES } from 'mindsport/ladder';
 * console.log(LADDER_NEW_MEMBER_RULES[0]); // ownRankNumberWhenLower
 * ```
 */
export const LADDER_NEW_MEMBER_RULES = deepFreeze(['ownRankNumberWhenLower', 'opponentRankNumber'] as const);

/**
 * One of {@link LADDER_NEW_MEMBER_RULES}.
 *
 * @category Rules
 */
export type LadderNewMemberRule = (typeof LADDER_NEW_MEMBER_RULES)[number];

/**
 * The rules of a rank-points ladder (winter competition) as data. Every number of the
 * seed regulations is a field, so another club changes data, not code: a custom rule set
 * is a copy of {@link CLUB_LADDER} with fields changed.
 *
 * @category Rules
 */
export interface LadderRules {
  /** Display name, such as `'Club ladder'`; results carry it as `rules`. */
  readonly name: string;
  /** The regulations the rules come from. */
  readonly source: string;
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
  /** How many absences per season score {@link LadderRules.absencePoints} (Art. IV.5: 3). */
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
  readonly newMemberRule: LadderNewMemberRule;
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
  readonly finalTieBreaks: readonly LadderCriterion<LadderFinalTieBreak>[];
  /** Number of prizes for the top of the final ranking (Art. V.1: 3). */
  readonly topPrizeCount: number;
  /** Groups with a group prize, in the order they are awarded (Art. VI.2: B, C, J). */
  readonly groupPrizes: readonly LadderGroup[];
  /** Number of periods of the season (Art. I.2: 3). */
  readonly periodCount: number;
  /**
   * Rounds assumed for splitting periods while pairing, when the season states neither
   * `plannedRounds` nor `periodStarts` (Art. I.4: at least 30).
   */
  readonly minimumRounds: number;
  /** Keys deciding equal board points in a period table, in order (Art. VII.3). */
  readonly periodTieBreaks: readonly LadderCriterion<LadderPeriodTieBreak>[];
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
  /** The rule each constant implements (seed and article), by field name. */
  readonly sources: Readonly<Partial<Record<LadderConstant, string>>>;
}

/**
 * A field of {@link LadderRules} holding one constant (a number, a flag or the prize groups).
 *
 * @category Rules
 */
export type LadderConstant =
  | 'topRankNumber'
  | 'startPointFactor'
  | 'takeBackRounds'
  | 'leagueGamePoints'
  | 'absencePoints'
  | 'absenceCap'
  | 'drawnOutPoints'
  | 'drawnOutCap'
  | 'representingPoints'
  | 'forfeitWinPoints'
  | 'guestGameOwnRankNumber'
  | 'newMemberRule'
  | 'clubNightSupersedesLeague'
  | 'countingWeekday'
  | 'topPrizeCount'
  | 'groupPrizes'
  | 'periodCount'
  | 'minimumRounds'
  | 'periodPrizes'
  | 'colourSaldoLimit';

/** The fields of {@link LadderRules} that hold one constant of the regulations. */
const CONSTANTS: readonly LadderConstant[] = [
  'topRankNumber',
  'startPointFactor',
  'takeBackRounds',
  'leagueGamePoints',
  'absencePoints',
  'absenceCap',
  'drawnOutPoints',
  'drawnOutCap',
  'representingPoints',
  'forfeitWinPoints',
  'guestGameOwnRankNumber',
  'newMemberRule',
  'clubNightSupersedesLeague',
  'countingWeekday',
  'topPrizeCount',
  'groupPrizes',
  'periodCount',
  'minimumRounds',
  'periodPrizes',
  'colourSaldoLimit',
];

const ART = 'seed 002 Art.';

/**
 * The seed club's winter competition (regulations of September 2005, Articles I–VII),
 * with the spec's decisions as defaults: the default rules of every ladder function.
 *
 * @category Rules
 * @example
 * ```ts
 * import { CLUB_LADDER } from 'mindsport/ladder';
 * console.log(CLUB_LADDER.name, CLUB_LADDER.topRankNumber, CLUB_LADDER.sources.topRankNumber); // Club ladder 100 seed 002 Art. III.2a
 * ```
 */
export const CLUB_LADDER: LadderRules = deepFreeze({
  name: 'Club ladder',
  source: 'seed 002 Reglement wintercompetitie (September 2005), Articles I–VIII',
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
  finalTieBreaks: [
    { kind: 'fewerGames', source: `${ART} V.2; spec ladder.md Decision 7` },
    { kind: 'headToHead', source: `${ART} V.2; spec ladder.md Decision 8` },
    { kind: 'moreWins', source: `${ART} V.2` },
    { kind: 'moreWinsWithBlack', source: `${ART} V.2` },
  ],
  topPrizeCount: 3,
  groupPrizes: ['B', 'C', 'J'],
  periodCount: 3,
  minimumRounds: 30,
  periodTieBreaks: [
    { kind: 'fewerGames', source: `${ART} VII.3` },
    { kind: 'headToHead', source: `${ART} VII.3; spec ladder.md Decision 8` },
    { kind: 'morePointsWithBlack', source: `${ART} VII.3; spec ladder.md Decision 10` },
    { kind: 'moreWins', source: `${ART} VII.3` },
    { kind: 'lowerStartingPosition', source: `${ART} VII.3; spec ladder.md Decision 10` },
  ],
  periodPrizes: true,
  colourSaldoLimit: 2,
  sources: {
    topRankNumber: `${ART} III.2a`,
    startPointFactor: `${ART} IV.1`,
    takeBackRounds: `${ART} IV.1; spec ladder.md Decision 2`,
    leagueGamePoints: `${ART} IV.4`,
    absencePoints: `${ART} IV.5`,
    absenceCap: `${ART} IV.5; spec ladder.md Decision 9`,
    drawnOutPoints: `${ART} IV.6`,
    drawnOutCap: `${ART} III.4; spec ladder.md Decision 9`,
    representingPoints: `${ART} IV.7`,
    forfeitWinPoints: 'spec ladder.md Decision 9',
    guestGameOwnRankNumber: `${ART} IV.3d; spec ladder.md Decision 4`,
    newMemberRule: `${ART} IV.3d; spec ladder.md Decision 4`,
    clubNightSupersedesLeague: `${ART} IV.2b; spec ladder.md Decision 9`,
    countingWeekday: `${ART} IV.2b`,
    topPrizeCount: `${ART} V.1`,
    groupPrizes: `${ART} VI.2; spec ladder.md Decision 11`,
    periodCount: `${ART} I.2`,
    minimumRounds: `${ART} I.4`,
    periodPrizes: `${ART} VII.4–5`,
    colourSaldoLimit: `${ART} III.5b; issue 10`,
  },
});

const RULE_FIELDS = ['name', 'source', ...CONSTANTS, 'finalTieBreaks', 'periodTieBreaks', 'sources'];

/** Whole-number constants and their bounds. */
const INTEGERS: readonly [LadderConstant, number, number?][] = [
  ['topRankNumber', 1],
  ['startPointFactor', 0],
  ['takeBackRounds', 0, 10_000],
  ['leagueGamePoints', 0],
  ['absencePoints', 0],
  ['absenceCap', 0],
  ['drawnOutPoints', 0],
  ['drawnOutCap', 0],
  ['representingPoints', 0],
  ['forfeitWinPoints', 0],
  ['countingWeekday', 0, 6],
  ['topPrizeCount', 0],
  ['periodCount', 1],
  ['minimumRounds', 0],
];

/**
 * Checks a ladder rule set like a document and reports every problem at once: a missing
 * or misspelt field (`MISSING_FIELD`, `UNKNOWN_FIELD` with the nearest field), a number out
 * of range, a tie-break or group the ladder does not know, one listed twice.
 *
 * @category Rules
 * @param rules - the rules to check (for example {@link CLUB_LADDER} with changes)
 * @returns `{ ok: true, value: rules }` or `{ ok: false, problems }`, paths starting with `'rules'`
 * @example
 * ```ts
 * import { CLUB_LADDER, validateLadderRules } from 'mindsport/ladder';
 * console.log(validateLadderRules({ ...CLUB_LADDER, topRankNumber: 150 }).ok); // true
 * const check = validateLadderRules({ ...CLUB_LADDER, absenceCap: -1 });
 * console.log(check.problems[0]?.message); // rules.absenceCap: -1 is outside 0…∞
 * ```
 */
export function validateLadderRules(rules: LadderRules): Validation<LadderRules> {
  return collectProblems((report) => {
    checkLadderRules(rules, report);
    return rules;
  });
}

/** Reports every problem of a rule set (paths under `'rules'`). */
function checkLadderRules(rules: unknown, report: Report): void {
  if (!checkRecord(rules, ['rules'], report)) return;
  checkFields(rules, RULE_FIELDS, ['rules'], report, RULE_FIELDS);
  if (rules.name !== undefined) checkString(rules.name, ['rules', 'name'], report);
  if (rules.source !== undefined) checkString(rules.source, ['rules', 'source'], report);
  for (const [field, min, max] of INTEGERS) {
    if (rules[field] !== undefined) checkInteger(rules[field], ['rules', field], report, { min, max });
  }
  for (const field of ['guestGameOwnRankNumber', 'clubNightSupersedesLeague', 'periodPrizes'] as const) {
    if (rules[field] !== undefined) checkBoolean(rules[field], ['rules', field], report);
  }
  if (rules.newMemberRule !== undefined) {
    checkOneOf(rules.newMemberRule, LADDER_NEW_MEMBER_RULES, ['rules', 'newMemberRule'], report);
  }
  if (rules.colourSaldoLimit !== null && rules.colourSaldoLimit !== undefined) {
    checkInteger(rules.colourSaldoLimit, ['rules', 'colourSaldoLimit'], report, { min: 1 });
  }
  checkCriteria(rules.finalTieBreaks, LADDER_FINAL_TIE_BREAKS, ['rules', 'finalTieBreaks'], report);
  checkCriteria(rules.periodTieBreaks, LADDER_PERIOD_TIE_BREAKS, ['rules', 'periodTieBreaks'], report);
  checkDistinct(rules.groupPrizes, LADDER_GROUPS, ['rules', 'groupPrizes'], 'DUPLICATE_GROUP', report);
  checkSources(rules.sources, CONSTANTS, ['rules', 'sources'], report);
}

/**
 * Internal: a list of tie-breaks `{ kind, source }`, each kind known and listed once
 * (`DUPLICATE_CRITERION`). Shared with the summer rules.
 */
export function checkCriteria(
  list: unknown,
  kinds: readonly string[],
  path: ErrorPath,
  report: Report,
): void {
  if (list === undefined || !checkList(list, path, report)) return;
  const found: [unknown, ErrorPath][] = [];
  for (const [index, criterion] of list.entries()) {
    const at = [...path, index];
    if (!checkRecord(criterion, at, report)) continue;
    checkFields(criterion, ['kind', 'source'], at, report, ['kind', 'source']);
    if (criterion.source !== undefined) checkString(criterion.source, [...at, 'source'], report);
    if (criterion.kind !== undefined && checkOneOf(criterion.kind, kinds, [...at, 'kind'], report)) {
      found.push([criterion.kind, [...at, 'kind']]);
    }
  }
  reportRepeats(found, 'DUPLICATE_CRITERION', report);
}

/** A list of known values, each listed once (`code` for a repeat). */
function checkDistinct(
  list: unknown,
  allowed: readonly string[],
  path: ErrorPath,
  code: string,
  report: Report,
): void {
  if (list === undefined || !checkList(list, path, report)) return;
  const known: [unknown, ErrorPath][] = [];
  for (const [index, value] of list.entries()) {
    if (checkOneOf(value, allowed, [...path, index], report)) known.push([value, [...path, index]]);
  }
  reportRepeats(known, code, report);
}

/** Reports every value met earlier in the list (`code`): a tie-break or a group listed twice. */
function reportRepeats(values: readonly [unknown, ErrorPath][], code: string, report: Report): void {
  const seen = new Set<unknown>();
  for (const [value, path] of values) {
    if (seen.has(value)) report(problemAt(code, path, value, `${show(value)} is listed twice`));
    seen.add(value);
  }
}

/** Internal: the `sources` of a rule set: text per known constant. Shared with the summer rules. */
export function checkSources(
  sources: unknown,
  constants: readonly string[],
  path: ErrorPath,
  report: Report,
): void {
  if (sources === undefined || !checkRecord(sources, path, report)) return;
  checkFields(sources, constants, path, report);
  for (const key of constants) {
    if (sources[key] !== undefined) checkString(sources[key], [...path, key], report);
  }
}
