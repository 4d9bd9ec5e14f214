import {
  checkList,
  checkNumber,
  checkOneOf,
  checkRecord,
  createRandom,
  deepFreeze,
  MindsportError,
  rank,
  readOptions,
  show,
  THROW,
} from '../core/internal.js';
import { isPower, POWERS, type Power } from './powers.js';

/**
 * The geographic power groups the Diplomacy Tournament Manager spreads each player over
 * (seed 003 §1d: "Østerrike/Italia, Frankrike/England, Russland/Tyrkia og Tyskland").
 *
 * @example
 * ```ts
 * import { POWER_GROUPS } from 'mindsport/diplomacy';
 * console.log(POWER_GROUPS.map((group) => group.join('/')).join(', ')); // austria/italy, england/france, russia/turkey, germany
 * ```
 */
export const POWER_GROUPS: readonly (readonly Power[])[] = deepFreeze([
  ['austria', 'italy'],
  ['england', 'france'],
  ['russia', 'turkey'],
  ['germany'],
]);

/** Where a player travelled from: the first two sit-out priorities of seed 003 §1e. */
export type Travel = 'abroad' | 'otherRegion' | 'local';

/** A player present for the round, with the data the sit-out priority needs (seed 003 §1e). */
export interface AllocationPlayer {
  /** Unique player id. */
  readonly id: string;
  /**
   * Priority 1–2: travelled from abroad ("Tilreisende fra utlandet") plays before a
   * player from another region ("fra andre landsdeler"), who plays before a local one.
   * Default `'local'`.
   */
  readonly travel?: Travel;
  /**
   * Priority 3: when the player paid the Arcon fee ("tidspunkt for innbetaling"); earlier
   * plays first. ISO 8601 text or epoch milliseconds; a player who has not paid comes after
   * every player who has.
   */
  readonly paidAt?: string | number;
  /**
   * Priority 4: when the player arrived for the round ("tidspunkt for oppmøte"); earlier
   * plays first. ISO 8601 text or epoch milliseconds; missing comes last.
   */
  readonly arrivedAt?: string | number;
  /** Volunteered to sit out: the organiser first looks for volunteers (seed 003 §1e). */
  readonly volunteer?: boolean;
}

/** A power a player already played in this event. */
export interface PowerPlayed {
  /** Player id. */
  readonly player: string;
  /** The power played. */
  readonly power: Power;
  /** The round it was played in (informational). */
  readonly round?: number;
}

/** Options of {@link allocateRound}. */
export interface AllocationOptions {
  /** Seed for the random seating and the lot that ends a sit-out tie. */
  readonly seed: number | string;
  /**
   * `'qualifying'` (default): random seating (seed 003 §1c). `'final'`: boards filled in
   * qualification order, the top board's powers left to the players' choice (seed §3a–b).
   */
  readonly stage?: 'qualifying' | 'final';
  /** Groups of relatives who must never share a board (seed 003 §1c). */
  readonly relatives?: readonly (readonly string[])[];
  /**
   * Final stage: player ids in qualification order, best first. Present players not in
   * the list (no qualifying rounds) go to the lowest boards (seed 003 §3a).
   */
  readonly qualificationOrder?: readonly string[];
  /**
   * What to do when no allocation satisfies the hard constraints: `'throw'` (default) a
   * `NO_VALID_ALLOCATION` error, or `'relax'`: return the allocation with the fewest
   * violations, listed in `violations`.
   */
  readonly onInfeasible?: 'throw' | 'relax';
  /** Swap attempts of the seating search per player (default 200). */
  readonly effort?: number;
}

/** One seat: a player and the power drawn for them. */
export interface Seat {
  /** Player id. */
  readonly player: string;
  /** The power, or `null` on the final top board, where players choose (seed 003 §3b). */
  readonly power: Power | null;
}

/** One board of seven. */
export interface AllocatedBoard {
  /** Board number, 1 = the top board. */
  readonly board: number;
  /** True for the final round's top board ("førstebrettet"). */
  readonly top: boolean;
  /** The seven seats, in power order (top board: in qualification order). */
  readonly seats: readonly Seat[];
}

/** A player who sits out, and the priority that put them there. */
export interface SitOut {
  /** Player id. */
  readonly player: string;
  /**
   * The first priority on which the player came after the last player who plays:
   * `'topBoard'` (final: the seven best qualifiers always play), `'volunteer'`, `'travel'`,
   * `'paidAt'`, `'arrivedAt'`, `'qualification'` (final: lower in the qualification order,
   * players without qualifying rounds last) or `'lot'`.
   */
  readonly reason: SitOutReason;
}

/** Why a player sits out: the sit-out priorities in the order they are applied. */
export type SitOutReason =
  | 'topBoard'
  | 'volunteer'
  | 'travel'
  | 'paidAt'
  | 'arrivedAt'
  | 'qualification'
  | 'lot';

/** A broken hard constraint, reported only with `onInfeasible: 'relax'`. */
export interface AllocationViolation {
  /** `'REPEATED_POWER'` or `'RELATIVES_TOGETHER'`. */
  readonly code: 'REPEATED_POWER' | 'RELATIVES_TOGETHER';
  /** The board. */
  readonly board: number;
  /** The players concerned. */
  readonly players: readonly string[];
  /** The power, for a repeated power. */
  readonly power?: Power;
}

/** The result of {@link allocateRound}. */
export interface RoundAllocation {
  /** The boards, board 1 first. */
  readonly boards: readonly AllocatedBoard[];
  /** Players who sit out, in priority order (the first would be the next to play). */
  readonly sittingOut: readonly SitOut[];
  /**
   * How unevenly powers spread over the groups: for every seat, the number of earlier
   * games of that player in the same power group, summed. 0 when everyone gets a new group.
   */
  readonly groupRepeats: number;
  /** Broken hard constraints (empty unless `onInfeasible: 'relax'` had to relax). */
  readonly violations: readonly AllocationViolation[];
}

/** What the allocation needs to know of a player's history. */
interface PlayerFacts {
  /** Bit mask of powers already played (bit i = POWERS[i]). */
  readonly played: number;
  /** Games already played per power group. */
  readonly groupCounts: number[];
}

const BOARD_SIZE = 7;
const HARD = 100_000;
const FULL = (1 << BOARD_SIZE) - 1;
const GROUP_OF: readonly number[] = POWERS.map((power) =>
  POWER_GROUPS.findIndex((group) => group.includes(power)),
);

/**
 * Seats a round of a Diplomacy tournament on boards of seven and draws each player's
 * power, as the Diplomacy Tournament Manager does at the Norwegian championship
 * (seed 003 §1c–e, spec diplomacy.md §4).
 *
 * Hard constraints — relatives never share a board, no player gets a power they already
 * played in this event (the final top board is exempt) — hold whenever an allocation
 * exists. The soft goal — spread each player over the groups Austria/Italy,
 * France/England, Russia/Turkey, Germany — is optimised: each board's powers are an
 * exact minimum-cost assignment, and the seating is improved by swaps from a random
 * start. When the count is not a multiple of 7, who sits out follows the seed's
 * priority list. Deterministic given its inputs and seed.
 *
 * @param players - the players present for the round (not mutated)
 * @param history - powers already played in this event
 * @param options - seed, stage, relatives, qualification order
 * @returns the boards, who sits out, the spread cost and any relaxed violations
 * @throws {@link MindsportError} `BAD_PLAYER_ID`, `DUPLICATE_PLAYER`, `UNKNOWN_POWER`, `BAD_TIME`,
 *   `BAD_TRAVEL`, `NOT_ENOUGH_PLAYERS`; `NO_VALID_ALLOCATION` when it is proven that the
 *   hard constraints cannot all hold; `ALLOCATION_SEARCH_LIMIT` when the exact search
 *   gave up before finding an allocation or proving there is none (both only with the
 *   default `onInfeasible: 'throw'`)
 * @example
 * ```ts
 * import { allocateRound } from 'mindsport/diplomacy';
 * const players = Array.from({ length: 15 }, (_, index) => ({ id: `p${index + 1}` }));
 * const round = allocateRound(players, [], { seed: 'NM 2007 round 1', relatives: [['p1', 'p2']] });
 * console.log(round.boards.length, round.sittingOut.length); // 2 1
 * ```
 */
export function allocateRound(
  players: readonly AllocationPlayer[],
  history: readonly PowerPlayed[],
  options: AllocationOptions,
): RoundAllocation {
  checkAllocationInput(players, history, options);
  const random = createRandom(options.seed);
  const stage = options.stage ?? 'qualifying';
  const ids = new Set<string>();
  for (const [index, player] of players.entries()) {
    if (typeof player?.id !== 'string' || player.id === '') {
      throw new MindsportError(
        'BAD_PLAYER_ID',
        `player ${index}: id ${show(player?.id)} must be a non-empty string`,
        {
          path: ['players', index, 'id'],
          value: player?.id,
        },
      );
    }
    if (ids.has(player.id)) {
      throw new MindsportError('DUPLICATE_PLAYER', `player ${show(player.id)} is listed twice`, {
        path: ['players', index, 'id'],
        value: player.id,
      });
    }
    ids.add(player.id);
  }
  if (players.length < BOARD_SIZE) {
    throw new MindsportError('NOT_ENOUGH_PLAYERS', `${players.length} players cannot fill a board of seven`, {
      path: ['players'],
      value: players.length,
    });
  }
  const playedMasks = new Map<string, number>();
  for (const [index, entry] of history.entries()) {
    if (!isPower(entry?.power)) {
      throw new MindsportError('UNKNOWN_POWER', `history ${index}: ${show(entry?.power)} is not a power`, {
        path: ['history', index, 'power'],
        value: entry?.power,
      });
    }
    playedMasks.set(entry.player, (playedMasks.get(entry.player) ?? 0) | (1 << POWERS.indexOf(entry.power)));
  }
  for (const [groupIndex, group] of (options.relatives ?? []).entries()) {
    for (const [memberIndex, member] of group.entries()) {
      if (typeof member !== 'string') {
        throw new MindsportError(
          'BAD_PLAYER_ID',
          `relatives ${groupIndex}: ${show(member)} is not a player id`,
          {
            path: ['relatives', groupIndex, memberIndex],
            value: member,
          },
        );
      }
    }
  }

  // Who sits out (seed §1e); in the final the seven best qualifiers always play.
  const order = stage === 'final' ? finalOrder(players, options, random) : undefined;
  const finalPositions = order ? new Map(order.map((id, index) => [id, index])) : undefined;
  const sitOutCount = players.length % BOARD_SIZE;
  const { playing, sittingOut } = chooseSitOuts(players, sitOutCount, finalPositions, random);

  const groupCounts = new Map<string, number[]>();
  for (const entry of history) {
    const counts = groupCounts.get(entry.player) ?? [0, 0, 0, 0];
    counts[GROUP_OF[POWERS.indexOf(entry.power)] as number]! += 1;
    groupCounts.set(entry.player, counts);
  }
  const facts = new Map<string, PlayerFacts>();
  for (const player of playing) {
    facts.set(player.id, {
      played: playedMasks.get(player.id) ?? 0,
      groupCounts: groupCounts.get(player.id) ?? [0, 0, 0, 0],
    });
  }

  if (order) {
    // The boards follow the same order that chose who sits out.
    return finishFinal(
      order.filter((id) => facts.has(id)),
      facts,
      options,
      sittingOut,
    );
  }
  return seatQualifying(playing, facts, options, random, sittingOut);
}

const ALLOCATION_OPTIONS = [
  'seed',
  'stage',
  'relatives',
  'qualificationOrder',
  'onInfeasible',
  'effort',
] as const;

/**
 * The shape of the arguments, so `null` or a misspelt option is a `MindsportError` naming the
 * place (issue 23), never a `TypeError` or a silently ignored value.
 */
function checkAllocationInput(players: unknown, history: unknown, options: unknown): void {
  const read = readOptions<AllocationOptions>(options, ALLOCATION_OPTIONS);
  if (checkList(players, ['players'], THROW)) {
    for (const [index, player] of players.entries()) checkRecord(player, ['players', index], THROW);
  }
  if (checkList(history, ['history'], THROW)) {
    for (const [index, entry] of history.entries()) checkRecord(entry, ['history', index], THROW);
  }
  if (read.stage !== undefined) checkOneOf(read.stage, ['qualifying', 'final'], ['options', 'stage'], THROW);
  if (read.onInfeasible !== undefined) {
    checkOneOf(read.onInfeasible, ['throw', 'relax'], ['options', 'onInfeasible'], THROW);
  }
  if (read.effort !== undefined) checkNumber(read.effort, ['options', 'effort'], THROW, { min: 0 });
  if (read.relatives !== undefined && checkList(read.relatives, ['options', 'relatives'], THROW)) {
    for (const [index, group] of read.relatives.entries())
      checkList(group, ['options', 'relatives', index], THROW);
  }
  if (read.qualificationOrder !== undefined) {
    checkList(read.qualificationOrder, ['options', 'qualificationOrder'], THROW);
  }
}

/** Final stage order: qualification order first, then the others in a seeded random order. */
function finalOrder(
  players: readonly AllocationPlayer[],
  options: AllocationOptions,
  random: ReturnType<typeof createRandom>,
): string[] {
  const present = new Set(players.map((player) => player.id));
  const order: string[] = [];
  const seen = new Set<string>();
  for (const [index, id] of (options.qualificationOrder ?? []).entries()) {
    if (seen.has(id)) {
      throw new MindsportError('DUPLICATE_PLAYER', `qualification order lists ${show(id)} twice`, {
        path: ['qualificationOrder', index],
        value: id,
      });
    }
    seen.add(id);
    if (present.has(id)) order.push(id);
  }
  // The lot for players without qualifying rounds is drawn on a fixed (sorted) list, so
  // the input order of players never matters.
  const others = players
    .map((player) => player.id)
    .filter((id) => !seen.has(id))
    .sort();
  const fork = createRandom(`${String(random.seed)}|final-order`);
  return [...order, ...fork.shuffle(others)];
}

function parseTime(value: string | number | undefined, path: (string | number)[]): number {
  if (value === undefined) return Number.MAX_SAFE_INTEGER;
  const time = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(time)) {
    throw new MindsportError('BAD_TIME', `${path.join('.')}: ${show(value)} is not a time`, { path, value });
  }
  return time;
}

const TRAVEL_RANK: Readonly<Record<Travel, number>> = { abroad: 2, otherRegion: 1, local: 0 };

function chooseSitOuts(
  players: readonly AllocationPlayer[],
  count: number,
  finalPositions: ReadonlyMap<string, number> | undefined,
  random: ReturnType<typeof createRandom>,
): { playing: AllocationPlayer[]; sittingOut: SitOut[] } {
  if (count === 0) return { playing: [...players], sittingOut: [] };
  // The lot is drawn over the ids in sorted order, so it never depends on input order.
  const lotOrder = createRandom(`${String(random.seed)}|sit-out lot`).shuffle(
    players.map((player) => player.id).sort(),
  );
  const lot = new Map(lotOrder.map((id, index) => [id, index]));
  const rows = players.map((player, index) => {
    const travel = player.travel ?? 'local';
    if (!Object.hasOwn(TRAVEL_RANK, travel)) {
      throw new MindsportError('BAD_TRAVEL', `player ${show(player.id)}: travel ${show(travel)} is unknown`, {
        path: ['players', index, 'travel'],
        value: travel,
      });
    }
    const position = finalPositions?.get(player.id) ?? 0;
    return {
      id: player.id,
      player,
      values: {
        topBoard: position < BOARD_SIZE && finalPositions ? 1 : 0,
        volunteer: player.volunteer === true ? 1 : 0,
        travel: TRAVEL_RANK[travel],
        paidAt: parseTime(player.paidAt, ['players', index, 'paidAt']),
        arrivedAt: parseTime(player.arrivedAt, ['players', index, 'arrivedAt']),
        qualification: position,
        lot: lot.get(player.id) as number,
      } satisfies Record<SitOutReason, number>,
    };
  });
  // Higher plays first for these; lower plays first for the others.
  const higherFirst: ReadonlySet<SitOutReason> = new Set(['topBoard', 'travel']);
  const ranked = rank(rows, {
    id: (row) => row.id,
    criteria: SIT_OUT_ORDER.map((name) => ({
      name,
      value: (row: (typeof rows)[number]) => row.values[name],
      order: higherFirst.has(name) ? ('desc' as const) : ('asc' as const),
    })),
  });
  const cut = ranked.length - count;
  const lastPlaying = ranked[cut - 1]?.row;
  const playing = ranked.slice(0, cut).map((row) => row.row.player);
  const sittingOut = ranked.slice(cut).map(({ row }): SitOut => {
    const reason = SIT_OUT_ORDER.find((name) => lastPlaying && row.values[name] !== lastPlaying.values[name]);
    return { player: row.id, reason: reason ?? 'lot' };
  });
  return { playing, sittingOut };
}

const SIT_OUT_ORDER: readonly SitOutReason[] = [
  'topBoard',
  'volunteer',
  'travel',
  'paidAt',
  'arrivedAt',
  'qualification',
  'lot',
];

/**
 * Minimum-cost assignment of distinct powers to up to seven players: a DP over the
 * players in order and the set of powers used (7 × 128 states). A repeated power costs
 * `HARD`; otherwise a seat costs the player's earlier games in the power's group.
 */
function assignPowers(
  members: readonly string[],
  facts: ReadonlyMap<string, PlayerFacts>,
): { cost: number; powers: Power[] } {
  const size = members.length;
  const costs: number[][] = members.map((id) => {
    const fact = facts.get(id) as PlayerFacts;
    return POWERS.map((_, power) =>
      (fact.played >> power) & 1 ? HARD : (fact.groupCounts[GROUP_OF[power] as number] as number),
    );
  });
  // best[mask] = minimum cost of giving the first popcount(mask) players the powers in mask.
  const best = new Float64Array(FULL + 1).fill(Number.POSITIVE_INFINITY);
  const choice = new Int8Array(FULL + 1).fill(-1);
  best[0] = 0;
  for (let mask = 0; mask <= FULL; mask++) {
    const base = best[mask] as number;
    if (base === Number.POSITIVE_INFINITY) continue;
    const next = popcount(mask);
    if (next >= size) continue;
    const row = costs[next] as number[];
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

function popcount(mask: number): number {
  let count = 0;
  while (mask) {
    mask &= mask - 1;
    count++;
  }
  return count;
}

function relativePairs(
  members: readonly string[],
  groupOf: ReadonlyMap<string, readonly number[]>,
): { count: number; pairs: string[][] } {
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
  return { count: pairs.length, pairs };
}

function relativeGroups(options: AllocationOptions): Map<string, number[]> {
  const groupOf = new Map<string, number[]>();
  for (const [index, group] of (options.relatives ?? []).entries()) {
    for (const member of group) groupOf.set(member, [...(groupOf.get(member) ?? []), index]);
  }
  return groupOf;
}

function buildResult(
  boards: readonly (readonly string[])[],
  facts: ReadonlyMap<string, PlayerFacts>,
  groupOf: ReadonlyMap<string, readonly number[]>,
  topBoard: boolean,
  sittingOut: readonly SitOut[],
  options: AllocationOptions,
): RoundAllocation {
  const result: AllocatedBoard[] = [];
  const violations: AllocationViolation[] = [];
  let groupRepeats = 0;
  for (const [index, members] of boards.entries()) {
    const number = index + 1;
    if (topBoard && index === 0) {
      result.push({ board: number, top: true, seats: members.map((player) => ({ player, power: null })) });
      continue;
    }
    const { powers } = assignPowers(members, facts);
    const seats = members.map((player, seat) => ({ player, power: powers[seat] as Power }));
    seats.sort((a, b) => POWERS.indexOf(a.power) - POWERS.indexOf(b.power));
    for (const seat of seats) {
      const fact = facts.get(seat.player) as PlayerFacts;
      const power = POWERS.indexOf(seat.power);
      if ((fact.played >> power) & 1) {
        violations.push({ code: 'REPEATED_POWER', board: number, players: [seat.player], power: seat.power });
      } else {
        groupRepeats += fact.groupCounts[GROUP_OF[power] as number] as number;
      }
    }
    if (!topBoard) {
      for (const pair of relativePairs(members, groupOf).pairs) {
        violations.push({ code: 'RELATIVES_TOGETHER', board: number, players: pair });
      }
    }
    result.push({ board: number, top: false, seats });
  }
  if (violations.length > 0 && options.onInfeasible !== 'relax') {
    const first = violations[0] as AllocationViolation;
    throw new MindsportError(
      'NO_VALID_ALLOCATION',
      first.code === 'REPEATED_POWER'
        ? `no allocation avoids a repeated power: board ${first.board} cannot give ${first.players[0]} a power not yet played (${violations.length} violation${violations.length > 1 ? 's' : ''}; use onInfeasible: 'relax' to accept the fewest)`
        : `no seating keeps relatives ${first.players.join(' and ')} apart (${violations.length} violation${violations.length > 1 ? 's' : ''}; use onInfeasible: 'relax' to accept the fewest)`,
      { path: ['options'], value: violations },
    );
  }
  return { boards: result, sittingOut, groupRepeats, violations };
}

function finishFinal(
  order: readonly string[],
  facts: ReadonlyMap<string, PlayerFacts>,
  options: AllocationOptions,
  sittingOut: readonly SitOut[],
): RoundAllocation {
  const boards: string[][] = [];
  for (let start = 0; start < order.length; start += BOARD_SIZE)
    boards.push(order.slice(start, start + BOARD_SIZE));
  // Relatives are kept apart in the random qualifying seating only: in the final the
  // qualification order decides the boards (documented decision).
  return buildResult(boards, facts, new Map(), true, sittingOut, options);
}

function seatQualifying(
  playing: readonly AllocationPlayer[],
  facts: ReadonlyMap<string, PlayerFacts>,
  options: AllocationOptions,
  random: ReturnType<typeof createRandom>,
  sittingOut: readonly SitOut[],
): RoundAllocation {
  const groupOf = relativeGroups(options);
  // The random seating is drawn over the ids in sorted order: input order never matters.
  const ids = random.shuffle(playing.map((player) => player.id).sort());
  const boardCount = ids.length / BOARD_SIZE;
  const boards: string[][] = [];
  for (let board = 0; board < boardCount; board++)
    boards.push(ids.slice(board * BOARD_SIZE, (board + 1) * BOARD_SIZE));
  const boardCost = (members: readonly string[]): number =>
    assignPowers(members, facts).cost + HARD * relativePairs(members, groupOf).count;
  const costs = boards.map(boardCost);

  // Swap search: a seat on a costly board with a seat elsewhere; keep swaps that do not
  // make things worse (sideways moves let the search cross plateaus).
  const effort = Math.max(1, Math.floor(options.effort ?? 200));
  const attempts = effort * ids.length;
  let total = costs.reduce((sum, cost) => sum + cost, 0);
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
    const costA = boardCost(a);
    const costB = boardCost(b);
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
    if (total < HARD && sinceImprovement > 50 * ids.length) break;
  }

  if (total >= HARD) {
    const exact = exactFeasibleSeating(ids, facts, groupOf);
    if (exact.status === 'found')
      return buildResult(exact.boards, facts, groupOf, false, sittingOut, options);
    if (exact.status === 'limit' && options.onInfeasible !== 'relax') {
      throw new MindsportError(
        'ALLOCATION_SEARCH_LIMIT',
        `the seating search found no allocation without a repeated power or relatives together, and gave up after ${SEARCH_LIMIT} steps without proving that none exists; use onInfeasible: 'relax' to accept the fewest violations`,
        { path: ['options'], value: total },
      );
    }
  }
  return buildResult(boards, facts, groupOf, false, sittingOut, options);
}

/**
 * Depth-first search for a seating that meets every hard constraint, ignoring the spread:
 * used when the swap search ends with violations, to find an allocation or to prove that
 * none exists (within SEARCH_LIMIT steps).
 */
function exactFeasibleSeating(
  ids: readonly string[],
  facts: ReadonlyMap<string, PlayerFacts>,
  groupOf: ReadonlyMap<string, readonly number[]>,
): { status: 'found'; boards: string[][] } | { status: 'none' } | { status: 'limit' } {
  const boardCount = ids.length / BOARD_SIZE;
  let steps = 0;
  // Most constrained players first.
  const order = [...ids].sort((a, b) => {
    const weight = (id: string) => popcount(facts.get(id)?.played ?? 0) * 4 + (groupOf.get(id)?.length ?? 0);
    return weight(b) - weight(a) || (a < b ? -1 : a > b ? 1 : 0);
  });
  const boards: string[][] = Array.from({ length: boardCount }, () => []);
  const feasible = (members: readonly string[]): boolean => {
    if (relativePairs(members, groupOf).count > 0) return false;
    return assignPowers(members, facts).cost < HARD;
  };
  // Backtracking over the players in order on explicit arrays (a call per player would
  // overflow the stack for a large event): `chosen[i]` is the board player i sits on, -1 before
  // the first try; `triedEmpty[i]` whether an empty board was tried for player i (one suffices).
  const chosen = new Int32Array(order.length).fill(-1);
  const triedEmpty = new Uint8Array(order.length);
  let index = 0;
  if (order.length > 0) steps++;
  while (index < order.length) {
    const id = order[index] as string;
    if (chosen[index]! >= 0) (boards[chosen[index]!] as string[]).pop();
    let next = chosen[index]! + 1;
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

const SEARCH_LIMIT = 2_000_000;
