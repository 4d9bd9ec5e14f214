/**
 * `mindsport/ladder`: a chess club's rank-points ladder (a relative of the Keizer system)
 * as the seed regulations describe it (seed 002, Articles I–VIII, and the summer
 * competition), configurable for any club.
 *
 * - Rules as data: {@link CLUB_LADDER}, {@link checkLadderConfig}, {@link LadderConfig},
 *   {@link FINAL_TIE_BREAKS}, {@link PERIOD_TIE_BREAKS}, {@link GROUPS}, {@link NEW_MEMBER_RULES}.
 * - The season log: {@link LadderSeason}, {@link LadderRound}, {@link LadderEntry} ({@link LADDER_RULES},
 *   {@link GAME_RESULTS}, {@link LEAGUE_RESULTS}, {@link COLOURS}), {@link validateLadderSeason},
 *   {@link parseLadderSeason}, {@link formatLadderSeason}, {@link appendLadderRound}.
 * - Standings: {@link replayLadder}, {@link explainLadderPoints} ({@link EXPLAIN_RULES}, {@link formatLadderExplanation}),
 *   {@link finalLadderRanking}.
 * - Next round: {@link pairLadderRound}, {@link assignColours} ({@link COLOUR_REASONS}), {@link coloursClash}.
 * - Periods and prizes: {@link ladderPeriods}, {@link ladderPeriodTables}, {@link assignGroups},
 *   {@link ladderPrizes} ({@link PRIZE_KINDS}).
 * - Summer competition: {@link SUMMER_COMPETITION}, {@link SUMMER_TIE_BREAKS}, {@link summerStandings},
 *   {@link validateSummerSeason}, {@link pairSummerRound}.
 *
 * Rules and decisions: `docs/ladder.md`.
 *
 * @example
 * ```ts
 * import { explainLadderPoints, replayLadder } from 'mindsport/ladder';
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
 * console.log(replayLadder(season).standings.map((row) => row.playerId).join(' ')); // cas bob ann
 * console.log(explainLadderPoints(season, 'cas').lines.map((line) => `${line.rule} ${line.points}`).join(', '));
 * // startPoints 490, game 100, takeBack -49
 * ```
 *
 * @packageDocumentation
 */
export { MindsportError } from '../core/errors.js';

export * from './colours.js';
export * from './config.js';
export * from './explain.js';
export * from './final-ranking.js';
export * from './groups.js';
export * from './pairing.js';
export * from './periods.js';
export * from './prizes.js';
export * from './replay.js';
export * from './season.js';
export * from './standings-table.js';
export * from './summer.js';
