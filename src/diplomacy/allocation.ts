/**
 * The seating of a round and its powers (seed 003 §1c–e, §3a): who sits out, the boards and
 * each player's power, as the Diplomacy Tournament Manager does at the Norwegian
 * championship (spec diplomacy.md §4).
 *
 * @module
 */
import {
  checkBoolean,
  checkFields,
  checkInteger,
  checkList,
  checkNumber,
  checkOneOf,
  checkRecord,
  checkString,
  collectProblems,
  createRandom,
  type ErrorPath,
  fail,
  problemAt,
  type Report,
  rank,
  readOptions,
  type SeededRandom,
  show,
  THROW,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import { POWERS, type Power } from './powers.js';
import { type DiplomacyRules, NDF_2007, ruleBook } from './rules.js';
import {
  assignPowers,
  BOARD_SIZE,
  bestOfTwoBoards,
  exactFeasibleSeating,
  HARD,
  improveSeating,
  type PlayerFacts,
  type RelativeGroups,
  relativePairs,
  SEARCH_LIMIT,
  type SeatingModel,
} from './seating.js';
import { type SeatingBound, seatingBound } from './seating-bound.js';
import { explainSeating, powerHistories, seatingModel } from './seating-report.js';
import { freezeResult, noteUnique } from './tournament.js';

/**
 * Where a player travelled from: the first two sit-out priorities of seed 003 §1e.
 *
 * @category Pairing
 */
export type DiplomacyTravel = 'abroad' | 'otherRegion' | 'local';

const TRAVELS = ['abroad', 'otherRegion', 'local'] as const;

/**
 * A player present for the round, with the data the sit-out priority needs (seed 003 §1e).
 *
 * @category Pairing
 */
export interface DiplomacyAllocationPlayer {
  /** Unique player id. */
  readonly id: string;
  /** Display name; the id when omitted. */
  readonly name?: string;
  /**
   * The player's club: players of one club are kept apart when the seating can (a soft
   * rule, issue 27; relatives are the hard one).
   */
  readonly club?: string;
  /**
   * Priority 1–2: travelled from abroad ("Tilreisende fra utlandet") plays before a
   * player from another region ("fra andre landsdeler"), who plays before a local one.
   * Default `'local'`.
   */
  readonly travel?: DiplomacyTravel;
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
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * A power a player already played in this event, and where: the seating reads who met whom
 * from the entries of one round and board (issue 27).
 *
 * @category Pairing
 */
export interface DiplomacyPowerPlayed {
  /** Player id (a player not present this round may be listed). */
  readonly player: string;
  /** The power played. */
  readonly power: Power;
  /** The round it was played in. */
  readonly round: number;
  /** The board it was played on. */
  readonly board: number;
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * What the seating of a round needs: the players present, the powers already played, the
 * relatives, and for the final round the qualification order.
 *
 * @category Pairing
 */
export interface DiplomacyAllocationRequest {
  /** The players present for the round. */
  readonly players: readonly DiplomacyAllocationPlayer[];
  /** Powers already played in this event (seed §1d: no power twice). */
  readonly history?: readonly DiplomacyPowerPlayed[];
  /** Groups of relatives who must never share a board (seed §1c). */
  readonly relatives?: readonly (readonly string[])[];
  /**
   * Final round: player ids in qualification order, best first ({@link diplomacyFinalBoards}
   * gives it). Present players not in the list (no qualifying rounds) go to the lowest
   * boards (seed §3a).
   */
  readonly qualificationOrder?: readonly string[];
  /** The caller's own data, ignored by the library. */
  readonly extra?: unknown;
}

/**
 * Options of {@link allocateDiplomacyRound}.
 *
 * @category Pairing
 */
export interface DiplomacyAllocationOptions {
  /** Seed for the random seating and the lot that ends a sit-out tie: a safe integer or text. Required. */
  readonly seed: number | string;
  /**
   * `'qualifying'` (default): random seating (seed 003 §1c). `'final'`: boards filled in
   * qualification order, the top board's powers left to the players' choice (seed §3a–b).
   */
  readonly stage?: 'qualifying' | 'final';
  /**
   * What to do when no allocation satisfies the hard constraints: `'throw'` (default) a
   * `NO_VALID_ALLOCATION` error, or `'relax'`: return the allocation with the fewest
   * violations, listed in `violations`.
   */
  readonly onInfeasible?: 'throw' | 'relax';
  /** Swap attempts of the seating search per player (default 200). */
  readonly effort?: number;
}

/**
 * One seat: a player and the power drawn for them.
 *
 * @category Pairing
 */
export interface DiplomacySeat {
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id. */
  readonly name: string;
  /** The power, or `null` on the final top board, where players choose (seed 003 §3b). */
  readonly power: Power | null;
  /** The powers the player played earlier in the event, in round order (from the history). */
  readonly previousPowers: readonly Power[];
}

/**
 * One board of seven.
 *
 * @category Pairing
 */
export interface DiplomacyAllocatedBoard {
  /** Board number, 1 = the top board. */
  readonly board: number;
  /** True for the final round's top board ("førstebrettet"). */
  readonly top: boolean;
  /** The seven seats, in power order (top board: in qualification order). */
  readonly seats: readonly DiplomacySeat[];
}

/**
 * Why a player sits out: the sit-out priorities in the order they are applied.
 *
 * @category Pairing
 */
export type DiplomacySitOutReason =
  | 'topBoard'
  | 'volunteer'
  | 'travel'
  | 'paidAt'
  | 'arrivedAt'
  | 'qualification'
  | 'lot';

/**
 * A player who sits out, and the priority that put them there.
 *
 * @category Pairing
 */
export interface DiplomacySitOut {
  /** The player's id. */
  readonly playerId: string;
  /** The player's name, or the id. */
  readonly name: string;
  /**
   * The first priority on which the player came after the last player who plays:
   * `'topBoard'` (final: the seven best qualifiers always play), `'volunteer'`, `'travel'`,
   * `'paidAt'`, `'arrivedAt'`, `'qualification'` (final: lower in the qualification order,
   * players without qualifying rounds last) or `'lot'`.
   */
  readonly reason: DiplomacySitOutReason;
}

/**
 * A broken hard constraint, reported only with `onInfeasible: 'relax'`.
 *
 * @category Pairing
 */
export interface DiplomacyAllocationViolation {
  /** `'REPEATED_POWER'` or `'RELATIVES_TOGETHER'`. */
  readonly code: 'REPEATED_POWER' | 'RELATIVES_TOGETHER';
  /** The board. */
  readonly board: number;
  /** The players concerned, by id. */
  readonly players: readonly string[];
  /** The power, for a repeated power. */
  readonly power?: Power;
}

/**
 * Something the seating had to accept, and why (issue 27): a pair who met before, a player
 * in a power group played before, two club mates on one board, or a broken hard rule.
 *
 * @category Pairing
 */
export interface DiplomacySeatingNote {
  /**
   * `'repeatMeeting'`, `'powerGroup'`, `'clubPairing'`, `'repeatedPower'` (the final's
   * lower boards, or relaxed) or `'relativesTogether'` (relaxed).
   */
  readonly kind: 'repeatMeeting' | 'powerGroup' | 'clubPairing' | 'repeatedPower' | 'relativesTogether';
  /** The board. */
  readonly board: number;
  /** The players concerned, by id. */
  readonly players: readonly string[];
  /**
   * `'forced'`: a count proves no seating avoids it (the message says which);
   * `'finalOrder'`: the final's boards are fixed by the qualification order; `'search'`: the
   * seating search found nothing better, without a proof that nothing is.
   */
  readonly reason: 'forced' | 'finalOrder' | 'search';
  /** The explanation, for people. */
  readonly message: string;
  /** How often the pair met before, for a repeat meeting. */
  readonly timesMet?: number;
  /** The club, for a club pairing. */
  readonly club?: string;
  /** The power, for a power group or a repeated power. */
  readonly power?: Power;
}

/**
 * The seating of a round (a result of {@link allocateDiplomacyRound}).
 *
 * @category Pairing
 */
export interface DiplomacyAllocation {
  /** The name of the rules. */
  readonly rules: string;
  /** The stage seated. */
  readonly stage: 'qualifying' | 'final';
  /** The boards, board 1 first. */
  readonly boards: readonly DiplomacyAllocatedBoard[];
  /** Players who sit out, in priority order (the first would be the next to play). */
  readonly sittingOut: readonly DiplomacySitOut[];
  /**
   * How unevenly powers spread over the groups: for every seat, the number of earlier
   * games of that player in the same power group, summed. 0 when everyone gets a new group.
   */
  readonly groupRepeats: number;
  /** Pairs sharing a board who met before in the event (each pair once). */
  readonly repeatMeetings: number;
  /** Pairs of players of the same club sharing a board. */
  readonly clubPairings: number;
  /**
   * Broken hard constraints: empty unless `onInfeasible: 'relax'` had to relax, or a lower
   * board of the final, whose players the qualification order fixes, has a player left with
   * only powers already played.
   */
  readonly violations: readonly DiplomacyAllocationViolation[];
  /** Every repeat meeting, repeated power group, club pairing and violation, with the reason. */
  readonly explanations: readonly DiplomacySeatingNote[];
}

const REQUEST_FIELDS = ['players', 'history', 'relatives', 'qualificationOrder'];
const PLAYER_FIELDS = ['id', 'name', 'club', 'travel', 'paidAt', 'arrivedAt', 'volunteer'];
const HISTORY_FIELDS = ['player', 'power', 'round', 'board'];

/**
 * Checks what the seating of a round needs and returns every problem at once, each with
 * its path: only known fields (`extra` holds the caller's own data); players with unique
 * ids, a name and club as text, a known `travel`, times as ISO 8601 text or epoch
 * milliseconds (`NOT_A_DATE`), `volunteer` true or false; history entries naming a player,
 * a power, a round and a board; relatives and the qualification order as lists of ids (the
 * order each id once).
 *
 * @category Pairing
 * @param input - a value that should be a {@link DiplomacyAllocationRequest}
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { validateDiplomacyAllocationRequest } from 'mindsport/diplomacy';
 * const { problems } = validateDiplomacyAllocationRequest({ players: [{ id: 'kari', travel: 'abraod' }] });
 * console.log(problems[0]?.code, problems[0]?.message); // NOT_ONE_OF players[0].travel: "abraod" is not one of abroad, otherRegion, local; did you mean "abroad"?
 * ```
 */
export function validateDiplomacyAllocationRequest(input: unknown): Validation<DiplomacyAllocationRequest> {
  return collectProblems((report) => {
    if (!checkRecord(input, [], report)) return input as DiplomacyAllocationRequest;
    checkFields(input, REQUEST_FIELDS, [], report, ['players']);
    if (input.players !== undefined) checkAllocationPlayers(input.players, report);
    if (input.history !== undefined && checkList(input.history, ['history'], report)) {
      for (const [index, entry] of input.history.entries())
        checkPowerPlayed(entry, ['history', index], report);
    }
    if (input.relatives !== undefined && checkList(input.relatives, ['relatives'], report)) {
      for (const [index, group] of input.relatives.entries())
        checkIds(group, ['relatives', index], false, report);
    }
    if (input.qualificationOrder !== undefined)
      checkIds(input.qualificationOrder, ['qualificationOrder'], true, report);
    return input as unknown as DiplomacyAllocationRequest;
  });
}

function checkAllocationPlayers(players: unknown, report: Report): void {
  if (!checkList(players, ['players'], report)) return;
  const seen = new Map<string, number>();
  for (const [index, player] of players.entries()) {
    const path = ['players', index];
    if (!checkRecord(player, path, report)) continue;
    checkFields(player, PLAYER_FIELDS, path, report, ['id']);
    if (player.id !== undefined && checkString(player.id, [...path, 'id'], report)) {
      const id = player.id;
      const text = (first: number): string => `${show(id)} is the id of players[${first}] too`;
      noteUnique(seen, id, index, [...path, 'id'], text, report);
    }
    for (const field of ['name', 'club']) {
      if (player[field] !== undefined) checkString(player[field], [...path, field], report, true);
    }
    if (player.travel !== undefined) checkOneOf(player.travel, TRAVELS, [...path, 'travel'], report);
    for (const field of ['paidAt', 'arrivedAt']) {
      if (player[field] !== undefined) checkTime(player[field], [...path, field], report);
    }
    if (player.volunteer !== undefined) checkBoolean(player.volunteer, [...path, 'volunteer'], report);
  }
}

function checkTime(value: unknown, path: ErrorPath, report: Report): void {
  if (Number.isFinite(timeOf(value))) return;
  report(
    problemAt('NOT_A_DATE', path, value, `${show(value)} is not an ISO 8601 time or epoch milliseconds`),
  );
}

function timeOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

function checkPowerPlayed(entry: unknown, path: ErrorPath, report: Report): void {
  if (!checkRecord(entry, path, report)) return;
  checkFields(entry, HISTORY_FIELDS, path, report, HISTORY_FIELDS);
  if (entry.player !== undefined) checkString(entry.player, [...path, 'player'], report);
  if (entry.power !== undefined) checkOneOf(entry.power, POWERS, [...path, 'power'], report);
  for (const field of ['round', 'board']) {
    if (entry[field] !== undefined) checkInteger(entry[field], [...path, field], report, { min: 1 });
  }
}

function checkIds(list: unknown, path: ErrorPath, unique: boolean, report: Report): void {
  if (!checkList(list, path, report)) return;
  const seen = new Map<string, number>();
  for (const [index, id] of list.entries()) {
    if (!checkString(id, [...path, index], report)) continue;
    if (unique)
      noteUnique(
        seen,
        id,
        index,
        [...path, index],
        (first) => `${show(id)} is listed at [${first}] too`,
        report,
      );
  }
}

/**
 * Returns the request if valid, else throws its first problem with all of them attached.
 *
 * @category Pairing
 * @param input - a value that should be a {@link DiplomacyAllocationRequest}
 * @returns the same value, typed
 * @throws {@link mindsport!MindsportError} the first problem found by {@link validateDiplomacyAllocationRequest}
 * @example
 * ```ts
 * import { assertDiplomacyAllocationRequest } from 'mindsport/diplomacy';
 * console.log(assertDiplomacyAllocationRequest({ players: [{ id: 'kari' }] }).players.length); // 1
 * ```
 */
export function assertDiplomacyAllocationRequest(input: unknown): DiplomacyAllocationRequest {
  return unwrapValidation(validateDiplomacyAllocationRequest(input));
}

const OPTION_KEYS = ['seed', 'stage', 'onInfeasible', 'effort'] as const;

function readAllocationOptions(options: unknown): DiplomacyAllocationOptions {
  const read = readOptions<DiplomacyAllocationOptions>(options, OPTION_KEYS);
  if (read.seed === undefined) {
    fail(
      problemAt(
        'MISSING_FIELD',
        ['options', 'seed'],
        undefined,
        'is missing (the seed of the random seating and the lot)',
      ),
    );
  }
  if (
    !(typeof read.seed === 'string' || (typeof read.seed === 'number' && Number.isSafeInteger(read.seed)))
  ) {
    fail(
      problemAt(
        'BAD_OPTION',
        ['options', 'seed'],
        read.seed,
        `${show(read.seed)} is not a safe integer or text`,
      ),
    );
  }
  if (read.stage !== undefined) checkOneOf(read.stage, ['qualifying', 'final'], ['options', 'stage'], THROW);
  if (read.onInfeasible !== undefined)
    checkOneOf(read.onInfeasible, ['throw', 'relax'], ['options', 'onInfeasible'], THROW);
  if (read.effort !== undefined) checkNumber(read.effort, ['options', 'effort'], THROW, { min: 0 });
  return read as DiplomacyAllocationOptions;
}

/** A call of {@link allocateDiplomacyRound} after its checks. */
interface Allocation {
  readonly request: DiplomacyAllocationRequest;
  readonly options: DiplomacyAllocationOptions;
  readonly random: SeededRandom;
  /** Power index → its group's index in the rules' power groups. */
  readonly groupOfPower: readonly number[];
  readonly groupCount: number;
}

/**
 * Seats a round of a Diplomacy tournament on boards of seven and draws each player's
 * power, as the Diplomacy Tournament Manager does at the Norwegian championship
 * (seed 003 §1c–e, spec diplomacy.md §4).
 *
 * Hard constraints — relatives never share a board, no player gets a power they already
 * played in this event (the final top board is exempt) — hold whenever an allocation
 * exists. The soft goals (issue 27) are optimised in this order: fresh opponents (the sum
 * over pairs of (times met)², read from the history's round and board), club mates apart,
 * and each player spread over the rules' power groups (seed §1d: Austria/Italy,
 * France/England, Russia/Turkey, Germany). Each board's powers are an exact minimum-cost
 * assignment; two boards are seated exactly, more by swaps from a random start until a
 * lower bound proves nothing better exists or the effort runs out. Every repeat meeting,
 * repeated group, club pairing or violation accepted is explained with its reason. When the
 * count is not a multiple of 7, who sits out follows the seed's priority list.
 * Deterministic given its inputs and seed.
 *
 * @category Pairing
 * @param document - the players present, the powers already played, relatives, qualification order
 * @param rules - the tournament format (its power groups); {@link NDF_2007} by default
 * @param options - the seed (required), the stage, what to do when no allocation exists, the effort
 * @returns the rules' name, the boards, who sits out, the counts of repeat meetings, club pairings
 *   and group repeats, any violations and the explanations (frozen)
 * @throws {@link mindsport!MindsportError} an invalid request, rules or options; `NOT_ENOUGH_PLAYERS`;
 *   `NO_VALID_ALLOCATION` when it is proven that the hard constraints cannot all hold;
 *   `ALLOCATION_SEARCH_LIMIT` when the exact search gave up before finding an allocation or
 *   proving there is none (both only with the default `onInfeasible: 'throw'`)
 * @example
 * ```ts
 * import { allocateDiplomacyRound, NDF_2007 } from 'mindsport/diplomacy';
 * const players = Array.from({ length: 15 }, (_, index) => ({ id: `p${index + 1}` }));
 * const round = allocateDiplomacyRound({ players, relatives: [['p1', 'p2']] }, NDF_2007, { seed: 'NM 2007 round 1' });
 * console.log(round.boards.length, round.sittingOut.length); // 2 1
 * const clubs = players.map((player, index) => ({ ...player, club: index < 3 ? 'Oslo' : 'Bergen' }));
 * const seated = allocateDiplomacyRound({ players: clubs.slice(0, 14) }, NDF_2007, { seed: 1 });
 * console.log(seated.clubPairings, seated.explanations[0]?.reason); // 26 forced
 * ```
 */
export function allocateDiplomacyRound(
  document: DiplomacyAllocationRequest,
  rules: DiplomacyRules = NDF_2007,
  options: DiplomacyAllocationOptions,
): DiplomacyAllocation {
  const request = assertDiplomacyAllocationRequest(document);
  const book = ruleBook(rules);
  const read = readAllocationOptions(options);
  const players = request.players;
  if (players.length < BOARD_SIZE) {
    fail(
      problemAt(
        'NOT_ENOUGH_PLAYERS',
        ['players'],
        players.length,
        `${players.length} players cannot fill a board of seven`,
      ),
    );
  }
  const groups = book.rules.powerGroups.groups;
  const allocation: Allocation = {
    request,
    options: read,
    random: createRandom(read.seed),
    groupOfPower: POWERS.map((power) => groups.findIndex((group) => group.includes(power))),
    groupCount: groups.length,
  };
  const stage = read.stage ?? 'qualifying';
  // Who sits out (seed §1e); in the final the seven best qualifiers always play.
  const order = stage === 'final' ? finalOrder(allocation) : undefined;
  const { playing, sittingOut } = chooseSitOuts(allocation, order);
  const facts = playerFacts(allocation, playing);
  const seated =
    order === undefined
      ? seatQualifying(allocation, playing, facts)
      : // The boards follow the same order that chose who sits out.
        finalBoards(
          order.filter((id) => facts.has(id)),
          allocation,
          facts,
        );
  const names = new Map(players.map((player) => [player.id, player.name ?? player.id]));
  return freezeResult({
    rules: book.rules.name,
    stage,
    ...allocationResult(seated, facts, allocation, names, stage === 'final'),
    sittingOut: sittingOut.map(({ id, reason }) => ({ playerId: id, name: names.get(id) as string, reason })),
  });
}

/** Each playing player's powers played and the cost of each power (seed §1d). */
function playerFacts(
  allocation: Allocation,
  playing: readonly DiplomacyAllocationPlayer[],
): Map<string, PlayerFacts> {
  const played = new Map<string, number>();
  const groupCounts = new Map<string, number[]>();
  for (const entry of allocation.request.history ?? []) {
    const power = POWERS.indexOf(entry.power);
    played.set(entry.player, (played.get(entry.player) ?? 0) | (1 << power));
    const counts = groupCounts.get(entry.player) ?? Array<number>(allocation.groupCount).fill(0);
    counts[allocation.groupOfPower[power] as number] =
      (counts[allocation.groupOfPower[power] as number] as number) + 1;
    groupCounts.set(entry.player, counts);
  }
  const facts = new Map<string, PlayerFacts>();
  for (const player of playing) {
    const mask = played.get(player.id) ?? 0;
    const counts = groupCounts.get(player.id);
    facts.set(player.id, {
      played: mask,
      costs: POWERS.map((_, power) =>
        (mask >> power) & 1 ? HARD : (counts?.[allocation.groupOfPower[power] as number] ?? 0),
      ),
    });
  }
  return facts;
}

/** Final stage order: qualification order first, then the others in a seeded random order. */
function finalOrder(allocation: Allocation): string[] {
  const present = new Set(allocation.request.players.map((player) => player.id));
  const listed = allocation.request.qualificationOrder ?? [];
  const seen = new Set(listed);
  // The lot for players without qualifying rounds is drawn on a fixed (sorted) list, so
  // the input order of players never matters.
  const others = allocation.request.players
    .map((player) => player.id)
    .filter((id) => !seen.has(id))
    .sort();
  const fork = createRandom(`${String(allocation.random.seed)}|final-order`);
  return [...listed.filter((id) => present.has(id)), ...fork.shuffle(others)];
}

const TRAVEL_RANK: Readonly<Record<DiplomacyTravel, number>> = { abroad: 2, otherRegion: 1, local: 0 };

const SIT_OUT_ORDER: readonly DiplomacySitOutReason[] = [
  'topBoard',
  'volunteer',
  'travel',
  'paidAt',
  'arrivedAt',
  'qualification',
  'lot',
];

/** Who plays and who sits out (seed §1e; allocation decisions 2 and 3), by core `rank`. */
function chooseSitOuts(
  allocation: Allocation,
  order: readonly string[] | undefined,
): { playing: DiplomacyAllocationPlayer[]; sittingOut: { id: string; reason: DiplomacySitOutReason }[] } {
  const players = allocation.request.players;
  const count = players.length % BOARD_SIZE;
  if (count === 0) return { playing: [...players], sittingOut: [] };
  const finalPositions = order === undefined ? undefined : new Map(order.map((id, index) => [id, index]));
  // The lot is drawn over the ids in sorted order, so it never depends on input order.
  const lotOrder = createRandom(`${String(allocation.random.seed)}|sit-out lot`).shuffle(
    players.map((player) => player.id).sort(),
  );
  const lot = new Map(lotOrder.map((id, index) => [id, index]));
  const rows = players.map((player) => {
    const position = finalPositions?.get(player.id) ?? 0;
    const values: Record<DiplomacySitOutReason, number> = {
      topBoard: position < BOARD_SIZE && finalPositions ? 1 : 0,
      volunteer: player.volunteer === true ? 1 : 0,
      travel: TRAVEL_RANK[player.travel ?? 'local'],
      paidAt: player.paidAt === undefined ? Number.MAX_SAFE_INTEGER : timeOf(player.paidAt),
      arrivedAt: player.arrivedAt === undefined ? Number.MAX_SAFE_INTEGER : timeOf(player.arrivedAt),
      qualification: position,
      lot: lot.get(player.id) as number,
    };
    return { player, values };
  });
  // Higher plays first for these; lower plays first for the others.
  const higherFirst: ReadonlySet<DiplomacySitOutReason> = new Set(['topBoard', 'travel']);
  const ranked = rank(rows, {
    id: (row) => row.player.id,
    criteria: SIT_OUT_ORDER.map((name) => ({
      name,
      value: (row: (typeof rows)[number]) => row.values[name],
      order: higherFirst.has(name) ? ('desc' as const) : ('asc' as const),
    })),
  });
  const cut = ranked.length - count;
  const lastPlaying = ranked[cut - 1]?.row;
  const sittingOut = ranked.slice(cut).map(({ row }) => {
    const reason = SIT_OUT_ORDER.find((name) => lastPlaying && row.values[name] !== lastPlaying.values[name]);
    return { id: row.player.id, reason: reason ?? 'lot' };
  });
  return { playing: ranked.slice(0, cut).map((row) => row.row.player), sittingOut };
}

/** A seating: the boards' player ids, the relatives that count for it and its model. */
interface Seated {
  readonly boards: readonly (readonly string[])[];
  readonly groupOf: RelativeGroups;
  readonly topBoard: boolean;
  /** The players by index of the model. */
  readonly ids: readonly string[];
  readonly model: SeatingModel;
  /** Whether the exact search proved that no seating meets every hard rule. */
  readonly proven: boolean;
  /** The lower bound of a qualifying seating's cost. */
  readonly bound?: SeatingBound;
}

function finalBoards(
  order: readonly string[],
  allocation: Allocation,
  facts: ReadonlyMap<string, PlayerFacts>,
): Seated {
  const boards: string[][] = [];
  for (let start = 0; start < order.length; start += BOARD_SIZE)
    boards.push(order.slice(start, start + BOARD_SIZE));
  // Relatives are kept apart in the random qualifying seating only: in the final the
  // qualification order decides the boards (allocation decision 4).
  const groupOf = new Map<string, number[]>();
  const model = seatingModel(order, allocation.request, facts, groupOf);
  return { boards, groupOf, topBoard: true, ids: order, model, proven: false };
}

function relativeGroups(relatives: readonly (readonly string[])[]): Map<string, number[]> {
  const groupOf = new Map<string, number[]>();
  for (const [index, group] of relatives.entries()) {
    for (const member of group) groupOf.set(member, [...(groupOf.get(member) ?? []), index]);
  }
  return groupOf;
}

/** The qualifying rounds' seating (seed §1c–d, issue 27): random, improved by swaps, proven by the exact search. */
function seatQualifying(
  allocation: Allocation,
  playing: readonly DiplomacyAllocationPlayer[],
  facts: ReadonlyMap<string, PlayerFacts>,
): Seated {
  const groupOf = relativeGroups(allocation.request.relatives ?? []);
  // The random seating is drawn over the ids in sorted order: input order never matters.
  const ids = allocation.random.shuffle(playing.map((player) => player.id).sort());
  const model = seatingModel(ids, allocation.request, facts, groupOf);
  const boards: number[][] = [];
  for (let start = 0; start < ids.length; start += BOARD_SIZE)
    boards.push(Array.from({ length: BOARD_SIZE }, (_, seat) => start + seat));
  const effort = Math.max(1, Math.floor(allocation.options.effort ?? 200));
  const bound = seatingBound(model, allocation.groupOfPower);
  const seated = { ids, model, groupOf, topBoard: false, proven: false, bound };
  if (boards.length === 2) {
    // Two boards: every seating is tried, so a broken hard rule is proven unavoidable.
    const best = bestOfTwoBoards(model);
    return { ...seated, proven: best.cost >= HARD, boards: toIds(best.boards, ids) };
  }
  const total = improveSeating(boards, model, allocation.random, {
    attempts: effort * ids.length,
    bound: bound.total,
  });
  if (total >= HARD) {
    const exact = exactFeasibleSeating(ids, facts, groupOf);
    if (exact.status === 'found') return { ...seated, boards: exact.boards };
    if (exact.status === 'limit' && allocation.options.onInfeasible !== 'relax') {
      fail(
        problemAt(
          'ALLOCATION_SEARCH_LIMIT',
          ['options'],
          total,
          `the seating search found no allocation without a repeated power or relatives together, and gave up after ${SEARCH_LIMIT} steps without proving that none exists; use onInfeasible: 'relax' to accept the fewest violations`,
        ),
      );
    }
    return { ...seated, proven: exact.status === 'none', boards: toIds(boards, ids) };
  }
  return { ...seated, boards: toIds(boards, ids) };
}

function toIds(boards: readonly (readonly number[])[], ids: readonly string[]): string[][] {
  return boards.map((board) => board.map((index) => ids[index] as string));
}

/** The boards with their powers, the counts, the violations (thrown unless relaxed or final) and the notes. */
function allocationResult(
  seated: Seated,
  facts: ReadonlyMap<string, PlayerFacts>,
  allocation: Allocation,
  names: ReadonlyMap<string, string>,
  final: boolean,
): Pick<
  DiplomacyAllocation,
  'boards' | 'groupRepeats' | 'repeatMeetings' | 'clubPairings' | 'violations' | 'explanations'
> {
  const histories = powerHistories(allocation.request);
  const seat = (playerId: string, power: Power | null): DiplomacySeat => ({
    playerId,
    name: names.get(playerId) as string,
    power,
    previousPowers: histories.get(playerId) ?? [],
  });
  const boards: DiplomacyAllocatedBoard[] = [];
  const violations: DiplomacyAllocationViolation[] = [];
  const powers = new Map<string, Power>();
  let groupRepeats = 0;
  for (const [index, members] of seated.boards.entries()) {
    const board = index + 1;
    if (final && index === 0) {
      boards.push({ board, top: true, seats: members.map((id) => seat(id, null)) });
      continue;
    }
    const assigned = assignPowers(members, facts).powers;
    const seats = members.map((id, at) => seat(id, assigned[at] as Power));
    seats.sort((a, b) => POWERS.indexOf(a.power as Power) - POWERS.indexOf(b.power as Power));
    for (const { playerId, power } of seats) {
      powers.set(playerId, power as Power);
      const cost = (facts.get(playerId) as PlayerFacts).costs[POWERS.indexOf(power as Power)] as number;
      if (cost >= HARD)
        violations.push({ code: 'REPEATED_POWER', board, players: [playerId], power: power as Power });
      else groupRepeats += cost;
    }
    for (const pair of relativePairs(members, seated.groupOf))
      violations.push({ code: 'RELATIVES_TOGETHER', board, players: pair });
    boards.push({ board, top: false, seats });
  }
  // The final's boards are fixed by the qualification order: a repeated power on a lower
  // board is allocated and reported, not thrown (issue 27).
  if (violations.length > 0 && !final && allocation.options.onInfeasible !== 'relax')
    throwViolations(violations);
  const clubNames = new Map<string, string>();
  for (const player of allocation.request.players)
    if (player.club !== undefined) clubNames.set(player.id, player.club);
  const notes = explainSeating({
    boards: seated.boards,
    ids: seated.ids,
    model: seated.model,
    clubNames,
    final,
    powers,
    ...(seated.bound === undefined ? {} : { bound: seated.bound }),
  });
  return {
    boards,
    groupRepeats,
    repeatMeetings: notes.filter((note) => note.kind === 'repeatMeeting').length,
    clubPairings: notes.filter((note) => note.kind === 'clubPairing').length,
    violations,
    explanations: [
      ...notes,
      ...violations.map((violation) => violationNote(violation, final, seated.proven)),
    ],
  };
}

/** The explanation of a broken hard rule. */
function violationNote(
  violation: DiplomacyAllocationViolation,
  final: boolean,
  proven: boolean,
): DiplomacySeatingNote {
  const reason = final ? 'finalOrder' : proven ? 'forced' : 'search';
  const why =
    reason === 'finalOrder'
      ? 'the final boards follow the qualification order'
      : reason === 'forced'
        ? 'no seating meets every hard rule (proven by the exact search)'
        : "the search found no seating that meets every hard rule (onInfeasible: 'relax')";
  if (violation.code === 'RELATIVES_TOGETHER') {
    const [a, b] = violation.players;
    return {
      kind: 'relativesTogether',
      board: violation.board,
      players: violation.players,
      reason,
      message: `relatives ${a} and ${b} share board ${violation.board}: ${why}`,
    };
  }
  const player = violation.players[0] as string;
  return {
    kind: 'repeatedPower',
    board: violation.board,
    players: violation.players,
    reason,
    power: violation.power as Power,
    message: `${player} plays ${violation.power} again on board ${violation.board}: ${why}`,
  };
}

function throwViolations(violations: readonly DiplomacyAllocationViolation[]): never {
  const first = violations[0] as DiplomacyAllocationViolation;
  const count = `${violations.length} violation${violations.length > 1 ? 's' : ''}; use onInfeasible: 'relax' to accept the fewest`;
  const text =
    first.code === 'REPEATED_POWER'
      ? `no allocation avoids a repeated power: board ${first.board} cannot give ${first.players[0]} a power not yet played (${count})`
      : `no seating keeps relatives ${first.players.join(' and ')} apart (${count})`;
  fail(problemAt('NO_VALID_ALLOCATION', [], violations, text));
}
