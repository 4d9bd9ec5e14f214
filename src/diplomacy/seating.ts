/**
 * How the players of a round are seated and given powers (seed 003 §1c–d, issue 27): the
 * exact power assignment of one board, the weights of the soft goals (fresh opponents, club
 * mates apart, new power groups), the swap search over the boards and the exact search that
 * proves there is no seating when the swaps find none.
 *
 * @internal
 * @module
 */
import type { SeededRandom } from '../core/internal.js';
import { POWERS, type Power } from './powers.js';

/** Players per board. @internal */
export const BOARD_SIZE = POWERS.length;

/**
 * The cost of a broken hard constraint (a repeated power, relatives together): above any sum
 * of soft costs an event can reach. @internal
 */
export const HARD = 1_000_000_000;

/**
 * The weights of the soft goals (issue 27). A pair who already met n times adds n · meeting
 * to a board (the increase of Σ (times met)² over the pairs, less the 1 every pair adds, so
 * minimising it minimises that sum); two players of one club add club; a seat adds group per
 * earlier game of the player in the power's group. The steps keep one repeat meeting above
 * any club pairs and power groups a board can hold (21 pairs · 100 and 7 seats · a few games
 * in a group stay below 10,000). @internal
 */
export const WEIGHTS = { meeting: 10_000, club: 100, group: 1 } as const;

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
  return minimumAssignment(members.map((id) => (facts.get(id) as PlayerFacts).costs));
}

/** {@link assignPowers} on the players' rows of power costs. @internal */
export function minimumAssignment(costs: readonly (readonly number[])[]): { cost: number; powers: Power[] } {
  const size = costs.length;
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

/**
 * What the swap search knows of the players, by index: each player's power costs, how often
 * each pair met, each player's club (−1 for none) and relatives' groups. @internal
 */
export interface SeatingModel {
  /** The number of players. */
  readonly size: number;
  /** Player index → the cost of each power ({@link PlayerFacts.costs}). */
  readonly costs: readonly (readonly number[])[];
  /** `met[a * size + b]`: how often players a and b shared a board before. */
  readonly met: Uint16Array;
  /** Player index → club index, −1 without a club. */
  readonly club: Int32Array;
  /** Player index → the groups of relatives the player is in (empty for most). */
  readonly relatives: readonly (readonly number[])[];
}

/** The pair costs of a board: relatives (hard), earlier meetings, club mates. @internal */
export function pairCost(members: readonly number[], model: SeatingModel): number {
  let cost = 0;
  for (let i = 0; i < members.length; i++) {
    const a = members[i] as number;
    const row = a * model.size;
    const clubA = model.club[a] as number;
    const groupsA = model.relatives[a] as readonly number[];
    for (let j = i + 1; j < members.length; j++) {
      const b = members[j] as number;
      cost += WEIGHTS.meeting * (model.met[row + b] as number);
      if (clubA >= 0 && model.club[b] === clubA) cost += WEIGHTS.club;
      if (groupsA.length > 0 && (model.relatives[b] as readonly number[]).some((g) => groupsA.includes(g)))
        cost += HARD;
    }
  }
  return cost;
}

/** The power cost of a board by index: {@link assignPowers} on the model's costs. @internal */
export function powerCost(members: readonly number[], model: SeatingModel): number {
  return minimumAssignment(members.map((index) => model.costs[index] as readonly number[])).cost;
}

/**
 * Improves a seating by swaps (seed §1c–d, issue 27): a seat on a costly board with a seat
 * elsewhere, keeping swaps that do not make things worse (sideways moves let the search
 * cross plateaus), until the cost reaches the lower bound (`seating-bound.ts`), the
 * attempts run out or nothing has improved for a long while. A swap whose pair costs rise by more than both boards' power costs
 * could ever fall is refused before the power assignment is computed: most swaps of a
 * large event are decided so. Changes `boards` in place; returns the total cost.
 *
 * @internal
 */
export function improveSeating(
  boards: number[][],
  model: SeatingModel,
  random: SeededRandom,
  limits: { readonly attempts: number; readonly bound: number },
): number {
  const { attempts, bound } = limits;
  const boardCount = boards.length;
  const pairs = boards.map((board) => pairCost(board, model));
  const powers = boards.map((board) => powerCost(board, model));
  let total = pairs.reduce((sum, each) => sum + each, 0) + powers.reduce((sum, each) => sum + each, 0);
  let sinceImprovement = 0;
  const patience = 50 * boardCount * BOARD_SIZE;
  // The bound is a proof that no seating costs less: reaching it is the end.
  for (let attempt = 0; attempt < attempts && total > bound && boardCount > 1; attempt++) {
    const costly: number[] = [];
    for (let board = 0; board < boardCount; board++)
      if ((pairs[board] as number) + (powers[board] as number) > 0) costly.push(board);
    const from = random.pick(costly);
    let to = random.int(boardCount - 1);
    if (to >= from) to++;
    const seatFrom = blamedSeat(boards[from] as number[], model, random);
    const delta = trySwap(boards, from, to, seatFrom, random.int(BOARD_SIZE), model, { pairs, powers });
    if (delta === undefined) sinceImprovement++;
    else {
      total += delta;
      sinceImprovement = delta < 0 ? 0 : sinceImprovement + 1;
    }
    if (total < HARD && sinceImprovement > patience) break;
  }
  return total;
}

/**
 * A seat to move off a board: half the time one in a pair that costs (met before, club
 * mates, relatives), which most swaps that help must move; else any seat (a power group
 * cost belongs to no one pair).
 */
function blamedSeat(members: readonly number[], model: SeatingModel, random: SeededRandom): number {
  const any = random.int(BOARD_SIZE);
  if (random.int(2) === 0) return any;
  const blamed: number[] = [];
  for (let seat = 0; seat < members.length; seat++) {
    const single = [members[seat] as number];
    for (let other = 0; other < members.length; other++) {
      if (other !== seat && pairCost([...single, members[other] as number], model) > 0) {
        blamed.push(seat);
        break;
      }
    }
  }
  return blamed.length === 0 ? any : (blamed[random.int(blamed.length)] as number);
}

/** Swaps two seats if that costs no more; returns the change, or `undefined` when refused. */
function trySwap(
  boards: number[][],
  from: number,
  to: number,
  seatFrom: number,
  seatTo: number,
  model: SeatingModel,
  costs: { pairs: number[]; powers: number[] },
): number | undefined {
  const a = boards[from] as number[];
  const b = boards[to] as number[];
  const held = a[seatFrom] as number;
  a[seatFrom] = b[seatTo] as number;
  b[seatTo] = held;
  const pairA = pairCost(a, model);
  const pairB = pairCost(b, model);
  const oldPowers = (costs.powers[from] as number) + (costs.powers[to] as number);
  const pairDelta = pairA + pairB - (costs.pairs[from] as number) - (costs.pairs[to] as number);
  // Power costs are never below 0, so they can fall by at most what they are now.
  if (pairDelta <= oldPowers) {
    const powerA = powerCost(a, model);
    const powerB = powerCost(b, model);
    const delta = pairDelta + powerA + powerB - oldPowers;
    if (delta <= 0) {
      costs.pairs[from] = pairA;
      costs.pairs[to] = pairB;
      costs.powers[from] = powerA;
      costs.powers[to] = powerB;
      return delta;
    }
  }
  b[seatTo] = a[seatFrom] as number;
  a[seatFrom] = held;
  return undefined;
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

/**
 * The best seating of exactly two boards, by trying all 1716 ways to choose the six who
 * join the first player (events of 14 to 20 players): exact where the swap search is only
 * good. The first seating found wins a tie, and the players come in the seeded order, so
 * the result is the seed's. Returns the boards and their cost. @internal
 */
export function bestOfTwoBoards(model: SeatingModel): { boards: number[][]; cost: number } {
  const all = Array.from({ length: 2 * BOARD_SIZE }, (_, index) => index);
  let best: { boards: number[][]; cost: number } = { boards: [], cost: Number.POSITIVE_INFINITY };
  const chosen: number[] = [0];
  const choose = (start: number): void => {
    if (chosen.length === BOARD_SIZE) {
      const other = all.filter((index) => !chosen.includes(index));
      const first = pairCost(chosen, model) + pairCost(other, model);
      // Power costs are never below 0: a seating already dearer on pairs cannot win.
      if (first >= best.cost) return;
      const cost = first + powerCost(chosen, model) + powerCost(other, model);
      if (cost < best.cost) best = { boards: [[...chosen], other], cost };
      return;
    }
    for (let index = start; index < all.length; index++) {
      chosen.push(index);
      choose(index + 1);
      chosen.pop();
    }
  };
  choose(1);
  return best;
}
