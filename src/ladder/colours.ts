import { checkList, checkRecord, checkString, THROW } from '../core/check.js';
import { MindsportError } from '../core/errors.js';
import { requireInteger, show } from '../core/guards.js';
import { CLUB_LADDER, type LadderConfig } from './config.js';

/**
 * Why a pair got its colours (Art. III.5): `'saldo'` the higher saldo black (III.5b),
 * `'equalSaldo'` the higher-ranked black on equal saldo (III.5c), `'swapSecondMeeting'` the
 * colours of the first meeting swapped (III.5d), `'saldoLimit'` by saldo instead of the swap,
 * because the swap would take a player beyond the saldo limit (issue 10).
 */
export const COLOUR_REASONS = Object.freeze([
  'saldo',
  'equalSaldo',
  'swapSecondMeeting',
  'saldoLimit',
] as const);
/** One of {@link COLOUR_REASONS}. */
export type ColourReason = (typeof COLOUR_REASONS)[number];

/** One side of a pairing as the colour rule sees it. */
export interface ColourCandidate {
  /** The player's (or guest's) id. */
  readonly id: string;
  /** Colour saldo so far: white +1, black −1 per club-night game (Art. III.5a). */
  readonly saldo: number;
}

/** An earlier club-night game between the same two players. */
export interface EarlierMeeting {
  /** Id of the player who had white. */
  readonly white: string;
  /** Id of the player who had black. */
  readonly black: string;
}

/** Colours for one game. */
export interface ColourAssignment {
  /** Id of the player with white. */
  readonly white: string;
  /** Id of the player with black. */
  readonly black: string;
  /** Which part of Art. III.5 decided. */
  readonly reason: ColourReason;
  /** This is their n-th meeting of the season (1 = first). */
  readonly meeting: number;
  /**
   * Id of the player this game takes beyond the saldo limit (white at saldo ≥ +limit or
   * black at ≤ −limit), or null. Only when both players need the same colour, so no
   * colours could avoid it.
   */
  readonly beyondSaldoLimit: string | null;
}

/**
 * Whether a game between players with these saldos must take one of them beyond ±limit
 * whatever the colours: both need black (saldo ≥ +limit) or both need white (≤ −limit).
 * Issue 10's saldo limit on Art. III.5b.
 *
 * @param first - colour saldo of one player
 * @param second - colour saldo of the other
 * @param limit - the saldo limit ({@link LadderConfig.colourSaldoLimit}); null = none
 * @returns true when no colours keep both players within the limit
 * @example
 * ```ts
 * import { coloursClash } from 'mindsport/ladder';
 * console.log(coloursClash(2, 2, 2), coloursClash(2, 1, 2), coloursClash(-2, -3, 2)); // true false true
 * ```
 */
export function coloursClash(first: number, second: number, limit: number | null): boolean {
  if (limit === null) return false;
  return (first >= limit && second >= limit) || (first <= -limit && second <= -limit);
}

/**
 * Gives colours to a pair: on a second meeting the colours of the first are swapped;
 * otherwise (first, third, … meeting) the player with the higher colour saldo gets
 * black so both move towards 0, and on equal saldo the higher-ranked player gets black.
 * Only the second meeting swaps; the third and any later meeting go by saldo (Art. III.5e
 * "net als bij de eerste partij", with saldo as the general aim of III.5b).
 *
 * The saldo limit (issue 10, default ±2) overrides the swap: when the swapped colours
 * would give white to a player at saldo ≥ +limit or black to one at ≤ −limit, the colours
 * go by saldo instead (reason `'saldoLimit'`), which keeps both within the limit unless
 * both need the same colour ({@link coloursClash}); then `beyondSaldoLimit` names the
 * player who crosses it.
 *
 * Rules: seed 002 Art. III.5a–e; spec decision 13 (meetings count over the season);
 * issue 10 (saldo within ±2 overrides the swap of decision 13).
 *
 * @param higher - the higher-ranked player on the ladder before the round (a member facing a guest counts as higher)
 * @param lower - the other player
 * @param earlier - their earlier club-night games this season, in order
 * @param saldoLimit - the saldo limit (default {@link CLUB_LADDER}`.colourSaldoLimit`, 2); null = Art. III.5 alone
 * @returns who has white, why, and who (if anyone) goes beyond the saldo limit
 * @throws {@link MindsportError} `NOT_AN_INTEGER` for a bad saldo or limit, `OUT_OF_RANGE` for a limit below 1, `BAD_MEETING` for an earlier game of other players
 * @example
 * ```ts
 * import { assignColours } from 'mindsport/ladder';
 * const first = assignColours({ id: 'ann', saldo: 0 }, { id: 'bob', saldo: 0 }, []);
 * console.log(first.white, first.reason); // bob equalSaldo
 * const second = assignColours({ id: 'ann', saldo: -1 }, { id: 'bob', saldo: 1 }, [{ white: 'bob', black: 'ann' }]);
 * console.log(second.white, second.reason); // ann swapSecondMeeting
 * const limited = assignColours({ id: 'ann', saldo: 2 }, { id: 'bob', saldo: 0 }, [{ white: 'bob', black: 'ann' }]);
 * console.log(limited.white, limited.reason); // bob saldoLimit
 * const forced = assignColours({ id: 'ann', saldo: 2 }, { id: 'bob', saldo: 2 }, []);
 * console.log(forced.white, forced.reason, forced.beyondSaldoLimit); // bob equalSaldo bob
 * ```
 */
export function assignColours(
  higher: ColourCandidate,
  lower: ColourCandidate,
  earlier: readonly EarlierMeeting[],
  saldoLimit: number | null = CLUB_LADDER.colourSaldoLimit,
): ColourAssignment {
  // null where a player or a list belongs is a MindsportError, not a TypeError (issue 23 §3).
  for (const [side, candidate] of [
    ['higher', higher],
    ['lower', lower],
  ] as const) {
    checkRecord(candidate, [side], THROW);
    checkString(candidate.id, [side, 'id'], THROW);
  }
  checkList(earlier, ['earlier'], THROW);
  for (const [index, game] of earlier.entries()) checkRecord(game, ['earlier', index], THROW);
  requireInteger(higher.saldo, ['higher', 'saldo']);
  requireInteger(lower.saldo, ['lower', 'saldo']);
  if (saldoLimit !== null) requireInteger(saldoLimit, ['saldoLimit'], { min: 1 });
  for (const [index, game] of earlier.entries()) {
    const same =
      (game.white === higher.id && game.black === lower.id) ||
      (game.white === lower.id && game.black === higher.id);
    if (!same) {
      throw new MindsportError(
        'BAD_MEETING',
        `earlier game ${index + 1} (${show(game.white)}–${show(game.black)}) is not between ${show(higher.id)} and ${show(lower.id)}`,
        { path: ['earlier', index], value: game },
      );
    }
  }
  const meeting = earlier.length + 1;
  const last = earlier[earlier.length - 1];
  const saldoOf = (id: string) => (id === higher.id ? higher.saldo : lower.saldo);
  // The player crossing the limit with these colours, if any.
  const crossing = (white: string, black: string): string | null => {
    if (saldoLimit === null) return null;
    if (saldoOf(white) >= saldoLimit) return white;
    if (saldoOf(black) <= -saldoLimit) return black;
    return null;
  };
  let swapCrosses = false;
  if (meeting === 2 && last) {
    if (crossing(last.black, last.white) === null) {
      return {
        white: last.black,
        black: last.white,
        reason: 'swapSecondMeeting',
        meeting,
        beyondSaldoLimit: null,
      };
    }
    swapCrosses = true;
  }
  const [white, black, reason]: [string, string, ColourReason] =
    higher.saldo > lower.saldo
      ? [lower.id, higher.id, 'saldo']
      : lower.saldo > higher.saldo
        ? [higher.id, lower.id, 'saldo']
        : [lower.id, higher.id, 'equalSaldo'];
  return {
    white,
    black,
    reason: swapCrosses ? 'saldoLimit' : reason,
    meeting,
    beyondSaldoLimit: crossing(white, black),
  };
}
