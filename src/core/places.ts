/**
 * Internal: how a place is written, in every module.
 *
 * Not exported from the package.
 *
 * @internal
 * @module
 */

/** `'3'`, or `'3–4'` (en dash) for a place shared from 3 to 4. */
export function placeLabel(place: number, lastPlace: number): string {
  return lastPlace === place ? `${place}` : `${place}–${lastPlace}`;
}

/** The place fields every standings row starts with, after `place` and `lastPlace`. */
export interface PlaceFields {
  /** First place of the row's group, 1-based. */
  readonly place: number;
  /** Last place of the group (equal to `place` unless shared). */
  readonly lastPlace: number;
  /** `'3'` or `'3–4'`. */
  readonly placeLabel: string;
  /** True when the place is shared. */
  readonly shared: boolean;
}

/** The four place fields of a group from `place` to `lastPlace`. */
export function placeFields(place: number, lastPlace: number): PlaceFields {
  return { place, lastPlace, placeLabel: placeLabel(place, lastPlace), shared: lastPlace > place };
}
