/**
 * The priorities of the Swiss pairing engine (KOA III, NOF §20b) and how they are folded
 * into integer edge weights for one maximum-weight matching.
 *
 * @module
 */
import { deepFreeze } from '../../core/freeze.js';
import { MATCHING_WEIGHT_LIMIT } from '../../core/matching.js';
import type { ColourCode, PlayerHistory } from './pairing-history.js';

/**
 * The names of the pairing priorities, most important first. Every candidate pairing of
 * a round has a cost on each; pairings are compared lexicographically (a lower cost on an
 * earlier priority beats any costs on later ones). Before all of them comes a hard rule:
 * every present player is paired once or gets the bye, and in `strict` mode no two players
 * meet twice (KOA III.2).
 *
 * 1. `secondBye` — nobody gets a second bye (NOF §20b) while someone without one can take it.
 * 2. `rematch` — `modified` mode (KOA III.3): as few repeated pairings as possible.
 * 3. `byeUpperHalf` — the bye goes to the lower half of the standings (NOF §20b): a player
 *    whom at least ⌊N/2⌋ of the N present players outscore (a tied group counts at its best
 *    place; with an odd field the middle place is in the lower half).
 * 4. `scoreDifference` — paired players have equal points, else the smallest difference
 *    (KOA III.4): the sum over pairs of the squared difference in half-points, so one pair
 *    two points apart costs more than two pairs one point apart.
 * 5. `byePoints` — among possible bye takers, the one with the fewest points.
 * 6. `colourBalance` — colour counts as equal as possible (KOA III.5): for each player, how far
 *    `|blacks − whites|` after the round exceeds 1.
 * 7. `colourRepeat` — a player alternates colours each round where possible (KOA III.7): 1 for a
 *    colour repeated twice in a row, 2 for three or more in a row.
 *
 * @category Pairing
 * @example
 * ```ts
 * import { PAIRING_PRIORITIES } from 'mindsport/othello';
 * console.log(PAIRING_PRIORITIES.slice(0, 4).join(' > ')); // secondBye > rematch > byeUpperHalf > scoreDifference
 * ```
 */
export const PAIRING_PRIORITIES = deepFreeze([
  'secondBye',
  'rematch',
  'byeUpperHalf',
  'scoreDifference',
  'byePoints',
  'colourBalance',
  'colourRepeat',
] as const);

/**
 * One of {@link PAIRING_PRIORITIES}.
 *
 * @category Pairing
 */
export type PairingPriority = (typeof PAIRING_PRIORITIES)[number];

/**
 * A cost on every priority, as reported in an {@link OthelloPairing}'s `cost` (lower is better).
 *
 * @category Pairing
 */
export type PairingCost = { readonly [priority in PairingPriority]: number };

export const PRIORITY_COUNT = PAIRING_PRIORITIES.length;
export const SECOND_BYE = 0;
export const REMATCH = 1;
export const BYE_UPPER_HALF = 2;
export const SCORE_DIFFERENCE = 3;
export const BYE_POINTS = 4;
export const COLOUR_BALANCE = 5;
export const COLOUR_REPEAT = 6;

/**
 * Colour costs for one player taking `colour`: `[balance, repeat]`.
 *
 * @category Pairing
 */
export function colourCosts(player: PlayerHistory, colour: ColourCode): readonly [number, number] {
  const difference = player.blacks - player.whites + (colour === 0 ? 1 : -1);
  const balance = Math.max(0, Math.abs(difference) - 1);
  let streak = 0;
  for (let index = player.colours.length - 1; index >= 0 && player.colours[index] === colour; index--)
    streak++;
  return [balance, Math.min(streak, 2)];
}

/**
 * The best colour assignment for a pair: `a` takes `colourOfA`; costs `[balance, repeat]` for the pair.
 *
 * @category Pairing
 */
export interface PairColours {
  readonly colourOfA: ColourCode | null;
  readonly balance: number;
  readonly repeat: number;
}

/**
 * Chooses colours for a pair, lexicographically by (balance, repeat); `null` when both ways tie.
 *
 * @category Pairing
 */
export function pairColours(a: PlayerHistory, b: PlayerHistory): PairColours {
  return chooseColours(colourCosts(a, 0), colourCosts(a, 1), colourCosts(b, 0), colourCosts(b, 1));
}

/**
 * {@link pairColours} from each player's precomputed colour costs (black, white).
 *
 * @category Pairing
 */
export function chooseColours(
  aBlack: readonly [number, number],
  aWhite: readonly [number, number],
  bBlack: readonly [number, number],
  bWhite: readonly [number, number],
): PairColours {
  const blackBalance = aBlack[0] + bWhite[0];
  const blackRepeat = aBlack[1] + bWhite[1];
  const whiteBalance = aWhite[0] + bBlack[0];
  const whiteRepeat = aWhite[1] + bBlack[1];
  if (blackBalance < whiteBalance || (blackBalance === whiteBalance && blackRepeat < whiteRepeat)) {
    return { colourOfA: 0, balance: blackBalance, repeat: blackRepeat };
  }
  if (blackBalance === whiteBalance && blackRepeat === whiteRepeat) {
    return { colourOfA: null, balance: blackBalance, repeat: blackRepeat };
  }
  return { colourOfA: 1, balance: whiteBalance, repeat: whiteRepeat };
}

/**
 * Multipliers that fold the priority costs into one integer so that the lexicographic
 * order is kept exactly: each multiplier exceeds the largest total that all later
 * priorities can reach over one whole pairing. `bounds[p]` is that largest total for
 * priority `p`. Returns `null` when the folded weights would exceed the matching's exact
 * integer range.
 * @category Pairing
 */
export function foldMultipliers(bounds: readonly number[]): number[] | null {
  const multipliers = new Array<number>(bounds.length).fill(0);
  let multiplier = 1;
  for (let priority = bounds.length - 1; priority >= 0; priority--) {
    multipliers[priority] = multiplier;
    multiplier *= bounds[priority]! + 1;
    if (multiplier > MATCHING_WEIGHT_LIMIT) return null;
  }
  return multipliers;
}
