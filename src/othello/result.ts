/**
 * Game results in tournaments: checking a recorded disc count, the empty-squares rule,
 * resignations and no-shows, and loss on time from flag events (spec §2, NOF §14–§18,
 * KOA V.6 and V.8).
 *
 * @module
 */

import {
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  isRecord,
  readOptions,
  THROW,
} from '../core/check.js';
import { describePath, type ErrorPath, MindsportError } from '../core/errors.js';
import { Fraction } from '../core/fraction.js';
import { deepFreeze } from '../core/freeze.js';
import { show } from '../core/guards.js';
import { discCounts, type Position } from './position.js';
import type { EmptySquaresRule } from './score.js';
import { DISC_COLOURS, type DiscColour, FORFEIT_KINDS, type ForfeitKind } from './tournament.js';

/** A game's disc counts as recorded on the result sheet (or on the board at the end): black's and white's. */
export interface GameScore {
  /** Black's discs, an integer 0…64. */
  readonly blackDiscs: number;
  /** White's discs, an integer 0…64. */
  readonly whiteDiscs: number;
}

/** Who won a game: a colour, `'draw'`, or `'none'` for a double forfeit (spec §8 decision 10). */
export type GameWinner = DiscColour | 'draw' | 'none';

/** A game's official result: the disc counts to record and who won. */
export interface GameResult extends GameScore {
  /** The winner, `'draw'`, or `'none'` (double forfeit: nobody scores). */
  readonly winner: GameWinner;
  /** Set when the result is a forfeit (no-show, spec §8 decision 8). */
  readonly forfeit?: ForfeitKind;
}

/** Options of {@link scoreGame}. */
export interface ScoreGameOptions {
  /** Empty squares to the winner (`'winner'`, default) or not counted (`'none'`: discs as on the board). */
  readonly emptySquares?: EmptySquaresRule;
}

/** A recorded result as typed by a director: disc counts and an optional forfeit marker. */
export interface RecordedScore extends GameScore {
  /** Who did not show up (`'both'` for a double forfeit), if the game was forfeited. */
  readonly forfeit?: ForfeitKind;
}

/**
 * Checks a recorded score and reports every problem: disc counts that are not integers
 * 0…64, a total above 64, a forfeit whose score is not 64–0 (0–0 for a double forfeit).
 *
 * @param score - the recorded score
 * @param path - where the score sits in the input (the fields are appended)
 * @param context - how messages name the game, such as `'game 3 of round 2'`
 * @returns every problem found, empty when the score is valid
 * @example
 * ```ts
 * import { checkRecordedScore } from 'mindsport/othello';
 * const [problem] = checkRecordedScore({ blackDiscs: 40, whiteDiscs: 30 }, ['rounds', 1, 'games', 2], 'game 3 of round 2');
 * console.log(problem?.code, problem?.message); // DISC_TOTAL_OVER_64 game 3 of round 2: discs 40 + 30 exceed 64
 * ```
 */
export function checkRecordedScore(score: RecordedScore, path: ErrorPath, context: string): MindsportError[] {
  checkList(path, ['path'], THROW);
  path.forEach((part, index) => {
    if (typeof part !== 'string' && typeof part !== 'number') checkString(part, ['path', index], THROW);
  });
  checkString(context, ['context'], THROW);
  if (!isRecord(score)) {
    return [
      new MindsportError('NOT_AN_OBJECT', `${context}: ${show(score)} is not an object`, {
        path,
        value: score,
      }),
    ];
  }
  const problems: MindsportError[] = [];
  let integers = true;
  for (const field of ['blackDiscs', 'whiteDiscs'] as const) {
    const value: unknown = score[field];
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      integers = false;
      problems.push(
        new MindsportError('DISCS_NOT_INTEGER', `${context}: ${field} ${show(value)} is not a whole number`, {
          path: [...path, field],
          value,
        }),
      );
    } else if (value < 0 || value > 64) {
      integers = false;
      problems.push(
        new MindsportError('DISCS_OUT_OF_RANGE', `${context}: ${field} ${value} is outside 0…64`, {
          path: [...path, field],
          value,
        }),
      );
    }
  }
  if (integers && score.blackDiscs + score.whiteDiscs > 64) {
    problems.push(
      new MindsportError(
        'DISC_TOTAL_OVER_64',
        `${context}: discs ${score.blackDiscs} + ${score.whiteDiscs} exceed 64`,
        { path, value: [score.blackDiscs, score.whiteDiscs] },
      ),
    );
  }
  const forfeit: unknown = score.forfeit;
  if (forfeit !== undefined) {
    if (!FORFEIT_KINDS.includes(forfeit as ForfeitKind)) {
      problems.push(
        new MindsportError(
          'BAD_FORFEIT',
          `${context}: forfeit ${show(forfeit)} is not one of ${FORFEIT_KINDS.join(', ')}`,
          { path: [...path, 'forfeit'], value: forfeit },
        ),
      );
    } else if (integers) {
      const expected = forfeit === 'both' ? [0, 0] : forfeit === 'black' ? [0, 64] : [64, 0];
      if (score.blackDiscs !== expected[0] || score.whiteDiscs !== expected[1]) {
        problems.push(
          new MindsportError(
            'FORFEIT_SCORE_MISMATCH',
            `${context}: a forfeit by ${forfeit} is recorded ${expected[0]}–${expected[1]}, not ${score.blackDiscs}–${score.whiteDiscs}`,
            { path, value: [score.blackDiscs, score.whiteDiscs] },
          ),
        );
      }
    }
  }
  return problems;
}

/**
 * Turns a recorded score into the official result (spec §1–§2, KOA V.8): the side with
 * more discs wins (1 point), equal is a draw (½ each); by default the empty squares go to
 * the winner, so every finished game totals 64 and a draw is 32–32 (spec §8 decision 10).
 * A forfeit keeps its 64–0 (or 0–0 for a double forfeit, where nobody wins).
 *
 * @param score - the recorded disc counts and an optional forfeit marker
 * @param options - `emptySquares: 'none'` keeps the counts as on the board
 * @returns the official result
 * @throws {@link MindsportError} `DISCS_NOT_INTEGER`, `DISCS_OUT_OF_RANGE`, `DISC_TOTAL_OVER_64`, `BAD_FORFEIT`, `FORFEIT_SCORE_MISMATCH`
 * @example
 * ```ts
 * import { scoreGame } from 'mindsport/othello';
 * console.log(scoreGame({ blackDiscs: 40, whiteDiscs: 20 })); // { blackDiscs: 44, whiteDiscs: 20, winner: 'black' }
 * console.log(scoreGame({ blackDiscs: 30, whiteDiscs: 30 }).blackDiscs); // 32
 * ```
 */
export function scoreGame(score: RecordedScore, options: ScoreGameOptions = {}): GameResult {
  const { emptySquares } = readOptions<ScoreGameOptions>(options, ['emptySquares']);
  const problems = checkRecordedScore(score, [], 'game');
  if (problems.length > 0) throw problems[0] as MindsportError;
  const { blackDiscs, whiteDiscs, forfeit } = score;
  if (forfeit === 'both') return { blackDiscs: 0, whiteDiscs: 0, winner: 'none', forfeit };
  const winner: GameWinner = blackDiscs > whiteDiscs ? 'black' : whiteDiscs > blackDiscs ? 'white' : 'draw';
  const rule = emptySquares ?? 'winner';
  const counts = rule === 'none' ? { blackDiscs, whiteDiscs } : applyEmptySquares(blackDiscs, whiteDiscs);
  return forfeit === undefined ? { ...counts, winner } : { ...counts, winner, forfeit };
}

/**
 * Gives the empty squares to the winner (KOA V.8): the loser keeps his count, the winner
 * gets the rest of 64; a draw becomes 32–32. Inputs are assumed valid (see {@link scoreGame}).
 *
 * @param blackDiscs - black's discs on the board
 * @param whiteDiscs - white's discs on the board
 * @returns the counts to record
 * @example
 * ```ts
 * import { applyEmptySquares } from 'mindsport/othello';
 * console.log(applyEmptySquares(50, 10)); // { blackDiscs: 54, whiteDiscs: 10 }
 * ```
 */
export function applyEmptySquares(blackDiscs: number, whiteDiscs: number): GameScore {
  const problems = checkRecordedScore({ blackDiscs, whiteDiscs }, [], 'board');
  if (problems.length > 0) throw problems[0] as MindsportError;
  if (blackDiscs > whiteDiscs) return { blackDiscs: 64 - whiteDiscs, whiteDiscs };
  if (whiteDiscs > blackDiscs) return { blackDiscs, whiteDiscs: 64 - blackDiscs };
  return { blackDiscs: 32, whiteDiscs: 32 };
}

/**
 * The game points a colour scored (NOF §14): 1 for a win, ½ for a draw, 0 for a loss or a
 * double forfeit.
 *
 * @param result - an official result
 * @param colour - whose points
 * @returns 1, ½ or 0, exactly
 * @example
 * ```ts
 * import { gamePoints, scoreGame } from 'mindsport/othello';
 * console.log(gamePoints(scoreGame({ blackDiscs: 32, whiteDiscs: 32 }), 'white').toString()); // 0.5
 * ```
 */
export function gamePoints(result: GameResult, colour: DiscColour): Fraction {
  checkRecord(result, ['result'], THROW);
  checkColour(colour, ['colour']);
  checkOneOf(result.winner, ['black', 'white', 'draw', 'none'], ['result', 'winner'], THROW);
  if (result.winner === 'draw') return Fraction.of(1, 2);
  return result.winner === colour ? Fraction.ONE : Fraction.ZERO;
}

/**
 * The result of a resignation (NOF §15, KOA V.8): the resigning player loses 64–0.
 *
 * @param resigning - the colour that resigned
 * @returns 64–0 for the other colour
 * @example
 * ```ts
 * import { resignationResult } from 'mindsport/othello';
 * console.log(resignationResult('black')); // { blackDiscs: 0, whiteDiscs: 64, winner: 'white' }
 * ```
 */
export function resignationResult(resigning: DiscColour): GameResult {
  checkColour(resigning, ['resigning']);
  return resigning === 'black'
    ? { blackDiscs: 0, whiteDiscs: 64, winner: 'white' }
    : { blackDiscs: 64, whiteDiscs: 0, winner: 'black' };
}

/**
 * The result of a no-show (NOF §18: a player who does not arrive before his time runs out
 * loses 64–0). It is a game with a `forfeit` marker, not a missed round (spec §8 decision 8);
 * `'both'` is a double forfeit, 0–0 with no winner.
 *
 * @param absent - the colour that did not show up, or `'both'`
 * @returns the forfeit result
 * @example
 * ```ts
 * import { forfeitResult } from 'mindsport/othello';
 * console.log(forfeitResult('white')); // { blackDiscs: 64, whiteDiscs: 0, winner: 'black', forfeit: 'white' }
 * ```
 */
export function forfeitResult(absent: ForfeitKind): GameResult {
  if (!FORFEIT_KINDS.includes(absent)) {
    throw new MindsportError(
      'BAD_FORFEIT',
      `forfeit ${show(absent)} is not one of ${FORFEIT_KINDS.join(', ')}`,
      {
        path: ['forfeit'],
        value: absent,
      },
    );
  }
  if (absent === 'both') return { blackDiscs: 0, whiteDiscs: 0, winner: 'none', forfeit: 'both' };
  return absent === 'black'
    ? { blackDiscs: 0, whiteDiscs: 64, winner: 'white', forfeit: 'black' }
    : { blackDiscs: 64, whiteDiscs: 0, winner: 'black', forfeit: 'white' };
}

/** The input of {@link adjudicateLossOnTime}. */
export interface LossOnTimeInput {
  /**
   * Every flag fall in the order they happened, by colour. A fall while completing the
   * last move counts (KOA V.6). The first fall decides who lost.
   */
  readonly flagFalls: readonly DiscColour[];
  /**
   * The board when the game ended — its disc counts, or the final {@link Position} from the
   * engine. Needed unless a second flag fall ended the game (then the result is fixed).
   */
  readonly board?: GameScore | Position;
}

/** How a loss on time was decided, for display. */
export const LOSS_ON_TIME_OUTCOMES = deepFreeze([
  'board',
  'minimumWin',
  'loserFlaggedTwice',
  'winnerFlaggedTwice',
] as const);

/** One of {@link LOSS_ON_TIME_OUTCOMES}. */
export type LossOnTimeOutcome = (typeof LOSS_ON_TIME_OUTCOMES)[number];

/** The result of {@link adjudicateLossOnTime}. */
export interface LossOnTimeResult extends GameResult {
  /**
   * Which rule gave the score: the board counted with empties to the winner (`'board'`),
   * raised to the guaranteed 33–31 (`'minimumWin'`), the loser's second flag fall (64–0)
   * or the winner's own second flag fall (33–31).
   */
  readonly outcome: LossOnTimeOutcome;
}

/**
 * Adjudicates a game lost on time (NOF §17, KOA V.6, spec §2 and §8 decision 12).
 *
 * The player whose flag falls first (A) has lost; A gets two more minutes and play goes on
 * for the disc count, and the other player (B) is sure of at least 33–31. A's second fall:
 * 64–0 for B. B's flag may fall once (B gets two more minutes too); B's second fall: 33–31
 * for B. Otherwise the board is counted with the empty squares to B, never below 33–31
 * (`50–10` with B black → `54–10`). Events after the one that ended the game are an error.
 * With no flag fall the board is scored as usual ({@link scoreGame}).
 *
 * @param input - the flag falls in order and, unless a second fall ended the game, the board
 * @returns the result and the rule that gave it
 * @throws {@link MindsportError} `BAD_COLOUR`, `FLAG_AFTER_GAME_END`, `BOARD_REQUIRED` and the disc-count codes of {@link checkRecordedScore}
 * @example
 * ```ts
 * import { adjudicateLossOnTime } from 'mindsport/othello';
 * // White's flag fell; white leads 40–20 on the board: black wins the minimum 33–31.
 * console.log(adjudicateLossOnTime({ flagFalls: ['white'], board: { blackDiscs: 20, whiteDiscs: 40 } }));
 * // { blackDiscs: 33, whiteDiscs: 31, winner: 'black', outcome: 'minimumWin' }
 * console.log(adjudicateLossOnTime({ flagFalls: ['black', 'black'] }).whiteDiscs); // 64
 * ```
 */
export function adjudicateLossOnTime(input: LossOnTimeInput): LossOnTimeResult {
  checkRecord(input, [], THROW);
  const falls = input.flagFalls;
  if (!Array.isArray(falls)) {
    throw new MindsportError('BAD_FLAG_FALLS', `flagFalls ${show(falls)} is not a list of colours`, {
      path: ['flagFalls'],
      value: falls,
    });
  }
  falls.forEach((colour, index) => {
    checkColour(colour, ['flagFalls', index]);
  });
  const loser = falls[0];
  if (loser === undefined) {
    const board = requireBoard(input.board, 'no flag fell');
    return { ...scoreGame(board), outcome: 'board' };
  }
  const winner: DiscColour = loser === 'black' ? 'white' : 'black';
  let loserFalls = 0;
  let winnerFalls = 0;
  for (const [index, colour] of falls.entries()) {
    if (colour === loser) loserFalls++;
    else winnerFalls++;
    const ended = loserFalls === 2 || winnerFalls === 2;
    if (ended && index < falls.length - 1) {
      throw new MindsportError(
        'FLAG_AFTER_GAME_END',
        `flag fall ${index + 2} (${show(falls[index + 1])}) comes after the game ended at flag fall ${index + 1}`,
        { path: ['flagFalls', index + 1], value: falls[index + 1] },
      );
    }
    if (loserFalls === 2) return { ...winning(winner, 64), outcome: 'loserFlaggedTwice' };
    if (winnerFalls === 2) return { ...winning(winner, 33), outcome: 'winnerFlaggedTwice' };
  }
  const board = requireBoard(input.board, `${loser}'s flag fell once`);
  const loserDiscs = loser === 'black' ? board.blackDiscs : board.whiteDiscs;
  const winnerDiscs = 64 - loserDiscs;
  return winnerDiscs >= 33
    ? { ...winning(winner, winnerDiscs), outcome: 'board' }
    : { ...winning(winner, 33), outcome: 'minimumWin' };
}

function winning(winner: DiscColour, winnerDiscs: number): GameResult {
  return winner === 'black'
    ? { blackDiscs: winnerDiscs, whiteDiscs: 64 - winnerDiscs, winner }
    : { blackDiscs: 64 - winnerDiscs, whiteDiscs: winnerDiscs, winner };
}

function requireBoard(input: GameScore | Position | undefined, why: string): GameScore {
  let board = input as GameScore | undefined;
  if (typeof input === 'object' && input !== null && 'turn' in input) {
    const counts = discCounts(input);
    board = { blackDiscs: counts.black, whiteDiscs: counts.white };
  }
  if (board === undefined || board === null || typeof board !== 'object') {
    throw new MindsportError('BOARD_REQUIRED', `${why}: the disc counts on the board are needed`, {
      path: ['board'],
      value: board,
    });
  }
  const problems = checkRecordedScore(
    { blackDiscs: board.blackDiscs, whiteDiscs: board.whiteDiscs },
    ['board'],
    'board',
  );
  if (problems.length > 0) throw problems[0] as MindsportError;
  return board;
}

function checkColour(colour: unknown, path: ErrorPath): asserts colour is DiscColour {
  if (!DISC_COLOURS.includes(colour as DiscColour)) {
    throw new MindsportError(
      'BAD_COLOUR',
      `${describePath(path)}: ${show(colour)} is not 'black' or 'white'`,
      {
        path,
        value: colour,
      },
    );
  }
}

/**
 * Reads a score as written on a result sheet: black's discs, a dash (`-`, `–` or `:`),
 * white's discs, such as `'33-31'` or `'32–32'`.
 *
 * @param text - the score
 * @returns the disc counts
 * @throws {@link MindsportError} `BAD_SCORE` naming the text, and the codes of {@link checkRecordedScore}
 * @example
 * ```ts
 * import { parseScore } from 'mindsport/othello';
 * console.log(parseScore('33-31')); // { blackDiscs: 33, whiteDiscs: 31 }
 * ```
 */
export function parseScore(text: string): GameScore {
  const match = typeof text === 'string' ? /^\s*(\d{1,2})\s*[-–:]\s*(\d{1,2})\s*$/.exec(text) : null;
  if (!match) {
    throw new MindsportError('BAD_SCORE', `score ${show(text)} is not "black-white", such as "33-31"`, {
      value: text,
    });
  }
  const score = { blackDiscs: Number(match[1]), whiteDiscs: Number(match[2]) };
  const problems = checkRecordedScore(score, [], `score ${show(text)}`);
  if (problems.length > 0) throw problems[0] as MindsportError;
  return score;
}

/**
 * Writes a score as `black–white` with an en dash (`'33–31'`); {@link parseScore} reads it back.
 *
 * @param score - the disc counts
 * @returns the text
 * @throws {@link MindsportError} the codes of {@link checkRecordedScore}
 * @example
 * ```ts
 * import { formatScore } from 'mindsport/othello';
 * console.log(formatScore({ blackDiscs: 64, whiteDiscs: 0 })); // 64–0
 * ```
 */
export function formatScore(score: GameScore): string {
  const problems = checkRecordedScore(score, [], 'score');
  if (problems.length > 0) throw problems[0] as MindsportError;
  return `${score.blackDiscs}–${score.whiteDiscs}`;
}
