/**
 * The Swiss pairing engine (KOA III, NOF §20b, §26; spec `othello.md` §6–§7): the next
 * round's games with colours and the bye, optimal for explicit priorities.
 *
 * @module
 */

import {
  checkFields,
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  collectProblems,
  createRandom,
  deepFreeze,
  fail,
  type MatchingEdge,
  matchingReducedCost,
  maxWeightMatchingWithCertificate,
  problemAt,
  readOptions,
  show,
  THROW,
  unwrapValidation,
  type Validation,
} from '../core/internal.js';
import { seedFirstRound } from './championship.js';
import { NAME_COLLATIONS, type NameCollation } from './names.js';
import { type ColourCode, isPresent, type PlayerHistory, readHistory } from './pairing-history.js';
import {
  BYE_POINTS,
  BYE_UPPER_HALF,
  COLOUR_BALANCE,
  COLOUR_REPEAT,
  colourCosts,
  foldMultipliers,
  PAIRING_PRIORITIES,
  type PairingCost,
  type PairingPriority,
  PRIORITY_COUNT,
  pairColours,
  REMATCH,
  SCORE_DIFFERENCE,
  SECOND_BYE,
} from './pairing-weights.js';
import type { OthelloTournament, PlayerId } from './tournament.js';
import { requireIndex } from './tournament-index.js';

/**
 * Rematch policies (KOA III.2–3): `strict` never pairs two players who already met (the
 * engine throws if that is impossible); `modified` allows rematches but makes as few as
 * possible.
 *
 * @category Pairing
 * @example
 * ```ts
 * import { PAIRING_MODES } from 'mindsport/othello';
 * console.log(PAIRING_MODES.join(' ')); // strict modified
 * ```
 */
export const PAIRING_MODES = deepFreeze(['strict', 'modified'] as const);

/**
 * One of {@link PAIRING_MODES}.
 *
 * @category Pairing
 */
export type PairingMode = (typeof PAIRING_MODES)[number];

/**
 * How round 1 is paired: `random` — drawn by lot from a seed (KOA III.1); `rating` — the
 * NOF §26 seeding: upper-half #k meets lower-half #k, upper #1 black, #2 white, alternating.
 *
 * @category Pairing
 * @example
 * ```ts
 * import { FIRST_ROUND_METHODS } from 'mindsport/othello';
 * console.log(FIRST_ROUND_METHODS.join(' ')); // random rating
 * ```
 */
export const FIRST_ROUND_METHODS = deepFreeze(['random', 'rating'] as const);

/**
 * One of {@link FIRST_ROUND_METHODS}.
 *
 * @category Pairing
 */
export type FirstRoundMethod = (typeof FIRST_ROUND_METHODS)[number];

/**
 * How a federation pairs a Swiss round: the rematch policy and how round 1 is paired.
 *
 * @category Pairing
 */
export interface OthelloPairingRules {
  /** Display name, such as `'KOA Swiss'`. */
  readonly name: string;
  /** The rule text (seed and §). */
  readonly source?: string;
  /** Rematch policy: `'strict'` never (KOA III.2), `'modified'` as few as possible (KOA III.3). */
  readonly mode: PairingMode;
  /** Round 1: `'random'`, drawn by lot (KOA III.1), or `'rating'`, the NOF §26 seeding. */
  readonly firstRound: FirstRoundMethod;
}

/**
 * KOA Swiss (KOA III.1–III.7; the bye rule of NOF §20b): round 1 drawn by lot, no rematch.
 *
 * @category Pairing
 * @example
 * ```ts
 * import { KOA_SWISS_PAIRING } from 'mindsport/othello';
 * console.log(KOA_SWISS_PAIRING.mode, KOA_SWISS_PAIRING.firstRound); // strict random
 * ```
 */
export const KOA_SWISS_PAIRING: OthelloPairingRules = deepFreeze({
  name: 'KOA Swiss',
  source: 'seed 001 III.1–III.7; seed 000 §20b',
  mode: 'strict',
  firstRound: 'random',
});

/**
 * KOA modified Swiss (KOA III.3): as {@link KOA_SWISS_PAIRING}, with as few rematches as possible.
 *
 * @category Pairing
 * @example
 * ```ts
 * import { KOA_MODIFIED_SWISS_PAIRING } from 'mindsport/othello';
 * console.log(KOA_MODIFIED_SWISS_PAIRING.mode); // modified
 * ```
 */
export const KOA_MODIFIED_SWISS_PAIRING: OthelloPairingRules = deepFreeze({
  name: 'KOA modified Swiss',
  source: 'seed 001 III.1, III.3–III.7; seed 000 §20b',
  mode: 'modified',
  firstRound: 'random',
});

/**
 * NOF Swiss (NOF §20b, §26): round 1 from the rating list, then the KOA III priorities, no rematch.
 *
 * @category Pairing
 * @example
 * ```ts
 * import { NOF_SWISS_PAIRING } from 'mindsport/othello';
 * console.log(NOF_SWISS_PAIRING.firstRound); // rating
 * ```
 */
export const NOF_SWISS_PAIRING: OthelloPairingRules = deepFreeze({
  name: 'NOF Swiss',
  source: 'seed 000 §20b, §26; seed 001 III.2, III.4–III.7',
  mode: 'strict',
  firstRound: 'rating',
});

/**
 * Every pairing preset by its export name.
 *
 * @category Pairing
 * @example
 * ```ts
 * import { OTHELLO_PAIRING_PRESETS } from 'mindsport/othello';
 * console.log(Object.keys(OTHELLO_PAIRING_PRESETS).join(' ')); // KOA_SWISS_PAIRING KOA_MODIFIED_SWISS_PAIRING NOF_SWISS_PAIRING
 * ```
 */
export const OTHELLO_PAIRING_PRESETS: {
  /** {@link KOA_SWISS_PAIRING} */
  readonly KOA_SWISS_PAIRING: OthelloPairingRules;
  /** {@link KOA_MODIFIED_SWISS_PAIRING} */
  readonly KOA_MODIFIED_SWISS_PAIRING: OthelloPairingRules;
  /** {@link NOF_SWISS_PAIRING} */
  readonly NOF_SWISS_PAIRING: OthelloPairingRules;
} = deepFreeze({ KOA_SWISS_PAIRING, KOA_MODIFIED_SWISS_PAIRING, NOF_SWISS_PAIRING });

/**
 * Checks pairing rules like a document: `name`, `mode`, `firstRound` (paths start with `'rules'`).
 *
 * @category Pairing
 * @param rules - a preset or a copy of one with fields changed
 * @returns `{ ok: true, value }` or `{ ok: false, problems }`
 * @example
 * ```ts
 * import { KOA_SWISS_PAIRING, validateOthelloPairingRules } from 'mindsport/othello';
 * const [problem] = validateOthelloPairingRules({ ...KOA_SWISS_PAIRING, mode: 'swiss' }).problems;
 * console.log(problem?.code, problem?.path); // NOT_ONE_OF [ 'rules', 'mode' ]
 * ```
 */
export function validateOthelloPairingRules(rules: unknown): Validation<OthelloPairingRules> {
  return collectProblems((report) => {
    const path = ['rules'];
    if (!checkRecord(rules, path, report)) return rules as OthelloPairingRules;
    checkFields(rules, ['name', 'source', 'mode', 'firstRound'], path, report, [
      'name',
      'mode',
      'firstRound',
    ]);
    if (rules.name !== undefined) checkString(rules.name, ['rules', 'name'], report);
    if (rules.source !== undefined) checkString(rules.source, ['rules', 'source'], report, true);
    if (rules.mode !== undefined) checkOneOf(rules.mode, PAIRING_MODES, ['rules', 'mode'], report);
    if (rules.firstRound !== undefined)
      checkOneOf(rules.firstRound, FIRST_ROUND_METHODS, ['rules', 'firstRound'], report);
    return rules as unknown as OthelloPairingRules;
  });
}

/**
 * Options of {@link pairOthelloRound}: what this one call asks for.
 *
 * @category Pairing
 */
export interface OthelloPairingOptions {
  /** Seed of the round-1 draw by lot; required when round 1 is `'random'`, unused otherwise. */
  readonly seed?: number | string;
  /** Players known to be absent from the round being paired (they get neither a game nor the bye). */
  readonly absent?: readonly PlayerId[];
  /** Name order of unrated players in the rating seeding. Default `'norwegian'`. */
  readonly collation?: NameCollation;
}

/**
 * One game of the new round.
 *
 * @category Pairing
 */
export interface OthelloPairedGame {
  /** The player with the black discs (moves first). */
  readonly black: PlayerId;
  /** The player with the white discs. */
  readonly white: PlayerId;
}

/**
 * Kinds of {@link PairingNote}: each names a priority that had to give way.
 *
 * @category Pairing
 * @example
 * ```ts
 * import { PAIRING_NOTE_KINDS } from 'mindsport/othello';
 * console.log(PAIRING_NOTE_KINDS.includes('rematch')); // true
 * ```
 */
export const PAIRING_NOTE_KINDS = deepFreeze([
  'secondBye',
  'rematch',
  'byeUpperHalf',
  'scoreDifference',
  'colourBalance',
  'colourRepeat',
  'precision',
] as const);

/**
 * One of {@link PAIRING_NOTE_KINDS}.
 *
 * @category Pairing
 */
export type PairingNoteKind = (typeof PAIRING_NOTE_KINDS)[number];

/**
 * Why a constraint gave way: since the pairing is optimal for the priorities, each note
 * describes something no pairing could avoid without breaking a higher priority.
 *
 * @category Pairing
 */
export interface PairingNote {
  /** Which priority gave way (`precision`: lowest priorities dropped to fit exact integers, see docs). */
  readonly kind: PairingNoteKind;
  /** The players concerned. */
  readonly players: readonly PlayerId[];
  /** A sentence for the tournament director, e.g. `rematch unavoidable for players 4 and 9 (met in round 2)`. */
  readonly message: string;
}

/**
 * The pairing of one round: a frozen plain object.
 *
 * @category Pairing
 */
export interface OthelloPairing {
  /** The pairing rules' name. */
  readonly rules: string;
  /** The round paired, 1-based (`tournament.rounds.length + 1`). */
  readonly round: number;
  /** The games in board order: highest points first. */
  readonly games: readonly OthelloPairedGame[];
  /** The player with the bye (1 point, NOF §20b), or `null` with an even field. */
  readonly bye: PlayerId | null;
  /** Why constraints gave way, in board order. */
  readonly notes: readonly PairingNote[];
  /** The pairing's cost on every priority (see {@link PAIRING_PRIORITIES}); all zero for round 1. */
  readonly cost: PairingCost;
}

/** A pairing before the rules' name is added and it is frozen. */
type RoundPairing = Omit<OthelloPairing, 'rules'>;

function formatPoints(halfPoints: number): string {
  const whole = Math.floor(halfPoints / 2);
  return halfPoints % 2 === 0 ? String(whole) : whole === 0 ? '½' : `${whole}½`;
}

const ZERO_COST: PairingCost = Object.freeze(
  Object.fromEntries(PAIRING_PRIORITIES.map((priority) => [priority, 0])) as Record<PairingPriority, number>,
);

/**
 * Pairs the next round of a Swiss tournament (KOA III, NOF §20b, §26; spec `othello.md` §7):
 * games with colours, and the bye for an odd field.
 *
 * Round 1 is drawn by lot from `seed` (KOA III.1) or seeded by rating (NOF §26: upper-half
 * #k meets lower-half #k, upper #1 black, upper #2 white, alternating; an odd field gives
 * the lowest seed the bye), as the rules say. Later rounds are solved **optimally** as one
 * maximum-weight matching (the weighted blossom algorithm) over every possible pair and a
 * bye slot, with the priorities of {@link PAIRING_PRIORITIES} folded exactly into integer
 * weights: no rematch (`strict`, KOA III.2) or as few as possible (`modified`, III.3), no
 * second bye, the bye in the lower half (NOF §20b: at least ⌊N/2⌋ of the N present players
 * have more points — a tied group counts at its best place), equal points or the smallest
 * squared difference (III.4), then the fewest points for the bye taker, colour counts as
 * equal as possible (III.5) and alternating colours (III.7). Colours of each pair follow the
 * same two colour priorities; an exact tie gives the better-placed player black on odd
 * boards, white on even ones. Withdrawn (III.6), not-yet-entered and announced-absent
 * players are never paired.
 *
 * The document is checked as for the standings. The result is deterministic: it depends
 * only on the tournament, the rules, the options and (round 1) the seed — not on the order
 * of the players list.
 *
 * @category Pairing
 * @param tournament - players and the rounds played so far
 * @param rules - {@link KOA_SWISS_PAIRING}, {@link KOA_MODIFIED_SWISS_PAIRING}, {@link NOF_SWISS_PAIRING} or a copy
 * @param options - the round-1 seed, absent players, the name collation
 * @returns the games in board order, the bye, the cost on each priority and notes on what gave way, frozen
 * @throws {@link index!MindsportError | MindsportError} `PAIRING_IMPOSSIBLE` in `strict` mode when every pairing repeats a
 *   game; `SEED_REQUIRED` for a random round 1 without a seed; every problem of the document
 *   or the rules; `UNKNOWN_OPTION`, `UNKNOWN_ID` and shape codes for bad options
 * @example
 * ```ts
 * import { KOA_SWISS_PAIRING, pairOthelloRound } from 'mindsport/othello';
 * const players = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map((name, index) => ({ id: String(index + 1), name }));
 * const tournament = {
 *   players,
 *   rounds: [{ games: [{ black: '1', blackDiscs: 40, white: '2', whiteDiscs: 24 }, { black: '3', blackDiscs: 20, white: '4', whiteDiscs: 44 }], byes: ['5'] }],
 * };
 * const next = pairOthelloRound(tournament, KOA_SWISS_PAIRING);
 * console.log(next.games.map((game) => `${game.black}-${game.white}`).join(' '), next.bye); // 4-1 2-5 3
 * console.log(next.notes[0]?.message); // players 5 (1) and 2 (0) paired across a score difference of 1
 * ```
 */
export function pairOthelloRound(
  tournament: OthelloTournament,
  rules: OthelloPairingRules,
  options: OthelloPairingOptions = {},
): OthelloPairing {
  // The whole document is checked as for the standings; the history then reads it.
  requireIndex(tournament);
  const { mode, firstRound, name } = unwrapValidation(validateOthelloPairingRules(rules));
  const read = readOptions<OthelloPairingOptions>(options, ['seed', 'absent', 'collation']);
  const collation = read.collation ?? 'norwegian';
  checkOneOf(collation, NAME_COLLATIONS, ['options', 'collation'], THROW);
  const { players, byId } = readHistory(tournament);
  const round = tournament.rounds.length + 1;
  const absent = absentPlayers(read.absent, byId);
  // Canonical order: points, then seeding order — independent of the input order.
  const present = players.filter((player) => isPresent(player.player, round) && !absent.has(player.index));
  const seedRank = new Map(
    seedFirstRound(
      present.map((player) => player.player),
      { collation },
    ).order.map((id, rank) => [id, rank]),
  );
  const pairable = present.sort(
    (a, b) => b.halfPoints - a.halfPoints || seedRank.get(a.id)! - seedRank.get(b.id)!,
  );
  const pairing =
    round === 1
      ? pairFirstRound(pairable, firstRound, read.seed, collation)
      : pairLaterRound(pairable, round, mode);
  return deepFreeze({ rules: name, ...pairing });
}

/** The `absent` option: ids of players of the document. */
function absentPlayers(absent: unknown, byId: ReadonlyMap<PlayerId, number>): Set<number> {
  const players = new Set<number>();
  if (absent === undefined) return players;
  checkList(absent, ['options', 'absent'], THROW);
  (absent as readonly unknown[]).forEach((id, position) => {
    const path = ['options', 'absent', position];
    checkString(id, path, THROW, true);
    const index = byId.get(id as string);
    if (index === undefined) fail(problemAt('UNKNOWN_ID', path, id, `${show(id)} is not a player's id`));
    players.add(index as number);
  });
  return players;
}

function pairFirstRound(
  pairable: PlayerHistory[],
  method: FirstRoundMethod,
  seed: number | string | undefined,
  collation: NameCollation,
): RoundPairing {
  if (method === 'rating') {
    // NOF §26 seeding, shared with the championship module (spec §8 decision 14).
    const seeding = seedFirstRound(
      pairable.map((player) => player.player),
      { collation },
    );
    return { round: 1, games: seeding.games, bye: seeding.byes[0] ?? null, notes: [], cost: ZERO_COST };
  }
  if (seed === undefined) {
    fail(
      problemAt('SEED_REQUIRED', ['options', 'seed'], seed, 'a random first round (KOA III.1) needs a seed'),
    );
  }
  // KOA III.1: drawn by lot; the first of each drawn pair has black; with an odd field the
  // last one drawn has the bye.
  const order = createRandom(seed).shuffle(pairable);
  const bye = order.length % 2 === 1 ? order.pop()!.id : null;
  const games: OthelloPairedGame[] = [];
  for (let index = 0; index + 1 < order.length; index += 2) {
    games.push({ black: order[index]!.id, white: order[index + 1]!.id });
  }
  return { round: 1, games, bye, notes: [], cost: ZERO_COST };
}

/** Pairs solved first: each player with the next this many in the standings … */
const NEIGHBOURHOOD = 4;
/** … and with this many partners of lowest cost (then all pairs are proven). */
const FAVOURITES = 8;

function pairLaterRound(pairable: PlayerHistory[], round: number, mode: PairingMode): RoundPairing {
  const count = pairable.length;
  const withBye = count % 2 === 1;
  const vertexCount = withBye ? count + 1 : count;
  const byeVertex = withBye ? count : -1;
  // Lower half of the standings (NOF §20b): at least ⌊N/2⌋ present players have more
  // points (so with an odd field the middle place belongs to the lower half); a group tied
  // on points counts at its best place.
  const inUpperHalf = new Uint8Array(count);
  for (let vertex = 0, above = 0; vertex < count; vertex++) {
    if (vertex > 0 && pairable[vertex]!.halfPoints < pairable[vertex - 1]!.halfPoints) above = vertex;
    inUpperHalf[vertex] = above < Math.floor(count / 2) ? 1 : 0;
  }

  // Per-player inputs of the pair costs.
  const colourCostsOf = pairable.map((player) => [colourCosts(player, 0), colourCosts(player, 1)] as const);
  const byeCosts = (a: number, priority: number): number => {
    const player = pairable[a]!;
    if (priority === SECOND_BYE) return player.byes > 0 ? 1 : 0;
    if (priority === BYE_UPPER_HALF) return inUpperHalf[a]!;
    return priority === BYE_POINTS ? player.halfPoints : 0;
  };

  // Pass 1 over every pair: its costs on the pair priorities (kept in flat typed arrays —
  // large fields have millions of pairs), each vertex's worst cost per priority for the
  // fold, and each player's most promising partners for the first solve.
  const pairIndex = (a: number, b: number) => a * count + b;
  const exists = new Uint8Array(count * count); // 1 possible, 2 possible rematch
  const scoreCost = new Int32Array(count * count);
  const balanceCost = new Uint8Array(count * count);
  const repeatCost = new Uint8Array(count * count);
  const worstAtVertex = Array.from({ length: PRIORITY_COUNT }, () => new Float64Array(vertexCount));
  const worstEdge = new Float64Array(PRIORITY_COUNT);
  const noteWorst = (priority: number, a: number, b: number, cost: number) => {
    const atVertex = worstAtVertex[priority]!;
    if (cost > atVertex[a]!) atVertex[a] = cost;
    if (cost > atVertex[b]!) atVertex[b] = cost;
    if (cost > worstEdge[priority]!) worstEdge[priority] = cost;
  };
  const favourites = new Int32Array(count * FAVOURITES).fill(-1);
  const favouriteKeys = new Float64Array(count * FAVOURITES).fill(Number.POSITIVE_INFINITY);
  const offerFavourite = (a: number, b: number, key: number) => {
    const base = a * FAVOURITES;
    if (key >= favouriteKeys[base + FAVOURITES - 1]!) return;
    let slot = FAVOURITES - 1;
    while (slot > 0 && favouriteKeys[base + slot - 1]! > key) {
      favouriteKeys[base + slot] = favouriteKeys[base + slot - 1]!;
      favourites[base + slot] = favourites[base + slot - 1]!;
      slot--;
    }
    favouriteKeys[base + slot] = key;
    favourites[base + slot] = b;
  };
  const blackBalance = Int32Array.from(colourCostsOf, ([black]) => black[0]);
  const blackRepeat = Int32Array.from(colourCostsOf, ([black]) => black[1]);
  const whiteBalance = Int32Array.from(colourCostsOf, ([, white]) => white[0]);
  const whiteRepeat = Int32Array.from(colourCostsOf, ([, white]) => white[1]);
  const met = new Uint8Array(count * count);
  const vertexOf = new Map(pairable.map((player, vertex) => [player.index, vertex]));
  pairable.forEach((player, a) => {
    for (const opponent of player.met.keys()) {
      const b = vertexOf.get(opponent);
      if (b !== undefined) met[pairIndex(a, b)] = 1;
    }
  });
  for (let a = 0; a < count; a++) {
    const halfPointsA = pairable[a]!.halfPoints;
    for (let b = a + 1; b < count; b++) {
      const at = pairIndex(a, b);
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
      const difference = halfPointsA - pairable[b]!.halfPoints;
      exists[at] = rematch ? 2 : 1;
      scoreCost[at] = difference * difference;
      balanceCost[at] = Math.min(255, blackBetter ? balanceIfBlack : balanceIfWhite);
      repeatCost[at] = blackBetter ? repeatIfBlack : repeatIfWhite;
      noteWorst(REMATCH, a, b, rematch ? 1 : 0);
      noteWorst(SCORE_DIFFERENCE, a, b, scoreCost[at]!);
      noteWorst(COLOUR_BALANCE, a, b, balanceCost[at]!);
      noteWorst(COLOUR_REPEAT, a, b, repeatCost[at]!);
      // An ordering key only (lexicographic on the pair priorities, then nearness in the
      // standings), to pick candidates.
      const key =
        (rematch ? 2 ** 46 : 0) +
        Math.min(scoreCost[at]!, 2 ** 16 - 1) * 2 ** 30 +
        balanceCost[at]! * 2 ** 22 +
        repeatCost[at]! * 2 ** 14 +
        Math.min(b - a, 2 ** 14 - 1);
      offerFavourite(a, b, key);
      offerFavourite(b, a, key);
    }
    if (withBye) {
      for (const priority of [SECOND_BYE, BYE_UPPER_HALF, BYE_POINTS]) {
        noteWorst(priority, a, byeVertex, byeCosts(a, priority));
      }
    }
  }
  const pairs = vertexCount / 2;
  const bounds = Array.from({ length: PRIORITY_COUNT }, (_, priority) => {
    if (priority === SECOND_BYE || priority === BYE_UPPER_HALF || priority === BYE_POINTS)
      return worstEdge[priority]!;
    let sum = 0;
    for (const cost of worstAtVertex[priority]!) sum += cost;
    return Math.min(Math.floor(sum / 2), pairs * worstEdge[priority]!);
  });
  // Fold exactly; if the field is too large for exact integers, drop the lowest priorities
  // from the matching (colours are still chosen per pair afterwards) and say so.
  let folded = PRIORITY_COUNT;
  let multipliers = foldMultipliers(bounds);
  while (multipliers === null) {
    folded--;
    multipliers = foldMultipliers(bounds.slice(0, folded));
  }
  const factor = (priority: number) => (priority < folded ? multipliers[priority]! : 0);
  const [rematchFactor, scoreFactor, balanceFactor, repeatFactor] = [
    REMATCH,
    SCORE_DIFFERENCE,
    COLOUR_BALANCE,
    COLOUR_REPEAT,
  ].map(factor) as [number, number, number, number];
  const weightOf = (a: number, b: number): number | undefined => {
    if (b === byeVertex) {
      let cost = 0;
      for (const priority of [SECOND_BYE, BYE_UPPER_HALF, BYE_POINTS])
        cost += byeCosts(a, priority) * factor(priority);
      return -cost;
    }
    const at = pairIndex(a, b);
    const kind = exists[at]!;
    if (kind === 0) return undefined;
    return -(
      (kind === 2 ? rematchFactor : 0) +
      scoreCost[at]! * scoreFactor +
      balanceCost[at]! * balanceFactor +
      repeatCost[at]! * repeatFactor
    );
  };

  // Solve on promising pairs first — neighbours in the standings, each player's favourite
  // partners, every bye — then prove the result optimal for all pairs with the matching's
  // dual certificate, adding any pair that could still improve it. The answer is the same
  // as a solve over all pairs.
  const edges: MatchingEdge[] = [];
  const inGraph = new Uint8Array(vertexCount * vertexCount);
  const addEdge = (a: number, b: number): void => {
    if (inGraph[a * vertexCount + b] === 1) return;
    inGraph[a * vertexCount + b] = 1;
    const weight = weightOf(a, b);
    if (weight !== undefined) edges.push({ u: a, v: b, weight });
  };
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < Math.min(count, a + 1 + NEIGHBOURHOOD); b++) addEdge(a, b);
    for (let slot = 0; slot < FAVOURITES; slot++) {
      const b = favourites[a * FAVOURITES + slot]!;
      if (b >= 0) addEdge(Math.min(a, b), Math.max(a, b));
    }
    if (withBye) addEdge(a, byeVertex);
  }
  let mate: Int32Array;
  for (;;) {
    const solution = maxWeightMatchingWithCertificate(vertexCount, edges, { maxCardinality: true });
    mate = solution.mate;
    let added = 0;
    const perfect = !mate.includes(-1);
    const { vertexDuals, blossomParent, weightScale } = solution.certificate;
    for (let a = 0; a < count; a++) {
      const dualA = vertexDuals[a]!;
      const topLevelA = blossomParent[a] === -1;
      for (let b = a + 1; b < count; b++) {
        if (inGraph[a * vertexCount + b] === 1) continue;
        const weight = weightOf(a, b);
        if (weight === undefined) continue;
        // Without a perfect matching the certificate proves nothing: take every pair.
        // Ends outside any blossom: the reduced cost is just the duals' sum minus the weight.
        const improving = !perfect
          ? true
          : topLevelA || blossomParent[b] === -1
            ? dualA + vertexDuals[b]! - 2 * weightScale * weight < 0
            : matchingReducedCost(solution.certificate, a, b, weight) < 0;
        if (improving) {
          addEdge(a, b);
          added++;
        }
      }
    }
    if (added === 0) break;
  }
  const unmatched = pairable.filter((_, vertex) => mate[vertex] === -1);
  if (unmatched.length > 0) {
    fail(
      problemAt(
        'PAIRING_IMPOSSIBLE',
        ['rules', 'mode'],
        mode,
        `round ${round}: no pairing avoids a rematch (strict mode, KOA III.2); players left without an opponent: ${unmatched.map((player) => show(player.id)).join(', ')}; use mode 'modified'`,
      ),
    );
  }

  const notes: PairingNote[] = [];
  const cost = Object.fromEntries(PAIRING_PRIORITIES.map((priority) => [priority, 0])) as Record<
    PairingPriority,
    number
  >;
  let bye: PlayerId | null = null;
  if (withBye) {
    const taker = pairable[mate[byeVertex]!]!;
    bye = taker.id;
    if (taker.byes > 0) {
      cost.secondBye = 1;
      notes.push({
        kind: 'secondBye',
        players: [taker.id],
        message: `second bye for player ${taker.id}: every player who could take the bye has had one`,
      });
    }
    if (inUpperHalf[mate[byeVertex]!] === 1) {
      cost.byeUpperHalf = 1;
      notes.push({
        kind: 'byeUpperHalf',
        players: [taker.id],
        message: `bye for player ${taker.id} (${formatPoints(taker.halfPoints)} point${taker.halfPoints === 2 ? '' : 's'}) in the upper half: no lower-half player could take it`,
      });
    }
    cost.byePoints = taker.halfPoints;
  }
  if (folded < PRIORITY_COUNT) {
    notes.push({
      kind: 'precision',
      players: [],
      message: `field too large for exact weights: ${PAIRING_PRIORITIES.slice(folded).join(', ')} decided per pair only`,
    });
  }

  const matchedPairs: [PlayerHistory, PlayerHistory, number][] = [];
  for (let vertex = 0; vertex < count; vertex++) {
    const other = mate[vertex]!;
    if (other > vertex && other !== byeVertex)
      matchedPairs.push([pairable[vertex]!, pairable[other]!, vertex]);
  }
  // Board order: the stronger pair first; `vertex` (the better player's place) settles ties.
  matchedPairs.sort(
    ([a1, b1, v1], [a2, b2, v2]) =>
      Math.max(a2.halfPoints, b2.halfPoints) - Math.max(a1.halfPoints, b1.halfPoints) ||
      a2.halfPoints + b2.halfPoints - (a1.halfPoints + b1.halfPoints) ||
      v1 - v2,
  );
  const games: OthelloPairedGame[] = matchedPairs.map(([first, second], board) => {
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
    for (const [player, colour] of [
      [black, 0],
      [white, 1],
    ] as const) {
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
    return { black: black.id, white: white.id };
  });
  return { round, games, bye, notes, cost };
}
