/**
 * Internal: the per-player sums behind MBQ and standings, computed on the compact index in
 * integer units (half-points, scaled MBQ) so ties are exact and large events stay fast.
 *
 * @internal
 * @module
 */

import {
  checkInteger,
  checkList,
  checkString,
  Fraction,
  fail,
  problemAt,
  show,
  THROW,
} from '../../core/internal.js';
import { FRESH_SCRATCH, type Scratch } from '../../core/scratch.js';
import {
  FORFEIT_BOTH,
  FORFEIT_NONE,
  officialDiscs,
  SLOT_ABSENT,
  SLOT_BYE,
  SLOT_GAME,
  SLOT_LATE,
  SLOT_WITHDRAWN,
  type TournamentIndex,
} from './tournament-index.js';

/** Points of one game slot in half-points: 2 win, 1 draw, 0 loss or double forfeit. */
export function slotHalfPoints(index: TournamentIndex, slot: number, drawWinRight: boolean): number {
  const own = index.ownDiscs[slot] as number;
  const other = index.opponentDiscs[slot] as number;
  if (index.forfeit[slot] === FORFEIT_BOTH) return 0;
  if (own > other) return 2;
  if (own < other) return 0;
  if (!drawWinRight) return 1;
  const right = index.drawWinRight[slot] as number;
  if (right === 0) {
    const round = Math.floor(slot / index.playerCount);
    const game = index.gameIndex[slot] as number;
    fail(
      problemAt(
        'DRAW_WIN_RIGHT_MISSING',
        ['rounds', round, 'games', game, 'drawWinRight'],
        undefined,
        `a ${own}–${other} draw needs drawWinRight (JOA has no draws)`,
      ),
    );
  }
  return right === 1 ? 2 : 0;
}

/** Each player's points after `rounds` rounds, in half-points. */
export function halfPointTotals(
  index: TournamentIndex,
  rounds: number,
  byeHalfPoints: number,
  drawWinRight: boolean,
): Int32Array {
  const { playerCount, status } = index;
  if (drawWinRight) checkDrawWinRights(index, rounds, false);
  const totals = new Int32Array(playerCount);
  for (let round = 0; round < rounds; round++) {
    const base = round * playerCount;
    for (let player = 0; player < playerCount; player++) {
      const slot = base + player;
      const kind = status[slot];
      if (kind === SLOT_GAME)
        totals[player] = (totals[player] as number) + slotHalfPoints(index, slot, drawWinRight);
      else if (kind === SLOT_BYE) totals[player] = (totals[player] as number) + byeHalfPoints;
    }
  }
  return totals;
}

/**
 * Throws the first `DRAW_WIN_RIGHT_MISSING` in player order (then round order), before
 * round-major loops would meet the problems in another order: the error names the same game
 * whichever loop runs first.
 */
export function checkDrawWinRights(index: TournamentIndex, rounds: number, skipForfeits: boolean): void {
  const { playerCount, status, forfeit } = index;
  for (let player = 0; player < playerCount; player++) {
    for (let round = 0; round < rounds; round++) {
      const slot = round * playerCount + player;
      if (status[slot] !== SLOT_GAME) continue;
      if (skipForfeits && forfeit[slot] !== FORFEIT_NONE) continue;
      slotHalfPoints(index, slot, true);
    }
  }
}

/** Did the player miss a round (absent, late, withdrawn) in the first `rounds`, or is a withdrawal recorded? */
export function missedSomeRound(index: TournamentIndex, rounds: number): Uint8Array {
  const { playerCount, status, players, plannedRounds } = index;
  const missed = new Uint8Array(playerCount);
  for (let player = 0; player < playerCount; player++) {
    const withdrawn = players[player]?.withdrawnFromRound;
    if (withdrawn !== undefined && withdrawn <= plannedRounds) missed[player] = 1;
  }
  for (let round = 0; round < rounds; round++) {
    const base = round * playerCount;
    for (let player = 0; player < playerCount; player++) {
      const kind = status[base + player];
      if (kind === SLOT_ABSENT || kind === SLOT_LATE || kind === SLOT_WITHDRAWN) missed[player] = 1;
    }
  }
  return missed;
}

/**
 * Who counts as withdrawn at computation time under the `papp` policy (spec §8 decision 2):
 * the explicit list when given, else every player with a recorded withdrawal from a round up
 * to the one after the last evaluated round (he is not on the next round's roster), and
 * every player absent in the last evaluated round after being present (a game or a bye) in
 * an earlier one.
 */
export function pappWithdrawn(
  index: TournamentIndex,
  rounds: number,
  explicit?: readonly string[],
): Uint8Array {
  const withdrawn = new Uint8Array(index.playerCount);
  if (explicit !== undefined) {
    checkList(explicit, ['options', 'withdrawn'], THROW);
    for (const [position, id] of explicit.entries()) {
      const path = ['options', 'withdrawn', position];
      checkString(id, path, THROW, true);
      const player = index.indexOf.get(id);
      if (player === undefined) fail(problemAt('UNKNOWN_ID', path, id, `${show(id)} is not a player's id`));
      withdrawn[player as number] = 1;
    }
    return withdrawn;
  }
  // A recorded withdrawal counts once the player is off the next round's roster (issue 23 §1:
  // what PAPP shows after the roster of the next round drops him).
  for (let player = 0; player < index.playerCount; player++) {
    const from = index.players[player]?.withdrawnFromRound;
    if (from !== undefined && from <= rounds + 1) withdrawn[player] = 1;
  }
  if (rounds === 0) return withdrawn;
  const { playerCount, status } = index;
  const lastBase = (rounds - 1) * playerCount;
  for (let player = 0; player < playerCount; player++) {
    const last = status[lastBase + player];
    if (last !== SLOT_ABSENT && last !== SLOT_WITHDRAWN) continue;
    for (let round = 0; round < rounds - 1; round++) {
      const kind = status[round * playerCount + player];
      if (kind === SLOT_GAME || kind === SLOT_BYE) {
        withdrawn[player] = 1;
        break;
      }
    }
  }
  return withdrawn;
}

/** A Brightwell constant as a small integer ratio `numerator / denominator`. */
export interface Ratio {
  readonly numerator: number;
  readonly denominator: number;
}

/** A checked constant (see `constantValue`) as its integer ratio. */
export function toRatio(value: Fraction): Ratio {
  return { numerator: Number(value.numerator), denominator: Number(value.denominator) };
}

/**
 * MBQ of every player, scaled by `scale = 2 × denominator(C)` so every value is an integer
 * (spec §4, NOF §20b). `excluded[p] = 1` marks opponents who "did not take part in all
 * rounds" under the chosen policy. `terms`, when given, receives each round's scaled term.
 */
export function scaledMbq(
  index: TournamentIndex,
  rounds: number,
  constant: Ratio,
  excluded: Uint8Array,
  halfPoints: Int32Array,
  raw: boolean,
  terms?: Float64Array,
  scratch: Scratch = FRESH_SCRATCH,
): { readonly values: Float64Array; readonly scale: number } {
  const { playerCount, status, opponent, ownDiscs, opponentDiscs, forfeit } = index;
  const scale = 2 * constant.denominator;
  const c = constant.numerator;
  const values = scratch.float64('mbq', playerCount);
  // Round by round (the index is round-major), each player's sum in round order as before.
  for (let round = 0; round < rounds; round++) {
    const base = round * playerCount;
    for (let player = 0; player < playerCount; player++) {
      const slot = base + player;
      let term = 32 * scale + c * (halfPoints[player] as number);
      if (status[slot] === SLOT_GAME) {
        const other = opponent[slot] as number;
        if (excluded[other] !== 1) {
          const discs = officialDiscs(
            ownDiscs[slot] as number,
            opponentDiscs[slot] as number,
            forfeit[slot] as number,
            raw,
          );
          term = discs * scale + c * (halfPoints[other] as number);
        }
      }
      if (terms !== undefined) terms[player * rounds + round] = term;
      values[player] = (values[player] as number) + term;
    }
  }
  return { values, scale };
}

/** An exact Fraction from a scaled integer (frozen: it goes into frozen results). */
export function exact(scaled: number, scale: number): Fraction {
  const value =
    scale === 1 || scaled % scale === 0 ? Fraction.from(scaled / scale) : Fraction.of(scaled, scale);
  Object.freeze(value);
  return value;
}

/** Checks an `afterRound` option: a whole number 0…rounds recorded; default all rounds. */
export function resolveAfterRound(value: unknown, roundCount: number): number {
  if (value === undefined) return roundCount;
  checkInteger(value, ['options', 'afterRound'], THROW, { min: 0, max: roundCount });
  return value as number;
}

/** A bye's points in half-points (the rules' `byePoints`, checked by the rules' validation: 0, ½ or 1). */
export function byeHalfPoints(value: number): number {
  return Math.round(value * 2);
}
