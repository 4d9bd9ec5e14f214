/**
 * `mindsport`: the shared core — exact fractions, ranking with tie-breaks and shared
 * places, sharing place-based values, errors and a seeded random source. Game modules
 * live at `mindsport/othello`, `mindsport/diplomacy`, `mindsport/draughts`,
 * `mindsport/ladder` and `mindsport/grandprix`.
 *
 * @packageDocumentation
 */
export * from './core/index.js';
