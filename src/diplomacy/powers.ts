import { deepFreeze } from '../core/freeze.js';

/**
 * The seven great powers of standard Diplomacy, in alphabetical order (spec §1).
 *
 * @category Documents
 * @example
 * ```ts
 * import { POWERS } from 'mindsport/diplomacy';
 * console.log(POWERS.length, POWERS[0]); // 7 austria
 * ```
 */
export const POWERS = deepFreeze([
  'austria',
  'england',
  'france',
  'germany',
  'italy',
  'russia',
  'turkey',
] as const);

/**
 * One of the seven great powers (spec §1).
 *
 * @category Documents
 */
export type Power = (typeof POWERS)[number];

/**
 * The one-letter abbreviation of each power, as score sheets and the test vectors of
 * `diplomacy-systems.md` §4 write them (A E F G I R T).
 *
 * @category Documents
 * @example
 * ```ts
 * import { POWER_LETTERS } from 'mindsport/diplomacy';
 * console.log(POWER_LETTERS.england); // E
 * ```
 */
export const POWER_LETTERS: Readonly<Record<Power, string>> = deepFreeze({
  austria: 'A',
  england: 'E',
  france: 'F',
  germany: 'G',
  italy: 'I',
  russia: 'R',
  turkey: 'T',
});

/**
 * Number of supply centres on the standard board (spec §1: totals ≤ 34).
 *
 * @category Documents
 * @example
 * ```ts
 * import { SUPPLY_CENTRE_COUNT } from 'mindsport/diplomacy';
 * console.log(SUPPLY_CENTRE_COUNT); // 34
 * ```
 */
export const SUPPLY_CENTRE_COUNT = 34;

/**
 * Supply centres that make a solo victory (seed §2c: "klassisk solo-seier med 18
 * forsyningsenter"; spec decision 3).
 *
 * @category Documents
 * @example
 * ```ts
 * import { SOLO_THRESHOLD } from 'mindsport/diplomacy';
 * console.log(SOLO_THRESHOLD); // 18
 * ```
 */
export const SOLO_THRESHOLD = 18;

/**
 * The first game year; a supply-centre history starts with the count after 1901
 * (spec decision 15: 1900 starting counts are not used).
 *
 * @category Documents
 * @example
 * ```ts
 * import { FIRST_GAME_YEAR } from 'mindsport/diplomacy';
 * console.log(FIRST_GAME_YEAR); // 1901
 * ```
 */
export const FIRST_GAME_YEAR = 1901;

/**
 * Tells whether a value is one of the seven power names.
 *
 * @category Documents
 * @param value - anything
 * @returns `true` for `'austria'` … `'turkey'`
 * @example
 * ```ts
 * import { isPower } from 'mindsport/diplomacy';
 * console.log(isPower('france'), isPower('spain')); // true false
 * ```
 */
export function isPower(value: unknown): value is Power {
  return typeof value === 'string' && (POWERS as readonly string[]).includes(value);
}

/**
 * The geographic power groups the Diplomacy Tournament Manager spreads each player over
 * (seed 003 §1d: "Østerrike/Italia, Frankrike/England, Russland/Tyrkia og Tyskland").
 *
 * @category Rules
 * @example
 * ```ts
 * import { POWER_GROUPS } from 'mindsport/diplomacy';
 * console.log(POWER_GROUPS.map((group) => group.join('/')).join(', ')); // austria/italy, england/france, russia/turkey, germany
 * ```
 */
export const POWER_GROUPS: readonly (readonly Power[])[] = deepFreeze([
  ['austria', 'italy'],
  ['england', 'france'],
  ['russia', 'turkey'],
  ['germany'],
]);
