/**
 * The Mixed Brightwell Quotient (MBQ; KOA's MBS) with its two policies for opponents who
 * did not take part in all rounds (spec §4, NOF §20b, spec §8 decisions 1–2).
 *
 * @module
 */

import { deepFreeze, type Fraction, readOptions } from '../../core/internal.js';
import type { Scratch } from '../../core/scratch.js';
import { constantForRounds } from './brightwell.js';
import type { OthelloRules } from './presets.js';
import { readEmptySquares } from './result.js';
import { assertOthelloRules } from './rules-validation.js';
import type { EmptySquaresRule } from './score.js';
import type { OthelloTournament, PlayerId } from './tournament.js';
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
 *
 * @category Rules
 */
export const MBQ_POLICIES = deepFreeze(['nof', 'papp'] as const);

/**
 * One of {@link MBQ_POLICIES}.
 *
 * @category Rules
 */
export type MbqPolicy = (typeof MBQ_POLICIES)[number];

/**
 * Options of {@link mixedBrightwellQuotients}.
 *
 * @category Standings
 */
export interface MbqOptions {
  /** Compute after this many rounds (points are those after that round too); default all. */
  readonly afterRound?: number;
  /** `papp` only: the players withdrawn at computation time, overriding the default rule. */
  readonly withdrawn?: readonly PlayerId[];
  /** Empty squares to the winner (`'winner'`, default) or discs as on the board (`'none'`). */
  readonly emptySquares?: EmptySquaresRule;
}

/**
 * One player's MBQ with the term of each round.
 *
 * @category Standings
 */
export interface MbqRow {
  /** The player's id. */
  readonly playerId: PlayerId;
  /** The player's name, or the id when the document gives none. */
  readonly name: string;
  /** The player's points after the evaluated rounds (byes included). */
  readonly points: Fraction;
  /** The MBQ: the sum of `terms`. */
  readonly mbq: Fraction;
  /** One term per evaluated round: `discs + C × opponent's points`, or `32 + C × own points`. */
  readonly terms: readonly Fraction[];
}

/**
 * Every player's MBQ after some round, with what it was computed from.
 *
 * @category Standings
 */
export interface MbqResult {
  /** The rules' name. */
  readonly rules: string;
  /** The round the quotients stand after. */
  readonly afterRound: number;
  /** The Brightwell constant C used. */
  readonly brightwellConstant: Fraction;
  /** The opponent policy used. */
  readonly mbqPolicy: MbqPolicy;
  /** One row per registered player, in the document's order. */
  readonly rows: readonly MbqRow[];
}

/**
 * Computes every player's Mixed Brightwell Quotient (NOF §20b, spec §4) with the rules'
 * Brightwell constant, MBQ policy and bye points.
 *
 * For each round a player scores `32 + C × own points` for a bye, a round he missed himself
 * (late entry, absence, withdrawal — spec §8 decision 1) or a game against an opponent who
 * "did not take part in all rounds" under the policy; otherwise `own discs + C × opponent's
 * points`. Points are those after the evaluated round, byes included; discs follow the
 * empty-squares rule; a recorded forfeit is a game (spec §8 decision 8).
 *
 * @category Standings
 * @param tournament - the tournament document
 * @param rules - the rules giving C (from the planned rounds), the policy and the bye points
 * @param options - the round to compute after, the `papp` withdrawals, the empty-squares rule
 * @returns one row per registered player, in input order, frozen
 * @throws {@link mindsport!MindsportError} any problem of the document or the rules, `UNKNOWN_OPTION`, shape codes for bad options, and the codes of {@link brightwellConstant}
 * @example
 * ```ts
 * import { NOF_SWISS, mixedBrightwellQuotients } from 'mindsport/othello';
 * const tournament = {
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }, { id: 'c', name: 'Cy' }],
 *   rounds: [
 *     { games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }], byes: ['c'] },
 *     { games: [{ black: 'c', blackDiscs: 30, white: 'a', whiteDiscs: 34 }], byes: ['b'] },
 *   ],
 * };
 * const { rows } = mixedBrightwellQuotients(tournament, { ...NOF_SWISS, brightwellConstant: 10 });
 * console.log(rows.map((row) => `${row.playerId} ${row.mbq}`)); // [ 'a 94', 'b 86', 'c 92' ]
 * ```
 */
export function mixedBrightwellQuotients(
  tournament: OthelloTournament,
  rules: OthelloRules,
  options: MbqOptions = {},
): MbqResult {
  return OTHELLO_SCRATCH.use((scratch) => quotientsWith(scratch, tournament, rules, options));
}

/** {@link mixedBrightwellQuotients} with the scratch columns of this call (none reaches the result). */
function quotientsWith(
  scratch: Scratch,
  tournament: OthelloTournament,
  givenRules: OthelloRules,
  givenOptions: MbqOptions,
): MbqResult {
  const index = requireIndex(tournament, scratch);
  const rules = assertOthelloRules(givenRules);
  const options = readOptions<MbqOptions>(givenOptions, ['afterRound', 'withdrawn', 'emptySquares']);
  const raw =
    readEmptySquares(options.emptySquares === undefined ? {} : { emptySquares: options.emptySquares }) ===
    'none';
  const rounds = resolveAfterRound(options.afterRound, index.roundCount);
  const constant = constantForRounds(index.plannedRounds || 1, rules.brightwellConstant, ['plannedRounds']);
  const halfPoints = halfPointTotals(index, rounds, byeHalfPoints(rules.byePoints), false);
  const excluded =
    rules.mbqPolicy === 'nof'
      ? missedSomeRound(index, rounds)
      : pappWithdrawn(index, rounds, options.withdrawn);
  const terms = new Float64Array(index.playerCount * rounds);
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
  const rows = index.ids.map((playerId, player) => ({
    playerId,
    name:
      typeof index.players[player]?.name === 'string' ? (index.players[player]?.name as string) : playerId,
    points: exact(halfPoints[player] as number, 2),
    mbq: exact(values[player] as number, scale),
    terms: Array.from({ length: rounds }, (_, round) =>
      exact(terms[player * rounds + round] as number, scale),
    ),
  }));
  return deepFreeze({
    rules: rules.name,
    afterRound: rounds,
    brightwellConstant: constant,
    mbqPolicy: rules.mbqPolicy,
    rows,
  });
}
