/**
 * Internal: the per-player totals of the standings, in integer units — points, discs and
 * disc difference, wins, draws, losses, byes, missed rounds (spec §5), the round-robin 64–0
 * rule for players who missed rounds (NOF §20a, spec §8 decision 4) and the points of the
 * opponents beaten (NOF §20a.2, spec §8 decision 9).
 *
 * @internal
 * @module
 */
import type { Scratch } from '../../core/scratch.js';
import {
  FORFEIT_NONE,
  officialDiscs,
  SLOT_ABSENT,
  SLOT_BYE,
  SLOT_GAME,
  SLOT_LATE,
  SLOT_WITHDRAWN,
  type TournamentIndex,
} from './tournament-index.js';
import { checkDrawWinRights, missedSomeRound, slotHalfPoints } from './tournament-scoring.js';

/** Per-player totals in integer units. */
export interface Totals {
  halfPoints: Int32Array;
  discs: Float64Array;
  discDifference: Float64Array;
  wins: Int32Array;
  draws: Int32Array;
  losses: Int32Array;
  games: Int32Array;
  byes: Int32Array;
  missed: Int32Array;
  /** Rounds with a game (forfeits included, even in the rating-list view) or a bye. */
  played: Int32Array;
  /** Round robin 64–0 credits: slot → credited win. */
  credited?: Uint8Array;
  /** Round robin 64–0 credits for games never played: player → opponents (one entry per game). */
  virtual?: Map<number, number[]>;
  /** Rating-list view: forfeit games are left out. */
  skipForfeits: boolean;
}

export function baseTotals(
  index: TournamentIndex,
  rounds: number,
  byeHalf: number,
  byeDiscValue: number,
  raw: boolean,
  drawWinRight: boolean,
  skipForfeits: boolean,
  scratch: Scratch,
): Totals {
  const { playerCount, status, ownDiscs, opponentDiscs, forfeit } = index;
  // The loops below go round by round; report a missing draw-win right in player order first.
  if (drawWinRight) checkDrawWinRights(index, rounds, skipForfeits);
  const totals: Totals = {
    halfPoints: scratch.int32('halfPoints', playerCount),
    discs: scratch.float64('discs', playerCount),
    discDifference: scratch.float64('discDifference', playerCount),
    wins: scratch.int32('wins', playerCount),
    draws: scratch.int32('draws', playerCount),
    losses: scratch.int32('losses', playerCount),
    games: scratch.int32('games', playerCount),
    byes: scratch.int32('byes', playerCount),
    missed: scratch.int32('missed', playerCount),
    played: scratch.int32('played', playerCount),
    skipForfeits,
  };
  const { halfPoints, discs, discDifference, wins, draws, losses, games, byes, missed, played } = totals;
  // Round by round over the round-major index: every array is read and written in order.
  for (let round = 0; round < rounds; round++) {
    const base = round * playerCount;
    for (let player = 0; player < playerCount; player++) {
      const slot = base + player;
      const kind = status[slot];
      if (kind === SLOT_GAME) {
        played[player] = (played[player] as number) + 1;
        const forfeitFlag = forfeit[slot] as number;
        if (skipForfeits && forfeitFlag !== FORFEIT_NONE) continue;
        games[player] = (games[player] as number) + 1;
        const points = slotHalfPoints(index, slot, drawWinRight);
        halfPoints[player] = (halfPoints[player] as number) + points;
        if (points === 2) wins[player] = (wins[player] as number) + 1;
        else if (points === 1) draws[player] = (draws[player] as number) + 1;
        else losses[player] = (losses[player] as number) + 1;
        const own = officialDiscs(ownDiscs[slot] as number, opponentDiscs[slot] as number, forfeitFlag, raw);
        const other = officialDiscs(
          opponentDiscs[slot] as number,
          ownDiscs[slot] as number,
          forfeitFlag,
          raw,
        );
        discs[player] = (discs[player] as number) + own;
        discDifference[player] = (discDifference[player] as number) + own - other;
      } else if (kind === SLOT_BYE) {
        played[player] = (played[player] as number) + 1;
        byes[player] = (byes[player] as number) + 1;
        halfPoints[player] = (halfPoints[player] as number) + byeHalf;
        discs[player] = (discs[player] as number) + byeDiscValue;
        discDifference[player] = (discDifference[player] as number) + byeDiscValue;
      } else if (kind === SLOT_ABSENT || kind === SLOT_LATE || kind === SLOT_WITHDRAWN) {
        missed[player] = (missed[player] as number) + 1;
      }
    }
  }
  return totals;
}

/**
 * NOF §20a: every player who did not miss rounds is credited 64–0 in every game against a
 * player who did — games played up to the evaluated round, games recorded as unplayed up to
 * it, and in the final table every game of the schedule (spec §8 decision 4).
 */
export function applyAbsentPlayerRule(
  index: TournamentIndex,
  rounds: number,
  totals: Totals,
  finalTable: boolean,
  cycles: number,
  raw: boolean,
  drawWinRight: boolean,
  scratch: Scratch,
): void {
  const { playerCount, status, opponent, ownDiscs, opponentDiscs, forfeit } = index;
  const missers = missedSomeRound(index, rounds);
  const missersList: number[] = [];
  for (let player = 0; player < playerCount; player++) if (missers[player] === 1) missersList.push(player);
  if (missersList.length === 0) return;
  const credited = scratch.uint8('credited', status.length);
  const virtual = new Map<number, number[]>();
  const addVirtual = (player: number, against: number): void => {
    const list = virtual.get(player);
    if (list) list.push(against);
    else virtual.set(player, [against]);
    totals.halfPoints[player] = (totals.halfPoints[player] as number) + 2;
    totals.discs[player] = (totals.discs[player] as number) + 64;
    totals.discDifference[player] = (totals.discDifference[player] as number) + 64;
    totals.wins[player] = (totals.wins[player] as number) + 1;
  };
  // Games counted so far between a non-misser and a misser, to top up in the final table.
  const counted = new Map<number, number>();
  const key = (player: number, against: number): number => player * playerCount + against;
  for (let player = 0; player < playerCount; player++) {
    if (missers[player] === 1) continue;
    for (let round = 0; round < rounds; round++) {
      const slot = round * playerCount + player;
      if (status[slot] !== SLOT_GAME) continue;
      const other = opponent[slot] as number;
      if (missers[other] !== 1) continue;
      counted.set(key(player, other), (counted.get(key(player, other)) ?? 0) + 1);
      const forfeitFlag = forfeit[slot] as number;
      if (totals.skipForfeits && forfeitFlag !== FORFEIT_NONE) continue;
      // Replace the game as played by a 64–0 win.
      const points = slotHalfPoints(index, slot, drawWinRight);
      const own = officialDiscs(ownDiscs[slot] as number, opponentDiscs[slot] as number, forfeitFlag, raw);
      const theirs = officialDiscs(opponentDiscs[slot] as number, ownDiscs[slot] as number, forfeitFlag, raw);
      credited[slot] = 1;
      totals.halfPoints[player] = (totals.halfPoints[player] as number) - points + 2;
      totals.discs[player] = (totals.discs[player] as number) - own + 64;
      totals.discDifference[player] = (totals.discDifference[player] as number) - (own - theirs) + 64;
      if (points === 2) continue;
      totals.wins[player] = (totals.wins[player] as number) + 1;
      if (points === 1) totals.draws[player] = (totals.draws[player] as number) - 1;
      else totals.losses[player] = (totals.losses[player] as number) - 1;
    }
  }
  for (const [black, white, round] of index.unplayed) {
    if (round >= rounds) continue;
    for (const [player, other] of [
      [black, white],
      [white, black],
    ] as const) {
      if (missers[player] === 1 || missers[other] !== 1) continue;
      counted.set(key(player, other), (counted.get(key(player, other)) ?? 0) + 1);
      addVirtual(player, other);
    }
  }
  if (finalTable) {
    for (let player = 0; player < playerCount; player++) {
      if (missers[player] === 1) continue;
      for (const other of missersList) {
        for (let game = counted.get(key(player, other)) ?? 0; game < cycles; game++)
          addVirtual(player, other);
      }
    }
  }
  totals.credited = credited;
  totals.virtual = virtual;
}

/**
 * NOF §20a.2: per game, the table points of an opponent beaten plus half those of an
 * opponent drawn (64–0 credits count as wins), in quarter-points.
 */
export function defeatedOpponentsPoints(
  index: TournamentIndex,
  rounds: number,
  totals: Totals,
  drawWinRight: boolean,
  scratch: Scratch,
): Float64Array {
  const { playerCount, status, opponent, forfeit } = index;
  const result = scratch.float64('defeatedOpponentsPoints', playerCount);
  for (let player = 0; player < playerCount; player++) {
    let sum = 0;
    for (let round = 0; round < rounds; round++) {
      const slot = round * playerCount + player;
      if (status[slot] !== SLOT_GAME) continue;
      if (totals.skipForfeits && forfeit[slot] !== FORFEIT_NONE) continue;
      const other = opponent[slot] as number;
      const points = totals.credited?.[slot] === 1 ? 2 : slotHalfPoints(index, slot, drawWinRight);
      // points (half units) × opponent's half-points gives quarter-points for a win (2 × h) and a draw (1 × h).
      sum += points * (totals.halfPoints[other] as number);
    }
    for (const other of totals.virtual?.get(player) ?? []) sum += 2 * (totals.halfPoints[other] as number);
    result[player] = sum;
  }
  return result;
}
