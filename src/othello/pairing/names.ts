import { deepFreeze } from '../../core/freeze.js';

/**
 * How unrated players' names are ordered for the NOF §26 seeding (spec §8 decision 14):
 * `norwegian` — Norwegian collation (… z æ ø å, case-insensitive); `codepoint` — plain
 * Unicode code point order, identical on every platform.
 *
 * @category Pairing
 * @example
 * ```ts
 * import { NAME_COLLATIONS } from 'mindsport/othello';
 * console.log(NAME_COLLATIONS.join(' ')); // norwegian codepoint
 * ```
 */
export const NAME_COLLATIONS = deepFreeze(['norwegian', 'codepoint'] as const);

/**
 * One of {@link NAME_COLLATIONS}.
 *
 * @category Pairing
 */
export type NameCollation = (typeof NAME_COLLATIONS)[number];
