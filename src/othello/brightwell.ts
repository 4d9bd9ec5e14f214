/**
 * The Brightwell constant C of the Mixed Brightwell Quotient, as named presets (spec §3,
 * NOF §20b, KOA II.1 and III.8).
 *
 * @module
 */

import { MindsportError } from '../core/errors.js';
import { Fraction, type FractionInput } from '../core/fraction.js';
import { deepFreeze } from '../core/freeze.js';
import { show } from '../core/guards.js';

/** One row of a table rule: C for round counts `fromRounds`…`toRounds` (inclusive). */
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

/** A named Brightwell preset: the rule, and the rule text it implements. */
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
 * @example
 * ```ts
 * import { NOF_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(NOF_BRIGHTWELL, 7).toString()); // 10
 * ```
 */
export const NOF_BRIGHTWELL: BrightwellPreset = deepFreeze({
  name: 'NOF',
  source: 'NOF §20b',
  rule: { kind: 'evenCeiling', dividend: 64 },
});

/**
 * Korea (KOA III.8): 5 rounds → 12, 6–7 → 10, 8–9 → 8, 10–13 → 6; other round counts are
 * not defined by KOA and are an error naming the supported range 5–13.
 *
 * @example
 * ```ts
 * import { KOA_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(KOA_BRIGHTWELL, 9).toString()); // 8
 * ```
 */
export const KOA_BRIGHTWELL: BrightwellPreset = deepFreeze({
  name: 'KOA',
  source: 'KOA III.8',
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
 * @example
 * ```ts
 * import { WOC_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(WOC_BRIGHTWELL, 13).toString()); // 6
 * ```
 */
export const WOC_BRIGHTWELL: BrightwellPreset = deepFreeze({
  name: 'WOC',
  source: 'spec §3 (World Othello Championship)',
  rule: { kind: 'fixed', constant: 6 },
});

/**
 * PAPP's default (spec §3): 0 below 8 rounds (pure disc count), 6 from 8 rounds.
 *
 * @example
 * ```ts
 * import { PAPP_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(PAPP_BRIGHTWELL, 7).toString(), brightwellConstant(PAPP_BRIGHTWELL, 8).toString()); // 0 6
 * ```
 */
export const PAPP_BRIGHTWELL: BrightwellPreset = deepFreeze({
  name: 'PAPP',
  source: 'spec §3 (PAPP default)',
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
 * @example
 * ```ts
 * import { ROUND_ROBIN_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(ROUND_ROBIN_BRIGHTWELL, 7).toString()); // 0
 * ```
 */
export const ROUND_ROBIN_BRIGHTWELL: BrightwellPreset = deepFreeze({
  name: 'round robin',
  source: 'KOA II.1',
  rule: { kind: 'fixed', constant: 0 },
});

/**
 * The Brightwell constant for a number of rounds: from a preset, or any value given
 * directly (a number, `'7/2'`, a Fraction). C uses the planned number of Swiss rounds,
 * play-offs and finals excluded (spec §8 decision 11).
 *
 * @param preset - a {@link BrightwellPreset}, or the constant itself
 * @param rounds - the planned number of Swiss rounds, a whole number ≥ 1
 * @returns C, exactly
 * @throws {@link MindsportError} `BAD_ROUND_COUNT` for a round count that is not a whole number ≥ 1, `ROUNDS_NOT_COVERED` when a table preset has no row for it (message names the supported range), `BAD_BRIGHTWELL_CONSTANT` for a negative or unreadable constant
 * @example
 * ```ts
 * import { KOA_BRIGHTWELL, NOF_BRIGHTWELL, brightwellConstant } from 'mindsport/othello';
 * console.log(brightwellConstant(NOF_BRIGHTWELL, 5).toString()); // 14
 * console.log(brightwellConstant(3, 7).toString()); // 3
 * try {
 *   brightwellConstant(KOA_BRIGHTWELL, 4);
 * } catch (error) {
 *   console.log((error as Error).message); // KOA III.8 defines the Brightwell constant for 5–13 rounds, not 4
 * }
 * ```
 */
export function brightwellConstant(preset: BrightwellPreset | FractionInput, rounds: number): Fraction {
  if (!Number.isSafeInteger(rounds) || rounds < 1) {
    throw new MindsportError('BAD_ROUND_COUNT', `round count ${show(rounds)} is not a whole number ≥ 1`, {
      path: ['rounds'],
      value: rounds,
    });
  }
  if (!isPreset(preset)) return checkConstant(preset);
  const rule = preset.rule;
  switch (rule.kind) {
    case 'fixed':
      return checkConstant(rule.constant);
    case 'evenCeiling': {
      // Smallest even integer ≥ dividend / rounds: 2 × ⌈(dividend / 2) / rounds⌉.
      const half = Fraction.from(rule.dividend).div(2 * rounds);
      return Fraction.from(2).mul(half.round('ceil'));
    }
    case 'table': {
      const row = rule.rows.find(
        (candidate) =>
          rounds >= candidate.fromRounds &&
          (candidate.toRounds === undefined || rounds <= candidate.toRounds),
      );
      if (row === undefined) {
        const low = Math.min(...rule.rows.map((candidate) => candidate.fromRounds));
        const highs = rule.rows.map((candidate) => candidate.toRounds);
        const high = highs.includes(undefined) ? undefined : Math.max(...(highs as number[]));
        const range = high === undefined ? `${low} or more` : `${low}–${high}`;
        throw new MindsportError(
          'ROUNDS_NOT_COVERED',
          `${preset.source} defines the Brightwell constant for ${range} rounds, not ${rounds}`,
          { path: ['rounds'], value: rounds },
        );
      }
      return checkConstant(row.constant);
    }
    default:
      throw new MindsportError('BAD_BRIGHTWELL_RULE', `unknown Brightwell rule ${show(rule)}`, {
        path: ['rule'],
        value: rule,
      });
  }
}

function isPreset(value: BrightwellPreset | FractionInput): value is BrightwellPreset {
  return typeof value === 'object' && value !== null && 'rule' in value;
}

function checkConstant(value: FractionInput): Fraction {
  let constant: Fraction;
  try {
    constant = Fraction.from(value);
  } catch (cause) {
    throw new MindsportError(
      'BAD_BRIGHTWELL_CONSTANT',
      `Brightwell constant ${show(value)} is not a number`,
      {
        path: ['brightwellConstant'],
        value,
        cause,
      },
    );
  }
  if (constant.sign() < 0) {
    throw new MindsportError('BAD_BRIGHTWELL_CONSTANT', `Brightwell constant ${show(value)} is negative`, {
      path: ['brightwellConstant'],
      value,
    });
  }
  return constant;
}
