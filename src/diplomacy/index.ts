/**
 * `mindsport/diplomacy`: game results of standard Diplomacy, C-Diplo scoring as the
 * Norwegian championship plays it (seed 003 §2) with its variants as presets, the other
 * published scoring systems behind one signature, and the championship's tournament rules
 * (seed §3–4, §11–12): qualification, count-back, final boards, the top board, the final
 * ranking with the board bonus, teams and the best-power award; and the seating of a
 * round with its powers (seed §1c–e).
 *
 * Exports: `POWERS`, `Power`, `POWER_LETTERS`, `SUPPLY_CENTRE_COUNT`, `SOLO_THRESHOLD`,
 * `FIRST_GAME_YEAR`, `isPower`; `GameResult`, `PowerResult`, `parseGameResult`,
 * `formatGameResult`, `soloist`, `gameEndYear`, `eliminationYear`, `requireEliminationYear`,
 * `requireEndYear`; `validateGameResult`, `requireGameResult`; `PowerScores`,
 * `ScoringFunction`; `scoreCDiplo` with `C_DIPLO_100`, `C_DIPLO_73`, `EDC_1996`,
 * `C_DIPLO_ARGIR`, `C_DIPLO_80`, `C_DIPLO_NAMUR`, `C_DIPLO_NAMUR_STABBEURFOU`;
 * `scoreSumOfSquares`, `scoreDrawSize`, `scoreCentreCount`, `scoreCarnage` with `CARNAGE`,
 * `CARNAGE_DEAD_EQUAL`, `CARNAGE_2023`, `CARNAGE_CENTRE_COUNT`; `scoreTribute`,
 * `scoreTributeCounts`, `scoreOpenTribute`, `scoreManorCon` with `MANORCON`,
 * `MANORCON_ORIGINAL`, `MANORCON_V2`; `scoreDetour09`, `scoreWhipping`, `scoreWorldClassic`,
 * `scoreMaxonian`, `scoreCentreCount`; tournaments: `Tournament`, `TournamentPlayer`, `TournamentRound`,
 * `TournamentBoard`, `TournamentTeam`, `TournamentRules`, `NDF_2007`, `TournamentOptions`,
 * `validateTournament`, `requireTournament`, `qualificationScore`, `rankQualification`,
 * `TournamentStanding`, `finalRoundBoards`, `powerChoiceOrder`, `rankTopBoard`,
 * `TopBoardPlace`, `rankTournament`, `FinalStanding`, `rankTeams`, `TeamStanding`,
 * `bestPowerAwards`, `BestPowerAward`, `BestPowerGame`; board seating and power allocation
 * (seed §1c–e): `allocateRound`, `POWER_GROUPS`, `AllocationPlayer`, `Travel`, `PowerPlayed`,
 * `AllocationOptions`, `RoundAllocation`, `AllocatedBoard`, `Seat`, `SitOut`, `SitOutReason`,
 * `AllocationViolation`.
 *
 * @example
 * ```ts
 * import { parseGameResult, scoreCDiplo } from 'mindsport/diplomacy';
 * const scores = scoreCDiplo(parseGameResult('E11 F8 T8 A3 R3 I1 G0'));
 * console.log(scores.england.toString(), scores.france.toString()); // 50 19.5
 * ```
 *
 * @packageDocumentation
 */
export { MindsportError } from '../core/errors.js';

export * from './allocation.js';
export * from './best-power.js';
export * from './carnage.js';
export * from './cdiplo.js';
export * from './centre-count.js';
export * from './detour.js';
export * from './draw-size.js';
export * from './final-round.js';
export * from './game.js';
export * from './manorcon.js';
export * from './maxonian.js';
export * from './open-tribute.js';
export * from './powers.js';
export { qualificationScore, rankQualification, type TournamentStanding } from './qualification.js';
export type { PowerScores, ScoringFunction } from './scores.js';
export * from './standings-table.js';
export * from './sum-of-squares.js';
export * from './team.js';
export {
  NDF_2007,
  requireTournament,
  type Tournament,
  type TournamentBoard,
  type TournamentOptions,
  type TournamentPlayer,
  type TournamentRound,
  type TournamentRules,
  type TournamentTeam,
  validateTournament,
} from './tournament.js';
export * from './tribute.js';
export { requireGameResult, validateGameResult } from './validate.js';
export * from './whipping.js';
export * from './world-classic.js';
