/**
 * The Grand Prix rules as data (seed 000 §29–§39): the {@link NGP} preset, the registry of
 * presets and the check every rules object goes through.
 *
 * @module
 */
import {
  checkBoolean,
  checkFields,
  checkInteger,
  checkList,
  checkNumber,
  checkOneOf,
  checkRecord,
  checkString,
  collectProblems,
  deepFreeze,
  type ErrorPath,
  Fraction,
  problemAt,
  type Report,
  show,
  THROW,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';

/**
 * Kinds of Grand Prix tournament (seed 000 §29–§32): a regular NGP tournament, the
 * national championship (*Norgesmesterskapet*, NM), a lightning tournament
 * (*lyn-turnering*) and a participation-only tournament (EGP and others the general
 * assembly names, §32).
 *
 * @category Rules
 * @example
 * ```ts
 * import { TOURNAMENT_KINDS } from 'mindsport/grandprix';
 * console.log(TOURNAMENT_KINDS.join(' ')); // regular nationalChampionship lightning participationOnly
 * ```
 */
export const TOURNAMENT_KINDS = deepFreeze([
  'regular',
  'nationalChampionship',
  'lightning',
  'participationOnly',
] as const);

/**
 * One of {@link TOURNAMENT_KINDS}.
 *
 * @category Rules
 */
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

/**
 * The kinds that are NGP tournaments proper (seed 000 §31, §33): they give points by
 * placing and make up the list whose 2/3 count.
 *
 * @category Rules
 * @example
 * ```ts
 * import { NGP_KINDS } from 'mindsport/grandprix';
 * console.log(NGP_KINDS.includes('lightning')); // true
 * ```
 */
export const NGP_KINDS = deepFreeze(['regular', 'nationalChampionship', 'lightning'] as const);

/**
 * One of {@link NGP_KINDS}.
 *
 * @category Rules
 */
export type NgpKind = (typeof NGP_KINDS)[number];

/**
 * Tie-break keys of the season table (seed 000 §34), as rules list them:
 * `countedPlaces` (more counting 1st places, then 2nd places, …), `lastCommonEvent`
 * (better placing in the last NGP tournament all tied players played), `ratingList`
 * (higher on the Nordic rating list).
 *
 * @category Rules
 * @example
 * ```ts
 * import { TIE_BREAKS } from 'mindsport/grandprix';
 * console.log(TIE_BREAKS.length); // 3
 * ```
 */
export const TIE_BREAKS = deepFreeze(['countedPlaces', 'lastCommonEvent', 'ratingList'] as const);

/**
 * One of {@link TIE_BREAKS}.
 *
 * @category Rules
 */
export type TieBreak = (typeof TIE_BREAKS)[number];

/**
 * How the counted number of tournaments is rounded (seed 000 §33 "avrundet til nærmeste
 * hele": `'halfUp'`, halves upward), or always down/up for other federations.
 *
 * @category Rules
 * @example
 * ```ts
 * import { COUNT_ROUNDINGS } from 'mindsport/grandprix';
 * console.log(COUNT_ROUNDINGS[0]); // halfUp
 * ```
 */
export const COUNT_ROUNDINGS = deepFreeze(['halfUp', 'floor', 'ceil'] as const);

/**
 * One of {@link COUNT_ROUNDINGS}.
 *
 * @category Rules
 */
export type CountRounding = (typeof COUNT_ROUNDINGS)[number];

/**
 * The eligibility rules of seed 000 §30 as switches (all on in the NGP).
 *
 * @category Rules
 */
export interface EligibilityRules {
  /** §30 first bullet: a federation member on the tournament's start date (inclusive). */
  readonly requireMembership: boolean;
  /**
   * §30 second bullet: the least share of the tournament's rounds a player must have
   * played, as exact text (`'2/3'`; spec decision 5: 3 × played ≥ 2 × rounds, so 3 of 5 fails).
   */
  readonly minimumRoundShare: string | number;
  /** §30 third bullet: a Norwegian citizen or resident (one flag per player). */
  readonly requireCitizenOrResident: boolean;
}

/**
 * One tie-break criterion of the rules: what it compares and the rule it implements.
 *
 * @category Rules
 */
export interface GrandPrixTieBreak {
  /** What is compared. */
  readonly kind: TieBreak;
  /** The rule it implements (seed and §). */
  readonly source: string;
}

/** The constants of the rules that carry a source in {@link GrandPrixRules.sources}. */
const CONSTANTS: readonly (keyof GrandPrixRuleSources)[] = [
  'placePoints',
  'belowScalePoints',
  'multipliers',
  'participationOnlyPoints',
  'countedShare',
  'countedRounding',
  'extraEventPoints',
  'eligibility',
  'nordicTeamSize',
];

/**
 * The rule (seed and §) each constant of a {@link GrandPrixRules} implements.
 *
 * @category Rules
 */
export interface GrandPrixRuleSources {
  /** Source of {@link GrandPrixRules.placePoints}. */
  readonly placePoints: string;
  /** Source of {@link GrandPrixRules.belowScalePoints}. */
  readonly belowScalePoints: string;
  /** Source of {@link GrandPrixRules.multipliers}. */
  readonly multipliers: string;
  /** Source of {@link GrandPrixRules.participationOnlyPoints}. */
  readonly participationOnlyPoints: string;
  /** Source of {@link GrandPrixRules.countedShare}. */
  readonly countedShare: string;
  /** Source of {@link GrandPrixRules.countedRounding}. */
  readonly countedRounding: string;
  /** Source of {@link GrandPrixRules.extraEventPoints}. */
  readonly extraEventPoints: string;
  /** Source of {@link GrandPrixRules.eligibility}. */
  readonly eligibility: string;
  /** Source of {@link GrandPrixRules.nordicTeamSize}. */
  readonly nordicTeamSize: string;
}

/**
 * Grand Prix rules: every number of seed 000 Part IV–VI as data. {@link NGP} is the
 * Norwegian preset; another federation's rules are a spread copy with fields changed
 * (`{ ...NGP, placePoints: [15, 12, 10] }`).
 *
 * @category Rules
 */
export interface GrandPrixRules {
  /** Display name of the rules, shown as a result's `rules`. */
  readonly name: string;
  /** The rule text the whole set implements (seed and §). */
  readonly source: string;
  /** §31: points for places 1, 2, 3, … among eligible players (NGP: 12, 10, 8, 7, 6, 5, 4, 3). */
  readonly placePoints: readonly number[];
  /**
   * §31: points for every place below {@link GrandPrixRules.placePoints} ("fra og med
   * nr. 9 gir 2 deltakerpoeng"). Part of the scale, so multiplied like it (spec §3 decision).
   */
  readonly belowScalePoints: number;
  /**
   * §31: multiplier of the scale per NGP kind, as exact text (`'150%'` for the NM,
   * `'50%'` for a lightning tournament, `'100%'` for regular tournaments) or a number.
   */
  readonly multipliers: Readonly<Record<NgpKind, string | number>>;
  /** §32: points an eligible player gets for taking part in a participation-only tournament (2). */
  readonly participationOnlyPoints: number;
  /** §33: share of the planned NGP tournaments whose best results count, as exact text (`'2/3'`). */
  readonly countedShare: string | number;
  /** §33: how the counted number is rounded (`'halfUp'`: to the nearest whole number). */
  readonly countedRounding: CountRounding;
  /**
   * §33: points for each NGP tournament a player took part in beyond the counted ones
   * (2, flat: not multiplied, spec decision 3).
   */
  readonly extraEventPoints: number;
  /** §30: who earns points in a tournament. */
  readonly eligibility: EligibilityRules;
  /** §34 / spec decision 7: tie-breaks of the published table (NGP: counted places only; the rest share). */
  readonly tableTieBreaks: readonly GrandPrixTieBreak[];
  /** §34 / spec decision 7: tie-breaks of the selection order used for §36–§38 (all three in the NGP). */
  readonly selectionTieBreaks: readonly GrandPrixTieBreak[];
  /** §39: players per Nordic-championship team (3, *tremannslag*). */
  readonly nordicTeamSize: number;
  /** The rule each constant implements. */
  readonly sources: GrandPrixRuleSources;
}

/**
 * The Norwegian Grand Prix (NOF, seed 000 §29–§39) as rules.
 *
 * @category Rules
 * @example
 * ```ts
 * import { NGP } from 'mindsport/grandprix';
 * console.log(NGP.placePoints.join(','), NGP.multipliers.nationalChampionship, NGP.sources.multipliers); // 12,10,8,7,6,5,4,3 150% seed 000 §31
 * ```
 */
export const NGP: GrandPrixRules = deepFreeze({
  name: 'Norsk Grand Prix (NOF)',
  source: 'seed 000 §29–§39',
  placePoints: [12, 10, 8, 7, 6, 5, 4, 3],
  belowScalePoints: 2,
  multipliers: { regular: '100%', nationalChampionship: '150%', lightning: '50%' },
  participationOnlyPoints: 2,
  countedShare: '2/3',
  countedRounding: 'halfUp',
  extraEventPoints: 2,
  eligibility: { requireMembership: true, minimumRoundShare: '2/3', requireCitizenOrResident: true },
  tableTieBreaks: [{ kind: 'countedPlaces', source: 'seed 000 §34; spec grandprix.md Decision 1' }],
  selectionTieBreaks: [
    { kind: 'countedPlaces', source: 'seed 000 §34; spec grandprix.md Decision 1' },
    { kind: 'lastCommonEvent', source: 'seed 000 §34; spec grandprix.md Decision 7' },
    { kind: 'ratingList', source: 'seed 000 §34; spec grandprix.md Decision 7' },
  ],
  nordicTeamSize: 3,
  sources: {
    placePoints: 'seed 000 §31',
    belowScalePoints: 'seed 000 §31; spec grandprix.md §3',
    multipliers: 'seed 000 §31',
    participationOnlyPoints: 'seed 000 §32',
    countedShare: 'seed 000 §33',
    countedRounding: 'seed 000 §33',
    extraEventPoints: 'seed 000 §33; spec grandprix.md Decision 3',
    eligibility: 'seed 000 §30; spec grandprix.md Decision 5',
    nordicTeamSize: 'seed 000 §39; spec grandprix.md Decision 10',
  },
});

/**
 * Every Grand Prix rules preset by its export name (`GRANDPRIX_PRESETS.NGP === NGP`), for
 * a command line or a form that picks rules by name.
 *
 * @category Rules
 * @example
 * ```ts
 * import { GRANDPRIX_PRESETS, NGP } from 'mindsport/grandprix';
 * console.log(Object.keys(GRANDPRIX_PRESETS), GRANDPRIX_PRESETS.NGP === NGP); // [ 'NGP' ] true
 * ```
 */
export const GRANDPRIX_PRESETS: Readonly<Record<'NGP', GrandPrixRules>> = Object.freeze({ NGP });

/** Rules with their exact numbers parsed, for the computations. */
export interface ResolvedRules {
  /** The rules as given. */
  readonly rules: GrandPrixRules;
  /** Multiplier per NGP kind. */
  readonly multipliers: Readonly<Record<NgpKind, Fraction>>;
  /** Least share of rounds played. */
  readonly minimumRoundShare: Fraction;
  /** Share of counted tournaments. */
  readonly countedShare: Fraction;
}

const RULE_FIELDS = [
  'name',
  'source',
  ...CONSTANTS,
  'tableTieBreaks',
  'selectionTieBreaks',
  'sources',
] as const;

const ELIGIBILITY_FIELDS = ['requireMembership', 'minimumRoundShare', 'requireCitizenOrResident'] as const;

/** An exact non-negative number written as text (`'2/3'`, `'150%'`) or a number; `undefined` when reported. */
function exactShare(value: unknown, path: ErrorPath, report: Report): Fraction | undefined {
  let parsed: Fraction | undefined;
  if (typeof value === 'number' && Number.isFinite(value)) parsed = Fraction.from(value);
  else if (typeof value === 'string') {
    try {
      parsed = Fraction.parse(value);
    } catch {
      parsed = undefined;
    }
  }
  if (parsed === undefined) {
    report(problemAt('NOT_A_NUMBER', path, value, `${show(value)} is not a number, fraction or percentage`));
    return undefined;
  }
  if (parsed.sign() < 0) {
    report(problemAt('OUT_OF_RANGE', path, value, `${show(value)} is outside 0…∞`));
    return undefined;
  }
  return parsed;
}

/** Checks a list of points (§31 scale): non-negative finite numbers. */
function checkPointList(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkList(value, path, report)) return;
  for (let index = 0; index < value.length; index++)
    checkNumber(value[index], [...path, index], report, { min: 0 });
}

/** Checks a list of tie-break criteria: each `{ kind, source }`, each kind once. */
function checkTieBreaks(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkList(value, path, report)) return;
  const seen = new Map<unknown, number>();
  for (let index = 0; index < value.length; index++) {
    const criterion = value[index];
    const at = [...path, index];
    if (!checkRecord(criterion, at, report)) continue;
    checkFields(criterion, ['kind', 'source'], at, report, ['kind', 'source']);
    if (criterion.source !== undefined) checkString(criterion.source, [...at, 'source'], report);
    if (criterion.kind === undefined || !checkOneOf(criterion.kind, TIE_BREAKS, [...at, 'kind'], report))
      continue;
    const before = seen.get(criterion.kind);
    if (before !== undefined) {
      const text = `${show(criterion.kind)} is already the tie-break at ${before}`;
      report(problemAt('DUPLICATE_ID', [...at, 'kind'], criterion.kind, text));
    } else seen.set(criterion.kind, index);
  }
}

/** Checks the §30 switches. */
function checkEligibility(value: unknown, path: ErrorPath, report: Report): Fraction | undefined {
  if (!checkRecord(value, path, report)) return undefined;
  checkFields(value, ELIGIBILITY_FIELDS, path, report, ELIGIBILITY_FIELDS);
  for (const key of ['requireMembership', 'requireCitizenOrResident'] as const) {
    if (value[key] !== undefined) checkBoolean(value[key], [...path, key], report);
  }
  return value.minimumRoundShare === undefined
    ? undefined
    : exactShare(value.minimumRoundShare, [...path, 'minimumRoundShare'], report);
}

/** Checks the §31 multipliers, one per NGP kind. */
function checkMultipliers(
  value: unknown,
  path: ErrorPath,
  report: Report,
): Record<NgpKind, Fraction> | undefined {
  if (!checkRecord(value, path, report)) return undefined;
  checkFields(value, NGP_KINDS, path, report, NGP_KINDS);
  const parsed: Partial<Record<NgpKind, Fraction>> = {};
  for (const kind of NGP_KINDS) {
    if (value[kind] !== undefined) parsed[kind] = exactShare(value[kind], [...path, kind], report);
  }
  return NGP_KINDS.every((kind) => parsed[kind] !== undefined)
    ? (parsed as Record<NgpKind, Fraction>)
    : undefined;
}

/** Checks the sources: one text per constant. */
function checkSources(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkRecord(value, path, report)) return;
  checkFields(value, CONSTANTS, path, report, CONSTANTS);
  for (const key of CONSTANTS) if (value[key] !== undefined) checkString(value[key], [...path, key], report);
}

/** Checks rules field by field, reporting each problem; the parsed numbers when all is well. */
function checkRules(rules: unknown, report: Report): ResolvedRules | undefined {
  const path = ['rules'];
  if (!checkRecord(rules, path, report)) return undefined;
  checkFields(rules, RULE_FIELDS, path, report, RULE_FIELDS);
  const at = (key: string): ErrorPath => [...path, key];
  if (rules.name !== undefined) checkString(rules.name, at('name'), report);
  if (rules.source !== undefined) checkString(rules.source, at('source'), report);
  if (rules.placePoints !== undefined) checkPointList(rules.placePoints, at('placePoints'), report);
  for (const key of ['belowScalePoints', 'participationOnlyPoints', 'extraEventPoints'] as const) {
    if (rules[key] !== undefined) checkNumber(rules[key], at(key), report, { min: 0 });
  }
  const multipliers =
    rules.multipliers === undefined
      ? undefined
      : checkMultipliers(rules.multipliers, at('multipliers'), report);
  const countedShare =
    rules.countedShare === undefined ? undefined : exactShare(rules.countedShare, at('countedShare'), report);
  if (rules.countedRounding !== undefined)
    checkOneOf(rules.countedRounding, COUNT_ROUNDINGS, at('countedRounding'), report);
  const minimumRoundShare =
    rules.eligibility === undefined
      ? undefined
      : checkEligibility(rules.eligibility, at('eligibility'), report);
  for (const key of ['tableTieBreaks', 'selectionTieBreaks'] as const) {
    if (rules[key] !== undefined) checkTieBreaks(rules[key], at(key), report);
  }
  if (rules.nordicTeamSize !== undefined)
    checkInteger(rules.nordicTeamSize, at('nordicTeamSize'), report, { min: 1 });
  if (rules.sources !== undefined) checkSources(rules.sources, at('sources'), report);
  if (multipliers === undefined || countedShare === undefined || minimumRoundShare === undefined)
    return undefined;
  return { rules: rules as unknown as GrandPrixRules, multipliers, countedShare, minimumRoundShare };
}

/**
 * Checks Grand Prix rules and returns every problem at once: unknown fields (with the
 * nearest known one suggested), missing fields, values of the wrong type or out of range,
 * exact shares that do not parse. Paths start with `'rules'`.
 *
 * @category Rules
 * @param rules - the rules, such as a spread copy of {@link NGP}
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { NGP, validateGrandPrixRules } from 'mindsport/grandprix';
 * console.log(validateGrandPrixRules(NGP).ok); // true
 * const bad = validateGrandPrixRules({ ...NGP, placePoint: [20], multipliers: { ...NGP.multipliers, lightning: 'half' } });
 * console.log(bad.problems.map((problem) => problem.message));
 * // [ 'rules.placePoint: unknown field; did you mean "placePoints"?', 'rules.multipliers.lightning: "half" is not a number, fraction or percentage' ]
 * ```
 */
export function validateGrandPrixRules(rules: unknown): Validation<GrandPrixRules> {
  return collectProblems((report) => {
    checkRules(rules, report);
    return rules as GrandPrixRules;
  });
}

/**
 * @internal The rules checked (throwing the first problem with all attached) and their
 * exact numbers parsed.
 */
export function resolveRules(rules: unknown): ResolvedRules {
  let resolved: ResolvedRules | undefined;
  unwrapValidation(
    collectProblems((report) => {
      resolved = checkRules(rules, report);
    }),
  );
  return resolved as ResolvedRules;
}

/**
 * The number of NGP tournaments whose results count in full (seed 000 §33): the counted
 * share of the planned NGP tournaments, rounded as the rules say (NGP: 2/3, to the nearest
 * whole number; 7 tournaments → 5, 5 → 3, 6 → 4).
 *
 * @category Rules
 * @param plannedNgpTournaments - the number of NGP tournaments on the season's list (spec decision 4)
 * @param rules - the rules, default {@link NGP}
 * @returns how many results count
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER` / `OUT_OF_RANGE` for a bad count; the problems of the rules
 * @example
 * ```ts
 * import { countedTournamentCount } from 'mindsport/grandprix';
 * console.log([4, 5, 6, 7].map((n) => countedTournamentCount(n))); // [ 3, 3, 4, 5 ]
 * ```
 */
export function countedTournamentCount(plannedNgpTournaments: number, rules: GrandPrixRules = NGP): number {
  checkInteger(plannedNgpTournaments, ['plannedNgpTournaments'], THROW, { min: 0 });
  return countedOf(plannedNgpTournaments, resolveRules(rules));
}

/** @internal {@link countedTournamentCount} with the rules already resolved. */
export function countedOf(plannedNgpTournaments: number, resolved: ResolvedRules): number {
  const exact = resolved.countedShare.mul(plannedNgpTournaments);
  const rounded = exact.round(resolved.rules.countedRounding);
  return Math.min(plannedNgpTournaments, Number(rounded.numerator));
}
