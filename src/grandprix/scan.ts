import type { GrandPrixPlayer, GrandPrixSeason, GrandPrixTournament } from './season.js';
import { tournamentsInOrder } from './season.js';

/**
 * @internal The indexes the totals read from a valid season: player positions, season
 * order and each tournament's standings in best-place-first order (ties by id).
 */
export interface SeasonScan {
  /** The season's players by position. */
  readonly players: readonly GrandPrixPlayer[];
  /** Player id → position in `players`. */
  readonly playerIndex: ReadonlyMap<string, number>;
  /** The tournaments in season order (start date, then id). */
  readonly ordered: readonly GrandPrixTournament[];
  /**
   * Per tournament of `ordered`: the player position of each standings line (in input
   * order), or `undefined` when the tournament has no standings.
   */
  readonly linePlayers: readonly (Int32Array | undefined)[];
  /**
   * Per tournament of `ordered`: the standings line numbers best place first, ties in id
   * order; `undefined` when the input order is already that order (the usual case).
   */
  readonly lineOrders: readonly (Int32Array | undefined)[];
}

/**
 * The standings line numbers best place first, ties in id order, or `undefined` when the
 * input is already in that order.
 */
function lineOrder(
  standings: readonly { readonly player: string; readonly place: number }[],
  sorted: boolean,
): Int32Array | undefined {
  const count = standings.length;
  const byPlaceThenId = (left: number, right: number): number => {
    const a = standings[left] as { player: string; place: number };
    const b = standings[right] as { player: string; place: number };
    return a.place - b.place || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0);
  };
  if (!sorted) {
    const order = new Int32Array(count);
    for (let line = 0; line < count; line++) order[line] = line;
    return order.sort(byPlaceThenId);
  }
  let order: Int32Array | undefined;
  let start = 0;
  while (start < count) {
    const place = (standings[start] as { place: number }).place;
    let end = start + 1;
    let inOrder = true;
    while (end < count && (standings[end] as { place: number }).place === place) {
      if (inOrder && byPlaceThenId(end - 1, end) > 0) inOrder = false;
      end++;
    }
    if (!inOrder) {
      if (order === undefined) {
        order = new Int32Array(count);
        for (let line = 0; line < count; line++) order[line] = line;
      }
      if (end - start > 16) order.subarray(start, end).sort(byPlaceThenId);
      else {
        // Tie groups are short: an insertion sort, without a subarray and a sort call.
        for (let at = start + 1; at < end; at++) {
          const line = order[at] as number;
          let slot = at;
          while (slot > start && byPlaceThenId(order[slot - 1] as number, line) > 0) {
            order[slot] = order[slot - 1] as number;
            slot--;
          }
          order[slot] = line;
        }
      }
    }
    start = end;
  }
  return order;
}

/** Whether standings are in place order, and their ties in id order. */
function inOrder(standings: readonly { readonly player: string; readonly place: number }[]): {
  sorted: boolean;
  tiesInIdOrder: boolean;
} {
  let sorted = true;
  let tiesInIdOrder = true;
  for (let line = 1; line < standings.length; line++) {
    const previous = standings[line - 1] as { player: string; place: number };
    const current = standings[line] as { player: string; place: number };
    if (current.place < previous.place) sorted = false;
    else if (current.place === previous.place && current.player < previous.player) tiesInIdOrder = false;
  }
  return { sorted, tiesInIdOrder };
}

/** @internal The indexes of a season that passed `validateGrandPrixSeason`. */
export function indexSeason(season: GrandPrixSeason): SeasonScan {
  const players = season.players;
  const playerIndex = new Map<string, number>();
  for (const [position, player] of players.entries()) playerIndex.set(player.id, position);
  const ordered = tournamentsInOrder(season);
  const linePlayers: (Int32Array | undefined)[] = [];
  const lineOrders: (Int32Array | undefined)[] = [];
  for (const tournament of ordered) {
    const standings = tournament.standings;
    if (standings === undefined) {
      linePlayers.push(undefined);
      lineOrders.push(undefined);
      continue;
    }
    linePlayers.push(Int32Array.from(standings, (line) => playerIndex.get(line.player) as number));
    const { sorted, tiesInIdOrder } = inOrder(standings);
    lineOrders.push(sorted && tiesInIdOrder ? undefined : lineOrder(standings, sorted));
  }
  return { players, playerIndex, ordered, linePlayers, lineOrders };
}
