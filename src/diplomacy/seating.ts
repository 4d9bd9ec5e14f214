/**
 * How the players of a round are seated and given powers (seed 003 §1c–d): the exact
 * power assignment of one board, the swap search over the boards and the exact search that
 * proves there is no seating when the swaps find none.
 *
 * @internal
 * @module
 */
import type { SeededRandom } from '../core/internal.js';
import { POWERS, type Power } from './powers.js';

/** Players per board. @internal */
export const BOARD_SIZE = POWERS.length;

/** The cost of a broken hard constraint (a repeated power, relatives together). @internal */
export const HARD = 100_000;

const FULL = (1 << BOARD_SIZE) - 1;

/** The most steps of the exact search before it gives up without a proof. @internal */
export const SEARCH_LIMIT = 2_000_000;

/** What the seating needs to know of a player's history. @internal */
export interface PlayerFacts {
  /** Bit mask of powers already played (bit i = POWERS[i]). */
  readonly played: number;
  /**
   * The cost of each power for the player, in POWERS order: {@link HARD} for a power already
   * played, else the player's earlier games in that power's group (seed §1d).
   */
  readonly costs: readonly number[];
}

/** Relative id → the indices of the groups of relatives it is in. @internal */
export type RelativeGroups = ReadonlyMap<string, readonly number[]>;

/**
 * Minimum-cost assignment of distinct powers to up to seven players: a dynamic programme
 * over the players in order and the set of powers used (7 × 128 states). @internal
 */
export function assignPowers(
  members: readonly string[],
  facts: ReadonlyMap<string, PlayerFacts>,
): { cost: number; powers: Power[] } {
  const size = members.length;
  const costs = members.map((id) => (facts.get(id) as PlayerFacts).costs);
  // best[mask] = minimum cost of giving the first popcount(mask) players the powers in mask.
  const best = new Float64Array(FULL + 1).fill(Number.POSITIVE_INFINITY);
  const choice = new Int8Array(FULL + 1).fill(-1);
  best[0] = 0;
  for (let mask = 0; mask <= FULL; mask++) {
    const base = best[mask] as number;
    if (base === Number.POSITIVE_INFINITY) continue;
    const next = popcount(mask);
    if (next >= size) continue;
    const row = costs[next] as readonly number[];
    for (let power = 0; power < BOARD_SIZE; power++) {
      if ((mask >> power) & 1) continue;
      const target = mask | (1 << power);
      const value = base + (row[power] as number);
      if (value < (best[target] as number)) {
        best[target] = value;
        choice[target] = power;
      }
    }
  }
  let bestMask = -1;
  for (let mask = 0; mask <= FULL; mask++) {
    if (popcount(mask) === size && (bestMask < 0 || (best[mask] as number) < (best[bestMask] as number))) {
      bestMask = mask;
    }
  }
  const powers: Power[] = new Array(size);
  let mask = bestMask;
  for (let seat = size - 1; seat >= 0; seat--) {
    const power = choice[mask] as number;
    powers[seat] = POWERS[power] as Power;
    mask &= ~(1 << power);
  }
  return { cost: best[bestMask] as number, powers };
}

/** The number of bits set. @internal */
export function popcount(mask: number): number {
  let count = 0;
  while (mask) {
    mask &= mask - 1;
    count++;
  }
  return count;
}

/** The pairs of relatives among the members of a board. @internal */
export function relativePairs(members: readonly string[], groupOf: RelativeGroups): string[][] {
  const pairs: string[][] = [];
  for (let i = 0; i < members.length; i++) {
    const groups = groupOf.get(members[i] as string);
    if (!groups) continue;
    for (let j = i + 1; j < members.length; j++) {
      const other = groupOf.get(members[j] as string);
      if (other?.some((group) => groups.includes(group)))
        pairs.push([members[i] as string, members[j] as string]);
    }
  }
  return pairs;
}

/** The cost of a board: its power assignment, and {@link HARD} per pair of relatives. @internal */
export function boardCost(
  members: readonly string[],
  facts: ReadonlyMap<string, PlayerFacts>,
  groupOf: RelativeGroups,
): number {
  return assignPowers(members, facts).cost + HARD * relativePairs(members, groupOf).length;
}

/**
 * Improves a seating by swaps (seed §1c–d): a seat on a costly board with a seat elsewhere,
 * keeping swaps that do not make things worse (sideways moves let the search cross
 * plateaus), until every board costs 0 or the attempts run out. Changes `boards` in place;
 * returns the total cost.
 *
 * @internal
 */
export function improveBySwaps(
  boards: string[][],
  cost: (members: readonly string[]) => number,
  random: SeededRandom,
  attempts: number,
): number {
  const boardCount = boards.length;
  const seated = boardCount * BOARD_SIZE;
  const costs = boards.map(cost);
  let total = costs.reduce((sum, each) => sum + each, 0);
  let sinceImprovement = 0;
  for (let attempt = 0; attempt < attempts && total > 0 && boardCount > 1; attempt++) {
    const costly: number[] = [];
    for (let board = 0; board < boardCount; board++) if ((costs[board] as number) > 0) costly.push(board);
    const from = random.pick(costly);
    let to = random.int(boardCount - 1);
    if (to >= from) to++;
    const seatFrom = random.int(BOARD_SIZE);
    const seatTo = random.int(BOARD_SIZE);
    const a = boards[from] as string[];
    const b = boards[to] as string[];
    const held = a[seatFrom] as string;
    a[seatFrom] = b[seatTo] as string;
    b[seatTo] = held;
    const costA = cost(a);
    const costB = cost(b);
    const delta = costA + costB - (costs[from] as number) - (costs[to] as number);
    if (delta <= 0) {
      costs[from] = costA;
      costs[to] = costB;
      total += delta;
      sinceImprovement = delta < 0 ? 0 : sinceImprovement + 1;
    } else {
      b[seatTo] = a[seatFrom] as string;
      a[seatFrom] = held;
      sinceImprovement++;
    }
    if (total < HARD && sinceImprovement > 50 * seated) break;
  }
  return total;
}

/**
 * Depth-first search for a seating that meets every hard constraint, ignoring the spread:
 * used when the swap search ends with violations, to find an allocation or to prove that
 * none exists (within {@link SEARCH_LIMIT} steps).
 *
 * @internal
 */
export function exactFeasibleSeating(
  ids: readonly string[],
  facts: ReadonlyMap<string, PlayerFacts>,
  groupOf: RelativeGroups,
): { status: 'found'; boards: string[][] } | { status: 'none' } | { status: 'limit' } {
  const boardCount = ids.length / BOARD_SIZE;
  let steps = 0;
  // Most constrained players first.
  const weight = (id: string) => popcount(facts.get(id)?.played ?? 0) * 4 + (groupOf.get(id)?.length ?? 0);
  const order = [...ids].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : a > b ? 1 : 0));
  const boards: string[][] = Array.from({ length: boardCount }, () => []);
  const feasible = (members: readonly string[]): boolean =>
    relativePairs(members, groupOf).length === 0 && assignPowers(members, facts).cost < HARD;
  // Backtracking over the players in order on explicit arrays (a call per player would
  // overflow the stack for a large event): `chosen[i]` is the board player i sits on, -1 before
  // the first try; `triedEmpty[i]` whether an empty board was tried for player i (one suffices).
  const chosen = new Int32Array(order.length).fill(-1);
  const triedEmpty = new Uint8Array(order.length);
  let index = 0;
  if (order.length > 0) steps++;
  while (index < order.length) {
    const id = order[index] as string;
    const previous = chosen[index] as number;
    if (previous >= 0) (boards[previous] as string[]).pop();
    let next = previous + 1;
    for (; next < boardCount; next++) {
      const board = boards[next] as string[];
      if (board.length === BOARD_SIZE) continue;
      if (board.length === 0) {
        if (triedEmpty[index] === 1) continue;
        triedEmpty[index] = 1;
      }
      board.push(id);
      if (feasible(board)) break;
      board.pop();
    }
    if (next === boardCount) {
      // No board left for this player: back to the previous one.
      chosen[index] = -1;
      triedEmpty[index] = 0;
      if (--index < 0) return { status: 'none' };
      continue;
    }
    chosen[index] = next;
    if (++index < order.length && ++steps > SEARCH_LIMIT) return { status: 'limit' };
  }
  return { status: 'found', boards };
}
