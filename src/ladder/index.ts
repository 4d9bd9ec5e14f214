/**
 * `mindsport/ladder`: a chess club's rank-points ladder (a relative of the Keizer system)
 * as the seed regulations describe it (seed 002, Articles I–VIII, and the summer
 * competition), configurable for any club.
 *
 * Every result takes `(document, rules = CLUB_LADDER, options)`: {@link ladderStandings}
 * (the running ladder after a round), {@link ladderFinalRanking}, {@link ladderPeriods},
 * {@link ladderPeriodTables}, {@link ladderPrizes}, {@link ladderPointsExplanation},
 * {@link pairLadderRound}, {@link ladderColours}; the summer competition
 * {@link ladderSummerStandings} and {@link pairLadderSummerRound} take
 * `rules = SUMMER_COMPETITION`. Rules and decisions: [the ladder guide](../../docs/ladder.md).
 *
 * @example
 * ```ts
 * import { CLUB_LADDER, ladderPointsExplanation, ladderStandings } from 'mindsport/ladder';
 * const season = {
 *   players: [{ id: 'ann' }, { id: 'bob' }, { id: 'cas' }],
 *   rounds: [
 *     {
 *       present: ['ann', 'bob', 'cas'],
 *       entries: [
 *         { rule: 'game', white: 'cas', black: 'ann', result: '1-0' },
 *         { rule: 'drawnOut', player: 'bob' },
 *       ],
 *     },
 *   ],
 * } as const;
 * console.log(ladderStandings(season).rows.map((row) => row.playerId).join(' ')); // cas bob ann
 * const account = ladderPointsExplanation(season, CLUB_LADDER, { playerId: 'cas' });
 * console.log(account.lines.map((line) => `${line.rule} ${line.points}`).join(', ')); // startPoints 490, game 100, takeBack -49
 * ```
 *
 * @module mindsport/ladder
 * @document ../../docs/ladder.md
 */

// Errors
export { LADDER_ERROR_CODES, type LadderErrorCode } from './codes.js';
export {
  LADDER_COLOUR_REASONS,
  type LadderColourReason,
  type LadderColours,
  type LadderColoursOptions,
  ladderColours,
} from './colours.js';
export {
  formatLadderPointsExplanation,
  LADDER_EXPLANATION_RULES,
  type LadderExplanationLine,
  type LadderExplanationRule,
  type LadderPointsExplanation,
  type LadderPointsExplanationOptions,
  ladderPointsExplanation,
} from './explain.js';
export {
  type LadderFinalRanking,
  type LadderFinalRankingOptions,
  type LadderFinalRankingRow,
  ladderFinalRanking,
} from './final-ranking.js';
export {
  assignLadderGroups,
  type LadderGroupAssignment,
  type LadderGroupLimits,
  type LadderGroups,
  type LadderRatedMember,
} from './groups.js';
// Pairing
export {
  type LadderPairing,
  type LadderPairingOptions,
  type LadderPairingProposal,
  pairLadderRound,
} from './pairing.js';
export { type LadderPeriod, type LadderPeriods, ladderPeriods } from './period-split.js';
export {
  type LadderPeriodTable,
  type LadderPeriodTableRow,
  type LadderPeriodTables,
  type LadderPeriodTablesOptions,
  ladderPeriodTables,
} from './periods.js';
export { LADDER_PRESETS, type LadderPresets } from './presets.js';
export {
  LADDER_PRIZE_KINDS,
  type LadderPrize,
  type LadderPrizeKind,
  type LadderPrizes,
  type LadderPrizesOptions,
  ladderPrizes,
} from './prizes.js';
export type { LadderAfterRoundOption } from './read.js';
export type { LadderRankedRow } from './rows.js';
// Rules
export {
  CLUB_LADDER,
  LADDER_FINAL_TIE_BREAKS,
  LADDER_GROUPS,
  LADDER_NEW_MEMBER_RULES,
  LADDER_PERIOD_TIE_BREAKS,
  type LadderConstant,
  type LadderCriterion,
  type LadderFinalTieBreak,
  type LadderGroup,
  type LadderNewMemberRule,
  type LadderPeriodTieBreak,
  type LadderRules,
  validateLadderRules,
} from './rules.js';
// Documents
export {
  assertLadderSeason,
  formatLadderSeason,
  LADDER_COLOURS,
  LADDER_ENTRY_RULES,
  LADDER_GAME_RESULTS,
  LADDER_LEAGUE_RESULTS,
  type LadderColour,
  type LadderDrawnOutEntry,
  type LadderEntry,
  type LadderEntryRule,
  type LadderForfeitEntry,
  type LadderGameEntry,
  type LadderGameResult,
  type LadderGuest,
  type LadderLeagueEntry,
  type LadderLeagueResult,
  type LadderPlayer,
  type LadderRepresentingEntry,
  type LadderRound,
  type LadderSeason,
  parseLadderSeason,
  validateLadderSeason,
} from './season.js';
// Standings
export {
  type LadderStandings,
  type LadderStandingsOptions,
  type LadderStandingsRow,
  ladderStandings,
} from './standings.js';
// Tables and pictures
export { type LadderStandingsTableOptions, ladderStandingsTable } from './standings-table.js';
export {
  type LadderSummerPairing,
  type LadderSummerPairingOptions,
  type LadderSummerPairingProposal,
  type LadderSummerStandings,
  type LadderSummerStandingsOptions,
  type LadderSummerStandingsRow,
  ladderSummerStandings,
  pairLadderSummerRound,
} from './summer.js';
export {
  LADDER_SUMMER_TIE_BREAKS,
  type LadderSummerConstant,
  type LadderSummerRules,
  type LadderSummerTieBreak,
  SUMMER_COMPETITION,
  validateLadderSummerRules,
} from './summer-rules.js';
export {
  assertLadderSummerSeason,
  type LadderSummerMatch,
  type LadderSummerPlayer,
  type LadderSummerRound,
  type LadderSummerSeason,
  validateLadderSummerSeason,
} from './summer-season.js';
