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
  problemAt,
  readOptions,
  show,
  THROW,
  unwrapValidation,
  type Validation,
} from '../../core/internal.js';
import { seedFirstRound } from '../tournament/championship.js';
import type { OthelloTournament, PlayerId } from '../tournament/tournament.js';
import { requireIndex } from '../tournament/tournament-index.js';
import { NAME_COLLATIONS, type NameCollation } from './names.js';
import { isPresent, type PlayerHistory, readHistory } from './pairing-history.js';
import { pairLaterRound, type RoundPairing } from './pairing-later-rounds.js';
import { PAIRING_PRIORITIES, type PairingCost, type PairingPriority } from './pairing-weights.js';

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
 * @throws {@link mindsport!MindsportError} `PAIRING_IMPOSSIBLE` in `strict` mode when every pairing repeats a
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
