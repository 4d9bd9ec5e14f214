/**
 * `mindsport/othello`: the Othello board and the federations' tournament rules.
 *
 * - **Engine** (spec othello.md §1; NOF §9–§15, KOA V.8): `Position`, `START_POSITION`,
 *   `parsePosition`/`formatPosition`, `parseSquare`/`formatSquare`, `legalMoves`, `flips`,
 *   `play`, `pass`, `isGameOver`, `discCounts`, `finalScore`, `parseTranscript`/
 *   `formatTranscript`, `replayGame`/`parseGame`/`formatGame`, `SYMMETRIES`,
 *   `transformPosition`/`transformTranscript`, `perft` (conventions A, B, C), and the WTHOR
 *   archive readers `parseWthorGames`, `parseWthorNames`, `replayWthorGames`.
 * - **Tournaments** (§2–§6; NOF §14–§28, KOA I–V): the `Tournament` model and
 *   `validateTournament`, game results and `adjudicateLossOnTime`, Brightwell constants,
 *   `mixedBrightwellQuotients` (MBQ/MBS), the presets `NOF_ROUND_ROBIN`, `NOF_SWISS`,
 *   `KOA`, `PAPP`, `WOC`, `JOA`, `computeStandings`, championship formats and finals, and
 *   the PAPP importers `parsePappWorkfile`/`parsePappPlayers`.
 * - **Swiss pairing** (§7; KOA III, NOF §20b, §26): `pairRound`, an optimal
 *   maximum-weight matching over documented priorities.
 * - **Pictures**: `othelloDiagram`, a standalone SVG of a position.
 *
 * @example
 * ```ts
 * import { legalMoves, parseGame, START_POSITION } from 'mindsport/othello';
 * console.log(legalMoves(START_POSITION).join(' ')); // d3 c4 f5 e6
 * console.log(parseGame('f5d6c3d3c4').moves.length); // 5
 * ```
 *
 * @packageDocumentation
 */
export { MindsportError } from '../core/errors.js';

export * from './brightwell.js';
export * from './championship.js';
export { type OthelloDiagramOptions, othelloDiagram } from './diagram.js';
export * from './game.js';
export * from './mbq.js';
export * from './moves.js';
export * from './names.js';
export * from './pairing.js';
export { PAIRING_PRIORITIES, type PairingCost, type PairingPriority } from './pairing-weights.js';
export * from './papp.js';
export * from './perft.js';
export * from './position.js';
export * from './presets.js';
export * from './result.js';
export * from './score.js';
export * from './square.js';
export * from './standings.js';
export * from './standings-table.js';
export * from './symmetry.js';
export * from './tournament.js';
export * from './tournament-validation.js';
export * from './transcript.js';
export * from './wthor.js';
