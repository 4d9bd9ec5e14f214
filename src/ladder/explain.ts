import { MindsportError } from '../core/errors.js';
import { Fraction } from '../core/fraction.js';
import { show } from '../core/guards.js';
import { compileOrThrow, roundsToReplay } from './compile.js';
import { CLUB_LADDER, type LadderConfig } from './config.js';
import { runLadder } from './engine.js';
import type { ReplayOptions } from './replay.js';
import type { Colour, LadderSeason } from './season.js';

/** Kinds of line in a player's account. */
export const EXPLAIN_RULES = Object.freeze([
  'startPoints',
  'takeBack',
  'game',
  'forfeitWin',
  'drawnOut',
  'league',
  'representing',
  'absence',
] as const);
/** One of {@link EXPLAIN_RULES}. */
export type ExplainRule = (typeof EXPLAIN_RULES)[number];

/** One line of a player's account: which rule gave how many points. */
export interface ExplainLine {
  /** Round (1-based); 0 for the start points. */
  readonly round: number;
  /** The rule that applied. */
  readonly rule: ExplainRule;
  /** The article of the seed regulations. */
  readonly article: string;
  /** Points this line gave (negative for a take-back). */
  readonly points: Fraction;
  /** Opponent's id (game, forfeit win). */
  readonly opponent?: string;
  /** Colour played (game, league game when known). */
  readonly colour?: Colour;
  /** Result from the player's side (game, league game when known). */
  readonly result?: 'win' | 'draw' | 'loss';
  /** Rank number the game's value was taken from (game). */
  readonly rankNumberUsed?: number;
  /** The player's own rank number before the round (game, start points). */
  readonly ownRankNumber?: number;
  /** Why a rule gave less than usual: cap reached, superseded, guest rule. */
  readonly note?: string;
}

/** A player's account. */
export interface LadderExplanation {
  /** The player's id. */
  readonly playerId: string;
  /** Rounds replayed. */
  readonly round: number;
  /** Every line, in round order (start points first). */
  readonly lines: readonly ExplainLine[];
  /** Sum of the lines: the player's points. */
  readonly total: Fraction;
}

const ARTICLE: Record<ExplainRule, string> = {
  startPoints: 'IV.1',
  takeBack: 'IV.1',
  game: 'IV.3',
  forfeitWin: 'IV.6 (spec decision 9)',
  drawnOut: 'IV.6',
  league: 'IV.4',
  representing: 'IV.7',
  absence: 'IV.5',
};
const RESULT_OF_HALVES = ['loss', 'draw', 'win'] as const;

/**
 * Explains a player's points line by line — round, rule, opponent, rank number used and
 * points — as a competition leader needs when a member asks. The lines add up to the
 * player's total in {@link replayLadder}.
 *
 * @param season - the season log
 * @param playerId - the member asking
 * @param config - the club's rules (default {@link CLUB_LADDER})
 * @param options - `throughRound` to stop after that round
 * @returns the lines and their total
 * @throws {@link MindsportError} `UNKNOWN_PLAYER` (or any problem of the log)
 * @example
 * ```ts
 * import { explainLadderPoints } from 'mindsport/ladder';
 * const account = explainLadderPoints(
 *   {
 *     players: [{ id: 'ann' }, { id: 'bob' }],
 *     rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '1/2-1/2' }] }],
 *   },
 *   'bob',
 * );
 * console.log(account.lines.map((line) => `${line.round} ${line.rule} ${line.points}`).join(' / ')); // 0 startPoints 495 / 1 game 50 / 1 takeBack -49.5
 * console.log(`${account.total}`); // 495.5
 * ```
 */
export function explainLadderPoints(
  season: LadderSeason,
  playerId: string,
  config: LadderConfig = CLUB_LADDER,
  options: ReplayOptions = {},
): LadderExplanation {
  const compiled = compileOrThrow(season, config);
  const player = compiled.index.get(playerId);
  if (player === undefined || player >= compiled.playerCount) {
    throw new MindsportError('UNKNOWN_PLAYER', `player ${show(playerId)} is not on the ladder`, {
      path: ['playerId'],
      value: playerId,
    });
  }
  const through = roundsToReplay(season, options);
  const state = runLadder(compiled, config, through, new Set([player]));
  const lines: ExplainLine[] = (state.traces.get(player) ?? []).map((line) => {
    const out: {
      -readonly [K in keyof ExplainLine]: ExplainLine[K];
    } = {
      round: line.round,
      rule: line.rule,
      article: ARTICLE[line.rule],
      points: Fraction.of(line.scaledPoints, state.scale),
    };
    if (line.opponent !== undefined) out.opponent = compiled.ids[line.opponent]!;
    if (line.colour !== undefined) out.colour = line.colour;
    if (line.halves !== undefined) out.result = RESULT_OF_HALVES[line.halves]!;
    if (line.rankNumberUsed !== undefined) out.rankNumberUsed = line.rankNumberUsed;
    if (line.ownRankNumber !== undefined) out.ownRankNumber = line.ownRankNumber;
    if (line.note !== undefined) out.note = line.note;
    return out;
  });
  return { playerId, round: through, lines, total: Fraction.sum(lines.map((line) => line.points)) };
}

const RULE_TEXT: Record<ExplainRule, string> = {
  startPoints: 'start points',
  takeBack: 'start points taken back',
  game: 'game',
  forfeitWin: 'win by forfeit',
  drawnOut: 'drawn out',
  league: 'league game',
  representing: 'representing the club',
  absence: 'absent',
};

/**
 * Formats a player's account as plain text, one line per rule applied and a total, for
 * a competition leader to send to a member.
 *
 * @param explanation - the result of {@link explainLadderPoints}
 * @returns text lines joined with `\n`
 * @example
 * ```ts
 * import { explainLadderPoints, formatLadderExplanation } from 'mindsport/ladder';
 * const account = explainLadderPoints(
 *   {
 *     players: [{ id: 'ann' }, { id: 'bob' }],
 *     rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '1-0' }] }],
 *   },
 *   'bob',
 * );
 * console.log(formatLadderExplanation(account).split('\n')[2]); // round 1: game, win with white vs ann (rank number 100): +100 (Art. IV.3)
 * ```
 */
export function formatLadderExplanation(explanation: LadderExplanation): string {
  const lines = explanation.lines.map((line) => {
    const parts: string[] = [RULE_TEXT[line.rule]];
    if (line.result !== undefined) parts.push(`, ${line.result}${line.colour ? ` with ${line.colour}` : ''}`);
    if (line.opponent !== undefined) parts.push(` vs ${line.opponent}`);
    if (line.rankNumberUsed !== undefined) parts.push(` (rank number ${line.rankNumberUsed})`);
    const sign = line.points.sign() < 0 ? '' : '+';
    const note = line.note === undefined ? '' : ` — ${line.note}`;
    const label = line.round === 0 ? 'start' : `round ${line.round}`;
    return `${label}: ${parts.join('')}: ${sign}${line.points} (Art. ${line.article})${note}`;
  });
  return [
    `${explanation.playerId} after round ${explanation.round}:`,
    ...lines,
    `total: ${explanation.total}`,
  ].join('\n');
}
