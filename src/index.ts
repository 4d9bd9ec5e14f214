/**
 * `mindsport`: the shared core — exact fractions, ranking with tie-breaks and shared
 * places, sharing place-based values, errors, a seeded random source, and the tables every
 * module lays its standings out as (text, Markdown, CSV, HTML and their stylesheet). Game
 * modules live at `mindsport/othello`, `mindsport/diplomacy`, `mindsport/draughts`,
 * `mindsport/ladder` and `mindsport/grandprix`.
 *
 * The guide: [the core guide](../docs/core.md).
 *
 * @example
 * ```ts
 * import { Fraction } from 'mindsport';
 * console.log(Fraction.of(1, 3).add(Fraction.of(1, 6)).toString()); // 0.5
 * ```
 *
 * @module mindsport
 * @document ../docs/core.md
 */
export * from './core/index.js';
