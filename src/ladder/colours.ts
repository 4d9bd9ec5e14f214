import { MindsportError } from '../core/errors.js';
import { requireInteger, show } from '../core/guards.js';

/** Why a pair got its colours (Art. III.5). */
export const COLOUR_REASONS = ['saldo', 'equalSaldo', 'swapSecondMeeting'] as const;
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
}

/**
 * Gives colours to a pair: on a second meeting the colours of the first are swapped;
 * otherwise (first, third, … meeting) the player with the higher colour saldo gets
 * black so both move towards 0, and on equal saldo the higher-ranked player gets black.
 * Only the second meeting swaps; the third and any later meeting go by saldo (Art. III.5e
 * "net als bij de eerste partij", with saldo as the general aim of III.5b).
 *
 * Rules: seed 002 Art. III.5a–e; spec decision 13 (meetings count over the season).
 *
 * @param higher - the higher-ranked player on the ladder before the round (a member facing a guest counts as higher)
 * @param lower - the other player
 * @param earlier - their earlier club-night games this season, in order
 * @returns who has white and why
 * @throws {@link MindsportError} `NOT_AN_INTEGER` for a bad saldo, `BAD_MEETING` for an earlier game of other players
 * @example
 * ```ts
 * import { assignColours } from 'mindsport/ladder';
 * const first = assignColours({ id: 'ann', saldo: 0 }, { id: 'bob', saldo: 0 }, []);
 * console.log(first.white, first.reason); // bob equalSaldo
 * const second = assignColours({ id: 'ann', saldo: -1 }, { id: 'bob', saldo: 1 }, [{ white: 'bob', black: 'ann' }]);
 * console.log(second.white, second.reason); // ann swapSecondMeeting
 * ```
 */
export function assignColours(
  higher: ColourCandidate,
  lower: ColourCandidate,
  earlier: readonly EarlierMeeting[],
): ColourAssignment {
  requireInteger(higher.saldo, ['higher', 'saldo']);
  requireInteger(lower.saldo, ['lower', 'saldo']);
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
  if (meeting === 2 && last) {
    return { white: last.black, black: last.white, reason: 'swapSecondMeeting', meeting };
  }
  if (higher.saldo > lower.saldo) return { white: lower.id, black: higher.id, reason: 'saldo', meeting };
  if (lower.saldo > higher.saldo) return { white: higher.id, black: lower.id, reason: 'saldo', meeting };
  return { white: lower.id, black: higher.id, reason: 'equalSaldo', meeting };
}
