/**
 * "Which rule gave me how many points?": a player's account, line by line (seed 002
 * Art. IV), and its text form.
 *
 * @module
 */
import { checkRecord, deepFreeze, Fraction, problemAt, show, THROW } from '../core/internal.js';
import { runLadder } from './engine.js';

import {
  type LadderAfterRoundOption,
  optionId,
  readRoundOptions,
  readSeason,
  requireOption,
} from './read.js';
import { CLUB_LADDER, type LadderRules } from './rules.js';
import type { LadderColour, LadderSeason } from './season.js';

/**
 * Kinds of line in a player's account.
 *
 * @category Standings
 * @example
 * ```ts
 * import { LADDER_EXPLANATION_RULES } from 'mindsport/ladder';
 * console.log(LADDER_EXPLANATION_RULES[0]); // startPoints
 * ```
 */
export const LADDER_EXPLANATION_RULES = Object.freeze([
  'startPoints',
  'takeBack',
  'game',
  'forfeitWin',
  'drawnOut',
  'league',
  'representing',
  'absence',
] as const);
/**
 * One of {@link LADDER_EXPLANATION_RULES}.
 *
 * @category Standings
 */
export type LadderExplanationRule = (typeof LADDER_EXPLANATION_RULES)[number];

/**
 * One line of a player's account: which rule gave how many points.
 *
 * @category Standings
 */
export interface LadderExplanationLine {
  /** Round (1-based); 0 for the start points. */
  readonly round: number;
  /** The rule that applied. */
  readonly rule: LadderExplanationRule;
  /** The article of the seed regulations. */
  readonly article: string;
  /** Points this line gave (negative for a take-back). */
  readonly points: Fraction;
  /** Opponent's id (game, forfeit win). */
  readonly opponent?: string;
  /** Colour played (game, league game when known). */
  readonly colour?: LadderColour;
  /** Result from the player's side (game, league game when known). */
  readonly result?: 'win' | 'draw' | 'loss';
  /** Rank number the game's value was taken from (game). */
  readonly rankNumberUsed?: number;
  /** The player's own rank number before the round (game, start points). */
  readonly ownRankNumber?: number;
  /** Why a rule gave less than usual: cap reached, superseded, guest rule. */
  readonly note?: string;
}

/**
 * A player's account.
 *
 * @category Standings
 */
export interface LadderPointsExplanation {
  /** The rules' name. */
  readonly rules: string;
  /** The round the account stands after. */
  readonly afterRound: number;
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id when the season gives none. */
  readonly name: string;
  /** Every line, in round order (start points first). */
  readonly lines: readonly LadderExplanationLine[];
  /** Sum of the lines: the player's points. */
  readonly total: Fraction;
}

/**
 * Options of {@link ladderPointsExplanation}.
 *
 * @category Standings
 */
export interface LadderPointsExplanationOptions extends LadderAfterRoundOption {
  /** The member whose points are explained (required). */
  readonly playerId: string;
}

const ARTICLE: Record<LadderExplanationRule, string> = {
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
 * player's total in {@link ladderStandings}.
 *
 * Rules: seed 002 Art. IV.1–7 (each line names its article); spec decisions 2, 4, 5, 9.
 *
 * @category Standings
 * @param document - the season log
 * @param rules - the club's rules (default {@link CLUB_LADDER})
 * @param options - `playerId`, the member asking (required), and `afterRound` to stop after that round
 * @returns the lines and their total
 * @throws `MindsportError` the first problem of the rules, the log or the options; `MISSING_FIELD` without a `playerId`, `UNKNOWN_ID` for a player not on the ladder
 * @example
 * ```ts
 * import { CLUB_LADDER, ladderPointsExplanation } from 'mindsport/ladder';
 * const account = ladderPointsExplanation(
 *   {
 *     players: [{ id: 'ann' }, { id: 'bob' }],
 *     rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '1/2-1/2' }] }],
 *   },
 *   CLUB_LADDER,
 *   { playerId: 'bob' },
 * );
 * console.log(account.lines.map((line) => `${line.round} ${line.rule} ${line.points}`).join(' / ')); // 0 startPoints 495 / 1 game 50 / 1 takeBack -49.5
 * console.log(`${account.total}`); // 495.5
 * ```
 */
export function ladderPointsExplanation(
  document: LadderSeason,
  rules: LadderRules = CLUB_LADDER,
  options: LadderPointsExplanationOptions,
): LadderPointsExplanation {
  const { compiled } = readSeason(document, rules);
  const { options: read, afterRound } = readRoundOptions<LadderPointsExplanationOptions>(
    options,
    ['playerId', 'afterRound'],
    compiled.rounds.length,
  );
  requireOption(read, 'playerId');
  const path = ['options', 'playerId'];
  const player = optionId(read.playerId, path, compiled.index, 'on the ladder');
  const playerId = read.playerId as string;
  if (player >= compiled.playerCount) {
    THROW(problemAt('UNKNOWN_ID', path, playerId, `${show(playerId)} is not on the ladder`));
  }
  const state = runLadder(compiled, rules, afterRound, new Set([player as number]));
  const lines: LadderExplanationLine[] = (state.traces.get(player as number) ?? []).map((line) => {
    const out: { -readonly [K in keyof LadderExplanationLine]: LadderExplanationLine[K] } = {
      round: line.round,
      rule: line.rule,
      article: ARTICLE[line.rule],
      points: Fraction.of(line.scaledPoints, state.scale),
    };
    if (line.opponent !== undefined) out.opponent = compiled.ids[line.opponent] as string;
    if (line.colour !== undefined) out.colour = line.colour;
    if (line.halves !== undefined) out.result = RESULT_OF_HALVES[line.halves] as 'win' | 'draw' | 'loss';
    if (line.rankNumberUsed !== undefined) out.rankNumberUsed = line.rankNumberUsed;
    if (line.ownRankNumber !== undefined) out.ownRankNumber = line.ownRankNumber;
    if (line.note !== undefined) out.note = line.note;
    return out;
  });
  const total = Fraction.sum(lines.map((line) => line.points));
  const name = compiled.names[player as number] as string;
  return deepFreeze({ rules: rules.name, afterRound, playerId, name, lines, total });
}

const RULE_TEXT: Record<LadderExplanationRule, string> = {
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
 * Writes a player's account as plain text, one line per rule applied and a total, for a
 * competition leader to send to a member (text out only: there is no parser for it).
 *
 * @category Tables and pictures
 * @param explanation - the result of {@link ladderPointsExplanation}
 * @returns text lines joined with `\n`
 * @throws `MindsportError` `NOT_AN_OBJECT` for anything but an explanation
 * @example
 * ```ts
 * import { CLUB_LADDER, formatLadderPointsExplanation, ladderPointsExplanation } from 'mindsport/ladder';
 * const account = ladderPointsExplanation(
 *   {
 *     players: [{ id: 'ann' }, { id: 'bob', name: 'Bob' }],
 *     rounds: [{ present: ['ann', 'bob'], entries: [{ rule: 'game', white: 'bob', black: 'ann', result: '1-0' }] }],
 *   },
 *   CLUB_LADDER,
 *   { playerId: 'bob' },
 * );
 * const text = formatLadderPointsExplanation(account).split('\n');
 * console.log(text[0]); // Bob after round 1:
 * console.log(text[2]); // round 1: game, win with white vs ann (rank number 100): +100 (Art. IV.3)
 * ```
 */
export function formatLadderPointsExplanation(explanation: LadderPointsExplanation): string {
  checkRecord(explanation, ['explanation'], THROW);
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
    `${explanation.name} after round ${explanation.afterRound}:`,
    ...lines,
    `total: ${explanation.total}`,
  ].join('\n');
}
