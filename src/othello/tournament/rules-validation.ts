/**
 * Checking a standings rule set like a document (API.md §3): every field of
 * {@link OthelloRules}, paths starting with `'rules'`.
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
  type ErrorPath,
  Fraction,
  isRecord,
  problemAt,
  type Report,
  show,
  unwrapValidation,
  type Validation,
} from '../../core/internal.js';
import { checkBrightwellPreset, constantValue } from './brightwell.js';
import { MBQ_POLICIES } from './mbq.js';
import { OTHELLO_CRITERIA, type OthelloRules, TOURNAMENT_SYSTEMS } from './presets.js';

const RULES_FIELDS = [
  'name',
  'source',
  'system',
  'byePoints',
  'byeDiscValue',
  'brightwellConstant',
  'mbqPolicy',
  'absentPlayerRule',
  'drawWinRight',
  'skipMbqWhenConstantIsZero',
  'criteria',
];
const REQUIRED_FIELDS = RULES_FIELDS.filter((field) => field !== 'source');
const CRITERION_FIELDS = ['kind', 'name', 'source'];
const BOOLEAN_FIELDS = ['absentPlayerRule', 'drawWinRight', 'skipMbqWhenConstantIsZero'] as const;

/**
 * Checks a standings rule set and reports every problem at once: unknown or missing
 * fields, the system, bye points (0, ½ or 1) and bye disc value (0…64), the Brightwell
 * constant (a preset or a number ≥ 0), the MBQ policy, the switches, and the criteria (a
 * non-empty list of known kinds with distinct names). Paths start with `'rules'`.
 *
 * @category Rules
 * @param rules - a preset or a copy of one with fields changed
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { NOF_SWISS, validateOthelloRules } from 'mindsport/othello';
 * console.log(validateOthelloRules({ ...NOF_SWISS, brightwellConstant: 6 }).ok); // true
 * const [problem] = validateOthelloRules({ ...NOF_SWISS, brightwelConstant: 6 }).problems;
 * console.log(problem?.code, problem?.message); // UNKNOWN_FIELD rules.brightwelConstant: unknown field; did you mean "brightwellConstant"?
 * ```
 */
export function validateOthelloRules(rules: unknown): Validation<OthelloRules> {
  return collectProblems((report) => {
    checkRules(rules, report);
    return rules as OthelloRules;
  });
}

/** Internal: the rules, checked, or the first problem thrown with every problem attached. */
export function assertOthelloRules(rules: unknown): OthelloRules {
  return unwrapValidation(validateOthelloRules(rules));
}

function checkRules(rules: unknown, report: Report): void {
  const path = ['rules'];
  if (!checkRecord(rules, path, report)) return;
  checkFields(rules, RULES_FIELDS, path, report, REQUIRED_FIELDS);
  if (rules.name !== undefined) checkString(rules.name, ['rules', 'name'], report);
  if (rules.source !== undefined) checkString(rules.source, ['rules', 'source'], report, true);
  if (rules.system !== undefined) checkOneOf(rules.system, TOURNAMENT_SYSTEMS, ['rules', 'system'], report);
  if (rules.byePoints !== undefined) checkByePoints(rules.byePoints, ['rules', 'byePoints'], report);
  if (rules.byeDiscValue !== undefined) {
    checkInteger(rules.byeDiscValue, ['rules', 'byeDiscValue'], report, { min: 0, max: 64 });
  }
  checkConstant(rules.brightwellConstant, ['rules', 'brightwellConstant'], report);
  if (rules.mbqPolicy !== undefined)
    checkOneOf(rules.mbqPolicy, MBQ_POLICIES, ['rules', 'mbqPolicy'], report);
  for (const field of BOOLEAN_FIELDS) {
    if (rules[field] !== undefined) checkBoolean(rules[field], ['rules', field], report);
  }
  if (rules.criteria !== undefined) checkCriteria(rules.criteria, report);
}

/** A bye is worth 0, ½ or 1 point (NOF §20a, §20b). */
function checkByePoints(value: unknown, path: ErrorPath, report: Report): void {
  if (!checkNumber(value, path, report)) return;
  if (value === 0 || value === 0.5 || value === 1) return;
  report(problemAt('OUT_OF_RANGE', path, value, `${show(value)} is not 0, 0.5 or 1`));
}

/** The Brightwell constant: a preset (`{ name, source, rule }`) or a number ≥ 0. */
function checkConstant(value: unknown, path: ErrorPath, report: Report): void {
  if (value === undefined) return;
  if (isRecord(value) && !(value instanceof Fraction)) {
    checkBrightwellPreset(value, path, report);
    return;
  }
  constantValue(value, path, report);
}

/** A non-empty list of criteria of known kinds, each published under its own name. */
function checkCriteria(criteria: unknown, report: Report): void {
  const path = ['rules', 'criteria'];
  if (!checkList(criteria, path, report)) return;
  if (criteria.length === 0) {
    report(problemAt('EMPTY_CRITERIA', path, criteria, 'a ranking needs at least one criterion'));
    return;
  }
  const names = new Set<string>();
  criteria.forEach((criterion, index) => {
    const at = [...path, index];
    if (!checkRecord(criterion, at, report)) return;
    checkFields(criterion, CRITERION_FIELDS, at, report, ['kind']);
    if (criterion.kind !== undefined) checkOneOf(criterion.kind, OTHELLO_CRITERIA, [...at, 'kind'], report);
    if (criterion.source !== undefined) checkString(criterion.source, [...at, 'source'], report, true);
    if (criterion.name !== undefined && !checkString(criterion.name, [...at, 'name'], report)) return;
    // Every criterion's values are published under its name: two with one name would overwrite each other.
    const name = (criterion.name ?? criterion.kind) as string;
    if (typeof name !== 'string') return;
    if (names.has(name)) {
      const field = criterion.name === undefined ? 'kind' : 'name';
      report(
        problemAt('DUPLICATE_CRITERION', [...at, field], name, `${show(name)} names another criterion too`),
      );
    }
    names.add(name);
  });
}
