/**
 * Rounds 2 and later of the Swiss pairing (KOA III.2–III.7, NOF §20b; spec `othello.md` §7):
 * one maximum-weight matching over every possible pair and a bye slot, the priorities of
 * {@link PAIRING_PRIORITIES} folded exactly into integer weights; then the bye, the colours,
 * the board order and a note for every priority that gave way.
 *
 * @module
 */

import {
  fail,
  type MatchingEdge,
  matchingReducedCost,
  maxWeightMatchingWithCertificate,
  problemAt,
  show,
} from '../../core/internal.js';
import type { OthelloPairedGame, OthelloPairing, PairingMode, PairingNote } from './pairing.js';
import type { ColourCode, PlayerHistory } from './pairing-history.js';
import {
  BYE_POINTS,
  BYE_UPPER_HALF,
  COLOUR_BALANCE,
  COLOUR_REPEAT,
  colourCosts,
  foldMultipliers,
  PAIRING_PRIORITIES,
  type PairingPriority,
  PRIORITY_COUNT,
  pairColours,
  REMATCH,
  SCORE_DIFFERENCE,
  SECOND_BYE,
} from './pairing-weights.js';

/** A pairing before the rules' name is added and it is frozen. */
export type RoundPairing = Omit<OthelloPairing, 'rules'>;

/** Pairs solved first: each player with the next this many in the standings … */
const NEIGHBOURHOOD = 4;
/** … and with this many partners of lowest cost (then all pairs are proven). */
const FAVOURITES = 8;
/** The priorities that only the bye slot has a cost on. */
const BYE_PRIORITIES = [SECOND_BYE, BYE_UPPER_HALF, BYE_POINTS] as const;

/**
 * Pairs round `round` (≥ 2) of the present players, sorted by points then seeding order.
 *
 * @throws `PAIRING_IMPOSSIBLE` in `strict` mode when every pairing repeats a game
 */
export function pairLaterRound(pairable: PlayerHistory[], round: number, mode: PairingMode): RoundPairing {
  const costs = new PairCosts(pairable, mode);
  const weights = new PairWeights(costs);
  const mate = optimalMatching(costs, weights);
  requireEveryonePaired(pairable, mate, round, mode);
  const cost = Object.fromEntries(PAIRING_PRIORITIES.map((priority) => [priority, 0])) as Record<
    PairingPriority,
    number
  >;
  const notes: PairingNote[] = [];
  const bye = costs.withBye ? takeBye(costs, mate, cost, notes) : null;
  if (weights.folded < PRIORITY_COUNT) {
    notes.push({
      kind: 'precision',
      players: [],
      message: `field too large for exact weights: ${PAIRING_PRIORITIES.slice(weights.folded).join(', ')} decided per pair only`,
    });
  }
  const games = boardOrder(pairable, mate, costs.byeVertex).map(([first, second], board) =>
    colouredGame(first, second, board, cost, notes),
  );
  return { round, games, bye, notes, cost };
}

/**
 * Lower half of the standings (NOF §20b): at least ⌊N/2⌋ present players have more points
 * (so with an odd field the middle place belongs to the lower half); a group tied on points
 * counts at its best place. 1 for each player in the upper half.
 */
function upperHalfFlags(pairable: readonly PlayerHistory[]): Uint8Array {
  const count = pairable.length;
  const inUpperHalf = new Uint8Array(count);
  for (let vertex = 0, above = 0; vertex < count; vertex++) {
    if (vertex > 0 && pairable[vertex]!.halfPoints < pairable[vertex - 1]!.halfPoints) above = vertex;
    inUpperHalf[vertex] = above < Math.floor(count / 2) ? 1 : 0;
  }
  return inUpperHalf;
}

/** 1 at `a * count + b` when the players at places `a` and `b` have met. */
function metMatrix(pairable: readonly PlayerHistory[]): Uint8Array {
  const count = pairable.length;
  const met = new Uint8Array(count * count);
  const vertexOf = new Map(pairable.map((player, vertex) => [player.index, vertex]));
  pairable.forEach((player, a) => {
    for (const opponent of player.met.keys()) {
      const b = vertexOf.get(opponent);
      if (b !== undefined) met[a * count + b] = 1;
    }
  });
  return met;
}

/** Each player's partners of lowest ordering key, best first (`-1` for an empty slot). */
class Favourites {
  readonly partners: Int32Array;
  private readonly keys: Float64Array;

  constructor(count: number) {
    this.partners = new Int32Array(count * FAVOURITES).fill(-1);
    this.keys = new Float64Array(count * FAVOURITES).fill(Number.POSITIVE_INFINITY);
  }

  /** Keeps `b` among `a`'s favourites if its key is among the lowest. */
  offer(a: number, b: number, key: number): void {
    const { keys, partners } = this;
    const base = a * FAVOURITES;
    if (key >= keys[base + FAVOURITES - 1]!) return;
    let slot = FAVOURITES - 1;
    while (slot > 0 && keys[base + slot - 1]! > key) {
      keys[base + slot] = keys[base + slot - 1]!;
      partners[base + slot] = partners[base + slot - 1]!;
      slot--;
    }
    keys[base + slot] = key;
    partners[base + slot] = b;
  }
}

/**
 * Every pair's costs on the pair priorities, kept in flat typed arrays at `a * count + b`
 * (`a < b`; large fields have millions of pairs); each vertex's worst cost per priority, for
 * the fold; each player's most promising partners, for the first solve.
 */
class PairCosts {
  readonly count: number;
  readonly withBye: boolean;
  /** The players, plus the bye slot with an odd field. */
  readonly vertexCount: number;
  /** The bye slot's vertex, or `-1`. */
  readonly byeVertex: number;
  readonly inUpperHalf: Uint8Array;
  /** 0: no such pair (a rematch in `strict` mode, KOA III.2); 1: a pair; 2: a pair that is a rematch. */
  readonly exists: Uint8Array;
  readonly scoreCost: Int32Array;
  readonly balanceCost: Uint8Array;
  readonly repeatCost: Uint8Array;
  readonly favourites: Favourites;
  private readonly worstAtVertex: Float64Array[];
  private readonly worstEdge = new Float64Array(PRIORITY_COUNT);

  constructor(
    readonly pairable: readonly PlayerHistory[],
    mode: PairingMode,
  ) {
    const count = pairable.length;
    this.count = count;
    this.withBye = count % 2 === 1;
    this.vertexCount = this.withBye ? count + 1 : count;
    this.byeVertex = this.withBye ? count : -1;
    this.inUpperHalf = upperHalfFlags(pairable);
    this.exists = new Uint8Array(count * count);
    this.scoreCost = new Int32Array(count * count);
    this.balanceCost = new Uint8Array(count * count);
    this.repeatCost = new Uint8Array(count * count);
    this.favourites = new Favourites(count);
    this.worstAtVertex = Array.from({ length: PRIORITY_COUNT }, () => new Float64Array(this.vertexCount));
    this.fillPairs(mode);
  }

  /** The bye taker `a`'s cost on one of the bye priorities. */
  byeCost(a: number, priority: number): number {
    const player = this.pairable[a]!;
    if (priority === SECOND_BYE) return player.byes > 0 ? 1 : 0;
    if (priority === BYE_UPPER_HALF) return this.inUpperHalf[a]!;
    return priority === BYE_POINTS ? player.halfPoints : 0;
  }

  /** The most a whole pairing can cost on each priority: the bounds of the exact fold. */
  bounds(): number[] {
    const pairs = this.vertexCount / 2;
    return Array.from({ length: PRIORITY_COUNT }, (_, priority) => {
      if ((BYE_PRIORITIES as readonly number[]).includes(priority)) return this.worstEdge[priority]!;
      let sum = 0;
      for (const cost of this.worstAtVertex[priority]!) sum += cost;
      return Math.min(Math.floor(sum / 2), pairs * this.worstEdge[priority]!);
    });
  }

  private fillPairs(mode: PairingMode): void {
    const { count, pairable } = this;
    const met = metMatrix(pairable);
    const colours = pairable.map((player) => [colourCosts(player, 0), colourCosts(player, 1)] as const);
    const blackBalance = Int32Array.from(colours, ([black]) => black[0]);
    const blackRepeat = Int32Array.from(colours, ([black]) => black[1]);
    const whiteBalance = Int32Array.from(colours, ([, white]) => white[0]);
    const whiteRepeat = Int32Array.from(colours, ([, white]) => white[1]);
    for (let a = 0; a < count; a++) {
      for (let b = a + 1; b < count; b++) {
        const at = a * count + b;
        const rematch = met[at] === 1;
        if (rematch && mode === 'strict') continue; // KOA III.2: a hard rule, the pair does not exist
        // Colours: a black or a white, lexicographically by (balance, repeat) — as pairColours.
        const balanceIfBlack = blackBalance[a]! + whiteBalance[b]!;
        const repeatIfBlack = blackRepeat[a]! + whiteRepeat[b]!;
        const balanceIfWhite = whiteBalance[a]! + blackBalance[b]!;
        const repeatIfWhite = whiteRepeat[a]! + blackRepeat[b]!;
        const blackBetter =
          balanceIfBlack < balanceIfWhite ||
          (balanceIfBlack === balanceIfWhite && repeatIfBlack <= repeatIfWhite);
        const difference = pairable[a]!.halfPoints - pairable[b]!.halfPoints;
        this.exists[at] = rematch ? 2 : 1;
        this.scoreCost[at] = difference * difference;
        this.balanceCost[at] = Math.min(255, blackBetter ? balanceIfBlack : balanceIfWhite);
        this.repeatCost[at] = blackBetter ? repeatIfBlack : repeatIfWhite;
        this.notePair(a, b, at, rematch);
      }
      if (this.withBye) {
        for (const priority of BYE_PRIORITIES)
          this.noteWorst(priority, a, this.byeVertex, this.byeCost(a, priority));
      }
    }
  }

  /** Records the pair's costs among the worst and offers it as a favourite of both ends. */
  private notePair(a: number, b: number, at: number, rematch: boolean): void {
    const score = this.scoreCost[at]!;
    const balance = this.balanceCost[at]!;
    const repeat = this.repeatCost[at]!;
    this.noteWorst(REMATCH, a, b, rematch ? 1 : 0);
    this.noteWorst(SCORE_DIFFERENCE, a, b, score);
    this.noteWorst(COLOUR_BALANCE, a, b, balance);
    this.noteWorst(COLOUR_REPEAT, a, b, repeat);
    // An ordering key only (lexicographic on the pair priorities, then nearness in the
    // standings), to pick candidates.
    const key =
      (rematch ? 2 ** 46 : 0) +
      Math.min(score, 2 ** 16 - 1) * 2 ** 30 +
      balance * 2 ** 22 +
      repeat * 2 ** 14 +
      Math.min(b - a, 2 ** 14 - 1);
    this.favourites.offer(a, b, key);
    this.favourites.offer(b, a, key);
  }

  private noteWorst(priority: number, a: number, b: number, cost: number): void {
    const atVertex = this.worstAtVertex[priority]!;
    if (cost > atVertex[a]!) atVertex[a] = cost;
    if (cost > atVertex[b]!) atVertex[b] = cost;
    if (cost > this.worstEdge[priority]!) this.worstEdge[priority] = cost;
  }
}

/**
 * The pair costs folded exactly into one integer weight per edge. If the field is too large
 * for exact integers, the lowest priorities are dropped from the matching (`folded` says how
 * many are kept; colours are still chosen per pair afterwards).
 */
class PairWeights {
  readonly folded: number;
  private readonly factors: readonly number[];

  constructor(private readonly costs: PairCosts) {
    const bounds = costs.bounds();
    let folded = PRIORITY_COUNT;
    let multipliers = foldMultipliers(bounds);
    while (multipliers === null) {
      folded--;
      multipliers = foldMultipliers(bounds.slice(0, folded));
    }
    this.folded = folded;
    this.factors = Array.from({ length: PRIORITY_COUNT }, (_, priority) =>
      priority < folded ? multipliers[priority]! : 0,
    );
  }

  /** The weight of the edge `a`–`b` (`a < b`; `b` may be the bye slot), `undefined` if there is no such pair. */
  weightOf(a: number, b: number): number | undefined {
    const { costs, factors } = this;
    if (b === costs.byeVertex) {
      let cost = 0;
      for (const priority of BYE_PRIORITIES) cost += costs.byeCost(a, priority) * factors[priority]!;
      return -cost;
    }
    const at = a * costs.count + b;
    const kind = costs.exists[at]!;
    if (kind === 0) return undefined;
    return -(
      (kind === 2 ? factors[REMATCH]! : 0) +
      costs.scoreCost[at]! * factors[SCORE_DIFFERENCE]! +
      costs.balanceCost[at]! * factors[COLOUR_BALANCE]! +
      costs.repeatCost[at]! * factors[COLOUR_REPEAT]!
    );
  }
}

/** The edges handed to the matching so far, each pair at most once. */
class CandidateGraph {
  readonly edges: MatchingEdge[] = [];
  private readonly inGraph: Uint8Array;

  constructor(
    private readonly vertexCount: number,
    private readonly weights: PairWeights,
  ) {
    this.inGraph = new Uint8Array(vertexCount * vertexCount);
  }

  has(a: number, b: number): boolean {
    return this.inGraph[a * this.vertexCount + b] === 1;
  }

  add(a: number, b: number): void {
    if (this.has(a, b)) return;
    this.inGraph[a * this.vertexCount + b] = 1;
    const weight = this.weights.weightOf(a, b);
    if (weight !== undefined) this.edges.push({ u: a, v: b, weight });
  }
}

/**
 * The optimal matching (`mate[vertex]`, `-1` unmatched). Solves on promising pairs first —
 * neighbours in the standings, each player's favourite partners, every bye — then proves the
 * result optimal for all pairs with the matching's dual certificate, adding any pair that
 * could still improve it. The answer is the same as a solve over all pairs.
 */
function optimalMatching(costs: PairCosts, weights: PairWeights): Int32Array {
  const { count, vertexCount, favourites } = costs;
  const graph = new CandidateGraph(vertexCount, weights);
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < Math.min(count, a + 1 + NEIGHBOURHOOD); b++) graph.add(a, b);
    for (let slot = 0; slot < FAVOURITES; slot++) {
      const b = favourites.partners[a * FAVOURITES + slot]!;
      if (b >= 0) graph.add(Math.min(a, b), Math.max(a, b));
    }
    if (costs.withBye) graph.add(a, costs.byeVertex);
  }
  for (;;) {
    const solution = maxWeightMatchingWithCertificate(vertexCount, graph.edges, { maxCardinality: true });
    if (addImprovingPairs(solution, count, graph, weights) === 0) return solution.mate;
  }
}

/** Adds to the graph every pair the solution's certificate does not prove useless; returns how many. */
function addImprovingPairs(
  solution: ReturnType<typeof maxWeightMatchingWithCertificate>,
  count: number,
  graph: CandidateGraph,
  weights: PairWeights,
): number {
  let added = 0;
  // Without a perfect matching the certificate proves nothing: take every pair.
  const perfect = !solution.mate.includes(-1);
  const { vertexDuals, blossomParent, weightScale } = solution.certificate;
  for (let a = 0; a < count; a++) {
    const dualA = vertexDuals[a]!;
    const topLevelA = blossomParent[a] === -1;
    for (let b = a + 1; b < count; b++) {
      if (graph.has(a, b)) continue;
      const weight = weights.weightOf(a, b);
      if (weight === undefined) continue;
      // Ends outside any blossom: the reduced cost is just the duals' sum minus the weight.
      const improving = !perfect
        ? true
        : topLevelA || blossomParent[b] === -1
          ? dualA + vertexDuals[b]! - 2 * weightScale * weight < 0
          : matchingReducedCost(solution.certificate, a, b, weight) < 0;
      if (improving) {
        graph.add(a, b);
        added++;
      }
    }
  }
  return added;
}

/** KOA III.2: in `strict` mode a player without a possible opponent makes the round impossible. */
function requireEveryonePaired(
  pairable: readonly PlayerHistory[],
  mate: Int32Array,
  round: number,
  mode: PairingMode,
): void {
  const unmatched = pairable.filter((_, vertex) => mate[vertex] === -1);
  if (unmatched.length === 0) return;
  fail(
    problemAt(
      'PAIRING_IMPOSSIBLE',
      ['rules', 'mode'],
      mode,
      `round ${round}: no pairing avoids a rematch (strict mode, KOA III.2); players left without an opponent: ${unmatched.map((player) => show(player.id)).join(', ')}; use mode 'modified'`,
    ),
  );
}

/** The bye taker (NOF §20b), with its cost and notes on a second bye or a bye in the upper half. */
function takeBye(
  costs: PairCosts,
  mate: Int32Array,
  cost: Record<PairingPriority, number>,
  notes: PairingNote[],
): string {
  const vertex = mate[costs.byeVertex]!;
  const taker = costs.pairable[vertex]!;
  if (taker.byes > 0) {
    cost.secondBye = 1;
    notes.push({
      kind: 'secondBye',
      players: [taker.id],
      message: `second bye for player ${taker.id}: every player who could take the bye has had one`,
    });
  }
  if (costs.inUpperHalf[vertex] === 1) {
    cost.byeUpperHalf = 1;
    notes.push({
      kind: 'byeUpperHalf',
      players: [taker.id],
      message: `bye for player ${taker.id} (${formatPoints(taker.halfPoints)} point${taker.halfPoints === 2 ? '' : 's'}) in the upper half: no lower-half player could take it`,
    });
  }
  cost.byePoints = taker.halfPoints;
  return taker.id;
}

/** The matched pairs, better-placed player first, in board order: the stronger pair first. */
function boardOrder(
  pairable: readonly PlayerHistory[],
  mate: Int32Array,
  byeVertex: number,
): [PlayerHistory, PlayerHistory][] {
  const pairs: [PlayerHistory, PlayerHistory, number][] = [];
  for (let vertex = 0; vertex < pairable.length; vertex++) {
    const other = mate[vertex]!;
    if (other > vertex && other !== byeVertex) pairs.push([pairable[vertex]!, pairable[other]!, vertex]);
  }
  // `vertex` (the better player's place) settles ties.
  pairs.sort(
    ([a1, b1, v1], [a2, b2, v2]) =>
      Math.max(a2.halfPoints, b2.halfPoints) - Math.max(a1.halfPoints, b1.halfPoints) ||
      a2.halfPoints + b2.halfPoints - (a1.halfPoints + b1.halfPoints) ||
      v1 - v2,
  );
  return pairs.map(([first, second]) => [first, second]);
}

/** The game on board `board` (0-based) with its colours, adding its costs and notes. */
function colouredGame(
  first: PlayerHistory,
  second: PlayerHistory,
  board: number,
  cost: Record<PairingPriority, number>,
  notes: PairingNote[],
): OthelloPairedGame {
  const colours = pairColours(first, second);
  // An exact colour tie: the better-placed player has black on odd boards (1, 3, …).
  const firstColour: ColourCode = colours.colourOfA ?? (board % 2 === 0 ? 0 : 1);
  const [black, white] = firstColour === 0 ? [first, second] : [second, first];
  const met = first.met.get(second.index);
  if (met !== undefined) {
    cost.rematch++;
    notes.push({
      kind: 'rematch',
      players: [first.id, second.id],
      message: `rematch unavoidable for players ${first.id} and ${second.id} (met in round ${met.join(', ')})`,
    });
  }
  const difference = first.halfPoints - second.halfPoints;
  if (difference !== 0) {
    cost.scoreDifference += difference * difference;
    notes.push({
      kind: 'scoreDifference',
      players: [first.id, second.id],
      message: `players ${first.id} (${formatPoints(first.halfPoints)}) and ${second.id} (${formatPoints(second.halfPoints)}) paired across a score difference of ${formatPoints(Math.abs(difference))}`,
    });
  }
  noteColour(black, 0, cost, notes);
  noteColour(white, 1, cost, notes);
  return { black: black.id, white: white.id };
}

/** Adds the colour costs of `player` taking `colour` (KOA III.5, III.7) and a note for each that gave way. */
function noteColour(
  player: PlayerHistory,
  colour: ColourCode,
  cost: Record<PairingPriority, number>,
  notes: PairingNote[],
): void {
  const [balance, repeat] = colourCosts(player, colour);
  const name = colour === 0 ? 'black' : 'white';
  cost.colourBalance += balance;
  cost.colourRepeat += repeat;
  if (balance > 0) {
    const blacks = player.blacks + (colour === 0 ? 1 : 0);
    const whites = player.whites + (colour === 1 ? 1 : 0);
    notes.push({
      kind: 'colourBalance',
      players: [player.id],
      message: `player ${player.id} gets ${name}: colours ${blacks} black / ${whites} white after this round`,
    });
  }
  if (repeat > 0) {
    notes.push({
      kind: 'colourRepeat',
      players: [player.id],
      message: `player ${player.id} gets ${name} for the ${repeat === 1 ? 'second' : 'third or later'} time in a row`,
    });
  }
}

/** Half-points as points: `3`, `2½`, `½`. */
function formatPoints(halfPoints: number): string {
  const whole = Math.floor(halfPoints / 2);
  return halfPoints % 2 === 0 ? String(whole) : whole === 0 ? '½' : `${whole}½`;
}
