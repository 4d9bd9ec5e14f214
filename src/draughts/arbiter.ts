import {
  checkBoolean,
  checkList,
  checkRecord,
  MindsportError,
  readOptions,
  THROW,
} from '../core/internal.js';
import {
  applyLegalMove,
  causeMessage,
  type DraughtsMove,
  draughtsLegalMoves,
  findLegal,
  parseMove,
} from './move.js';
import {
  assertDraughtsPosition,
  type DraughtsColour,
  type DraughtsPosition,
  keyOfPosition,
} from './position.js';
import type { DraughtsGameResult, MoveCounts } from './result.js';

/**
 * Material of a position: a man counts 1, a king 2 (seed 004 "Algemeen").
 *
 * @category Engine
 */
export interface MaterialBalance {
  /** White's material: men + 2 × kings. */
  readonly white: number;
  /** Black's material: men + 2 × kings. */
  readonly black: number;
  /** White's material minus Black's. */
  readonly difference: number;
  /** The side with more material, null when equal. */
  readonly leader: DraughtsColour | null;
  /** Whether one side is ahead by at least 3 ("minstens 3 schijven voor", a king counting 2). */
  readonly leadOfThreeOrMore: boolean;
}

/**
 * Counts material, a man 1 and a king 2, and tells whether one side is at least 3 ahead
 * (seed 004 "Algemeen": "een duurzame voorsprong van ten minste drie schijven, waarbij een
 * dam voor twee schijven telt"; spec §2).
 *
 * @category Engine
 * @param position - the position
 * @returns both sides' material, the difference, the leader and whether the lead is ≥ 3
 * @throws `MindsportError` when the position is invalid
 * @example
 * ```ts
 * import { materialBalance, parseFen } from 'mindsport/draughts';
 * console.log(materialBalance(parseFen('W:WK10,31,32:B5,6'))); // { white: 4, black: 2, difference: 2, leader: 'white', leadOfThreeOrMore: false }
 * ```
 */
export function materialBalance(position: DraughtsPosition): MaterialBalance {
  const checked = assertDraughtsPosition(position);
  const white = checked.whiteMen.length + 2 * checked.whiteKings.length;
  const black = checked.blackMen.length + 2 * checked.blackKings.length;
  const difference = white - black;
  return {
    white,
    black,
    difference,
    leader: difference > 0 ? 'white' : difference < 0 ? 'black' : null,
    leadOfThreeOrMore: Math.abs(difference) >= 3,
  };
}

/**
 * The two counted endings of seed 004 "Algemeen" (spec §2, §6 decision 8).
 *
 * @category Engine
 * @example
 * ```ts
 * import { DRAW_COUNT_RULES } from 'mindsport/draughts';
 * console.log(DRAW_COUNT_RULES); // [ 'sixteen-move', 'five-move' ]
 * ```
 */
export const DRAW_COUNT_RULES = Object.freeze(['sixteen-move', 'five-move'] as const);

/**
 * A counted ending: `'sixteen-move'` — one king against three pieces, at least one a king
 * (16 moves each = 32 half-moves); `'five-move'` — one king against a king, two kings or a
 * king and a man (5 moves each = 10 half-moves).
 * @category Engine
 */
export type DrawCountRule = (typeof DRAW_COUNT_RULES)[number];

/**
 * Half-moves of each counted ending: the seed's "wederzijds 16 / 5 zetten" are moves of both
 * sides, so 16 moves = 32 half-moves and 5 moves = 10 (spec §2, §6 decision 8).
 *
 * @category Engine
 * @example
 * ```ts
 * import { DRAW_COUNT_HALF_MOVES } from 'mindsport/draughts';
 * console.log(DRAW_COUNT_HALF_MOVES['sixteen-move'], DRAW_COUNT_HALF_MOVES['five-move']); // 32 10
 * ```
 */
export const DRAW_COUNT_HALF_MOVES: Readonly<Record<DrawCountRule, number>> = Object.freeze({
  'sixteen-move': 32,
  'five-move': 10,
});

/**
 * Which counted ending a position is in.
 *
 * @category Engine
 */
export interface DrawCountSet {
  /** The rule. */
  readonly rule: DrawCountRule;
  /** The side with the single king. For king against king, the side to move. */
  readonly loneKing: DraughtsColour;
  /** The side with more pieces; null for king against king. */
  readonly strongerSide: DraughtsColour | null;
}

/**
 * Tells whether a position is one of the counted endings (seed 004 "Algemeen"; spec §6
 * decision 8): one king against three pieces of which at least one is a king (16-move
 * count), or one king against at most two pieces of which one is a king — K, K+K or K+man
 * (5-move count).
 *
 * @category Engine
 * @param position - the position
 * @returns the rule and the sides, or null when no count applies
 * @throws `MindsportError` when the position is invalid
 * @example
 * ```ts
 * import { drawCountSet, parseFen } from 'mindsport/draughts';
 * console.log(drawCountSet(parseFen('W:WK46,33,34:BK5'))?.rule, drawCountSet(parseFen('W:WK46,33:BK5'))?.rule); // sixteen-move five-move
 * ```
 */
export function drawCountSet(position: DraughtsPosition): DrawCountSet | null {
  const checked = assertDraughtsPosition(position);
  const side = (colour: DraughtsColour): { men: number; kings: number } =>
    colour === 'white'
      ? { men: checked.whiteMen.length, kings: checked.whiteKings.length }
      : { men: checked.blackMen.length, kings: checked.blackKings.length };
  const white = side('white');
  const black = side('black');
  const lone = (pieces: { men: number; kings: number }): boolean => pieces.men === 0 && pieces.kings === 1;
  const classify = (other: { men: number; kings: number }): DrawCountRule | null => {
    const total = other.men + other.kings;
    if (other.kings < 1) return null;
    if (total === 3) return 'sixteen-move';
    if (total <= 2) return 'five-move';
    return null;
  };
  if (lone(white) && lone(black)) return { rule: 'five-move', loneKing: checked.turn, strongerSide: null };
  if (lone(black)) {
    const rule = classify(white);
    return rule === null ? null : { rule, loneKing: 'black', strongerSide: 'white' };
  }
  if (lone(white)) {
    const rule = classify(black);
    return rule === null ? null : { rule, loneKing: 'white', strongerSide: 'black' };
  }
  return null;
}

/**
 * A game for the arbiter: a start and the moves played (notation, moves, or PDN moves).
 *
 * @category Engine
 */
export interface ArbiterGame {
  /** The starting position. */
  readonly start: DraughtsPosition;
  /** The moves played, in order. A {@link PdnGame}'s moves fit. */
  readonly moves: readonly (
    | string
    | DraughtsMove
    | {
        /** The move, as in a parsed PDN game. */
        readonly move: DraughtsMove;
      }
  )[];
}

/**
 * A running (or finished) 16-move or 5-move count.
 *
 * @category Engine
 */
export interface DrawCount extends DrawCountSet {
  /** Half-move index (0 = the start) of the first position of the count. */
  readonly startHalfMove: number;
  /** Half-moves played since the count started. */
  readonly halfMovesPlayed: number;
  /** Half-moves the rule allows: 32 or 10. */
  readonly halfMovesAllowed: number;
  /** Half-moves left (0 when expired). */
  readonly halfMovesRemaining: number;
  /** Moves each side still has before the count ends. */
  readonly movesRemaining: MoveCounts;
  /** Whether both sides have played their 16 (or 5) moves. */
  readonly expired: boolean;
  /**
   * 16-move count only: two of the three pieces are still men, so the exception "tenzij twee
   * van deze drie stukken nog steeds schijven zijn en hun dampromotie … blijvend verhinderd
   * kan worden" may hold. Whether the lone king can permanently prevent their promotion is
   * the arbiter's judgement (spec §6 decision 7), passed as `exceptionConfirmed`.
   */
  readonly exceptionPossible: boolean;
  /**
   * The result when the count has expired: remise for the 5-move count; for the 16-move
   * count plus-remise for the side with three pieces, or remise when the exception is
   * possible and confirmed. Null while the count runs.
   */
  readonly result: DraughtsGameResult | null;
}

/**
 * A lead of at least 3 held over consecutive positions.
 *
 * @category Engine
 */
export interface LeadRun {
  /** The side ahead. */
  readonly side: DraughtsColour;
  /** Half-move index of the first position of the run. */
  readonly sinceHalfMove: number;
  /** Half-moves played since then. */
  readonly halfMoves: number;
  /** Moves each side has played since then (half-moves ÷ 2, rounded down). */
  readonly moves: number;
}

/**
 * A claim the player to move can make now, with the result it gives.
 *
 * @category Engine
 */
export interface ArbiterClaim {
  /**
   * `'repetition'`: the position with him to move occurs for the third time;
   * `'repetition-by-move'`: his `move` creates a position that arose twice before by his
   * moves; `'twenty-five-moves'`: 25 moves each without a capture or a man move.
   */
  readonly kind: 'repetition' | 'repetition-by-move' | 'twenty-five-moves';
  /** The move that creates the repetition (only for `'repetition-by-move'`). */
  readonly move?: DraughtsMove;
  /** The result: plus-remise for a side at least 3 ahead, remise otherwise. */
  readonly result: DraughtsGameResult;
}

/**
 * What the arbiter needs to know about a game now.
 *
 * @category Engine
 */
export interface ArbiterReport {
  /** The current position. */
  readonly position: DraughtsPosition;
  /** Half-moves played. */
  readonly halfMoves: number;
  /** Material balance of the current position. */
  readonly balance: MaterialBalance;
  /**
   * The current run of a lead of at least 3 by one side (null when no side is 3 ahead).
   * Whether it is "durable" is for the arbiter (spec §6 decision 7).
   */
  readonly lead: LeadRun | null;
  /**
   * Whether a plus-remise for a durable lead can be considered: a lead of 3 or more outside
   * a 16-move count (the 16-move rule wins over an immediate lead, spec §6 decision 7).
   */
  readonly leadCanDecide: boolean;
  /** The 16-move or 5-move count, null when the position is not a counted ending. */
  readonly count: DrawCount | null;
  /** How many times the current position (same pieces, squares, side to move) has occurred, now included. */
  readonly occurrences: number;
  /** Trailing half-moves without a capture or a man move. */
  readonly halfMovesWithoutCaptureOrManMove: number;
  /** Claims the player to move can make now (empty when none is valid). */
  readonly claims: readonly ArbiterClaim[];
}

/**
 * Options of {@link arbiterReport}.
 *
 * @category Engine
 */
export interface ArbiterOptions {
  /**
   * The arbiter's ruling on the 16-move exception: the lone king can permanently prevent
   * the promotion of the two men. Default false.
   */
  readonly exceptionConfirmed?: boolean;
}

/**
 * Replays a game and returns every position from the start to the current one.
 *
 * @category Engine
 * @param game - start position and moves
 * @returns `moves.length + 1` positions
 * @throws `MindsportError` `ILLEGAL_MOVE` (path `['moves', i]`) for a move that is not legal
 * @example
 * ```ts
 * import { DRAUGHTS_START, gamePositions } from 'mindsport/draughts';
 * console.log(gamePositions({ start: DRAUGHTS_START, moves: ['32-28', '19-23'] }).length); // 3
 * ```
 */
export function gamePositions(game: ArbiterGame): DraughtsPosition[] {
  checkRecord(game, [], THROW);
  checkList(game.moves, ['moves'], THROW);
  const positions: DraughtsPosition[] = [assertDraughtsPosition(game.start)];
  game.moves.forEach((entry, index) => {
    const position = positions[index]!;
    const path = ['moves', index];
    if (typeof entry !== 'string') checkRecord(entry, path, THROW);
    let legal: DraughtsMove;
    try {
      if (typeof entry === 'string') legal = parseMove(position, entry);
      else legal = findLegal(position, 'move' in entry ? entry.move : entry);
    } catch (error) {
      const message = causeMessage(error);
      const code = error instanceof MindsportError ? error.code : 'ILLEGAL_MOVE';
      throw new MindsportError(code, `half-move ${index + 1} (${position.turn}): ${message}`, {
        path,
        value: entry,
        cause: error,
      });
    }
    positions.push(applyLegalMove(position, legal));
  });
  return positions;
}

function claimResult(balance: MaterialBalance): DraughtsGameResult {
  if (!balance.leadOfThreeOrMore) return '1-1';
  return balance.leader === 'white' ? '1+-1-' : '1--1+';
}

function pieceCount(position: DraughtsPosition): string {
  return `${position.whiteMen.length + position.whiteKings.length}/${position.blackMen.length + position.blackKings.length}`;
}

/** A move is quiet for the 25-move rule when a king moved and nothing was captured. */
function isKingMoveWithoutCapture(before: DraughtsPosition, after: DraughtsPosition): boolean {
  const capturedNothing = pieceCount(before) === pieceCount(after);
  const menUnchanged =
    before.whiteMen.join(',') === after.whiteMen.join(',') &&
    before.blackMen.join(',') === after.blackMen.join(',');
  return capturedNothing && menUnchanged;
}

/**
 * Tells the arbiter where a game stands under seed 004 "Algemeen" (spec §2, §6 decisions
 * 7–9): the material balance and how long a lead of 3 has lasted, whether a 16-move or
 * 5-move count runs and how many moves remain, and which claims the player to move can make
 * now — a threefold repetition (the position with him to move for the third time, the start
 * included, or a move creating a position that arose twice before by his own moves) or 25
 * moves each (50 half-moves) without a capture or a man move — each with its result
 * (plus-remise when a side is at least 3 ahead, else remise). Every count is in moves of
 * both sides: 16 moves = 32 half-moves, 5 = 10, 25 = 50.
 *
 * @category Engine
 * @param game - start position and moves (a replayed {@link PdnGame} fits)
 * @param options - the arbiter's ruling on the 16-move exception
 * @returns the report for the current position
 * @throws `MindsportError` for an invalid start or an illegal move (see {@link gamePositions})
 * @example
 * ```ts
 * import { arbiterReport, parseFen } from 'mindsport/draughts';
 * const moves = Array.from({ length: 25 }, () => ['46-5', '1-45', '5-46', '45-1']).flat().slice(0, 50);
 * const report = arbiterReport({ start: parseFen('W:WK46,K50,33:BK1,K3'), moves });
 * console.log(report.claims.map((claim) => `${claim.kind} ${claim.result}`)); // [ 'repetition 1-1', 'repetition-by-move 1-1', 'twenty-five-moves 1-1' ]
 * ```
 */
export function arbiterReport(game: ArbiterGame, options: ArbiterOptions = {}): ArbiterReport {
  options = readOptions<ArbiterOptions>(options, ['exceptionConfirmed']);
  if (options.exceptionConfirmed !== undefined) {
    checkBoolean(options.exceptionConfirmed, ['options', 'exceptionConfirmed'], THROW);
  }
  const positions = gamePositions(game);
  const last = positions.length - 1;
  const position = positions[last]!;
  const balance = materialBalance(position);

  let lead: LeadRun | null = null;
  if (balance.leadOfThreeOrMore) {
    let since = last;
    while (since > 0) {
      const previous = materialBalance(positions[since - 1]!);
      if (!previous.leadOfThreeOrMore || previous.leader !== balance.leader) break;
      since--;
    }
    lead = {
      side: balance.leader!,
      sinceHalfMove: since,
      halfMoves: last - since,
      moves: Math.floor((last - since) / 2),
    };
  }

  let count: DrawCount | null = null;
  const set = drawCountSet(position);
  if (set !== null) {
    // The count starts at the first position of the unbroken run with the same rule and the
    // same number of pieces each: a promotion keeps it, any capture starts a fresh one.
    const key = `${set.rule}:${pieceCount(position)}`;
    let since = last;
    while (since > 0) {
      const previous = drawCountSet(positions[since - 1]!);
      if (previous === null || `${previous.rule}:${pieceCount(positions[since - 1]!)}` !== key) break;
      since--;
    }
    const allowed = DRAW_COUNT_HALF_MOVES[set.rule];
    const played = last - since;
    const remaining = Math.max(0, allowed - played);
    const toMove = Math.ceil(remaining / 2);
    const other = Math.floor(remaining / 2);
    const strongerSide = set.strongerSide;
    const strongMen =
      strongerSide === null
        ? 0
        : strongerSide === 'white'
          ? position.whiteMen.length
          : position.blackMen.length;
    const exceptionPossible = set.rule === 'sixteen-move' && strongMen >= 2;
    const expired = played >= allowed;
    let result: DraughtsGameResult | null = null;
    if (expired) {
      if (set.rule === 'five-move') result = '1-1';
      else if (exceptionPossible && options.exceptionConfirmed === true) result = '1-1';
      else result = strongerSide === 'white' ? '1+-1-' : '1--1+';
    }
    count = {
      ...set,
      startHalfMove: since,
      halfMovesPlayed: played,
      halfMovesAllowed: allowed,
      halfMovesRemaining: remaining,
      movesRemaining:
        position.turn === 'white' ? { white: toMove, black: other } : { white: other, black: toMove },
      expired,
      exceptionPossible,
      result,
    };
  }

  const keys = positions.map(keyOfPosition);
  const currentKey = keys[last]!;
  const occurrences = keys.filter((key) => key === currentKey).length;
  const claims: ArbiterClaim[] = [];
  if (occurrences >= 3) claims.push({ kind: 'repetition', result: claimResult(balance) });
  // Positions created by the claimant's own moves: those after a half-move he played.
  const claimant = position.turn;
  const createdByClaimant = new Map<string, number>();
  for (let index = 1; index <= last; index++) {
    if (positions[index - 1]!.turn === claimant)
      createdByClaimant.set(keys[index]!, (createdByClaimant.get(keys[index]!) ?? 0) + 1);
  }
  for (const move of draughtsLegalMoves(position)) {
    const next = applyLegalMove(position, move);
    if ((createdByClaimant.get(keyOfPosition(next)) ?? 0) >= 2) {
      claims.push({ kind: 'repetition-by-move', move, result: claimResult(materialBalance(next)) });
    }
  }
  let quiet = 0;
  while (quiet < last && isKingMoveWithoutCapture(positions[last - quiet - 1]!, positions[last - quiet]!))
    quiet++;
  if (quiet >= 50) claims.push({ kind: 'twenty-five-moves', result: claimResult(balance) });

  return {
    position,
    halfMoves: last,
    balance,
    lead,
    leadCanDecide: balance.leadOfThreeOrMore && count?.rule !== 'sixteen-move',
    count,
    occurrences,
    halfMovesWithoutCaptureOrManMove: quiet,
    claims,
  };
}
