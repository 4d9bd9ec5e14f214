/**
 * `mindsport/draughts`: international draughts on the 10×10 board, and the KNDB rules of a
 * Dutch championship (seed 004).
 *
 * - **Documents, Rules, Standings** (`docs/draughts.md` part 1): a tournament is a document
 *   (`DraughtsTournament`: players with an id, games, prizes, barrages played) checked by
 *   `validateDraughtsTournament` / `assertDraughtsTournament`, or read from a results sheet
 *   saved as CSV (`parseDraughtsCsv`); the rules are data (`KNDB`,
 *   `DRAUGHTS_PRESETS`, `validateDraughtsRules`); every result takes `(document, rules =
 *   KNDB, options)`: `draughtsStandings`, `draughtsBarrages`, `draughtsFinalOrder`,
 *   `draughtsRights`, `draughtsPrizes`, `draughtsMasterPoints`, `draughtsCrosstable`.
 * - **Notation**: the six results (`parseResult`/`formatResult`, PDN result tokens), FEN,
 *   move notation.
 * - **Engine** (FMJD rules, spec §2; part 2): positions, `draughtsLegalMoves`, `playMove`,
 *   `draughtsPerft`, the arbiter's end-of-game rules (`arbiterReport`), the 40-move rule and
 *   the proposal protocol. `draughtsLegalMoves` and `draughtsPerft` carry the module's name
 *   because `mindsport/othello` has a `legalMoves` and a `perft` of its own.
 * - **Archives**: PDN files (`parsePdn`/`formatPdn`).
 *
 * ```ts
 * import { draughtsMasterPoints, draughtsStandings } from 'mindsport/draughts';
 * const event = {
 *   players: [{ id: 'ann' }, { id: 'bo' }, { id: 'cor' }],
 *   games: [
 *     { white: 'ann', black: 'bo', result: '1+ - 1-' },
 *     { white: 'bo', black: 'cor', result: '1-1' },
 *     { white: 'cor', black: 'ann', result: '1-1' },
 *   ],
 * };
 * // all on 2 points: the saldo separates the places, but not the master points
 * console.log(draughtsStandings(event).rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.points} ${row.saldo}`));
 * // [ '1 ann 2 1', '2 cor 2 0', '3 bo 2 -1' ]
 * console.log(draughtsMasterPoints(event).rows.map((row) => `${row.masterPoints}`)); // [ '4', '4', '4' ]
 * ```
 *
 * The guide maps each rule to its function: [the Draughts guide](../../docs/draughts.md).
 *
 * @module mindsport/draughts
 * @document ../../docs/draughts.md
 */

export { type DraughtsDiagramOptions, draughtsDiagram } from './board/diagram.js';
// Notation
export { DRAUGHTS_START_FEN, formatFen, parseFen } from './board/fen.js';
export {
  type DraughtsMove,
  draughtsLegalMoves,
  type FormatMoveOptions,
  formatMove,
  type MoveNotation,
  parseMove,
  parseMoveNotation,
  playMove,
} from './board/move.js';
export { draughtsPerft } from './board/perft.js';
export {
  assertDraughtsPosition,
  DRAUGHTS_COLOURS,
  DRAUGHTS_START,
  type DraughtsColour,
  type DraughtsPosition,
  positionKey,
  validateDraughtsPosition,
} from './board/position.js';
// Errors
export { DRAUGHTS_ERROR_CODES, type DraughtsErrorCode } from './codes.js';
// Engine
export {
  type ArbiterGame,
  type ArbiterOptions,
  type ArbiterReport,
  arbiterReport,
  gamePositions,
} from './game/arbiter.js';
export type { ArbiterClaim } from './game/claims.js';
export {
  DRAW_COUNT_HALF_MOVES,
  DRAW_COUNT_RULES,
  type DrawCount,
  type DrawCountRule,
  type DrawCountSet,
  drawCountSet,
} from './game/draw-counts.js';
export { type LeadRun, type MaterialBalance, materialBalance } from './game/material.js';
export {
  PROPOSALS,
  type Proposal,
  type ProposalEvent,
  type ProposalState,
  proposalResult,
  proposalState,
} from './game/proposals.js';
export {
  AGREEMENT_MINIMUM_MOVES,
  type AgreedResult,
  agreedResult,
  DRAUGHTS_RESULTS,
  type DraughtsGameResult,
  type DraughtsResultDetails,
  type DraughtsResultName,
  type DraughtsSideScore,
  type FormatPdnResultOptions,
  type FormatResultOptions,
  formatPdnResult,
  formatResult,
  formatSideScore,
  isDraughtsResult,
  isEarlyAgreement,
  type MoveCounts,
  type MovesMade,
  movesFromPlies,
  needsPlusDrawFormat,
  type PdnResult,
  parsePdnResult,
  parseResult,
  RESULT_NAMES,
  RESULT_TABLE,
  resultDetails,
} from './game/result.js';
// Archives
export {
  type FormatPdnOptions,
  formatPdn,
  formatPdnChunks,
  PDN_RESULT_SCALES,
  type PdnFile,
  type PdnGame,
  type PdnGameInput,
  type PdnMove,
  type PdnResultScale,
} from './pdn/pdn.js';
export type { PdnAsyncInput, PdnInput } from './pdn/pdn-pieces.js';
export { iteratePdnGames, iteratePdnGamesAsync, parsePdn } from './pdn/pdn-read.js';
// Standings
export {
  type BarragePairing,
  type BarrageStageResult,
  type BarrageStageState,
  type DraughtsBarrageNeed,
  type DraughtsBarrageOptions,
  type DraughtsBarrageStatus,
  type DraughtsBarrages,
  draughtsBarrages,
} from './tournament/barrage.js';
// Tables and pictures
export {
  type DraughtsCrosstable,
  type DraughtsCrosstableCell,
  type DraughtsCrosstableOptions,
  type DraughtsCrosstableRow,
  draughtsCrosstable,
  formatDraughtsCrosstable,
} from './tournament/crosstable.js';
// Documents
export { parseDraughtsCsv } from './tournament/csv.js';
export type { DraughtsRoundOptions, DraughtsRowStart } from './tournament/event.js';
export {
  type DraughtsMasterPoints,
  type DraughtsMasterPointsOptions,
  type DraughtsMasterPointsRow,
  draughtsMasterPoints,
} from './tournament/master-points.js';
export {
  type DraughtsPrizeOptions,
  type DraughtsPrizeRow,
  type DraughtsPrizes,
  draughtsPrizes,
} from './tournament/prizes.js';
export type { DraughtsTotals } from './tournament/ranking.js';
export {
  type DraughtsFinalOrder,
  type DraughtsFinalOrderRow,
  type DraughtsRightOutcome,
  type DraughtsRights,
  draughtsFinalOrder,
  draughtsRights,
} from './tournament/rights.js';
// Rules
export {
  type BarrageFormat,
  type BarrageStage,
  type BarrageTimeControl,
  DRAUGHTS_CRITERIA,
  DRAUGHTS_PRESETS,
  type DraughtsBarrageRule,
  type DraughtsCriterion,
  type DraughtsCriterionKind,
  type DraughtsGamePoints,
  type DraughtsPlaceValues,
  type DraughtsPrizeRule,
  type DraughtsRight,
  type DraughtsRules,
  type DraughtsTitlePointRules,
  KNDB,
  validateDraughtsRules,
} from './tournament/rules.js';
export {
  type DraughtsStandings,
  type DraughtsStandingsOptions,
  type DraughtsStandingsRow,
  type DraughtsTie,
  draughtsStandings,
} from './tournament/standings.js';
export { type DraughtsStandingsTableOptions, draughtsStandingsTable } from './tournament/standings-table.js';
export {
  assertDraughtsTournament,
  type DraughtsBarrage,
  type DraughtsBarrageGame,
  type DraughtsGame,
  type DraughtsPlayer,
  type DraughtsTournament,
  validateDraughtsTournament,
} from './tournament/tournament.js';
