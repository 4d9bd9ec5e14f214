/**
 * Game results in tournaments: checking a recorded disc count, the empty-squares rule,
 * resignations and no-shows, and loss on time from flag events (spec §2, NOF §14–§18,
 * KOA V.6 and V.8).
 *
 * @module
 */

import { deepFreeze } from '../../core/freeze.js';
import {
  checkFields,
  checkInteger,
  checkList,
  checkOneOf,
  checkRecord,
  collectProblems,
  type ErrorPath,
  Fraction,
  fail,
  problemAt,
  type Report,
  readOptions,
  show,
  THROW,
  unwrapValidation,
  type Validation,
} from '../../core/internal.js';
import {
  DISC_COLOURS,
  type DiscColour,
  discCounts,
  type Position,
  validatePosition,
} from '../board/position.js';
import { EMPTY_SQUARES_RULES, type EmptySquaresRule } from './score.js';
import { FORFEIT_KINDS, type ForfeitKind } from './tournament.js';

/**
 * A game's disc counts as recorded on the result sheet (or on the board at the end): black's and white's.
 *
 * @category Rules
 */
export interface GameScore {
  /** Black's discs, an integer 0…64. */
  readonly blackDiscs: number;
  /** White's discs, an integer 0…64. */
  readonly whiteDiscs: number;
}

/**
 * Who won a game: a colour, `'draw'`, or `'none'` for a double forfeit (spec §8 decision 10).
 *
 * @category Rules
 */
export type GameWinner = DiscColour | 'draw' | 'none';

/** The winners a result can name. */
const WINNERS = ['black', 'white', 'draw', 'none'] as const;

/**
 * A game's official result: the disc counts to record and who won.
 *
 * @category Rules
 */
export interface OthelloGameResult extends GameScore {
  /** The winner, `'draw'`, or `'none'` (double forfeit: nobody scores). */
  readonly winner: GameWinner;
  /** Set when the result is a forfeit (no-show, spec §8 decision 8). */
  readonly forfeit?: ForfeitKind;
}

/**
 * Options of {@link scoreGame}.
 *
 * @category Rules
 */
export interface ScoreGameOptions {
  /** Empty squares to the winner (`'winner'`, default) or not counted (`'none'`: discs as on the board). */
  readonly emptySquares?: EmptySquaresRule;
}

/**
 * A recorded result as typed by a director: disc counts and an optional forfeit marker.
 *
 * @category Rules
 */
export interface RecordedScore extends GameScore {
  /** Who did not show up (`'both'` for a double forfeit), if the game was forfeited. */
  readonly forfeit?: ForfeitKind;
}

/**
 * Internal: reports every problem of the score fields of a record (a game or a score): disc
 * counts that are not integers 0…64 (missing ones are left to the record's `MISSING_FIELD`),
 * a total above 64 (NOF §14), a forfeit whose score is not 64–0 or 0–0 (NOF §18).
 *
 * @returns true when the score is valid
 * @internal
 */
export function reportScoreProblems(
  record: Readonly<Record<string, unknown>>,
  path: ErrorPath,
  report: Report,
): boolean {
  const { blackDiscs, whiteDiscs, forfeit } = record;
  let counts = blackDiscs !== undefined && whiteDiscs !== undefined;
  for (const [field, value] of [
    ['blackDiscs', blackDiscs],
    ['whiteDiscs', whiteDiscs],
  ] as const) {
    if (value !== undefined && !checkInteger(value, [...path, field], report, { min: 0, max: 64 }))
      counts = false;
  }
  let ok = counts;
  if (counts && (blackDiscs as number) + (whiteDiscs as number) > 64) {
    report(
      problemAt(
        'DISC_TOTAL_OVER_64',
        path,
        [blackDiscs, whiteDiscs],
        `discs ${blackDiscs} + ${whiteDiscs} are more than 64`,
      ),
    );
    ok = false;
  }
  if (forfeit === undefined) return ok;
  if (!checkOneOf(forfeit, FORFEIT_KINDS, [...path, 'forfeit'], report)) return false;
  if (!counts) return false;
  const expected = forfeit === 'both' ? [0, 0] : forfeit === 'black' ? [0, 64] : [64, 0];
  if (blackDiscs === expected[0] && whiteDiscs === expected[1]) return ok;
  report(
    problemAt(
      'FORFEIT_SCORE_MISMATCH',
      path,
      [blackDiscs, whiteDiscs],
      `a forfeit by ${forfeit} is recorded ${expected[0]}–${expected[1]}, not ${blackDiscs}–${whiteDiscs}`,
    ),
  );
  return false;
}

/** Reports the problems of a recorded score at `path`, fields checked. */
function checkScore(score: unknown, path: ErrorPath, report: Report): boolean {
  if (!checkRecord(score, path, report)) return false;
  const fieldsOk = checkFields(score, ['blackDiscs', 'whiteDiscs', 'forfeit'], path, report, [
    'blackDiscs',
    'whiteDiscs',
  ]);
  return reportScoreProblems(score, path, report) && fieldsOk;
}

/**
 * Checks a recorded score and reports every problem, for forms: disc counts that are not
 * integers 0…64, a total above 64 (NOF §14), a forfeit whose score is not 64–0 (0–0 for a
 * double forfeit, NOF §18).
 *
 * @category Rules
 * @param score - the recorded score
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { validateRecordedScore } from 'mindsport/othello';
 * const [problem] = validateRecordedScore({ blackDiscs: 40, whiteDiscs: 30 }).problems;
 * console.log(problem?.code, problem?.message); // DISC_TOTAL_OVER_64 (input): discs 40 + 30 are more than 64
 * ```
 */
export function validateRecordedScore(score: unknown): Validation<RecordedScore> {
  return collectProblems((report) => {
    checkScore(score, [], report);
    return score as RecordedScore;
  });
}

/** Throws the first problem of a score (with all attached). */
function assertScore(score: unknown, path: ErrorPath = []): RecordedScore {
  return unwrapValidation(
    collectProblems((report) => {
      checkScore(score, path, report);
      return score as RecordedScore;
    }),
  );
}

/**
 * Turns a recorded score into the official result (spec §1–§2, KOA V.8): the side with
 * more discs wins (1 point), equal is a draw (½ each); by default the empty squares go to
 * the winner, so every finished game totals 64 and a draw is 32–32 (spec §8 decision 10).
 * A forfeit keeps its 64–0 (or 0–0 for a double forfeit, where nobody wins).
 *
 * @category Rules
 * @param score - the recorded disc counts and an optional forfeit marker
 * @param options - `emptySquares: 'none'` keeps the counts as on the board
 * @returns the official result
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER`, `OUT_OF_RANGE`, `DISC_TOTAL_OVER_64`, `NOT_ONE_OF` (forfeit), `FORFEIT_SCORE_MISMATCH`, `UNKNOWN_OPTION`
 * @example
 * ```ts
 * import { scoreGame } from 'mindsport/othello';
 * console.log(scoreGame({ blackDiscs: 40, whiteDiscs: 20 })); // { blackDiscs: 44, whiteDiscs: 20, winner: 'black' }
 * console.log(scoreGame({ blackDiscs: 30, whiteDiscs: 30 }).blackDiscs); // 32
 * ```
 */
export function scoreGame(score: RecordedScore, options: ScoreGameOptions = {}): OthelloGameResult {
  const rule = readEmptySquares(options);
  const { blackDiscs, whiteDiscs, forfeit } = assertScore(score);
  if (forfeit === 'both') return { blackDiscs: 0, whiteDiscs: 0, winner: 'none', forfeit };
  const winner: GameWinner = blackDiscs > whiteDiscs ? 'black' : whiteDiscs > blackDiscs ? 'white' : 'draw';
  const counts = rule === 'none' ? { blackDiscs, whiteDiscs } : applyEmptySquares(blackDiscs, whiteDiscs);
  return forfeit === undefined ? { ...counts, winner } : { ...counts, winner, forfeit };
}

/** Internal: the `emptySquares` option of a call, checked. */
export function readEmptySquares(options: unknown): EmptySquaresRule {
  const { emptySquares } = readOptions<ScoreGameOptions>(options, ['emptySquares']);
  if (emptySquares === undefined) return 'winner';
  checkOneOf(emptySquares, EMPTY_SQUARES_RULES, ['options', 'emptySquares'], THROW);
  return emptySquares;
}

/**
 * Gives the empty squares to the winner (KOA V.8): the loser keeps his count, the winner
 * gets the rest of 64; a draw becomes 32–32.
 *
 * @category Rules
 * @param blackDiscs - black's discs on the board
 * @param whiteDiscs - white's discs on the board
 * @returns the counts to record
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER`, `OUT_OF_RANGE`, `DISC_TOTAL_OVER_64`
 * @example
 * ```ts
 * import { applyEmptySquares } from 'mindsport/othello';
 * console.log(applyEmptySquares(50, 10)); // { blackDiscs: 54, whiteDiscs: 10 }
 * ```
 */
export function applyEmptySquares(blackDiscs: number, whiteDiscs: number): GameScore {
  assertScore({ blackDiscs, whiteDiscs });
  if (blackDiscs > whiteDiscs) return { blackDiscs: 64 - whiteDiscs, whiteDiscs };
  if (whiteDiscs > blackDiscs) return { blackDiscs, whiteDiscs: 64 - blackDiscs };
  return { blackDiscs: 32, whiteDiscs: 32 };
}

/**
 * The game points a colour scored (NOF §14): 1 for a win, ½ for a draw, 0 for a loss or a
 * double forfeit.
 *
 * @category Rules
 * @param result - an official result
 * @param colour - whose points
 * @returns 1, ½ or 0, exactly
 * @throws {@link mindsport!MindsportError} `NOT_AN_OBJECT`, `NOT_ONE_OF`
 * @example
 * ```ts
 * import { gamePoints, scoreGame } from 'mindsport/othello';
 * console.log(gamePoints(scoreGame({ blackDiscs: 32, whiteDiscs: 32 }), 'white').toString()); // 0.5
 * ```
 */
export function gamePoints(result: OthelloGameResult, colour: DiscColour): Fraction {
  checkRecord(result, ['result'], THROW);
  checkOneOf(result.winner, WINNERS, ['result', 'winner'], THROW);
  checkOneOf(colour, DISC_COLOURS, ['colour'], THROW);
  if (result.winner === 'draw') return Fraction.of(1, 2);
  return result.winner === colour ? Fraction.ONE : Fraction.ZERO;
}

/**
 * The result of a resignation (NOF §15, KOA V.8): the resigning player loses 64–0.
 *
 * @category Rules
 * @param resigning - the colour that resigned
 * @returns 64–0 for the other colour
 * @throws {@link mindsport!MindsportError} `NOT_ONE_OF`
 * @example
 * ```ts
 * import { resignationResult } from 'mindsport/othello';
 * console.log(resignationResult('black')); // { blackDiscs: 0, whiteDiscs: 64, winner: 'white' }
 * ```
 */
export function resignationResult(resigning: DiscColour): OthelloGameResult {
  checkOneOf(resigning, DISC_COLOURS, ['resigning'], THROW);
  return resigning === 'black'
    ? { blackDiscs: 0, whiteDiscs: 64, winner: 'white' }
    : { blackDiscs: 64, whiteDiscs: 0, winner: 'black' };
}

/**
 * The result of a no-show (NOF §18: a player who does not arrive before his time runs out
 * loses 64–0). It is a game with a `forfeit` marker, not a missed round (spec §8 decision 8);
 * `'both'` is a double forfeit, 0–0 with no winner.
 *
 * @category Rules
 * @param absent - the colour that did not show up, or `'both'`
 * @returns the forfeit result
 * @throws {@link mindsport!MindsportError} `NOT_ONE_OF`
 * @example
 * ```ts
 * import { forfeitResult } from 'mindsport/othello';
 * console.log(forfeitResult('white')); // { blackDiscs: 64, whiteDiscs: 0, winner: 'black', forfeit: 'white' }
 * ```
 */
export function forfeitResult(absent: ForfeitKind): OthelloGameResult {
  checkOneOf(absent, FORFEIT_KINDS, ['forfeit'], THROW);
  if (absent === 'both') return { blackDiscs: 0, whiteDiscs: 0, winner: 'none', forfeit: 'both' };
  return absent === 'black'
    ? { blackDiscs: 0, whiteDiscs: 64, winner: 'white', forfeit: 'black' }
    : { blackDiscs: 64, whiteDiscs: 0, winner: 'black', forfeit: 'white' };
}

/**
 * The input of {@link adjudicateLossOnTime}.
 *
 * @category Rules
 */
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

/**
 * How a loss on time was decided, for display.
 *
 * @category Rules
 * @example
 * ```ts
 * import { LOSS_ON_TIME_OUTCOMES } from 'mindsport/othello';
 * console.log(LOSS_ON_TIME_OUTCOMES.length); // 4
 * ```
 */
export const LOSS_ON_TIME_OUTCOMES = deepFreeze([
  'board',
  'minimumWin',
  'loserFlaggedTwice',
  'winnerFlaggedTwice',
] as const);

/**
 * One of {@link LOSS_ON_TIME_OUTCOMES}.
 *
 * @category Rules
 */
export type LossOnTimeOutcome = (typeof LOSS_ON_TIME_OUTCOMES)[number];

/**
 * The result of {@link adjudicateLossOnTime}.
 *
 * @category Rules
 */
export interface LossOnTimeResult extends OthelloGameResult {
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
 * @category Rules
 * @param input - the flag falls in order and, unless a second fall ended the game, the board
 * @returns the result and the rule that gave it
 * @throws {@link mindsport!MindsportError} `NOT_ONE_OF` (a colour), `FLAG_AFTER_GAME_END`, `BOARD_REQUIRED` and the disc-count codes of {@link validateRecordedScore}
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
  checkFields(input as unknown as Record<string, unknown>, ['flagFalls', 'board'], [], THROW, ['flagFalls']);
  const falls = input.flagFalls;
  checkList(falls, ['flagFalls'], THROW);
  falls.forEach((colour, index) => {
    checkOneOf(colour, DISC_COLOURS, ['flagFalls', index], THROW);
  });
  const loser = falls[0];
  if (loser === undefined)
    return { ...scoreGame(requireBoard(input.board, 'no flag fell')), outcome: 'board' };
  const winner: DiscColour = loser === 'black' ? 'white' : 'black';
  const ended = gameEndingFall(falls, loser);
  if (ended !== undefined)
    return {
      ...winning(winner, ended === 'loser' ? 64 : 33),
      outcome: ended === 'loser' ? 'loserFlaggedTwice' : 'winnerFlaggedTwice',
    };
  const board = requireBoard(input.board, `${loser}'s flag fell once`);
  const winnerDiscs = 64 - (loser === 'black' ? board.blackDiscs : board.whiteDiscs);
  return winnerDiscs >= 33
    ? { ...winning(winner, winnerDiscs), outcome: 'board' }
    : { ...winning(winner, 33), outcome: 'minimumWin' };
}

/** Whose second flag fall ended the game, if one did; a fall after it is `FLAG_AFTER_GAME_END`. */
function gameEndingFall(falls: readonly DiscColour[], loser: DiscColour): 'loser' | 'winner' | undefined {
  let loserFalls = 0;
  let winnerFalls = 0;
  for (const [index, colour] of falls.entries()) {
    if (colour === loser) loserFalls++;
    else winnerFalls++;
    if (loserFalls < 2 && winnerFalls < 2) continue;
    if (index < falls.length - 1) {
      THROW(
        problemAt(
          'FLAG_AFTER_GAME_END',
          ['flagFalls', index + 1],
          falls[index + 1],
          `flag fall ${index + 2} (${falls[index + 1]}) comes after the game ended at flag fall ${index + 1}`,
        ),
      );
    }
    return loserFalls === 2 ? 'loser' : 'winner';
  }
  return undefined;
}

function winning(winner: DiscColour, winnerDiscs: number): OthelloGameResult {
  return winner === 'black'
    ? { blackDiscs: winnerDiscs, whiteDiscs: 64 - winnerDiscs, winner }
    : { blackDiscs: 64 - winnerDiscs, whiteDiscs: winnerDiscs, winner };
}

/** The board's disc counts: from a position of the engine or from counts. */
function requireBoard(input: GameScore | Position | undefined, why: string): GameScore {
  if (input === undefined)
    THROW(problemAt('BOARD_REQUIRED', ['board'], input, `${why}: the disc counts on the board are needed`));
  if (typeof input === 'object' && input !== null && 'turn' in input) {
    const validation = validatePosition(input);
    if (!validation.ok) unwrapValidation(validation);
    const counts = discCounts(input);
    return { blackDiscs: counts.black, whiteDiscs: counts.white };
  }
  return assertScore(input, ['board']);
}

/**
 * Reads a score as written on a result sheet: black's discs, a dash (`-`, `–` or `:`),
 * white's discs, such as `'33-31'` or `'32–32'`.
 *
 * @category Notation
 * @param text - the score
 * @returns the disc counts
 * @throws {@link mindsport!MindsportError} `NOT_A_STRING`, `BAD_SCORE` naming the text, and the codes of {@link validateRecordedScore}
 * @example
 * ```ts
 * import { parseScore } from 'mindsport/othello';
 * console.log(parseScore('33-31')); // { blackDiscs: 33, whiteDiscs: 31 }
 * ```
 */
export function parseScore(text: string): GameScore {
  if (typeof text !== 'string')
    fail({ code: 'NOT_A_STRING', path: [], value: text, message: `score ${show(text)} is not text` });
  const match = /^\s*(\d{1,2})\s*[-–:]\s*(\d{1,2})\s*$/.exec(text);
  if (!match) {
    fail({
      code: 'BAD_SCORE',
      path: [],
      value: text,
      message: `score ${show(text)} is not "black-white", such as "33-31"`,
    });
  }
  const score = {
    blackDiscs: Number((match as RegExpExecArray)[1]),
    whiteDiscs: Number((match as RegExpExecArray)[2]),
  };
  assertScore(score);
  return score;
}

/**
 * Writes a score as `black–white` with an en dash (`'33–31'`); {@link parseScore} reads it back.
 *
 * @category Notation
 * @param score - the disc counts
 * @returns the text
 * @throws {@link mindsport!MindsportError} the codes of {@link validateRecordedScore}
 * @example
 * ```ts
 * import { formatScore } from 'mindsport/othello';
 * console.log(formatScore({ blackDiscs: 64, whiteDiscs: 0 })); // 64–0
 * ```
 */
export function formatScore(score: GameScore): string {
  assertScore(score);
  return `${score.blackDiscs}–${score.whiteDiscs}`;
}
