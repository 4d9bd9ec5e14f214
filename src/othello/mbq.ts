/**
 * The Mixed Brightwell Quotient (MBQ; KOA's MBS) with its two policies for opponents who
 * did not take part in all rounds (spec §4, NOF §20b, spec §8 decisions 1–2).
 *
 * @module
 */

import { readOptions } from '../core/check.js';
import { MindsportError } from '../core/errors.js';
import type { Fraction, FractionInput } from '../core/fraction.js';
import { deepFreeze } from '../core/freeze.js';
import { show } from '../core/guards.js';
import type { Scratch } from '../core/scratch.js';
import { type BrightwellPreset, brightwellConstant } from './brightwell.js';
import type { EmptySquaresRule } from './score.js';
import type { PlayerId, Tournament } from './tournament.js';
import { OTHELLO_SCRATCH, requireIndex } from './tournament-index.js';
import {
  byeHalfPoints,
  exact,
  halfPointTotals,
  missedSomeRound,
  pappWithdrawn,
  resolveAfterRound,
  scaledMbq,
  toRatio,
} from './tournament-scoring.js';

/**
 * Who counts as an opponent that "did not take part in all rounds" (spec §4):
 * - `'nof'`: an opponent who missed any round (withdrew, entered late or was absent once);
 *   a bye is not a missed round;
 * - `'papp'`: only opponents absent (withdrawn) when the standings are computed — by
 *   default a player absent in the last evaluated round after being present earlier,
 *   retroactively for all games against him (what PAPP 1.37 computes; WOC, KOA MBS).
 *
 * @example
 * ```ts
 * import { MBQ_POLICIES } from 'mindsport/othello';
 * console.log(MBQ_POLICIES); // [ 'nof', 'papp' ]
 * ```
 */
export const MBQ_POLICIES = deepFreeze(['nof', 'papp'] as const);

/** One of {@link MBQ_POLICIES}. */
export type MbqPolicy = (typeof MBQ_POLICIES)[number];

/** Options of {@link mixedBrightwellQuotients}. */
export interface MbqOptions {
  /**
   * The Brightwell constant C, or a preset computing it from the planned number of rounds
   * (`tournament.plannedRounds`, default the rounds recorded; spec §8 decision 11).
   */
  readonly brightwellConstant: BrightwellPreset | FractionInput;
  /** The opponent policy; default `'nof'`. */
  readonly policy?: MbqPolicy;
  /** Compute after this many rounds (points are those after that round too); default all. */
  readonly afterRound?: number;
  /** `papp` only: the players withdrawn at computation time, overriding the default rule. */
  readonly withdrawn?: readonly PlayerId[];
  /** Empty squares to the winner (`'winner'`, default) or discs as on the board (`'none'`). */
  readonly emptySquares?: EmptySquaresRule;
  /** Points of a bye; default 1 (NOF §20b). */
  readonly byePoints?: FractionInput;
}

/** One player's MBQ with the term of each round. */
export interface MbqRow {
  /** The player. */
  readonly id: PlayerId;
  /** The player's points after the evaluated rounds (byes included). */
  readonly points: Fraction;
  /** The MBQ: the sum of `terms`. */
  readonly mbq: Fraction;
  /** One term per evaluated round: `discs + C × opponent's points`, or `32 + C × own points`. */
  readonly terms: readonly Fraction[];
}

/**
 * Computes every player's Mixed Brightwell Quotient (NOF §20b, spec §4).
 *
 * For each round a player scores `32 + C × own points` for a bye, a round he missed himself
 * (late entry, absence, withdrawal — spec §8 decision 1) or a game against an opponent who
 * "did not take part in all rounds" under the policy; otherwise `own discs + C × opponent's
 * points`. Points are those after the evaluated round, byes included; discs follow the
 * empty-squares rule; a recorded forfeit is a game (spec §8 decision 8).
 *
 * @param tournament - the tournament
 * @param options - C (or a preset), the policy and the round to compute after
 * @returns one row per registered player, in input order
 * @throws {@link MindsportError} any problem of {@link validateTournament}, `BAD_MBQ_POLICY`, `BAD_AFTER_ROUND`, `BAD_BYE_POINTS`, and the codes of {@link brightwellConstant}
 * @example
 * ```ts
 * import { mixedBrightwellQuotients } from 'mindsport/othello';
 * const tournament = {
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }, { id: 'c', name: 'Cy' }],
 *   rounds: [
 *     { games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }], byes: ['c'] },
 *     { games: [{ black: 'c', blackDiscs: 30, white: 'a', whiteDiscs: 34 }], byes: ['b'] },
 *   ],
 * };
 * const rows = mixedBrightwellQuotients(tournament, { brightwellConstant: 10 });
 * console.log(rows.map((row) => `${row.id} ${row.mbq}`)); // [ 'a 94', 'b 86', 'c 92' ]
 * ```
 */
export function mixedBrightwellQuotients(tournament: Tournament, options: MbqOptions): MbqRow[] {
  const read = readOptions<MbqOptions>(options, [
    'brightwellConstant',
    'policy',
    'afterRound',
    'withdrawn',
    'emptySquares',
    'byePoints',
  ]) as MbqOptions;
  return OTHELLO_SCRATCH.use((scratch) => quotientsWith(scratch, tournament, read));
}

/** {@link mixedBrightwellQuotients} with the scratch columns of this call (none reaches the result). */
function quotientsWith(scratch: Scratch, tournament: Tournament, options: MbqOptions): MbqRow[] {
  const index = requireIndex(tournament, scratch);
  const policy = options.policy ?? 'nof';
  if (!MBQ_POLICIES.includes(policy)) {
    throw new MindsportError(
      'BAD_MBQ_POLICY',
      `MBQ policy ${show(policy)} is not one of ${MBQ_POLICIES.join(', ')}`,
      {
        path: ['policy'],
        value: policy,
      },
    );
  }
  const rounds = resolveAfterRound(options.afterRound, index.roundCount);
  const constant = brightwellConstant(options.brightwellConstant, index.plannedRounds || 1);
  const byeHalf = byeHalfPoints(options.byePoints ?? 1);
  const halfPoints = halfPointTotals(index, rounds, byeHalf, false);
  const excluded =
    policy === 'nof' ? missedSomeRound(index, rounds) : pappWithdrawn(index, rounds, options.withdrawn);
  const terms = new Float64Array(index.playerCount * rounds);
  const raw = options.emptySquares === 'none';
  const { values, scale } = scaledMbq(
    index,
    rounds,
    toRatio(constant),
    excluded,
    halfPoints,
    raw,
    terms,
    scratch,
  );
  return index.ids.map((id, player) => ({
    id,
    points: exact(halfPoints[player] as number, 2),
    mbq: exact(values[player] as number, scale),
    terms: Array.from({ length: rounds }, (_, round) =>
      exact(terms[player * rounds + round] as number, scale),
    ),
  }));
}
