import { checkList, checkRecord, checkString, Fraction, THROW } from '../core/internal.js';
import { type GrandPrixConfig, NGP, resolveConfig } from './config.js';
import type { GrandPrixPlayer, GrandPrixTournament, PlacedPlayer } from './season.js';

/**
 * Why a player earns no points in a tournament (seed 000 §30): not a federation member
 * on the start date, fewer than 2/3 of the rounds played, neither a Norwegian citizen
 * nor a resident.
 *
 * @example
 * ```ts
 * import { INELIGIBILITY_REASONS } from 'mindsport/grandprix';
 * console.log(INELIGIBILITY_REASONS.join(' ')); // notMember tooFewRounds notCitizenOrResident
 * ```
 */
export const INELIGIBILITY_REASONS = Object.freeze([
  'notMember',
  'tooFewRounds',
  'notCitizenOrResident',
] as const);

/** One of {@link INELIGIBILITY_REASONS}. */
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

/** Whether a player earns points in a tournament, and why not. */
export interface Eligibility {
  /** True when every §30 condition holds. */
  readonly eligible: boolean;
  /** The §30 conditions that fail, in §30 order (empty when eligible). */
  readonly reasons: readonly IneligibilityReason[];
}

/**
 * Whether a player is a federation member on a date: some membership period contains it,
 * both ends inclusive (seed 000 §30 first bullet, decision 5).
 *
 * @param player - the player with their membership periods
 * @param date - the tournament's start date, `YYYY-MM-DD`
 * @returns true when a period covers the date
 * @example
 * ```ts
 * import { isMemberOn } from 'mindsport/grandprix';
 * const player = { id: 'ola', citizenOrResident: true, memberships: [{ from: '2025-03-01' }] };
 * console.log(isMemberOn(player, '2025-02-28'), isMemberOn(player, '2025-03-01')); // false true
 * ```
 */
export function isMemberOn(player: GrandPrixPlayer, date: string): boolean {
  checkRecord(player, ['player'], THROW);
  checkList(player.memberships, ['player', 'memberships'], THROW);
  for (const [index, period] of player.memberships.entries())
    checkRecord(period, ['player', 'memberships', index], THROW);
  checkString(date, ['date'], THROW);
  for (const period of player.memberships) {
    if (period.from <= date && (period.to === undefined || date <= period.to)) return true;
  }
  return false;
}

/**
 * Whether enough rounds were played: `played / rounds ≥ share`, exactly (seed 000 §30
 * second bullet; with 2/3, 3 × played ≥ 2 × rounds: 4 of 6 is enough, 3 of 5 is not).
 *
 * @param roundsPlayed - rounds the player played (paired or bye)
 * @param rounds - rounds of the tournament
 * @param config - the configuration, default {@link NGP}
 * @returns true when the share is reached
 * @example
 * ```ts
 * import { playedEnoughRounds } from 'mindsport/grandprix';
 * console.log(playedEnoughRounds(4, 6), playedEnoughRounds(3, 5)); // true false
 * ```
 */
export function playedEnoughRounds(
  roundsPlayed: number,
  rounds: number,
  config: GrandPrixConfig = NGP,
): boolean {
  return enoughRounds(roundsPlayed, rounds, resolveConfig(config).minimumRoundShare);
}

/**
 * Decides a player's eligibility for points in one tournament (seed 000 §30, §32 "spillere
 * med rett til poeng"): membership on the start date, at least 2/3 of the rounds, citizen
 * or resident — each rule can be switched off in the configuration.
 *
 * @param player - the player
 * @param tournament - the tournament (start date, rounds)
 * @param entry - the player's standings line (`roundsPlayed` absent = every round)
 * @param config - the configuration, default {@link NGP}
 * @returns eligible, and the failed conditions
 * @example
 * ```ts
 * import { eligibility } from 'mindsport/grandprix';
 * const guest = { id: 'sven', citizenOrResident: false, memberships: [] };
 * const open = { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 6 } as const;
 * console.log(eligibility(guest, open, { player: 'sven', place: 1, roundsPlayed: 3 }).reasons);
 * // [ 'notMember', 'tooFewRounds', 'notCitizenOrResident' ]
 * ```
 */
export function eligibility(
  player: GrandPrixPlayer,
  tournament: GrandPrixTournament,
  entry: PlacedPlayer,
  config: GrandPrixConfig = NGP,
): Eligibility {
  checkRecord(player, ['player'], THROW);
  checkRecord(tournament, ['tournament'], THROW);
  checkRecord(entry, ['entry'], THROW);
  isMemberOn(player, tournament.startDate);
  return eligibilityWith(player, tournament, entry, config, resolveConfig(config).minimumRoundShare);
}

const ELIGIBLE: Eligibility = Object.freeze({ eligible: true, reasons: Object.freeze([]) as readonly [] });

/** @internal {@link eligibility} with the round share already parsed (no allocation when eligible). */
export function eligibilityWith(
  player: GrandPrixPlayer,
  tournament: GrandPrixTournament,
  entry: PlacedPlayer,
  config: GrandPrixConfig,
  share: Fraction,
): Eligibility {
  const rules = config.eligibility;
  let reasons: IneligibilityReason[] | undefined;
  if (rules.requireMembership && !isMemberOn(player, tournament.startDate))
    (reasons ??= []).push('notMember');
  const played = entry.roundsPlayed ?? tournament.rounds;
  if (!enoughRounds(played, tournament.rounds, share)) (reasons ??= []).push('tooFewRounds');
  if (rules.requireCitizenOrResident && !player.citizenOrResident)
    (reasons ??= []).push('notCitizenOrResident');
  return reasons === undefined ? ELIGIBLE : { eligible: false, reasons };
}

/** @internal Whether `roundsPlayed / rounds ≥ share`, exactly. */
export function enoughRounds(roundsPlayed: number, rounds: number, share: Fraction): boolean {
  const { numerator, denominator } = share;
  if (typeof numerator === 'number' && typeof denominator === 'number') {
    const left = roundsPlayed * denominator;
    const right = numerator * rounds;
    if (Number.isSafeInteger(left) && Number.isSafeInteger(right)) return left >= right;
  }
  return Fraction.of(roundsPlayed, rounds).compare(share) >= 0;
}
