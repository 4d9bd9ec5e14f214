/**
 * A tournament format as data (API.md §1): the scoring of a game, the qualification, the
 * final round's board bonus, the team event and the power groups of the seating, each with
 * the rule (seed §) it implements; the Norwegian championship's preset {@link NDF_2007}; the
 * check of custom rules.
 *
 * @module
 */
import {
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
  type FractionInput,
  problemAt,
  type Report,
  show,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import { C_DIPLO_100 } from './cdiplo.js';
import { POWER_GROUPS, POWERS, type Power } from './powers.js';
import type { Scorer } from './scores.js';
import { checkScoring, type DiplomacyScoring, scorerOf } from './scoring.js';

/**
 * The qualifying rounds and how their results add up (seed 003 §3a).
 *
 * @category Rules
 */
export interface DiplomacyQualificationRules {
  /** The qualifying rounds (seed §3a: "De tre første rundene", 1–3). */
  readonly rounds: readonly number[];
  /**
   * Weights of the best, second best, third best … qualifying results, numbers or exact
   * fractions written as text (seed §3a: the two best and 50 % of the third:
   * `['1', '1', '1/2']`); results beyond the list count 0; each ≥ 0.
   */
  readonly weights: readonly FractionInput[];
  /** The rule it implements. */
  readonly source: string;
}

/**
 * The final round and its board bonus (seed 003 §1a, §3b–c).
 *
 * @category Rules
 */
export interface DiplomacyFinalRoundRules {
  /** The final round (seed §1a: round 4); not a qualifying round. */
  readonly round: number;
  /**
   * Bonus per board below the top, as a fraction of the total: board k of N gets
   * total × (1 + step × (N − k)) (seed §3c: 10 %, `'1/10'`; decision 6); ≥ 0.
   */
  readonly boardBonusStep: FractionInput;
  /** The rule it implements. */
  readonly source: string;
}

/**
 * The team event (seed 003 §4a).
 *
 * @category Rules
 */
export interface DiplomacyTeamEventRules {
  /** Players per team (seed §4a: 4). */
  readonly size: number;
  /** The rule it implements. */
  readonly source: string;
}

/**
 * The power groups the seating spreads each player over (seed 003 §1d).
 *
 * @category Rules
 */
export interface DiplomacyPowerGroupRules {
  /** Groups of powers, every power in exactly one ({@link POWER_GROUPS}). */
  readonly groups: readonly (readonly Power[])[];
  /** The rule it implements. */
  readonly source: string;
}

/**
 * A Diplomacy tournament format, as data: the Norwegian championship's is {@link NDF_2007};
 * a custom format is a copy of it with fields changed (`{ ...NDF_2007, scoring: CARNAGE }`).
 * Checked like a document by {@link validateDiplomacyRules} (paths start with `'rules'`).
 *
 * @category Rules
 */
export interface DiplomacyRules {
  /** Name, for display and for the `rules` field of every result. */
  readonly name: string;
  /** The rule text it implements. */
  readonly source: string;
  /** How a game is scored (seed §2: {@link C_DIPLO_100}). */
  readonly scoring: DiplomacyScoring;
  /** The qualifying rounds and their weights. */
  readonly qualification: DiplomacyQualificationRules;
  /** The final round and its board bonus. */
  readonly finalRound: DiplomacyFinalRoundRules;
  /** The team event. */
  readonly teamEvent: DiplomacyTeamEventRules;
  /** The power groups of the seating. */
  readonly powerGroups: DiplomacyPowerGroupRules;
}

/**
 * The rules of the Norwegian Diplomacy championship 2007 (seed 003): C-Diplo 100 (§2),
 * rounds 1–3 qualify with best + second best + 50 % of the third (§3a), round 4 is the final
 * round with a 10 % bonus per board (§3b–c), teams of 4 (§4a), the four power groups of the
 * seating (§1d). The default of every tournament function.
 *
 * @category Rules
 * @example
 * ```ts
 * import { NDF_2007 } from 'mindsport/diplomacy';
 * console.log(NDF_2007.qualification.weights, NDF_2007.finalRound.round, NDF_2007.scoring.name); // [ '1', '1', '1/2' ] 4 C-Diplo 100
 * ```
 */
export const NDF_2007: DiplomacyRules = deepFreeze({
  name: 'NM i Diplomacy 2007 (Norsk Diplomacyforbund)',
  source: 'seed 003',
  scoring: C_DIPLO_100,
  qualification: { rounds: [1, 2, 3], weights: ['1', '1', '1/2'], source: 'seed 003 §1a, §3a' },
  finalRound: { round: 4, boardBonusStep: '1/10', source: 'seed 003 §1a, §3b–c' },
  teamEvent: { size: 4, source: 'seed 003 §4a' },
  powerGroups: { groups: POWER_GROUPS, source: 'seed 003 §1d' },
});

/**
 * The module's tournament formats by export name (the command line's `--rules` names).
 *
 * @category Rules
 * @example
 * ```ts
 * import { DIPLOMACY_PRESETS, NDF_2007 } from 'mindsport/diplomacy';
 * console.log(DIPLOMACY_PRESETS.NDF_2007 === NDF_2007); // true
 * ```
 */
export const DIPLOMACY_PRESETS: Readonly<Record<string, DiplomacyRules>> = Object.freeze({ NDF_2007 });

const RULES_FIELDS = ['name', 'source', 'scoring', 'qualification', 'finalRound', 'teamEvent', 'powerGroups'];

/**
 * Checks a tournament format and returns every problem at once, each with its path from
 * `'rules'`: only the fields of {@link DiplomacyRules} (an unknown one is `UNKNOWN_FIELD`
 * naming the nearest), each present; the scoring rules of a known system; distinct
 * qualifying rounds ≥ 1 and weights ≥ 0; a final round that does not qualify
 * (`FINAL_ROUND_QUALIFIES`) and a board bonus ≥ 0; a team size ≥ 1; every power in exactly
 * one power group.
 *
 * @category Rules
 * @param input - a value that should be a {@link DiplomacyRules}
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { NDF_2007, validateDiplomacyRules } from 'mindsport/diplomacy';
 * const { problems } = validateDiplomacyRules({ ...NDF_2007, finalRound: { ...NDF_2007.finalRound, round: 3 } });
 * console.log(problems.map((problem) => `${problem.code} ${problem.pointer}`)); // [ 'FINAL_ROUND_QUALIFIES /rules/finalRound/round' ]
 * ```
 */
export function validateDiplomacyRules(input: unknown): Validation<DiplomacyRules> {
  return collectProblems((report) => {
    checkRules(input, ['rules'], report);
    return input as DiplomacyRules;
  });
}

function checkRules(input: unknown, path: ErrorPath, report: Report): void {
  if (!checkRecord(input, path, report)) return;
  checkFields(input, RULES_FIELDS, path, report, RULES_FIELDS);
  for (const field of ['name', 'source']) {
    if (input[field] !== undefined) checkString(input[field], [...path, field], report);
  }
  if (input.scoring !== undefined) checkScoring(input.scoring, [...path, 'scoring'], report);
  const qualifying = checkQualification(input.qualification, [...path, 'qualification'], report);
  checkFinalRound(input.finalRound, [...path, 'finalRound'], qualifying, report);
  const teamEvent = part(input.teamEvent, [...path, 'teamEvent'], ['size'], report);
  if (teamEvent?.size !== undefined)
    checkInteger(teamEvent.size, [...path, 'teamEvent', 'size'], report, { min: 1 });
  const groups = part(input.powerGroups, [...path, 'powerGroups'], ['groups'], report);
  if (groups?.groups !== undefined)
    checkPowerGroups(groups.groups, [...path, 'powerGroups', 'groups'], report);
}

/** A part of the rules: an object with its fields and a text `source`; `undefined` when missing or not an object. */
function part(
  value: unknown,
  path: ErrorPath,
  fields: readonly string[],
  report: Report,
): Record<string, unknown> | undefined {
  if (value === undefined || !checkRecord(value, path, report)) return undefined;
  const known = [...fields, 'source'];
  checkFields(value, known, path, report, known);
  if (value.source !== undefined) checkString(value.source, [...path, 'source'], report);
  return value;
}

/** The qualification part; returns the qualifying rounds found valid. */
function checkQualification(value: unknown, path: ErrorPath, report: Report): Set<number> {
  const rounds = new Set<number>();
  const qualification = part(value, path, ['rounds', 'weights'], report);
  if (qualification === undefined) return rounds;
  if (qualification.rounds !== undefined && checkList(qualification.rounds, [...path, 'rounds'], report)) {
    for (const [index, round] of qualification.rounds.entries()) {
      if (!checkInteger(round, [...path, 'rounds', index], report, { min: 1 })) continue;
      if (rounds.has(round)) {
        report(
          problemAt('DUPLICATE_ID', [...path, 'rounds', index], round, `round ${round} is listed twice`),
        );
      }
      rounds.add(round);
    }
  }
  if (qualification.weights !== undefined && checkList(qualification.weights, [...path, 'weights'], report)) {
    for (const [index, weight] of qualification.weights.entries())
      checkFraction(weight, [...path, 'weights', index], report);
  }
  return rounds;
}

function checkFinalRound(
  value: unknown,
  path: ErrorPath,
  qualifying: ReadonlySet<number>,
  report: Report,
): void {
  const finalRound = part(value, path, ['round', 'boardBonusStep'], report);
  if (finalRound === undefined) return;
  const round = finalRound.round;
  if (
    round !== undefined &&
    checkInteger(round, [...path, 'round'], report, { min: 1 }) &&
    qualifying.has(round)
  ) {
    report(
      problemAt(
        'FINAL_ROUND_QUALIFIES',
        [...path, 'round'],
        round,
        `round ${round} is also a qualifying round`,
      ),
    );
  }
  if (finalRound.boardBonusStep !== undefined)
    checkFraction(finalRound.boardBonusStep, [...path, 'boardBonusStep'], report);
}

/** A number, or an exact fraction written as text (`'1/2'`, `'0.1'`), at least 0. */
function checkFraction(value: unknown, path: ErrorPath, report: Report): void {
  let fraction: Fraction | undefined;
  if (typeof value === 'number') {
    if (checkNumber(value, path, report)) fraction = Fraction.from(value);
  } else if (typeof value === 'string') {
    try {
      fraction = Fraction.from(value);
    } catch {
      report(
        problemAt('NOT_A_NUMBER', path, value, `${show(value)} is not a number or a fraction such as "1/2"`),
      );
    }
  } else {
    report(
      problemAt('NOT_A_NUMBER', path, value, `${show(value)} is not a number or a fraction such as "1/2"`),
    );
  }
  if (fraction !== undefined && fraction.sign() < 0)
    report(problemAt('OUT_OF_RANGE', path, value, `${show(value)} is below 0`));
}

/** Every power in exactly one group. */
function checkPowerGroups(groups: unknown, path: ErrorPath, report: Report): void {
  if (!checkList(groups, path, report)) return;
  const seen = new Set<Power>();
  for (const [index, group] of groups.entries()) {
    if (!checkList(group, [...path, index], report)) continue;
    for (const [at, power] of group.entries()) {
      if (!checkOneOf(power, POWERS, [...path, index, at], report)) continue;
      if (seen.has(power)) {
        report(problemAt('DUPLICATE_POWER', [...path, index, at], power, `${power} is in two groups`));
      }
      seen.add(power);
    }
  }
  const missing = POWERS.filter((power) => !seen.has(power));
  if (missing.length > 0) {
    report(
      problemAt(
        'MISSING_POWER',
        path,
        missing,
        `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} in no group`,
      ),
    );
  }
}

/** Rules checked and read once for a call: the scorer and the exact constants. @internal */
export interface RuleBook {
  readonly rules: DiplomacyRules;
  readonly scorer: Scorer;
  readonly qualifyingRounds: ReadonlySet<number>;
  readonly weights: readonly Fraction[];
  readonly finalRound: number;
  readonly boardBonusStep: Fraction;
}

/**
 * Checks the rules (throwing the first problem with all attached) and reads them for a
 * call. @internal
 */
export function ruleBook(rules: unknown): RuleBook {
  const checked = unwrapValidation(validateDiplomacyRules(rules));
  return {
    rules: checked,
    scorer: scorerOf(checked.scoring),
    qualifyingRounds: new Set(checked.qualification.rounds),
    weights: checked.qualification.weights.map((weight) => Fraction.from(weight)),
    finalRound: checked.finalRound.round,
    boardBonusStep: Fraction.from(checked.finalRound.boardBonusStep),
  };
}
