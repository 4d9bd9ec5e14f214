export type { ChunkStream } from './chunks.js';
export {
  CORE_ERROR_CODES,
  type CoreErrorCode,
  CSV_ERROR_CODES,
  SHAPE_ERROR_CODES,
  type ShapeErrorCode,
} from './codes.js';
export type { CsvImport, CsvPlace } from './csv.js';
export {
  collectProblems,
  describePath,
  type ErrorPath,
  formatPointer,
  MindsportError,
  type MindsportErrorJson,
  type MindsportErrorOptions,
  PROBLEM_LIMIT,
  type Problem,
  type Report,
  unwrapValidation,
  type Validation,
  type ValidationFailure,
  type ValidationSuccess,
} from './errors.js';
export {
  Fraction,
  type FractionFormatOptions,
  type FractionInput,
  fraction,
  type RoundingMode,
} from './fraction.js';
export {
  MATCHING_WEIGHT_LIMIT,
  type MatchingCertificate,
  type MatchingEdge,
  type MatchingOptions,
  matchingReducedCost,
  maxWeightMatching,
  maxWeightMatchingWithCertificate,
} from './matching.js';
export { createRandom, type SeededRandom } from './random.js';
export {
  type CompareCriterion,
  type GroupCriterion,
  type HeadToHeadCriterion,
  type RankCriterion,
  type RankedRow,
  type RankOptions,
  type RankValue,
  rank,
  type ValueCriterion,
} from './ranking.js';
export { type PlaceSpan, shareByPlace, sharePlaceValues } from './share.js';
export { STANDINGS_CSS } from './styles.js';
export {
  csvField,
  escapeHtml,
  formatTable,
  formatTableCsv,
  formatTableHtml,
  formatTableMarkdown,
  formatTableText,
  numberCell,
  type StandingsTable,
  TABLE_FORMATS,
  type TableCell,
  type TableColumn,
  type TableFormat,
  type TableFormatOptions,
  type TableNumberOptions,
  type TableRow,
} from './table.js';
