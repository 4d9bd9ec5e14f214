/**
 * `mindsport/draughts`.
 *
 * @packageDocumentation
 */

export {
  type ArbiterClaim,
  type ArbiterGame,
  type ArbiterOptions,
  type ArbiterReport,
  arbiterReport,
  DRAW_COUNT_HALF_MOVES,
  DRAW_COUNT_RULES,
  type DrawCount,
  type DrawCountRule,
  type DrawCountSet,
  drawCountSet,
  gamePositions,
  type LeadRun,
  type MaterialBalance,
  materialBalance,
} from './arbiter.js';
export * from './barrage.js';
export * from './crosstable.js';
export * from './fen.js';
export * from './master-points.js';
export {
  type DraughtsMove,
  type FormatMoveOptions,
  formatMove,
  legalMoves,
  type MoveNotation,
  parseMove,
  parseMoveNotation,
  playMove,
} from './move.js';
export {
  type FormatPdnOptions,
  formatPdn,
  PDN_RESULT_SCALES,
  type PdnFile,
  type PdnGame,
  type PdnGameInput,
  type PdnMove,
  type PdnResultScale,
  parsePdn,
} from './pdn.js';
export * from './perft.js';
export {
  DRAUGHTS_COLOURS,
  DRAUGHTS_START,
  type DraughtsColour,
  type DraughtsPosition,
  positionKey,
  validateDraughtsPosition,
} from './position.js';
export * from './prizes.js';
export * from './ranking.js';
export * from './result.js';
export * from './rights.js';
export * from './standings.js';
export * from './tournament.js';
