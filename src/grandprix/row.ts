/**
 * The fields every row of a Grand Prix result starts with (API.md §4).
 *
 * @module
 */

/**
 * The fields every row of a Grand Prix result starts with, in this order: the place (shared
 * places as `'3–4'`), the player, and what separated the row from the one above.
 *
 * @category Standings
 */
export interface GrandPrixPlacedRow {
  /** Place, 1-based; rows sharing a place all carry its first place. */
  readonly place: number;
  /** Last place of a shared place (equal to `place` unless shared). */
  readonly lastPlace: number;
  /** `'3'` or `'3–4'`. */
  readonly placeLabel: string;
  /** True when the place is shared. */
  readonly shared: boolean;
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id when the season gives none. */
  readonly name: string;
  /** What separated the row from the one above (a criterion's name), else `null`. */
  readonly decidedBy: string | null;
}
