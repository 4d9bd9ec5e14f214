/**
 * `mindsport/grandprix`: the Norwegian Grand Prix (NOF, seed 000 §29–§39) — the season
 * standings published after every tournament, and the world-championship and Nordic
 * selections that follow from them — with the rules as data ({@link NGP}).
 *
 * Every result takes `(season, rules = NGP, options)`: {@link grandPrixStandings} (§29–§34),
 * {@link grandPrixTournamentPoints} (§30–§32), {@link grandPrixExplanation},
 * {@link grandPrixOutlook}, {@link grandPrixSelection} (§35–§38) and
 * {@link grandPrixNordicTeams} (§39). {@link validateGrandPrixSeason} and
 * {@link validateGrandPrixRules} report every problem of a document or rules at once. Rules
 * and decisions: [the Grand Prix guide](../../docs/grandprix.md).
 *
 * @example
 * ```ts
 * import { grandPrixStandings } from 'mindsport/grandprix';
 * const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
 * const standings = grandPrixStandings({
 *   players: [member('anne'), member('bjørn'), { id: 'sven', citizenOrResident: false, memberships: [] }],
 *   tournaments: [
 *     { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7, standings: [
 *       { player: 'sven', place: 1 }, { player: 'anne', place: 2 }, { player: 'bjørn', place: 3 },
 *     ] },
 *   ],
 * });
 * console.log(standings.rows.map((row) => `${row.placeLabel} ${row.playerId} ${row.total}`)); // [ '1 anne 12', '2 bjørn 10' ]
 * ```
 *
 * @module mindsport/grandprix
 * @document ../../docs/grandprix.md
 */

// Errors
export { GRANDPRIX_ERROR_CODES, type GrandPrixErrorCode } from './codes.js';
// Rules
export { INELIGIBILITY_REASONS, type IneligibilityReason, playedEnoughRounds } from './eligibility.js';
// Documents
export { type FromOthelloStandingsOptions, tournamentFromOthelloStandings } from './othello.js';
// Standings
export { type GrandPrixOutlook, type GrandPrixOutlookOptions, grandPrixOutlook } from './outlook.js';
export {
  type GrandPrixTournamentPoints,
  type GrandPrixTournamentPointsOptions,
  type GrandPrixTournamentPointsRow,
  grandPrixTournamentPoints,
  placePoints,
} from './points.js';
export type { GrandPrixPlacedRow } from './row.js';
export {
  COUNT_ROUNDINGS,
  type CountRounding,
  countedTournamentCount,
  type EligibilityRules,
  GRANDPRIX_PRESETS,
  type GrandPrixRuleSources,
  type GrandPrixRules,
  type GrandPrixTieBreak,
  NGP,
  NGP_KINDS,
  type NgpKind,
  TIE_BREAKS,
  type TieBreak,
  TOURNAMENT_KINDS,
  type TournamentKind,
  validateGrandPrixRules,
} from './rules.js';
export {
  assertGrandPrixSeason,
  type GrandPrixPlayer,
  type GrandPrixSeason,
  type GrandPrixTournament,
  type MembershipPeriod,
  type PlacedPlayer,
  validateGrandPrixSeason,
} from './season.js';
export {
  type FilledQuota,
  type GrandPrixNordicTeams,
  type GrandPrixNordicTeamsOptions,
  type GrandPrixPlayerRef,
  type GrandPrixReserveRow,
  type GrandPrixSeat,
  type GrandPrixSelection,
  type GrandPrixSelectionOptions,
  grandPrixNordicTeams,
  grandPrixSelection,
  type NordicTeam,
  type NordicTeamMember,
  type Quota,
  type UndecidedSeats,
} from './selection.js';
export {
  type GrandPrixExplanation,
  type GrandPrixExplanationOptions,
  type GrandPrixStandings,
  type GrandPrixStandingsOptions,
  type GrandPrixStandingsRow,
  grandPrixExplanation,
  grandPrixStandings,
} from './standings.js';
// Tables and pictures
export { type GrandPrixStandingsTableOptions, grandPrixStandingsTable } from './standings-table.js';
export {
  type GrandPrixTotal,
  type GrandPrixTournamentResult,
  RESULT_STATUSES,
  type ResultStatus,
} from './total.js';
