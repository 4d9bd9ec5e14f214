/**
 * Standings of an Othello tournament after any round, for every federation preset, built on
 * the core ranking with shared places (spec §5, NOF §20, KOA II.3).
 *
 * @module
 */

import { checkFields, checkRecord, isRecord, readOptions, THROW } from '../core/check.js';
import { MindsportError } from '../core/errors.js';
import type { Fraction, FractionInput } from '../core/fraction.js';
import { deepFreeze } from '../core/freeze.js';
import { show } from '../core/guards.js';
import { createRandom } from '../core/random.js';
import type { RankCriterion } from '../core/ranking.js';
import type { Scratch } from '../core/scratch.js';
import { type BrightwellPreset, brightwellConstant } from './brightwell.js';
import { MBQ_POLICIES, type MbqPolicy } from './mbq.js';
import type { StandingsPreset } from './presets.js';
import type { EmptySquaresRule } from './score.js';
import type { PlayerId, Tournament } from './tournament.js';
import {
  FORFEIT_NONE as IMPORTED_FORFEIT_NONE,
  SLOT_ABSENT as IMPORTED_SLOT_ABSENT,
  SLOT_BYE as IMPORTED_SLOT_BYE,
  SLOT_GAME as IMPORTED_SLOT_GAME,
  SLOT_LATE as IMPORTED_SLOT_LATE,
  SLOT_WITHDRAWN as IMPORTED_SLOT_WITHDRAWN,
  officialDiscs as importedOfficialDiscs,
  OTHELLO_SCRATCH,
  requireIndex,
  type TournamentIndex,
} from './tournament-index.js';
import { type ColumnRanking, type RankColumn, rankColumns } from './tournament-rank.js';
import {
  byeHalfPoints,
  checkDrawWinRights,
  exact,
  slotHalfPoints as importedSlotHalfPoints,
  missedSomeRound,
  pappWithdrawn,
  resolveAfterRound,
  scaledMbq,
  toRatio,
} from './tournament-scoring.js';

// Local copies: module-level constants read in hot loops (no cross-module binding lookups).
const officialDiscs = importedOfficialDiscs;
const slotHalfPoints = importedSlotHalfPoints;
const SLOT_ABSENT = IMPORTED_SLOT_ABSENT;
const SLOT_BYE = IMPORTED_SLOT_BYE;
const SLOT_GAME = IMPORTED_SLOT_GAME;
const SLOT_LATE = IMPORTED_SLOT_LATE;
const SLOT_WITHDRAWN = IMPORTED_SLOT_WITHDRAWN;
const FORFEIT_NONE = IMPORTED_FORFEIT_NONE;

/**
 * Which view of a round robin to compute (NOF §20a): `'table'` (default) applies the 64–0
 * rule for players who missed rounds; `'ratingList'` counts only the games actually played
 * (no 64–0 credits, forfeits left out), as rating lists require.
 *
 * @example
 * ```ts
 * import { STANDINGS_VIEWS } from 'mindsport/othello';
 * console.log(STANDINGS_VIEWS); // [ 'table', 'ratingList' ]
 * ```
 */
export const STANDINGS_VIEWS = deepFreeze(['table', 'ratingList'] as const);

/** One of {@link STANDINGS_VIEWS}. */
export type StandingsView = (typeof STANDINGS_VIEWS)[number];

/** KOA's coin toss (KOA II.3, spec §8 decision 13): given orders or a seeded draw. */
export interface CoinTossOptions {
  /** Complete orders of tied groups, best first, as decided by the referee's toss. */
  readonly orders?: readonly (readonly PlayerId[])[];
  /** Draw the toss for groups without a given order from this seed (reported as drawn). */
  readonly seed?: number | string;
}

/** Options of {@link computeStandings}. */
export interface StandingsOptions {
  /** Standings after this many rounds; default every round recorded. */
  readonly afterRound?: number;
  /** Override the preset's Brightwell constant (a value or another preset). */
  readonly brightwellConstant?: BrightwellPreset | FractionInput;
  /** Override the preset's MBQ policy. */
  readonly mbqPolicy?: MbqPolicy;
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
  /** Override the preset's `byeDiscValue` (JOA's option, spec §8 decision 7). */
  readonly byeDiscValue?: number;
}

/** A coin toss that ordered a tied group (KOA II.3). */
export interface CoinTossRecord {
  /** The group in the order the toss gave, best first. */
  readonly order: readonly PlayerId[];
  /** True when the library drew it from `coinToss.seed`; false when it was given. */
  readonly drawn: boolean;
}

/** One player's line in the standings. */
export interface StandingsRow {
  /** The player's id. */
  readonly id: PlayerId;
  /** The player's name. */
  readonly name: string;
  /** Place, 1-based; players sharing a place all carry its first place. */
  readonly place: number;
  /** Last place of a shared group (equal to `place` when not shared). */
  readonly lastPlace: number;
  /** True when the place is shared. */
  readonly shared: boolean;
  /** `'3'`, or `'3–4'` (en dash) for a shared place (spec §8 decision 16). */
  readonly placeLabel: string;
  /** Points in the table (game points plus bye points; JOA: wins). */
  readonly points: Fraction;
  /** The value of each preset criterion, by criterion name (head-to-head: points in the last mini-table used). */
  readonly values: Readonly<Record<string, Fraction | undefined>>;
  /** The criterion that separated this player from the one above, or `null`. */
  readonly decidedBy: string | null;
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

/** Standings of a tournament after some round. */
export interface Standings {
  /** The preset's name. */
  readonly preset: string;
  /** The number of rounds evaluated. */
  readonly afterRound: number;
  /** The planned number of rounds (Swiss) or the length of the schedule (round robin). */
  readonly plannedRounds: number;
  /** The Brightwell constant used, or `null` when no criterion needs it. */
  readonly brightwellConstant: Fraction | null;
  /** The MBQ policy used, or `null` when no criterion needs it. */
  readonly mbqPolicy: MbqPolicy | null;
  /** Round robin: whether the 64–0 rule credited every game (final table). */
  readonly finalTable: boolean;
  /** The rows, best first; inside a shared place by name, then id. */
  readonly rows: readonly StandingsRow[];
  /** The coin tosses applied (KOA). */
  readonly coinTosses: readonly CoinTossRecord[];
}

/** Per-player totals in integer units. */
interface Totals {
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

/**
 * Computes the standings of a tournament after any round with a federation preset (spec §5).
 *
 * Every registered player appears (withdrawn ones flagged). Ranking uses the core `rank`
 * with the preset's criteria; ties left after the last criterion share a place (`'3–4'`),
 * listed by name then id. Exact throughout: points, MBQ and sums are exact fractions.
 *
 * - Round robin (NOF §20a): a player who missed rounds keeps his own results; every other
 *   player is credited 64–0 in every game against him, played or not (the final table
 *   credits the whole schedule; after round r only games played or scheduled up to r;
 *   between two such players games stand as played) — `view: 'ratingList'` gives the
 *   played games only.
 * - Swiss (NOF §20b, KOA, PAPP/WOC, JOA): byes per the preset, MBQ with the preset's
 *   policy and C from the planned rounds.
 * - KOA coin toss: a given order is applied, a seed draws one (reported in `coinTosses`),
 *   otherwise the place stays shared with `tossRequired`.
 *
 * @param tournament - the tournament (checked; see {@link validateTournament})
 * @param preset - the federation preset, such as {@link NOF_SWISS}
 * @param options - the round to stop after, overrides and the KOA toss
 * @returns the standings
 * @throws {@link MindsportError} every problem of {@link validateTournament}, `ROUNDS_NOT_COVERED` (KOA table), `DRAW_WIN_RIGHT_MISSING` (JOA), `BAD_AFTER_ROUND`, `BAD_TOSS_ORDER`, `BAD_OPTION`, `BAD_PRESET`, `DUPLICATE_CRITERION` (two criteria with one name)
 * @example
 * ```ts
 * import { NOF_SWISS, computeStandings } from 'mindsport/othello';
 * const tournament = JSON.parse(`{
 *   "plannedRounds": 2,
 *   "players": [{ "id": "a", "name": "Ann" }, { "id": "b", "name": "Bo" }, { "id": "c", "name": "Cy" }],
 *   "rounds": [
 *     { "games": [{ "black": "a", "blackDiscs": 40, "white": "b", "whiteDiscs": 24 }], "byes": ["c"] },
 *     { "games": [{ "black": "c", "blackDiscs": 30, "white": "a", "whiteDiscs": 34 }], "byes": ["b"] }
 *   ]
 * }`);
 * const standings = computeStandings(tournament, NOF_SWISS);
 * console.log(standings.rows.map((row) => `${row.placeLabel} ${row.name} ${row.points} ${row.values.mbq}`).join(', ')); // 1 Ann 2 138, 2 Cy 1 158, 3 Bo 1 152
 * ```
 */
export function computeStandings(
  tournament: Tournament,
  preset: StandingsPreset,
  options: StandingsOptions = {},
): Standings {
  const read = readStandingsOptions(options);
  return OTHELLO_SCRATCH.use((scratch) => standingsWith(scratch, tournament, preset, read));
}

const STANDINGS_OPTIONS = [
  'afterRound',
  'brightwellConstant',
  'mbqPolicy',
  'withdrawn',
  'emptySquares',
  'view',
  'roundRobinCycles',
  'finalTable',
  'coinToss',
  'byeDiscValue',
] as const satisfies readonly (keyof StandingsOptions)[];

/** The options, checked for shape: `null` or a list is `NOT_AN_OBJECT`, an unknown key `UNKNOWN_OPTION`. */
function readStandingsOptions(options: unknown): StandingsOptions {
  const read = readOptions<StandingsOptions>(options, STANDINGS_OPTIONS);
  if (read.coinToss !== undefined) {
    checkRecord(read.coinToss, ['options', 'coinToss'], THROW);
    checkFields(read.coinToss as Record<string, unknown>, ['orders', 'seed'], ['options', 'coinToss'], THROW);
  }
  return read;
}

/** {@link computeStandings} with the scratch columns of this call (none of them reaches the result). */
function standingsWith(
  scratch: Scratch,
  tournament: Tournament,
  preset: StandingsPreset,
  options: StandingsOptions,
): Standings {
  checkPreset(preset);
  const index = requireIndex(tournament, scratch);
  const rounds = resolveAfterRound(options.afterRound, index.roundCount);
  const raw = options.emptySquares === 'none';
  const view = options.view ?? 'table';
  if (!STANDINGS_VIEWS.includes(view)) {
    throw new MindsportError('BAD_OPTION', `view ${show(view)} is not one of ${STANDINGS_VIEWS.join(', ')}`, {
      path: ['view'],
      value: view,
    });
  }
  const byeDiscValue = options.byeDiscValue ?? preset.byeDiscValue;
  if (
    typeof byeDiscValue !== 'number' ||
    !Number.isSafeInteger(byeDiscValue) ||
    byeDiscValue < 0 ||
    byeDiscValue > 64
  ) {
    throw new MindsportError('BAD_OPTION', `byeDiscValue ${show(byeDiscValue)} must be a whole number 0…64`, {
      path: ['byeDiscValue'],
      value: byeDiscValue,
    });
  }
  const byeHalf = byeHalfPoints(preset.byePoints);

  // Round robin: schedule length, final table and the 64–0 rule.
  let plannedRounds = index.plannedRounds;
  let finalTable = false;
  let cycles = 1;
  if (preset.system === 'roundRobin') {
    const perCycle = index.playerCount % 2 === 0 ? Math.max(1, index.playerCount - 1) : index.playerCount;
    cycles = resolveCycles(options.roundRobinCycles, index.tournament.plannedRounds, perCycle);
    plannedRounds = Math.max(cycles * perCycle, index.roundCount);
    finalTable = options.finalTable ?? rounds >= cycles * perCycle;
    if (typeof finalTable !== 'boolean') {
      throw new MindsportError('BAD_OPTION', `finalTable ${show(finalTable)} must be true or false`, {
        path: ['finalTable'],
        value: finalTable,
      });
    }
  }
  const totals = baseTotals(
    index,
    rounds,
    byeHalf,
    byeDiscValue,
    raw,
    preset.drawWinRight,
    view === 'ratingList',
    scratch,
  );
  if (preset.absentPlayerRule && view === 'table') {
    applyAbsentPlayerRule(index, rounds, totals, finalTable, cycles, raw, preset.drawWinRight, scratch);
  }

  // Brightwell constant and MBQ, only when a criterion needs it.
  const usesMbq = preset.criteria.some((criterion) => criterion.kind === 'mbq');
  let constant: Fraction | null = null;
  let policy: MbqPolicy | null = null;
  let mbq: { values: Float64Array; scale: number } | undefined;
  let withdrawnSet: Uint8Array | undefined;
  const mbqPolicy = options.mbqPolicy ?? preset.mbqPolicy;
  if (!MBQ_POLICIES.includes(mbqPolicy)) {
    throw new MindsportError(
      'BAD_MBQ_POLICY',
      `MBQ policy ${show(mbqPolicy)} is not one of ${MBQ_POLICIES.join(', ')}`,
      {
        path: ['mbqPolicy'],
        value: mbqPolicy,
      },
    );
  }
  if (mbqPolicy === 'papp') withdrawnSet = pappWithdrawn(index, rounds, options.withdrawn);
  let activeCriteria = preset.criteria;
  if (usesMbq) {
    constant = brightwellConstant(options.brightwellConstant ?? preset.brightwell, plannedRounds || 1);
    if (constant.isZero() && preset.skipMbqWhenConstantIsZero) {
      activeCriteria = preset.criteria.filter((criterion) => criterion.kind !== 'mbq');
    } else {
      policy = mbqPolicy;
      const excluded = withdrawnSet ?? missedSomeRound(index, rounds);
      mbq = scaledMbq(index, rounds, toRatio(constant), excluded, totals.halfPoints, raw, undefined, scratch);
    }
  }

  // Sonneborn–Berger-like key, in quarter-points (per game; NOF §20a.2, spec §8 decision 9).
  let defeated: Float64Array | undefined;
  if (activeCriteria.some((criterion) => criterion.kind === 'defeatedOpponentsPoints')) {
    defeated = defeatedOpponentsPoints(index, rounds, totals, preset.drawWinRight, scratch);
  }

  const headToHead = (a: number, b: number): number | undefined => {
    let met = false;
    let half = 0;
    for (let round = 0; round < rounds; round++) {
      const slot = round * index.playerCount + a;
      if (index.status[slot] !== SLOT_GAME || index.opponent[slot] !== b) continue;
      if (totals.skipForfeits && index.forfeit[slot] !== FORFEIT_NONE) continue;
      met = true;
      half += totals.credited?.[slot] === 1 ? 2 : slotHalfPoints(index, slot, preset.drawWinRight);
    }
    const credits = totals.virtual?.get(a);
    if (credits) {
      for (const opponent of credits) {
        if (opponent === b) {
          met = true;
          half += 2;
        }
      }
    }
    if (!met && totals.virtual?.get(b)?.includes(a)) met = true;
    return met ? half : undefined;
  };

  // Coin toss (KOA): explicit orders, else a seeded draw, else shared with tossRequired.
  const tossOptions = options.coinToss ?? {};
  const tossRecords: CoinTossRecord[] = [];
  const tossPosition = new Map<number, [number, number]>();
  const addToss = (order: readonly number[], drawn: boolean): void => {
    const group = tossRecords.length;
    order.forEach((player, position) => {
      tossPosition.set(player, [group, position]);
    });
    tossRecords.push({ order: order.map((player) => index.ids[player] as string), drawn });
  };
  const usesToss = activeCriteria.some((criterion) => criterion.kind === 'coinToss');
  if (tossOptions.orders !== undefined) {
    readTossOrders(index, tossOptions.orders).forEach((order) => {
      addToss(order, false);
    });
  }

  const columnOf = (kind: string): ArrayLike<number> | undefined => {
    switch (kind) {
      case 'points':
      case 'wins':
        return totals.halfPoints;
      case 'discs':
        return totals.discs;
      case 'discDifference':
        return totals.discDifference;
      case 'mbq':
        return mbq?.values;
      case 'defeatedOpponentsPoints':
        return defeated;
      default:
        return undefined;
    }
  };
  const rankCriteria: RankCriterion<number>[] = activeCriteria.map((criterion): RankCriterion<number> => {
    const name = criterion.name ?? criterion.kind;
    switch (criterion.kind) {
      case 'points':
      case 'wins':
        return { name, value: (player) => totals.halfPoints[player] as number };
      case 'discs':
        return { name, value: (player) => totals.discs[player] as number };
      case 'discDifference':
        return { name, value: (player) => totals.discDifference[player] as number };
      case 'mbq':
        return { name, value: (player) => (mbq as { values: Float64Array }).values[player] as number };
      case 'defeatedOpponentsPoints':
        return { name, value: (player) => (defeated as Float64Array)[player] as number };
      case 'headToHead':
        return { name, headToHead: headToHead };
      case 'coinToss':
        return {
          name,
          headToHead: (a, b) => {
            const left = tossPosition.get(a);
            const right = tossPosition.get(b);
            if (left === undefined || right === undefined || left[0] !== right[0]) return undefined;
            return left[1] < right[1] ? 1 : 0;
          },
        };
      default:
        throw new MindsportError('BAD_PRESET', `unknown criterion ${show(criterion.kind)}`, {
          path: ['criteria'],
          value: criterion,
        });
    }
  });
  // The leading value criteria as integer columns (scaled: half-points, scaled MBQ, quarter-points).
  const columns: RankColumn[] = [];
  for (const criterion of activeCriteria) {
    const column = columnOf(criterion.kind);
    if (column === undefined) break;
    columns.push({ name: criterion.name ?? criterion.kind, column });
  }
  const rankAll = (): ColumnRanking =>
    rankColumns(index.playerCount, index.ids, columns, rankCriteria, 'auto', scratch);
  let ranked = rankAll();
  if (usesToss && tossOptions.seed !== undefined) {
    const random = createRandom(tossOptions.seed);
    let drew = false;
    for (const group of sharedGroups(ranked)) {
      if (group.every((player) => !tossPosition.has(player))) {
        addToss(random.shuffle(group), true);
        drew = true;
      }
    }
    if (drew) ranked = rankAll();
  }

  // Scale conversion of the output values.
  const scaleOf = (kind: string): number =>
    kind === 'points' || kind === 'wins' || kind === 'headToHead'
      ? 2
      : kind === 'mbq'
        ? (mbq?.scale ?? 1)
        : kind === 'defeatedOpponentsPoints'
          ? 4
          : 1;
  const criterionKinds = activeCriteria.map((criterion, level) => {
    const column = columnOf(criterion.kind);
    const scale = scaleOf(criterion.kind);
    return {
      name: criterion.name ?? criterion.kind,
      kind: criterion.kind,
      column,
      scale,
      exactValue: column === undefined ? undefined : exactColumn(column, scale, scratch, `exact${level}`),
    };
  });
  const points = exactColumn(totals.halfPoints, 2, scratch, 'exactPoints');
  const divided = (value: Fraction, scale: number): Fraction =>
    typeof value.numerator === 'number' && value.denominator === 1
      ? exact(value.numerator, scale)
      : value.div(scale);
  const withdrawnFrom = (player: number): boolean => {
    const from = index.players[player]?.withdrawnFromRound;
    return from !== undefined && from <= plannedRounds;
  };

  // Final order: inside a shared place by name, then id (spec §8 decision 16).
  const { order, decidedBy } = orderSharedGroups(ranked, index);
  const count = index.playerCount;
  const positionOf = scratch.int32('positionOf', count);
  for (let position = 0; position < count; position++) positionOf[order[position] as number] = position;
  // One row per player, built in input order (the players' objects are read in memory order)
  // and put straight at its position.
  const rows: StandingsRow[] = new Array(count);
  // The label of a shared place ("6–7"), built once per group: every row of the group holds the
  // same string (most rows of a large Swiss share a place, so this was a new string per row).
  const sharedLabels: (string | undefined)[] = new Array(count + 1);
  for (let player = 0; player < count; player++) {
    const position = positionOf[player] as number;
    const rankedValues = ranked.values.get(player);
    const values: Record<string, Fraction | undefined> = {};
    for (const { name, kind, column, scale, exactValue } of criterionKinds) {
      if (column !== undefined && exactValue !== undefined) {
        values[name] = exactValue(column[player] as number);
        continue;
      }
      const value = rankedValues?.[name];
      values[name] =
        value === undefined || kind === 'coinToss' || scale === 1 ? value : divided(value, scale);
    }
    const source = index.players[player];
    // Places are the same across a shared group, so the final position reads them too.
    const place = ranked.place[position] as number;
    const lastPlace = ranked.lastPlace[position] as number;
    const shared = lastPlace > place;
    rows[position] = {
      id: index.ids[player] as string,
      name: typeof source?.name === 'string' ? source.name : '',
      place,
      lastPlace,
      shared,
      placeLabel: shared ? (sharedLabels[place] ??= `${place}–${lastPlace}`) : placeText(place),
      points: points(totals.halfPoints[player] as number),
      values,
      decidedBy: decidedBy[position] as string | null,
      wins: totals.wins[player] as number,
      draws: totals.draws[player] as number,
      losses: totals.losses[player] as number,
      gamesPlayed: totals.games[player] as number,
      byes: totals.byes[player] as number,
      roundsPlayed: totals.played[player] as number,
      roundsMissed: totals.missed[player] as number,
      withdrawn: withdrawnFrom(player) || withdrawnSet?.[player] === 1,
      tossRequired: usesToss && shared,
      flags: source?.flags ?? NO_FLAGS,
    };
  }
  return {
    preset: preset.name,
    afterRound: rounds,
    plannedRounds,
    brightwellConstant: constant,
    mbqPolicy: policy,
    finalTable: preset.system === 'roundRobin' && finalTable,
    rows,
    coinTosses: tossRecords,
  };
}

/**
 * "1", "2", … kept between calls, up to the largest table built so far (at most
 * {@link MAX_KEPT_PLACES}). V8 keeps the text of a few thousand numbers itself; past that, a
 * 100,000-row table made 100,000 new strings on every call, and they had to be collected.
 */
const PLACE_TEXTS: string[] = [''];
const MAX_KEPT_PLACES = 1_000_000;

function placeText(place: number): string {
  if (place >= PLACE_TEXTS.length) {
    if (place > MAX_KEPT_PLACES) return `${place}`;
    for (let next = PLACE_TEXTS.length; next <= place; next++) PLACE_TEXTS.push(`${next}`);
  }
  return PLACE_TEXTS[place] as string;
}

/** Shared by every row without flags; frozen, so no row's list can change another's. */
const NO_FLAGS: readonly string[] = Object.freeze([]);

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
  // Where each value's Fraction sits in `built` (plus one; 0 = not built yet). A typed array:
  // a JavaScript array written at scattered indices turns into a slow dictionary.
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

function checkPreset(preset: StandingsPreset): void {
  if (
    typeof preset !== 'object' ||
    preset === null ||
    !Array.isArray(preset.criteria) ||
    preset.criteria.length === 0
  ) {
    throw new MindsportError('BAD_PRESET', `standings preset ${show(preset)} needs a list of criteria`, {
      path: ['preset'],
      value: preset,
    });
  }
  // Every criterion's values are published under its name: two with one name would
  // overwrite each other (and whether core ranking noticed depended on the tournament).
  const names = new Set<unknown>();
  preset.criteria.forEach((criterion: unknown, position) => {
    if (!isRecord(criterion)) {
      throw new MindsportError(
        'BAD_PRESET',
        `criterion ${position + 1} must be an object with a kind, not ${show(criterion)}`,
        { path: ['preset', 'criteria', position], value: criterion },
      );
    }
    const name = criterion.name ?? criterion.kind;
    if (names.has(name)) {
      throw new MindsportError('DUPLICATE_CRITERION', `criterion name ${show(name)} is used twice`, {
        path: ['preset', 'criteria', position, 'name'],
        value: name,
      });
    }
    names.add(name);
  });
}

function resolveCycles(option: unknown, planned: number | undefined, perCycle: number): number {
  if (option !== undefined) {
    if (typeof option !== 'number' || !Number.isSafeInteger(option) || option < 1) {
      throw new MindsportError('BAD_OPTION', `roundRobinCycles ${show(option)} must be a whole number ≥ 1`, {
        path: ['roundRobinCycles'],
        value: option,
      });
    }
    return option;
  }
  if (planned === undefined) return 1;
  return Math.max(1, Math.round(planned / perCycle));
}

function baseTotals(
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
function applyAbsentPlayerRule(
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
function defeatedOpponentsPoints(
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

function readTossOrders(index: TournamentIndex, orders: unknown): number[][] {
  if (!Array.isArray(orders)) {
    throw new MindsportError('BAD_TOSS_ORDER', `coinToss.orders ${show(orders)} must be a list of id lists`, {
      path: ['coinToss', 'orders'],
      value: orders,
    });
  }
  const used = new Set<number>();
  return orders.map((order, position) => {
    if (!Array.isArray(order) || order.length < 2) {
      throw new MindsportError(
        'BAD_TOSS_ORDER',
        `coin toss ${position + 1}: ${show(order)} must list at least two player ids`,
        {
          path: ['coinToss', 'orders', position],
          value: order,
        },
      );
    }
    return order.map((id: unknown, place) => {
      const player = typeof id === 'string' ? index.indexOf.get(id) : undefined;
      if (player === undefined) {
        throw new MindsportError(
          'UNKNOWN_PLAYER',
          `coin toss ${position + 1}: unknown player id ${show(id)}`,
          {
            path: ['coinToss', 'orders', position, place],
            value: id,
          },
        );
      }
      if (used.has(player)) {
        throw new MindsportError(
          'BAD_TOSS_ORDER',
          `coin toss ${position + 1}: player ${show(id)} is in two toss orders`,
          {
            path: ['coinToss', 'orders', position, place],
            value: id,
          },
        );
      }
      used.add(player);
      return player;
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
  const nameOf = (player: number): string => {
    const name = index.players[player]?.name;
    return typeof name === 'string' ? name : '';
  };
  let start = 0;
  while (start < count) {
    const end = (ranked.lastPlace[start] as number) - (ranked.place[start] as number) + start + 1;
    if (end - start > 1) {
      order
        .subarray(start, end)
        .sort(
          (a, b) =>
            compareText(nameOf(a), nameOf(b)) || compareText(index.ids[a] as string, index.ids[b] as string),
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

/** A game actually played, for the rating-list view ({@link playedGames}). */
export interface PlayedGame {
  /** Round number, 1-based. */
  round: number;
  /** Black's player id. */
  black: PlayerId;
  /** Black's discs. */
  blackDiscs: number;
  /** White's player id. */
  white: PlayerId;
  /** White's discs. */
  whiteDiscs: number;
}

/**
 * The games actually played up to a round — the rating-list view of NOF §20a ("For nordisk
 * ratingliste … gjelder kun faktiske resultater i partier som ble spilt"): no 64–0 credits,
 * no forfeits, no byes.
 *
 * @param tournament - the tournament
 * @param afterRound - the last round to include; default all
 * @returns the played games with their 1-based round number, in round and board order
 * @throws {@link MindsportError} every problem of {@link validateTournament}, `BAD_AFTER_ROUND`
 * @example
 * ```ts
 * import { playedGames } from 'mindsport/othello';
 * const games = playedGames({
 *   players: [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }],
 *   rounds: [{ games: [{ black: 'a', blackDiscs: 64, white: 'b', whiteDiscs: 0, forfeit: 'white' }] },
 *            { games: [{ black: 'b', blackDiscs: 33, white: 'a', whiteDiscs: 31 }] }],
 * });
 * console.log(games); // [ { round: 2, black: 'b', blackDiscs: 33, white: 'a', whiteDiscs: 31 } ]
 * ```
 */
export function playedGames(tournament: Tournament, afterRound?: number): PlayedGame[] {
  const index = requireIndex(tournament);
  const rounds = resolveAfterRound(afterRound, index.roundCount);
  const games: PlayedGame[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const game of tournament.rounds[round]?.games ?? []) {
      if (game.forfeit !== undefined) continue;
      games.push({
        round: round + 1,
        black: game.black,
        blackDiscs: game.blackDiscs,
        white: game.white,
        whiteDiscs: game.whiteDiscs,
      });
    }
  }
  return games;
}
