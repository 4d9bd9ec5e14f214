/**
 * `mindsport/draughts`.
 *
 * **Results and tournaments** (KNDB conditions, seed 004; `docs/draughts.md` part 1): the six
 * results `DRAUGHTS_RESULTS` with `RESULT_TABLE`, `resultDetails`, `parseResult`/`formatResult`,
 * `parsePdnResult`/`formatPdnResult`, `needsPlusDrawFormat`, `formatSideScore`, `agreedResult`,
 * `isEarlyAgreement`, `movesFromPlies`; `PROPOSALS`, `proposalState`, `proposalResult`;
 * `validateTournament`, `checkTournament`, `scoreGames`;
 * `standings`, `rankScores`, `placeGroups`, `tieGroups`; `barrageRequirement`, `barrageStatus`,
 * `KNDB_BARRAGE_PLACE_1`, `KNDB_BARRAGE_PLACES_2_3`; `splitPrizes`; `titlePoints`,
 * `grandmasterPoints`, `masterPoints`, `GRANDMASTER_POINTS`, `MASTER_POINTS`,
 * `KNDB_2009_TITLE_POINTS`; `awardRights`, `finalOrder`, `KNDB_2009_RIGHTS`; `crosstable`,
 * `formatCrosstable`.
 *
 * **Rules engine and arbiter** (FMJD 10×10 rules, spec §2; `docs/draughts.md` part 2):
 * `DRAUGHTS_START`, `DRAUGHTS_COLOURS`, `validateDraughtsPosition`, `positionKey`; `legalMoves`,
 * `playMove`, `parseMove`, `parseMoveNotation`, `formatMove`; `perft`; `parseFen`/`formatFen`,
 * `DRAUGHTS_START_FEN`; `parsePdn`/`formatPdn`, `PDN_RESULT_SCALES`; `materialBalance`,
 * `drawCountSet`, `gamePositions`, `arbiterReport`, `DRAW_COUNT_RULES`, `DRAW_COUNT_HALF_MOVES`.
 *
 * ```ts
 * import { masterPoints, standings } from 'mindsport/draughts';
 * const table = standings({
 *   players: ['Ann', 'Bo', 'Cor'],
 *   games: [
 *     { white: 'Ann', black: 'Bo', result: '1+ - 1-' },
 *     { white: 'Bo', black: 'Cor', result: '1-1' },
 *     { white: 'Cor', black: 'Ann', result: '1-1' },
 *   ],
 * });
 * // all on 2 points: the saldo separates the places, but not the master points
 * console.log(table.rows.map((row) => `${row.placeLabel} ${row.player} ${row.points} ${row.saldo}`));
 * // [ '1 Ann 2 1', '2 Cor 2 0', '3 Bo 2 -1' ]
 * console.log(masterPoints(table).map((share) => `${share.points}`)); // [ '4', '4', '4' ]
 * ```
 *
 * @packageDocumentation
 */
export { MindsportError } from '../core/errors.js';

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
export { type DraughtsDiagramOptions, draughtsDiagram } from './diagram.js';
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
} from './pdn.js';
export { parsePdn } from './pdn-read.js';
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
export * from './proposals.js';
export * from './ranking.js';
export * from './result.js';
export * from './rights.js';
export * from './standings.js';
export * from './standings-table.js';
export * from './tournament.js';
