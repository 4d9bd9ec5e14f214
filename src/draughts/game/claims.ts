/**
 * The claims of the player to move (seed 004 "Algemeen"; spec §6 decision 9): a threefold
 * repetition, a move creating a position that arose twice before by his own moves, and 25
 * moves each without a capture or a man move.
 *
 * @module
 */

import { applyLegalMove, type DraughtsMove, draughtsLegalMoves } from '../board/move.js';
import { type DraughtsPosition, keyOfPosition } from '../board/position.js';
import { pieceCount } from './draw-counts.js';
import { type MaterialBalance, materialBalance } from './material.js';
import type { DraughtsGameResult } from './result.js';

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

/** Half-moves without a capture or a man move that make a 25-move claim: 25 moves each. */
const TWENTY_FIVE_MOVES = 50;

/** The result a claim gives: a plus-remise for a side at least 3 ahead, else remise. */
function claimResult(balance: MaterialBalance): DraughtsGameResult {
  if (!balance.leadOfThreeOrMore) return '1-1';
  return balance.leader === 'white' ? '1+-1-' : '1--1+';
}

/** A move is quiet for the 25-move rule when a king moved and nothing was captured. */
function isKingMoveWithoutCapture(before: DraughtsPosition, after: DraughtsPosition): boolean {
  const capturedNothing = pieceCount(before) === pieceCount(after);
  const menUnchanged =
    before.whiteMen.join(',') === after.whiteMen.join(',') &&
    before.blackMen.join(',') === after.blackMen.join(',');
  return capturedNothing && menUnchanged;
}

/** Trailing half-moves without a capture or a man move (a crowning is a man move). */
export function quietHalfMoves(positions: readonly DraughtsPosition[]): number {
  const last = positions.length - 1;
  let quiet = 0;
  while (quiet < last && isKingMoveWithoutCapture(positions[last - quiet - 1]!, positions[last - quiet]!))
    quiet++;
  return quiet;
}

/**
 * The claims the player to move can make at the last position, and how often that position
 * (same pieces, squares and side to move) has occurred: the position with him to move for the
 * third time (the start included); a legal move creating a position that arose twice before by
 * his own moves (never the start); 50 quiet half-moves.
 */
export function claimsOf(
  positions: readonly DraughtsPosition[],
  balance: MaterialBalance,
): { readonly occurrences: number; readonly quiet: number; readonly claims: ArbiterClaim[] } {
  const last = positions.length - 1;
  const position = positions[last]!;
  const keys = positions.map(keyOfPosition);
  const occurrences = keys.filter((key) => key === keys[last]).length;
  const claims: ArbiterClaim[] = [];
  if (occurrences >= 3) claims.push({ kind: 'repetition', result: claimResult(balance) });
  // Positions created by the claimant's own moves: those after a half-move he played.
  const createdByClaimant = new Map<string, number>();
  for (let index = 1; index <= last; index++) {
    if (positions[index - 1]!.turn === position.turn) {
      createdByClaimant.set(keys[index]!, (createdByClaimant.get(keys[index]!) ?? 0) + 1);
    }
  }
  for (const move of draughtsLegalMoves(position)) {
    const next = applyLegalMove(position, move);
    if ((createdByClaimant.get(keyOfPosition(next)) ?? 0) >= 2) {
      claims.push({ kind: 'repetition-by-move', move, result: claimResult(materialBalance(next)) });
    }
  }
  const quiet = quietHalfMoves(positions);
  if (quiet >= TWENTY_FIVE_MOVES) claims.push({ kind: 'twenty-five-moves', result: claimResult(balance) });
  return { occurrences, quiet, claims };
}
