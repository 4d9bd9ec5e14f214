/**
 * Who earns points in a tournament (seed 000 §30).
 *
 * @module
 */
import { checkInteger, deepFreeze, Fraction, THROW } from '../core/internal.js';
import { type EligibilityRules, type GrandPrixRules, NGP, resolveRules } from './rules.js';
import type { GrandPrixPlayer, GrandPrixTournament, PlacedPlayer } from './season.js';

/**
 * Why a player earns no points in a tournament (seed 000 §30): not a federation member
 * on the start date, fewer than 2/3 of the rounds played, neither a Norwegian citizen
 * nor a resident.
 *
 * @category Rules
 * @example
 * ```ts
 * import { INELIGIBILITY_REASONS } from 'mindsport/grandprix';
 * console.log(INELIGIBILITY_REASONS.join(' ')); // notMember tooFewRounds notCitizenOrResident
 * ```
 */
export const INELIGIBILITY_REASONS = deepFreeze([
  'notMember',
  'tooFewRounds',
  'notCitizenOrResident',
] as const);

/**
 * One of {@link INELIGIBILITY_REASONS}.
 *
 * @category Rules
 */
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

/** @internal Whether a player earns points in a tournament, and why not. */
export interface Eligibility {
  /** True when every §30 condition holds. */
  readonly eligible: boolean;
  /** The §30 conditions that fail, in §30 order (empty when eligible). */
  readonly reasons: readonly IneligibilityReason[];
}

/**
 * @internal Whether a player is a federation member on a date: some membership period
 * contains it, both ends inclusive (seed 000 §30 first bullet, spec decision 5).
 */
export function isMemberOn(player: GrandPrixPlayer, date: string): boolean {
  for (const period of player.memberships) {
    if (period.from <= date && (period.to === undefined || date <= period.to)) return true;
  }
  return false;
}

/**
 * Whether enough rounds were played: `played / rounds ≥ share`, exactly (seed 000 §30
 * second bullet; with 2/3, 3 × played ≥ 2 × rounds: 4 of 6 is enough, 3 of 5 is not).
 *
 * @category Rules
 * @param roundsPlayed - rounds the player played (paired or bye), a whole number ≥ 0
 * @param rounds - rounds of the tournament, a whole number ≥ 1
 * @param rules - the rules, default {@link NGP}
 * @returns true when the share is reached
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER` / `OUT_OF_RANGE` for a bad count; the problems of the rules
 * @example
 * ```ts
 * import { playedEnoughRounds } from 'mindsport/grandprix';
 * console.log(playedEnoughRounds(4, 6), playedEnoughRounds(3, 5)); // true false
 * ```
 */
export function playedEnoughRounds(
  roundsPlayed: number,
  rounds: number,
  rules: GrandPrixRules = NGP,
): boolean {
  checkInteger(roundsPlayed, ['roundsPlayed'], THROW, { min: 0 });
  checkInteger(rounds, ['rounds'], THROW, { min: 1 });
  return enoughRounds(roundsPlayed, rounds, resolveRules(rules).minimumRoundShare);
}

const ELIGIBLE: Eligibility = deepFreeze({ eligible: true, reasons: [] });

/**
 * @internal A player's eligibility for points in one tournament (seed 000 §30, §32
 * "spillere med rett til poeng"): membership on the start date, at least the share of the
 * rounds, citizen or resident — each rule can be switched off in the rules.
 */
export function eligibilityWith(
  player: GrandPrixPlayer,
  tournament: GrandPrixTournament,
  entry: PlacedPlayer,
  rules: EligibilityRules,
  share: Fraction,
): Eligibility {
  const reasons: IneligibilityReason[] = [];
  if (rules.requireMembership && !isMemberOn(player, tournament.startDate)) reasons.push('notMember');
  const played = entry.roundsPlayed ?? tournament.rounds;
  if (!enoughRounds(played, tournament.rounds, share)) reasons.push('tooFewRounds');
  if (rules.requireCitizenOrResident && !player.citizenOrResident) reasons.push('notCitizenOrResident');
  return reasons.length === 0 ? ELIGIBLE : { eligible: false, reasons };
}

/**
 * @internal Whether `roundsPlayed / rounds ≥ share`, exactly: with share n/d,
 * d × played ≥ n × rounds (spec decision 5: 3 × played ≥ 2 × rounds).
 */
export function enoughRounds(roundsPlayed: number, rounds: number, share: Fraction): boolean {
  const { numerator, denominator } = share;
  if (typeof numerator === 'number' && typeof denominator === 'number') {
    const left = roundsPlayed * denominator;
    const right = numerator * rounds;
    if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) return left >= right;
  }
  return Fraction.of(roundsPlayed, rounds).compare(share) >= 0;
}
