/**
 * Internal: what the game modules take from the core, the public core and the helpers
 * that are not part of the package's API (shape checks, the value printer, place labels,
 * freezing, the scratch pool, text decoding).
 *
 * Not exported from the package.
 *
 * @internal
 * @module
 */
export * from './check.js';
export {
  type CsvColumn,
  CsvPlayers,
  type CsvRecord,
  CsvSheet,
  csvError,
  csvRounds,
  spreadsheetText,
} from './csv.js';
export { fail } from './errors.js';
export { deepFreeze } from './freeze.js';
export { type IntegerBounds, requireFiniteNumber, requireInteger } from './guards.js';
export * from './index.js';
export { type PlaceFields, placeFields, placeLabel } from './places.js';
export { show } from './show.js';
export { didYouMean, suggest } from './suggest.js';
export {
  checkStandingsRows,
  numberCellWith,
  optionalNumberCell,
  readDecimals,
  readTableOptions,
  withoutEmptyColumns,
} from './table.js';
