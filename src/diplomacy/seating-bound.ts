/**
 * A lower bound on the cost of any seating of a round (issue 27), so that the swap search
 * can stop when it reaches it and the explanations can say what no seating avoids:
 *
 * - **Repeat meetings**: a player needs six opponents; one with fewer than six players
 *   left to meet for the first time meets the rest again. Each such pair counts for both.
 * - **Club pairings**: a club's players spread as evenly as the boards allow.
 * - **Power groups**: the seats of each group are boards · its size; players are sent to
 *   the groups by a minimum-cost transportation (players with the same costs together), so
 *   when more players have only one new group left than it has seats, the rest repeat one.
 *
 * @internal
 * @module
 */
import { BOARD_SIZE, HARD, type SeatingModel, WEIGHTS } from './seating.js';

/** The parts of the lower bound, in the units of the search's cost. @internal */
export interface SeatingBound {
  /** Repeat meetings no seating avoids, weighted ({@link WEIGHTS}.meeting each). */
  readonly meetings: number;
  /** Club pairs no seating avoids, weighted. */
  readonly clubs: number;
  /** Earlier games in the power's group no seating avoids (weight 1). */
  readonly groups: number;
  /** The sum. */
  readonly total: number;
}

/** The fewest pairs of `count` club mates on `boards` boards: as evenly spread as possible. @internal */
export function fewestPairs(count: number, boards: number): number {
  const base = Math.floor(count / boards);
  const larger = count % boards;
  const pairs = (size: number) => (size * (size - 1)) / 2;
  return larger * pairs(base + 1) + (boards - larger) * pairs(base);
}

/** A lower bound on the cost of any seating of the model's players on full boards. @internal */
export function seatingBound(model: SeatingModel, groupOfPower: readonly number[]): SeatingBound {
  const boards = model.size / BOARD_SIZE;
  const meetings = WEIGHTS.meeting * Math.ceil(forcedMeetingEnds(model) / 2);
  const clubSizes = new Map<number, number>();
  for (const club of model.club) if (club >= 0) clubSizes.set(club, (clubSizes.get(club) ?? 0) + 1);
  let clubs = 0;
  for (const size of clubSizes.values()) clubs += WEIGHTS.club * fewestPairs(size, boards);
  const groups = WEIGHTS.group * groupTransport(model, groupOfPower, boards);
  return { meetings, clubs, groups, total: meetings + clubs + groups };
}

/** Σ over players of the opponents they must meet again: 6 − the players left to meet, if positive. */
function forcedMeetingEnds(model: SeatingModel): number {
  let ends = 0;
  for (let player = 0; player < model.size; player++) {
    const groups = model.relatives[player] as readonly number[];
    let fresh = 0;
    for (let other = 0; other < model.size; other++) {
      if (other === player || (model.met[player * model.size + other] as number) > 0) continue;
      if ((model.relatives[other] as readonly number[]).some((group) => groups.includes(group))) continue;
      fresh++;
    }
    ends += Math.max(0, BOARD_SIZE - 1 - fresh);
  }
  return ends;
}

/**
 * The minimum cost of sending every player to a seat of some power group, each group
 * holding boards · its size seats, a player's cost for a group being its cheapest power
 * there ({@link HARD} when it played them all): a transportation problem solved by
 * successive shortest paths over the classes of players with equal costs.
 */
function groupTransport(model: SeatingModel, groupOfPower: readonly number[], boards: number): number {
  const groupCount = Math.max(...groupOfPower) + 1;
  const capacity = Array<number>(groupCount).fill(0);
  for (const group of groupOfPower) capacity[group] = (capacity[group] as number) + boards;
  const classes = new Map<string, { costs: number[]; count: number }>();
  for (const row of model.costs) {
    const costs = Array<number>(groupCount).fill(HARD);
    row.forEach((cost, power) => {
      const group = groupOfPower[power] as number;
      costs[group] = Math.min(costs[group] as number, cost);
    });
    const key = costs.join(',');
    const entry = classes.get(key) ?? { costs, count: 0 };
    entry.count++;
    classes.set(key, entry);
  }
  return transport([...classes.values()], capacity);
}

/**
 * Minimum-cost transportation of `sources` (counts with a cost per sink) into sinks of the
 * given capacities (total capacity = total count): successive shortest paths with
 * Bellman–Ford on the residual graph (a handful of nodes).
 */
function transport(
  sources: readonly { costs: readonly number[]; count: number }[],
  capacity: readonly number[],
): number {
  const sinks = capacity.length;
  const flow = sources.map(() => Array<number>(sinks).fill(0));
  const left = sources.map((source) => source.count);
  const room = [...capacity];
  let total = 0;
  for (;;) {
    const path = shortestPath(sources, flow, left, room);
    if (path === undefined) return total;
    const { steps, amount, cost } = path;
    for (const [source, sink, sign] of steps)
      (flow[source] as number[])[sink] = ((flow[source] as number[])[sink] as number) + sign * amount;
    left[steps[0]![0]] = (left[steps[0]![0]] as number) - amount;
    const lastSink = steps[steps.length - 1]![1];
    room[lastSink] = (room[lastSink] as number) - amount;
    total += cost * amount;
  }
}

/** One shortest augmenting path: from a source with players left to a sink with room. */
function shortestPath(
  sources: readonly { costs: readonly number[] }[],
  flow: readonly (readonly number[])[],
  left: readonly number[],
  room: readonly number[],
): { steps: [number, number, number][]; amount: number; cost: number } | undefined {
  const sinks = room.length;
  // Distances to sources (0…n−1) and sinks (n…n+m−1), with the edge that reached each.
  const n = sources.length;
  const distance = Array<number>(n + sinks).fill(Number.POSITIVE_INFINITY);
  const via = Array<number>(n + sinks).fill(-1);
  for (let source = 0; source < n; source++) if ((left[source] as number) > 0) distance[source] = 0;
  for (let round = 0; round < n + sinks; round++) {
    let changed = false;
    for (let source = 0; source < n; source++) {
      for (let sink = 0; sink < sinks; sink++) {
        const cost = (sources[source] as { costs: readonly number[] }).costs[sink] as number;
        const forward = (distance[source] as number) + cost;
        if (forward < (distance[n + sink] as number)) {
          distance[n + sink] = forward;
          via[n + sink] = source;
          changed = true;
        }
        const back = (distance[n + sink] as number) - cost;
        if (
          ((flow[source] as readonly number[])[sink] as number) > 0 &&
          back < (distance[source] as number)
        ) {
          distance[source] = back;
          via[source] = n + sink;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  let best = -1;
  for (let sink = 0; sink < sinks; sink++) {
    if (
      (room[sink] as number) > 0 &&
      (best < 0 || (distance[n + sink] as number) < (distance[n + best] as number))
    )
      best = sink;
  }
  if (best < 0 || distance[n + best] === Number.POSITIVE_INFINITY) return undefined;
  const steps: [number, number, number][] = [];
  let amount = room[best] as number;
  let node = n + best;
  while (!(node < n && via[node] === -1)) {
    if (node >= n) {
      const source = via[node] as number;
      steps.unshift([source, node - n, 1]);
      node = source;
    } else {
      const sinkNode = via[node] as number;
      const sink = sinkNode - n;
      amount = Math.min(amount, (flow[node] as readonly number[])[sink] as number);
      steps.unshift([node, sink, -1]);
      node = sinkNode;
    }
  }
  amount = Math.min(amount, left[node] as number);
  return { steps, amount, cost: (distance[n + best] as number) - 0 };
}
