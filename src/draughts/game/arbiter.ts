/**
 * The arbiter's view of a game (seed 004 "Algemeen", spec §2, §6 decisions 7–9): every
 * position of the game, and the report that gathers the material, the counted endings and
 * the claims of the player to move.
 *
 * @module
 */
import {
  checkBoolean,
  checkList,
  checkRecord,
  MindsportError,
  readOptions,
  THROW,
} from '../../core/internal.js';
import { applyLegalMove, causeMessage, type DraughtsMove, findLegal, parseMove } from '../board/move.js';
import { assertDraughtsPosition, type DraughtsPosition } from '../board/position.js';
import { type ArbiterClaim, claimsOf } from './claims.js';
import { type DrawCount, drawCount } from './draw-counts.js';
import { type LeadRun, leadRun, type MaterialBalance, materialBalance } from './material.js';

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
  const { exceptionConfirmed } = readOptions<ArbiterOptions>(options, ['exceptionConfirmed']);
  if (exceptionConfirmed !== undefined)
    checkBoolean(exceptionConfirmed, ['options', 'exceptionConfirmed'], THROW);
  const positions = gamePositions(game);
  const position = positions[positions.length - 1]!;
  const balance = materialBalance(position);
  const count = drawCount(positions, exceptionConfirmed === true);
  const { occurrences, quiet, claims } = claimsOf(positions, balance);
  return {
    position,
    halfMoves: positions.length - 1,
    balance,
    lead: leadRun(positions, balance),
    leadCanDecide: balance.leadOfThreeOrMore && count?.rule !== 'sixteen-move',
    count,
    occurrences,
    halfMovesWithoutCaptureOrManMove: quiet,
    claims,
  };
}
