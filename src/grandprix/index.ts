/**
 * `mindsport/grandprix`: the Norwegian Grand Prix (NOF, seed 000 §29–§39) season table
 * and championship selection, as a configurable preset ({@link NGP}).
 *
 * - configuration: {@link NGP}, {@link GrandPrixConfig}, {@link countedTournamentCount}
 * - season model: {@link GrandPrixSeason}, {@link validateSeason}, {@link seasonAfter}
 * - eligibility (§30): {@link eligibility}, {@link isMemberOn}, {@link playedEnoughRounds}
 * - points (§31–§32): {@link tournamentPoints}, {@link placePoints}
 * - totals (§33): {@link seasonTotals}
 * - ties (§34): {@link orderByTieBreaks}, {@link compareCountedPlaces}, {@link lastCommonTournament}
 * - table: {@link grandPrixTable}, {@link explainTotal}
 * - selection (§35–§39): {@link selectWorldChampionshipTeam}, {@link nordicTeams}
 * - outlook: {@link placeOutlook}
 * - from `mindsport/othello` standings: {@link tournamentFromOthelloStandings}
 *
 * @example
 * ```ts
 * import { grandPrixTable } from 'mindsport/grandprix';
 * const member = (id: string) => ({ id, citizenOrResident: true, memberships: [{ from: '2020-01-01' }] });
 * const table = grandPrixTable({
 *   players: [member('anne'), member('bjørn'), { id: 'sven', citizenOrResident: false, memberships: [] }],
 *   tournaments: [
 *     { id: 'oslo', kind: 'regular', startDate: '2025-01-11', rounds: 7, standings: [
 *       { player: 'sven', place: 1 }, { player: 'anne', place: 2 }, { player: 'bjørn', place: 3 },
 *     ] },
 *   ],
 * });
 * console.log(table.rows.map((row) => `${row.placeLabel} ${row.player} ${row.total}`)); // [ '1 anne 12', '2 bjørn 10' ]
 * ```
 *
 * @packageDocumentation
 */
export { MindsportError } from '../core/errors.js';
export {
  COUNT_ROUNDINGS,
  type CountRounding,
  countedTournamentCount,
  type EligibilityRules,
  type GrandPrixConfig,
  NGP,
  NGP_KINDS,
  type NgpKind,
  type ResolvedConfig,
  resolveConfig,
  TIE_BREAKS,
  type TieBreak,
  TOURNAMENT_KINDS,
  type TournamentKind,
} from './config.js';
export {
  type Eligibility,
  eligibility,
  INELIGIBILITY_REASONS,
  type IneligibilityReason,
  isMemberOn,
  playedEnoughRounds,
} from './eligibility.js';
export { type OthelloStandingsOptions, tournamentFromOthelloStandings } from './othello.js';
export { type OutlookOptions, type PlaceOutlook, placeOutlook } from './outlook.js';
export { placePoints, type TournamentPoints, type TournamentResult, tournamentPoints } from './points.js';
export {
  assertSeason,
  type GrandPrixPlayer,
  type GrandPrixSeason,
  type GrandPrixTournament,
  isCalendarDate,
  isNgpKind,
  type MembershipPeriod,
  type PlacedPlayer,
  seasonAfter,
  tournamentsInOrder,
  validateSeason,
} from './season.js';
export {
  type FilledQuota,
  type NordicTeamOptions,
  nordicTeams,
  type Quota,
  type ReserveEntry,
  selectWorldChampionshipTeam,
  type UndecidedSeats,
  type WorldChampionshipOptions,
  type WorldChampionshipSelection,
} from './selection.js';
export { type GrandPrixStandingsTableOptions, grandPrixStandingsTable } from './standings-table.js';
export {
  explainTotal,
  type GrandPrixTable,
  grandPrixTable,
  type TableOptions,
  type TableRow,
} from './table.js';
export { compareCountedPlaces, lastCommonTournament, type OrderedPlayer, orderByTieBreaks } from './ties.js';
export {
  type PlayerTotal,
  RESULT_STATUSES,
  type ResultStatus,
  type SeasonResult,
  type SeasonTotals,
  seasonTotals,
} from './total.js';
