/**
 * `mindsport/diplomacy`: game results of standard Diplomacy, C-Diplo scoring as the
 * Norwegian championship plays it (seed 003 §2) with its variants and the other published
 * scoring systems as data, and the championship's tournament rules (seed §3–4, §11–12):
 * qualification, count-back, final boards, the top board, the final ranking with the board
 * bonus, teams and the best-power award; and the seating of a round with its powers
 * (seed §1c–e).
 *
 * Every tournament function takes `(document, rules = NDF_2007, options)`: the tournament
 * as recorded, the format as data (its `scoring` names a system and its parameters) and what
 * the call asks for; each result is a frozen object naming the rules.
 *
 * @example
 * ```ts
 * import { parseGameResult, scoreCDiplo } from 'mindsport/diplomacy';
 * const scores = scoreCDiplo(parseGameResult('E11 F8 T8 A3 R3 I1 G0'));
 * console.log(scores.england.toString(), scores.france.toString()); // 50 19.5
 * ```
 *
 * The guide maps each rule to its function: [the Diplomacy guide](../../docs/diplomacy.md).
 *
 * @module mindsport/diplomacy
 * @document ../../docs/diplomacy.md
 */

// Pairing
export {
  allocateDiplomacyRound,
  assertDiplomacyAllocationRequest,
  type DiplomacyAllocatedBoard,
  type DiplomacyAllocation,
  type DiplomacyAllocationOptions,
  type DiplomacyAllocationPlayer,
  type DiplomacyAllocationRequest,
  type DiplomacyAllocationViolation,
  type DiplomacyPowerPlayed,
  type DiplomacySeat,
  type DiplomacySeatingNote,
  type DiplomacySitOut,
  type DiplomacySitOutReason,
  type DiplomacyTravel,
  validateDiplomacyAllocationRequest,
} from './allocation.js';
export {
  BANGKOK,
  BANGKOK_PIKE,
  type BangkokScoring,
  OLYMPIC,
  scoreBangkok,
  scoreBangkokPike,
} from './bangkok.js';
// Standings
export {
  type DiplomacyBestPowerAward,
  type DiplomacyBestPowerGame,
  type DiplomacyBestPowers,
  diplomacyBestPowers,
} from './best-power.js';
// Rules
export {
  CARNAGE,
  CARNAGE_2023,
  CARNAGE_CENTRE_COUNT,
  CARNAGE_DEAD_EQUAL,
  type CarnageScoring,
  scoreCarnage,
} from './carnage.js';
export {
  C_DIPLO_73,
  C_DIPLO_80,
  C_DIPLO_100,
  C_DIPLO_ARGIR,
  C_DIPLO_NAMUR,
  C_DIPLO_NAMUR_STABBEURFOU,
  type CDiploScoring,
  EDC_1996,
  scoreCDiplo,
} from './cdiplo.js';
export { CENTRE_COUNT, scoreCentreCount } from './centre-count.js';
// Errors
export { DIPLOMACY_ERROR_CODES, type DiplomacyErrorCode } from './codes.js';
// Documents
export { parseDiplomacyCsv } from './csv.js';
export { DETOUR09, scoreDetour09 } from './detour.js';
export { DRAW_SIZE, type DrawSizeScoring, scoreDrawSize } from './draw-size.js';
export {
  type DiplomacyFinalBoard,
  type DiplomacyFinalBoards,
  type DiplomacyPlayerRef,
  type DiplomacyTopBoard,
  type DiplomacyTopBoardRow,
  diplomacyFinalBoards,
  diplomacyTopBoard,
  powerChoiceOrder,
} from './final-round.js';
// Notation
export {
  type DiplomacyGameResult,
  type DiplomacyPowerResult,
  type DiplomacyPowers,
  eliminationYear,
  formatGameResult,
  gameEndYear,
  parseGameResult,
  soloist,
} from './game.js';
export { MANORCON, MANORCON_ORIGINAL, MANORCON_V2, type ManorConScoring, scoreManorCon } from './manorcon.js';
export { MAXONIAN, type MaxonianScoring, SEVEN_ELEVEN, scoreMaxonian } from './maxonian.js';
export { OPEN_TRIBUTE, scoreOpenTribute } from './open-tribute.js';
export {
  FIRST_GAME_YEAR,
  isPower,
  POWER_GROUPS,
  POWER_LETTERS,
  POWERS,
  type Power,
  SOLO_THRESHOLD,
  SUPPLY_CENTRE_COUNT,
} from './powers.js';
export {
  type DiplomacyPlayerRow,
  type DiplomacyQualification,
  type DiplomacyQualificationRow,
  diplomacyQualification,
  qualificationScore,
} from './qualification.js';
export {
  HAIGHT,
  RANKED_CLASSIC,
  SOUTHERN_SUN,
  type SouthernSunScoring,
  SYDNEY_LEAGUE,
  scoreHaight,
  scoreRankedClassic,
  scoreSouthernSun,
  scoreSydneyLeague,
} from './rank-systems.js';
export {
  DIPLOMACY_PRESETS,
  type DiplomacyFinalRoundRules,
  type DiplomacyPowerGroupRules,
  type DiplomacyQualificationRules,
  type DiplomacyRules,
  type DiplomacyTeamEventRules,
  NDF_2007,
  validateDiplomacyRules,
} from './rules.js';
export type { FixedScoring, PowerScores } from './scores.js';
export {
  DIPLOMACY_SCORING_PRESETS,
  DIPLOMACY_SCORING_SYSTEMS,
  type DiplomacyScoring,
  type DiplomacyScoringSystem,
  scoreDiplomacyGame,
} from './scoring.js';
export {
  SOLOS,
  scoreSolos,
  scoreYourDrawSize,
  YOUR_DRAW_SIZE,
  YOUR_DRAW_SIZE_UNLIMITED,
  type YourDrawSizeScoring,
} from './solo-systems.js';
export { type DiplomacyStandings, type DiplomacyStandingsRow, diplomacyStandings } from './standings.js';
// Tables and pictures
export { type DiplomacyStandingsTableOptions, diplomacyStandingsTable } from './standings-table.js';
export { SUM_OF_SQUARES, scoreSumOfSquares } from './sum-of-squares.js';
export type { DiplomacySurvivalYears } from './system-parts.js';
export { type DiplomacyTeamRow, type DiplomacyTeams, diplomacyTeams } from './team.js';
export {
  BASE3,
  OPEN_MIND_THE_GAP,
  scoreBase3,
  scoreOpenMindTheGap,
  scoreVulcan,
  VULCAN,
} from './top-systems.js';
export {
  assertDiplomacyTournament,
  type DiplomacyBoard,
  type DiplomacyPlayer,
  type DiplomacyRound,
  type DiplomacyRoundOptions,
  type DiplomacyTeam,
  type DiplomacyTournament,
  validateDiplomacyTournament,
} from './tournament.js';
export { scoreTribute, scoreTributeCounts, TRIBUTE } from './tribute.js';
export { assertDiplomacyGameResult, validateDiplomacyGameResult } from './validate.js';
export { scoreWhipping, WHIPPING } from './whipping.js';
export {
  SUMMER_CLASSIC,
  scoreWorldClassic,
  WORLD_CLASSIC,
  type WorldClassicScoring,
} from './world-classic.js';
