/**
 * Championship formats: the NM / Junior-NM / Lightning-NM format by number of entrants and
 * the first-round seeding from the rating list (NOF §26; spec §6 and §8 decision 14).
 * Finals and play-offs are in `finals.ts`.
 *
 * @module
 */

import {
  checkFields,
  checkInteger,
  checkList,
  checkOneOf,
  checkRecord,
  checkString,
  deepFreeze,
  fail,
  problemAt,
  readOptions,
  show,
  THROW,
} from '../../core/internal.js';
import { NAME_COLLATIONS, type NameCollation } from '../pairing/names.js';
import { type FinalRules, LIGHTNING_NM_FINAL, NM_FINAL } from './finals.js';
import type { OthelloPlayer, OthelloUnplayedGame, PlayerId } from './tournament.js';

/**
 * A championship's format rule as data (NOF §26).
 *
 * @category Rules
 */
export interface ChampionshipRules {
  /** Display name. */
  readonly name: string;
  /** The rule text (seed and §). */
  readonly source?: string;
  /** Fewer entrants than this: double round robin. */
  readonly doubleRoundRobinBelow: number;
  /** Fewer entrants than this (and not double): single round robin. */
  readonly singleRoundRobinBelow: number;
  /** Otherwise a Swiss of this many rounds. */
  readonly swissRounds: number;
  /** How the final is played (NOF §27). */
  readonly final: FinalRules;
}

/**
 * NM (NOF §26): under 5 entrants double round robin, under 9 single, otherwise 7 rounds;
 * the top two play a game-by-game final (§27).
 *
 * @category Rules
 * @example
 * ```ts
 * import { NM, championshipFormat } from 'mindsport/othello';
 * console.log(championshipFormat(12, NM)); // { kind: 'swiss', rounds: 7 }
 * ```
 */
export const NM: ChampionshipRules = deepFreeze({
  name: 'NM',
  source: 'seed 000 §26, §27',
  doubleRoundRobinBelow: 5,
  singleRoundRobinBelow: 9,
  swissRounds: 7,
  final: NM_FINAL,
});

/**
 * Junior-NM (NOF §26): as NM with 6 Swiss rounds.
 *
 * @category Rules
 * @example
 * ```ts
 * import { JUNIOR_NM, championshipFormat } from 'mindsport/othello';
 * console.log(championshipFormat(9, JUNIOR_NM).rounds); // 6
 * ```
 */
export const JUNIOR_NM: ChampionshipRules = deepFreeze({ ...NM, name: 'Junior-NM', swissRounds: 6 });

/**
 * Lightning-NM, *Lyn-NM* (NOF §26–§27): under 9 entrants double round robin, under 15
 * single, otherwise 11 rounds; a best-of-3 final, then game by game.
 *
 * @category Rules
 * @example
 * ```ts
 * import { LIGHTNING_NM, championshipFormat } from 'mindsport/othello';
 * console.log(championshipFormat(8, LIGHTNING_NM)); // { kind: 'roundRobin', cycles: 2, rounds: 14 }
 * ```
 */
export const LIGHTNING_NM: ChampionshipRules = deepFreeze({
  name: 'Lightning-NM',
  source: 'seed 000 §26, §27',
  doubleRoundRobinBelow: 9,
  singleRoundRobinBelow: 15,
  swissRounds: 11,
  final: LIGHTNING_NM_FINAL,
});

/**
 * Every championship preset by its export name.
 *
 * @category Rules
 * @example
 * ```ts
 * import { OTHELLO_CHAMPIONSHIP_PRESETS } from 'mindsport/othello';
 * console.log(Object.keys(OTHELLO_CHAMPIONSHIP_PRESETS).join(' ')); // NM JUNIOR_NM LIGHTNING_NM
 * ```
 */
export const OTHELLO_CHAMPIONSHIP_PRESETS: {
  /** {@link NM} */
  readonly NM: ChampionshipRules;
  /** {@link JUNIOR_NM} */
  readonly JUNIOR_NM: ChampionshipRules;
  /** {@link LIGHTNING_NM} */
  readonly LIGHTNING_NM: ChampionshipRules;
} = deepFreeze({ NM, JUNIOR_NM, LIGHTNING_NM });

/**
 * The format for a number of entrants.
 *
 * @category Rules
 */
export type ChampionshipFormat =
  | {
      /** A single entrant is champion without play. */
      readonly kind: 'walkover';
      /** No rounds. */
      readonly rounds: 0;
    }
  | {
      /** Everyone meets everyone, once or twice. */
      readonly kind: 'roundRobin';
      /** 1 for a single, 2 for a double round robin. */
      readonly cycles: 1 | 2;
      /** Rounds in all cycles together. */
      readonly rounds: number;
    }
  | {
      /** A Swiss tournament. */
      readonly kind: 'swiss';
      /** The number of Swiss rounds. */
      readonly rounds: number;
    };

/** The thresholds of championship rules, checked (the final's rules are checked by `finalState`). */
function checkChampionshipRules(given: unknown): void {
  checkRecord(given, ['rules'], THROW);
  const rules = given as Record<string, unknown>;
  const fields = ['name', 'source', 'doubleRoundRobinBelow', 'singleRoundRobinBelow', 'swissRounds', 'final'];
  checkFields(
    rules,
    fields,
    ['rules'],
    THROW,
    fields.filter((field) => field !== 'source'),
  );
  checkString(rules.name, ['rules', 'name'], THROW);
  if (rules.source !== undefined) checkString(rules.source, ['rules', 'source'], THROW, true);
  for (const field of ['doubleRoundRobinBelow', 'singleRoundRobinBelow', 'swissRounds']) {
    checkInteger(rules[field], ['rules', field], THROW, { min: 1 });
  }
  checkRecord(rules.final, ['rules', 'final'], THROW);
}

/**
 * The tournament format for a number of entrants (NOF §26): one entrant is champion by
 * walkover; a round robin has `entrants − 1` rounds per cycle (even) or `entrants` (odd,
 * one sits out each round). The count is taken at the start (spec §8 decision 15).
 *
 * @category Rules
 * @param entrants - the number of entrants, ≥ 1
 * @param rules - {@link NM}, {@link JUNIOR_NM}, {@link LIGHTNING_NM} or your own
 * @returns the format, frozen
 * @throws {@link mindsport!MindsportError} `NOT_AN_INTEGER`, `OUT_OF_RANGE`, and shape codes for malformed rules
 * @example
 * ```ts
 * import { NM, championshipFormat } from 'mindsport/othello';
 * console.log(championshipFormat(1, NM), championshipFormat(4, NM)); // { kind: 'walkover', rounds: 0 } { kind: 'roundRobin', cycles: 2, rounds: 6 }
 * ```
 */
export function championshipFormat(entrants: number, rules: ChampionshipRules): ChampionshipFormat {
  checkInteger(entrants, ['entrants'], THROW, { min: 1 });
  checkChampionshipRules(rules);
  if (entrants === 1) return deepFreeze({ kind: 'walkover', rounds: 0 });
  const perCycle = entrants % 2 === 0 ? entrants - 1 : entrants;
  if (entrants < rules.doubleRoundRobinBelow)
    return deepFreeze({ kind: 'roundRobin', cycles: 2, rounds: 2 * perCycle });
  if (entrants < rules.singleRoundRobinBelow)
    return deepFreeze({ kind: 'roundRobin', cycles: 1, rounds: perCycle });
  return deepFreeze({ kind: 'swiss', rounds: rules.swissRounds });
}

/**
 * Options of {@link seedFirstRound}.
 *
 * @category Pairing
 */
export interface SeedingOptions {
  /** `'norwegian'` (default: a–z, then æ ø å; accents ignored) or `'codepoint'`. */
  readonly collation?: NameCollation;
}

/**
 * The first round from the seeding (NOF §26).
 *
 * @category Pairing
 */
export interface FirstRoundSeeding {
  /** Every player, best seed first. */
  readonly order: readonly PlayerId[];
  /** Upper-half #k against lower-half #k, colours alternating down the boards. */
  readonly games: readonly OthelloUnplayedGame[];
  /** The lowest seed with an odd count (spec §6 decision), else empty. */
  readonly byes: readonly PlayerId[];
}

/** The entrants, checked: objects with distinct text ids. */
function checkEntrants(given: unknown): void {
  checkList(given, ['players'], THROW);
  const players = given as readonly unknown[];
  const seen = new Map<string, number>();
  players.forEach((player, index) => {
    const path = ['players', index];
    checkRecord(player, path, THROW);
    const { id, name } = player as Record<string, unknown>;
    checkString(id, [...path, 'id'], THROW, true);
    if (name !== undefined) checkString(name, [...path, 'name'], THROW, true);
    const first = seen.get(id as string);
    if (first !== undefined) {
      fail(
        problemAt('DUPLICATE_ID', [...path, 'id'], id, `${show(id)} is already the id of players[${first}]`),
      );
    }
    seen.set(id as string, index);
  });
}

/**
 * Seeds the first round from the rating list (NOF §26): by rating-list position, else by
 * rating (ties by name), unrated players last in alphabetical order ("Surname, Given",
 * Norwegian collation). Upper-half #1 plays black against lower-half #1, upper #2 white
 * against lower #2, and so on, alternating; with an odd count the lowest seed has the bye.
 *
 * @category Pairing
 * @param players - the entrants
 * @param options - the name collation
 * @returns the seeding order, the games and the bye, frozen
 * @throws {@link mindsport!MindsportError} `NOT_A_LIST`, `NOT_AN_OBJECT`, `NOT_A_STRING`, `DUPLICATE_ID`, `UNKNOWN_OPTION`, `NOT_ONE_OF`
 * @example
 * ```ts
 * import { seedFirstRound } from 'mindsport/othello';
 * const seeding = seedFirstRound([
 *   { id: 'a', name: 'Øien, Per' }, { id: 'b', name: 'Berg, Ola', rating: 1900 },
 *   { id: 'c', name: 'Aas, Kari', rating: 2100 }, { id: 'd', name: 'Zahl, Eva' }, { id: 'e', name: 'Dahl, Jon' },
 * ]);
 * console.log(seeding.order.join(''), seeding.byes); // cbeda [ 'a' ]
 * console.log(seeding.games); // [ { black: 'c', white: 'e' }, { black: 'd', white: 'b' } ]
 * ```
 */
export function seedFirstRound(
  players: readonly OthelloPlayer[],
  options: SeedingOptions = {},
): FirstRoundSeeding {
  const { collation = 'norwegian' } = readOptions<SeedingOptions>(options, ['collation']);
  checkOneOf(collation, NAME_COLLATIONS, ['options', 'collation'], THROW);
  checkEntrants(players);
  const order = seedingOrder(players, collation);
  const byes = order.length % 2 === 1 ? [order[order.length - 1] as string] : [];
  const paired = order.slice(0, order.length - byes.length);
  const half = paired.length / 2;
  const games: OthelloUnplayedGame[] = [];
  for (let board = 0; board < half; board++) {
    const upper = paired[board] as string;
    const lower = paired[half + board] as string;
    games.push(board % 2 === 0 ? { black: upper, white: lower } : { black: lower, white: upper });
  }
  return deepFreeze({ order, games, byes });
}

/** The NOF §26 order: rating-list position, then rating (ties by name), then unrated players by name. */
function seedingOrder(players: readonly OthelloPlayer[], collation: NameCollation): PlayerId[] {
  const nameOf = (player: OthelloPlayer): string => player.name ?? player.id;
  const byName = (a: OthelloPlayer, b: OthelloPlayer): number =>
    compareNames(nameOf(a), nameOf(b), collation) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const group = (player: OthelloPlayer): number =>
    player.ratingListPosition !== undefined ? 0 : player.rating !== undefined ? 1 : 2;
  const sorted = [...players].sort((a, b) => {
    const difference = group(a) - group(b);
    if (difference !== 0) return difference;
    if (group(a) === 0)
      return (a.ratingListPosition as number) - (b.ratingListPosition as number) || byName(a, b);
    if (group(a) === 1) return (b.rating as number) - (a.rating as number) || byName(a, b);
    return byName(a, b);
  });
  return sorted.map((player) => player.id);
}

/**
 * Compares two names for seeding: `'norwegian'` orders a–z, then æ, ø, å (ä and ö sort as
 * æ and ø, other accents are ignored), case-insensitive; `'codepoint'` compares UTF-16 code units.
 *
 * @category Pairing
 * @param a - a name
 * @param b - another name
 * @param collation - the collation; default `'norwegian'`
 * @returns negative, zero or positive
 * @throws {@link mindsport!MindsportError} `NOT_A_STRING`, `NOT_ONE_OF`
 * @example
 * ```ts
 * import { compareNames } from 'mindsport/othello';
 * console.log(['Øen', 'Aas', 'Zahl', 'Ås', 'Ærø'].sort((a, b) => compareNames(a, b)).join(' ')); // Aas Zahl Ærø Øen Ås
 * ```
 */
export function compareNames(a: string, b: string, collation: NameCollation = 'norwegian'): number {
  checkString(a, ['a'], THROW, true);
  checkString(b, ['b'], THROW, true);
  checkOneOf(collation, NAME_COLLATIONS, ['collation'], THROW);
  if (collation === 'codepoint') return a < b ? -1 : a > b ? 1 : 0;
  const left = collationKey(a);
  const right = collationKey(b);
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const difference = (left[index] as number) - (right[index] as number);
    if (difference !== 0) return difference;
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0);
}

const NORWEGIAN_LAST: Readonly<Record<string, number>> = { æ: 1, ä: 1, ø: 2, ö: 2, å: 3 };

function collationKey(name: string): number[] {
  const key: number[] = [];
  for (const character of name.toLowerCase()) {
    const special = NORWEGIAN_LAST[character];
    if (special !== undefined) {
      key.push(0x7a + special);
      continue;
    }
    const base = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    for (const unit of base) key.push(unit.codePointAt(0) as number);
  }
  return key;
}
