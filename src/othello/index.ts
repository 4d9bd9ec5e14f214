/**
 * `mindsport/othello`: the Othello board and the federations' tournament rules.
 *
 * - **Engine** (spec othello.md §1; NOF §9–§15, KOA V.8): `Position`, `START_POSITION`,
 *   `legalMoves`, `flips`, `play`, `pass`, `isGameOver`, `discCounts`, `finalScore`,
 *   `replayGame`, the 8 `SYMMETRIES`, `perft` (conventions A, B, C).
 * - **Notation**: squares, 64-character positions, transcripts, games and scores, each as a
 *   `parseX`/`formatX` pair.
 * - **Archives**: the WTHOR database readers and the PAPP players file and workfile.
 * - **Documents**: the `OthelloTournament` document, `validateOthelloTournament`,
 *   `assertOthelloTournament`, and `parseOthelloCsv` for a results sheet saved as CSV.
 * - **Rules**: the standings rules `OthelloRules` with the presets `NOF_ROUND_ROBIN`,
 *   `NOF_SWISS`, `KOA`, `KOA_ROUND_ROBIN`, `PAPP`, `WOC`, `JOA` (`OTHELLO_PRESETS`), the
 *   Brightwell constants, game results and losses on time, the championship formats and finals.
 * - **Standings**: `othelloStandings(document, rules, options)`, the MBQ, the rating-list
 *   games, finalists and finals.
 * - **Pairing**: `pairOthelloRound`, an optimal maximum-weight matching over documented
 *   priorities, and the NOF §26 first-round seeding.
 * - **Tables and pictures**: `othelloStandingsTable`, `othelloDiagram`.
 * - **Errors**: `OTHELLO_ERROR_CODES`.
 *
 * @example
 * ```ts
 * import { legalMoves, NOF_SWISS, othelloStandings, parseGame, START_POSITION } from 'mindsport/othello';
 * console.log(legalMoves(START_POSITION).join(' ')); // d3 c4 f5 e6
 * console.log(parseGame('f5d6c3d3c4').moves.length); // 5
 * const standings = othelloStandings(
 *   { players: [{ id: 'a' }, { id: 'b' }], rounds: [{ games: [{ black: 'a', blackDiscs: 40, white: 'b', whiteDiscs: 24 }] }] },
 *   NOF_SWISS,
 * );
 * console.log(standings.rows.map((row) => `${row.placeLabel} ${row.name}`).join(', ')); // 1 a, 2 b
 * ```
 *
 * The guide maps each rule to its function: [the Othello guide](../../docs/othello.md).
 *
 * @module mindsport/othello
 * @document ../../docs/othello.md
 */

// Archives
export {
  type PappImport,
  type PappPlayer,
  type PappWorkfileOptions,
  parsePappPlayers,
  parsePappWorkfile,
} from './archives/papp.js';
export {
  formatPappPlayers,
  formatPappWorkfile,
  type PappWorkfileWriteOptions,
} from './archives/papp-write.js';
export { formatWofResults, type WofResultsOptions } from './archives/wof.js';
export {
  iterateWthorGames,
  iterateWthorGamesAsync,
  parseWthorGames,
  parseWthorNames,
  replayWthorGame,
  replayWthorGames,
  WTHOR_NAME_KINDS,
  WTHOR_REPLAY_STATUSES,
  type WthorAsyncInput,
  type WthorDatabase,
  type WthorGame,
  type WthorHeader,
  type WthorInput,
  type WthorNameKind,
  type WthorNames,
  type WthorReplay,
  type WthorReplayStatus,
} from './archives/wthor.js';
// Tables and pictures
export { type OthelloDiagramOptions, othelloDiagram } from './board/diagram.js';
// Engine
// Notation
export {
  formatGame,
  type Game,
  type GameFailure,
  type GameMove,
  type OthelloReplayOptions,
  parseGame,
  replayGame,
} from './board/game.js';
export { flips, hasLegalMove, isGameOver, legalMoves, pass, play } from './board/moves.js';
export { PERFT_CONVENTIONS, type PerftConvention, type PerftOptions, perft } from './board/perft.js';
export {
  assertPosition,
  DISC_COLOURS,
  type DiscColour,
  type DiscCounts,
  discCounts,
  formatPosition,
  opponent,
  type Position,
  parsePosition,
  type SquareSet,
  START_POSITION,
  validatePosition,
} from './board/position.js';
export {
  FILES,
  type File,
  formatSquare,
  parseSquare,
  RANKS,
  type Rank,
  SQUARE_NAMES,
  type SquareName,
} from './board/square.js';
export {
  SYMMETRIES,
  type Symmetry,
  transformPosition,
  transformSquare,
  transformTranscript,
} from './board/symmetry.js';
export { formatTranscript, parseTranscript } from './board/transcript.js';
// Errors
export { OTHELLO_ERROR_CODES, type OthelloErrorCode } from './codes.js';
export { NAME_COLLATIONS, type NameCollation } from './pairing/names.js';
export {
  FIRST_ROUND_METHODS,
  type FirstRoundMethod,
  KOA_MODIFIED_SWISS_PAIRING,
  KOA_SWISS_PAIRING,
  NOF_SWISS_PAIRING,
  OTHELLO_PAIRING_PRESETS,
  type OthelloPairedGame,
  type OthelloPairing,
  type OthelloPairingOptions,
  type OthelloPairingRules,
  PAIRING_MODES,
  PAIRING_NOTE_KINDS,
  type PairingMode,
  type PairingNote,
  type PairingNoteKind,
  pairOthelloRound,
  validateOthelloPairingRules,
} from './pairing/pairing.js';
export { PAIRING_PRIORITIES, type PairingCost, type PairingPriority } from './pairing/pairing-weights.js';
// Rules
export {
  type BrightwellPreset,
  type BrightwellRule,
  type BrightwellTableRow,
  brightwellConstant,
  KOA_BRIGHTWELL,
  NOF_BRIGHTWELL,
  PAPP_BRIGHTWELL,
  ROUND_ROBIN_BRIGHTWELL,
  WOC_BRIGHTWELL,
} from './tournament/brightwell.js';
// Pairing
export {
  type ChampionshipFormat,
  type ChampionshipRules,
  championshipFormat,
  compareNames,
  type FirstRoundSeeding,
  JUNIOR_NM,
  LIGHTNING_NM,
  NM,
  OTHELLO_CHAMPIONSHIP_PRESETS,
  type SeedingOptions,
  seedFirstRound,
} from './tournament/championship.js';
// Documents
export { parseOthelloCsv } from './tournament/csv.js';
export type { FinalGame, FinalInput } from './tournament/finals.js';
// Standings
export {
  FINAL_FORMATS,
  type FinalFormat,
  type FinalistSelection,
  type FinalRules,
  type FinalState,
  finalState,
  KOA_FINAL,
  LIGHTNING_NM_FINAL,
  NM_FINAL,
  OTHELLO_FINAL_PRESETS,
  selectFinalists,
} from './tournament/finals.js';
export {
  MBQ_POLICIES,
  type MbqOptions,
  type MbqPolicy,
  type MbqResult,
  type MbqRow,
  mixedBrightwellQuotients,
} from './tournament/mbq.js';
export {
  JOA,
  KOA,
  KOA_ROUND_ROBIN,
  NOF_ROUND_ROBIN,
  NOF_SWISS,
  OTHELLO_CRITERIA,
  OTHELLO_PRESETS,
  type OthelloCriterion,
  type OthelloCriterionKind,
  type OthelloRules,
  PAPP,
  TOURNAMENT_SYSTEMS,
  type TournamentSystem,
  WOC,
} from './tournament/presets.js';
export {
  adjudicateLossOnTime,
  applyEmptySquares,
  forfeitResult,
  formatScore,
  type GameScore,
  type GameWinner,
  gamePoints,
  LOSS_ON_TIME_OUTCOMES,
  type LossOnTimeInput,
  type LossOnTimeOutcome,
  type LossOnTimeResult,
  type OthelloGameResult,
  parseScore,
  type RecordedScore,
  resignationResult,
  type ScoreGameOptions,
  scoreGame,
  validateRecordedScore,
} from './tournament/result.js';
export { validateOthelloRules } from './tournament/rules-validation.js';
export {
  EMPTY_SQUARES_RULES,
  type EmptySquaresRule,
  type FinalScore,
  finalScore,
  type ScoreOptions,
  scoreDiscs,
} from './tournament/score.js';
export {
  type CoinTossOptions,
  type CoinTossRecord,
  type OthelloPlayedGame,
  type OthelloPlayedGames,
  type OthelloPlayedGamesOptions,
  type OthelloStandings,
  type OthelloStandingsOptions,
  type OthelloStandingsRow,
  othelloPlayedGames,
  othelloStandings,
  STANDINGS_VIEWS,
  type StandingsView,
} from './tournament/standings.js';
export { type OthelloStandingsTableOptions, othelloStandingsTable } from './tournament/standings-table.js';
export {
  FORFEIT_KINDS,
  type ForfeitKind,
  type OthelloGameRecord,
  type OthelloPlayer,
  type OthelloRound,
  type OthelloTournament,
  type OthelloUnplayedGame,
  type PlayerId,
} from './tournament/tournament.js';
export { PLAYER_ROUND_LIMIT } from './tournament/tournament-index.js';
export { assertOthelloTournament, validateOthelloTournament } from './tournament/tournament-validation.js';
