/**
 * The rules of the summer competition as data (seed 002, *Zomercompetitie reglement*),
 * checked like a document by {@link validateLadderSummerRules}.
 *
 * @module
 */
import {
  checkFields,
  checkInteger,
  checkRecord,
  checkString,
  collectProblems,
  deepFreeze,
  type Report,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import { checkCriteria, checkSources, type LadderCriterion } from './rules.js';

/**
 * Keys deciding equal points in the summer competition (summer rule 7).
 *
 * @category Rules
 * @example
 * ```ts
 * import { LADDER_SUMMER_TIE_BREAKS } from 'mindsport/ladder';
 * console.log(LADDER_SUMMER_TIE_BREAKS.join(', ')); // fewerGames, headToHead, moreWins
 * ```
 */
export const LADDER_SUMMER_TIE_BREAKS = deepFreeze(['fewerGames', 'headToHead', 'moreWins'] as const);

/**
 * One of {@link LADDER_SUMMER_TIE_BREAKS}.
 *
 * @category Rules
 */
export type LadderSummerTieBreak = (typeof LADDER_SUMMER_TIE_BREAKS)[number];

/**
 * A field of {@link LadderSummerRules} holding one constant.
 *
 * @category Rules
 */
export type LadderSummerConstant =
  | 'gamesPerEvening'
  | 'winPoints'
  | 'drawPoints'
  | 'lossPoints'
  | 'absencePoints'
  | 'absenceCap'
  | 'oddPlayerPoints';

const SUMMER_CONSTANTS: readonly LadderSummerConstant[] = [
  'gamesPerEvening',
  'winPoints',
  'drawPoints',
  'lossPoints',
  'absencePoints',
  'absenceCap',
  'oddPlayerPoints',
];

/**
 * The rules of the summer competition as data.
 *
 * @category Rules
 */
export interface LadderSummerRules {
  /** Display name, such as `'Summer competition'`; results carry it as `rules`. */
  readonly name: string;
  /** The regulations the rules come from. */
  readonly source: string;
  /** Games per evening against the same opponent, alternating colours (summer rule 4: 2). */
  readonly gamesPerEvening: number;
  /** Points for a win (summer rule 5: 2). */
  readonly winPoints: number;
  /** Points for a draw (summer rule 5: 1). */
  readonly drawPoints: number;
  /** Points for a loss (summer rule 5: 0). */
  readonly lossPoints: number;
  /** Points for an evening absent (summer rule 5: 1). */
  readonly absencePoints: number;
  /** How many absent evenings score (summer rule 5: 3). */
  readonly absenceCap: number;
  /** Points for the odd player out of an evening; not a game, no cap (spec decision 12: 2). */
  readonly oddPlayerPoints: number;
  /** Keys deciding equal points, in order (summer rule 7). */
  readonly tieBreaks: readonly LadderCriterion<LadderSummerTieBreak>[];
  /** The rule each constant implements, by field name. */
  readonly sources: Readonly<Partial<Record<LadderSummerConstant, string>>>;
}

const RULE = 'seed 002 summer rule';

/**
 * The seed club's summer competition: the default rules of the summer functions.
 *
 * @category Rules
 * @example
 * ```ts
 * import { SUMMER_COMPETITION } from 'mindsport/ladder';
 * console.log(SUMMER_COMPETITION.name, SUMMER_COMPETITION.winPoints, SUMMER_COMPETITION.gamesPerEvening); // Summer competition 2 2
 * ```
 */
export const SUMMER_COMPETITION: LadderSummerRules = deepFreeze({
  name: 'Summer competition',
  source: 'seed 002 Zomercompetitie reglement',
  gamesPerEvening: 2,
  winPoints: 2,
  drawPoints: 1,
  lossPoints: 0,
  absencePoints: 1,
  absenceCap: 3,
  oddPlayerPoints: 2,
  tieBreaks: [
    { kind: 'fewerGames', source: `${RULE} 7` },
    { kind: 'headToHead', source: `${RULE} 7; spec ladder.md Decisions 8, 12` },
    { kind: 'moreWins', source: `${RULE} 7` },
  ],
  sources: {
    gamesPerEvening: `${RULE} 4`,
    winPoints: `${RULE} 5`,
    drawPoints: `${RULE} 5`,
    lossPoints: `${RULE} 5`,
    absencePoints: `${RULE} 5; spec ladder.md Decision 12`,
    absenceCap: `${RULE} 5; spec ladder.md Decision 12`,
    oddPlayerPoints: 'spec ladder.md Decision 12',
  },
});

const FIELDS = ['name', 'source', ...SUMMER_CONSTANTS, 'tieBreaks', 'sources'];

/**
 * Checks a summer rule set like a document and reports every problem at once.
 *
 * @category Rules
 * @param rules - the rules (for example {@link SUMMER_COMPETITION} with changes)
 * @returns `{ ok: true, value: rules }` or `{ ok: false, problems }`, paths starting with `'rules'`
 * @example
 * ```ts
 * import { SUMMER_COMPETITION, validateLadderSummerRules } from 'mindsport/ladder';
 * const check = validateLadderSummerRules({ ...SUMMER_COMPETITION, gamesPerEvening: 0 });
 * console.log(check.problems[0]?.message); // rules.gamesPerEvening: 0 is outside 1…∞
 * ```
 */
export function validateLadderSummerRules(rules: LadderSummerRules): Validation<LadderSummerRules> {
  return collectProblems((report) => {
    checkSummerRules(rules, report);
    return rules;
  });
}

/** Internal: the summer rules checked, throwing the first problem with all attached. */
export function assertLadderSummerRules(rules: LadderSummerRules): LadderSummerRules {
  return unwrapValidation(validateLadderSummerRules(rules));
}

function checkSummerRules(rules: unknown, report: Report): void {
  if (!checkRecord(rules, ['rules'], report)) return;
  checkFields(rules, FIELDS, ['rules'], report, FIELDS);
  for (const field of ['name', 'source'] as const) {
    if (rules[field] !== undefined) checkString(rules[field], ['rules', field], report);
  }
  for (const field of SUMMER_CONSTANTS) {
    const min = field === 'gamesPerEvening' ? 1 : 0;
    if (rules[field] !== undefined) checkInteger(rules[field], ['rules', field], report, { min });
  }
  checkCriteria(rules.tieBreaks, LADDER_SUMMER_TIE_BREAKS, ['rules', 'tieBreaks'], report);
  checkSources(rules.sources, SUMMER_CONSTANTS, ['rules', 'sources'], report);
}
