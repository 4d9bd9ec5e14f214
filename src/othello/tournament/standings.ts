/**
 * Standings of an Othello tournament after any round, for every federation's rules, built
 * on the core ranking with shared places (spec §5, NOF §20, KOA II.3).
 *
 * The steps, each named after its rule: check the document, the rules and the options;
 * the round-robin schedule (NOF §20a); the totals and the 64–0 rule (`standings-totals.ts`);
 * the Brightwell constant and MBQ (NOF §20b, spec §3–§4); the criteria in the rules' order;
 * the ranking with head-to-head and KOA's coin toss; the rows.
 *
 * @module
 */

import {
  checkBoolean,
  checkFields,
  checkInteger,
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  createRandom,
  deepFreeze,
  type Fraction,
  fail,
  placeFields,
  problemAt,
  type RankCriterion,
  readOptions,
  show,
  THROW,
} from '../../core/internal.js';
import type { Scratch } from '../../core/scratch.js';
import { constantForRounds } from './brightwell.js';
import type { MbqPolicy } from './mbq.js';
import type { OthelloCriterion, OthelloRules } from './presets.js';
import { assertOthelloRules } from './rules-validation.js';
import { EMPTY_SQUARES_RULES, type EmptySquaresRule } from './score.js';
import {
  applyAbsentPlayerRule,
  baseTotals,
  defeatedOpponentsPoints,
  type Totals,
} from './standings-totals.js';
import type { OthelloTournament, PlayerId } from './tournament.js';
import {
  FORFEIT_NONE,
  OTHELLO_SCRATCH,
  requireIndex,
  SLOT_GAME,
  type TournamentIndex,
} from './tournament-index.js';
import { type ColumnRanking, type RankColumn, rankColumns } from './tournament-rank.js';
import {
  byeHalfPoints,
  exact,
  missedSomeRound,
  pappWithdrawn,
  resolveAfterRound,
  scaledMbq,
  slotHalfPoints,
  toRatio,
} from './tournament-scoring.js';

/**
 * Which view of a round robin to compute (NOF §20a): `'table'` (default) applies the 64–0
 * rule for players who missed rounds; `'ratingList'` counts only the games actually played
 * (no 64–0 credits, forfeits left out), as rating lists require.
 *
 * @category Standings
 * @example
 * ```ts
 * import { STANDINGS_VIEWS } from 'mindsport/othello';
 * console.log(STANDINGS_VIEWS); // [ 'table', 'ratingList' ]
 * ```
 */
export const STANDINGS_VIEWS = deepFreeze(['table', 'ratingList'] as const);

/**
 * One of {@link STANDINGS_VIEWS}.
 *
 * @category Standings
 */
export type StandingsView = (typeof STANDINGS_VIEWS)[number];

/**
 * KOA's coin toss (KOA II.3, spec §8 decision 13): given orders or a seeded draw.
 *
 * @category Standings
 */
export interface CoinTossOptions {
  /** Complete orders of tied groups, best first, as decided by the referee's toss. */
  readonly orders?: readonly (readonly PlayerId[])[];
  /** Draw the toss for groups without a given order from this seed (reported as drawn). */
  readonly seed?: number | string;
}

/**
 * Options of {@link othelloStandings}: what this one call asks for. What a federation
 * decided (criteria, bye value, Brightwell constant, MBQ policy) is in the rules.
 *
 * @category Standings
 */
export interface OthelloStandingsOptions {
  /** Standings after this many rounds; default every round recorded. */
  readonly afterRound?: number;
  /** `papp` policy: the players withdrawn at computation time (overrides the default rule, spec §8 decision 2). */
  readonly withdrawn?: readonly PlayerId[];
  /** Empty squares to the winner (`'winner'`, default) or discs as on the board (`'none'`) (spec §8 decision 10). */
  readonly emptySquares?: EmptySquaresRule;
  /** Round robin: the table with the 64–0 rule (default) or the rating-list view. */
  readonly view?: StandingsView;
  /**
   * Round robin: how many times everyone meets everyone (1 single, 2 double). Default: from
   * `tournament.plannedRounds` when given, else 1.
   */
  readonly roundRobinCycles?: number;
  /**
   * Round robin: whether this is the final table, where every game against a player who
   * missed rounds is credited 64–0, played or not (spec §8 decision 4). Default: true once
   * every round of the schedule has been evaluated.
   */
  readonly finalTable?: boolean;
  /** KOA: the coin toss for ties left after discs. */
  readonly coinToss?: CoinTossOptions;
}

/**
 * A coin toss that ordered a tied group (KOA II.3).
 *
 * @category Standings
 */
export interface CoinTossRecord {
  /** The group in the order the toss gave, best first. */
  readonly order: readonly PlayerId[];
  /** True when the library drew it from `coinToss.seed`; false when it was given. */
  readonly drawn: boolean;
}

/**
 * One player's line in the standings: the common fields of every module's rows, then
 * Othello's.
 *
 * @category Standings
 */
export interface OthelloStandingsRow {
  /** Place, 1-based; players sharing a place all carry its first place. */
  readonly place: number;
  /** Last place of a shared group (equal to `place` when not shared). */
  readonly lastPlace: number;
  /** `'3'`, or `'3–4'` (en dash) for a shared place (spec §8 decision 16). */
  readonly placeLabel: string;
  /** True when the place is shared. */
  readonly shared: boolean;
  /** The player's id. */
  readonly playerId: PlayerId;
  /** The player's name, or the id when the document gives none. */
  readonly name: string;
  /** The criterion that separated this player from the one above, or `null`. */
  readonly decidedBy: string | null;
  /** Points in the table (game points plus bye points; JOA: wins). */
  readonly points: Fraction;
  /** The value of each criterion, by criterion name (head-to-head: points in the last mini-table used). */
  readonly values: Readonly<Record<string, Fraction | undefined>>;
  /** Wins in the table (64–0 credits included; JOA: draw-win right applied). */
  readonly wins: number;
  /** Draws in the table. */
  readonly draws: number;
  /** Losses in the table (a double forfeit counts as a loss). */
  readonly losses: number;
  /** Games actually recorded for this player (forfeits included), up to the evaluated round. */
  readonly gamesPlayed: number;
  /** Byes (or round-robin sit-outs) received. */
  readonly byes: number;
  /**
   * Rounds the player took part in (a game, forfeits included, or a bye), up to the
   * evaluated round — e.g. for the Grand Prix "deltatt i minimum 2/3 av turneringens runder" (NOF §30).
   */
  readonly roundsPlayed: number;
  /** Rounds the player missed (late entry, absence, withdrawal). */
  readonly roundsMissed: number;
  /** True for a player counted as withdrawn (recorded, or by the `papp` rule). */
  readonly withdrawn: boolean;
  /** True when a KOA coin toss is still needed for this shared place (spec §8 decision 13). */
  readonly tossRequired: boolean;
  /** The player's flags, carried through. */
  readonly flags: readonly string[];
}

/**
 * Standings of a tournament after some round: a frozen plain object.
 *
 * @category Standings
 */
export interface OthelloStandings {
  /** The rules' name, such as `'NOF Swiss'`. */
  readonly rules: string;
  /** The round the standings stand after: the option when given, else the last round recorded. */
  readonly afterRound: number;
  /** The planned number of rounds (Swiss) or the length of the schedule (round robin). */
  readonly plannedRounds: number;
  /**
   * The names of the rules' criteria, in order: the columns of a table. A criterion the
   * rules skip has no values (PAPP's Brightwell when C = 0, spec §8 decision 3).
   */
  readonly criteria: readonly string[];
  /** The Brightwell constant used, or `null` when no criterion needs it. */
  readonly brightwellConstant: Fraction | null;
  /** The MBQ policy used, or `null` when no criterion needs it. */
  readonly mbqPolicy: MbqPolicy | null;
  /** Round robin: whether the 64–0 rule credited every game (final table). */
  readonly finalTable: boolean;
  /** The rows, best first; inside a shared place by name, then id. */
  readonly rows: readonly OthelloStandingsRow[];
  /** The coin tosses applied (KOA). */
  readonly coinTosses: readonly CoinTossRecord[];
}

/**
 * Computes the standings of a tournament after any round with a federation's rules (spec §5).
 *
 * Checks the document (every problem of {@link validateOthelloTournament}, the first thrown
 * with all attached), the rules ({@link validateOthelloRules}) and the options. Every
 * registered player appears (withdrawn ones flagged). Ranking uses the core `rank` with the
 * rules' criteria; ties left after the last criterion share a place (`'3–4'`), listed by
 * name then id. Exact throughout: points, MBQ and sums are exact fractions.
 *
 * - Round robin (NOF §20a): a player who missed rounds keeps his own results; every other
 *   player is credited 64–0 in every game against him, played or not (the final table
 *   credits the whole schedule; after round r only games played or scheduled up to r;
 *   between two such players games stand as played) — `view: 'ratingList'` gives the
 *   played games only.
 * - Swiss (NOF §20b, KOA, PAPP/WOC, JOA): byes per the rules, MBQ with the rules' policy
 *   and C from the planned rounds.
 * - KOA coin toss: a given order is applied, a seed draws one (reported in `coinTosses`),
 *   otherwise the place stays shared with `tossRequired`.
 *
 * @category Standings
 * @param tournament - the tournament document
 * @param rules - the federation's rules, such as {@link NOF_SWISS} (required: Othello has no default)
 * @param options - the round to stop after, the round-robin view and the KOA toss
 * @returns the standings, deep-frozen
 * @throws {@link mindsport!MindsportError} every problem of the document or the rules, `UNKNOWN_OPTION`, shape codes for bad option values, `ROUNDS_NOT_COVERED` (KOA table), `DRAW_WIN_RIGHT_MISSING` (JOA), `BAD_TOSS_ORDER`
 * @example
 * ```ts
 * import { NOF_SWISS, othelloStandings } from 'mindsport/othello';
 * const tournament = JSON.parse(`{
 *   "plannedRounds": 2,
 *   "players": [{ "id": "a", "name": "Ann" }, { "id": "b", "name": "Bo" }, { "id": "c", "name": "Cy" }],
 *   "rounds": [
 *     { "games": [{ "black": "a", "blackDiscs": 40, "white": "b", "whiteDiscs": 24 }], "byes": ["c"] },
 *     { "games": [{ "black": "c", "blackDiscs": 30, "white": "a", "whiteDiscs": 34 }], "byes": ["b"] }
 *   ]
 * }`);
 * const standings = othelloStandings(tournament, NOF_SWISS);
 * console.log(standings.rows.map((row) => `${row.placeLabel} ${row.name} ${row.points} ${row.values.mbq}`).join(', ')); // 1 Ann 2 138, 2 Cy 1 158, 3 Bo 1 152
 * ```
 */
export function othelloStandings(
  tournament: OthelloTournament,
  rules: OthelloRules,
  options: OthelloStandingsOptions = {},
): OthelloStandings {
  return OTHELLO_SCRATCH.use((scratch) => standingsWith(scratch, tournament, rules, options));
}

/** {@link othelloStandings} with the scratch columns of this call (none of them reaches the result). */
function standingsWith(
  scratch: Scratch,
  tournament: OthelloTournament,
  givenRules: OthelloRules,
  givenOptions: OthelloStandingsOptions,
): OthelloStandings {
  const index = requireIndex(tournament, scratch);
  const rules = assertOthelloRules(givenRules);
  const options = readStandingsOptions(givenOptions);
  const rounds = resolveAfterRound(options.afterRound, index.roundCount);
  const raw = options.emptySquares === 'none';
  const schedule = roundRobinSchedule(index, rules, options, rounds);
  const totals = tableTotals(index, rules, options, rounds, raw, schedule, scratch);
  const brightwell = brightwellKey(
    index,
    rules,
    options,
    rounds,
    raw,
    schedule.plannedRounds,
    totals,
    scratch,
  );
  const criteria = brightwell.criteria;
  const defeated = criteria.some((criterion) => criterion.kind === 'defeatedOpponentsPoints')
    ? defeatedOpponentsPoints(index, rounds, totals, rules.drawWinRight, scratch)
    : undefined;
  const columns: Columns = { totals, mbq: brightwell.mbq, defeated };
  const { ranked, tosses } = rankPlayers(index, rules, criteria, columns, rounds, options.coinToss, scratch);
  const withdrawn = (player: number): boolean => {
    const from = index.players[player]?.withdrawnFromRound;
    return (from !== undefined && from <= schedule.plannedRounds) || brightwell.withdrawn?.[player] === 1;
  };
  const rows = buildRows(index, ranked, criteria, columns, withdrawn, criteria.some(isToss), scratch);
  return Object.freeze({
    rules: rules.name,
    afterRound: rounds,
    plannedRounds: schedule.plannedRounds,
    criteria: Object.freeze(rules.criteria.map(criterionName)),
    brightwellConstant: brightwell.constant,
    mbqPolicy: brightwell.policy,
    finalTable: rules.system === 'roundRobin' && schedule.finalTable,
    rows,
    coinTosses: deepFreeze(tosses),
  });
}

/** The options' keys; `afterRound` first, so a renamed `throughRound` is suggested as it. */
const STANDINGS_OPTIONS = [
  'afterRound',
  'withdrawn',
  'emptySquares',
  'view',
  'roundRobinCycles',
  'finalTable',
  'coinToss',
] as const satisfies readonly (keyof OthelloStandingsOptions)[];

/** The options, checked for shape and values (ids and the round limit are checked against the document). */
function readStandingsOptions(options: unknown): OthelloStandingsOptions {
  const read = readOptions<OthelloStandingsOptions>(options, STANDINGS_OPTIONS);
  if (read.afterRound !== undefined)
    checkInteger(read.afterRound, ['options', 'afterRound'], THROW, { min: 0 });
  if (read.emptySquares !== undefined)
    checkOneOf(read.emptySquares, EMPTY_SQUARES_RULES, ['options', 'emptySquares'], THROW);
  if (read.view !== undefined) checkOneOf(read.view, STANDINGS_VIEWS, ['options', 'view'], THROW);
  if (read.roundRobinCycles !== undefined) {
    checkInteger(read.roundRobinCycles, ['options', 'roundRobinCycles'], THROW, { min: 1 });
  }
  if (read.finalTable !== undefined) checkBoolean(read.finalTable, ['options', 'finalTable'], THROW);
  if (read.coinToss !== undefined) {
    const path = ['options', 'coinToss'];
    checkRecord(read.coinToss, path, THROW);
    checkFields(read.coinToss as Record<string, unknown>, ['orders', 'seed'], path, THROW);
  }
  return read;
}

/** The length of a round robin's schedule and whether the table is final (NOF §20a, spec §8 decisions 4, 11). */
interface Schedule {
  readonly plannedRounds: number;
  readonly finalTable: boolean;
  readonly cycles: number;
}

function roundRobinSchedule(
  index: TournamentIndex,
  rules: OthelloRules,
  options: OthelloStandingsOptions,
  rounds: number,
): Schedule {
  if (rules.system !== 'roundRobin')
    return { plannedRounds: index.plannedRounds, finalTable: false, cycles: 1 };
  const perCycle = index.playerCount % 2 === 0 ? Math.max(1, index.playerCount - 1) : index.playerCount;
  const planned = index.tournament.plannedRounds;
  const cycles =
    options.roundRobinCycles ?? (planned === undefined ? 1 : Math.max(1, Math.round(planned / perCycle)));
  return {
    plannedRounds: Math.max(cycles * perCycle, index.roundCount),
    finalTable: options.finalTable ?? rounds >= cycles * perCycle,
    cycles,
  };
}

/** Points, discs and the rest; the NOF §20a 64–0 rule in the table view of a rule set that has it. */
function tableTotals(
  index: TournamentIndex,
  rules: OthelloRules,
  options: OthelloStandingsOptions,
  rounds: number,
  raw: boolean,
  schedule: Schedule,
  scratch: Scratch,
): Totals {
  const view = options.view ?? 'table';
  const byeHalf = byeHalfPoints(rules.byePoints);
  const skipForfeits = view === 'ratingList';
  const totals = baseTotals(
    index,
    rounds,
    byeHalf,
    rules.byeDiscValue,
    raw,
    rules.drawWinRight,
    skipForfeits,
    scratch,
  );
  if (rules.absentPlayerRule && view === 'table') {
    applyAbsentPlayerRule(
      index,
      rounds,
      totals,
      schedule.finalTable,
      schedule.cycles,
      raw,
      rules.drawWinRight,
      scratch,
    );
  }
  return totals;
}

/** What the Brightwell criterion needs: C, the policy, the MBQ column and who counts as withdrawn. */
interface BrightwellKey {
  readonly constant: Fraction | null;
  readonly policy: MbqPolicy | null;
  readonly mbq: { readonly values: Float64Array; readonly scale: number } | undefined;
  readonly withdrawn: Uint8Array | undefined;
  /** The criteria that rank: the rules' list, without `mbq` when PAPP's C is 0 (spec §8 decision 3). */
  readonly criteria: readonly OthelloCriterion[];
}

/** C from the planned rounds (spec §8 decision 11) and the MBQ with the rules' policy (NOF §20b, spec §4). */
function brightwellKey(
  index: TournamentIndex,
  rules: OthelloRules,
  options: OthelloStandingsOptions,
  rounds: number,
  raw: boolean,
  plannedRounds: number,
  totals: Totals,
  scratch: Scratch,
): BrightwellKey {
  const withdrawn = rules.mbqPolicy === 'papp' ? pappWithdrawn(index, rounds, options.withdrawn) : undefined;
  const none = { constant: null, policy: null, mbq: undefined, withdrawn, criteria: rules.criteria };
  if (!rules.criteria.some((criterion) => criterion.kind === 'mbq')) return none;
  const constant = constantForRounds(plannedRounds || 1, rules.brightwellConstant, ['plannedRounds']);
  if (constant.isZero() && rules.skipMbqWhenConstantIsZero) {
    return { ...none, constant, criteria: rules.criteria.filter((criterion) => criterion.kind !== 'mbq') };
  }
  const excluded = withdrawn ?? missedSomeRound(index, rounds);
  const mbq = scaledMbq(
    index,
    rounds,
    toRatio(constant),
    excluded,
    totals.halfPoints,
    raw,
    undefined,
    scratch,
  );
  return { constant, policy: rules.mbqPolicy, mbq, withdrawn, criteria: rules.criteria };
}

/** The integer columns the value criteria read. */
interface Columns {
  readonly totals: Totals;
  readonly mbq: { readonly values: Float64Array; readonly scale: number } | undefined;
  /** Quarter-points (NOF §20a.2, spec §8 decision 9). */
  readonly defeated: Float64Array | undefined;
}

const criterionName = (criterion: OthelloCriterion): string => criterion.name ?? criterion.kind;
const isToss = (criterion: OthelloCriterion): boolean => criterion.kind === 'coinToss';

/** The integer column of a value criterion, or undefined for head-to-head and the toss. */
function columnOf(kind: string, columns: Columns): ArrayLike<number> | undefined {
  if (kind === 'points' || kind === 'wins') return columns.totals.halfPoints;
  if (kind === 'discs') return columns.totals.discs;
  if (kind === 'discDifference') return columns.totals.discDifference;
  if (kind === 'mbq') return columns.mbq?.values;
  if (kind === 'defeatedOpponentsPoints') return columns.defeated;
  return undefined;
}

/** How many units of a column make one point (half-points, scaled MBQ, quarter-points). */
function scaleOf(kind: string, columns: Columns): number {
  if (kind === 'points' || kind === 'wins' || kind === 'headToHead') return 2;
  if (kind === 'mbq') return columns.mbq?.scale ?? 1;
  return kind === 'defeatedOpponentsPoints' ? 4 : 1;
}

/**
 * Head-to-head among tied players (NOF §20a.3, §20b.2; spec §8 decision 6): `a`'s points
 * against `b` in half-points over their games (64–0 credits included), or undefined when
 * they never met.
 */
function headToHeadOf(
  index: TournamentIndex,
  totals: Totals,
  rounds: number,
  drawWinRight: boolean,
): (a: number, b: number) => number | undefined {
  return (a, b) => {
    let met = false;
    let half = 0;
    for (let round = 0; round < rounds; round++) {
      const slot = round * index.playerCount + a;
      if (index.status[slot] !== SLOT_GAME || index.opponent[slot] !== b) continue;
      if (totals.skipForfeits && index.forfeit[slot] !== FORFEIT_NONE) continue;
      met = true;
      half += totals.credited?.[slot] === 1 ? 2 : slotHalfPoints(index, slot, drawWinRight);
    }
    for (const opponent of totals.virtual?.get(a) ?? []) {
      if (opponent !== b) continue;
      met = true;
      half += 2;
    }
    if (!met && totals.virtual?.get(b)?.includes(a)) met = true;
    return met ? half : undefined;
  };
}

/** KOA's coin toss (KOA II.3, spec §8 decision 13): the given orders, the seeded draws, and the criterion. */
class CoinToss {
  readonly records: CoinTossRecord[] = [];
  readonly position = new Map<number, [number, number]>();

  constructor(private readonly ids: readonly string[]) {}

  add(order: readonly number[], drawn: boolean): void {
    const group = this.records.length;
    order.forEach((player, position) => {
      this.position.set(player, [group, position]);
    });
    this.records.push({ order: order.map((player) => this.ids[player] as string), drawn });
  }

  /** 1 when `a` is ahead of `b` in one toss order, 0 when behind, undefined when no order holds both. */
  readonly headToHead = (a: number, b: number): number | undefined => {
    const left = this.position.get(a);
    const right = this.position.get(b);
    if (left === undefined || right === undefined || left[0] !== right[0]) return undefined;
    return left[1] < right[1] ? 1 : 0;
  };
}

/** The core `rank` criteria of the rules, in order. */
function rankCriteria(
  criteria: readonly OthelloCriterion[],
  columns: Columns,
  headToHead: (a: number, b: number) => number | undefined,
  toss: CoinToss,
): RankCriterion<number>[] {
  return criteria.map((criterion): RankCriterion<number> => {
    const name = criterionName(criterion);
    if (criterion.kind === 'headToHead') return { name, headToHead };
    if (criterion.kind === 'coinToss') return { name, headToHead: toss.headToHead };
    const column = columnOf(criterion.kind, columns) as ArrayLike<number>;
    return { name, value: (player) => column[player] as number };
  });
}

/** Ranks the players: the leading value criteria as integer columns, core `rank` inside tied groups, then the toss. */
function rankPlayers(
  index: TournamentIndex,
  rules: OthelloRules,
  criteria: readonly OthelloCriterion[],
  columns: Columns,
  rounds: number,
  tossOptions: CoinTossOptions | undefined,
  scratch: Scratch,
): { ranked: ColumnRanking; tosses: CoinTossRecord[] } {
  const toss = new CoinToss(index.ids);
  if (tossOptions?.orders !== undefined) {
    for (const order of readTossOrders(index, tossOptions.orders)) toss.add(order, false);
  }
  const headToHead = headToHeadOf(index, columns.totals, rounds, rules.drawWinRight);
  const all = rankCriteria(criteria, columns, headToHead, toss);
  const leading: RankColumn[] = [];
  for (const criterion of criteria) {
    const column = columnOf(criterion.kind, columns);
    if (column === undefined) break;
    leading.push({ name: criterionName(criterion), column });
  }
  const rankAll = (): ColumnRanking =>
    rankColumns(index.playerCount, index.ids, leading, all, 'auto', scratch);
  let ranked = rankAll();
  if (criteria.some(isToss) && tossOptions?.seed !== undefined) {
    const random = createRandom(tossOptions.seed);
    let drew = false;
    for (const group of sharedGroups(ranked)) {
      if (group.every((player) => !toss.position.has(player))) {
        toss.add(random.shuffle(group), true);
        drew = true;
      }
    }
    if (drew) ranked = rankAll();
  }
  return { ranked, tosses: toss.records };
}

/** The toss orders given by the referee: lists of two or more ids, each player in one list at most. */
function readTossOrders(index: TournamentIndex, orders: unknown): number[][] {
  const path = ['options', 'coinToss', 'orders'];
  checkList(orders, path, THROW);
  const used = new Set<number>();
  return (orders as readonly unknown[]).map((order, position) => {
    checkList(order, [...path, position], THROW);
    if ((order as readonly unknown[]).length < 2) {
      fail(
        problemAt(
          'BAD_TOSS_ORDER',
          [...path, position],
          order,
          `${show(order)} lists fewer than two players`,
        ),
      );
    }
    return (order as readonly unknown[]).map((id, place) => {
      const at = [...path, position, place];
      checkString(id, at, THROW, true);
      const player = index.indexOf.get(id as string);
      if (player === undefined) fail(problemAt('UNKNOWN_ID', at, id, `${show(id)} is not a player's id`));
      if (used.has(player as number))
        fail(problemAt('BAD_TOSS_ORDER', at, id, `${show(id)} is in two toss orders`));
      used.add(player as number);
      return player as number;
    });
  });
}

/** The players of each shared place, in ranking order. */
function sharedGroups(ranked: ColumnRanking): number[][] {
  const groups: number[][] = [];
  const count = ranked.order.length;
  let start = 0;
  while (start < count) {
    const end = (ranked.lastPlace[start] as number) - (ranked.place[start] as number) + start + 1;
    if (end - start > 1) groups.push(Array.from(ranked.order.subarray(start, end)));
    start = end;
  }
  return groups;
}

/** The display name of a player: the document's name, or the id. */
function nameOf(index: TournamentIndex, player: number): string {
  const name = index.players[player]?.name;
  return typeof name === 'string' ? name : (index.ids[player] as string);
}

/**
 * The players by final position: inside a shared place listed by name, then id (spec §8
 * decision 16), the group's `decidedBy` staying with its first row.
 */
function orderSharedGroups(
  ranked: ColumnRanking,
  index: TournamentIndex,
): { readonly order: Int32Array; readonly decidedBy: readonly (string | null)[] } {
  const order = Int32Array.from(ranked.order);
  const decidedBy = ranked.decidedBy.slice();
  const count = order.length;
  let start = 0;
  while (start < count) {
    const end = (ranked.lastPlace[start] as number) - (ranked.place[start] as number) + start + 1;
    if (end - start > 1) {
      order
        .subarray(start, end)
        .sort(
          (a, b) =>
            compareText(nameOf(index, a), nameOf(index, b)) ||
            compareText(index.ids[a] as string, index.ids[b] as string),
        );
      for (let position = start + 1; position < end; position++) decidedBy[position] = null;
    }
    start = end;
  }
  return { order, decidedBy };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Each criterion's exact values: from its integer column, or from core `rank` (head-to-head, toss). */
interface CriterionValues {
  readonly name: string;
  readonly kind: string;
  readonly column: ArrayLike<number> | undefined;
  readonly scale: number;
  readonly exactValue: ((value: number) => Fraction) | undefined;
}

/** One row per player, built in input order and put straight at its position; frozen. */
function buildRows(
  index: TournamentIndex,
  ranked: ColumnRanking,
  criteria: readonly OthelloCriterion[],
  columns: Columns,
  withdrawn: (player: number) => boolean,
  usesToss: boolean,
  scratch: Scratch,
): readonly OthelloStandingsRow[] {
  const values = criteria.map((criterion, level): CriterionValues => {
    const column = columnOf(criterion.kind, columns);
    const scale = scaleOf(criterion.kind, columns);
    const exactValue =
      column === undefined ? undefined : exactColumn(column, scale, scratch, `exact${level}`);
    return { name: criterionName(criterion), kind: criterion.kind, column, scale, exactValue };
  });
  const points = exactColumn(columns.totals.halfPoints, 2, scratch, 'exactPoints');
  const { order, decidedBy } = orderSharedGroups(ranked, index);
  const count = index.playerCount;
  const positionOf = scratch.int32('positionOf', count);
  for (let position = 0; position < count; position++) positionOf[order[position] as number] = position;
  const rows: OthelloStandingsRow[] = new Array(count);
  for (let player = 0; player < count; player++) {
    const position = positionOf[player] as number;
    const totals = columns.totals;
    rows[position] = Object.freeze({
      ...placeOfRow(ranked, position),
      playerId: index.ids[player] as string,
      name: nameOf(index, player),
      decidedBy: decidedBy[position] as string | null,
      points: points(totals.halfPoints[player] as number),
      values: rowValues(values, ranked, player),
      wins: totals.wins[player] as number,
      draws: totals.draws[player] as number,
      losses: totals.losses[player] as number,
      gamesPlayed: totals.games[player] as number,
      byes: totals.byes[player] as number,
      roundsPlayed: totals.played[player] as number,
      roundsMissed: totals.missed[player] as number,
      withdrawn: withdrawn(player),
      tossRequired: usesToss && (ranked.lastPlace[position] as number) > (ranked.place[position] as number),
      flags: flagsOf(index, player),
    });
  }
  return Object.freeze(rows);
}

/** The place fields of the row at a position (core `placeFields`; the same across a shared group). */
function placeOfRow(ranked: ColumnRanking, position: number) {
  return placeFields(ranked.place[position] as number, ranked.lastPlace[position] as number);
}

/** A row's criterion values, exact and frozen. */
function rowValues(
  criteria: readonly CriterionValues[],
  ranked: ColumnRanking,
  player: number,
): Readonly<Record<string, Fraction | undefined>> {
  const rankedValues = ranked.values.get(player);
  const values: Record<string, Fraction | undefined> = {};
  for (const { name, kind, column, scale, exactValue } of criteria) {
    if (column !== undefined && exactValue !== undefined) {
      values[name] = exactValue(column[player] as number);
      continue;
    }
    const value = rankedValues?.[name];
    values[name] =
      value === undefined
        ? undefined
        : kind === 'coinToss' || scale === 1
          ? frozen(value)
          : divided(value, scale);
  }
  return Object.freeze(values);
}

function divided(value: Fraction, scale: number): Fraction {
  return typeof value.numerator === 'number' && value.denominator === 1
    ? exact(value.numerator, scale)
    : frozen(value.div(scale));
}

/** Fractions are immutable; freezing one only sets the flag the frozen result promises. */
function frozen(value: Fraction): Fraction {
  Object.freeze(value);
  return value;
}

/** Shared by every row without flags. */
const NO_FLAGS: readonly string[] = Object.freeze([]);

/** The player's flags, copied (the result is frozen; the document is not). */
function flagsOf(index: TournamentIndex, player: number): readonly string[] {
  const flags = index.players[player]?.flags;
  return flags === undefined || flags.length === 0 ? NO_FLAGS : Object.freeze([...flags]);
}

/**
 * Exact values of a scaled integer column, each distinct value built once when the values
 * lie in a small range (points, MBQ), else one by one.
 */
function exactColumn(
  column: ArrayLike<number>,
  scale: number,
  scratch: Scratch,
  slot: string,
): (value: number) => Fraction {
  let minimum = Number.POSITIVE_INFINITY;
  let maximum = Number.NEGATIVE_INFINITY;
  for (let row = 0; row < column.length; row++) {
    const value = column[row] as number;
    if (!Number.isSafeInteger(value)) return (value) => exact(value, scale);
    if (value < minimum) minimum = value;
    if (value > maximum) maximum = value;
  }
  if (!(maximum - minimum <= 4 * column.length + 1024)) return (value) => exact(value, scale);
  // Where each value's Fraction sits in `built` (plus one; 0 = not built yet).
  const builtAt = scratch.int32(slot, column.length === 0 ? 0 : maximum - minimum + 1);
  const built: Fraction[] = [];
  return (value) => {
    const at = value - minimum;
    const known = builtAt[at] as number;
    if (known !== 0) return built[known - 1] as Fraction;
    const result = exact(value, scale);
    built.push(result);
    builtAt[at] = built.length;
    return result;
  };
}

/**
 * A game actually played, for the rating-list view ({@link othelloPlayedGames}).
 *
 * @category Standings
 */
export interface OthelloPlayedGame {
  /** Round number, 1-based. */
  readonly round: number;
  /** Black's player id. */
  readonly black: PlayerId;
  /** Black's discs. */
  readonly blackDiscs: number;
  /** White's player id. */
  readonly white: PlayerId;
  /** White's discs. */
  readonly whiteDiscs: number;
}

/**
 * Options of {@link othelloPlayedGames}.
 *
 * @category Standings
 */
export interface OthelloPlayedGamesOptions {
  /** The last round to include; default all. */
  readonly afterRound?: number;
}

/**
 * The games actually played, for rating lists.
 *
 * @category Standings
 */
export interface OthelloPlayedGames {
  /** The round the list stands after. */
  readonly afterRound: number;
  /** The played games with their 1-based round number, in round and board order. */
  readonly games: readonly OthelloPlayedGame[];
}

/**
 * The games actually played up to a round — the rating-list view of NOF §20a ("For nordisk
 * ratingliste … gjelder kun faktiske resultater i partier som ble spilt"): no 64–0 credits,
 * no forfeits, no byes.
 *
 * @category Standings
 * @param tournament - the tournament document
 * @param options - `afterRound`
 * @returns the round limit and the played games, frozen
 * @throws {@link mindsport!MindsportError} every problem of {@link validateOthelloTournament}, `UNKNOWN_OPTION`, `NOT_AN_INTEGER`, `OUT_OF_RANGE`
 * @example
 * ```ts
 * import { othelloPlayedGames } from 'mindsport/othello';
 * const { games } = othelloPlayedGames({
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }],
 *   rounds: [{ games: [{ black: 'a', blackDiscs: 64, white: 'b', whiteDiscs: 0, forfeit: 'white' }] },
 *            { games: [{ black: 'b', blackDiscs: 33, white: 'a', whiteDiscs: 31 }] }],
 * });
 * console.log(games); // [ { round: 2, black: 'b', blackDiscs: 33, white: 'a', whiteDiscs: 31 } ]
 * ```
 */
export function othelloPlayedGames(
  tournament: OthelloTournament,
  options: OthelloPlayedGamesOptions = {},
): OthelloPlayedGames {
  const index = requireIndex(tournament);
  const { afterRound } = readOptions<OthelloPlayedGamesOptions>(options, ['afterRound']);
  const rounds = resolveAfterRound(afterRound, index.roundCount);
  const games: OthelloPlayedGame[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const game of tournament.rounds[round]?.games ?? []) {
      if (game.forfeit !== undefined) continue;
      const { black, blackDiscs, white, whiteDiscs } = game;
      games.push({ round: round + 1, black, blackDiscs, white, whiteDiscs });
    }
  }
  return deepFreeze({ afterRound: rounds, games });
}
