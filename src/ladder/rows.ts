/**
 * The fields every ranked row of the ladder starts with (API.md §4).
 *
 * @module
 */

/**
 * The fields every row that ranks players starts with, in this order: the place (shared
 * places carry the first place of the group), the player, and the key that separated the
 * row from the one above.
 *
 * @category Standings
 */
export interface LadderRankedRow {
  /** Place, 1-based; rows sharing a place carry the first place of their group. */
  readonly place: number;
  /** Last place of a shared group (equal to `place` when not shared). */
  readonly lastPlace: number;
  /** `'3'` or `'3–4'`. */
  readonly placeLabel: string;
  /** Whether the place is shared after every key. */
  readonly shared: boolean;
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id when the log gives none. */
  readonly name: string;
  /** The key that separated this player from the one above, or null. */
  readonly decidedBy: string | null;
}
