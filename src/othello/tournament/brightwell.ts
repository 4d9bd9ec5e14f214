/**
 * The Brightwell constant C of the Mixed Brightwell Quotient, as named presets (spec §3,
 * NOF §20b, KOA II.1 and III.8).
 *
 * @module
 */

import { deepFreeze } from '../../core/freeze.js';
import {
  checkFields,
  checkInteger,
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  type ErrorPath,
  Fraction,
  type FractionInput,
  fail,
  isRecord,
  problemAt,
  type Report,
  show,
  THROW,
} from '../../core/internal.js';

/**
 * One row of a table rule: C for round counts `fromRounds`…`toRounds` (inclusive).
 *
 * @category Rules
 */
export interface BrightwellTableRow {
  /** Smallest round count of the row. */
  readonly fromRounds: number;
  /** Largest round count of the row; omitted = no upper bound. */
  readonly toRounds?: number;
  /** The constant for these round counts. */
  readonly constant: number;
}

/**
 * How a preset finds C from the planned number of Swiss rounds:
 * - `fixed`: always `constant`;
 * - `evenCeiling`: `dividend / rounds` rounded **up** to a whole even number (NOF §20b);
 * - `table`: looked up in `rows`; a round count no row covers is an error.
 *
 * @category Rules
 */
export type BrightwellRule =
  | {
      /** The same C for every round count. */
      readonly kind: 'fixed';
      /** The constant C. */
      readonly constant: number;
    }
  | {
      /** `dividend / rounds` rounded up to a whole even number (NOF §20b). */
      readonly kind: 'evenCeiling';
      /** The dividend: 64 for NOF. */
      readonly dividend: number;
    }
  | {
      /** Looked up by round count (KOA III.8). */
      readonly kind: 'table';
      /** The rows of the table; a round count no row covers is an error. */
      readonly rows: readonly BrightwellTableRow[];
    };

/**
 * A named Brightwell preset: the rule, and the rule text it implements.
 *
 * @category Rules
 */
export interface BrightwellPreset {
  /** Short name, such as `'NOF'`. */
  readonly name: string;
  /** The rule text it implements (seed and §). */
  readonly source: string;
  /** How C follows from the number of rounds. */
  readonly rule: BrightwellRule;
}

/**
 * Norway (NOF §20b): "64 delt på antall runder, avrundet oppover til nærmeste hele partall"
 * — 64 / rounds rounded up to a whole even number (7 rounds → 10, 5 → 14, 8 → 8, 13 → 6,
 * 33 or more → 2).
 *
 * The seed's note "Som Brightwell-koeffisient til PAPP skal man oppgi C delt på 2" refers to
 * PAPP's old half-point keyword; PAPP since 2007 asks for C itself, so enter C, not C / 2.
 *
 * @category Rules
 * @example
 * ```ts
 * import { NOF_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(7, NOF_BRIGHTWELL).toString()); // 10
 * ```
 */
export const NOF_BRIGHTWELL: BrightwellPreset = deepFreeze({
  name: 'NOF',
  source: 'seed 000 §20b',
  rule: { kind: 'evenCeiling', dividend: 64 },
});

/**
 * Korea (KOA III.8): 5 rounds → 12, 6–7 → 10, 8–9 → 8, 10–13 → 6; other round counts are
 * not defined by KOA and are an error naming the supported range 5–13.
 *
 * @category Rules
 * @example
 * ```ts
 * import { KOA_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(9, KOA_BRIGHTWELL).toString()); // 8
 * ```
 */
export const KOA_BRIGHTWELL: BrightwellPreset = deepFreeze({
  name: 'KOA',
  source: 'seed 001 III.8',
  rule: {
    kind: 'table',
    rows: [
      { fromRounds: 5, toRounds: 5, constant: 12 },
      { fromRounds: 6, toRounds: 7, constant: 10 },
      { fromRounds: 8, toRounds: 9, constant: 8 },
      { fromRounds: 10, toRounds: 13, constant: 6 },
    ],
  },
});

/**
 * World Othello Championship: C = 6 (13-round Swiss, spec §3).
 *
 * @category Rules
 * @example
 * ```ts
 * import { WOC_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(13, WOC_BRIGHTWELL).toString()); // 6
 * ```
 */
export const WOC_BRIGHTWELL: BrightwellPreset = deepFreeze({
  name: 'WOC',
  source: 'spec othello.md §3 (World Othello Championship)',
  rule: { kind: 'fixed', constant: 6 },
});

/**
 * PAPP's default (spec §3): 0 below 8 rounds (pure disc count), 6 from 8 rounds.
 *
 * @category Rules
 * @example
 * ```ts
 * import { PAPP_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(7, PAPP_BRIGHTWELL).toString(), brightwellConstant(8, PAPP_BRIGHTWELL).toString()); // 0 6
 * ```
 */
export const PAPP_BRIGHTWELL: BrightwellPreset = deepFreeze({
  name: 'PAPP',
  source: 'spec othello.md §3 (PAPP default)',
  rule: {
    kind: 'table',
    rows: [
      { fromRounds: 1, toRounds: 7, constant: 0 },
      { fromRounds: 8, constant: 6 },
    ],
  },
});

/**
 * Round robins use C = 0 (KOA II.1: "라운드 로빈(C=0), 더블라운드 로빈(C=0)").
 *
 * @category Rules
 * @example
 * ```ts
 * import { ROUND_ROBIN_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(7, ROUND_ROBIN_BRIGHTWELL).toString()); // 0
 * ```
 */
export const ROUND_ROBIN_BRIGHTWELL: BrightwellPreset = deepFreeze({
  name: 'round robin',
  source: 'seed 001 II.1',
  rule: { kind: 'fixed', constant: 0 },
});

/**
 * The Brightwell constant for a number of rounds: from a preset, or any value given
 * directly (a number, `'7/2'`, a Fraction). C uses the planned number of Swiss rounds,
 * play-offs and finals excluded (spec §8 decision 11).
 *
 * @category Rules
 * @param rounds - the planned number of Swiss rounds, a whole number ≥ 1
 * @param constant - a {@link BrightwellPreset}, or the constant itself (the rules' `brightwellConstant`)
 * @returns C, exactly
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER` or `OUT_OF_RANGE` for a round count that is not a whole number ≥ 1, `ROUNDS_NOT_COVERED` when a table preset has no row for it (message names the supported range), `NOT_A_NUMBER` or `OUT_OF_RANGE` for a constant that is no number ≥ 0, `BAD_BRIGHTWELL_CONSTANT` for one too large or too finely divided to compute with
 * @example
 * ```ts
 * import { KOA_BRIGHTWELL, NOF_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(5, NOF_BRIGHTWELL).toString()); // 14
 * console.log(brightwellConstant(7, '7/2').toString()); // 3.5
 * try {
 *   brightwellConstant(4, KOA_BRIGHTWELL);
 * } catch (error) {
 *   console.log((error as Error).message); // rounds: KOA defines the Brightwell constant for 5–13 rounds (seed 001 III.8), not 4
 * }
 * ```
 */
export function brightwellConstant(rounds: number, constant: BrightwellPreset | FractionInput): Fraction {
  checkInteger(rounds, ['rounds'], THROW, { min: 1 });
  if (isRecord(constant) && !(constant instanceof Fraction)) {
    checkBrightwellPreset(constant, ['brightwellConstant'], THROW);
  }
  return constantForRounds(rounds, constant, ['rounds']);
}

/**
 * Internal: C for a round count from a checked constant or preset; a table that does not
 * cover the count is `ROUNDS_NOT_COVERED` at `roundsPath` (the planned rounds of a document).
 *
 * @internal
 */
export function constantForRounds(
  rounds: number,
  constant: BrightwellPreset | FractionInput,
  roundsPath: ErrorPath,
): Fraction {
  if (!isRecord(constant) || constant instanceof Fraction) {
    return constantValue(constant, ['brightwellConstant'], THROW) as Fraction;
  }
  const preset = constant as unknown as BrightwellPreset;
  const rule = preset.rule;
  if (rule.kind === 'fixed')
    return constantValue(rule.constant, ['brightwellConstant', 'rule', 'constant'], THROW) as Fraction;
  if (rule.kind === 'evenCeiling') {
    // Smallest even integer ≥ dividend / rounds: 2 × ⌈(dividend / 2) / rounds⌉.
    const half = Fraction.from(rule.dividend).div(2 * rounds);
    return freeze(Fraction.from(2).mul(half.round('ceil')));
  }
  return tableConstant(preset, rule.rows, rounds, roundsPath);
}

/** C from a table rule's row for the round count (KOA III.8); `ROUNDS_NOT_COVERED` when no row has it. */
function tableConstant(
  preset: BrightwellPreset,
  rows: readonly BrightwellTableRow[],
  rounds: number,
  roundsPath: ErrorPath,
): Fraction {
  const row = rows.find(
    (candidate) =>
      rounds >= candidate.fromRounds && (candidate.toRounds === undefined || rounds <= candidate.toRounds),
  );
  if (row !== undefined)
    return constantValue(row.constant, ['brightwellConstant', 'rule', 'rows'], THROW) as Fraction;
  const low = Math.min(...rows.map((candidate) => candidate.fromRounds));
  const highs = rows.map((candidate) => candidate.toRounds);
  const high = highs.includes(undefined) ? undefined : Math.max(...(highs as number[]));
  const range = high === undefined ? `${low} or more` : `${low}–${high}`;
  return fail(
    problemAt(
      'ROUNDS_NOT_COVERED',
      roundsPath,
      rounds,
      `${preset.name} defines the Brightwell constant for ${range} rounds (${preset.source}), not ${rounds}`,
    ),
  );
}

const RULE_KINDS = ['fixed', 'evenCeiling', 'table'] as const;

/**
 * Internal: reports every problem of a {@link BrightwellPreset} at `path`: its name and
 * source, the rule's kind and the fields of that kind (table rows in order of round count).
 *
 * @internal
 */
export function checkBrightwellPreset(value: Record<string, unknown>, path: ErrorPath, report: Report): void {
  checkFields(value, ['name', 'source', 'rule'], path, report, ['name', 'rule']);
  if (value.name !== undefined) checkString(value.name, [...path, 'name'], report);
  if (value.source !== undefined) checkString(value.source, [...path, 'source'], report, true);
  const rule = value.rule;
  if (rule === undefined || !checkRecord(rule, [...path, 'rule'], report)) return;
  const rulePath = [...path, 'rule'];
  if (!checkOneOf(rule.kind, RULE_KINDS, [...rulePath, 'kind'], report)) return;
  if (rule.kind === 'fixed') {
    checkFields(rule, ['kind', 'constant'], rulePath, report, ['constant']);
    if (rule.constant !== undefined) constantValue(rule.constant, [...rulePath, 'constant'], report);
  } else if (rule.kind === 'evenCeiling') {
    checkFields(rule, ['kind', 'dividend'], rulePath, report, ['dividend']);
    if (rule.dividend !== undefined)
      checkInteger(rule.dividend, [...rulePath, 'dividend'], report, { min: 1, max: 1e6 });
  } else {
    checkFields(rule, ['kind', 'rows'], rulePath, report, ['rows']);
    if (rule.rows !== undefined && checkList(rule.rows, [...rulePath, 'rows'], report)) {
      rule.rows.forEach((row, index) => {
        checkTableRow(row, [...rulePath, 'rows', index], report);
      });
    }
  }
}

/** One row of a table rule: `fromRounds` ≥ 1, `toRounds` (optional) ≥ `fromRounds`, a constant ≥ 0. */
function checkTableRow(row: unknown, path: ErrorPath, report: Report): void {
  if (!checkRecord(row, path, report)) return;
  checkFields(row, ['fromRounds', 'toRounds', 'constant'], path, report, ['fromRounds', 'constant']);
  const from = row.fromRounds;
  const fromOk = from !== undefined && checkInteger(from, [...path, 'fromRounds'], report, { min: 1 });
  if (row.toRounds !== undefined) {
    checkInteger(row.toRounds, [...path, 'toRounds'], report, { min: fromOk ? (from as number) : 1 });
  }
  if (row.constant !== undefined) constantValue(row.constant, [...path, 'constant'], report);
}

/** The most a constant's numerator and denominator may be for the exact integer sums of the MBQ. */
const LARGEST_NUMERATOR = 1e9;
const LARGEST_DENOMINATOR = 1e6;

/**
 * Internal: a Brightwell constant given as a value (number, text such as `'7/2'`, Fraction),
 * checked: a number ≥ 0 small enough for the exact integer sums of the MBQ. Reports and
 * returns undefined when it is not.
 *
 * @category Rules
 * @internal
 */
export function constantValue(value: unknown, path: ErrorPath, report: Report): Fraction | undefined {
  let constant: Fraction;
  try {
    constant = Fraction.from(value as FractionInput);
  } catch {
    report(
      problemAt('NOT_A_NUMBER', path, value, `${show(value)} is not a number (such as 6, 2.5 or "7/2")`),
    );
    return undefined;
  }
  if (constant.sign() < 0) {
    report(problemAt('OUT_OF_RANGE', path, value, `${show(value)} is negative`));
    return undefined;
  }
  const numerator = Number(constant.numerator);
  const denominator = Number(constant.denominator);
  if (!(numerator <= LARGEST_NUMERATOR && denominator <= LARGEST_DENOMINATOR)) {
    report(
      problemAt('BAD_BRIGHTWELL_CONSTANT', path, value, `${show(value)} is too large or too finely divided`),
    );
    return undefined;
  }
  return freeze(constant);
}

/** Results are frozen; a Fraction is immutable, so freezing it changes nothing but the flag. */
function freeze(value: Fraction): Fraction {
  Object.freeze(value);
  return value;
}
